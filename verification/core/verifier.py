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

from bisect import bisect_left
from collections.abc import Collection, Mapping, Sequence
from dataclasses import fields
from re import Pattern
from typing import Final

from verification.core.backrefs import assign_laws, sentence_bounds, sentence_stops
from verification.core.catalogue import Catalogue
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
from verification.core.match import EvidenceIndex, build_index, resolve
from verification.core.models import (
    VERIFIER_VERSION,
    Citation,
    CitationStatus,
    Diagnosis,
    EvidenceChunk,
    Quotation,
    Reference,
    Support,
    VerificationReport,
    build_citation,
    build_report,
)
from verification.core.parse import parse_references
from verification.core.prose import Found, ProseScanner
from verification.core.quotes import (
    QUOTE_CHARS,
    SINGLE_QUOTE_CHARS,
    Passages,
    QuoteIndex,
    Wording,
    block_quotes,
    closest_in,
    double_quotes,
    has_words,
    quote_parts,
    says_nothing,
    single_quotes,
)
from verification.core.segment import find_uncited
from verification.core.structure import check_pinpoint
from verification.core.support import support_of

_UNSUPPORTED: Final = CitationStatus.UNSUPPORTED
_VERIFIED: Final = CitationStatus.VERIFIED
_FIELDS: Final = tuple(field.name for field in fields(Citation))
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
    """Check every citation in text against the passages the model was given."""
    index = build_index(evidence, aliases, catalogue)
    brackets, limit_reached = _cap(parse_references(text))
    spans = sorted({(ref.start, ref.end) for ref in brackets})
    # Every double-quoted stretch; those of five words or more are checked.
    quotes = QuoteIndex(double_quotes(text))
    lex = default_lexicon()
    scanner = ProseScanner(text, lex, index.knows, index.name_words)
    found = scanner.scan(spans, max(0, MAX_CITATIONS_PER_ANSWER - len(spans)) + 1)
    limit_reached = limit_reached or scanner.exhausted
    if found and any(char in text for char in f">{QUOTE_CHARS}{SINGLE_QUOTE_CHARS}"):
        found = _own_references(text, found, evidence, quotes)
    references = assign_laws(
        text, brackets, found, lex, index.knows, index.first_words, index.name_words
    )
    references, capped = _cap(references)
    limit_reached = limit_reached or capped
    citations = [resolve(reference, index) for reference in references]
    if citations:
        citations = _check_verified(text, citations, index, quotes, lex)
    unsupported = len([c for c in citations if c.status is _UNSUPPORTED])
    markers = [(ref.start, ref.end) for ref in references]
    return build_report(
        tuple(citations),
        tuple(find_uncited(text, markers, {start for start, _ in spans})),
        unsupported,
        unsupported == 0 and not limit_reached,
        VERIFIER_VERSION,
        limit_reached,
    )


