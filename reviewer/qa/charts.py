"""A tiny server-side SVG chart helper: labelled bars and lines, no legend needed.

Every chart has a <title> and <desc>, axis labels, and its values written next to the
marks, so it reads without hunting for a legend; the page puts the same numbers in a
table under it. Labels are untrusted (law labels come from answers), so every piece
of text goes through format_html.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

WIDTH = 640
LABEL_WIDTH = 200
BAR_HEIGHT = 22
GAP = 8


@dataclass(frozen=True)
class Bar:
    """One bar: a label, a value in [0, 1] (or None: no data), an interval, a note."""

    label: str
    value: float | None
    low: float | None = None
    high: float | None = None
    note: str = ""
    # Written instead of the percentage when the bar is a count or a duration
    # (value is then the bar's share of the longest one).
    display: str | None = None


def _percent(value: float | None) -> str:
    return "n/a" if value is None else f"{value * 100:.0f}%"


def bar_chart(
    title: str,
    bars: Sequence[Bar],
    *,
    axis_label: str,
    scale: tuple[str, str] = ("0%", "100%"),
) -> SafeString:
    """Return a horizontal bar chart of proportions with their intervals as whiskers.

    `scale` names the two ends of the axis when the bars are not proportions.
    """
    plot = WIDTH - LABEL_WIDTH - 120
    height = len(bars) * (BAR_HEIGHT + GAP) + 50
    rows = []
    for i, bar in enumerate(bars):
        y = 10 + i * (BAR_HEIGHT + GAP)
        rows.append(_bar_row(bar, y, plot))
    axis_y = height - 30
    return format_html(
        '<svg class="qa-chart" role="img" viewBox="0 0 {w} {h}" '
        'aria-labelledby="{tid}">'
        '<title id="{tid}">{title}</title>'
        '<line class="qa-axis" x1="{x0}" y1="{ay}" x2="{x1}" y2="{ay}"></line>'
        '<text class="qa-tick" x="{x0}" y="{ty}">{lo}</text>'
        '<text class="qa-tick" x="{x1}" y="{ty}" text-anchor="end">{hi}</text>'
        '<text class="qa-axis-label" x="{xm}" y="{ly}" text-anchor="middle">'
        "{axis}</text>{rows}</svg>",
        w=WIDTH,
        h=height,
        tid=_chart_id(title),
        title=title,
        x0=LABEL_WIDTH,
        x1=LABEL_WIDTH + plot,
        xm=LABEL_WIDTH + plot // 2,
        ay=axis_y,
        ty=axis_y + 12,
        ly=axis_y + 26,
        axis=axis_label,
        lo=scale[0],
        hi=scale[1],
        rows=mark_safe("".join(rows)),  # noqa: S308 - each row built by format_html
    )


def _bar_row(bar: Bar, y: int, plot: int) -> str:
    x0 = LABEL_WIDTH
    width = 0 if bar.value is None else round(bar.value * plot)
    whisker = ""
    if bar.low is not None and bar.high is not None:
        whisker = format_html(
            '<line class="qa-whisker" x1="{a}" y1="{y}" x2="{b}" y2="{y}"></line>',
            a=x0 + round(bar.low * plot),
            b=x0 + round(bar.high * plot),
            y=y + BAR_HEIGHT // 2,
        )
    return format_html(
        '<g><text class="qa-label" x="{lx}" y="{ty}" text-anchor="end">{label}</text>'
        '<rect class="qa-bar" x="{x0}" y="{y}" width="{w}" height="{h}"></rect>'
        '{whisker}<text class="qa-value" x="{vx}" y="{ty}">{value} {note}</text></g>',
        lx=x0 - 6,
        ty=y + BAR_HEIGHT // 2 + 4,
        label=_truncate(bar.label),
        x0=x0,
        y=y,
        w=width,
        h=BAR_HEIGHT,
        whisker=whisker,
        vx=x0 + plot + 6,
        value=_percent(bar.value) if bar.display is None else bar.display,
        note=bar.note,
    )


@dataclass(frozen=True)
class Series:
    """One line: a name (written at its last point) and a value per x position."""

    name: str
    values: Sequence[float | None]


def line_chart(
    title: str,
    x_labels: Sequence[str],
    series: Sequence[Series],
    *,
    x_axis: str,
    y_axis: str,
) -> SafeString:
    """Return a line chart of proportions over x_labels, each line named at its end."""
    left, right, top, bottom = 50, 130, 15, 50
    plot_w, plot_h = WIDTH - left - right, 200
    height = top + plot_h + bottom
    step = plot_w / max(1, len(x_labels) - 1)

    def point(i: int, value: float) -> tuple[int, int]:
        return round(left + i * step), round(top + plot_h - value * plot_h)

    parts = []
    for number, line in enumerate(series):
        points = [point(i, v) for i, v in enumerate(line.values) if v is not None]
        if not points:
            continue
        parts.append(
            format_html(
                '<polyline class="qa-line qa-line-{n}" points="{pts}"></polyline>'
                "{dots}"
                '<text class="qa-line-label qa-line-{n}" x="{x}" y="{y}">{name}</text>',
                n=number % 4,
                pts=" ".join(f"{x},{y}" for x, y in points),
                dots=format_html_join(
                    "",
                    '<circle class="qa-dot qa-line-{}" cx="{}" cy="{}" r="3"></circle>',
                    ((number % 4, x, y) for x, y in points),
                ),
                x=points[-1][0] + 6,
                y=points[-1][1] + 4,
                name=_truncate(line.name, 18),
            )
        )
    ticks = format_html_join(
        "",
        '<text class="qa-tick" x="{}" y="{}" text-anchor="middle">{}</text>',
        (
            (round(left + i * step), top + plot_h + 14, label)
            for i, label in enumerate(x_labels)
        ),
    )
    return format_html(
        '<svg class="qa-chart" role="img" viewBox="0 0 {w} {h}" '
        'aria-labelledby="{tid}"><title id="{tid}">{title}</title>'
        '<line class="qa-axis" x1="{l}" y1="{b}" x2="{r}" y2="{b}"></line>'
        '<line class="qa-axis" x1="{l}" y1="{t}" x2="{l}" y2="{b}"></line>'
        '<text class="qa-tick" x="{tx}" y="{t4}" text-anchor="end">100%</text>'
        '<text class="qa-tick" x="{tx}" y="{b}" text-anchor="end">0%</text>'
        "{ticks}"
        '<text class="qa-axis-label" x="{xm}" y="{xl}" text-anchor="middle">{xa}</text>'
        '<text class="qa-axis-label" x="12" y="{ym}" text-anchor="middle" '
        'transform="rotate(-90 12 {ym})">{ya}</text>{parts}</svg>',
        w=WIDTH,
        h=height,
        tid=_chart_id(title),
        title=title,
        l=left,
        r=left + plot_w,
        t=top,
        t4=top + 4,
        b=top + plot_h,
        tx=left - 4,
        ticks=ticks,
        xm=left + plot_w // 2,
        xl=top + plot_h + 36,
        xa=x_axis,
        ym=top + plot_h // 2,
        ya=y_axis,
        parts=mark_safe("".join(parts)),  # noqa: S308 - each part built by format_html
    )


def _truncate(text: str, limit: int = 28) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _chart_id(title: str) -> str:
    return "chart-" + "".join(c if c.isalnum() else "-" for c in title.lower())[:60]
