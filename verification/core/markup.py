"""Read an answer through its typography: the text the verifier reads.

Assistants write Markdown. "**Article 17 GDPR**", "`§ 623 BGB`", "_Art. 6(1)(f)_",
"Article 17 of the **GDPR**" are citations exactly as much as the same words in
plain text, and a fabricated one in bold is no less fabricated: a verifier that
stops at an asterisk lets the most emphatic claims of an answer through unchecked.
Emphasis, code spans, strike-through, a few inline HTML tags, the many Unicode
spaces (the no-break space among them), the no-break hyphen ("1231\u20111"), the
invisible characters (zero-width spaces, soft hyphens, word joiners, variation
selectors) that make "Article\u200b99" look like "Article 99" on screen, fullwidth
digits ("Article １７"), a Cyrillic "А" inside "Аrticle", a word written in decomposed
form ("articulo" and a combining acute, as macOS and some editors save "artículo"),
an accent stacked on a digit ("9\u03019" shows as 99), and Arabic vowel marks and
tatweel ("المادّة", "المــادة" are "المادة") are typography, not wording, so the
verifier reads the answer as a reader sees it.

It never rewrites the answer. The view is a second string, read by every stage
that looks for citations and quotations, and every span found in it is mapped back
to the answer, whose own characters are what a report shows (``raw``) and what
the reviewer's screen highlights. Markup is replaced by spaces (one for one, so
offsets do not move); only the invisible characters are removed and decomposed
letters composed, and only then is an offset map built. An answer with none of
these characters is its own view, at the cost of one scan.

Underscores are emphasis only at the edge of a word ("_Article 5_"), never inside
one ("art_17", "snake_case"). Every pattern here is linear: runs are matched from
their first character, and an HTML tag is looked for only up to the next "<".
"""

from __future__ import annotations

import re
import unicodedata
from html import unescape
from typing import Final, NamedTuple

# Example: "**", "`", "~~", "_" (at a word's edge), "<b>", "</strong>", "<span id=x>".
# "*" and "`" are blanked wherever they are (_unmark, by str.replace in C: a
# megabyte of "`§ 1` " made a million calls of _blank); the rest by this pattern.
_MARKUP_RE: Final = re.compile(
    r"""
    ~~+
  | (?<!_) _+
  | </? (?: b | strong | i | em | u | s | del | ins | mark | small | code | kbd
          | span | sup | sub | a | font | cite | q | abbr | br ) \b [^<>\n]{0,200} >
    """,
    re.X | re.IGNORECASE,
)
# Arabic harakat, superscript alef, Quranic marks and tatweel change how a word is
# written, never which word it is (a character class's ranges; labels.py folds the
# same marks out of law labels, support.py out of passages' words).
ARABIC_MARKS: Final = "\u0640\u064b-\u065f\u0670\u06d6-\u06ed"
# Zero-width spaces and joiners, the soft hyphen, the word joiner, the BOM, the
# bidirectional marks and isolates, variation selectors and tag characters: they
# change nothing a reader sees; the Arabic marks are dropped with them (quotes.py
# drops the same from quotations and passages).
_INVISIBLE: Final = (
    "\u00ad\u034f\u061c\u180e\u200b\u200c\u200d\u200e\u200f"
    "\u202a\u202b\u202c\u202d\u202e\u2060\u2061\u2062\u2063\u2064"
    "\u2066\u2067\u2068\u2069\ufeff\ufe00-\ufe0f"
    "\U000e0000-\U000e007f\U000e0100-\U000e01ef" + ARABIC_MARKS
)
# Combining marks (the grapheme joiner aside, which is invisible). After a letter
# they compose with it where Unicode has the composed letter ("i" and U+0301 are
# "í"); any left over (on a digit: "9\u03019" shows as 99, never an article 9
# and noise) are dropped like the invisible characters.
_COMBINING: Final = (
    "\u0300-\u034e\u0350-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f"
)
_CLUSTER_RE: Final = re.compile(f"[^\\W\\d_][{_COMBINING}]+")
# Any character the view edits (drops, or composes into the letter before it).
_EDIT_RE: Final = re.compile(f"[{_INVISIBLE}{_COMBINING}\uffff]")
# A dropped character is first written as U+FFFF, a noncharacter (and dropped
# itself, should the answer hold one), so that one scan builds the offset map.
_GONE: Final = "\uffff"


