"""Render an answer as safe HTML: Markdown through markdown-it-py, spans marked.

Pure: raw text and spans in, a `SafeString` out, no database. The answer text is
untrusted, so every character of it passes through `escape`; the only markup in the
output is the markup this module writes. markdown-it-py parses; it never renders:
this module walks its tokens and writes the HTML itself, because no live link, image,
raw HTML or inline style may ever reach the page, and because the spans to mark are
code-point offsets into the original text, which markdown-it's tokens do not carry.

The Markdown is CommonMark plus GFM tables and strikethrough, with three rules off:
raw HTML (it shows as the text it is), entities (`&lt;` shows as typed) and link
reference definitions (a `[label]: url` line would vanish). Links and images are
never live: their text is followed by their target, as typed, in a
`span.link-target` (the stylesheet draws the ⟨ ⟩ around it). Headings move two
levels down (`#` is an h3) to nest under the page's own h1 and h2. The principle: a
reviewer sees every character the model wrote except Markdown syntax.

How offsets survive the parse, in two steps, each linear in the text:

1. Block step: content to source. An `inline` token's `content` is the text of its
   block with container prefixes (`> `, list indentation) and the block's own
   syntax removed, its lines joined by `\\n`; its `map` gives the source lines.
   Each content line is a suffix of its source line (paragraphs, code, setext
   headings; an ATX heading after its closing `#`s are cut), so one `endswith` per
   line places it. A table cell is placed from the row's start offset, recorded by
   a thin wrapper around markdown-it's table rule while the container state is
   live. Where a line does not fit (tabs expanded to spaces) the characters are
   aligned one by one from the right, and a character with no source (an expanded
   tab's extra space) is shown unmarked. The result is a piecewise map
   (`_ContentMap`) from content index to source offset.
2. Inline step: children to content. markdown-it's inline tokens come in source
   order and each covers the next stretch of `content`: a cursor walks it, skipping
   the delimiter run a token names in its `markup` (`**`, `` ` ``), the backslash
   of an escape, the whitespace a line break drops. Links, images and autolinks get
   their exact source extent from wrappers around their rules.

The writer then emits the visible source stretches in order. Marks (citations and
uncited sentences) are always innermost: an element boundary closes every open mark
and the next text reopens it, so a mark crossing `**`, a table cell or a list item
becomes pieces that share one `data-check-id`. The first piece carries the contract
class (`mark.citation`, `span.uncited`) and, for a citation, `tabindex="0"`; later
pieces are `mark.citation-part` / `span.uncited-part` and not focusable, so
`mark.citation` counts one element per citation. Crossing marks close and reopen the
same way. A citation's diagnosis note follows its last piece. A span over Markdown
syntax only (a lone `**`) has no visible character and so no mark.

Safety net: after rendering, every source character the output left out must be
Markdown syntax (`MARKUP`). If one is not, markdown-it dropped content (nesting past
its limit), and the answer is shown as plain paragraphs instead, still marked.

Offsets are code points. `\\r\\n` and `\\r` become `\\n` before parsing (as
markdown-it would), with a map back for the span offsets.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from html import escape
from typing import Any

from django.utils.safestring import SafeString, mark_safe
from markdown_it import MarkdownIt
from markdown_it.common.utils import MD_TRIM_CHARS
from markdown_it.rules_block.table import table as _table_rule
from markdown_it.rules_inline.autolink import autolink as _autolink_rule
from markdown_it.rules_inline.image import image as _image_rule
from markdown_it.rules_inline.link import link as _link_rule
from markdown_it.token import Token

# Characters Markdown syntax is made of: with whitespace, the only ones the output
# may leave out. Digits are here for ordered-list numbers (the list shows them).
MARKUP = "*_`#>|-+=~\\[]()!<:.0123456789"
_DROP_MARKUP = str.maketrans("", "", MARKUP)
# The ranks order marks opening at the same offset: lower ranks go outside.
_RANK_SENTENCE = 0
_RANK_CITATION = 1
_HEADING_SHIFT = 2
_MAX_NESTING = 100
# What markdown-it's mdTrim strips around a table row and its cells.
_MD_TRIM = MD_TRIM_CHARS
# A blank line, in the plain fallback: "\n\n", "\n  \n".
_BLANK_LINE = re.compile(r"\n[ \t]*\n")
_INLINE_TAGS = {"em": "em", "strong": "strong", "s": "s"}


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
    article: int | None = None
    check_id: int | None = None
    chunk_dom_id: str = ""
    note: str = ""
    title: str = ""
    pinpoint_dom_id: str = ""


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
    _Renderer(source, writer).render(_markdown().parse(source, {}))
    if not writer.hides_only_markup():
        writer = _Writer(source, [m.fresh() for m in marks])
        _render_plain(source, writer)
    return mark_safe(writer.finish())  # noqa: S308 - every text piece is escaped


def is_markup(chars: str) -> bool:
    """Return whether `chars` are all Markdown syntax or whitespace."""
    rest = chars.translate(_DROP_MARKUP)
    return not rest or rest.isspace()


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


# --- the parser --------------------------------------------------------------------


@lru_cache(maxsize=1)
def _markdown() -> MarkdownIt:
    """Return the one parser: CommonMark, tables, strikethrough, nothing hidden."""
    md = MarkdownIt("commonmark", {"html": False, "maxNesting": _MAX_NESTING})
    md.enable(["table", "strikethrough"])
    md.disable(["entity", "reference", "html_block", "html_inline"])
    md.block.ruler.at("table", _table_with_rows, {"alt": ["paragraph", "reference"]})
    md.inline.ruler.at("link", _with_extent(_link_rule, 1))
    md.inline.ruler.at("image", _with_extent(_image_rule, 2))
    md.inline.ruler.at("autolink", _with_extent(_autolink_rule, 0))
    return md


def _table_with_rows(state: Any, start_line: int, end_line: int, silent: bool) -> bool:
    """Run markdown-it's table rule; record where each row's text starts.

    Only inside the rule do `bMarks` still account for the containers (`> `) the
    row sits in, so the row offsets are taken here.
    """
    first = len(state.tokens)
    found: bool = _table_rule(state, start_line, end_line, silent)
    if found and not silent:
        for token in state.tokens[first:]:
            if token.type == "tr_open" and token.map:
                line = token.map[0]
                token.meta["row"] = (
                    state.bMarks[line] + state.tShift[line],
                    state.eMarks[line],
                )
    return found


def _with_extent(rule: Callable[..., bool], label_offset: int) -> Callable[..., bool]:
    """Wrap an inline rule so its opening token records its extent in the content.

    `label_offset` is where the label's "[" sits after the start ("[" 1, "![" 2);
    0 for autolinks, which have none.
    """

    def recording(state: Any, silent: bool) -> bool:
        start, first = state.pos, len(state.tokens)
        found = rule(state, silent)
        if found and not silent:
            label_end = -1
            if label_offset:
                # Found again (it restores the state): the rule keeps it to itself.
                label_end = state.md.helpers.parseLinkLabel(
                    state, start + label_offset - 1, label_offset == 1
                )
            for token in state.tokens[first:]:
                if token.type in ("link_open", "image"):
                    token.meta["extent"] = (start, label_end, state.pos)
                    break
        return found

    return recording


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
        "" if citation.article is None else str(citation.article),
        "" if citation.check_id is None else str(citation.check_id),
        citation.chunk_dom_id,
    )
    status, diagnosis, article, check_id, chunk = (escape(v) for v in values)
    pinpoint = ""
    if citation.pinpoint_dom_id:
        pinpoint = f' data-pinpoint="{escape(citation.pinpoint_dom_id)}"'
    tabindex = ' tabindex="0"' if focusable else ""
    return (
        f'<mark class="{css_class}" data-status="{status}" data-diagnosis="{diagnosis}"'
        f' data-article="{article}" data-check-id="{check_id}" data-chunk="{chunk}"'
        f'{pinpoint}{tabindex} title="{escape(citation.title)}">'
    )


def _citation_mark(
    citation: CitationSpan, order: int, to_source: Callable[[int], int]
) -> _Mark:
    note = ""
    if citation.note:
        check_id = "" if citation.check_id is None else str(citation.check_id)
        note = (
            f'<span class="diagnosis" id="diagnosis-{escape(check_id)}">'
            f"{escape(citation.note)}</span>"
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
            self.out.append(escape(self.source[here:stop]))
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


# --- content to source -------------------------------------------------------------


@dataclass
class _ContentMap:
    """A piecewise map from an inline token's content index to a source offset."""

    starts: list[int] = field(default_factory=list)
    sources: list[int] = field(default_factory=list)
    lengths: list[int] = field(default_factory=list)

    def add(self, start: int, source: int, length: int) -> None:
        if length <= 0:
            return
        if (
            self.starts
            and self.starts[-1] + self.lengths[-1] == start
            and self.sources[-1] + self.lengths[-1] == source
        ):
            self.lengths[-1] += length
            return
        self.starts.append(start)
        self.sources.append(source)
        self.lengths.append(length)

    def emit(self, writer: _Writer, content: str, start: int, end: int) -> None:
        """Write content[start:end] through the writer, as source where mapped."""
        entry = max(0, bisect_right(self.starts, start) - 1)
        here = start
        while here < end:
            if (
                entry < len(self.starts)
                and self.starts[entry] + self.lengths[entry] <= here
            ):
                entry += 1
                continue
            if entry >= len(self.starts) or self.starts[entry] > here:
                stop = (
                    end if entry >= len(self.starts) else min(end, self.starts[entry])
                )
                writer.synthetic(content[here:stop])
                here = stop
                continue
            stop = min(end, self.starts[entry] + self.lengths[entry])
            offset = self.sources[entry] + here - self.starts[entry]
            writer.text(offset, offset + stop - here)
            here = stop


