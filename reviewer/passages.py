"""Lay out an evidence passage: every line addressable, long passages folded.

Pure: passage text in, escaped HTML and an anchor table out. Statute text comes as
one paragraph, point or alinéa a line (see /work/shared/corpus/README.md): GDPR
numbers its paragraphs "1." and points "(a)", subpoints "(i)"; German statutes
number the Absatz "(1)", the Nummer "1." and the Buchstabe "a)"; the Code civil's
alinéas are unnumbered lines. Each line gets an id, built from its place in that
hierarchy (`evidence-7-1-b` for GDPR paragraph 1 point (b); `evidence-9-2-3` for
Abs. 2 Nr. 3), so a citation's pinpoint (`17(1)(b)`, `§ 622 Abs. 2 Nr. 3`,
`alinéa 2`) can name the line it points at and the page can scroll to it.

A long passage shows its first lines and folds the rest into a `<details>`, which
opens and closes without JavaScript, and which Chromium opens by itself when the
browser finds text or a fragment inside it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html import escape
from typing import Final

from django.utils.safestring import SafeString, mark_safe

# Show this many characters of a passage before folding; never fold a remainder
# shorter than `_FOLD_AT_LEAST`, which would cost a click to save a line.
_LEAD_CHARS: Final = 320
_FOLD_AT_LEAST: Final = 160

# Levels of the hierarchy, outermost first.
_PARAGRAPH, _NUMBER, _LETTER, _ROMAN = range(4)

# Example: "(1) " of "(1) Das Arbeitsverhältnis", "(11) " of GDPR Article 4.
ABSATZ_RE: Final = re.compile(r"\( (?P<key>\d{1,3}[a-z]?) \) \s", re.X)
# Example: "1. " of "1. This Regulation", "12a. ".
NUMBERED_RE: Final = re.compile(r"(?P<key>\d{1,3}[a-z]?) \. \s", re.X)
# Example: "1° " of a French enumeration.
DEGREE_RE: Final = re.compile(r"(?P<key>\d{1,3}) ° \s", re.X)
# Example: "(a) " and "(iv) " of GDPR points and subpoints.
POINT_RE: Final = re.compile(r"\( (?P<key>[a-z]{1,4}) \) \s", re.X)
# Example: "a) " of a German Buchstabe.
LETTER_RE: Final = re.compile(r"(?P<key>[a-z]{1,2}) \) \s", re.X)
_ROMAN_NUMERALS: Final = frozenset(
    "i ii iii iv v vi vii viii ix x xi xii xiii xiv xv xvi xvii xviii xix xx".split()
)

# Example: "(1)(b)", "Abs. 2 Nr. 3", "paragraph 2, point (a)", "alinéa 2", "lit. c".
PINPOINT_PART_RE: Final = re.compile(
    r"""
      \( \s* (?P<paren> \d{1,3}[a-z]? | [a-z]{1,4} ) \s* \)
    | (?: Abs(?:atz)? \.? | paragraph | para \.? | par \. ) \s*
      (?P<para> \d{1,3}[a-z]? )
    | (?: Nr \.? | Nummer | point | number ) \s*
      \(? (?P<number> \d{1,3} | [a-z]{1,4} ) \)?
    | (?: lit \.? | Buchst(?:abe)? \.? | letter ) \s* \(? (?P<letter> [a-z]{1,2} ) \)?
    | (?: alinéa | al \. ) \s* (?P<alinea> \d{1,3} )
    | (?P<sentence> Satz | sentence | S\. \s* \d )
    """,
    re.X | re.IGNORECASE,
)


@dataclass(frozen=True)
class PassageLayout:
    """A passage as HTML: `lead` always shown, `rest` folded (empty if short)."""

    lead: SafeString
    rest: SafeString
    rest_lines: int
    anchors: dict[tuple[str, ...], str] = field(default_factory=dict)
    line_ids: tuple[str, ...] = ()

    def anchor_for(self, pinpoint: str | None) -> str:
        """Return the id of the line `pinpoint` points at, or "" if none fits.

        The deepest line the pinpoint reaches wins: "(1)(z)" in a passage with a
        paragraph 1 but no point (z) points at paragraph 1.
        """
        keys, alinea = pinpoint_keys(pinpoint or "")
        if alinea is not None:
            return self.line_ids[alinea - 1] if 0 < alinea <= len(self.line_ids) else ""
        for depth in range(len(keys), 0, -1):
            if tuple(keys[:depth]) in self.anchors:
                return self.anchors[tuple(keys[:depth])]
        return ""


def pinpoint_keys(pinpoint: str) -> tuple[list[str], int | None]:
    """Return a pinpoint's path of keys ("1", "b") and any alinéa number.

    A sentence ("Satz 2") is finer than a line, so it and what follows are ignored.
    """
    keys: list[str] = []
    for part in PINPOINT_PART_RE.finditer(pinpoint):
        if part.group("sentence"):
            break
        if part.group("alinea"):
            return keys, int(part.group("alinea"))
        key = next(v for k, v in part.groupdict().items() if v and k != "sentence")
        keys.append(key.lower())
    return keys, None


def passage_layout(text: str, dom_id: str) -> PassageLayout:
    """Return `text` as one escaped `<p>` a line, each with an id, folded if long."""
    lines = [line for line in text.splitlines() if line.strip()]
    absatz = any(ABSATZ_RE.match(line) for line in lines)
    anchors: dict[tuple[str, ...], str] = {}
    line_ids: list[str] = []
    html: list[str] = []
    path: list[tuple[int, str]] = []
    for number, line in enumerate(lines, 1):
        found = _classify(line, absatz, path)
        line_id = f"{dom_id}-l{number}"
        marker = ""
        if found:
            level, key, marker = found
            path = [step for step in path if step[0] < level] + [(level, key)]
            keys = tuple(k for _, k in path)
            if keys not in anchors:
                line_id = f"{dom_id}-{'-'.join(keys)}"
                anchors[keys] = line_id
        line_ids.append(line_id)
        html.append(_line_html(line, line_id, marker))
    fold = _fold_index(lines)
    return PassageLayout(
        lead=mark_safe("".join(html[:fold])),  # noqa: S308 - escaped in _line_html
        rest=mark_safe("".join(html[fold:])),  # noqa: S308 - escaped in _line_html
        rest_lines=len(lines) - fold,
        anchors=anchors,
        line_ids=tuple(line_ids),
    )


def _classify(
    line: str, absatz: bool, path: list[tuple[int, str]]
) -> tuple[int, str, str] | None:
    """Return (level, key, marker text) for a numbered line, None for a plain one."""
    if absatz and (match := ABSATZ_RE.match(line)):
        return _PARAGRAPH, match.group("key"), match.group().strip()
    if match := NUMBERED_RE.match(line):
        level = _NUMBER if absatz else _PARAGRAPH
        return level, match.group("key"), match.group().strip()
    if match := DEGREE_RE.match(line):
        return _NUMBER, match.group("key"), match.group().strip()
    if match := POINT_RE.match(line) or LETTER_RE.match(line):
        key = match.group("key")
        return _point_level(key, path), key, match.group().strip()
    return None


def _point_level(key: str, path: list[tuple[int, str]]) -> int:
    """Tell "(i)" the ninth point from "(i)" the first subpoint.

    CASE 1: the letter after the current point's ("h" then "i") is a point.
    CASE 2: a roman numeral under a point is a subpoint.
    """
    letter = next((k for level, k in reversed(path) if level == _LETTER), None)
    if key not in _ROMAN_NUMERALS or letter is None:
        return _LETTER
    if len(key) == 1 and len(letter) == 1 and ord(key) == ord(letter) + 1:
        return _LETTER
    return _ROMAN


def _line_html(line: str, line_id: str, marker: str) -> str:
    body = line.strip()
    if marker and body.startswith(marker):
        rest = escape(body[len(marker) :])
        return (
            f'<p class="passage-line passage-line--numbered" id="{escape(line_id)}">'
            f'<span class="passage-pin">{escape(marker)}</span>{rest}</p>'
        )
    return f'<p class="passage-line" id="{escape(line_id)}">{escape(body)}</p>'


def _fold_index(lines: list[str]) -> int:
    """Return how many lines to show before the fold (all if the rest is short)."""
    shown = 0
    for index, line in enumerate(lines):
        if shown >= _LEAD_CHARS and index > 0:
            remaining = sum(len(rest) for rest in lines[index:])
            return index if remaining >= _FOLD_AT_LEAST else len(lines)
        shown += len(line)
    return len(lines)