def char_codes(ranges: str) -> list[int]:
    """Return the code points of a character class's body of ranges ("a-cx")."""
    return [
        code
        for first, last in re.findall("(.)(?:-(.))?", ranges, re.S)
        for code in range(ord(first), ord(last or first) + 1)
    ]


_GONE_TABLE: Final = dict.fromkeys(char_codes(_INVISIBLE + _COMBINING + _GONE), _GONE)
# What the view drops, for the stages that fold evidence the same way (quotes.py).
DROPPED_CHARS: Final = frozenset(_GONE_TABLE)
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
# "§\u2009623", "Article 9\u00a0(5)". The no-break space too: not every pattern
# reads it, and one that does not cut "(5)" off its article left the pinpoint of
# "Article 9\u00a0(5) GDPR" unchecked.
_SPACES: Final = {
    code: " "
    for code in (0x00A0, 0x1680, *range(0x2000, 0x200B), 0x202F, 0x205F, 0x3000)
}
# Fullwidth digits and Latin letters, as East Asian input methods type them
# ("Article １７"), to their ASCII forms; one for one, so offsets do not move.
_FULLWIDTH: Final = {
    code: code - 0xFEE0
    for code in (*range(0xFF10, 0xFF1A), *range(0xFF21, 0xFF3B), *range(0xFF41, 0xFF5B))
}
# The hyphen and the no-break hyphen, which some assistants write inside every
# hyphenated word, to "-": "article 1112\u20111" is article 1112-1, not article 1112
# and noise (a correct citation was flagged). Not the dashes: "Articles 12–14" is a
# range.
_HYPHENS: Final = {0x2010: "-", 0x2011: "-"}
# The mathematical digits (bold, double-struck, sans-serif, monospace: U+1D7CE to
# U+1D7FF), which render as plain digits: "Article 𝟗𝟗 GDPR" reads as Article 99 to
# a reviewer, and a citation written so went unread, never checked. One code point
# each, like the digit they stand for.
_MATH_DIGITS: Final = {
    code: ord("0") + (code - 0x1D7CE) % 10 for code in range(0x1D7CE, 0x1D800)
}
# The mathematical letters likewise ("𝐀𝐫𝐭𝐢𝐜𝐥𝐞 𝟗𝟗 𝐆𝐃𝐏𝐑", bold where Markdown is not
# rendered): each to the ASCII letter NFKC gives it.
_MATH_LETTERS: Final = {
    code: folded
    for code in range(0x1D400, 0x1D6A4)
    if len(folded := unicodedata.normalize("NFKC", chr(code))) == 1 and folded.isascii()
}
# The Arabic-Indic and Eastern Arabic-Indic digits ("المادة ٧٧ الفقرة ٥", as Gulf
# and Egyptian answers write them) to ASCII: the keyword's number was read, but not
# the pinpoint after it ("(٧٧) الفقرة (٥)"), nor a list or the law after that, so a
# fabricated paragraph passed as verified. Evidence is folded the same way where it
# is compared (quotes.py, structure.py).
ARABIC_DIGITS: Final = {
    code: ord("0") + code % 16
    for code in (*range(0x0660, 0x066A), *range(0x06F0, 0x06FA))
}
# Every character replaced one for one, and a search for any of them.
_ONE_FOR_ONE: Final[dict[int, str | int]] = {
    **_SPACES,
    **_FULLWIDTH,
    **_HYPHENS,
    **_MATH_DIGITS,
    **_MATH_LETTERS,
    **ARABIC_DIGITS,
}
# The characters of _ONE_FOR_ONE as a pattern's class: the mathematical block as
# one range, since a class lists each character past U+FFFF on its own and tests
# every one in turn (a megabyte of Cyrillic took over a second).
_ONE_FOR_ONE_CLASS: Final = (
    "".join(chr(code) for code in _ONE_FOR_ONE if code < 0x10000)
    + "\U0001d400-\U0001d7ff"
)
_ONE_FOR_ONE_RE: Final = re.compile(f"[{_ONE_FOR_ONE_CLASS}]")
# Any character a view changes; an ASCII answer can hold only markup.
_MARKED_RE: Final = re.compile(
    "[*`~_<"
    + _INVISIBLE
    + _COMBINING
    + "\uffff"
    + _ONE_FOR_ONE_CLASS
    + _LOOKALIKE_CHARS
    + "]"
)


