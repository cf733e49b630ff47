"""What the server refused, as exceptions that carry its field errors."""

from __future__ import annotations

from typing import Any

import httpx

from .types import FieldError


class ApiError(Exception):
    """The server refused a request: its HTTP `status`, `errors` naming the fields."""

    def __init__(
        self, message: str, *, status: int, errors: list[FieldError] | None = None
    ) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.errors: list[FieldError] = errors or []


class ValidationFailed(ApiError):
    """400, 413 or 422: a value the server cannot use; `errors` says which field."""


class Unauthorized(ApiError):
    """401: the token is missing, wrong or revoked."""


class NotFound(ApiError):
    """404: no such answer for this token's source."""


class Conflict(ApiError):
    """409: the external id is taken by an answer with different content."""


class RateLimited(ApiError):
    """429 after the retries ran out; `retry_after` is the server's advice (seconds)."""

    def __init__(
        self,
        message: str,
        *,
        status: int,
        errors: list[FieldError] | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message, status=status, errors=errors)
        self.retry_after = retry_after


class ServiceUnavailable(ApiError):
    """503 after the retries ran out (the server's database or broker is down)."""


class ReportTimeout(Exception):
    """`wait_for_report` gave up before the answer was verified."""


_BY_STATUS: dict[int, type[ApiError]] = {
    400: ValidationFailed,
    401: Unauthorized,
    404: NotFound,
    409: Conflict,
    413: ValidationFailed,
    422: ValidationFailed,
    503: ServiceUnavailable,
}


def retry_after_seconds(response: httpx.Response) -> float | None:
    """The Retry-After header in seconds, if it is a number (the server sends one)."""
    value = response.headers.get("Retry-After", "").strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        return None


def error_for(response: httpx.Response) -> ApiError:
    """The exception for a 4xx/5xx response, with the server's field errors."""
    detail: Any
    try:
        detail = response.json().get("detail")
    except (ValueError, AttributeError):
        detail = response.text or response.reason_phrase
    if isinstance(detail, list):
        errors: list[FieldError] = [
            {"field": str(item.get("field", "")), "message": str(item.get("message"))}
            for item in detail
            if isinstance(item, dict)
        ]
        message = "; ".join(f"{e['field']}: {e['message']}" for e in errors)
    else:
        errors, message = [], str(detail)
    status = response.status_code
    if status == 429:
        return RateLimited(
            message,
            status=status,
            errors=errors,
            retry_after=retry_after_seconds(response),
        )
    cls = _BY_STATUS.get(status, ApiError)
    return cls(message or f"HTTP {status}", status=status, errors=errors)
