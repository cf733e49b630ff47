"""Read an answer through its typography: the text the verifier reads.

Assistants write Markdown. "**Article 17 GDPR**", "`§ 623 BGB`", "_Art. 6(1)(f)_",
"Article 17 of the **GDPR**" are citations exactly as much as the same words in
plain text, and a fabricated one in bold is no less fabricated: a verifier that
stops at an asterisk lets the most emphatic claims of an answer through unchecked.
Emphasis, code spans, strike-through, a few inline HTML tags, the many Unicode
spaces, the invisible characters (zero-width spaces, soft hyphens, word joiners)
that make "Article\u200b99" look like "Article 99" on screen, fullwidth digits
("Article １７") and a Cyrillic "А" inside "Аrticle" are typography, not wording,
so the verifier reads the answer as a reader sees it.

It never rewrites the answer. The view is a second string, read by every stage
that looks for citations and quotations, and every span found in it is mapped back
to the answer, whose own characters are what a report shows (``raw``) and what
the reviewer's screen highlights. Markup is replaced by spaces (one for one, so
offsets do not move); only the invisible characters are removed, and only then is
an offset map built. An answer with none of these characters is its own view, at
the cost of one scan.

Underscores are emphasis only at the edge of a word ("_Article 5_"), never inside
one ("art_17", "snake_case"). Every pattern here is linear: runs are matched from
their first character, and an HTML tag is looked for only up to the next "<".
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

# Example: "**", "`", "~~", "_" (at a word's edge), "<b>", "</strong>", "<span id=x>".
_MARKUP_RE: Final = re.compile(
    r"""
    [*`]+
  | ~~+
  | (?<!_) _+
  | </? (?: b | strong | i | em | u | s | del | ins | mark | small | code | kbd
          | span | sup | sub | a | font | cite | q | abbr | br ) \b [^<>\n]{0,200} >
    """,
    re.X | re.IGNORECASE,
)
# Zero-width spaces and joiners, the soft hyphen, the word joiner, the BOM, and the
# bidirectional marks and isolates: they change nothing a reader sees.
_INVISIBLE: Final = (
    "\u00ad\u034f\u061c\u180e\u200b\u200c\u200d\u200e\u200f"
    "\u202a\u202b\u202c\u202d\u202e\u2060\u2061\u2062\u2063\u2064"
    "\u2066\u2067\u2068\u2069\ufeff"
)
_INVISIBLE_RE: Final = re.compile(f"[{_INVISIBLE}]+")
# Cyrillic and Greek letters that look like Latin ones. Only inside a word that
# also holds a Latin letter ("Аrticle" with a Cyrillic "А") are they read as Latin:
# a Russian or Greek word is left alone.
_LOOKALIKE_CHARS: Final = "АВЕКМНОРСТХаеорсухіјѕΑΒΕΖΗΙΚΜΝΟΡΤΥΧοι"
_LOOKALIKES: Final = str.maketrans(
    _LOOKALIKE_CHARS, "ABEKMHOPCTXaeopcyxijsABEZHIKMNOPTYXoi"
)
# A word holding a look-alike, from its first letter (linear: a word without one
# fails once from its start; inside a word the look-behind fails at once).
_LOOKALIKE_WORD_RE: Final = re.compile(
    rf"(?<![^\W\d_])[^\W\d_]*[{_LOOKALIKE_CHARS}][^\W\d_]*"
)
_LATIN_LETTER_RE: Final = re.compile("[A-Za-z]")
# Every Unicode space separator but the plain one, to a plain space: "Article\u202f17",
# "§\u2009623". The no-break space stays, as the patterns already read it.
_SPACES: Final = {
    code: " " for code in (0x1680, *range(0x2000, 0x200B), 0x202F, 0x205F, 0x3000)
}
# Fullwidth digits and Latin letters, as East Asian input methods type them
# ("Article １７"), to their ASCII forms; one for one, so offsets do not move.
_FULLWIDTH: Final = {
    code: code - 0xFEE0
    for code in (*range(0xFF10, 0xFF1A), *range(0xFF21, 0xFF3B), *range(0xFF41, 0xFF5B))
}
# Every character replaced one for one, and a search for any of them.
_ONE_FOR_ONE: Final[dict[int, str | int]] = {**_SPACES, **_FULLWIDTH}
_ONE_FOR_ONE_RE: Final = re.compile("[" + "".join(map(chr, _ONE_FOR_ONE)) + "]")
# Any character a view changes; an ASCII answer can hold only markup.
_MARKED_RE: Final = re.compile(
    "[*`~_<" + _INVISIBLE + "".join(map(chr, _ONE_FOR_ONE)) + _LOOKALIKE_CHARS + "]"
)


class View(NamedTuple):
    """What the verifier reads of an answer, and where each of its offsets came from.

    ``origin`` is None when offsets are the answer's own; otherwise ``origin[i]`` is
    the answer's offset of the view's character i, with one more entry for the end.
    """

    text: str
    origin: list[int] | None

    def span(self, start: int, end: int) -> tuple[int, int]:
        """Return the answer's span of the view's text[start:end]."""
        origin = self.origin
        if origin is None:
            return start, end
        if end <= start:
            return origin[start], origin[start]
        return origin[start], origin[end - 1] + 1


def reading_view(text: str) -> View:
    """Return the view of text the verifier reads (see the module docstring)."""
    if text.isascii():
        # Five searches in C cost less than one character-class scan.
        if "*" in text or "_" in text or "`" in text or "<" in text or "~" in text:
            return View(_MARKUP_RE.sub(_blank, text), None)
        return View(text, None)
    if _MARKED_RE.search(text) is None:
        return View(text, None)
    view = text.translate(_ONE_FOR_ONE) if _ONE_FOR_ONE_RE.search(text) else text
    view = _MARKUP_RE.sub(_blank, view)
    view = _LOOKALIKE_WORD_RE.sub(_latin, view)
    if _INVISIBLE_RE.search(view) is None:
        return View(view, None)
    return _without_invisible(view)


def _blank(match: re.Match[str]) -> str:
    """Return the spaces that replace one piece of markup; a mid-word "_" stays."""
    piece = match.group()
    if piece[0] == "_":
        start, end, text = match.start(), match.end(), match.string
        inside = start > 0 and text[start - 1].isalnum()
        if inside and end < len(text) and text[end].isalnum():
            return piece
    return " " * len(piece)


def _latin(match: re.Match[str]) -> str:
    """Return a word that mixes Latin and look-alike letters in Latin letters."""
    word = match.group()
    return word.translate(_LOOKALIKES) if _LATIN_LETTER_RE.search(word) else word


def _without_invisible(view: str) -> View:
    """Return view without its invisible characters, and the offsets they moved."""
    pieces: list[str] = []
    origin: list[int] = []
    cursor = 0
    for match in _INVISIBLE_RE.finditer(view):
        pieces.append(view[cursor : match.start()])
        origin.extend(range(cursor, match.start()))
        cursor = match.end()
    pieces.append(view[cursor:])
    origin.extend(range(cursor, len(view) + 1))
    return View("".join(pieces), origin)
