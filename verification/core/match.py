"""Resolve parsed references against the evidence the model was given.

Matching is on ``(law label, article number)`` rather than on chunk identity. A model
handed chunk 2 of Article 30 and citing "[Labour Law, Article 30]" has cited
correctly; demanding chunk-level precision would manufacture failures out of correct
behaviour.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Final

from verification.core.models import (
    Citation,
    CitationStatus,
    Diagnosis,
    EvidenceChunk,
    Reference,
    build_citation,
)

# Arabic harakat, superscript alef, Quranic marks and tatweel: they change how a label
# is written, never which law it names.
_ARABIC_MARKS: Final = dict.fromkeys(
    [*range(0x064B, 0x0660), 0x0670, *range(0x06D6, 0x06EE), 0x0640]
)
NO_ALIASES: Final = "none"
# Looked up once: an enum member is a descriptor on its class, slow to fetch each time.
_VERIFIED: Final = CitationStatus.VERIFIED
_UNSUPPORTED: Final = CitationStatus.UNSUPPORTED


@lru_cache(maxsize=4096)
def normalise_label(label: str) -> str:
    """Fold a law label for comparison: case, digits, spacing and punctuation.

    Unicode-aware on purpose: folding to ``[a-z0-9]`` would erase an Arabic label
    entirely, and then every pair of Arabic laws would match each other.
    """
    folded = unicodedata.normalize("NFKC", label).casefold().translate(_ARABIC_MARKS)
    return "".join(
        str(unicodedata.decimal(char)) if char.isdecimal() else char
        for char in folded
        if char.isalnum()
    )


def normalise_aliases(aliases: Mapping[str, str] | None) -> dict[str, str]:
    """Return aliases keyed and valued by normalised label, identity pairs dropped."""
    if not aliases:
        return {}
    pairs = ((normalise_label(k), normalise_label(v)) for k, v in aliases.items())
    return {alias: canonical for alias, canonical in pairs if alias != canonical}


def aliases_version(aliases: Mapping[str, str] | None) -> str:
    """Return a short stable hash naming the alias set, or "none" when there is none.

    Hashing the normalised mapping means two files that spell the same aliases
    differently ("Labor Law" vs "labor law") record the same version.
    """
    normalised = normalise_aliases(aliases)
    if not normalised:
        return NO_ALIASES
    canonical = json.dumps(normalised, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:16]


class EvidenceIndex:
    """The evidence keyed every way a citation is looked up; built once per answer."""

    __slots__ = ("by_key", "aliases", "_by_article", "_labels")

    def __init__(
        self, by_key: dict[tuple[str, int], EvidenceChunk], aliases: dict[str, str]
    ) -> None:
        # (label key, article) -> best-scoring chunk for that article of that law.
        self.by_key = by_key
        self.aliases = aliases
        self._by_article: dict[int, dict[str, EvidenceChunk]] | None = None
        self._labels: frozenset[str] | None = None

    def key(self, label: str) -> str:
        """Return the comparison key of label, after aliasing."""
        normalised = normalise_label(label)
        return self.aliases.get(normalised, normalised)

    @property
    def by_article(self) -> dict[int, dict[str, EvidenceChunk]]:
        """Return article -> {label key -> best chunk}, built on first use.

        Only label-less citations and labels missing from the evidence need it, so
        most answers never build it.
        """
        if self._by_article is None:
            self._by_article = {}
            for (label, article_no), chunk in self.by_key.items():
                self._by_article.setdefault(article_no, {})[label] = chunk
        return self._by_article

    @property
    def labels(self) -> frozenset[str]:
        """Return the label keys of every law in the evidence, built on first use.

        Built apart from by_article: the commonest unsupported citation, an article
        of a law that is in the evidence, needs only this.
        """
        if self._labels is None:
            self._labels = frozenset([label for label, _ in self.by_key])
        return self._labels


def build_index(
    evidence: Sequence[EvidenceChunk], aliases: Mapping[str, str] | None = None
) -> EvidenceIndex:
    """Index evidence by (label, article), keeping the best-scoring chunk of each."""
    normalised = normalise_aliases(aliases)
    by_key: dict[tuple[str, int], EvidenceChunk] = {}
    for chunk in evidence:
        label = normalise_label(chunk.law_label)
        key = (normalised.get(label, label), chunk.article_no)
        current = by_key.get(key)
        # Strictly greater keeps the first of equal scores, so the result does not
        # depend on anything but the order the evidence was given in.
        if current is None or chunk.score > current.score:
            by_key[key] = chunk
    return EvidenceIndex(by_key, normalised)


def resolve(reference: Reference, index: EvidenceIndex) -> Citation:
    """Return the citation reference makes, verified or diagnosed."""
    article_no = reference.article_no
    if reference.malformed or article_no is None:
        return _unsupported(reference, Diagnosis.MALFORMED)
    if reference.law_label is None:
        return _resolve_unlabelled(reference, article_no, index)
    label = index.key(reference.law_label)
    chunk = index.by_key.get((label, article_no))
    if chunk is not None:
        return _verified(reference, chunk)
    # CASE 1: the law is in the evidence but this article of it is not.
    if label in index.labels:
        return _unsupported(reference, Diagnosis.ARTICLE_NOT_IN_EVIDENCE)
    # CASE 2: the article is there under another label; name the likeliest one.
    others = index.by_article.get(article_no)
    if others:
        best = _best(others.values())
        return _unsupported(reference, Diagnosis.LABEL_MISMATCH, best.law_label)
    # CASE 3: nothing the model was given supports this citation at all.
    return _unsupported(reference, Diagnosis.LAW_NOT_IN_EVIDENCE)


def _resolve_unlabelled(
    reference: Reference, article_no: int, index: EvidenceIndex
) -> Citation:
    """Resolve "[Article 17(1)]" when exactly one law in the evidence has article 17."""
    candidates = index.by_article.get(article_no)
    if not candidates:
        return _unsupported(reference, Diagnosis.ARTICLE_NOT_IN_EVIDENCE)
    if len(candidates) > 1:
        return _unsupported(reference, Diagnosis.AMBIGUOUS)
    (chunk,) = candidates.values()
    return _verified(reference, chunk)


def _best(chunks: Iterable[EvidenceChunk]) -> EvidenceChunk:
    """Return the highest-scoring chunk, the first one on a tie."""
    return max(chunks, key=_score)


def _score(chunk: EvidenceChunk) -> float:
    """Return the retrieval score a chunk is ranked by."""
    return chunk.score


def _verified(reference: Reference, chunk: EvidenceChunk) -> Citation:
    """Return a verified citation naming the chunk that supports it."""
    raw, _, article_no, pinpoint, start, end, _ = reference
    return build_citation(
        raw,
        chunk.law_label,
        article_no,
        pinpoint,
        _VERIFIED,
        None,
        None,
        chunk.chunk_id,
        chunk.citation_key or None,
        start,
        end,
    )


def _unsupported(
    reference: Reference, diagnosis: Diagnosis, suggested_label: str | None = None
) -> Citation:
    """Return an unsupported citation keeping the label as it was cited."""
    return build_citation(
        reference.raw,
        reference.law_label,
        reference.article_no,
        reference.pinpoint,
        _UNSUPPORTED,
        diagnosis,
        suggested_label,
        None,
        None,
        reference.start,
        reference.end,
    )
