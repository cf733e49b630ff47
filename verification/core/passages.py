"""Read a passage of the evidence as its reader sees it, markup of its source out.

Retrieval pipelines cut their chunks from web pages, PDFs and EUR-Lex's
consolidated texts, and hand them over with what those leave behind: HTML tags
("<p>1. The data subject ...</p><p>2. Where ..."), character references
("&nbsp;", "&#160;"), Markdown emphasis ("the **right to obtain**"), the
consolidation marks of EUR-Lex ("▼B", "▼M1", "►M2 ... ◄") and footnote markers
("the controller[1]", "(*)"; a superscript "¹" quotes.fold ignores). Read as
written, a correct quotation of the passage was flagged quote_not_in_evidence,
and a passage whose paragraphs were "<p>" elements showed no structure, so a
fabricated pinpoint "Article 17(4)" was verified unchecked. A block element's tag
is a line break (a paragraph begins after it), an inline one and every mark is
nothing; the words and the line breaks of the passage stay as they are.

A passage with none of these characters is read as it is, at the cost of one
scan. Every pattern is linear: a tag is looked for only up to the next "<".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from html import unescape
from typing import Final

# One scan decides whether a passage holds anything to take out.
_MARKED_RE: Final = re.compile(r"[<&▼►◄*\[]|__|\(\*\)")
# Example: "<p>", "</li>", "<br/>", "<div class=x>": a block ends or begins.
_BLOCK_TAG_RE: Final = re.compile(
    r"</?(?:p|br|div|li|ul|ol|tr|td|th|table|tbody|h[1-6]|section|article"
    r"|blockquote|dd|dt|dl)\b[^<>\n]{0,200}>",
    re.IGNORECASE,
)
# Example: "<sup>1</sup>", "<sup>(*)</sup>": a footnote's marker, dropped whole.
_NOTE_TAG_RE: Final = re.compile(
    r"<sup\b[^<>\n]{0,200}>\s*(?:[0-9]{1,3}|\*{1,3}|\([0-9*]{1,3}\))\s*</sup>",
    re.IGNORECASE,
)
# Example: "<b>", "</strong>", "<span id=x>", "<a href=...>": inline, dropped.
_INLINE_TAG_RE: Final = re.compile(
    r"</?(?:b|strong|i|em|u|s|del|ins|mark|small|code|span|sup|sub|a|font|cite"
    r"|q|abbr)\b[^<>\n]{0,200}>",
    re.IGNORECASE,
)
# Example: "▼B", "▼M1", "►M2", "◄", "▼C1": EUR-Lex marks what each amendment
# changed; "**" and "__": Markdown emphasis.
_MARKS_RE: Final = re.compile(r"[▼►](?:[A-Z][0-9]{0,3})?|◄|\*\*|__")
# Example: "controller[1]", "subject (*)": a footnote's marker right after a word
# (never a bracket after a space: "[...]" may be the law's own). A superscript
# ("subject¹") may be the law's own too ("50 m²"): quotations fold it away on
# both sides (quotes.fold).
_NOTE_MARK_RE: Final = re.compile(r"(?<=[^\W\d_])\[[0-9]{1,3}\]|[ \t]?\(\*\)")


@lru_cache(maxsize=4096)
def passage_text(text: str) -> str:
    """Return the passage text as its reader sees it (see the module docstring)."""
    if _MARKED_RE.search(text) is None:
        return text
    if "<" in text:
        text = _NOTE_TAG_RE.sub("", text)
        text = _BLOCK_TAG_RE.sub("\n", text)
        text = _INLINE_TAG_RE.sub("", text)
    if "&" in text and ";" in text:
        text = unescape(text)
    text = _MARKS_RE.sub("", text)
    return _NOTE_MARK_RE.sub("", text)


# The least overlap two chunks must share to be read as one, and the most looked
# for: pipelines overlap their chunks by a few dozen to a few hundred words.
_MIN_OVERLAP: Final = 20
_MAX_OVERLAP: Final = 4000
_MAX_TRIES: Final = 16


def joined(passages: Sequence[str], cut: str = "\n") -> str:
    """Return an article's chunks, in order, as one passage, each overlap once.

    Pipelines cut an article into chunks, often overlapping: "... erase personal
    data without undue delay" and "without undue delay where one of the
    following grounds applies". A quotation running over the cut is in neither
    chunk, nor in the two joined with the overlap written twice. Chunks that
    share nothing are joined by cut: a line break where the cut fell between
    words, "" where it fell inside one ("... zu erstre" and "cken.").
    """
    whole = passages[0]
    for passage in passages[1:]:
        whole += _rest_after_overlap(whole, passage, cut)
    return whole


def joined_readings(chunks: Sequence[str]) -> list[str]:
    """Return an article's chunks read as one passage: with a line break, and with
    nothing, between chunks that share no overlap (joined); none for one chunk."""
    return [joined(chunks), joined(chunks, "")] if len(chunks) > 1 else []


def _rest_after_overlap(before: str, passage: str, cut: str) -> str:
    """Return passage without the start it repeats of the end of before.

    Looked for from the longest overlap down, only where the passage's first
    _MIN_OVERLAP characters occur in the last _MAX_OVERLAP of before, and at
    most _MAX_TRIES such places (text repeating itself over and over is joined
    by a line break, as two passages that share nothing).
    """
    anchor = passage[:_MIN_OVERLAP]
    low = max(0, len(before) - _MAX_OVERLAP)
    at = before.find(anchor, low) if len(anchor) == _MIN_OVERLAP else -1
    for _ in range(_MAX_TRIES):
        if at < 0:
            break
        if passage.startswith(before[at:]):
            return passage[len(before) - at :]
        at = before.find(anchor, at + 1)
    return cut + passage
