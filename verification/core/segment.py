"""Split an answer into sentences and find the claims that carry no citation.

Advisory only: an uncited sentence is shown as unverified, never used to fail the
answer, because a legitimate connective sentence ("Two rules apply here:") carries no
citation and needs none. So the sweep leans towards silence: headings, lead-ins,
questions and short fragments are not claims, and a citation placed just after a
sentence's full stop belongs to that sentence.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Collection, Sequence
from typing import Final

from verification.core.models import UncitedSentence, build_uncited
from verification.core.regexes import (
    BOLD_LINE_RE,
    MARKDOWN_PREFIX_RE,
    SENTENCE_END_RE,
)

MIN_CLAIM_WORDS: Final = 6
# Six words take at least eleven characters ("a b c d e f").
_MIN_CLAIM_CHARS: Final = 2 * MIN_CLAIM_WORDS - 1
# A line with a terminal in every few characters is walked by the pattern itself.
_DENSE: Final = 16
# Only a line shorter than this is tested for having fewer than six words: the
# paragraphs of an answer skip the test, and a megabyte of longer lines has few.
_SHORT_LINE: Final = 80
# Example: "-", "*", "1.", ">": a line of nothing but a list or quote marker.
_BARE_MARKER_RE: Final = re.compile(r"[-*+•>]|[0-9]{1,3}[.)]")
_MARKER_STARTS: Final = frozenset("-*+•>0123456789")
_TERMINALS: Final = ".!?؟"
_CLOSERS: Final = "\"'”’»)"
_NOT_CLAIM_ENDINGS: Final = (":", "?", "؟")
# Closing quotes and emphasis that may follow a lead-in's colon or a question mark.
_TAIL: Final = _CLOSERS + "*_"


def find_uncited(
    text: str,
    markers: Sequence[tuple[int, int]],
    trailing: Collection[int] | None = None,
) -> list[UncitedSentence]:
    """Return the claim sentences of text that contain no citation marker.

    markers are the (start, end) spans of every citation marker, malformed ones too:
    a sentence citing something, however badly, is cited. A span may repeat.
    trailing holds the starts of the markers that may follow their sentence (square
    brackets); by default every marker may. A prose reference opening a line
    ("Article 17 of the GDPR gives...") starts its own sentence instead.
    """
    sweep = _Sweep(text, markers, trailing)
    starts = sweep.starts
    offset = 0
    marker = 0
    # Short lines passed over since the last line walked, in case a marker reads
    # the sentence seen last.
    skipped: list[tuple[int, int]] = []
    for line in text.splitlines(keepends=True):
        end = offset + len(line)
        if line.isspace():
            offset = end
            continue
        while starts[marker] < offset:
            marker += 1
        marked = starts[marker] < end
        words = (
            line.split(None, MIN_CLAIM_WORDS - 1)
            if not marked and len(line) < _SHORT_LINE
            else None
        )
        if words is not None and len(words) < MIN_CLAIM_WORDS:
            # CASE: too short to hold a claim, and no marker in it: walked only
            # if a later line's marker reads its sentence (a bare list marker,
            # "- " or "1.", has none). A megabyte of short lines costs a split
            # each, not a sweep each.
            first = words[0]
            if (
                len(words) > 1
                or first[0] not in _MARKER_STARTS
                or not _BARE_MARKER_RE.fullmatch(first)
            ):
                skipped.append((offset, end))
            offset = end
            continue
        if marked and skipped:
            sweep.replay(skipped)
        skipped.clear()
        sweep.line(offset, end)
        offset = end
    return sweep.uncited


class _Sweep:
    """One pass over an answer's sentences, in text order, with its markers.

    A class only to share the walk's state between lines; it runs once per call.
    """

    __slots__ = (
        "text",
        "starts",
        "ends",
        "stops",
        "terminals",
        "next_marker",
        "last",
        "uncited",
        "trailing",
    )

    def __init__(
        self,
        text: str,
        markers: Sequence[tuple[int, int]],
        trailing: Collection[int] | None = None,
    ) -> None:
        self.text = text
        self.trailing = trailing
        # start -> end of each marker, in text order (a repeated span counts once).
        self.ends = dict(sorted(markers))
        # The sentinel start lies past every position, so a walk along the starts
        # needs no bounds check.
        self.starts = [*self.ends, len(text) + 1]
        self.stops = [*self.ends.values(), len(text) + 2]
        # Sentence ends are looked for only where one of these characters is.
        self.terminals = [char for char in _TERMINALS if char in text]
        # Index of the first marker not before the sentence at hand: sentences and
        # markers are both visited in text order, so one pointer walks both.
        self.next_marker = 0
        # Raw span of the sentence seen last, in case the next line's markers join it.
        self.last = (0, 0)
        self.uncited: list[UncitedSentence] = []

    def line(self, start: int, end: int) -> None:
        """Check each sentence of text[start:end], one line of the answer."""
        start, heading = _line_start(self.text, start, end)
        if start in self.ends and self._trails(start) and self._last_terminated():
            start = self._attach_markers(start, end)
        index = bisect_left(self.starts, start, self.next_marker)
        cuts = self._cuts(start, end, index)
        if heading:
            # No sentence of a heading is a claim; the next line's markers may join
            # its last one.
            self.last = (cuts[-2] if len(cuts) > 1 else start, end)
            return
        # The line break after the last sentence holds no words: skip its check.
        if len(cuts) > 1 and (cuts[-2] == end or self.text[cuts[-2] : end].isspace()):
            cuts.pop()
        starts, text = self.starts, self.text
        for cut in cuts:
            while starts[index] < start:
                index += 1
            # Markers never begin with white space, so the untrimmed span will do.
            if starts[index] < cut:
                self.last = (start, cut)
            elif cut - start < _MIN_CLAIM_CHARS:
                # Too short for six words ("Abs. ", "1. "): no claim, but seen.
                if not text[start:cut].isspace():
                    self.last = (start, cut)
            else:
                self._check(start, cut)
            start = cut
        self.next_marker = index

    def replay(self, lines: list[tuple[int, int]]) -> None:
        """Walk the last of lines that has a sentence: the one a marker may cite.

        Each line is short and holds no marker, so walking it only sets the
        sentence seen last; a line of nothing but a list marker sets none.
        """
        for start, end in reversed(lines):
            words, heading = _line_start(self.text, start, end)
            if heading or not self.text[words:end].isspace() and words < end:
                self.line(start, end)
                return

    def _cuts(self, start: int, end: int, marker: int) -> list[int]:
        """Return where each sentence of text[start:end] ends, end itself last.

        The same cuts as SENTENCE_END_RE.finditer, found by trying the pattern only
        where a terminal character is: str.find skips the rest far faster than the
        pattern's own scan does. marker indexes the first marker not before start.
        """
        text = self.text
        terminals = self.terminals
        if len(terminals) != 1:
            return self._mixed_cuts(start, end, marker)
        starts, stops = self.starts, self.stops
        char = terminals[0]
        # The count, a scan of its own, is left for lines no marker touches.
        if (
            self._unmarked(start, end, marker)
            and text.count(char, start, end) * _DENSE > end - start
        ):
            return self._dense_cuts(start, end)
        # CASE: one kind of terminal (nearly always the full stop): each is found
        # and tried in one walk, and the next is looked for from a match's end
        # (finditer resumes after a match, so a terminal it swallowed is skipped).
        match, find = SENTENCE_END_RE.match, text.find
        cuts: list[int] = []
        pos = find(char, start, end)
        while pos >= 0:
            found = match(text, pos, end)
            if found is None:
                pos = find(char, pos + 1, end)
                continue
            done = found.end()
            while stops[marker] <= pos:
                marker += 1
            # A full stop inside "[Decree 5. Rev, Article 3]" ends nothing.
            if starts[marker] > pos:
                cuts.append(done)
            pos = find(char, done, end)
        cuts.append(end)
        return cuts

    def _unmarked(self, start: int, end: int, marker: int) -> bool:
        """Whether no marker touches text[start:end]; marker indexes the first
        marker not before start."""
        return self.starts[marker] >= end and (
            marker == 0 or self.stops[marker - 1] <= start
        )

    def _dense_cuts(self, start: int, end: int) -> list[int]:
        """Return the cuts of an unmarked line dense with terminals ("1. 2. 3. ...").

        The engine's own walk is cheaper there than a match from Python at each.
        """
        ends = SENTENCE_END_RE.finditer(self.text, start, end)
        return [*(cut.end() for cut in ends), end]

    def _mixed_cuts(self, start: int, end: int, marker: int) -> list[int]:
        """Return the cuts of _cuts in a text with more than one kind of terminal."""
        text, match = self.text, SENTENCE_END_RE.match
        starts, stops = self.starts, self.stops
        positions = _positions(text, start, end, self.terminals)
        if len(positions) * _DENSE > end - start and self._unmarked(start, end, marker):
            return self._dense_cuts(start, end)
        cuts: list[int] = []
        done = start
        for pos in positions:
            # finditer resumes after a match, so a terminal it swallowed is skipped.
            found = match(text, pos, end) if pos >= done else None
            if found is None:
                continue
            done = found.end()
            while stops[marker] <= pos:
                marker += 1
            # A full stop inside "[Decree 5. Rev, Article 3]" ends nothing.
            if starts[marker] > pos:
                cuts.append(done)
        cuts.append(end)
        return cuts

    def _check(self, start: int, end: int) -> None:
        """Record text[start:end], trimmed, if it is a claim (it holds no marker)."""
        segment = self.text[start:end]
        words = segment.strip()
        if not words:
            return
        self.last = (start, end)
        # maxsplit: only whether there are six words matters, not how many there are.
        if len(words.split(None, MIN_CLAIM_WORDS - 1)) < MIN_CLAIM_WORDS:
            return
        # A lead-in ("...three conditions:") or a question asserts nothing.
        if not words.rstrip(_TAIL).endswith(_NOT_CLAIM_ENDINGS):
            # Only white space comes before the first word, so the first occurrence
            # of its first character is where the trimmed text begins.
            start += segment.index(words[0])
            self.uncited.append(build_uncited(words, start, start + len(words)))

    def _trails(self, start: int) -> bool:
        """Return whether the marker at start may cite the sentence before it."""
        return self.trailing is None or start in self.trailing

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
        while start in self.ends and self._trails(start):
            start = self.ends[start]
            while start < end and self.text[start] in " \t":
                start += 1
        return start


def _line_start(text: str, start: int, end: int) -> tuple[int, bool]:
    """Return where a line's words begin after any markdown marker, and if a heading."""
    # Most lines open with a word; a letter starts no list, quote, heading or bold.
    if text[start].isalpha():
        return start, False
    prefix = MARKDOWN_PREFIX_RE.match(text, start, end)
    start = prefix.end() if prefix is not None else start
    if prefix is not None and prefix.group("heading") is not None:
        return start, True
    if text[start : start + 1] not in ("*", "_"):
        return start, False
    return start, BOLD_LINE_RE.fullmatch(text[start:end].rstrip()) is not None


def _positions(text: str, start: int, end: int, terminals: list[str]) -> list[int]:
    """Return the positions of the terminal characters in text[start:end], in order."""
    found: list[int] = []
    for char in terminals:
        pos = text.find(char, start, end)
        while pos >= 0:
            found.append(pos)
            pos = text.find(char, pos + 1, end)
    if len(terminals) > 1:
        found.sort()
    return found
