"""Who is acting in this request, for events recorded where no caller passes an actor.

Services take their actor explicitly. The exceptions are Django's own writes that we
audit from signals (group membership and staff flags changed through the admin):
those signals do not know the request, so a middleware remembers it here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from django.http import HttpRequest, HttpResponse

from foundations.actors import Actor

_current_request: ContextVar[HttpRequest | None] = ContextVar(
    "audit_current_request", default=None
)

_current_actor: ContextVar[Actor | None] = ContextVar(
    "audit_current_actor", default=None
)


@contextmanager
def acting_as(actor: Actor) -> Iterator[None]:
    """Attribute signal-audited writes outside a request (a command, say) to `actor`."""
    token = _current_actor.set(actor)
    try:
        yield
    finally:
        _current_actor.reset(token)


def actor_in_context(*, default: Actor) -> Actor:
    """The actor set by `acting_as`, else the signed-in user, else `default`."""
    if (actor := _current_actor.get()) is not None:
        return actor
    request = _current_request.get()
    user: Any = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        return Actor.for_user(user)
    return default


class AuditActorMiddleware:
    """Remember the current request (after AuthenticationMiddleware)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        token = _current_request.set(request)
        try:
            return self.get_response(request)
        finally:
            _current_request.reset(token)
