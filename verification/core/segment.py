"""Split an answer into sentences and find the claims that carry no citation.

Advisory only: an uncited sentence is shown as unverified, never used to fail the
answer, because a legitimate connective sentence ("Two rules apply here:") carries no
citation and needs none. So the sweep leans towards silence: headings, lead-ins,
questions and short fragments are not claims, and a citation placed just after a
sentence's full stop belongs to that sentence.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from typing import Final

from verification.core.models import UncitedSentence
from verification.core.regexes import (
    BOLD_LINE_RE,
    MARKDOWN_PREFIX_RE,
    SENTENCE_END_RE,
)

MIN_CLAIM_WORDS: Final = 6
_TERMINALS: Final = ".!?؟"
_CLOSERS: Final = "\"'”’»)"
_NOT_CLAIM_ENDINGS: Final = (":", "?", "؟")


def find_uncited(
    text: str, markers: Sequence[tuple[int, int]]
) -> list[UncitedSentence]:
    """Return the claim sentences of text that contain no citation marker.

    markers are the (start, end) spans of every citation marker, malformed ones too:
    a sentence citing something, however badly, is cited.
    """
    sweep = _Sweep(text, markers)
    offset = 0
    for line in text.splitlines(keepends=True):
        if not line.isspace():
            sweep.line(offset, offset + len(line))
        offset += len(line)
    return sweep.uncited


class _Sweep:
    """One pass over an answer's sentences, in text order, with its markers.

    A class only to share the walk's state between lines; it runs once per call.
    """

    __slots__ = ("text", "starts", "ends", "stops", "next_marker", "last", "uncited")

    def __init__(self, text: str, markers: Sequence[tuple[int, int]]) -> None:
        self.text = text
        ordered = sorted(markers)
        self.starts = [start for start, _ in ordered]
        self.stops = [end for _, end in ordered]
        self.ends = dict(ordered)
        # Index of the first marker not before the sentence at hand: sentences and
        # markers are both visited in text order, so one pointer walks both.
        self.next_marker = 0
        # Raw span of the sentence seen last, in case the next line's markers join it.
        self.last = (0, 0)
        self.uncited: list[UncitedSentence] = []

    def line(self, start: int, end: int) -> None:
        """Check each sentence of text[start:end], one line of the answer."""
        text, starts, count = self.text, self.starts, len(self.starts)
        start, heading = _line_start(text, start, end)
        if start in self.ends and self._last_terminated():
            start = self._attach_markers(start, end)
        index = self.next_marker
        while index < count and starts[index] < start:
            index += 1
        found = SENTENCE_END_RE.finditer(text, start, end)
        if index < count and starts[index] < end:
            # A full stop inside "[Decree 5. Rev, Article 3]" ends nothing.
            cuts = [m.end() for m in found if not self._inside_marker(m.start())]
        else:
            cuts = [m.end() for m in found]
        cuts.append(end)
        for cut in cuts:
            while index < count and starts[index] < start:
                index += 1
            # Markers never begin with white space, so the untrimmed span will do.
            if heading or (index < count and starts[index] < cut):
                self.last = (start, cut)
            else:
                self._check(start, cut)
            start = cut
        self.next_marker = index

    def _check(self, start: int, end: int) -> None:
        """Record text[start:end], trimmed, if it is a claim (it holds no marker)."""
        segment = self.text[start:end]
        words = segment.strip()
        if not words:
            return
        self.last = (start, end)
        if _is_claim(words):
            start += len(segment) - len(segment.lstrip())
            self.uncited.append(UncitedSentence(words, start, start + len(words)))

    def _last_terminated(self) -> bool:
        """Return whether the sentence seen last ends with a full stop, ! or ?."""
        start, end = self.last
        return self.text[start:end].rstrip().rstrip(_CLOSERS)[-1:] in _TERMINALS

    def _attach_markers(self, start: int, end: int) -> int:
        """Give the markers opening a line to the sentence before; return the rest.

        "...ending the contract.\n[Labour Law, Article 30]" cites the sentence before
        the marker; reporting it as uncited would be a false positive. (Within a
        line, the sentence-end pattern takes the marker along itself.)
        """
        last_start, last_end = self.last
        if self.uncited and self.uncited[-1].start >= last_start:
            self.uncited.pop()
        while start in self.ends:
            start = self.ends[start]
            while start < end and self.text[start] in " \t":
                start += 1
        return start

    def _inside_marker(self, pos: int) -> bool:
        """Return whether pos falls inside a citation marker."""
        index = bisect_right(self.starts, pos) - 1
        return index >= 0 and self.stops[index] > pos


def _line_start(text: str, start: int, end: int) -> tuple[int, bool]:
    """Return where a line's words begin after any markdown marker, and if a heading."""
    prefix = MARKDOWN_PREFIX_RE.match(text, start, end)
    start = prefix.end() if prefix is not None else start
    if prefix is not None and prefix.group("heading") is not None:
        return start, True
    if text[start : start + 1] not in ("*", "_"):
        return start, False
    return start, BOLD_LINE_RE.fullmatch(text[start:end].rstrip()) is not None


def _is_claim(sentence: str) -> bool:
    """Return whether a sentence asserts something: long enough and not a lead-in."""
    # maxsplit: only whether there are six words matters, not how many there are.
    if len(sentence.split(None, MIN_CLAIM_WORDS - 1)) < MIN_CLAIM_WORDS:
        return False
    return not sentence.rstrip(_CLOSERS + "*_").endswith(_NOT_CLAIM_ENDINGS)
