"""Check a pinpoint against the structure its passage shows.

A passage shows its structure when its lines open with paragraph numbers ("1.",
"(1)", "1.\u00a0") or lettered points ("(a)", "a)"). When it does, a pinpoint naming a
paragraph or point the passage does not contain is unsupported: "Article 17(1)(z)"
when paragraph 1 has points (a) to (f). When it does not (one sentence, prose), the
pinpoint is not checked (``pinpoint_checked`` false): guessing would turn a correct
citation of a chunk that happens to lack numbering into a failure.

German statutes number Absätze "(1)" and items "1."; the GDPR numbers paragraphs
"1." and points "(a)". So "n." lines are paragraphs unless "(n)" lines are, in which
case they are the paragraph's numbered items.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Final, NamedTuple

# Example: "(1) Die Vorschriften", "(1a) Die", "1. This Regulation", "1.\u00a0The".
_PAREN_PARAGRAPH_RE: Final = re.compile(r"[ \t]*\((?P<n>[0-9]{1,3}[a-z]?)\)[ \t\u00a0]")
_DOT_PARAGRAPH_RE: Final = re.compile(r"[ \t]*(?P<n>[0-9]{1,3})\.(?:[ \t\u00a0]|$)")
# Example: "(a) in the course", "(a)" alone on its line, "a) über Finanz".
_POINT_RE: Final = re.compile(r"[ \t]*\(?(?P<p>[a-z]{1,2})\)(?:[ \t\u00a0]|$)")
_ROMAN: Final = frozenset("i ii iii iv v vi vii viii ix x xi xii".split())
# Example: "(1)", "(z)", "Abs. 2", "lit. f", "Nr. 3", "para. 1", "第1款".
_PIN_PART_RE: Final = re.compile(
    r"""
    \( [ ]? (?P<paren> [0-9]{1,3}[a-z]? | [a-z]{1,2} ) [ ]? \)
  | (?P<word> [^\W\d_][\w.]* ) [ \u00a0]?
    \(? (?P<value> [0-9]{1,3}[a-z]? | [a-z]{1,2} ) \)?
    (?![^\W\d_])
  | 第 (?P<cjk> [0-9]{1,3} ) (?P<cjk_kind> [款項项号號目] )
    """,
    re.X | re.IGNORECASE,
)
# The pinpoint words naming a paragraph, and a point or numbered item; a word in
# neither ("S.", "sentence", "Satz") ends what can be checked.
PARAGRAPH_WORDS: Final = frozenset(
    "abs. absatz para. para paragraph paragraphe alinéa al. apartado comma "
    "paragrafo par. lid ust. ustęp khoản ayat n.º nº número subsection "
    "الفقرة فقرة".split()
)
POINT_WORDS: Final = frozenset(
    "lit. buchst. buchstabe point points letter nr. nummer ziff. ziffer pkt punkt "
    "lett. lettera letra alínea onder sub điểm huruf angka item البند بند".split()
)


class Structure(NamedTuple):
    """Paragraphs in order, each with its points (letters or numbered items)."""

    paragraphs: dict[str, list[str]]
    numbered: bool


class PinpointCheck(NamedTuple):
    """Whether a pinpoint could be checked, whether it holds, and the structure."""

    checked: bool
    found: bool
    detail: str | None


def structure_of(passages: Sequence[str]) -> Structure:
    """Return the structure shown by the passages of one article, merged."""
    return _structure(tuple(passages))


@lru_cache(maxsize=2048)
def _structure(passages: tuple[str, ...]) -> Structure:
    """Return structure_of(passages), cached: the same passages recur in answers."""
    paragraphs: dict[str, list[str]] = {}
    numbered = False
    for passage in passages:
        lines = passage.splitlines()
        paren = any(_PAREN_PARAGRAPH_RE.match(line) for line in lines)
        current = ""
        for line in lines:
            para = (_PAREN_PARAGRAPH_RE if paren else _DOT_PARAGRAPH_RE).match(line)
            if para is not None:
                current = para.group("n")
                paragraphs.setdefault(current, [])
                numbered = True
                continue
            point = _POINT_RE.match(line)
            item = _DOT_PARAGRAPH_RE.match(line) if paren else None
            label = point.group("p") if point else item.group("n") if item else None
            if label is None:
                continue
            points = paragraphs.setdefault(current, [])
            # "(i)" after "(h)" is a point; elsewhere it opens a sub-point.
            if (
                label in _ROMAN
                and point is not None
                and not _next_letter(points, label)
            ):
                continue
            if label not in points:
                points.append(label)
    return Structure(paragraphs, numbered)


def _next_letter(points: list[str], label: str) -> bool:
    """Return whether label is the letter after the last point (i after h)."""
    return bool(points) and len(label) == 1 and ord(points[-1][-1]) + 1 == ord(label)


def pinpoint_parts(pinpoint: str) -> tuple[str | None, str | None]:
    """Return the (paragraph, point) a pinpoint names, each None if it names none."""
    paragraph: str | None = None
    point: str | None = None
    pos = 0
    text = pinpoint.strip()
    while pos < len(text):
        part = _PIN_PART_RE.search(text, pos)
        if part is None or text[pos : part.start()].strip(" ,") != "":
            break
        pos = part.end()
        if part.group("paren"):
            value = part.group("paren").casefold()
            if paragraph is None and point is None and value[0].isdigit():
                paragraph = value
            elif point is None:
                point = value
            else:
                break
        elif part.group("cjk"):
            if part.group("cjk_kind") in "款項" and paragraph is None:
                paragraph = part.group("cjk")
            else:
                point = point or part.group("cjk")
        else:
            word = part.group("word").casefold()
            value = part.group("value").casefold()
            if word in PARAGRAPH_WORDS and paragraph is None:
                paragraph = value
            elif word in POINT_WORDS and point is None:
                point = value
            else:
                break
    return paragraph, point


def check_pinpoint(pinpoint: str | None, passages: Sequence[str]) -> PinpointCheck:
    """Return whether the passages contain the paragraph and point pinpoint names."""
    if not pinpoint:
        return PinpointCheck(False, True, None)
    paragraph, point = pinpoint_parts(pinpoint)
    if paragraph is None and point is None:
        return PinpointCheck(False, True, None)
    structure = structure_of(passages)
    paragraphs = structure.paragraphs
    checked = False
    if paragraph is not None and structure.numbered:
        checked = True
        if paragraph not in paragraphs:
            return PinpointCheck(True, False, describe(structure, None))
    if point is not None:
        points = (
            paragraphs.get(paragraph, [])
            if paragraph is not None and structure.numbered
            else [p for ps in paragraphs.values() for p in ps]
        )
        if points:
            checked = True
            if point not in points:
                return PinpointCheck(True, False, describe(structure, paragraph))
    return PinpointCheck(checked, True, None)


def describe(structure: Structure, paragraph: str | None) -> str:
    """Return the structure in words.

    Example: "paragraphs 1-3 and, in paragraph 1, points (a)-(f)".
    """
    parts: list[str] = []
    numbers = [p for p in structure.paragraphs if p]
    if structure.numbered and numbers:
        noun = "paragraph" if len(numbers) == 1 else "paragraphs"
        parts.append(f"{noun} {_run(numbers, '')}")
    points = (
        structure.paragraphs.get(paragraph or "", [])
        if structure.numbered
        else [p for ps in structure.paragraphs.values() for p in ps]
    )
    if points:
        noun = "point" if len(points) == 1 else "points"
        where = (
            f"in paragraph {paragraph}, " if paragraph and structure.numbered else ""
        )
        parts.append(f"{where}{noun} {_run(points, '()')}")
    if not parts:
        return "no numbered paragraphs or points"
    return " and, ".join(parts)


def _run(labels: list[str], brackets: str) -> str:
    """Return "1-3" for a run of labels, "1, 2, 4" otherwise; "(a)-(f)" bracketed."""
    wrap = (lambda s: f"({s})") if brackets else (lambda s: s)
    consecutive = all(
        len(a) == len(b) == 1
        and ord(b) == ord(a) + 1
        or a.isdigit()
        and b.isdigit()
        and int(b) == int(a) + 1
        for a, b in zip(labels, labels[1:], strict=False)
    )
    if consecutive and len(labels) > 2:
        return f"{wrap(labels[0])}-{wrap(labels[-1])}"
    return ", ".join(wrap(label) for label in labels)
