"""Quotations of the evidence, and whether the cited passage holds them.

A quotation ("…", “…”, «…», „…“) of five words or more in a citation's sentence must
appear in a passage the sentence cites, after folding case, white space, quote and
dash styles; "…", "..." or "[…]" inside it splits it into parts that must appear in
that order. When it does not, the reviewer is shown the closest stretch of the
passage beside it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Final, NamedTuple

MIN_QUOTE_WORDS: Final = 5
MAX_QUOTE_SPAN: Final = 2000
QUOTE_CHARS: Final = '"“«„'
# Example: "the controller shall erase", “…”, «…», „…“; one line, bounded.
_QUOTE_RE: Final = re.compile(
    rf"""
    " (?P<straight> [^"\n]{{1,{MAX_QUOTE_SPAN}}} ) "
  | “ (?P<curly> [^“”\n]{{1,{MAX_QUOTE_SPAN}}} ) ”
  | « (?P<guillemet> [^«»\n]{{1,{MAX_QUOTE_SPAN}}} ) »
  | „ (?P<low> [^„“”\n]{{1,{MAX_QUOTE_SPAN}}} ) [“”]
    """,
    re.X,
)
_ELLIPSIS_RE: Final = re.compile(r"\[?\s*(?:…|\.\.\.)\s*\]?")
_FOLD: Final = str.maketrans(
    {
        **dict.fromkeys(map(ord, "‘’‚‛′`´"), "'"),
        **dict.fromkeys(map(ord, "“”„‟″«»"), '"'),
        **dict.fromkeys(map(ord, "‐‑‒–—―−"), "-"),
        0x00AD: None,
    }
)
_WORD_RE: Final = re.compile(r"\w+")


class Quote(NamedTuple):
    """A quotation in the answer: its span (quote marks included) and its words."""

    start: int
    end: int
    text: str


def find_quotes(text: str) -> list[Quote]:
    """Return the quotations of five words or more in text, in order."""
    if not any(char in text for char in QUOTE_CHARS):
        return []
    quotes: list[Quote] = []
    for match in _QUOTE_RE.finditer(text):
        inner = next(group for group in match.groups() if group is not None)
        if len(inner.split(None, MIN_QUOTE_WORDS - 1)) >= MIN_QUOTE_WORDS:
            quotes.append(Quote(match.start(), match.end(), inner))
    return quotes


_BLOCK_QUOTE_RE: Final = re.compile(r"^[ \t]{0,3}>[^\n]*", re.M)


def block_quotes(text: str) -> list[Quote]:
    """Return the Markdown block-quote lines ("> ...") of text: quoted passages."""
    return [
        Quote(m.start() - 1, m.end() + 1, m.group())
        for m in _BLOCK_QUOTE_RE.finditer(text)
    ]


def fold(text: str) -> str:
    """Return text folded for comparison: case, white space, quotes and dashes."""
    return " ".join(text.translate(_FOLD).casefold().split())


def quote_found(quote: str, passages: Sequence[str]) -> bool:
    """Return whether one of passages holds quote, its ellipsis parts in order."""
    parts = [fold(part) for part in _ELLIPSIS_RE.split(quote)]
    parts = [part.strip(" ,;:.") for part in parts]
    parts = [part for part in parts if part]
    if not parts:
        return True
    for passage in passages:
        folded = fold(passage)
        pos = 0
        for part in parts:
            pos = folded.find(part, pos)
            if pos < 0:
                break
            pos += len(part)
        else:
            return True
    return False


def closest_stretch(quote: str, passages: Sequence[str]) -> str | None:
    """Return the stretch of the passages most like quote, as the passage has it.

    A window as many words long as the quote slides over each passage once; the one
    sharing most words with the quote (the first on a tie) wins. Linear in the
    passage: each step adds one word to the window's counts and drops one.
    """
    wanted = Counter(word.casefold() for word in _WORD_RE.findall(quote))
    size = sum(wanted.values())
    if not size:
        return None
    best: tuple[int, str] | None = None
    for passage in passages:
        words = list(_WORD_RE.finditer(passage))
        if not words:
            continue
        window: Counter[str] = Counter()
        shared = 0
        for index, word in enumerate(words):
            folded = word.group().casefold()
            window[folded] += 1
            if window[folded] <= wanted.get(folded, 0):
                shared += 1
            if index >= size:
                old = words[index - size].group().casefold()
                if window[old] <= wanted.get(old, 0):
                    shared -= 1
                window[old] -= 1
            first = max(0, index - size + 1)
            if best is None or shared > best[0]:
                best = (shared, _trimmed(passage, words[first : index + 1], wanted))
    return best[1] if best is not None and best[0] > 0 else None


def _trimmed(passage: str, words: list[re.Match[str]], wanted: Counter[str]) -> str:
    """Return the passage text of words without leading or trailing unshared words."""
    start, end = 0, len(words)
    while start < end - 1 and words[start].group().casefold() not in wanted:
        start += 1
    while end > start + 1 and words[end - 1].group().casefold() not in wanted:
        end -= 1
    return passage[words[start].start() : words[end - 1].end()]
