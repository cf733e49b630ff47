"""Cross-cutting request handling."""

from __future__ import annotations

import logging
from collections.abc import Callable

from django.db import DatabaseError, InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse, JsonResponse

logger = logging.getLogger(__name__)

DATABASE_UNAVAILABLE = "The database is unavailable; retry shortly."
RETRY_AFTER_SECONDS = "5"


class DatabaseUnavailableMiddleware:
    """Answer 503 with Retry-After while the database is down, never a traceback.

    A client that retries will succeed once PostgreSQL is back; a 500 would tell it the
    request itself was wrong. Only connection-level errors are caught here: a failed
    query is a bug and must stay loud.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(
        self, request: HttpRequest, exception: Exception
    ) -> HttpResponse | None:
        if not _is_connection_failure(exception):
            return None
        logger.warning("database unavailable serving %s: %s", request.path, exception)
        response: HttpResponse
        if request.path.startswith("/api/"):
            response = JsonResponse({"detail": DATABASE_UNAVAILABLE}, status=503)
        else:
            response = HttpResponse(DATABASE_UNAVAILABLE, status=503)
        response["Retry-After"] = RETRY_AFTER_SECONDS
        return response


def _is_connection_failure(exception: Exception) -> bool:
    if isinstance(exception, InterfaceError | OperationalError):
        return True
    cause = exception.__cause__
    return isinstance(exception, DatabaseError) and isinstance(
        cause, InterfaceError | OperationalError
    )