def _place_line(
    cmap: _ContentMap, line: str, at: int, source: str, start: int, end: int
) -> None:
    """Map one content line (at content index `at`) onto source[start:end].

    The line is the source line's suffix, or the suffix of the line without its
    trailing blanks; failing both (a tab expanded to spaces), align from the right.
    """
    if not line:
        return
    for stop in (end, start + len(source[start:end].rstrip())):
        if stop - start >= len(line) and source.startswith(line, stop - len(line)):
            cmap.add(at, stop - len(line), len(line))
            return
    pairs: list[tuple[int, int]] = []
    index, offset = len(line) - 1, end - 1
    while index >= 0 and offset >= start:
        char, found = line[index], source[offset]
        if char == found or (char == " " and found == "\t"):
            pairs.append((at + index, offset))
            index -= 1
        offset -= 1
    for content_index, source_offset in reversed(pairs):
        cmap.add(content_index, source_offset, 1)


def _place_lines(
    cmap: _ContentMap, content: str, source: str, lines: _Lines, span: list[int]
) -> None:
    """Map content whose k-th line is a suffix of source line `span[0] + k`.

    A paragraph's content is `str.strip`ped, which drops a first line of Unicode
    blanks (U+3000) that markdown-it itself does not count as blank: skip those.
    """
    first = span[0]
    spare = span[1] - first - (content.count("\n") + 1)
    head = content.split("\n", 1)[0]
    while spare > 0 and first < len(lines.starts):
        line = source[slice(*lines.span(first))]
        if line.rstrip().endswith(head) or not is_markup(line):
            break
        first, spare = first + 1, spare - 1
    at = 0
    for k, line in enumerate(content.split("\n")):
        number = first + k
        if number >= len(lines.starts):
            return
        start, end = lines.span(number)
        _place_line(cmap, line, at, source, start, end)
        at += len(line)
        if at < len(content) and end < len(source):
            cmap.add(at, end, 1)  # the "\n" joining this line to the next
        at += 1