def _own_references(
    text: str,
    found: list[Found],
    evidence: Sequence[EvidenceChunk],
    quotes: QuoteIndex,
) -> list[Found]:
    """Return the references of found that are the answer's own.

    A reference inside a Markdown block quote, or inside a quotation of any length
    whose words are in the evidence ("…", '…', “pursuant to Article 21(1)”), belongs
    to the quoted law. One inside a quotation the evidence does not hold is the
    answer's own: the quotation is no evidence of anything.
    """
    blocks = QuoteIndex(block_quotes(text) if ">" in text else [])
    inline = (quotes, QuoteIndex(single_quotes(text)))
    held: dict[str, bool] = {}
    passages: Passages | None = None
    own: list[Found] = []
    for reference in found:
        if blocks.around(reference.start) is not None:
            continue
        around = [(index, index.around(reference.start)) for index in inline]
        words = [index.texts[at] for index, at in around if at is not None]
        for quote in words:
            if quote not in held:
                if passages is None:
                    passages = Passages([chunk.text for chunk in evidence])
                held[quote] = passages.hold(quote_parts(quote))
        if not any(held[quote] for quote in words):
            own.append(reference)
    return own


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
    citations: list[Citation],
    index: EvidenceIndex,
    quotes: QuoteIndex,
    lex: Lexicon,
) -> list[Citation]:
    """Check pinpoints, quotations and support of each verified citation; clip all."""
    by_chunk = {
        chunk.chunk_id: (label, article)
        for (label, article), chunk in index.by_key.items()
    }
    sentences: dict[tuple[int, int], tuple[int, int]] = {}
    # A chunk's passages, and their text joined, once per answer: many citations
    # share one chunk, and the joined text is the support cache's key.
    texts: dict[str, tuple[list[str], str]] = {}
    supports: dict[tuple[tuple[int, int], str], Support] = {}
    stops = sentence_stops(text)
    checked = list(citations)
    # Citations that resolved to a chunk: position -> (its sentence, its chunk).
    resolved: dict[int, tuple[tuple[int, int], str]] = {}
    for position, citation in enumerate(citations):
        if citation.status is not _VERIFIED or citation.chunk_id not in by_chunk:
            continue
        if citation.chunk_id not in texts:
            passages = [c.text for c in index.chunks(by_chunk[citation.chunk_id])]
            texts[citation.chunk_id] = (passages, "\n".join(passages))
        span = (citation.start, citation.end)
        if span not in sentences:
            sentences[span] = sentence_bounds(text, *span, stops)
        resolved[position] = (sentences[span], citation.chunk_id)
        checked[position] = _check_pinpoint(citation, texts[citation.chunk_id][0])
    if len(quotes) and resolved:
        quoting = _Quoting(text, citations, quotes, lex, stops, texts)
        checked = quoting.check(checked, resolved)
    for position, ((begin, stop), chunk_id) in resolved.items():
        citation = checked[position]
        if citation.status is _VERIFIED:
            # One marker citing several articles of one chunk shares one score.
            key = ((citation.start, citation.end), chunk_id)
            if key not in supports:
                claim = text[begin:stop].replace(citation.raw, " ")
                supports[key] = Support(*support_of(claim, texts[chunk_id][1]))
            checked[position] = _supported(citation, supports[key])
    return [_clipped(citation) for citation in checked]


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
        citations: Sequence[Citation],
        quotes: QuoteIndex,
        lex: Lexicon,
        stops: tuple[str, ...],
        texts: Mapping[str, tuple[list[str], str]],
    ) -> None:
        self.text = text
        self.index = quotes
        self.spans = sorted({(c.start, c.end) for c in citations})
        self.starts = [start for start, _ in self.spans]
        self.lead_in_re: Pattern[str] = lex.lead_in_re
        # Between citations standing alone: "and", "l'" (the article's elision).
        self.quiet: Collection[str] = lex.list_words | {
            elision.casefold() for elision in lex.elisions
        }
        self.stops = stops
        self.texts = texts
        self.long: dict[int, bool] = {}
        # Where a sentence starts -> the quotations of the sentence(s) before it.
        self.behind: dict[int, tuple[int, ...]] = {}
        self.held: dict[tuple[str, str], bool] = {}
        self.folded: dict[str, Passages] = {}
        self.wordings: dict[str, list[Wording]] = {}
        self.closest: dict[tuple[str, int], str | None] = {}
        self.parts: dict[str, tuple[str, ...]] = {}

    def check(
        self,
        citations: list[Citation],
        resolved: dict[int, tuple[tuple[int, int], str]],
    ) -> list[Citation]:
        """Return citations with the quotations each answers for checked."""
        groups: dict[tuple[int, ...], list[int]] = {}
        scopes: dict[tuple[int, int], tuple[int, ...]] = {}
        for position, (sentence, _) in resolved.items():
            if sentence not in scopes:
                scopes[sentence] = self.scope(*sentence)
            if scopes[sentence]:
                groups.setdefault(scopes[sentence], []).append(position)
        checked = list(citations)
        for scope, members in groups.items():
            chunks = list(dict.fromkeys(resolved[p][1] for p in members))
            failing = next(
                (q for q in scope if not any(self.holds(c, q) for c in chunks)), None
            )
            for position in members:
                if checked[position].status is _VERIFIED:
                    chunk_id = resolved[position][1]
                    checked[position] = self.verdict(
                        checked[position], chunk_id, scope, failing
                    )
        return checked

    def verdict(
        self,
        citation: Citation,
        chunk_id: str,
        scope: tuple[int, ...],
        failing: int | None,
    ) -> Citation:
        """Return citation with its quotation: the failing one, else the first held.

        A citation whose own passage holds none of the quotations (its sentence's
        other citations hold them) records none.
        """
        if failing is not None:
            quotation = Quotation(
                clip(self.index.texts[failing], MAX_QUOTE_CHARS),
                False,
                clip_optional(self.closest_of(chunk_id, failing), MAX_CLOSEST_CHARS),
            )
            return _unsupported(
                citation, Diagnosis.QUOTE_NOT_IN_EVIDENCE, quote=quotation
            )
        for q in scope:
            if self.holds(chunk_id, q):
                text = clip(self.index.texts[q], MAX_QUOTE_CHARS)
                return _with(citation, quote=Quotation(text, True, None))
        return citation

    def holds(self, chunk_id: str, q: int) -> bool:
        """Return whether the passages of chunk_id hold quotation q.

        Once per chunk and wording: an answer may repeat one quotation.
        """
        quote = self.index.texts[q]
        key = (chunk_id, quote)
        if key not in self.held:
            if chunk_id not in self.folded:
                self.folded[chunk_id] = Passages(self.texts[chunk_id][0])
            if quote not in self.parts:
                self.parts[quote] = quote_parts(quote)
            self.held[key] = self.folded[chunk_id].hold(self.parts[quote])
        return self.held[key]

    def closest_of(self, chunk_id: str, q: int) -> str | None:
        """Return the closest stretch of chunk_id's passages to quotation q, once."""
        key = (chunk_id, q)
        if key not in self.closest:
            if chunk_id not in self.wordings:
                passages = self.texts[chunk_id][0]
                self.wordings[chunk_id] = [Wording(p) for p in passages]
            quote = self.index.texts[q]
            self.closest[key] = closest_in(quote, self.wordings[chunk_id])
        return self.closest[key]

    def quotations(self, begin: int, stop: int) -> tuple[int, ...]:
        """Return the quotations to check (five words or more) in text[begin:stop]."""
        long, texts = self.long, self.index.texts
        for q in self.index.overlapping(begin, stop):
            if q not in long:
                long[q] = has_words(texts[q])
        return tuple(q for q in self.index.overlapping(begin, stop) if long[q])

    def scope(self, begin: int, stop: int) -> tuple[int, ...]:
        """Return the quotations a citation in text[begin:stop] answers for.

        Its sentence's; standing alone, the sentence before's (see before).
        """
        near = self.quotations(begin, stop)
        if near or not self.stands_alone(begin, stop):
            return near
        return self.before(begin)

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


