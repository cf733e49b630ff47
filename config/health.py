"""`/healthz`: is the database reachable, is the broker reachable."""

from __future__ import annotations

from django.conf import settings
from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from .celery import app as celery_app


def _database_ok() -> bool:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        return True
    except Exception:  # noqa: BLE001 - any failure is "not healthy"
        return False


def _broker_ok() -> bool:
    if settings.CELERY_TASK_ALWAYS_EAGER:
        return True  # eager mode: no broker is the configuration, not a fault
    try:
        with celery_app.connection_for_write() as conn:
            conn.ensure_connection(max_retries=1, timeout=2)
        return True
    except Exception:  # noqa: BLE001
        return False


@never_cache
@require_safe
def healthz(request: HttpRequest) -> JsonResponse:
    """Answer 200 when the database and the broker respond, 503 otherwise."""
    checks = {
        "database": "ok" if _database_ok() else "unavailable",
        "broker": "ok" if _broker_ok() else "unavailable",
    }
    healthy = all(value == "ok" for value in checks.values())
    return JsonResponse(
        {"status": "ok" if healthy else "unavailable", **checks},
        status=200 if healthy else 503,
    )
