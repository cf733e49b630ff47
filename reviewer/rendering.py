"""Render an answer as safe HTML with its citations and uncited sentences marked.

Pure: raw text and spans in, a `SafeString` out, no database. The answer text is
untrusted, so every character of it passes through `escape`; the only markup in the
output is the markup this module and `reviewer.answer_markdown` write.

The Markdown (CommonMark, GFM tables, no raw HTML, links shown as text with their
target) is parsed by markdown-it-py and walked by `reviewer.answer_markdown`, which
keeps the source offset of every character it writes: its docstring tells how
(each block's content placed on its source lines through the token `map`, then an
inline cursor over the content). The `_Writer` here receives tags and source
stretches in source order and places the marks by offset.

Spans are code points into the original text. `\\r\\n` and `\\r` become `\\n`
before parsing (as markdown-it would), with a map back for the span offsets.

Marks (citations and uncited sentences) are always innermost: an element boundary
closes every open mark and the next text reopens it, so a mark crossing `**`, a
table cell or a list item becomes pieces that share one `data-check-id`. The first
piece carries the contract class (`mark.citation`, `span.uncited`) and, for a
citation, `tabindex="0"`; later pieces are `mark.citation-part` /
`span.uncited-part` and not focusable, so `mark.citation` counts one element per
citation. Crossing marks close and reopen the same way; a citation's diagnosis note
follows its last piece. A span over Markdown syntax only (a lone `**`) has no
visible character and so no mark. Cost: linear in the text plus the spans.

Safety net: after rendering, every source character the output left out must be
Markdown syntax (`is_markup`). If one is not, markdown-it dropped content (nesting
past its limit), and the answer is shown as plain paragraphs instead, still marked.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from html import escape

from django.utils.html import conditional_escape, format_html
from django.utils.safestring import SafeString, mark_safe

from .answer_markdown import MARKUP, is_markup, render_markdown, render_plain

__all__ = [
    "MARKUP",
    "CitationSpan",
    "SentenceSpan",
    "diagnosis_html",
    "diagnosis_title",
    "is_markup",
    "render_answer",
]

# The ranks order marks opening at the same offset: lower ranks go outside.
_RANK_SENTENCE = 0
_RANK_CITATION = 1


@dataclass(frozen=True)
class CitationSpan:
    """A citation to mark: `diagnosis` is the code, `note` the words shown for it.

    `pinpoint_dom_id` names the element of the matched passage that the citation's
    pinpoint (`17(1)(b)`, `Abs. 2`) points at, when there is one.
    """

    start: int
    end: int
    status: str
    diagnosis: str = ""
    article: str = ""
    check_id: int | None = None
    chunk_dom_id: str = ""
    note: str = ""
    title: str = ""
    pinpoint_dom_id: str = ""
    # Set by the report diff: this citation's finding differs in the other report.
    changed: bool = False


@dataclass(frozen=True)
class SentenceSpan:
    """An uncited claim sentence to mark as unverified."""

    start: int
    end: int
    sentence_id: int | None = None


def render_answer(
    text: str,
    citations: Sequence[CitationSpan] = (),
    sentences: Sequence[SentenceSpan] = (),
) -> SafeString:
    """Return `text` as escaped HTML, its Markdown rendered and its spans marked."""
    source, to_source = _normalise(text)
    marks = [_citation_mark(c, i, to_source) for i, c in enumerate(citations)]
    marks += [_sentence_mark(s, i, to_source) for i, s in enumerate(sentences)]
    marks = [m for m in marks if m.end > m.start]
    writer = _Writer(source, marks)
    render_markdown(source, writer)
    if not writer.hides_only_markup():
        writer = _Writer(source, [m.fresh() for m in marks])
        render_plain(source, writer)
    return mark_safe(writer.finish())  # noqa: S308 - every text piece is escaped


# LRI ... PDI sets an English sentence left to right inside any surrounding
# direction; FSI ... PDI lets a law label take its own direction inside it.
LRI, FSI, PDI = "\u2066", "\u2068", "\u2069"


def _labels_isolated(text: str, labels: tuple[str | None, ...], wrap) -> str:
    """Return text with each occurrence of each label passed through `wrap`."""
    present = sorted({label for label in labels if label and label in text}, key=len)
    if not present:
        return text
    pattern = re.compile("|".join(re.escape(label) for label in reversed(present)))
    return pattern.sub(lambda match: wrap(match.group()), text)


def diagnosis_html(explanation: str, *labels: str | None) -> SafeString:
    """Return the core's explanation as HTML, each law label in its own `<bdi>`.

    Without the isolation an Arabic label splits the English sentence in an RTL
    paragraph ("was not among ... نظام العمل Unsupported: Article 111 of").
    """
    escaped = str(escape(explanation))
    isolated = _labels_isolated(
        escaped,
        tuple(str(escape(label)) if label else None for label in labels),
        lambda label: f"<bdi>{label}</bdi>",
    )
    # Everything was escaped above; only our own <bdi> tags are added.
    return mark_safe(isolated)  # noqa: S308


def diagnosis_title(explanation: str, *labels: str | None) -> str:
    """Return "Unsupported: <explanation>" as tooltip text that reads left to right."""
    words = _labels_isolated(explanation, labels, lambda label: f"{FSI}{label}{PDI}")
    return f"{LRI}Unsupported: {words}{PDI}"


# --- offsets -------------------------------------------------------------------------


def _normalise(text: str) -> tuple[str, Callable[[int], int]]:
    """Return text with line ends as markdown-it sees them, and an offset map."""
    if "\r" not in text and "\0" not in text:
        return text, _same
    source = text.replace("\r\n", "\n").replace("\r", "\n").replace("\0", "\ufffd")
    if len(source) == len(text):
        return source, _same
    removed = [m.start() for m in re.finditer("\r\n", text)]
    return source, lambda offset: offset - bisect_left(removed, offset)


def _same(offset: int) -> int:
    return offset


# --- marks -------------------------------------------------------------------------


@dataclass(eq=False)
class _Mark:
    start: int
    end: int
    rank: int
    order: int
    open_tag: str
    part_tag: str
    close_tag: str
    note: str = ""
    opened: bool = False
    note_slot: int = -1

    def fresh(self) -> _Mark:
        return _Mark(
            self.start,
            self.end,
            self.rank,
            self.order,
            self.open_tag,
            self.part_tag,
            self.close_tag,
            self.note,
        )


def _citation_tag(citation: CitationSpan, css_class: str, focusable: bool) -> str:
    # Built with html.escape, not format_html: thousands of marks per answer, and
    # format_html's lazy-string machinery costs ten times as much per call.
    values = (
        citation.status,
        citation.diagnosis,
        str(citation.article),
        "" if citation.check_id is None else str(citation.check_id),
        citation.chunk_dom_id,
    )
    status, diagnosis, article, check_id, chunk = (escape(v) for v in values)
    pinpoint = ""
    if citation.pinpoint_dom_id:
        pinpoint = f' data-pinpoint="{escape(citation.pinpoint_dom_id)}"'
    tabindex = ' tabindex="0"' if focusable else ""
    changed = ' data-changed="true"' if citation.changed else ""
    return (
        f'<mark class="{css_class}" dir="auto" data-status="{status}"'
        f' data-diagnosis="{diagnosis}"'
        f' data-article="{article}" data-check-id="{check_id}" data-chunk="{chunk}"'
        f'{pinpoint}{changed}{tabindex} title="{escape(citation.title)}">'
    )


def _citation_mark(
    citation: CitationSpan, order: int, to_source: Callable[[int], int]
) -> _Mark:
    note = ""
    if citation.note:
        check_id = "" if citation.check_id is None else str(citation.check_id)
        # dir="ltr": the note is an English sentence, set apart from an RTL paragraph
        # around it (the attribute also isolates it, per HTML). A note built by
        # diagnosis_html is already safe HTML (its law labels in <bdi>).
        note = (
            f'<span class="diagnosis" dir="ltr" id="diagnosis-{escape(check_id)}">'
            f"{conditional_escape(citation.note)}</span>"
        )
    start, end = _clipped(citation.start, citation.end, to_source)
    return _Mark(
        start,
        end,
        _RANK_CITATION,
        order,
        open_tag=_citation_tag(citation, "citation", focusable=True),
        part_tag=_citation_tag(citation, "citation-part", focusable=False),
        close_tag="</mark>",
        note=note,
    )


def _sentence_mark(
    sentence: SentenceSpan, order: int, to_source: Callable[[int], int]
) -> _Mark:
    sentence_id = "" if sentence.sentence_id is None else str(sentence.sentence_id)
    template = (
        '<span class="{}" data-status="unverified" data-sentence-id="'
        + escape(sentence_id)
        + '" title="Unverified: this claim cites no source">'
    )
    start, end = _clipped(sentence.start, sentence.end, to_source)
    return _Mark(
        start,
        end,
        _RANK_SENTENCE,
        order,
        open_tag=template.format("uncited"),
        part_tag=template.format("uncited-part"),
        close_tag="</span>",
    )


def _clipped(start: int, end: int, to_source: Callable[[int], int]) -> tuple[int, int]:
    return to_source(max(0, start)), to_source(max(0, end))


def _nesting(mark: _Mark) -> tuple[int, int, int, int]:
    return (mark.rank, mark.start, -mark.end, mark.order)


@dataclass
class _Writer:
    """Write tags and source text in order, keeping marks innermost and nested."""

    source: str
    marks: list[_Mark]
    out: list[str] = field(default_factory=list)
    shown: list[tuple[int, int]] = field(default_factory=list)
    _stack: list[_Mark] = field(default_factory=list)
    _active: list[_Mark] = field(default_factory=list)
    _next: int = 0
    _position: int = 0

    def __post_init__(self) -> None:
        self.marks.sort(key=lambda m: m.start)
        self._starts = [m.start for m in self.marks]
        self._bounds = sorted({p for m in self.marks for p in (m.start, m.end)})

    def tag(self, html: str) -> None:
        """Write an element's tag: no mark may stay open across it."""
        self._close_to(0)
        self.out.append(html)

    def void(self, html: str) -> None:
        """Write a void element (`<br>`), which marks may contain."""
        self.out.append(html)

    def synthetic(self, chars: str) -> None:
        """Write characters with no source offset (an expanded tab), unmarked."""
        self._close_to(0)
        self.out.append(escape(chars))

    def text(self, start: int, end: int) -> None:
        """Write source[start:end], opening and closing marks at their offsets."""
        if start >= end:
            return
        self.shown.append((start, end))
        cut = bisect_right(self._bounds, start)
        here = start
        while here < end:
            stop = end
            if cut < len(self._bounds) and self._bounds[cut] < end:
                stop = self._bounds[cut]
                cut += 1
            self._enter(here)
            self.out.append(_escape_showing_hidden(self.source[here:stop]))
            here = stop

    def hides_only_markup(self) -> bool:
        """Return whether every source character left out is Markdown syntax."""
        position = 0
        for start, end in [*sorted(self.shown), (len(self.source), len(self.source))]:
            if start > position and not is_markup(self.source[position:start]):
                return False
            position = max(position, end)
        return True

    def finish(self) -> str:
        self._close_to(0)
        for mark in self.marks:
            if mark.note_slot >= 0:
                self.out[mark.note_slot] = mark.note
        return "".join(self.out)

    def _enter(self, here: int) -> None:
        if here < self._position:
            # Never in source order; recomputed rather than trusted if it happens.
            self._next = bisect_right(self._starts, here)
            self._active = [m for m in self.marks[: self._next] if m.end > here]
        while self._next < len(self.marks) and self._starts[self._next] <= here:
            self._active.append(self.marks[self._next])
            self._next += 1
        self._active = [m for m in self._active if m.end > here]
        self._position = here
        wanted = sorted(self._active, key=_nesting)
        keep = 0
        while (
            keep < len(self._stack)
            and keep < len(wanted)
            and self._stack[keep] is wanted[keep]
        ):
            keep += 1
        self._close_to(keep)
        for mark in wanted[keep:]:
            self.out.append(mark.part_tag if mark.opened else mark.open_tag)
            mark.opened = True
            self._stack.append(mark)

    def _close_to(self, depth: int) -> None:
        while len(self._stack) > depth:
            mark = self._stack.pop()
            self.out.append(mark.close_tag)
            if mark.note:
                # The note follows the mark's last piece: this one, unless it reopens.
                mark.note_slot = len(self.out)
                self.out.append("")


