"""Give every reference its law: as written, or the law the answer named last.

"section 11 of the Act", "Article 5 of this Regulation", "ibid." and a bare
"section 13" or "[Article 6]" name no law themselves. Each resolves to the law the
answer most recently named: in its own sentence first (before it, else after it),
else the nearest before it. "Named" means a citation's label, or a law's name in the
text (a label the evidence, an alias or the catalogue knows, or a statute-shaped
name such as "Employment Rights Act 1996"). Only when the answer names no law at all
does the label-less rule apply (the one law in the evidence with that article, else
ambiguous): picking whichever law has that number when the answer just named another
one would verify a citation the answer never made.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Sequence
from typing import Final

from verification.core.languages import Lexicon
from verification.core.models import CitationForm, Reference
from verification.core.prose import (
    MAX_LAW_TOKENS,
    Found,
    _abbreviation_length,
    _is_head,
    _statute_length,
)

# Example: the capitalised word (or Arabic / CJK run) a law's name may start with.
_NAME_START_RE: Final = re.compile(
    r"《(?P<quoted>[^《》\n]{1,60})》|(?<![\w])(?=[A-Z\u0600-\u06ff\u00c0-\u00de])"
)
_WORD_RE: Final = re.compile(
    r"[ \u00a0]*(\([^\W_]{1,12}\)|[0-9][0-9/.\-]*[0-9]|[0-9]|[^\W\d_][\w'’\-]*)"
)
_SENTENCE_BREAK_RE: Final = re.compile(r"[.!?؟。](?:[\"'”’»)]*)[ \t]+(?=\S)|\n")
# A sentence is looked for no further than this either side of a reference.
SENTENCE_WINDOW: Final = 400

_BACK: Final = CitationForm.BACK_REFERENCE


class Mentions:
    """The laws an answer names, found lazily, left to right, once each."""

    __slots__ = ("text", "lex", "known", "positions", "labels", "frontier")

    def __init__(self, text: str, lex: Lexicon, known: Callable[[str], bool]) -> None:
        self.text = text
        self.lex = lex
        self.known = known
        self.positions: list[int] = []
        self.labels: list[str] = []
        # Everything before the frontier has been scanned.
        self.frontier = 0

    def in_range(self, start: int, end: int) -> list[tuple[int, str]]:
        """Return (position, label) of each law named in text[start:end], in order."""
        self._scan_to(end)
        low = bisect_left(self.positions, start)
        high = bisect_left(self.positions, end)
        return list(zip(self.positions[low:high], self.labels[low:high], strict=True))

    def _scan_to(self, end: int) -> None:
        """Find the names in text[frontier:end]; each stretch is scanned once."""
        text = self.text
        pos = self.frontier
        while pos < end:
            match = _NAME_START_RE.search(text, pos, end)
            if match is None:
                break
            if match.group("quoted"):
                self.positions.append(match.start())
                self.labels.append(match.group("quoted"))
                pos = match.end()
                continue
            at = match.start()
            label = self._name_at(at, end)
            if label:
                self.positions.append(at)
                self.labels.append(label)
                pos = at + len(label)
            else:
                word = _WORD_RE.match(text, at, end)
                pos = word.end() if word and word.end() > at else at + 1
        self.frontier = max(self.frontier, pos, end)

    def _name_at(self, pos: int, end: int) -> str | None:
        """Return the law named at pos, or None."""
        text = self.text
        words: list[tuple[str, int]] = []
        for _ in range(MAX_LAW_TOKENS):
            word = _WORD_RE.match(text, pos, end)
            if word is None:
                break
            words.append((word.group(1), word.end()))
            pos = word.end()
        if not words:
            return None
        start = words[0][1] - len(words[0][0])
        for count in range(len(words), 0, -1):
            label = text[start : words[count - 1][1]]
            if self.known(label):
                return label
        tokens = [word for word, _ in words]
        # A statute-shaped name needs its head word ("Act", "Code") in it.
        if not any(_is_head(token, self.lex) for token in tokens):
            return None
        count = _statute_length(tokens, self.lex) or (
            _abbreviation_length(tokens) if self.known(tokens[0]) else 0
        )
        if not count:
            return None
        label = text[start : words[count - 1][1]]
        head_only = count == 1 and tokens[0].casefold() in self.lex.heads
        return None if head_only else label


def sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """Return the start and end of the sentence holding text[start:end]."""
    low = max(0, start - SENTENCE_WINDOW)
    begin = low if low else 0
    for match in _SENTENCE_BREAK_RE.finditer(text, low, start):
        begin = match.end()
    after = _SENTENCE_BREAK_RE.search(text, end, min(len(text), end + SENTENCE_WINDOW))
    return begin, after.end() if after else min(len(text), end + SENTENCE_WINDOW)


def assign_laws(
    text: str,
    brackets: Sequence[Reference],
    found: Sequence[Found],
    lex: Lexicon,
    known: Callable[[str], bool],
) -> list[Reference]:
    """Return every reference, in text order, each with the law it cites."""
    mentions = Mentions(text, lex, known)
    items: list[tuple[int, int, Reference | Found]] = [
        (ref.start, 0, ref) for ref in brackets
    ]
    items += [(item.start, 1, item) for item in found]
    items.sort(key=lambda item: (item[0], item[1]))
    # The last explicit label, where it was, and the reference before (for ibid).
    last_label: tuple[int, str] | None = None
    previous: Reference | None = None
    references: list[Reference] = []
    for _, _, item in items:
        if isinstance(item, Reference):
            if item.law_label is None and item.article is not None:
                label = _antecedent(text, item.start, item.end, last_label, mentions)
                if label is not None:
                    item = item._replace(law_label=label)
            elif item.law_label is not None:
                last_label = (item.start, item.law_label)
            references.append(item)
            previous = item
            continue
        raw = text[item.start : item.end]
        if item.law is not None:
            last_label = (item.start, item.law)
            new = [
                Reference(
                    raw,
                    item.law,
                    article,
                    pin,
                    item.start,
                    item.end,
                    False,
                    item.form,
                    item.keyword.display,
                )
                for article, pin in item.articles
            ]
        elif item.ibid:
            if previous is None:
                continue
            pin = item.articles[0][1] or previous.pinpoint
            new = [
                previous._replace(
                    raw=raw, pinpoint=pin, start=item.start, end=item.end, form=_BACK
                )
            ]
        else:
            label = _antecedent(text, item.start, item.end, last_label, mentions)
            if label is None and (item.anaphor or not item.keyword.strong):
                # "section 13" or "of the Act" with no law named anywhere: nothing
                # to check it against, and a weak keyword is no citation on its own.
                continue
            form = _BACK if label is not None else item.form
            new = [
                Reference(
                    raw,
                    label,
                    article,
                    pin,
                    item.start,
                    item.end,
                    False,
                    form,
                    item.keyword.display,
                )
                for article, pin in item.articles
            ]
        references.extend(new)
        previous = new[-1]
    return references


def _antecedent(
    text: str,
    start: int,
    end: int,
    last_label: tuple[int, str] | None,
    mentions: Mentions,
) -> str | None:
    """Return the law most recently named for a reference at text[start:end]."""
    begin, stop = sentence_bounds(text, start, end)
    since = (
        last_label[0] if last_label is not None and last_label[0] >= begin else begin
    )
    # CASE 1: named earlier in its own sentence (after any citation there).
    named = mentions.in_range(since, start)
    if named:
        return named[-1][1]
    if last_label is not None and last_label[0] >= begin:
        return last_label[1]
    # CASE 2: named later in its own sentence ("Under section 11, the ERA 1996 ...").
    named = mentions.in_range(end, stop)
    if named:
        return named[0][1]
    # CASE 3: the nearest before, in an earlier sentence.
    since = last_label[0] if last_label is not None else 0
    named = mentions.in_range(since, begin)
    if named:
        return named[-1][1]
    return last_label[1] if last_label is not None else None
