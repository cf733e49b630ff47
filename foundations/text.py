"""Text that cannot be stored: the one rule every input path applies.

PostgreSQL text holds neither U+0000 nor a lone UTF-16 surrogate (U+D800-U+DFFF),
which JSON can spell (`"\\ud800"`) but UTF-8 cannot encode: stored as is, either
fails deep inside the database driver as a 500. Input is checked for both where it
enters and refused with a message naming the field. (Form and query data cannot
carry a surrogate: Django decodes them as UTF-8, replacing what is not valid.)
"""

from __future__ import annotations

import re

NUL_CHARACTER = "must not contain NUL (\\u0000) characters"
LONE_SURROGATE = (
    "must not contain a lone UTF-16 surrogate (\\ud800-\\udfff): it is not a "
    "character and cannot be stored"
)

_SURROGATE = re.compile("[\ud800-\udfff]")


def unstorable_reason(text: str) -> str | None:
    """Why `text` cannot be stored, or None when it can."""
    if "\x00" in text:
        return NUL_CHARACTER
    if _SURROGATE.search(text):
        return LONE_SURROGATE
    return None
