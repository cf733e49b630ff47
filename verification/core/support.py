"""How much of a citing sentence the cited passage shares: advisory only.

The score is the share of the sentence's content words (stop words of every
language table dropped, English suffixes stemmed) that also occur in the passage.
A low score marks the support weak: the passage is real and was given, but says
little of what the sentence claims. It never fails an answer; the threshold is
chosen from measurement (see README).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from verification.core.languages import default_lexicon

# Chosen from measurement on the corpus: see "Support threshold" in README.md.
WEAK_THRESHOLD: Final = 0.25
MIN_CONTENT_WORDS: Final = 3
_WORD_RE: Final = re.compile(r"[^\W\d_]{3,}")
_SUFFIXES: Final = (
    "ations",
    "ation",
    "ments",
    "ment",
    "ness",
    "ings",
    "ing",
    "ies",
    "ied",
    "ers",
    "er",
    "ed",
    "es",
    "ly",
    "s",
)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """Return a crude English stem: "processing" -> "process", "erasure" -> "erasure"."""
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def content_words(text: str) -> frozenset[str]:
    """Return the stemmed content words of text."""
    stop = default_lexicon().stop_words
    return frozenset(
        stem(word) for word in _WORD_RE.findall(text.casefold()) if word not in stop
    )


def support_score(claim: frozenset[str], passage: frozenset[str]) -> tuple[float, bool]:
    """Return (share of claim's words in passage, whether that is weak support).

    A claim of fewer than MIN_CONTENT_WORDS content words ("See Article 5.") claims
    too little to measure: its support is never weak.
    """
    if not claim:
        return 1.0, False
    score = round(len(claim & passage) / len(claim), 3)
    return score, len(claim) >= MIN_CONTENT_WORDS and score < WEAK_THRESHOLD