@dataclass
class _Lines:
    """Where each line of the source starts and ends."""

    source: str

    def __post_init__(self) -> None:
        self.starts = [0] + [m.end() for m in re.finditer("\n", self.source)]

    def span(self, number: int) -> tuple[int, int]:
        start = self.starts[number]
        if number + 1 < len(self.starts):
            return start, self.starts[number + 1] - 1
        return start, len(self.source)


def _heading_text_end(source: str, start: int, end: int) -> int:
    """Return where an ATX heading's text ends: before any closing `#` run."""
    stop = start + len(source[start:end].rstrip(" \t"))
    run = stop
    while run > start and source[run - 1] == "#":
        run -= 1
    if run < stop and (run == start or source[run - 1] in " \t"):
        stop = start + len(source[start:run].rstrip(" \t"))
    return stop


def _row_cells(source: str, start: int, end: int) -> list[tuple[int, int]]:
    """Split a table row the way markdown-it does; return each cell's source span."""
    text = source[start:end]
    lead = len(text) - len(text.lstrip(_MD_TRIM))
    stop = start + len(text.rstrip(_MD_TRIM))
    cells: list[tuple[int, int]] = []
    cell_start, escaped = start + lead, False
    for offset in range(start + lead, stop):
        char = source[offset]
        if char == "|" and not escaped:
            cells.append((cell_start, offset))
            cell_start = offset + 1
        escaped = char == "\\"
    cells.append((cell_start, stop))
    if cells and cells[0][0] == cells[0][1]:
        cells.pop(0)
    if cells and cells[-1][0] == cells[-1][1]:
        cells.pop()
    return cells


