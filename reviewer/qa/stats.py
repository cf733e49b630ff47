"""Pure statistics for QA: verdict resolution, precision with Wilson intervals, kappa.

No Django here, so every figure the dashboard shows is checkable on a table by hand.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from itertools import combinations

Z_95 = 1.959963984540054


@dataclass(frozen=True)
class Vote:
    """One annotator's verdict on one item, with when it was last made."""

    annotator: Hashable
    verdict: str
    at: datetime


def resolve_verdict(votes: Sequence[Vote]) -> str:
    """Return the item's one verdict: the majority, and on a tie the latest vote.

    Each annotator has one vote (their latest annotation). A tie is settled by the
    most recent vote among the tied verdicts, so a later second look wins a 1-1.
    """
    counts = Counter(vote.verdict for vote in votes)
    top = max(counts.values())
    tied = {verdict for verdict, n in counts.items() if n == top}
    latest = max((v for v in votes if v.verdict in tied), key=lambda v: v.at)
    return latest.verdict


@dataclass(frozen=True)
class Proportion:
    """successes out of n, with a 95% Wilson score interval."""

    successes: int
    n: int

    @property
    def value(self) -> float | None:
        return self.successes / self.n if self.n else None

    @property
    def interval(self) -> tuple[float, float] | None:
        return wilson_interval(self.successes, self.n)


def wilson_interval(
    successes: int, n: int, z: float = Z_95
) -> tuple[float, float] | None:
    """Return the Wilson score interval of successes/n, or None when n is 0."""
    if n <= 0:
        return None
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def precision(verdicts: Iterable[str]) -> Proportion:
    """Return correct / (correct + false positive) over resolved verdicts."""
    counts = Counter(verdicts)
    correct = counts["correct"]
    return Proportion(correct, correct + counts["false_positive"])


def precision_by(
    rows: Iterable[tuple[Hashable, str]],
) -> dict[Hashable, Proportion]:
    """Return the precision per group of (group, resolved verdict) rows, group order."""
    grouped: dict[Hashable, list[str]] = {}
    for group, verdict in rows:
        grouped.setdefault(group, []).append(verdict)
    return {group: precision(verdicts) for group, verdicts in grouped.items()}


def cohen_kappa(pairs: Sequence[tuple[str, str]]) -> float | None:
    """Return Cohen's kappa of two raters' labels on the same items.

    None when there are no items, or when chance agreement is total (both raters
    used one and the same label throughout: kappa is undefined there).
    """
    n = len(pairs)
    if n == 0:
        return None
    observed = sum(a == b for a, b in pairs) / n
    first = Counter(a for a, _ in pairs)
    second = Counter(b for _, b in pairs)
    expected = sum(first[label] * second[label] for label in first) / (n * n)
    if expected >= 1:
        return None
    return (observed - expected) / (1 - expected)


@dataclass(frozen=True)
class PairAgreement:
    first: Hashable
    second: Hashable
    items: int
    observed: float
    kappa: float | None


def pairwise_agreement(
    labels: Mapping[Hashable, Mapping[Hashable, str]],
) -> list[PairAgreement]:
    """Return agreement per annotator pair, from {item: {annotator: verdict}}.

    Only items both annotators labelled count for a pair; pairs with none are left
    out.
    """
    annotators = sorted({a for by in labels.values() for a in by}, key=str)
    result = []
    for first, second in combinations(annotators, 2):
        pairs = [
            (by[first], by[second])
            for by in labels.values()
            if first in by and second in by
        ]
        if pairs:
            result.append(
                PairAgreement(
                    first=first,
                    second=second,
                    items=len(pairs),
                    observed=sum(a == b for a, b in pairs) / len(pairs),
                    kappa=cohen_kappa(pairs),
                )
            )
    return result
