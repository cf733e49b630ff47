"""Who is calling: one bearer token per source system, and its rate limit."""

from __future__ import annotations

import logging
import math
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
# The wall clock the windows are cut from (a test turns the minute with it).
_clock = time.time


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
    # A sliding one-minute window in the shared cache (shared by every web process,
    # which is what a per-token limit needs): this minute's count plus last minute's,
    # weighted by how much of last minute is still inside the past 60 seconds. A
    # plain fixed window would let a caller send twice the limit across the turn of
    # a minute, and forget a burst sent just before it.
    limit = settings.API_RATE_LIMIT_PER_MINUTE
    now = _clock()
    window = int(now // 60)
    key = f"api-rate:{token.pk}:{window}"
    try:
        cache.add(key, 0, timeout=150)
        count = cache.incr(key)
        previous = cache.get(f"api-rate:{token.pk}:{window - 1}", 0)
    except ValueError:
        count, previous = 1, 0
    except Exception:  # noqa: BLE001 - Redis down: fail open, keep accepting answers
        logger.warning("rate-limit cache unavailable; request allowed")
        return
    into_minute = now % 60
    if count + previous * (1 - into_minute / 60) > limit:
        raise ApplicationError(
            RATE_LIMITED.format(limit=limit),
            field="Authorization",
            status=TOO_MANY_REQUESTS,
            detail=retry_after_seconds(count, previous, limit, into_minute),
        )


def retry_after_seconds(
    count: int, previous: int, limit: int, into_minute: float
) -> int:
    """Seconds until one more request fits under the sliding window.

    Waiting lets last minute's share fade; once this minute's own count leaves no
    room, the next minute must come and this minute's count fade in turn. (The
    start of the next window is not enough: a caller retrying then is refused again.)
    """
    room = limit - 1  # the retry itself is counted
    if count <= room:
        fade = 60 * (1 - (room - count) / previous) if previous else 0
        return max(1, math.ceil(fade - into_minute))
    fade = 60 * (1 - room / count) if count else 0
    return max(1, math.ceil(60 - into_minute + fade))


def retry_after(error: ApplicationError) -> str:
    """The Retry-After header of a rate-limit refusal."""
    seconds = error.detail if isinstance(error.detail, int) else 60
    return str(seconds)
