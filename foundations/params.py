"""Integers read straight from a query string: ASCII digits in the id range only.

`str.isdigit()` is true for "²" and "١٢", and `int()` accepts the second but not the
first; a database id is also at most 2**63 - 1. A parameter that is not a plain
ASCII number in that range is treated as absent, never passed on to fail later.
(Form fields validate their own integers; this is for parameters without a form.)
"""

from __future__ import annotations

import re

MAX_ID = 2**63 - 1
_ASCII_NUMBER = re.compile(r"[0-9]{1,19}")


def id_param(value: str | None) -> int | None:
    """The positive database id `value` spells in ASCII digits, or None."""
    number = count_param(value)
    return number if number else None


def count_param(value: str | None) -> int | None:
    """The number (0 included: a size, a count) `value` spells in ASCII digits
    within the id range, or None."""
    if value is None or not _ASCII_NUMBER.fullmatch(value):
        return None
    number = int(value)
    return number if number <= MAX_ID else None
