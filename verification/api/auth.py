"""Who is calling: one bearer token per source system, and its rate limit."""

from __future__ import annotations

import logging
import time

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest
from ninja.security import HttpBearer

from foundations.errors import TOO_MANY_REQUESTS, ApplicationError

from ..models import ApiToken
from ..services.tokens import api_token_authenticate

RATE_LIMITED = "rate limit of {limit} requests per minute exceeded for this token"

logger = logging.getLogger(__name__)


class SourceTokenAuth(HttpBearer):
    """`Authorization: Bearer TOKEN`, one token per source system."""

    def authenticate(self, request: HttpRequest, token: str) -> ApiToken | None:
        api_token = api_token_authenticate(token)
        if api_token is None:
            return None
        rate_limit_enforce(api_token)
        request.api_token = api_token  # type: ignore[attr-defined]
        return api_token


def rate_limit_enforce(token: ApiToken) -> None:
    """Count one request for `token`; raise a 429 ApplicationError past the limit."""
    # A fixed one-minute window in the shared cache: cheap, and shared by every web
    # process, which is what a per-token limit needs.
    limit = settings.API_RATE_LIMIT_PER_MINUTE
    key = f"api-rate:{token.pk}:{int(time.time() // 60)}"
    try:
        cache.add(key, 0, timeout=90)
        count = cache.incr(key)
    except ValueError:
        count = 1
    except Exception:  # noqa: BLE001 - Redis down: fail open, keep accepting answers
        logger.warning("rate-limit cache unavailable; request allowed")
        return
    if count > limit:
        raise ApplicationError(
            RATE_LIMITED.format(limit=limit),
            field="Authorization",
            status=TOO_MANY_REQUESTS,
        )


def seconds_to_next_window() -> int:
    return 60 - int(time.time()) % 60
