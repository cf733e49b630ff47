"""Footnotes: a sentence cited by a mark ([^1], [1]) whose note holds the citation.

Chat assistants cite the way papers do: "You may ask for erasure without undue
delay.[^1]" in the answer, and "[^1]: GDPR, Art. 17(1)." at its end; or "... [2]"
and a source list "[2] Art. 6 GDPR" or, under a "Sources" heading, "2. Art. 6
GDPR". The note's citation answers for the sentences that mark it, as a citation
written in them would: their quotations are checked against the cited passage (a
fabricated quotation whose source stood in a footnote passed unread, because the
note's own line quotes nothing), their support is scored on their words, and they
are cited (the uncited sweep listed them).

Only marks with a note are read: "[3]" with no note "[3]" or "3." in a source list
is nobody's footnote, and a note nothing marks changes nothing. Notes are found at
line starts only, so a bracket in a sentence is never read as one.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Sequence
from typing import Final, NamedTuple

# "[^1]: GDPR, Art. 17", "[^note]: ...", "[2] Art. 6 GDPR", "[2]: ..." at a line's
# start (up to three spaces in, as Markdown allows).
_NOTE_RE: Final = re.compile(
    r"^[ \t]{0,3}\[(?P<label>\^[^\]\s]{1,40}|[0-9]{1,3})\][ \t]*:?[ \t]*(?=\S)",
    re.MULTILINE,
)
# A source list's item: "2. Art. 6 GDPR", "- 2) ...".
_LISTED_RE: Final = re.compile(
    r"[ \t]{0,3}(?:[-*+][ \t]+)?(?P<label>[0-9]{1,3})[.)][ \t]+\S"
)
# A mark in a sentence: "[^1]", "[2]"; not a link's text ("[2](https://...)").
_MARK_RE: Final = re.compile(r"\[(?P<label>\^[^\]\s]{1,40}|[0-9]{1,3})\](?![(:])")
_NUMBER_MARK_RE: Final = re.compile(r"\[[0-9]{1,3}\](?![(:])")
# What a heading holds around its words: "## Sources", "**References:**".
_HEADING_NOISE: Final = " \t#*_>:："
# Between a sentence's end and its mark: "delay. [1]", "delay.[1] [2]".
_ONLY_MARKS_RE: Final = re.compile(r"(?:\s|\[\^?[^\]\s]{1,40}\])*")
# A sentence's end and the marks after it: 'fit".[^1]', "delay.[1][2]", "law. [3]".
_ENDED_RE: Final = re.compile(
    r"[.!?。؟][\"'”’»)*_]*[ \t]*(?:\[\^?[^\]\s]{1,40}\][ \t]*)+"
)
# A sentence's end and any marks, just before a mark: "delay.", "delay.[1] ".
_ENDS_BEFORE_RE: Final = re.compile(
    r"[.!?。؟][\"'”’»)*_]*[ \t]*(?:\[\^?[^\]\s]{1,40}\][ \t]*)*\Z"
)
_MARKS_AFTER_RE: Final = re.compile(r"(?:[ \t]*\[\^?[^\]\s]{1,40}\])*")
# How far back from a mark its sentence's end is looked for.
_END_WINDOW: Final = 48
# A note's later lines, indented, go on the note (Markdown's continuation).
_CONTINUED: Final = ("  ", "\t")
# A hostile answer of a megabyte of "[1]" lines has every line a note, or marks
# one note on every line: the notes past MAX_NOTES are not read, and the marks of
# one note past MAX_MARKS_PER_NOTE are not its claims (an answer's own mark a note
# a few times).
MAX_NOTES: Final = 200
MAX_MARKS_PER_NOTE: Final = 20


class Notes(NamedTuple):
    """The footnotes of an answer: each note's stretch, and the marks of each label."""

    # (start, end, label) of each note, in order.
    notes: list[tuple[int, int, str]]
    starts: list[int]
    # label -> the (start, end) of each mark of it outside the notes, in order.
    marks: dict[str, list[tuple[int, int]]]

    def label_at(self, position: int) -> str | None:
        """Return the label of the note holding position, if one does."""
        at = bisect_right(self.starts, position) - 1
        if at >= 0 and position < self.notes[at][1]:
            return self.notes[at][2]
        return None


