"""Render an answer as safe HTML with its citations and uncited sentences marked.

Pure: raw text and spans in, a `SafeString` out, no database. The answer text is
untrusted, so every character of it passes through `escape`; the only markup in the
output is the markup this module writes.

Markdown is a deliberately small subset, parsed here line by line so span offsets
stay exact: paragraphs (split on blank lines), `#` headings, `-`/`*`/`+` and `1.`
list items, and `**bold**`. Anything else renders as the literal text it is.

Spans (citations, uncited sentences, bold) may overlap or cross block boundaries.
The emitter keeps the tags properly nested: when an outer element must close while an
inner one is still open, the inner one is closed and reopened after it, and a span
cut by a block boundary reopens in the next block. A reopened citation or sentence
carries a `-part` class instead of the contract class, so `mark.citation` and
`span.uncited` still count one element per citation and per sentence.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

# Ranks order elements that open at the same offset: lower ranks go outside.
_RANK_SENTENCE = 0
_RANK_CITATION = 1
_RANK_STRONG = 2

# "# Heading", "### Heading" (up to three spaces of indent, then a space after).
_HEADING = re.compile(r"[ ]{0,3}(?P<marks>\#{1,6})[ \t]+")
# "- item", "* item", "+ item"
_BULLET = re.compile(r"[ \t]*[-*+][ \t]+")
# "1. item", "12) item"
_ORDERED = re.compile(r"[ \t]*(?P<number>\d{1,9})[.)][ \t]+")
# "**bold**": no space just inside the markers, shortest match.
_BOLD = re.compile(r"\*\*(?=\S)(?P<inner>.+?)(?<=\S)\*\*")
_LINE = re.compile(r"[^\n]*\n?")


@dataclass(frozen=True)
class CitationSpan:
    """A citation to mark: `diagnosis` is the code, `note` the words shown for it."""

    start: int
    end: int
    status: str
    diagnosis: str = ""
    article: int | None = None
    check_id: int | None = None
    chunk_dom_id: str = ""
    note: str = ""
    title: str = ""


@dataclass(frozen=True)
class SentenceSpan:
    """An uncited claim sentence to mark as unverified."""

    start: int
    end: int
    sentence_id: int | None = None


@dataclass(frozen=True)
class _Interval:
    start: int
    end: int
    rank: int
    open_tag: str
    close_tag: str
    reopen_tag: str
    after: str = ""


@dataclass
class _Block:
    tag: str  # "p", "h3".."h6", "ul" or "ol"
    runs: list[list[tuple[int, int]]] = field(default_factory=list)
    start_number: int = 1
    # For lists, one (depth, tag, start number) per run: items indented under an
    # item form a list nested inside it.
    items: list[tuple[int, str, int]] = field(default_factory=list)
    base_indent: int = 0


def render_answer(
    text: str,
    citations: Sequence[CitationSpan] = (),
    sentences: Sequence[SentenceSpan] = (),
) -> SafeString:
    """Return `text` as escaped HTML, Markdown subset rendered and spans marked."""
    intervals = [_citation_interval(c) for c in citations if c.end > c.start]
    intervals += [_sentence_interval(s) for s in sentences if s.end > s.start]
    sweep = _Sweep(intervals)
    html = [_render_block(text, block, sweep) for block in _parse_blocks(text)]
    return mark_safe("\n".join(html))  # noqa: S308 - every text piece is escaped


class _Sweep:
    """The intervals overlapping each run, for runs asked in document order.

    Each interval enters once and leaves once, so a page costs time linear in its
    text and spans (asking every run about every span was quadratic: 3 s for a
    100 KB answer of 2,000 one-line paragraphs, each with a citation).
    """

    def __init__(self, intervals: list[_Interval]) -> None:
        self._waiting = sorted(intervals, key=lambda i: i.start)
        self._next = 0
        self._live: list[_Interval] = []

    def overlapping(self, start: int, end: int) -> list[_Interval]:
        while self._next < len(self._waiting) and self._waiting[self._next].start < end:
            self._live.append(self._waiting[self._next])
            self._next += 1
        self._live = [i for i in self._live if i.end > start]
        return [i for i in self._live if i.start < end]


def diagnosis_words(
    diagnosis: str | None,
    *,
    law_label: str | None,
    article_no: int | None,
    suggested_label: str | None,
) -> str:
    """Return what is wrong with an unsupported citation, in a sentence."""
    article = f"Article {article_no}" if article_no is not None else "This article"
    # CASE 1: the law's other articles were there, this one was not.
    if diagnosis == "article_not_in_evidence":
        of_law = f" of {law_label}" if law_label else ""
        return f"{article}{of_law} was not among the passages the model saw"
    # CASE 2: the article was there, filed under another law's label.
    if diagnosis == "label_mismatch":
        return (
            f"{article} is in the evidence under “{suggested_label}”, not “{law_label}”"
        )
    if diagnosis == "law_not_in_evidence":
        return f"No passage of {law_label} was among the passages the model saw"
    if diagnosis == "ambiguous":
        return f"No law is named, and more than one law in the evidence has {article}"
    if diagnosis == "malformed":
        return "This citation could not be read as a law and an article"
    return ""


# --- spans -----------------------------------------------------------------------


def _citation_attrs(citation: CitationSpan, css_class: str) -> str:
    return format_html(
        '<mark class="{}" data-status="{}" data-diagnosis="{}" data-article="{}"'
        ' data-check-id="{}" data-chunk="{}" tabindex="0" title="{}">',
        css_class,
        citation.status,
        citation.diagnosis,
        "" if citation.article is None else citation.article,
        "" if citation.check_id is None else citation.check_id,
        citation.chunk_dom_id,
        citation.title,
    )


def _citation_interval(citation: CitationSpan) -> _Interval:
    after = ""
    if citation.note:
        after = format_html(
            '<span class="diagnosis" id="diagnosis-{}">{}</span>',
            "" if citation.check_id is None else citation.check_id,
            citation.note,
        )
    return _Interval(
        start=citation.start,
        end=citation.end,
        rank=_RANK_CITATION,
        open_tag=_citation_attrs(citation, "citation"),
        close_tag="</mark>",
        reopen_tag=_citation_attrs(citation, "citation-part"),
        after=after,
    )


def _sentence_interval(sentence: SentenceSpan) -> _Interval:
    sentence_id = "" if sentence.sentence_id is None else sentence.sentence_id
    template = (
        '<span class="{}" data-status="unverified" data-sentence-id="{}"'
        ' title="Unverified: this claim cites no source">'
    )
    return _Interval(
        start=sentence.start,
        end=sentence.end,
        rank=_RANK_SENTENCE,
        open_tag=format_html(template, "uncited", sentence_id),
        close_tag="</span>",
        reopen_tag=format_html(template, "uncited-part", sentence_id),
    )


def _bold_intervals(text: str, start: int, end: int) -> tuple[list, list]:
    """Return the bold intervals of text[start:end] and the marker ranges to hide."""
    bold: list[_Interval] = []
    hidden: list[tuple[int, int]] = []
    for match in _BOLD.finditer(text, start, end):
        inner_start, inner_end = match.span("inner")
        bold.append(
            _Interval(
                inner_start,
                inner_end,
                _RANK_STRONG,
                "<strong>",
                "</strong>",
                "<strong>",
            )
        )
        hidden += [(match.start(), inner_start), (inner_end, match.end())]
    return bold, hidden


# --- blocks ----------------------------------------------------------------------


def _parse_blocks(text: str) -> list[_Block]:
    """Split text into blocks, each a list of runs of (start, end) line segments."""
    blocks: list[_Block] = []
    current: _Block | None = None  # the paragraph or list a plain line continues
    for line in _LINE.finditer(text):
        if not line.group():
            break
        start = line.start()
        end = start + len(line.group().rstrip("\n").rstrip("\r"))
        content = text[start:end]
        if not content.strip():
            current = None
            continue
        heading = _HEADING.match(content)
        item = _BULLET.match(content) or _ORDERED.match(content)
        # CASE 1: a heading is a block of its own.
        if heading:
            level = min(len(heading.group("marks")) + 2, 6)
            blocks.append(
                _Block(f"h{level}", [[_strip(text, start + heading.end(), end)]])
            )
            current = None
        # CASE 2: a list item starts a list, continues one of the same kind, or
        # (indented under an item) nests inside it, whatever its kind.
        elif item:
            tag = "ol" if item.re is _ORDERED else "ul"
            number = int(item.group("number")) if tag == "ol" else 1
            indent = _indent(content)
            nested = (
                current is not None and current.items and indent > current.base_indent
            )
            if not nested and (current is None or current.tag != tag):
                current = _Block(tag, start_number=number, base_indent=indent)
                blocks.append(current)
            assert current is not None
            depth = _depth(current, indent)
            current.items.append((depth, tag, number))
            current.runs.append([_strip(text, start + item.end(), end)])
        # CASE 3: a plain line continues a paragraph or the last list item.
        elif current is not None:
            current.runs[-1].append(_strip(text, start, end))
        else:
            current = _Block("p", [[_strip(text, start, end)]])
            blocks.append(current)
    return blocks


def _indent(line: str) -> int:
    stripped = line.lstrip(" \t")
    return len(line[: len(line) - len(stripped)].expandtabs(4))


def _depth(block: _Block, indent: int) -> int:
    """Two spaces of indent a level, never more than one level below the last item."""
    if not block.items:
        return 0
    return max(0, min((indent - block.base_indent) // 2, block.items[-1][0] + 1))


def _strip(text: str, start: int, end: int) -> tuple[int, int]:
    segment = text[start:end]
    left = len(segment) - len(segment.lstrip())
    right = len(segment) - len(segment.rstrip())
    return start + left, max(start + left, end - right)


def _render_block(text: str, block: _Block, intervals: _Sweep) -> str:
    if block.tag in ("ul", "ol"):
        return _render_list(text, block, intervals)
    inner = _render_run(text, block.runs[0], intervals)
    return f'<{block.tag} dir="auto">{inner}</{block.tag}>'


def _render_list(text: str, block: _Block, intervals: _Sweep) -> str:
    """Render list items, nesting each deeper item's list inside the item above it."""
    out: list[str] = []
    open_lists: list[tuple[int, str]] = []  # (depth, tag), outermost first
    for (depth, tag, number), run in zip(block.items, block.runs, strict=True):
        while open_lists and open_lists[-1][0] > depth:
            out.append(f"</li></{open_lists.pop()[1]}>")
        if open_lists and open_lists[-1] == (depth, tag):
            out.append("</li>")
        else:
            if open_lists and open_lists[-1][0] == depth:
                # Same depth, other kind of list: the first one ends here.
                out.append(f"</li></{open_lists.pop()[1]}>")
            start = f' start="{number}"' if tag == "ol" and number != 1 else ""
            out.append(f"<{tag}{start}>")
            open_lists.append((depth, tag))
        out.append(f'<li dir="auto">{_render_run(text, run, intervals)}')
    out.extend(f"</li></{tag}>" for _, tag in reversed(open_lists))
    return "".join(out)