# An HTML character reference, as an answer rendered to HTML source has them:
# "Art.&nbsp;71&nbsp;GDPR", "&sect; 623 BGB", "&#167;" are "Art. 71 GDPR" and "§"
# to a reader, and unread a fabricated citation passed. The character stands in
# the reference's first place, the rest are dropped (mapped back like the invisible
# characters); a name html does not know is left as written.
_ENTITY_RE: Final = re.compile(r"&(?:[A-Za-z]{2,8}|#[0-9]{2,7}|#[xX][0-9A-Fa-f]{2,6});")
# A line break inside a sentence, as a hard-wrapped answer has them ("under Article\n17
# of the GDPR", "Article 99 of the\nGDPR"), reads as the space a Markdown paragraph
# renders it as; unread, the reference was cut in two and a fabricated one passed.
# Only where the line before cannot end there: it ends in a lower-case or uncased
# letter, "§", "," or "(", or in a dot before a number ("Art.\n17"), or in a capital or
# digit before a lower-case word ("Article 17\nof the GDPR"). Never before a line
# that opens a block (a bullet, a list number, a heading, a quote, a table row, a
# note "[1]"), nor after trailing spaces (Markdown's hard break), and a line ending
# in a capital or digit before a capital stays a line: a source list's "GDPR,
# Article 17\nBGB, § 623" is two citations. The pattern opens with the line break
# itself, so the engine skips from one to the next in C; the look-behinds are fixed.
_SOFT_BREAK_RE: Final = re.compile(
    r"""
    \n (?: (?: (?<=[^\W\d_]\n) (?<![A-ZÀ-ÖØ-Þ]\n)
            | (?<=[^\W\d_]\r\n) (?<![A-ZÀ-ÖØ-Þ]\r\n) | (?<=[§,(]\n) | (?<=[§,(]\r\n) )
          (?= [ \t]* (?! [-*+•>#|[] | [0-9]{1,3}[.)] (?:\s|\Z) | [A-Za-z][.)]\s
                      | \([0-9A-Za-z]{1,3}\)\s ) \S )
      | (?: (?<=[A-Za-z]\.\n) | (?<=[A-Za-z]\.\r\n) )
          (?= [ \t]* [0-9] (?![0-9]{0,2}[.)](?:\s|\Z)) )
      | (?: (?<=[A-Z0-9)]\n) | (?<=[A-Z0-9)]\r\n) ) (?= [ \t]* [a-z] (?![.)]\s) ) )
    """,
    re.X,
)
# A heading's or a block quote's line ends where it is written: what follows it is
# not its own.
_BLOCK_LINE_RE: Final = re.compile(r"^[ \t]{0,3}[>#][^\n]*(?=\n)", re.M)


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


