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
WEAK_THRESHOLD: Final = 0.15
MIN_CONTENT_WORDS: Final = 3
_PUNCTUATION: Final = dict.fromkeys(
    map(ord, ".,;:!?()[]{}<>\"'“”‘’«»„‚/\\|-–—…·*_=+#%&@§$€£^~`"), " "
)
_CJK_RE: Final = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """Return a light English stem: "processing", "processes" -> "process".

    Deliberately small: plural and verb endings only, so "controller" and
    "controllers" meet while "process" keeps its double s.
    """
    if len(word) > 4 and word.endswith("ies"):
        word = word[:-3] + "y"
    elif word.endswith("sses"):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3:
        word = word[:-1]
    for suffix in ("ing", "ed", "ations", "ation", "ments", "ment"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def words_of(text: str) -> set[str]:
    """Return the distinct folded words of three letters or more in text.

    Punctuation becomes space and the text is split: str methods in C, several
    times faster than a Unicode word pattern over the same text.
    """
    tokens = text.casefold().translate(_PUNCTUATION).split()
    return {token for token in tokens if len(token) > 2 and token.isalpha()}


def content_words(text: str) -> frozenset[str]:
    """Return the stemmed content words of text."""
    words = words_of(text)
    words -= default_lexicon().stop_words
    return frozenset(map(stem, words))


def profile(text: str) -> tuple[frozenset[str], str]:
    """Return text's stemmed content words and a guess at its language.

    The guess is the table whose stop words text uses most ("" when none, "cjk"
    for Chinese or Japanese script): comparing an Italian sentence with the
    English text of a regulation says nothing about support.
    """
    return content_words(text), language_of(text)


@lru_cache(maxsize=4096)
def passage_words(text: str) -> frozenset[str]:
    """Return content_words(text), cached: the same passages recur across answers."""
    return content_words(text)


@lru_cache(maxsize=4096)
def language_of(text: str) -> str:
    """Return the language text's stop words point to; "cjk" for CJK script."""
    if _CJK_RE.search(text):
        return "cjk"
    words = words_of(text)
    language, best = "", 0
    for code, stop in default_lexicon().stop_words_by_language.items():
        shared = len(words & stop)
        if shared > best:
            language, best = code, shared
    return language


def support_of(claim_text: str, passage_text: str) -> tuple[float, bool]:
    """Return (score, weak) of a claim against its passage; see support_score.

    The languages are compared only when the score would be weak, which is rare.
    """
    claim = content_words(claim_text)
    score, weak = support_score(claim, passage_words(passage_text))
    if weak and language_of(claim_text) != language_of(passage_text):
        weak = False
    return score, weak


def support_score(
    claim: frozenset[str],
    passage: frozenset[str],
    same_language: bool = True,
) -> tuple[float, bool]:
    """Return (share of claim's words in passage, whether that is weak support).

    A claim of fewer than MIN_CONTENT_WORDS content words ("See Article 5.") claims
    too little to measure, and one in another language than its passage cannot be
    measured by shared words: neither is ever weak.
    """
    if not claim:
        return 1.0, False
    score = round(len(claim & passage) / len(claim), 3)
    measurable = same_language and len(claim) >= MIN_CONTENT_WORDS
    return score, measurable and score < WEAK_THRESHOLD