def _place_cell(
    cmap: _ContentMap, content: str, source: str, cell: tuple[int, int]
) -> None:
    """Map a cell's content (trimmed, `\\|` unescaped) onto its source span."""
    raw = source[cell[0] : cell[1]]
    lead = len(raw) - len(raw.lstrip(_MD_TRIM))
    start = cell[0] + lead
    if source.startswith(content, start):
        cmap.add(0, start, len(content))
        return
    offset = start
    for index, char in enumerate(content):
        while offset < cell[1] and source[offset] != char:
            offset += 1
        if offset >= cell[1]:
            return
        cmap.add(index, offset, 1)
        offset += 1


# --- tokens to HTML ----------------------------------------------------------------


class _Renderer:
    """Walk markdown-it's block tokens, writing HTML through the writer."""

    def __init__(self, source: str, writer: _Writer) -> None:
        self.source = source
        self.writer = writer
        self.lines = _Lines(source)
        self._row: tuple[int, int] | None = None
        self._cells: list[tuple[int, int]] = []
        self._cell = 0

    def render(self, tokens: list[Token]) -> None:
        previous: Token | None = None
        first = True
        for token in tokens:
            if token.level == 0 and token.nesting >= 0:
                if not first:
                    self.writer.tag("\n")
                first = False
            self._block(token, previous)
            previous = token

    def _block(self, token: Token, previous: Token | None) -> None:
        kind, write = token.type, self.writer.tag
        if kind == "inline":
            self._inline_block(token, previous)
        elif kind in ("paragraph_open", "paragraph_close"):
            if not token.hidden:
                write('<p dir="auto">' if token.nesting > 0 else "</p>")
        elif kind in ("heading_open", "heading_close"):
            level = min(int(token.tag[1:]) + _HEADING_SHIFT, 6)
            write(f'<h{level} dir="auto">' if token.nesting > 0 else f"</h{level}>")
        elif kind == "ordered_list_open":
            start = int(token.attrs.get("start", 1) or 1)
            write(f'<ol start="{start}">' if start != 1 else "<ol>")
        elif kind == "list_item_open":
            write('<li dir="auto">')
        elif kind == "blockquote_open":
            write('<blockquote dir="auto">')
        elif kind in ("fence", "code_block"):
            self._code(token)
        elif kind == "hr":
            write("<hr>")
        elif kind == "table_open":
            write('<div class="md-table"><table>')
        elif kind == "table_close":
            write("</table></div>")
        elif kind == "tr_open":
            self._row = token.meta.get("row")
            self._cells = _row_cells(self.source, *self._row) if self._row else []
            self._cell = 0
            write("<tr>")
        elif kind == "tr_close":
            self._extra_cells()
            write("</tr>")
        elif kind in ("th_open", "td_open"):
            align = str(token.attrs.get("style", "")).removeprefix("text-align:")
            css = f' class="align-{align}"' if align else ""
            write(f'<{token.tag}{css} dir="auto">')
        elif kind in ("th_close", "td_close"):
            self._cell += 1
            write(f"</{token.tag}>")
        elif token.nesting != 0:
            write(f"<{token.tag}>" if token.nesting > 0 else f"</{token.tag}>")

    def _inline_block(self, token: Token, previous: Token | None) -> None:
        content, cmap = token.content, _ContentMap()
        parent = previous.type if previous else ""
        if parent in ("th_open", "td_open"):
            if self._cell < len(self._cells):
                _place_cell(cmap, content, self.source, self._cells[self._cell])
        elif parent == "heading_open" and previous and previous.markup.startswith("#"):
            start, end = self.lines.span(token.map[0]) if token.map else (0, 0)
            _place_line(
                cmap,
                content,
                0,
                self.source,
                start,
                _heading_text_end(self.source, start, end),
            )
        elif token.map:
            _place_lines(cmap, content, self.source, self.lines, token.map)
        _Inline(self.writer, content, cmap).walk(token.children or [], 0)

    def _code(self, token: Token) -> None:
        write, first = self.writer.tag, token.map[0] if token.map else 0
        if token.type == "fence":
            info = token.info.strip(_MD_TRIM)
            if info:
                start, end = self.lines.span(first)
                cmap = _ContentMap()
                _place_line(cmap, info, 0, self.source, start, end)
                write('<figure class="code"><figcaption class="code-info" dir="auto">')
                cmap.emit(self.writer, info, 0, len(info))
                write("</figcaption>")
            first += 1
        write('<pre dir="ltr"><code>')
        content = token.content.removesuffix("\n")
        cmap = _ContentMap()
        _place_lines(cmap, content, self.source, self.lines, [first, first])
        cmap.emit(self.writer, content, 0, len(content))
        write("</code></pre>")
        if token.type == "fence" and token.info.strip(_MD_TRIM):
            write("</figure>")

    def _extra_cells(self) -> None:
        """Show cells past the header's count, which markdown-it drops."""
        for start, end in self._cells[self._cell :]:
            raw = self.source[start:end]
            lead = len(raw) - len(raw.lstrip(_MD_TRIM))
            self.writer.tag('<td class="extra" dir="auto">')
            self.writer.text(start + lead, start + len(raw.rstrip(_MD_TRIM)))
            self.writer.tag("</td>")