# --- inline ----------------------------------------------------------------------


def _clip(interval: _Interval, start: int, end: int) -> _Interval | None:
    if interval.end <= start or interval.start >= end:
        return None
    clipped = interval
    if interval.start < start:
        clipped = replace(clipped, start=start, open_tag=interval.reopen_tag)
    if interval.end > end:
        clipped = replace(clipped, end=end, after="")
    return clipped


def _render_run(text: str, segments: list[tuple[int, int]], intervals: _Sweep) -> str:
    """Render the lines of one paragraph, heading or list item, tags kept nested."""
    run_start, run_end = segments[0][0], segments[-1][1]
    overlapping = intervals.overlapping(run_start, run_end)
    active = [c for i in overlapping if (c := _clip(i, run_start, run_end))]
    hidden: list[tuple[int, int]] = []
    for seg_start, seg_end in segments:
        bold, markers = _bold_intervals(text, seg_start, seg_end)
        active += bold
        hidden += markers
    breaks = {seg_end for seg_start, seg_end in segments[:-1]}
    points = {run_start, run_end}
    points.update(p for seg in segments for p in seg)
    points.update(p for rng in hidden for p in rng)
    points.update(p for i in active for p in (i.start, i.end))
    out: list[str] = []
    stack: list[_Interval] = []
    ordered = sorted(points)
    opening_at: dict[int, list[_Interval]] = {}
    for interval in sorted(active, key=lambda i: (-i.end, i.rank)):
        opening_at.setdefault(interval.start, []).append(interval)
    pieces = _Pieces(text, segments, hidden, breaks)
    for here, following in zip(ordered, ordered[1:] + [run_end], strict=True):
        _close_ending(here, stack, out)
        for interval in opening_at.get(here, ()):
            stack.append(interval)
            out.append(interval.open_tag)
        out.append(pieces.between(here, following))
    _close_ending(run_end + 1, stack, out)
    return "".join(out)


