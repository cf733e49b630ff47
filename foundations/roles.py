"""Roles are Django groups; a view states which roles may use it.

`reviewer` triages and decides; `senior_reviewer` also settles escalated answers;
`qa` annotates the verifier's mistakes but never decides; `admin` sees the audit
history and manages aliases and tokens. Superusers hold every role.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse

REVIEWER = "reviewer"
SENIOR_REVIEWER = "senior_reviewer"
QA = "qa"
ADMIN = "admin"
ALL_ROLES = (REVIEWER, SENIOR_REVIEWER, QA, ADMIN)
# Who may open the reviewer's desk at all (read-only for QA and admin).
DESK_ROLES = ALL_ROLES
DECIDING_ROLES = (REVIEWER, SENIOR_REVIEWER)


def user_roles(user: Any) -> frozenset[str]:
    """Return the user's roles, cached on the user object for the request."""
    if not getattr(user, "is_authenticated", False):
        return frozenset()
    cached = getattr(user, "_role_names", None)
    if cached is None:
        if user.is_superuser:
            cached = frozenset(ALL_ROLES)
        else:
            cached = frozenset(user.groups.values_list("name", flat=True)) & set(
                ALL_ROLES
            )
        user._role_names = cached
    return cached


def has_role(user: Any, *roles: str) -> bool:
    return bool(user_roles(user) & set(roles))


def role_required(*roles: str) -> Callable:
    """Require a login, then one of `roles`; anyone else gets 403."""

    def decorator(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @login_required
        @wraps(view)
        def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            if not has_role(request.user, *roles):
                raise PermissionDenied
            return view(request, *args, **kwargs)

        return wrapped

    return decorator
