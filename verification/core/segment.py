"""Split an answer into sentences and find the claims that carry no citation.

Advisory only: an uncited sentence is shown as unverified, never used to fail the
answer, because a legitimate connective sentence ("Two rules apply here:") carries no
citation and needs none. So the sweep leans towards silence: headings, lead-ins,
questions and short fragments are not claims, and a citation placed just after a
sentence's full stop belongs to that sentence.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from typing import Final

from verification.core.models import UncitedSentence
from verification.core.regexes import (
    BOLD_LINE_RE,
    INITIALS_RE,
    MARKDOWN_PREFIX_RE,
    SENTENCE_END_RE,
)

MIN_CLAIM_WORDS: Final = 6
# Words a full stop follows without ending the sentence ("Art. 5", "No. 33").
ABBREVIATIONS: Final = frozenset(
    "art arts no nos e.g i.e cf para paras sec secs mr mrs ms dr vs v etc al".split()
)
_TERMINALS: Final = ".!?؟"
_CLOSERS: Final = "\"'”’»)"
_OPENERS: Final = "\"'“‘«(*_"

# (start, end, heading) of one sentence; end excludes trailing white space.
Span = tuple[int, int, bool]


def find_uncited(
    text: str, markers: Sequence[tuple[int, int]]
) -> list[UncitedSentence]:
    """Return the claim sentences of text that contain no citation marker.

    markers are the (start, end) spans of every citation marker, malformed ones too:
    a sentence citing something, however badly, is cited.
    """
    starts = sorted(start for start, _ in markers)
    ends = dict(markers)
    spans = split_sentences(text, starts, ends)
    owners = _attach_markers(text, spans, ends)
    uncited: list[UncitedSentence] = []
    for index, (start, end, heading) in enumerate(spans):
        if start >= end or heading or index in owners:
            continue
        if _contains_marker(starts, start, end):
            continue
        sentence = text[start:end]
        if _is_claim(sentence):
            uncited.append(UncitedSentence(sentence, start, end))
    return uncited


def _attach_markers(text: str, spans: list[Span], ends: dict[int, int]) -> set[int]:
    """Move markers that open a sentence onto the sentence they follow.

    "...ending the contract. [Labour Law, Article 30]" cites the sentence before the
    marker; reporting that sentence as uncited would be a false positive on nearly
    every answer. Return the indices of sentences that gained a marker; spans is
    updated in place so the next sentence starts after the markers.
    """
    owners: set[int] = set()
    for index in range(1, len(spans)):
        start, end, heading = spans[index]
        if start in ends and _terminated(text, spans[index - 1]):
            spans[index] = (_skip_markers(text, start, end, ends), end, heading)
            owners.add(index - 1)
    return owners


def split_sentences(
    text: str, starts: Sequence[int], ends: dict[int, int]
) -> list[Span]:
    """Return the spans of the sentences of text, line by line, whitespace trimmed.

    A line's markdown list, number or heading marker is left out of its first
    sentence's span, so a UI can wrap exactly the words.
    """
    spans: list[Span] = []
    offset = 0
    for line in text.splitlines(keepends=True):
        line_end = offset + len(line)
        prefix = MARKDOWN_PREFIX_RE.match(text, offset, line_end)
        heading = prefix is not None and prefix.group("heading") is not None
        start = prefix.end() if prefix is not None else offset
        heading = heading or BOLD_LINE_RE.fullmatch(line.strip()) is not None
        for cut in _cuts(text, start, line_end, starts, ends):
            _append_trimmed(spans, text, start, cut, heading)
            start = cut
        _append_trimmed(spans, text, start, line_end, heading)
        offset = line_end
    return spans


def _cuts(
    text: str, start: int, end: int, starts: Sequence[int], ends: dict[int, int]
) -> list[int]:
    """Return the positions in text[start:end] where one sentence ends."""
    cuts: list[int] = []
    for candidate in SENTENCE_END_RE.finditer(text, start, end):
        if candidate.group(0) == "." and _abbreviated(text, start, candidate.start()):
            continue
        if _inside_marker(starts, ends, candidate.start()):
            continue
        cuts.append(candidate.end())
    return cuts


def _abbreviated(text: str, line_start: int, dot: int) -> bool:
    """Return whether the full stop at dot ends an abbreviation or an initial."""
    word_start = max(
        text.rfind(" ", line_start, dot), text.rfind("\t", line_start, dot)
    )
    word = text[max(word_start + 1, line_start) : dot].lstrip(_OPENERS)
    if len(word) == 1:
        # A single letter is an initial ("J. Smith"), a digit a list number.
        return True
    return word.casefold() in ABBREVIATIONS or INITIALS_RE.fullmatch(word) is not None


def _inside_marker(starts: Sequence[int], ends: dict[int, int], pos: int) -> bool:
    """Return whether pos falls inside a citation marker."""
    index = bisect_left(starts, pos + 1) - 1
    return index >= 0 and ends[starts[index]] > pos


def _contains_marker(starts: Sequence[int], start: int, end: int) -> bool:
    """Return whether a citation marker begins within text[start:end]."""
    index = bisect_left(starts, start)
    return index < len(starts) and starts[index] < end


def _append_trimmed(
    spans: list[Span], text: str, start: int, end: int, heading: bool
) -> None:
    """Append text[start:end] without its surrounding white space, if any is left."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if start < end:
        spans.append((start, end, heading))


def _terminated(text: str, span: Span) -> bool:
    """Return whether the sentence at span ends with a full stop, ! or ?."""
    start, end, _ = span
    sentence = text[start:end].rstrip(_CLOSERS)
    return sentence[-1:] in _TERMINALS and bool(sentence)


def _skip_markers(text: str, start: int, end: int, ends: dict[int, int]) -> int:
    """Return where the words begin after the markers (and spaces) at start."""
    while start in ends:
        start = ends[start]
        while start < end and text[start].isspace():
            start += 1
    return start


def _is_claim(sentence: str) -> bool:
    """Return whether a sentence asserts something: long enough and not a lead-in."""
    if len(sentence.split()) < MIN_CLAIM_WORDS:
        return False
    last = sentence.rstrip(_CLOSERS + "*_")[-1:]
    return last not in (":", "?", "؟")