def _close_ending(here: int, stack: list[_Interval], out: list[str]) -> None:
    """Close every element ending at `here`, closing and reopening any inside it."""
    if not any(i.end <= here for i in stack):
        return
    reopen: list[_Interval] = []
    while any(i.end <= here for i in stack):
        top = stack.pop()
        out.append(top.close_tag)
        if top.end <= here:
            out.append(top.after)
        else:
            reopen.append(top)
    for interval in reversed(reopen):
        stack.append(interval)
        out.append(interval.reopen_tag)


class _Pieces:
    """The escaped visible text between two points of a run, found by bisection."""

    def __init__(
        self,
        text: str,
        segments: list[tuple[int, int]],
        hidden: list[tuple[int, int]],
        breaks: set[int],
    ) -> None:
        self.text = text
        self.segments = segments  # in order, disjoint
        self.segment_starts = [start for start, _ in segments]
        self.hidden = sorted(hidden)  # bold markers: disjoint
        self.hidden_starts = [start for start, _ in self.hidden]
        self.breaks = breaks

    def between(self, start: int, end: int) -> str:
        """Return the text of [start, end): all of it, a line break, or nothing."""
        if start >= end:
            return ""
        if _inside(start, self.hidden, self.hidden_starts):
            return ""
        if _inside(start, self.segments, self.segment_starts):
            return escape(self.text[start:end])
        return "\n" if start in self.breaks else ""


def _inside(point: int, ranges: list[tuple[int, int]], starts: list[int]) -> bool:
    """Whether point is in one of the sorted, disjoint [start, end) ranges."""
    index = bisect_right(starts, point) - 1
    return index >= 0 and point < ranges[index][1]