@dataclass
class _Inline:
    """Walk one inline token's children with a cursor over its content."""

    writer: _Writer
    content: str
    cmap: _ContentMap

    def walk(self, children: list[Token], position: int, base: int = 0) -> int:
        """Show `children` from content index `position`; return where they end.

        `base` is where their own parse started: an image's alt text is parsed
        apart, so the extents its links record count from the alt text's start.
        """
        index = 0
        while index < len(children):
            token = children[index]
            kind = token.type
            if kind == "text":
                position = self._text(token.content, position)
            elif kind in ("softbreak", "hardbreak"):
                newline = self.content.find("\n", position)
                if kind == "hardbreak":
                    self.writer.void("<br>")
                if newline >= 0:
                    self._show(newline, newline + 1)
                    position = newline + 1
            elif kind == "code_inline":
                position = self._code(token, position)
            elif (
                kind.endswith(("_open", "_close"))
                and kind[: kind.rfind("_")] in _INLINE_TAGS
            ):
                tag = _INLINE_TAGS[kind[: kind.rfind("_")]]
                found = self.content.find(token.markup, position)
                if found >= 0:
                    position = found + len(token.markup)
                self.writer.tag(f"<{tag}>" if token.nesting > 0 else f"</{tag}>")
            elif kind == "link_open":
                close = _matching_close(children, index)
                inside = children[index + 1 : close]
                position = self._link(token, inside, position, base)
                index = close
            elif kind == "image":
                position = self._link(token, token.children or [], position, base)
            elif token.content:
                position = self._text(token.content, position)
            index += 1
        return position

    def _show(self, start: int, end: int) -> None:
        self.cmap.emit(self.writer, self.content, start, end)

    def _text(self, text: str, position: int) -> int:
        """Show `text`, found at the cursor or just after skipped syntax."""
        if self.content.startswith(text, position):
            self._show(position, position + len(text))
            return position + len(text)
        for char in text:
            found = position
            # Only an escape's backslash or blanks a break dropped lie in between.
            while found < len(self.content) and self.content[found] != char:
                if self.content[found] not in "\\ \t\n":
                    found = -1
                    break
                found += 1
            if found < 0 or found >= len(self.content):
                self.writer.synthetic(char)
                continue
            self._show(found, found + 1)
            position = found + 1
        return position

    def _code(self, token: Token, position: int) -> int:
        opened = self.content.find(token.markup, position)
        if opened < 0:
            return self._text(token.content, position)
        start = opened + len(token.markup)
        end = _closing_backticks(self.content, token.markup, start)
        raw = self.content[start:end].replace("\n", " ")
        self.writer.tag("<code>")
        if raw == token.content:
            self._show(start, end)
        elif raw[1:-1] == token.content:
            self._show(start + 1, end - 1)
        else:
            self._text(token.content, start)
        self.writer.tag("</code>")
        return end + len(token.markup)

    def _link(
        self, token: Token, children: list[Token], position: int, base: int
    ) -> int:
        """Show a link or image as its text then its target, never as a link."""
        if "extent" not in token.meta:
            return self.walk(children, position, base)
        start, label_end, end = (
            p + base if p >= 0 else p for p in token.meta["extent"]
        )
        write = self.writer.tag
        if token.markup == "autolink":
            write('<span class="autolink" dir="ltr">')
            self._show(start + 1, end - 1)
            write("</span>")
            return end
        image = token.type == "image"
        write('<span class="image">' if image else '<span class="link-text">')
        label = start + (2 if image else 1)
        self.walk(children, label, label if image else base)
        write("</span>")
        if 0 <= label_end < end:
            target = self.content[label_end + 2 : end - 1]
            lead = len(target) - len(target.lstrip(_MD_TRIM))
            target_start = label_end + 2 + lead
            target_end = label_end + 2 + len(target.rstrip(_MD_TRIM))
            if target_end > target_start:
                write('<span class="link-target" dir="ltr">')
                self._show(target_start, target_end)
                write("</span>")
            return end
        return position


def _matching_close(children: list[Token], index: int) -> int:
    for offset in range(index + 1, len(children)):
        if children[offset].type == "link_close":
            return offset
    return len(children) - 1


def _closing_backticks(content: str, markup: str, start: int) -> int:
    """Return where the backtick run closing a code span opened by `markup` starts."""
    found = content.find(markup, start)
    while found >= 0:
        after = found + len(markup)
        if (after >= len(content) or content[after] != "`") and (
            found == start or content[found - 1] != "`"
        ):
            return found
        while after < len(content) and content[after] == "`":
            after += 1
        found = content.find(markup, after)
    return len(content)


def _render_plain(source: str, writer: _Writer) -> None:
    """Show the whole text as plain paragraphs: nothing hidden, spans still marked."""
    start = 0
    for blank in [*_BLANK_LINE.finditer(source), None]:
        end = blank.start() if blank else len(source)
        if source[start:end].strip():
            writer.tag('<p class="plain" dir="auto">')
            writer.text(start, end)
            writer.tag("</p>")
        if blank:
            start = blank.end()