def _check_pinpoint(citation: Citation, passages: list[str]) -> Citation:
    """Return citation with its pinpoint checked against the passages' structure."""
    if not citation.pinpoint:
        return citation
    check = check_pinpoint(citation.pinpoint, passages)
    if check.found:
        return (
            _with(citation, pinpoint_checked=check.checked)
            if check.checked
            else citation
        )
    return _unsupported(
        citation,
        Diagnosis.PINPOINT_NOT_IN_EVIDENCE,
        pinpoint_checked=True,
        detail=check.detail,
    )


def _unsupported(
    citation: Citation, diagnosis: Diagnosis, **changes: object
) -> Citation:
    """Return a verified citation turned unsupported, keeping which chunk it matched."""
    return _with(citation, status=_UNSUPPORTED, diagnosis=diagnosis, **changes)


def _supported(c: Citation, support: Support) -> Citation:
    """Return verified citation c with its support: _with, spelt out for speed."""
    return build_citation(
        c.raw,
        c.law_label,
        c.article_no,
        c.pinpoint,
        c.status,
        c.diagnosis,
        c.suggested_label,
        c.chunk_id,
        c.citation_key,
        c.start,
        c.end,
        c.form,
        c.article,
        c.pinpoint_checked,
        c.quote,
        support,
        c.detail,
    )


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