# Example: "https://gdpr-info.eu/art-17-gdpr/", "www.dejure.org/gesetze/BGB/623.html",
# "https://de.wikipedia.org/wiki/§_623_BGB": an address names a page, it cites
# nothing ("art-17", "§_623_BGB" and "law=GDPR" in it are no citation and no law
# named); a link's text is read. It ends before white space, a quote, a bracket or
# an angle bracket, and its last character is no sentence's punctuation. One
# loop, then one step back: linear.
_URL_RE: Final = re.compile(
    r"""(?<![\w@]) (?: [A-Za-z][A-Za-z0-9+.-]{1,9}:// | www\. )
    (?P<rest> [^\s<>"'`)\]]* [^\s<>"'`)\].,;:!?] )""",
    re.X,
)
# A letter or digit of an address after its scheme or "www.", each read as "/": its
# shape stays (its scheme, a run of non-space characters, a link's title after it,
# which quotes.py knows by that shape); its words and numbers go, from the
# citations and from the claim's words support.py counts.
_ADDRESS_CHAR_RE: Final = re.compile(r"[^\W_]")


def reading_view(text: str) -> View:
    """Return the view of text the verifier reads (see the module docstring)."""
    if "```" in text or "~~~" in text:
        text = _code_blocks(text)
    if "://" in text or "www." in text:
        text = _addresses(text)
    if "\n" in text:
        text = _soft_breaks(text)
    if "&" in text:
        text = _ENTITY_RE.sub(_character, text)
    if text.isascii():
        # Five searches in C cost less than one character-class scan.
        if "*" in text or "_" in text or "`" in text or "<" in text or "~" in text:
            return View(_unmark(text), None)
        return View(text, None)
    if _MARKED_RE.search(text) is None:
        return View(text, None)
    view = text.translate(_ONE_FOR_ONE) if _ONE_FOR_ONE_RE.search(text) else text
    view = _unmark(view)
    view = latin_lookalikes(view)
    if _EDIT_RE.search(view) is None:
        return View(view, None)
    return _edited(view)