# --- invisible characters ----------------------------------------------------


# Characters that change how text reads without being seen: bidirectional
# overrides, embeddings, isolates and marks (which can reorder a citation on screen,
# "Trojan Source"), and zero-width characters (which can split a label so it no
# longer matches, or hide one). Each is shown to reviewers as a visible marker in
# its place, titled with the character's code point and name.
_HIDDEN_CHARACTERS = re.compile(
    "[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]"
)


def _escape_showing_hidden(text: str) -> str:
    """Escape `text`, replacing each invisible formatting character by a marker."""
    if not _HIDDEN_CHARACTERS.search(text):
        return escape(text)
    out: list[str] = []
    last = 0
    for match in _HIDDEN_CHARACTERS.finditer(text):
        if _joins_emoji(text, match.start()):
            continue
        out.append(escape(text[last : match.start()]))
        char = match.group()
        code = f"U+{ord(char):04X}"
        out.append(
            format_html(
                '<span class="hidden-char" title="{} {}">{}</span>',
                code,
                unicodedata.name(char, "FORMAT CHARACTER"),
                code,
            )
        )
        last = match.end()
    out.append(escape(text[last:]))
    return "".join(out)


def _joins_emoji(text: str, at: int) -> bool:
    """A zero-width joiner between two symbols builds one emoji (👩‍⚖️): keep it.
    Beside a letter or digit it could split or disguise a label: mark it."""
    if text[at] != "\u200d" or at == 0 or at + 1 >= len(text):
        return False
    return not (text[at - 1].isalnum() or text[at + 1].isalnum())
