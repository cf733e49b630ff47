"""Quotations of the evidence, and whether the cited passages hold them.

A quotation ("…", “…”, «…», „…“, ”…”, »…«, 「…」, 『…』) of five words (ten Chinese
or Japanese characters) or more in a citation's sentence must
appear in a passage the sentence cites, after folding case, white space, quote and
dash styles; "…", "..." or "[…]" inside it splits it into parts that must appear in
that order, and so does a bracketed alteration, "[t]he", "aware of [the breach]".
When it does not, the reviewer is shown the closest stretch of the
passage beside it. A quotation may run over one line break (an answer wrapped at a
fixed width), never over a blank line: that is a new paragraph.

Quotations of any length, single-quoted ones ('…', ‘…’, ‹…›, ‚…‘) among them, also
decide who owns a reference: one inside a quotation whose words are in the evidence
belongs to the quoted law, not to the answer.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Collection, Sequence
from heapq import merge
from typing import Final, NamedTuple

from verification.core.markup import ARABIC_DIGITS, DROPPED_CHARS

MIN_QUOTE_WORDS: Final = 5
MAX_QUOTE_SPAN: Final = 2000
# Word occurrences of the passages visited per answer for closest stretches: an
# answer's misquotations against passages of usual length visit a few hundred.
MAX_CLOSEST_VISITS: Final = 100_000
# Characters of passages searched for an answer's quotations (each search counts
# its passages' whole length): passages of usual length allow tens of thousands.
MAX_QUOTE_SEARCH_CHARS: Final = 100_000_000
QUOTE_CHARS: Final = '"“«„”»「『＂〝'
# A quotation in Chinese or Japanese has no spaces to count words by: ten
# ideographs or kana are about five words.
MIN_QUOTE_CJK_CHARS: Final = 10
_CJK_CHAR_RE: Final = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")
SINGLE_QUOTE_CHARS: Final = "'‘‹‚"


def _inner(stops: str) -> str:
    """Return the pattern of a quotation's words: one line, or two lines of one break.

    Each line stops at the first quote mark or line break, so a scan from one
    opening mark never passes the next mark: the whole text is read once.
    """
    line = rf"[^{stops}\n]{{1,{MAX_QUOTE_SPAN}}}"
    return rf"{line}(?:\n{line})?"


# Example: "the controller shall erase", “…”, «…», „…“; at most one line break.
# Also the marks other conventions open with: ”…” (Swedish, Finnish, and a common
# slip of autocorrect), »…« and »…» (German books, Danish, Swedish), 「…」 and
# 『…』 (Japanese, traditional Chinese), ＂…＂ and 〝…〞 (East Asian input). A
# fabricated quotation is no less fabricated for its marks.
_QUOTE_RE: Final = re.compile(
    rf"""
    " (?P<straight> {_inner('"')} ) "
  | “ (?P<curly> {_inner("“”")} ) ”
  | « (?P<guillemet> {_inner("«»")} ) »
  | „ (?P<low> {_inner("„“”")} ) [“”]
  | ” (?P<right> {_inner("“”")} ) ”
  | » (?P<reversed> {_inner("»«")} ) [«»]
  | 「 (?P<corner> {_inner("「」")} ) 」
  | 『 (?P<white_corner> {_inner("『』")} ) 』
  | ＂ (?P<fullwidth> {_inner("＂")} ) ＂
  | 〝 (?P<double_prime> {_inner("〝〞〟")} ) [〞〟]
    """,
    re.X,
)
# Example: 'pursuant to Article 21(1)', ‘…’, ‹…›, ‚…‘. An apostrophe is no mark:
# the opening one follows no letter ("the controller's"), the closing one precedes
# none ("the data subject’s").
_SINGLE_QUOTE_RE: Final = re.compile(
    rf"""
    ' (?<!\w') (?P<straight> (?=\S) {_inner("'")} ) (?<=\S) ' (?!\w)
  | ‘ (?P<curly> {_inner("‘’")} ) ’ (?!\w)
  | ‹ (?P<angle> {_inner("‹›")} ) ›
  | ‚ (?P<low> {_inner("‚‘’")} ) [‘’] (?!\w)
    """,
    re.X,
)
# Example: "…", "...", "[…]", and a bracketed alteration: "[t]he data subject"
# (a letter's case changed), "aware of [the breach]" (the writer's words for the
# passage's "it"), "[sic]". Legal quotations mark every change so (Bluebook rule
# 5.2, OSCOLA 2.5): what stands in brackets is the writer's, so it splits the
# quotation as an ellipsis does, and the words around it must be the passage's,
# in order. Read as the law's words, a correct quotation was flagged.
_ELLIPSIS_RE: Final = re.compile(r"\[[^\[\]\n]{0,200}\]|\[?\s*(?:…|\.\.\.)\s*\]?")
# The answer is read through its reading view (markup.py), which composes
# decomposed letters and drops invisible characters, left-over combining marks and
# Arabic vowel marks; a passage is folded the same way (NFC, then DROPPED_CHARS),
# or an exact quotation of a passage stored decomposed (or vowelled, "يَحقُّ")
# would be flagged for its encoding.
_FOLD: Final = str.maketrans(
    {
        **dict.fromkeys(map(ord, "‘’‚‛′`´"), "'"),
        **dict.fromkeys(map(ord, "“”„‟″«»「」『』＂〝〞〟"), '"'),
        **dict.fromkeys(map(ord, "‐‑‒–—―−"), "-"),
        **dict.fromkeys(DROPPED_CHARS),
        # A footnote's marker in a passage ("the data subject¹") is no word of it,
        # and a superscript of the law's own ("50 m²") is dropped on both sides.
        **dict.fromkeys(map(ord, "¹²³⁰⁴⁵⁶⁷⁸⁹")),
        # The answer is read with ASCII digits (markup.py): "٦٠ يوماً" in a passage
        # is the "٦٠ يوماً" quoted.
        **ARABIC_DIGITS,
    }
)
_WORD_RE: Final = re.compile(r"\w+")
# Punctuation, Markdown emphasis and bullets: what a label line holds besides words.
_NOISE_RE: Final = re.compile(r"[\s.,;:：、。*_()（）\[\]•·\-–—>#|]+")


class Quote(NamedTuple):
    """A quotation in the answer: its span (quote marks included) and its words."""

    start: int
    end: int
    text: str


def find_quotes(text: str, min_words: int = MIN_QUOTE_WORDS) -> list[Quote]:
    """Return the double-quoted quotations of min_words words or more in text."""
    return [
        Quote(*quote)
        for quote in double_quotes(text)
        if min_words <= 1 or has_words(quote[2], min_words)
    ]


def double_quotes(text: str) -> list[tuple[int, int, str]]:
    """Return (start, end, words) of every double-quoted stretch of text, any length.

    Plain tuples: an answer may hold tens of thousands, and a NamedTuple costs
    twice as much to build.
    """
    if not any(char in text for char in QUOTE_CHARS):
        return []
    found = _scan(_QUOTE_RE, text)
    if "](" in text or "]:" in text:
        titles = {m.end() for m in _LINK_TITLE_RE.finditer(text)}
        if titles:
            found = [quote for quote in found if quote[0] not in titles]
    return found


# Example: the '"' after "](https://gdpr-info.eu/art-17-gdpr/ " or after "[1]:
# https://gdpr-info.eu/art-17-gdpr/ " at a line's start: a Markdown link's title
# (`[Art. 17 GDPR](url "Right to erasure")`, `[1]: url "Art. 17 GDPR - Right to
# erasure"`, as Copilot-style answers list their sources). The title names the
# page linked to; it quotes nothing, and checked against the passage it flagged
# a correct citation. A definition's destination must look like one (a scheme,
# "/", "www." or "<...>"), so a note "[1]: See "the controller shall ..."" keeps
# its quotation. Each destination is one bounded run of non-space characters.
_LINK_TITLE_RE: Final = re.compile(
    r"""
    (?: \]\( <? [^\s<>()"“]{1,2000} >?
      | ^ [ ]{0,3} \[ [^\]\n]{1,200} \]: [ \t]*
        (?: < [^\s<>]{1,2000} >
          | (?: [A-Za-z][\w+.-]{0,30}: | / | www\. ) [^\s<>"“]{0,2000} )
    )
    [ \t]+ (?=["“])
    """,
    re.M | re.X,
)


def single_quotes(text: str) -> list[tuple[int, int, str]]:
    """Return (start, end, words) of the single-quoted stretches of text, in order.

    '…', ‘…’, ‹…› and ‚…‘, of any length.
    """
    if not any(char in text for char in SINGLE_QUOTE_CHARS):
        return []
    return _scan(_SINGLE_QUOTE_RE, text)


def _scan(pattern: re.Pattern[str], text: str) -> list[tuple[int, int, str]]:
    """Return (start, end, words) of each match of pattern in text."""
    # Each branch has one group, the last (and only) one a match sets.
    return [(m.start(), m.end(), m[m.lastindex or 0]) for m in pattern.finditer(text)]


def has_words(text: str, count: int = MIN_QUOTE_WORDS) -> bool:
    """Return whether text holds count words or more (a quotation to check).

    Chinese and Japanese are written without spaces: there, MIN_QUOTE_CJK_CHARS
    ideographs or kana count as MIN_QUOTE_WORDS words.
    """
    if len(text.split(None, count - 1)) >= count:
        return True
    if text.isascii() or count != MIN_QUOTE_WORDS:
        return False
    return len(_CJK_CHAR_RE.findall(text)) >= MIN_QUOTE_CJK_CHARS


# The marks a question ends with: Latin, fullwidth, Arabic.
_QUESTION_MARKS: Final = "?？؟"


def asks(text: str) -> bool:
    """Return whether a quotation is a question ("Can I have my data erased?").

    Answers restate the question they were asked in quotation marks; a statute
    states, it does not ask, so no passage is to hold a question, and checked
    against the cited one it flagged a correct citation as a misquotation.
    """
    return text.rstrip(" \t\n*_")[-1:] in _QUESTION_MARKS


_BLOCK_QUOTE_RE: Final = re.compile(r"^[ \t]{0,3}>[^\n]*", re.M)


def block_quotes(text: str) -> list[Quote]:
    """Return the quoted stretch of each Markdown block-quote line ("> ..."): passages.

    Not a callout's lines ("> **Note:** ...", "> [!TIP]"), which are the answer's
    own, nor a line's attribution ("> — Article 5(2) GDPR", '> "..." — Art. 35
    GDPR'), which cites the quotation: unread, a fabricated attribution passed.
    """
    quoted: list[Quote] = []
    for lines in _blocks(text):
        if _is_callout(lines):
            continue
        for line in lines:
            end = _quoted_end(line)
            if end > line.start():
                quoted.append(
                    Quote(line.start() - 1, end + 1, text[line.start() : end])
                )
    return quoted


# Example: "> " opening a block quote's line, and the "> " of each line after.
_BLOCK_MARK_RE: Final = re.compile(r"^[ \t]{0,3}>[ \t>]*", re.M)


def _closing_bracket(text: str, opening: int) -> int:
    """Return where the bracket opening at text[opening] closes, else -1."""
    depth = 0
    for at in range(opening, min(len(text), opening + _MAX_SOURCE_CHARS)):
        char = text[at]
        if char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
            if depth == 0:
                return at
    return -1


def block_line_words(line: str) -> tuple[str, ...]:
    """Return the parts a passage must hold for a block line ("> ...") to quote it.

    A line no passage holds is the answer's own words, whose references are its
    citations ("> Under Article 82 GDPR you can claim damages").
    """
    mark = _BLOCK_MARK_RE.match(line)
    return quote_parts(line[mark.end() if mark is not None else 0 :])


# The longest block line whose aside in brackets is cut out to read it.
_MAX_ASIDE_LINE_CHARS: Final = 2000


def block_line_without_aside(line: str, at: int) -> tuple[str, ...] | None:
    """Return block_line_words of line with the bracket holding offset at cut out.

    "the erasure (see Article 21(1)) of personal data": the writer's aside in the
    quoted words, which the passage holds around it. None when no bracket (of at
    most _MAX_SOURCE_CHARS) holds at, or the line is longer than any quoted
    paragraph (_MAX_ASIDE_LINE_CHARS), so a line costs its length once.
    """
    if len(line) > _MAX_ASIDE_LINE_CHARS:
        return None
    mark = _BLOCK_MARK_RE.match(line)
    begin = mark.end() if mark is not None else 0
    low = max(begin, at - _MAX_SOURCE_CHARS)
    opening = max(line.rfind("(", low, at), line.rfind("[", low, at))
    closing = _closing_bracket(line, opening) if opening >= 0 else -1
    if closing <= at:
        return None
    return quote_parts(line[begin:opening]) + quote_parts(line[closing + 1 :])


# Example: "— " of "> — Article 5(2) GDPR", or of '> "…" — Art. 35 GDPR': a dash
# opening a block line's words, or after a quotation's or a sentence's end, opens
# the attribution, which names the quotation's source.
_ATTRIBUTION_RE: Final = re.compile(
    r"(?:^[ \t]{0,3}>[ \t>]*|(?<=[.!?\"”»’)])[ \t]+)(?:—|–|―|--)[ \t]*(?=\S)",
    re.M,
)


def _blocks(text: str) -> list[list[re.Match[str]]]:
    """Return each block quote of text: its run of "> " lines."""
    found: list[list[re.Match[str]]] = []
    block: list[re.Match[str]] = []
    for line in _BLOCK_QUOTE_RE.finditer(text):
        if block and line.start() != block[-1].end() + 1:
            found.append(block)
            block = []
        block.append(line)
    if block:
        found.append(block)
    return found


def _quoted_end(line: re.Match[str]) -> int:
    """Return where a block line's quoted words end: at its attribution, if any.

    The attribution is a dash's ("> — Article 17 GDPR") or a source in brackets
    ending the line ("> The data subject shall … (Article 17(1) GDPR)."): taken
    for the quoted law's, a fabricated source there passed unread, and a
    misquotation before it unchecked.
    """
    attribution = _ATTRIBUTION_RE.search(line.string, line.start(), line.end())
    end = line.end() if attribution is None else attribution.start()
    return _source_start(line.string, line.start(), end)


# The longest source in brackets that ends a block line, and the closing marks that
# may follow it.
_MAX_SOURCE_CHARS: Final = 160
_LINE_END_MARKS: Final = " \t.;,:!?*_"


def _source_start(text: str, start: int, end: int) -> int:
    """Return where a source in brackets ending text[start:end] opens, else end.

    Example: "(Article 17(1) GDPR)", "[GDPR, Art. 17]": a closing bracket last
    (but for full stops and emphasis), its opening one at most _MAX_SOURCE_CHARS
    before, and a digit between; walked back once, so a line costs its length.
    """
    close = end
    while close > start and text[close - 1] in _LINE_END_MARKS:
        close -= 1
    if close <= start or text[close - 1] not in ")]":
        return end
    depth = 0
    low = max(start, close - _MAX_SOURCE_CHARS)
    for at in range(close - 1, low - 1, -1):
        char = text[at]
        if char in ")]":
            depth += 1
        elif char in "([":
            depth -= 1
            if depth == 0:
                inner = text[at:close]
                if any(c.isdigit() for c in inner) and at > start:
                    # The words end before the space: the bracket is outside them.
                    return len(text[start:at].rstrip(" \t")) + start
                return end
    return end


def _is_callout(lines: list[re.Match[str]]) -> bool:
    """Return whether a block quote is a callout of the answer's ("> **Tip:** ...")."""
    first = _BLOCK_MARK_RE.sub("", lines[0].group())
    return _CALLOUT_RE.match(first) is not None


def block_quotations(text: str) -> list[tuple[int, int, str]]:
    """Return (start, end, words) of each block quote of text, its lines joined.

    A block quote is a run of "> " lines. The answer quotes the law in one as it
    does in quote marks: "Article 17(1) GDPR provides:" on the line before, or a
    citation standing alone after it, answers for its words; so does its own
    attribution ("> — Article 17(1) GDPR"), which is no words of the quotation.
    """
    if ">" not in text:
        return []
    found: list[tuple[int, int, str]] = []
    for lines in _blocks(text):
        if _is_callout(lines):
            continue
        # Each line's quoted words and where they end, for lines holding any.
        quoted = [
            (_BLOCK_MARK_RE.sub("", text[line.start() : end]).strip(), end)
            for line in lines
            for end in (_quoted_end(line),)
        ]
        quoted = [(words, end) for words, end in quoted if words]
        if quoted:
            words = " ".join(words for words, _ in quoted)
            found.append((lines[0].start(), quoted[-1][1], words))
    return found


# Example: "Note:", "**Tip:**", "[!WARNING]" opening a block quote: a callout of
# the answer's own, not a quotation ("> **Tip:** keep a record of every breach").
_CALLOUT_RE: Final = re.compile(r"[\W_]*(?:\[![A-Za-z]+\]|[^\W\d_][\w ]{0,24}[:：])")


def with_blocks(
    quotes: list[tuple[int, int, str]], blocks: list[tuple[int, int, str]]
) -> list[tuple[int, int, str]]:
    """Return quotes and the blocks that hold none of them, in order.

    A block quote with quote marks inside is checked by those: its marks say which
    words are the law's.
    """
    if not blocks:
        return quotes
    index = QuoteIndex(quotes)
    free = [b for b in blocks if not index.overlapping(b[0], b[1])]
    return sorted([*quotes, *free]) if free else quotes


class QuoteIndex:
    """Quotations of one text that do not overlap, in order, found by position."""

    __slots__ = ("starts", "ends", "texts")

    def __init__(self, quotes: Sequence[tuple[int, int, str]]) -> None:
        self.starts = [quote[0] for quote in quotes]
        # Quotations never overlap, so their ends are in order too.
        self.ends = [quote[1] for quote in quotes]
        self.texts = [quote[2] for quote in quotes]

    def __len__(self) -> int:
        return len(self.starts)

    def around(self, pos: int) -> int | None:
        """Return the index of the quotation pos lies strictly inside, if any."""
        index = bisect_left(self.starts, pos) - 1
        if index >= 0 and pos < self.ends[index]:
            return index
        return None

    def overlapping(self, begin: int, stop: int) -> range:
        """Return the indices of the quotations overlapping text[begin:stop]."""
        return range(bisect_right(self.ends, begin), bisect_left(self.starts, stop))


def fold(text: str) -> str:
    """Return text folded for comparison: case, white space, quotes and dashes,
    superscript digits dropped.

    Composed (NFC) first, so a decomposed "u" and diaeresis is the "ü" it shows.
    """
    if not text.isascii():
        text = unicodedata.normalize("NFC", text)
    return " ".join(text.translate(_FOLD).casefold().split())


def quote_parts(quote: str) -> tuple[str, ...]:
    """Return the folded parts of quote between its ellipses and bracketed
    alterations, empty ones dropped."""
    if "…" in quote or "..." in quote or "[" in quote:
        pieces = _ELLIPSIS_RE.split(quote)
    else:
        pieces = [quote]
    parts = (fold(piece).strip(" ,;:.") for piece in pieces)
    return tuple(part for part in parts if part)


# Example: "con-\ntroller": a word a PDF's lines broke at a hyphen.
_WRAPPED_RE: Final = re.compile(r"(?<=[^\W\d_])-[ \t]*\r?\n[ \t]*(?=[^\W\d_])")


def _readings(passage: str) -> tuple[str, ...]:
    """Return the passage, and with its words broken over two lines joined.

    Text cut from a PDF breaks words at its lines' ends ("the con-\ntroller"),
    and a quotation of "the controller" was flagged. Both readings are kept: a
    hyphen may be the word's ("Liefer-\noder Dienstleistungsvertrag").
    """
    if "-\n" not in passage and "-\r\n" not in passage:
        return (passage,)
    joined = _WRAPPED_RE.sub(_unwrapped, passage)
    return (passage, joined) if joined != passage else (passage,)


def _unwrapped(match: re.Match[str]) -> str:
    """Return "" where a word was broken over two lines, else the break as is."""
    following = match.string[match.end()]
    return "" if following.islower() else match.group()


class Passages:
    """Passages folded once, then searched for any number of quotations.

    The folded passages are joined by line breaks, which folding never leaves in a
    passage, so one str.find looks through all of them and no part matches across
    two passages.
    """

    __slots__ = ("folded",)

    def __init__(self, passages: Sequence[str]) -> None:
        self.folded = "\n".join(
            fold(reading) for passage in passages for reading in _readings(passage)
        )

    def hold(self, parts: Sequence[str]) -> bool:
        """Return whether one passage holds every part, in order."""
        if not parts:
            return True
        folded, first, pos = self.folded, parts[0], 0
        while (at := folded.find(first, pos)) >= 0:
            end = folded.find("\n", at)
            end = len(folded) if end < 0 else end
            cursor = at + len(first)
            for part in parts[1:]:
                cursor = folded.find(part, cursor, end)
                if cursor < 0:
                    break
                cursor += len(part)
            else:
                return True
            # The later parts are not in this passage after its first match of the
            # first part, so none after a later match either: try the next passage.
            pos = end + 1
        return False


def quote_found(quote: str, passages: Sequence[str]) -> bool:
    """Return whether one of passages holds quote, its ellipsis parts in order."""
    return Passages(passages).hold(quote_parts(quote))


def says_nothing(
    remainder: str, lead_in_re: re.Pattern[str], quiet: Collection[str]
) -> bool:
    """Return whether remainder, a sentence with its citations cut out, says nothing.

    It says nothing when it holds only punctuation, Markdown emphasis and bullets,
    list numbers ("1.", "2)"), lead-in labels ("Source:", "See", "Vgl.", "المصدر:")
    and quiet words (list words such as "and", "und" between the citations, an
    elision such as "l'"): its citations then stand alone.
    """
    words = _NOISE_RE.sub(" ", lead_in_re.sub(" ", remainder)).split()
    return all(
        word.casefold() in quiet or (word.isdigit() and len(word) <= 3)
        for word in words
    )


class Wording:
    """A passage's words, found and indexed once, for closest_in."""

    __slots__ = ("passage", "spans", "folded", "positions")

    def __init__(self, passage: str) -> None:
        self.passage = passage
        self.spans: list[tuple[int, int]] = []
        self.folded: list[str] = []
        self.positions: dict[str, list[int]] = {}
        for index, match in enumerate(_WORD_RE.finditer(passage)):
            word = match.group().casefold()
            self.spans.append(match.span())
            self.folded.append(word)
            self.positions.setdefault(word, []).append(index)


def closest_stretch(quote: str, passages: Sequence[str]) -> str | None:
    """Return the stretch of the passages most like quote, as the passage has it."""
    return closest_in(quote, [Wording(passage) for passage in passages])


def closest_in(quote: str, wordings: Sequence[Wording]) -> str | None:
    """Return the stretch of the passages most like quote, as the passage has it.

    A window as many words long as the quote slides over each passage; the one
    sharing most words with the quote (the first on a tie) wins, trimmed to start
    and end on a shared word. The count only changes where a word of the quote
    enters or leaves the window, so only those places are visited: linear in the
    quote's words' occurrences in the passage, not in the passage.
    """
    found = closest_within(quote, wordings, None)
    return found[0] if found is not None else None


def closest_within(
    quote: str, wordings: Sequence[Wording], allowance: int | None
) -> tuple[str | None, int] | None:
    """Return closest_in's stretch and the word occurrences it visited for it.

    None if more than allowance occurrences would be visited (None: no bound): a
    passage of a megabyte holds "the" tens of thousands of times, and an answer of
    500 misquotations visited them all for each.
    """
    wanted = Counter(word.casefold() for word in _WORD_RE.findall(quote))
    size = sum(wanted.values())
    best, best_shared = None, 0
    visited = 0
    for wording in wordings:
        folded, positions = wording.folded, wording.positions
        held = [word for word in wanted if word in positions]
        # The most words of the quote a window of this passage can share: once the
        # best window shares as many, no later one (first on a tie) can win, so the
        # rest of the passage, or all of it, need not be visited.
        most = sum(min(wanted[word], len(positions[word])) for word in held)
        if most <= best_shared:
            continue
        # In order, merged lazily: a passage's first window sharing most words ends
        # the visit, and a megabyte's positions are not sorted for it.
        events: list[int] = []
        window: Counter[str] = Counter()
        shared = leaving = 0
        for pos in merge(*(positions[word] for word in held)):
            visited += 1
            if allowance is not None and visited > allowance:
                return None
            events.append(pos)
            # Words that left the window (size words ending at pos) before pos came.
            while events[leaving] <= pos - size:
                old = folded[events[leaving]]
                if window[old] <= wanted[old]:
                    shared -= 1
                window[old] -= 1
                leaving += 1
            word = folded[pos]
            window[word] += 1
            if window[word] <= wanted[word]:
                shared += 1
            if shared > best_shared:
                best_shared = shared
                first = wording.spans[events[leaving]][0]
                best = wording.passage[first : wording.spans[pos][1]]
                if best_shared == most:
                    break
    return best, visited
