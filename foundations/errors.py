"""The one error type for a request the application refuses.

Services raise `ApplicationError` when a person (a reviewer, an admin, an API client)
asked for something the rules do not allow, or sent a value that cannot be used: the
message says why in words, `field` names the input it concerns, and `status` is the
HTTP status it means (422 for a value or a rule, 409 for a conflict with what someone
else did meanwhile, 400 for a request that cannot be read). The API turns it into a
4xx whose body names the field; views turn it into a form error or a message. Bugs are
not ApplicationErrors: they stay exceptions, and a 500, so they are seen and fixed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

BAD_REQUEST = 400
TOO_LARGE = 413
TOO_MANY_REQUESTS = 429
CONFLICT = 409
UNPROCESSABLE = 422


class ApplicationError(Exception):
    """A refused request: a `message` for people, the `field`, the HTTP `status`."""

    def __init__(
        self,
        message: str,
        *,
        field: str | None = None,
        status: int = UNPROCESSABLE,
        detail: Any = None,
    ) -> None:
        super().__init__(f"{field}: {message}" if field else message)
        self.message = message
        self.field = field
        self.status = status
        # Anything a caller may show beside the message (who holds a claim, say).
        self.detail = detail
        self.items: list[tuple[str, str]] = [(field or "request", message)]

    @classmethod
    def many(
        cls, items: Sequence[tuple[str, str]], *, status: int = UNPROCESSABLE
    ) -> ApplicationError:
        """One refusal that names several fields at once (a whole form or batch)."""
        field, message = items[0]
        error = cls(message, field=field, status=status)
        error.items = list(items)
        return error

    @property
    def is_conflict(self) -> bool:
        return self.status == CONFLICT
