"""Walk markdown-it-py's tokens for an answer, writing HTML on exact source offsets.

markdown-it-py parses; it never renders: this module walks its tokens and writes the
HTML itself through a `Writer` (see `reviewer.rendering`, which adds the marks),
because no live link, image, raw HTML or inline style may ever reach the page, and
because every character written must keep its offset in the source, which
markdown-it's tokens do not carry.

The Markdown is CommonMark plus GFM tables and strikethrough, with three rules off:
raw HTML (it shows as the text it is), entities (`&lt;` shows as typed) and link
reference definitions (a `[label]: url` line would vanish). Links and images are
never live: their text is followed by their target, as typed, in a
`span.link-target` (the stylesheet draws the ⟨ ⟩ around it). Headings move two
levels down (`#` is an h3) to nest under the page's own h1 and h2. The principle: a
reviewer sees every character the model wrote except Markdown syntax (`MARKUP`).

How offsets survive the parse, in two steps, each linear in the text:

1. Block step: content to source. An `inline` token's `content` is the text of its
   block with container prefixes (`> `, list indentation) and the block's own
   syntax removed, its lines joined by `\\n`; its `map` gives the source lines.
   Each content line is a suffix of its source line (paragraphs, code, setext
   headings; an ATX heading once its closing `#`s are cut), so one `endswith` per
   line places it. A table cell is placed from the row's start offset, recorded by
   a thin wrapper around markdown-it's table rule while the container state is
   live. Where a line does not fit (tabs expanded to spaces) the characters are
   aligned one by one from the right, and a character with no source (an expanded
   tab's extra space) is written as `synthetic`, unmarked. The result is a
   piecewise map (`_ContentMap`) from content index to source offset.
2. Inline step: children to content. markdown-it's inline tokens come in source
   order and each covers the next stretch of `content`: a cursor walks it, skipping
   the delimiter run a token names in its `markup` (`**`, `` ` ``), the backslash
   of an escape, the whitespace a line break drops. Links, images and autolinks get
   their exact source extent from wrappers around their rules.

Every element boundary is a `Writer.tag`; every visible stretch of the answer is a
`Writer.text(start, end)` in source order, so the writer can place marks by offset.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Protocol

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
_HEADING_SHIFT = 2
# What markdown-it's mdTrim strips around a table row and its cells.
_MD_TRIM = MD_TRIM_CHARS
# A blank line, in the plain fallback: "\n\n", "\n  \n".
_BLANK_LINE = re.compile(r"\n[ \t]*\n")
_INLINE_TAGS = {"em": "em", "strong": "strong", "s": "s"}


class Writer(Protocol):
    """Where the walk writes: tags, and source stretches by offset."""

    def tag(self, html: str) -> None:
        """Write an element's tag; no mark may stay open across it."""

    def void(self, html: str) -> None:
        """Write a void element (`<br>`), which marks may contain."""

    def synthetic(self, chars: str) -> None:
        """Write characters that have no source offset."""

    def text(self, start: int, end: int) -> None:
        """Write source[start:end]."""


def is_markup(chars: str) -> bool:
    """Return whether `chars` are all Markdown syntax or whitespace."""
    rest = chars.translate(_DROP_MARKUP)
    return not rest or rest.isspace()


def render_markdown(source: str, writer: Writer) -> None:
    """Write `source` (line ends already `\\n`) as HTML through `writer`."""
    _Renderer(source, writer).render(_markdown().parse(source, {}))


# --- the parser --------------------------------------------------------------------


@lru_cache(maxsize=1)
def _markdown() -> MarkdownIt:
    """Return the one parser: CommonMark, tables, strikethrough, nothing hidden."""
    # markdown-it's nesting limit (20) stays: link labels cost time in proportion
    # to it, and content nested deeper is not lost, render_answer shows it plain.
    md = MarkdownIt("commonmark", {"html": False})
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

    def emit(self, writer: Writer, content: str, start: int, end: int) -> None:
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
    head = content.split("\n", 1)[0].rstrip()
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

    def __init__(self, source: str, writer: Writer) -> None:
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

    writer: Writer
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
        extent: tuple[int, int, int] = token.meta["extent"]
        start, label_end, end = (p + base if p >= 0 else p for p in extent)
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


def render_plain(source: str, writer: Writer) -> None:
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
