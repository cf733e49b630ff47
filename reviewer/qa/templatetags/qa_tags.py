"""Small display filters for QA figures."""

from __future__ import annotations

from django import template

register = template.Library()


@register.filter
def pct(value: float | None) -> str:
    """Format a proportion as a whole percentage, "n/a" when there is none."""
    return "n/a" if value is None else f"{value * 100:.0f}%"


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
    return "undefined" if value is None else f"{value:.2f}"
