"""Every failure of the API as JSON: `{"detail": [{"field", "message"}, ...]}`.

A client fixes its payload from the field path alone (`answers[3].evidence[2].
article_no`); a database outage is a 503 with Retry-After, never a traceback.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from typing import Any

from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse
from ninja import NinjaAPI
from ninja.errors import ValidationError as NinjaValidationError

from foundations.errors import TOO_MANY_REQUESTS, ApplicationError
from foundations.middleware import DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS

from .auth import retry_after

logger = logging.getLogger(__name__)


def error_response(status: int, items: Iterable[tuple[str, str]] | str) -> HttpResponse:
    """A JSON error body: a list of {field, message}, or one sentence."""
    detail: Any = (
        items
        if isinstance(items, str)
        else [{"field": field, "message": message} for field, message in items]
    )
    return HttpResponse(
        json.dumps({"detail": detail}), status=status, content_type="application/json"
    )


def field_path(location: Iterable[Any]) -> str:
    """Render a pydantic location as `answers[3].evidence[2].article_no`."""
    path = ""
    for part in location:
        if isinstance(part, int):
            path += f"[{part}]"
        else:
            path += f".{part}" if path else str(part)
    return path


def _application_error(request: HttpRequest, exc: ApplicationError) -> HttpResponse:
    if exc.status == TOO_MANY_REQUESTS:
        response = error_response(exc.status, exc.message)
        response["Retry-After"] = retry_after(exc)
        return response
    return error_response(exc.status, exc.items)


def _database_unavailable(request: HttpRequest, exc: Exception) -> HttpResponse:
    # Ninja answers unknown exceptions itself (with a traceback under DEBUG), so the
    # 503 that DatabaseUnavailableMiddleware gives other pages is given here too.
    logger.warning("database unavailable serving %s: %s", request.path, exc)
    response = error_response(503, DATABASE_UNAVAILABLE)
    response["Retry-After"] = RETRY_AFTER_SECONDS
    return response


def _validation_error(request: HttpRequest, exc: NinjaValidationError) -> HttpResponse:
    items = []
    for error in exc.errors:
        location = [
            part for part in error.get("loc", ()) if part not in ("query", "path")
        ]
        items.append((field_path(location) or "request", error.get("msg", "invalid")))
    return error_response(422, items)


def error_handlers_install(api: NinjaAPI) -> None:
    """Answer every expected failure of `api` as a JSON error naming its field."""
    api.add_exception_handler(ApplicationError, _application_error)
    api.add_exception_handler(NinjaValidationError, _validation_error)
    api.add_exception_handler(OperationalError, _database_unavailable)
    api.add_exception_handler(InterfaceError, _database_unavailable)
