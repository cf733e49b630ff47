"""The citation verifier: the last line of defence against a confident wrong answer.

Everything upstream reduces the *probability* of an ungrounded claim. This stage
detects one after the fact, deterministically, without asking a model anything.

Every citation must resolve to a passage that was actually placed in the model's
context. One that does not is a fabricated reference, the single most damaging
failure of a legal assistant, because a fabricated citation is *more* convincing than
an uncited claim, not less. It is marked unsupported and the answer is flagged, but
the text is never rewritten: deleting a sentence from a legal answer creates a new
document nobody reviewed. The uncited-claim sweep is advisory and never fails an
answer on its own.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import fields
from operator import attrgetter
from re import Pattern
from typing import Final

from verification.core.articles import article_number, numeral_twin, part_of
from verification.core.backrefs import assign_laws, sentence_bounds, sentence_stops
from verification.core.catalogue import Catalogue
from verification.core.footnotes import Notes, claim_sentences, find_notes
from verification.core.languages import Lexicon, default_lexicon
from verification.core.limits import (
    MAX_CITATIONS_PER_ANSWER,
    MAX_CLOSEST_CHARS,
    MAX_DETAIL_CHARS,
    MAX_EXPANDED_ARTICLES_PER_ANSWER,
    MAX_LABEL_CHARS,
    MAX_PINPOINT_CHARS,
    MAX_QUOTE_CHARS,
    MAX_RAW_CHARS,
    clip,
    clip_optional,
)
from verification.core.markup import View, reading_view
from verification.core.match import EvidenceIndex, build_index, lookup
from verification.core.models import (
    VERIFIER_VERSION,
    Citation,
    CitationForm,
    CitationStatus,
    Diagnosis,
    EvidenceChunk,
    Quotation,
    Reference,
    Support,
    UncitedSentence,
    VerificationReport,
    build_citation,
    build_report,
)
from verification.core.parse import parse_references
from verification.core.passages import joined_readings, passage_text
from verification.core.prose import (
    Found,
    ProseScanner,
    leading_pinpoint,
    names_document_title,
    parts_named,
    shaped_like_a_law,
)
from verification.core.quotes import (
    MAX_CLOSEST_VISITS,
    MAX_QUOTE_SEARCH_CHARS,
    QUOTE_CHARS,
    SINGLE_QUOTE_CHARS,
    Passages,
    QuoteIndex,
    Wording,
    asks,
    block_line_without_aside,
    block_line_words,
    block_quotations,
    block_quotes,
    closest_within,
    double_quotes,
    has_words,
    quote_parts,
    says_nothing,
    single_quotes,
    with_blocks,
)
from verification.core.segment import find_uncited
from verification.core.serialise import checked_input
from verification.core.structure import (
    PinpointCheck,
    annex_pinpoint,
    check_pinpoint,
    pinpoint_parts,
)
from verification.core.support import claim_support

_UNSUPPORTED: Final = CitationStatus.UNSUPPORTED
_VERIFIED: Final = CitationStatus.VERIFIED
_FIELDS: Final = tuple(field.name for field in fields(Citation))
# A chunk's id, fetched in C (map over an answer's chunks).
_CHUNK_ID: Final = attrgetter("chunk_id")
# Sentences saying nothing a citation standing alone looks back over for its
# quotation. Citations are checked in order and each remembers what it found, so
# this bounds only a run of labels and unchecked citations between two checked ones.
MAX_SENTENCES_PASSED: Final = 16


def verify(
    text: str,
    evidence: Sequence[EvidenceChunk],
    aliases: Mapping[str, str] | None = None,
    *,
    catalogue: Catalogue | None = None,
) -> VerificationReport:
    """Check every citation in text against the passages the model was given.

    Citations and quotations are read in the answer's reading view (markup.py:
    "**Article 17 GDPR**" is read as "Article 17 GDPR"); spans, raw text and the
    uncited sweep are the answer's own. Arguments it cannot read raise InputError
    naming the field (serialise.checked_input).
    """
    text, evidence, aliases = checked_input(text, evidence, aliases)
    index = build_index(evidence, aliases, catalogue)
    view = reading_view(text)
    read = view.text
    lex = default_lexicon()
    # What follows "[Article 18, " names a law? Asked once per text: a hostile
    # answer repeats one marker a hundred thousand times.
    named: dict[str, bool] = {}

    def names_law(text: str) -> bool:
        answer = named.get(text)
        if answer is None:
            # A document's title is the bracket's source too: "[Article 17, Staff
            # Handbook]" cites the handbook (not in the evidence), as "[Staff
            # Handbook, Article 17]" does, not the one law with an Article 17.
            answer = named[text] = (
                index.knows(text)
                or shaped_like_a_law(text, lex)
                or names_document_title(text, lex)
            )
        return answer

    # Read no further than _cap keeps: the markers it could keep and the first past
    # them, which tells it the limit was reached.
    brackets, limit_reached = _cap(
        parse_references(
            read,
            names_law,
            markers=MAX_CITATIONS_PER_ANSWER,
            references_at_most=MAX_EXPANDED_ARTICLES_PER_ANSWER,
        )
    )
    spans = sorted({(ref.start, ref.end) for ref in brackets})
    # Every double-quoted stretch; those of five words or more are checked.
    inline_quotes = double_quotes(read)
    block_stretches = block_quotations(read)
    quotes = QuoteIndex(with_blocks(inline_quotes, block_stretches))
    scanner = ProseScanner(
        read, lex, index.knows, index.name_words, index.law_key, index.holds
    )
    found = scanner.scan(spans, max(0, MAX_CITATIONS_PER_ANSWER - len(spans)) + 1)
    limit_reached = limit_reached or scanner.exhausted
    if found and any(char in read for char in f">{QUOTE_CHARS}{SINGLE_QUOTE_CHARS}"):
        found, own_blocks = _own_references(read, found, evidence, quotes)
        if own_blocks:
            # A block quote holding the answer's own citation is its own words, no
            # quotation: checked as one, it failed the citation inside it.
            kept = [b for b in block_stretches if not _holds_any(b, own_blocks)]
            quotes = QuoteIndex(with_blocks(inline_quotes, kept))
    references = assign_laws(
        read,
        brackets,
        found,
        lex,
        index.knows,
        index.first_words,
        index.name_words,
        index.may_be_called,
        index.key,
        index.instrument_of,
        scanner.former,
    )
    references = _subdivisions_dropped(read, references, index, lex)
    if references and lex.same_article_words_re is not None:
        references = _same_article_references(
            read, scanner.lowered, references, lex, quotes
        )
    if references:
        references = _bare_point_references(
            read, scanner.lowered, references, quotes, index
        )
    references = _disjoint(references)
    references, capped = _cap(references)
    limit_reached = limit_reached or capped
    found_in = [lookup(reference, index) for reference in references]
    if any(part_of(reference.article or "") for reference in references):
        references, found_in = _parts_passages_name(read, references, found_in, index)
    notes = find_notes(read, lex.lead_in_re) if references else None
    citations, spent = _check_verified(
        read, references, found_in, index, quotes, lex, notes
    )
    limit_reached = limit_reached or spent
    unsupported = len([c for c in citations if c.status is _UNSUPPORTED])
    markers = [(ref.start, ref.end) for ref in references]
    trailing = {start for start, _ in spans}
    if notes is not None:
        # A sentence marking a note that cites is cited, by its mark.
        marks = _cited_marks(references, notes)
        markers.extend(marks)
        trailing.update(start for start, _ in marks)
    if read is not text:
        citations = [_as_written(citation, text, view) for citation in citations]
        trailing = {view.span(start, start)[0] for start in trailing}
        markers = [view.span(start, end) for start, end in markers]
    return build_report(
        tuple(citations),
        tuple(_claims(find_uncited(text, markers, trailing), lex)),
        unsupported,
        unsupported == 0 and not limit_reached,
        VERIFIER_VERSION,
        limit_reached,
    )


def _claims(sentences: list[UncitedSentence], lex: Lexicon) -> list[UncitedSentence]:
    """Return the uncited sentences that are claims: not the assistant's asides.

    "I am not a lawyer, and this is not legal advice.", "Let me know if you have
    any other questions.", "You asked whether ..." need no citation; listed, they
    were false marks beside most answers (aside_words). A sentence is searched
    for the phrases of the words it holds only (a set test in C); the curly
    apostrophe is read as the straight one the words are written with.
    """
    phrases = lex.aside_phrases
    claims = []
    for sentence in sentences:
        folded = sentence.text.casefold()
        words = phrases.keys() & folded.translate(_NOT_WORDS).split()
        if words:
            folded = folded.replace("\u2019", "'")
            if any(p in folded for word in words for p in phrases[word]):
                continue
        claims.append(sentence)
    return claims


# The punctuation and markup around a sentence's words, read as spaces to split it
# into the words aside_phrases is keyed by ("advice." is "advice").
_NOT_WORDS: Final = str.maketrans(dict.fromkeys(".,;:!?()[]\"'\u2019*_«»„“”¿¡،؛؟", " "))


def _cited_marks(
    references: Sequence[Reference], notes: Notes
) -> list[tuple[int, int]]:
    """Return the spans of the marks of every note holding one of references."""
    labels = {
        label
        for reference in references
        if (label := notes.label_at(reference.start)) is not None
    }
    return [span for label in sorted(labels) for span in notes.marks.get(label, ())]


_BY_START: Final = attrgetter("start")
# How far before "that Article" its pinpoint may start: "points (a), (b) and (c) of".
_SAME_ARTICLE_WINDOW: Final = 90
# How many references back "that Article" looks for an article of a law.
_SAME_ARTICLE_LOOKBACK: Final = 8


def _same_article_references(
    text: str,
    lowered: str,
    references: list[Reference],
    lex: Lexicon,
    quotes: QuoteIndex,
) -> list[Reference]:
    """Return references with those naming the article cited just before.

    "Article 17 GDPR applies; paragraph 6 of that Article lists exceptions",
    "Article 6(1) GDPR and point (g) thereof", "Abs. 3 derselben Vorschrift", "le
    paragraphe 4 du même article": a pinpoint of the last article cited before
    it, in the same paragraph of the answer. Unread, a fabricated paragraph of a
    real article passed as no citation at all. Not inside a quotation (the quoted
    law's words), nor inside a reference already read.
    """
    same_re = lex.same_article_re
    assert same_re is not None  # compiled with same_article_words_re
    starts = [reference.start for reference in references]
    added: list[Reference] = []
    for stop in _same_article_stops(text, lowered, lex):
        low = stop - _SAME_ARTICLE_WINDOW if stop > _SAME_ARTICLE_WINDOW else 0
        match = next(
            (m for m in same_re.finditer(text, low, stop) if m.end() == stop), None
        )
        if match is None or len(quotes.overlapping(match.start(), stop)):
            continue
        start = match.start()
        at = bisect_left(starts, stop) - 1
        if at >= 0 and references[at].end > start:
            continue  # inside, or overlapping, a reference already read
        before = next(
            (
                references[i]
                # The nearest few: a hostile answer repeats one reference.
                for i in range(at, at - _SAME_ARTICLE_LOOKBACK, -1)
                if i >= 0
                and references[i].article is not None
                and references[i].law_label is not None
                and part_of(references[i].article or "") is None
            ),
            None,
        )
        if before is None or "\n\n" in text[before.end : start]:
            continue
        pinpoint = leading_pinpoint(match.group("pinpoint"), lex.pinpoint_word_re)
        if len(added) >= MAX_CITATIONS_PER_ANSWER:
            break
        added.append(_of_article_before(text, start, stop, before, pinpoint))
    if not added:
        return references
    return sorted([*references, *added], key=_BY_START)


# "point (b)", "points (a) to (e)", "points (h) and (i)": lettered points alone.
_POINT_VALUE: Final = r"\((?:[a-z]{1,2}|[ivx]{1,5})\)"
_BARE_POINTS_RE: Final = re.compile(
    rf"points?[ \u00a0]+{_POINT_VALUE}"
    rf"(?:(?:[ \u00a0]*,[ \u00a0]*|[ \u00a0]+(?:and|or|to)[ \u00a0]+){_POINT_VALUE})*"
)
# The word after them: "of" or "in" opens the provision they belong to (read by
# prose.py), "above" or "below" the answer's own list.
_AFTER_POINTS_RE: Final = re.compile(r"[)\s,]*([^\W\d_]*)")
_NOT_BARE_AFTER: Final = frozenset(
    ("of", "in", "thereof", "above", "below", "hereof", "herein", "under", "to")
)
# Words between the article and its points that name another provision.
_OTHER_PROVISIONS: Final = (
    "article",
    "art.",
    "section",
    "§",
    "clause",
    "annex",
    "rule",
)


def _bare_point_references(
    text: str,
    lowered: str,
    references: list[Reference],
    quotes: QuoteIndex,
    index: EvidenceIndex,
) -> list[Reference]:
    """Return references with the lettered points of the article cited before.

    "Article 17(3) GDPR lists exceptions, including legal claims (point (e))",
    "Article 6(1) GDPR: consent (point (a)) or a contract (point (b))": in the
    sentence of an article's citation, and with no other provision named in
    between, a point alone is that article's (of its paragraph, if the citation
    names one). Unread, a point the passage does not have passed as no citation.
    Not "point (b) of ..." (prose.py reads the provision it belongs to), nor "point
    (b) above" (the answer's own list), nor inside a quotation, nor past a full
    stop (". the ... referred to in point (a)": a statute's own words, another
    sentence), nor after an article the evidence does not hold (its citation is
    flagged already; its points would only repeat the flag).
    """
    if "point" not in lowered or len(lowered) != len(text):
        return references
    starts = [reference.start for reference in references]
    stops = sentence_stops(text)
    added: list[Reference] = []
    pos = lowered.find("point")
    while pos >= 0 and len(added) < MAX_CITATIONS_PER_ANSWER:
        match = _BARE_POINTS_RE.match(lowered, pos)
        start, pos = pos, lowered.find("point", pos + 5)
        if match is None or (start and lowered[start - 1].isalnum()):
            continue
        stop = match.end()
        at = bisect_right(starts, start) - 1
        if at < 0 or references[at].end > start:
            continue  # no citation before it, or inside one
        before = references[at]
        article = before.article
        if article is None or before.law_label is None or part_of(article):
            continue
        if before.form is CitationForm.BRACKET or (
            before.form is CitationForm.PARENTHETICAL
            and text[
                before.start - 8 if before.start > 8 else 0 : before.start
            ].rstrip()[-1:]
            in ".!?"
        ):
            continue  # a marker after its sentence: what follows is the next one
        after = _AFTER_POINTS_RE.match(lowered, stop)
        if after is not None and after.group(1) in _NOT_BARE_AFTER:
            continue
        gap = lowered[before.end : start]
        if any(word in gap for word in _OTHER_PROVISIONS) or ". " in gap:
            continue
        if "\n" in gap or not isinstance(lookup(before, index), EvidenceChunk):
            continue
        if sentence_bounds(text, before.start, before.end, stops)[1] < stop:
            continue
        if len(quotes.overlapping(start, stop)):
            continue
        added.append(_of_article_before(text, start, stop, before, text[start:stop]))
    if not added:
        return references
    return sorted([*references, *added], key=_BY_START)


def _of_article_before(
    text: str, start: int, stop: int, before: Reference, pinpoint: str
) -> Reference:
    """Return the reference text[start:stop] makes to the article before cites.

    Its pinpoint is pinpoint, in the paragraph before names when pinpoint names
    none: "Article 6(1) and point (f) thereof", "Article 17(3) ... (point (e))".
    """
    if before.pinpoint and pinpoint_parts(pinpoint)[0] is None:
        paragraph = pinpoint_parts(before.pinpoint)[0]
        if paragraph is not None:
            pinpoint = f"({paragraph}) {pinpoint}"
    return Reference(
        text[start:stop],
        before.law_label,
        before.article,
        pinpoint,
        start,
        stop,
        False,
        CitationForm.BACK_REFERENCE,
        before.keyword,
    )


def _same_article_stops(text: str, lowered: str, lex: Lexicon) -> list[int]:
    """Return where each same-article phrase of text ends ("that Article"), in order.

    By each phrase's last word, found with str.find in the lower-cased text: a
    pattern of the phrases tried at every position cost half the time of
    verifying a typical answer. lowered is text lower-cased; a text that
    lower-casing lengthens ("İ") is read by the pattern.
    """
    if len(lowered) != len(text):
        pattern = lex.same_article_words_re
        assert pattern is not None
        return [match.end() for match in pattern.finditer(text)]
    stops: list[int] = []
    ascii_only = text.isascii()
    for last, (phrases, befores) in lex.same_article_ends.items():
        if ascii_only and not last.isascii():
            continue  # "artículo" is in no ASCII text (and slow to look for)
        at = lowered.find(last)
        while at >= 0:
            stop = at + len(last)
            # "[GDPR, Article 17]", "Under Article 17": the letter two before it
            # ends no phrase's word before the last (the cheap test that passes
            # over most occurrences); "articles": a letter goes on.
            if (
                (befores is None or (at >= 2 and lowered[at - 2] in befores))
                and not lowered[stop : stop + 1].isalpha()
                and lowered.endswith(phrases, 0, stop)
            ):
                stops.append(stop)
            at = lowered.find(last, stop)
    return sorted(stops)


def _disjoint(references: list[Reference]) -> list[Reference]:
    """Return references without those whose span overlaps an earlier one's.

    Spans are disjoint, or one marker's (a list's items share it): the report
    draws each citation over its span, and two overlapping could not both be
    drawn. The scans keep to this; where two readings still meet on hostile
    input (a glued "s98" read after a reference that took its letters for a
    law's, found by bench/grammar_hunt.py about six times in 240,000 answers),
    the first read stands.
    """
    kept: list[Reference] = []
    span, end = (-1, -1), -1
    for reference in references:
        here = (reference.start, reference.end)
        if here != span and reference.start < end:
            continue
        kept.append(reference)
        if reference.end > end:
            span, end = here, reference.end
    return kept if len(kept) != len(references) else references


def _subdivisions_dropped(
    text: str, references: list[Reference], index: EvidenceIndex, lex: Lexicon
) -> list[Reference]:
    """Return references without the subdivisions of a division written before them.

    "Chapter III, Section 2 GDPR", "Annex III, Section 4 of the AI Act", "le
    chapitre III, section 2 du RGPD": the GDPR numbers its provisions as articles,
    and its sections are parts of its chapters, so "Section 2" there is no Article
    2 (flagging it would fail a correct answer); so is "Section 2 of Chapter III
    of the GDPR". Only a weak keyword just after a division word and its number,
    or before one within the reference, and only for a law the catalogue numbers by
    another keyword: "Part X, section 94 ERA 1996" is the Act's section 94 (and a
    "§" is a section: "Chapter 1, section 1 KSchG" is § 1 KSchG), and a law the
    catalogue does not know is read as before (its sections may be its
    provisions: "Title VII, Section 703" of the Civil Rights Act).
    """
    if not references:
        return references
    weak = lex.weak_displays
    kept: list[Reference] = []
    for reference in references:
        start, label = reference.start, reference.law_label
        if (
            reference.keyword in weak
            and label is not None
            and (
                lex.division_re.search(text, max(0, start - 40), start) is not None
                # "Section 2 of Chapter III of the GDPR": the division after it.
                or lex.division_of_re.search(text, start, reference.end) is not None
            )
        ):
            law = index.law(label)
            # A "§" is what English calls a section: "Chapter 1, section 1 KSchG"
            # is § 1 KSchG.
            if law is not None and law.keyword.casefold() not in (
                reference.keyword.casefold(),
                "§",
            ):
                continue
        kept.append(reference)
    return kept


def _as_written(citation: Citation, text: str, view: View) -> Citation:
    """Return citation with the span and raw text of the answer as written."""
    start, end = view.span(citation.start, citation.end)
    raw = text[start:end]
    if (start, end) == (citation.start, citation.end) and raw == citation.raw:
        return citation
    return _with(citation, raw=clip(raw, MAX_RAW_CHARS), start=start, end=end)


def _own_references(
    text: str,
    found: list[Found],
    evidence: Sequence[EvidenceChunk],
    quotes: QuoteIndex,
) -> tuple[list[Found], list[int]]:
    """Return the references of found that are the answer's own, and where those
    inside a block quote's line start.

    A reference inside a Markdown block quote, or inside a quotation of any length,
    whose words are in the evidence ("…", '…', “pursuant to Article 21(1)”, "> …"),
    belongs to the quoted law. One inside a quotation the evidence does not hold is
    the answer's own: the quotation is no evidence of anything. So is one in a block
    quote of the answer's own words ("> Under Article 82 GDPR you can claim
    damages"): taken for a quotation's, a fabricated citation there passed unread.
    """
    blocks = QuoteIndex(block_quotes(text) if ">" in text else [])
    inline = (quotes, QuoteIndex(single_quotes(text)))
    held: dict[str, bool] = {}
    lines_held: dict[int, bool] = {}
    in_blocks: list[int] = []
    passages: Passages | None = None
    own: list[Found] = []
    for reference in found:
        line = blocks.around(reference.start)
        if line is not None:
            if passages is None:
                passages = _evidence_passages(evidence)
            if line not in lines_held:
                lines_held[line] = passages.hold(block_line_words(blocks.texts[line]))
            # The line's text opens just after its Quote's start.
            aside = (
                None
                if lines_held[line]
                else block_line_without_aside(
                    blocks.texts[line], reference.start - blocks.starts[line] - 1
                )
            )
            if lines_held[line] or (aside is not None and passages.hold(aside)):
                continue
            in_blocks.append(reference.start)
        around = [(index, index.around(reference.start)) for index in inline]
        words = [index.texts[at] for index, at in around if at is not None]
        for quote in words:
            if quote not in held:
                if passages is None:
                    passages = _evidence_passages(evidence)
                held[quote] = passages.hold(quote_parts(quote))
        if not any(held[quote] for quote in words):
            own.append(reference)
    return own, in_blocks


def _evidence_passages(evidence: Sequence[EvidenceChunk]) -> Passages:
    """Return every passage of the evidence, an article's chunks also as one.

    As _Quoting.holds reads a citation's article: a quotation over the cut
    between two chunks is the evidence's words, and a reference inside it the
    quoted law's.
    """
    texts = [passage_text(chunk.text) for chunk in evidence]
    articles: dict[tuple[str, str], list[str]] = {}
    for chunk, passage in zip(evidence, texts, strict=True):
        articles.setdefault((chunk.law_label, chunk.article), []).append(passage)
    for chunks in articles.values():
        texts += joined_readings(chunks)
    return Passages(texts)


def _holds_any(stretch: tuple[int, int, str], positions: list[int]) -> bool:
    """Return whether one of positions (in order) lies inside stretch."""
    at = bisect_left(positions, stretch[0])
    return at < len(positions) and positions[at] < stretch[1]


def _parts_passages_name(
    text: str,
    references: list[Reference],
    found_in: list[EvidenceChunk | Citation],
    index: EvidenceIndex,
) -> tuple[list[Reference], list[EvidenceChunk | Citation]]:
    """Return references and found_in without the parts a cited passage names.

    "AI systems listed in Annex III are high-risk [EU AI Act, Article 6(2)]":
    the answer restates Article 6(2), which names Annex III; the annex is the
    passage's reference, not a source of the answer's, and flagging it failed a
    correct answer. Only a part missing from the evidence, in the sentence of a
    verified citation of the same law whose passage names that part.
    """
    stops = sentence_stops(text)
    lex = default_lexicon()
    by_chunk: dict[str, tuple[str, str]] = {}
    verified = [
        (reference, chunk)
        for reference, chunk in zip(references, found_in, strict=True)
        if isinstance(chunk, EvidenceChunk)
    ]
    # (chunk id, a part's number) -> the parts its passages holding it name.
    named: dict[tuple[str, str], frozenset[str]] = {}
    kept: list[int] = []
    for position, (reference, found) in enumerate(
        zip(references, found_in, strict=True)
    ):
        article = reference.article or ""
        if (
            isinstance(found, EvidenceChunk)
            or found.diagnosis is not Diagnosis.ARTICLE_NOT_IN_EVIDENCE
            or part_of(article) is None
        ):
            kept.append(position)
            continue
        begin, end = sentence_bounds(text, reference.start, reference.end, stops)
        law = index.key(reference.law_label or "")
        number = article.partition(" ")[2]
        # "Annex 3" is named by a passage's "Annex III" too.
        twin = numeral_twin(article) or article
        numbers = (number, twin.partition(" ")[2])
        for other, chunk in verified:
            if not (begin <= other.start < end) or index.key(chunk.law_label) != law:
                continue
            key = (chunk.chunk_id, number)
            if key not in named:
                by_chunk = by_chunk or _chunk_keys(index)
                # Every passage of the article: "Annex I" may be in another chunk.
                passages = _article_passages(index, by_chunk[chunk.chunk_id])
                # Read only passages holding the number at all (most hold none).
                named[key] = frozenset().union(
                    *(
                        parts_named(p, lex)
                        for p in passages
                        if numbers[0] in p or numbers[1] in p
                    )
                )
            if article in named[key] or twin in named[key]:
                break
        else:
            kept.append(position)
    return [references[i] for i in kept], [found_in[i] for i in kept]


def _chunk_keys(index: EvidenceIndex) -> dict[str, tuple[str, str]]:
    """Return each chunk id of the index -> the (law, article) key it verifies."""
    return dict(zip(map(_CHUNK_ID, index.by_key.values()), index.by_key, strict=True))


def _article_passages(index: EvidenceIndex, key: tuple[str, str]) -> list[str]:
    """Return the passage of every chunk of one article, as its reader sees it."""
    return [passage_text(chunk.text) for chunk in index.chunks(key)]


def _cap(references: list[Reference]) -> tuple[list[Reference], bool]:
    """Return references within the per-answer limits, and whether any was hit."""
    if len(references) <= MAX_CITATIONS_PER_ANSWER:
        return references, False
    capped = False
    if len(references) > MAX_EXPANDED_ARTICLES_PER_ANSWER:
        references, capped = references[:MAX_EXPANDED_ARTICLES_PER_ANSWER], True
    spans: set[tuple[int, int]] = set()
    for position, reference in enumerate(references):
        spans.add((reference.start, reference.end))
        if len(spans) > MAX_CITATIONS_PER_ANSWER:
            return references[:position], True
    return references, capped


def _check_verified(
    text: str,
    references: Sequence[Reference],
    found_in: Sequence[EvidenceChunk | Citation],
    index: EvidenceIndex,
    quotes: QuoteIndex,
    lex: Lexicon,
    notes: Notes | None = None,
) -> tuple[list[Citation], bool]:
    """Return the citations of references, each verified one checked; clip all.

    found_in holds, for each reference, the chunk that verifies it or the
    unsupported citation it makes (lookup). A verified citation's pinpoint,
    quotations and support are checked first and the citation built once, with
    their results. The flag says whether MAX_QUOTE_SEARCH_CHARS left quotations
    unchecked. A citation in a footnote answers for the sentences marking it
    (footnotes.py): their quotations and their words, not the note's line's.
    """
    if not found_in:
        return [], False
    by_chunk = _chunk_keys(index)
    sentences: dict[tuple[int, int], tuple[int, int]] = {}
    # A chunk's passages, and their text joined, once per answer: many citations
    # share one chunk, and the joined text is the support cache's key.
    texts: dict[str, tuple[list[str], str]] = {}
    # A chunk's article title, where the catalogue knows it.
    titles: dict[str, str] = {}
    stops = sentence_stops(text)
    # Citations that resolved to a chunk: position -> (its sentence, its chunk).
    resolved: dict[int, tuple[tuple[int, int], str]] = {}
    # Citations in a footnote: position -> the sentences marking the note.
    claims: dict[int, tuple[tuple[int, int], ...]] = {}
    marking: dict[str, tuple[tuple[int, int], ...]] = {}
    pinpoints: dict[int, PinpointCheck] = {}
    for position, found in enumerate(found_in):
        if isinstance(found, Citation):
            continue
        chunk_id = found.chunk_id
        if chunk_id not in texts:
            passages = _article_passages(index, by_chunk[chunk_id])
            texts[chunk_id] = (passages, "\n".join(passages))
            law = index.law(found.law_label)
            title = law.title(found.article) if law is not None else ""
            if title:
                titles[chunk_id] = title
        reference = references[position]
        span = (reference.start, reference.end)
        if span not in sentences:
            sentences[span] = sentence_bounds(text, *span, stops)
        resolved[position] = (sentences[span], chunk_id)
        if notes is not None and (label := notes.label_at(reference.start)):
            if label not in marking:
                marking[label] = claim_sentences(
                    text,
                    notes.marks.get(label, ()),
                    lambda start, end: sentence_bounds(text, start, end, stops),
                )
            if marking[label]:
                claims[position] = marking[label]
        if reference.pinpoint:
            placed = annex_pinpoint(found.article, reference.pinpoint)
            pinpoints[position] = check_pinpoint(placed, texts[chunk_id][0])
    quoted: dict[int, Quotation] = {}
    failed: dict[int, Quotation] = {}
    spent = False
    if len(quotes) and resolved:
        quoting = _Quoting(
            text, references, quotes, lex, stops, texts, titles, index.knows
        )
        unchecked = {p for p, check in pinpoints.items() if not check.found}
        quoted, failed = quoting.check(resolved, unchecked, claims)
        spent = quoting.spent
    supports: dict[tuple[object, str], Support] = {}
    citations: list[Citation] = []
    for position, found in enumerate(found_in):
        if isinstance(found, Citation):
            citations.append(_clipped(found))
            continue
        reference = references[position]
        (begin, stop), chunk_id = resolved[position]
        pinpoint = pinpoints.get(position)
        if pinpoint is not None and not pinpoint.found:
            citations.append(
                _checked(
                    reference,
                    found,
                    Diagnosis.PINPOINT_NOT_IN_EVIDENCE,
                    True,
                    None,
                    None,
                    pinpoint.detail,
                )
            )
            continue
        pinpoint_checked = pinpoint is not None and pinpoint.checked
        if position in failed:
            citations.append(
                _checked(
                    reference,
                    found,
                    Diagnosis.QUOTE_NOT_IN_EVIDENCE,
                    pinpoint_checked,
                    failed[position],
                    None,
                    None,
                )
            )
            continue
        # One marker citing several articles of one chunk shares one score, and
        # so do a note's citations of one chunk (their claims are the same).
        marked = claims.get(position)
        key = (marked or (reference.start, reference.end), chunk_id)
        support = supports.get(key)
        if support is None:
            if marked:
                claim = " ".join(text[b:e] for b, e in marked)
            else:
                claim = text[begin:stop].replace(reference.raw, " ")
            support = supports[key] = claim_support(claim, texts[chunk_id][1])
        citations.append(
            _checked(
                reference,
                found,
                None,
                pinpoint_checked,
                quoted.get(position),
                support,
                None,
            )
        )
    return citations, spent


def _checked(
    reference: Reference,
    chunk: EvidenceChunk,
    diagnosis: Diagnosis | None,
    pinpoint_checked: bool,
    quote: Quotation | None,
    support: Support | None,
    detail: str | None,
) -> Citation:
    """Return the citation of reference, resolved to chunk, with its checks; clipped.

    Verified unless a check gave a diagnosis; as resolve() builds it, then changed
    by the checks and _clipped, in one build.
    """
    raw, _, _, pinpoint, start, end, _, form, _ = reference
    # The chunk's identifier: a part may be cited in the other digits (numeral_twin).
    article = chunk.article
    label = chunk.law_label
    return build_citation(
        raw if len(raw) <= MAX_RAW_CHARS else clip(raw, MAX_RAW_CHARS),
        label if len(label) <= MAX_LABEL_CHARS else clip(label, MAX_LABEL_CHARS),
        article_number(article),
        pinpoint
        if pinpoint is None or len(pinpoint) <= MAX_PINPOINT_CHARS
        else clip(pinpoint, MAX_PINPOINT_CHARS),
        _VERIFIED if diagnosis is None else _UNSUPPORTED,
        diagnosis,
        None,
        chunk.chunk_id,
        chunk.citation_key or None,
        start,
        end,
        form,
        article,
        pinpoint_checked,
        quote,
        support,
        clip_optional(detail, MAX_DETAIL_CHARS),
    )


class _Quoting:
    """The quotations of one answer, checked against the passages that cite them.

    A citation answers for the quotations of five words or more of its sentence,
    or, standing alone, for those of the sentence before it (unless that sentence
    cites for itself). The citations answering for the same quotations are checked
    together: a quotation holds when any of their passages holds it ("…" (Articles
    6 and 17 GDPR) quotes one of the two), and only when none does are they all
    quote_not_in_evidence, with the first such quotation.
    """

    def __init__(
        self,
        text: str,
        references: Sequence[Reference],
        quotes: QuoteIndex,
        lex: Lexicon,
        stops: tuple[str, ...],
        texts: Mapping[str, tuple[list[str], str]],
        titles: Mapping[str, str],
        knows: Callable[[str], bool] = lambda name: False,
    ) -> None:
        self.knows = knows
        self.text = text
        self.index = quotes
        self.titles = titles
        self.spans = sorted({(r.start, r.end) for r in references})
        self.starts = [start for start, _ in self.spans]
        self.lead_in_re: Pattern[str] = lex.lead_in_re
        # Between citations standing alone: "and", "l'" (the article's elision).
        self.quiet: Collection[str] = lex.list_words | {
            elision.casefold() for elision in lex.elisions
        }
        self.stops = stops
        self.texts = texts
        # Whether a quotation is long enough to check (five words or more); one
        # inside a citation naming its law, or one naming a law known by that
        # name, is its law's title, no quotation of the passage: Japanese and
        # Korean answers write titles in corner brackets (「個人情報の保護に関す
        # る法律」第18条), which were checked and flagged as misquotations. Not
        # the words a bracket quotes after its article ('[GDPR, Article 17: "…"]').
        self.long: dict[int, bool] = {
            q: False
            for r in references
            if r.law_label
            for q in quotes.overlapping(r.start, r.end)
            if r.start <= quotes.starts[q]
            and quotes.ends[q] <= r.end
            and quotes.texts[q].strip().casefold() in r.law_label.casefold()
        }
        # Where a sentence starts -> the quotations of the sentence(s) before it.
        self.behind: dict[int, tuple[int, ...]] = {}
        self.held: dict[tuple[str, str], bool] = {}
        self.folded: dict[str, Passages] = {}
        self.wordings: dict[str, list[Wording]] = {}
        # By wording, not position: an answer may repeat one misquotation.
        self.closest: dict[tuple[str, str], str | None] = {}
        # Word occurrences the closest stretches may still visit (closest_within).
        self.closest_allowance = MAX_CLOSEST_VISITS
        # Characters of passages searched for quotations, and whether the sentences
        # left when MAX_QUOTE_SEARCH_CHARS was passed went unchecked.
        self.searched = 0
        self.spent = False
        self.parts: dict[str, tuple[str, ...]] = {}

    def check(
        self,
        resolved: dict[int, tuple[tuple[int, int], str]],
        unsupported: Collection[int],
        claims: Mapping[int, tuple[tuple[int, int], ...]] | None = None,
    ) -> tuple[dict[int, Quotation], dict[int, Quotation]]:
        """Return the quotations each citation answers for: held, and failing.

        Position -> the first quotation its passages hold; position -> the failing
        quotation, for the citations quote_not_in_evidence. Citations already
        unsupported (at positions in unsupported) are given neither. A footnote's
        citation (at a position in claims) answers for its own sentence's
        quotations and those of the sentences marking its note.
        """
        groups: dict[tuple[int, ...], list[int]] = {}
        scopes: dict[tuple[int, int], tuple[int, ...]] = {}
        noted: dict[tuple[tuple[int, int], ...], tuple[int, ...]] = {}
        for position, (sentence, _) in resolved.items():
            if claims and position in claims:
                key = (sentence, *claims[position])
                if key not in noted:
                    noted[key] = self.marked(sentence, claims[position])
                scope = noted[key]
            else:
                if sentence not in scopes:
                    scopes[sentence] = self.scope(*sentence)
                scope = scopes[sentence]
            if scope:
                groups.setdefault(scope, []).append(position)
        held: dict[int, Quotation] = {}
        failed: dict[int, Quotation] = {}
        for scope, members in groups.items():
            if self.searched > MAX_QUOTE_SEARCH_CHARS:
                # Thousands of quotations, each searched for through a passage of a
                # megabyte: the rest are not checked, and the answer does not pass.
                self.spent = True
                break
            chunks = list(dict.fromkeys(resolved[p][1] for p in members))
            failing = next(
                (q for q in scope if not any(self.holds(c, q) for c in chunks)), None
            )
            for position in members:
                if position in unsupported:
                    continue
                chunk_id = resolved[position][1]
                if failing is not None:
                    failed[position] = self.failed(chunk_id, failing)
                    continue
                quotation = self.held_quotation(chunk_id, scope)
                if quotation is not None:
                    held[position] = quotation
        return held, failed

    def failed(self, chunk_id: str, failing: int) -> Quotation:
        """Return the failing quotation, with the closest stretch of chunk_id's."""
        return Quotation(
            clip(self.index.texts[failing], MAX_QUOTE_CHARS),
            False,
            clip_optional(self.closest_of(chunk_id, failing), MAX_CLOSEST_CHARS),
        )

    def held_quotation(self, chunk_id: str, scope: tuple[int, ...]) -> Quotation | None:
        """Return the first quotation of scope chunk_id's passages hold, if any.

        A citation whose own passage holds none of the quotations (its sentence's
        other citations hold them) records none.
        """
        for q in scope:
            if self.holds(chunk_id, q):
                text = clip(self.index.texts[q], MAX_QUOTE_CHARS)
                return Quotation(text, True, None)
        return None

    def holds(self, chunk_id: str, q: int) -> bool:
        """Return whether the passages of chunk_id hold quotation q.

        Once per chunk and wording: an answer may repeat one quotation.
        """
        quote = self.index.texts[q]
        key = (chunk_id, quote)
        if key not in self.held:
            if chunk_id not in self.folded:
                # An article cut into chunks is one passage too: a quotation may
                # run from one chunk into the next.
                chunks = self.texts[chunk_id][0]
                self.folded[chunk_id] = Passages([*chunks, *joined_readings(chunks)])
            if quote not in self.parts:
                self.parts[quote] = quote_parts(quote)
            passages = self.folded[chunk_id]
            self.searched += len(passages.folded)
            held = passages.hold(self.parts[quote])
            title = self.titles.get(chunk_id)
            if not held and title:
                # "Article 17 GDPR ("Right to erasure ('right to be forgotten')")":
                # the article's title, which passages are given without, is no
                # misquotation of them.
                held = Passages([title]).hold(self.parts[quote])
            self.held[key] = held
        return self.held[key]

    def closest_of(self, chunk_id: str, q: int) -> str | None:
        """Return the closest stretch of chunk_id's passages to quotation q, once.

        Past MAX_CLOSEST_VISITS word occurrences in the answer, none: the
        quotation is still failed, shown without the passage's closest words.
        """
        quote = self.index.texts[q]
        key = (chunk_id, quote)
        if key not in self.closest:
            if chunk_id not in self.wordings:
                passages = self.texts[chunk_id][0]
                self.wordings[chunk_id] = [Wording(p) for p in passages]
            found = closest_within(
                quote, self.wordings[chunk_id], self.closest_allowance
            )
            if found is None:
                self.closest_allowance = 0
                self.closest[key] = None
            else:
                self.closest[key] = found[0]
                self.closest_allowance -= found[1]
        return self.closest[key]

    def quotations(self, begin: int, stop: int) -> tuple[int, ...]:
        """Return the quotations to check (five words or more) in text[begin:stop]."""
        long, texts = self.long, self.index.texts
        for q in self.index.overlapping(begin, stop):
            if q not in long:
                long[q] = (
                    has_words(texts[q])
                    and not self.knows(texts[q])
                    and not asks(texts[q])
                )
        return tuple(q for q in self.index.overlapping(begin, stop) if long[q])

    def scope(self, begin: int, stop: int) -> tuple[int, ...]:
        """Return the quotations a citation in text[begin:stop] answers for.

        Its sentence's; standing alone, the sentence before's (see before).
        """
        near = self.quotations(begin, stop)
        if near:
            return near
        block = self.introduced(begin, stop)
        if block or not self.stands_alone(begin, stop):
            return block
        return self.before(begin)

    def marked(
        self, own: tuple[int, int], sentences: tuple[tuple[int, int], ...]
    ) -> tuple[int, ...]:
        """Return the quotations a footnote's citation answers for, in order.

        Those of the note's own sentence, and of each sentence marking the note
        (or the block quote one introduces); not the sentence before the note,
        which is another note or the answer's last words.
        """
        found = dict.fromkeys(self.quotations(*own))
        for begin, stop in sentences:
            found.update(
                dict.fromkeys(
                    self.quotations(begin, stop) or self.introduced(begin, stop)
                )
            )
        return tuple(sorted(found))

    def introduced(self, begin: int, stop: int) -> tuple[int, ...]:
        """Return the block quote a sentence ending in a colon introduces, if any.

        "Article 17(1) GDPR provides:" and then "> The data subject shall ...":
        the citation answers for the block's words as for a quotation in its
        sentence. Blank lines may stand between.
        """
        text = self.text
        if text[begin:stop].rstrip()[-1:] not in (":", "："):
            return ()
        at = stop
        while at < len(text) and at < stop + _BLOCK_GAP and text[at].isspace():
            at += 1
        if text[at : at + 1] != ">":
            return ()
        return self.quotations(at, at + 1)

    def before(self, begin: int) -> tuple[int, ...]:
        """Return the quotations of the sentence before text[begin:], for citations.

        Sentences saying nothing are passed over: a label ("Sources:", a "Cf. " the
        sentence stops split off) and other citations standing alone (a source
        list's lines answer for the same quotations together). A sentence with
        words of its own ends the search, and so does one that quotes and cites for
        itself. Each sentence is looked at once per answer (self.behind), and at most
        MAX_SENTENCES_PASSED are passed over before the search gives up.
        """
        passed: list[int] = []
        result: tuple[int, ...] = ()
        end = begin
        while end not in self.behind:
            if len(passed) > MAX_SENTENCES_PASSED:
                break
            start, _ = sentence_bounds(
                self.text, max(0, end - 2), max(0, end - 1), self.stops
            )
            if start >= end:
                break
            passed.append(end)
            index = bisect_left(self.starts, start)
            cites = index < len(self.starts) and self.starts[index] < end
            near = self.quotations(start, end)
            if near:
                result = () if cites else near
                break
            if not self.stands_alone(start, end):
                break
            end = start
        else:
            result = self.behind[end]
        for end in passed:
            self.behind[end] = result
        return result

    def stands_alone(self, begin: int, stop: int) -> bool:
        """Return whether text[begin:stop] holds only citations and lead-in words."""
        pieces: list[str] = []
        cursor = begin
        index = bisect_left(self.starts, begin)
        while index < len(self.spans) and self.spans[index][0] < stop:
            start, end = self.spans[index]
            pieces.append(self.text[cursor : max(cursor, start)])
            cursor = max(cursor, end)
            index += 1
        pieces.append(self.text[cursor:stop])
        return says_nothing(" ".join(pieces), self.lead_in_re, self.quiet)


# How far past a colon a block quote it introduces may begin: a few blank lines.
_BLOCK_GAP: Final = 8


def _with(citation: Citation, **changes: object) -> Citation:
    """Return citation with changes: dataclasses.replace, without its overhead."""
    return build_citation(
        *[changes.get(name, getattr(citation, name)) for name in _FIELDS]
    )


def _clipped(citation: Citation) -> Citation:
    """Return citation with every string within its limit (limits.py)."""
    if (
        len(citation.raw) <= MAX_RAW_CHARS
        and len(citation.law_label or "") <= MAX_LABEL_CHARS
        and len(citation.pinpoint or "") <= MAX_PINPOINT_CHARS
        and len(citation.detail or "") <= MAX_DETAIL_CHARS
    ):
        return citation
    return _with(
        citation,
        raw=clip(citation.raw, MAX_RAW_CHARS),
        law_label=clip_optional(citation.law_label, MAX_LABEL_CHARS),
        pinpoint=clip_optional(citation.pinpoint, MAX_PINPOINT_CHARS),
        detail=clip_optional(citation.detail, MAX_DETAIL_CHARS),
    )
