"""Small display filters for QA figures."""

from __future__ import annotations

from django import template

register = template.Library()


@register.filter
def pct(value: float | None) -> str:
    """Format a proportion as a whole percentage, "n/a" when there is none."""
    if not isinstance(value, int | float):
        return "n/a"  # None, or a missing row the template resolved to ""
    return f"{value * 100:.0f}%"


@register.filter
def wilson(proportion) -> str:
    """Format a Proportion's 95% Wilson interval as "a–b%"."""
    interval = getattr(proportion, "interval", None)
    if not interval:
        return "n/a"
    low, high = interval
    return f"{low * 100:.0f}–{high * 100:.0f}%"


@register.filter
def kappa(value: float | None) -> str:
    return f"{value:.2f}" if isinstance(value, int | float) else "undefined"


@register.filter
def line_in(offset: int, text: str) -> int:
    """The 1-based line of a character offset in `text`: where a reader finds it."""
    return str(text).count("\n", 0, max(0, int(offset))) + 1