# Example: "```yaml", "~~~json", "```" (a fence and its info string, the block's
# language) on a line of its own.
_FENCE_RE: Final = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})[ \t]*([^\s`]*)[^\n]*$", re.M)
# Info strings of a fenced block of prose: a drafted clause or letter is often
# fenced, and its citations are the answer's as much as any.
_PROSE_FENCES: Final = frozenset(("", "text", "txt", "plain", "plaintext", "markdown"))
_NOT_A_BREAK_RE: Final = re.compile(r"[^\n]")


def _code_blocks(text: str) -> str:
    """Return text with each fenced block of code or data blanked (one for one).

    "```yaml\nsection 5: enabled\narticle 12: true\n```" is configuration, not
    a citation: "article 12" there was flagged as an unsupported Article 12. Only
    a block whose info string names a language is blanked ("yaml", "json",
    "python"); one with none, or "text", may hold a drafted clause citing the law.
    Fences are found in one pass, and each block's closing fence is the next of
    the same kind and no shorter, with no info string (CommonMark).
    """
    fences = list(_FENCE_RE.finditer(text))
    pieces: list[str] = []
    last, index = 0, 0
    while index < len(fences):
        opening = fences[index]
        mark = opening.group(1)
        close = index + 1
        while close < len(fences) and not (
            fences[close].group(1)[0] == mark[0]
            and len(fences[close].group(1)) >= len(mark)
            and not fences[close].group(2)
        ):
            close += 1
        if close == len(fences):
            break
        if opening.group(2).casefold() not in _PROSE_FENCES:
            start, end = opening.start(), fences[close].end()
            pieces += [text[last:start], _NOT_A_BREAK_RE.sub(" ", text[start:end])]
            last = end
        index = close + 1
    return "".join([*pieces, text[last:]]) if pieces else text


def _addresses(text: str) -> str:
    """Return text with the letters and digits of its web addresses as "/".

    "[Art. 17 GDPR](https://gdpr-info.eu/art-18-gdpr/)" cites Article 17: the
    link's text is what a reader sees and what the answer claims; the address only
    says where the page is. One for one, so offsets do not move.
    """
    return _URL_RE.sub(_masked, text)


def _masked(match: re.Match[str]) -> str:
    """Return an address with each letter and digit after its scheme a "/"."""
    start = match.start("rest") - match.start()
    piece = match.group()
    return piece[:start] + _ADDRESS_CHAR_RE.sub("/", piece[start:])


def _unmark(text: str) -> str:
    """Return text with its emphasis, code, strike-through and HTML tags blanked.

    Blanking every "*" and "`" first is what matching them in runs did: a run is
    all of them, and inside a tag they were blanked with it either way.
    """
    if "*" in text:
        text = text.replace("*", " ")
    if "`" in text:
        text = text.replace("`", " ")
    if "_" in text or "<" in text or "~" in text:
        text = _MARKUP_RE.sub(_blank, text)
    return text


def _blank(match: re.Match[str]) -> str:
    """Return the spaces that replace one piece of markup; a mid-word "_" stays."""
    piece = match.group()
    if piece[0] == "_":
        start, end, text = match.start(), match.end(), match.string
        inside = start > 0 and text[start - 1].isalnum()
        if inside and end < len(text) and text[end].isalnum():
            return piece
    return " " * len(piece)


def _character(match: re.Match[str]) -> str:
    """Return the character a reference stands for, padded to its length with _GONE."""
    piece = match.group()
    char = unescape(piece)
    if len(char) != 1 or char == _GONE:
        return piece
    return char + _GONE * (len(piece) - 1)


def _soft_breaks(text: str) -> str:
    """Return text with its line breaks inside sentences as spaces (one for one)."""
    joined = _SOFT_BREAK_RE.sub(" ", text)
    if joined == text:
        return text
    if "\r" in joined:
        # The "\r" of a "\r\n" read as a space goes with it.
        joined = joined.replace("\r ", "  ")
    if "#" in text or ">" in text:
        ends = [
            match.end()
            for match in _BLOCK_LINE_RE.finditer(text)
            if joined[match.end()] == " "
        ]
        if ends:
            chars = list(joined)
            for end in ends:
                chars[end] = "\n"
            joined = "".join(chars)
    return joined


def latin_lookalikes(text: str) -> str:
    """Return text with each word that mixes Latin and look-alike letters in Latin.

    The reading view does it to the answer; labels.normalise_label to a law's label,
    so that a label the evidence writes with a look-alike ("AК") still names the law
    the view reads ("AK").
    """
    return _LOOKALIKE_WORD_RE.sub(_latin, text)


def _latin(match: re.Match[str]) -> str:
    """Return a word that mixes Latin and look-alike letters in Latin letters."""
    word = match.group()
    return word.translate(_LOOKALIKES) if _LATIN_LETTER_RE.search(word) else word


def _edited(view: str) -> View:
    """Return view without its invisible characters, its decomposed letters composed,
    and the offsets that moved.

    A composed letter maps to the letter it was made from; the marks composed into
    it map nowhere, as the invisible characters do. Every step is one scan in C
    but the offset map, one pass over the characters.
    """
    if _CLUSTER_RE.search(view) is not None:
        view = _CLUSTER_RE.sub(_composed, view)
    # str.translate: a dict lookup a character, in C; a callback per dropped run
    # would cost a Python call for each of "9\u03019\u0301...".
    marked = view.translate(_GONE_TABLE)
    origin = [index for index, char in enumerate(marked) if char != _GONE]
    origin.append(len(marked))
    return View(marked.replace(_GONE, ""), origin)


def _composed(match: re.Match[str]) -> str:
    """Return a letter and its marks composed, padded to their length with _GONE."""
    piece = match.group()
    kept = unicodedata.normalize("NFC", piece)
    if len(kept) > len(piece):
        # A mark or letter NFC decomposes (U+0344, U+0958 "क़"): composed, the view
        # grew, and every span after it was mapped back a character early.
        return piece
    return kept + _GONE * (len(piece) - len(kept))