def find_notes(text: str, lead_in_re: re.Pattern[str]) -> Notes | None:
    """Return the footnotes of text that some mark refers to, or None if none do."""
    if "[" not in text:
        return None
    # Marks first: a search for a literal "[" costs little, the notes' line
    # starts a scan of every position (most answers mark nothing).
    numbered = _NUMBER_MARK_RE.search(text) is not None
    if not numbered and "[^" not in text:
        return None
    notes = _notes(text, lead_in_re, numbered)
    if not notes:
        return None
    notes.sort()
    starts = [start for start, _, _ in notes]
    labels = {label for _, _, label in notes}
    marks: dict[str, list[tuple[int, int]]] = {}
    for match in _MARK_RE.finditer(text):
        label = match["label"]
        if label not in labels:
            continue
        start = match.start()
        at = bisect_right(starts, start) - 1
        if at >= 0 and start < notes[at][1]:
            continue
        spans = marks.setdefault(label, [])
        if len(spans) < MAX_MARKS_PER_NOTE:
            spans.append((start, match.end()))
    if not marks:
        return None
    return Notes(notes, starts, marks)


def _notes(
    text: str, lead_in_re: re.Pattern[str], numbered: bool
) -> list[tuple[int, int, str]]:
    """Return the (start, end, label) of each note of text, at most MAX_NOTES.

    Source lists only when the text marks a number (numbered).
    """
    notes: list[tuple[int, int, str]] = []
    for match in _NOTE_RE.finditer(text):
        notes.append((match.start(), _note_end(text, match.end()), match["label"]))
        if len(notes) >= MAX_NOTES:
            return notes
    # A source list is walked line by line: only for an answer marking a number.
    if numbered and (". " in text or ") " in text):
        notes.extend(_listed(text, lead_in_re, MAX_NOTES - len(notes)))
    return notes


def _listed(
    text: str, lead_in_re: re.Pattern[str], room: int
) -> list[tuple[int, int, str]]:
    """Return the numbered items of the source lists of text ("Sources:", "1. ...")."""
    found: list[tuple[int, int, str]] = []
    listing = False
    at = 0
    size = len(text)
    while at < size and len(found) < room:
        stop = text.find("\n", at)
        if stop < 0:
            stop = size
        line = text[at:stop]
        if listing:
            item = _LISTED_RE.match(line)
            if item is not None:
                end = _note_end(text, stop)
                found.append((at, end, item["label"]))
                at = end + 1
                continue
            if line.strip() and _NOTE_RE.match(line) is None:
                listing = False
        if not listing and len(line) <= 40:
            words = line.strip(_HEADING_NOISE)
            listing = bool(words) and lead_in_re.fullmatch(words) is not None
        at = stop + 1
    return found


def _note_end(text: str, at: int) -> int:
    """Return where the note whose first line holds text[at] ends: its indented
    lines go on it."""
    end = text.find("\n", at)
    while end >= 0 and text.startswith(_CONTINUED, end + 1):
        end = text.find("\n", end + 1)
    return len(text) if end < 0 else end


def claim_sentences(
    text: str,
    marks: Sequence[tuple[int, int]],
    bounds: Callable[[int, int], tuple[int, int]],
) -> tuple[tuple[int, int], ...]:
    """Return the (start, end) of each sentence a mark of marks stands in, once.

    bounds(start, end) gives the sentence around text[start:end]. A mark after
    its sentence's full stop ("delay. [1]", 'fit".[^1]') belongs to the sentence
    before it and ends it: no space follows the stop, so bounds runs the sentence
    on into the next, and a quotation there was laid on the wrong note.
    """
    found: dict[tuple[int, int], None] = {}
    for start, end in marks:
        begin, stop = bounds(start, end)
        if begin > 0 and _ONLY_MARKS_RE.fullmatch(text, begin, start) is not None:
            begin = bounds(begin - 1, begin - 1)[0]
        # The last sentence end with its marks before this mark opens the sentence.
        for ended in _ENDED_RE.finditer(text, begin, start):
            if ended.end() < start:
                begin = ended.end()
        low = start - _END_WINDOW if start - _END_WINDOW > begin else begin
        if _ENDS_BEFORE_RE.search(text[low:start]) is not None:
            after = _MARKS_AFTER_RE.match(text, end)
            stop = end if after is None else after.end()
        found[(begin, stop)] = None
    return tuple(found)
