"""Sign-in bookkeeping (failure counting, lockout, the audit of every attempt) and
the person's own profile settings.

Failures are counted in the shared cache per username and per client address, so
every web process sees the same counts. A username is locked after
LOGIN_FAILURE_LIMIT failures, an address after LOGIN_IP_FAILURE_LIMIT (higher:
one office shares an address), each for LOGIN_LOCKOUT_SECONDS from the first failure.
"""

from __future__ import annotations

import hashlib
import math
import time
from collections.abc import Iterable
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.db import transaction

from foundations.actors import Actor
from foundations.audit.models import AuditAction
from foundations.audit.services import audit_record

from .models import UserProfile

USERNAME_MAX = 150
LOCKED_OUT = "locked_out"
BAD_CREDENTIALS = "bad_credentials"


def _username_key(username: str) -> str:
    digest = hashlib.sha256(username.strip().lower().encode("utf-8")).hexdigest()
    return f"login-fail:user:{digest[:40]}"


def _ip_key(ip: str) -> str:
    return f"login-fail:ip:{ip}"


def _clean_username(username: Any) -> str:
    return str(username or "").replace("\x00", "\ufffd")[:USERNAME_MAX]


def login_lockout_remaining(*, username: str, ip: str) -> int:
    """Seconds until this username or address may try again; 0 when not locked."""
    now = time.time()
    locks = cache.get_many([_lock_key(key) for key, _ in _counters(username, ip)])
    return max((math.ceil(until - now) for until in locks.values()), default=0)


def _counters(username: str, ip: str) -> Iterable[tuple[str, int]]:
    if username:
        yield _username_key(username), settings.LOGIN_FAILURE_LIMIT
    if ip:
        yield _ip_key(ip), settings.LOGIN_IP_FAILURE_LIMIT


def _lock_key(key: str) -> str:
    return f"{key}:locked-until"


def _count_failure(key: str, limit: int) -> int:
    seconds = settings.LOGIN_LOCKOUT_SECONDS
    cache.add(key, 0, timeout=seconds)
    try:
        count = cache.incr(key)
    except ValueError:  # expired between add and incr
        cache.set(key, 1, timeout=seconds)
        count = 1
    if count >= limit:
        cache.set(_lock_key(key), time.time() + seconds, timeout=seconds)
    return count


def login_failures_reset(*, username: str = "", ip: str = "") -> None:
    """Forget the failures counted for a username and/or an address."""
    keys = [key for key, _ in _counters(username, ip)]
    cache.delete_many(keys + [_lock_key(key) for key in keys])


@transaction.atomic
def login_failure_record(
    *, username: Any, ip: str, reason: str = BAD_CREDENTIALS, user_id: Any = None
) -> int:
    """Count and audit a failed sign-in; return the failures counted so far."""
    username = _clean_username(username)
    failures = 0
    if reason != LOCKED_OUT:
        failures = max(
            (_count_failure(key, limit) for key, limit in _counters(username, ip)),
            default=0,
        )
    audit_record(
        actor=Actor.anonymous(f"anonymous@{ip}" if ip else "anonymous"),
        action=AuditAction.LOGIN_FAILED,
        subject_type="user",
        subject_id=user_id or "",
        payload={
            "username": username,
            "ip": ip,
            "reason": reason,
            "failures": failures,
        },
    )
    return failures


@transaction.atomic
def login_success_record(*, user: Any, ip: str) -> None:
    """Audit a sign-in and forget the username's failures (not the address's)."""
    login_failures_reset(username=user.get_username())
    _session_event(user, ip, AuditAction.LOGIN)


@transaction.atomic
def logout_record(*, user: Any, ip: str) -> None:
    _session_event(user, ip, AuditAction.LOGOUT)


def _session_event(user: Any, ip: str, action: str) -> None:
    audit_record(
        actor=Actor.for_user(user),
        action=action,
        subject_type="user",
        subject_id=user.pk,
        payload={"ip": ip},
    )


@transaction.atomic
def role_change_record(
    *,
    user: Any,
    actor: Actor,
    added: Iterable[str] = (),
    removed: Iterable[str] = (),
    flags: dict[str, dict[str, bool]] | None = None,
) -> None:
    """Audit a change of a user's groups or of their staff/superuser flags."""
    payload: dict[str, Any] = {"username": user.get_username()}
    if added:
        payload["groups_added"] = sorted(added)
    if removed:
        payload["groups_removed"] = sorted(removed)
    if flags:
        payload["flags"] = flags
    audit_record(
        actor=actor,
        action=AuditAction.ROLE_CHANGED,
        subject_type="user",
        subject_id=user.pk,
        payload=payload,
    )


# --- profile ---------------------------------------------------------------------

SESSION_TIME_ZONE_KEY = "time_zone"


def profile_time_zone(*, user: Any) -> str:
    """The user's time zone name, UTC until they choose one."""
    zone = (
        UserProfile.objects.filter(user=user)
        .values_list("time_zone", flat=True)
        .first()
    )
    return zone or "UTC"


@transaction.atomic
def profile_update(*, user: Any, time_zone: str, email: str) -> None:
    """Save the user's time zone and notification address.

    Not audited: both are the person's own display and contact preferences, and
    change nothing anyone else sees or decides.
    """
    UserProfile.objects.update_or_create(user=user, defaults={"time_zone": time_zone})
    if user.email != email:
        user.email = email
        user.save(update_fields=["email"])
