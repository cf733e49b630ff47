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
from collections.abc import Mapping, Sequence
from dataclasses import fields
from typing import Final

from verification.core.backrefs import assign_laws, sentence_bounds, sentence_stops
from verification.core.catalogue import Catalogue
from verification.core.languages import default_lexicon
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
from verification.core.prose import ProseScanner
from verification.core.quotes import (
    Quote,
    block_quotes,
    closest_stretch,
    find_quotes,
    quote_found,
)
from verification.core.segment import find_uncited
from verification.core.structure import check_pinpoint
from verification.core.support import support_of

_UNSUPPORTED: Final = CitationStatus.UNSUPPORTED
_VERIFIED: Final = CitationStatus.VERIFIED
_FIELDS: Final = tuple(field.name for field in fields(Citation))


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
    quotes = find_quotes(text)
    lex = default_lexicon()
    scanner = ProseScanner(text, lex, index.knows, index.name_words)
    found = scanner.scan(spans, max(0, MAX_CITATIONS_PER_ANSWER - len(spans)) + 1)
    limit_reached = limit_reached or scanner.exhausted
    quoted = [*quotes, *block_quotes(text)] if ">" in text or quotes else quotes
    if quoted:
        # A reference inside a quotation of the evidence belongs to the quoted law.
        found = [f for f in found if not _inside(f.start, quoted)]
    references = assign_laws(
        text, brackets, found, lex, index.knows, index.first_words, index.name_words
    )
    references, capped = _cap(references)
    limit_reached = limit_reached or capped
    citations = [resolve(reference, index) for reference in references]
    if citations:
        citations = _check_verified(text, citations, index, quotes)
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


def _inside(pos: int, quotes: list[Quote]) -> bool:
    """Return whether pos lies inside one of quotes."""
    return any(quote.start < pos < quote.end for quote in quotes)


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
    quotes: list[Quote],
) -> list[Citation]:
    """Check pinpoints, quotations and support of each verified citation; clip all."""
    by_chunk = {
        chunk.chunk_id: (label, article)
        for (label, article), chunk in index.by_key.items()
    }
    sentences: dict[tuple[int, int], tuple[int, int]] = {}
    supports: dict[tuple[tuple[int, int], str], Support] = {}
    stops = sentence_stops(text)
    starts = sorted(c.start for c in citations)
    checked: list[Citation] = []
    for citation in citations:
        if citation.status is not _VERIFIED or citation.chunk_id not in by_chunk:
            checked.append(_clipped(citation))
            continue
        passages = [c.text for c in index.chunks(by_chunk[citation.chunk_id])]
        span = (citation.start, citation.end)
        if span not in sentences:
            sentences[span] = sentence_bounds(text, *span, stops)
        begin, stop = sentences[span]
        citation = _check_pinpoint(citation, passages)
        if citation.status is _VERIFIED and quotes:
            citation = _check_quote(
                text, citation, passages, quotes, (begin, stop), starts
            )
        if citation.status is _VERIFIED:
            # One marker citing several articles of one chunk shares one score.
            key = (span, citation.chunk_id or "")
            if key not in supports:
                claim = text[begin:stop].replace(citation.raw, " ")
                supports[key] = Support(*support_of(claim, "\n".join(passages)))
            citation = _supported(citation, supports[key])
        checked.append(_clipped(citation))
    return checked


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


def _check_quote(
    text: str,
    citation: Citation,
    passages: list[str],
    quotes: list[Quote],
    span: tuple[int, int],
    starts: list[int],
) -> Citation:
    """Return citation with the quotation of its sentence checked against passages.

    span is the citation's sentence; starts are the starts of every citation.
    """
    begin, stop = span
    near = [q for q in quotes if q.start < stop and q.end > begin]
    if not near and not text[begin:stop].replace(citation.raw, "").strip(" .;,\n\t"):
        # The citation stands alone: the quotation is in the sentence before,
        # unless that sentence cites for itself.
        before = sentence_bounds(text, max(0, begin - 2), max(0, begin - 1))
        index = bisect_left(starts, before[0])
        if index == len(starts) or starts[index] >= begin:
            near = [q for q in quotes if q.start < begin and q.end > before[0]]
    if not near:
        return citation
    quote = near[0]
    if quote_found(quote.text, passages):
        return _with(
            citation, quote=Quotation(clip(quote.text, MAX_QUOTE_CHARS), True, None)
        )
    closest = clip_optional(closest_stretch(quote.text, passages), MAX_CLOSEST_CHARS)
    quotation = Quotation(clip(quote.text, MAX_QUOTE_CHARS), False, closest)
    return _unsupported(citation, Diagnosis.QUOTE_NOT_IN_EVIDENCE, quote=quotation)


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
