"""One request id per unit of work, from the HTTP request into its tasks and events.

The id comes from the client's `X-Request-ID` (when it is a sane token) or is made
here; it is echoed in the response, added to every log record (`RequestIdFilter`),
sent along with every Celery task the request enqueues (config/celery.py puts it in
the task headers and binds it again in the worker), and stored on audit events.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from django.http import HttpRequest, HttpResponse

HEADER = "X-Request-ID"
# A proxy's or client's id is kept if it looks like one: never free text in logs.
_ACCEPTABLE = re.compile(r"^[A-Za-z0-9._:-]{1,64}$")

_request_id: ContextVar[str] = ContextVar("request_id", default="")


def request_id_get() -> str:
    """The id of the request or task being handled, or "" outside of one."""
    return _request_id.get()


def request_id_new() -> str:
    return uuid.uuid4().hex


def request_id_accept(value: str | None) -> str:
    """The client's id if acceptable, else a new one."""
    if value and _ACCEPTABLE.match(value):
        return value
    return request_id_new()


@contextmanager
def request_id_bound(value: str) -> Iterator[str]:
    """Run a block (a task, a command) under `value`."""
    token = _request_id.set(value)
    try:
        yield value
    finally:
        _request_id.reset(token)


def request_id_set(value: str) -> object:
    """Bind `value` until `request_id_reset(token)` (for signal pairs)."""
    return _request_id.set(value)


def request_id_reset(token: object) -> None:
    _request_id.reset(token)  # type: ignore[arg-type]


class RequestIdMiddleware:
    """Bind the request's id for its whole handling and echo it in the response."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        value = request_id_accept(request.headers.get(HEADER))
        request.request_id = value  # type: ignore[attr-defined]
        with request_id_bound(value):
            response = self.get_response(request)
        response[HEADER] = value
        return response


class RequestIdFilter:
    """Put the current request id on every log record (`record.request_id`)."""

    def filter(self, record: object) -> bool:
        if not getattr(record, "request_id", None):
            record.request_id = request_id_get()  # type: ignore[attr-defined]
        return True
