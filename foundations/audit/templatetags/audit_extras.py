"""Template helpers for the audit pages."""

from __future__ import annotations

import json
from typing import Any

from django import template

register = template.Library()


@register.filter
def as_json(value: Any) -> str:
    """Pretty JSON as plain text: the template escapes it like any other string."""
    return json.dumps(value, indent=2, ensure_ascii=False, sort_keys=True, default=str)
