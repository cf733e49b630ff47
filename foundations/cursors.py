"""Opaque keyset cursors: the one codec behind every "next page" link and API cursor.

A cursor is the position of the last row a page showed, as a short list of JSON
values (a sort key and an id, say), base64url-encoded without padding. Callers check
the values' shapes themselves; anything that does not decode is an ApplicationError
naming the parameter, never a 500.
"""

from __future__ import annotations

import base64
import binascii
import json
from typing import Any

from .errors import BAD_REQUEST, ApplicationError

INVALID_CURSOR = "is not a cursor this server issued; start again from the first page"


def cursor_encode(*values: Any) -> str:
    """Return the cursor for a position given as JSON-serialisable values."""
    raw = json.dumps(list(values), separators=(",", ":"), default=str)
    return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def cursor_decode(cursor: str, *, length: int, field: str = "cursor") -> list[Any]:
    """Return the `length` values a cursor holds, or raise naming `field`."""
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        values = json.loads(base64.urlsafe_b64decode(padded.encode("ascii")))
    except (ValueError, TypeError, binascii.Error, UnicodeError) as error:
        raise cursor_invalid(field) from error
    if not isinstance(values, list) or len(values) != length:
        raise cursor_invalid(field)
    return values


def cursor_invalid(field: str = "cursor") -> ApplicationError:
    return ApplicationError(INVALID_CURSOR, field=field, status=BAD_REQUEST)
