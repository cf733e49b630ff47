"""Sign-in bookkeeping: failure counting, lockout, throttling, and the audit trail;
single sign-on; and the person's own profile settings (time zone, e-mail).

Failures are counted in the shared cache, so every web process sees the same counts.
A username is locked after LOGIN_FAILURE_LIMIT failures for LOGIN_LOCKOUT_SECONDS
(an admin can lift it early: `login_unlock`). A client address is never locked:
after LOGIN_IP_FAILURE_LIMIT failures each further failure makes it wait
LOGIN_IP_BACKOFF_SECONDS * 2**(failures over the limit), capped at
LOGIN_IP_BACKOFF_MAX_SECONDS, because behind one proxy (or one office NAT) a hard
lock would lock out everyone. The username of a failed attempt is audited only as a
keyed hash: the log is immutable, and people type passwords into the username field.
"""

from __future__ import annotations

import hashlib
import math
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.core.cache import cache
from django.db import transaction
from django.utils import timezone
from django.utils.crypto import salted_hmac

from foundations.actors import Actor
from foundations.audit.context import acting_as
from foundations.audit.models import AuditAction
from foundations.audit.services import audit_record
from foundations.roles import ALL_ROLES

from .models import SsoIdentity, UserProfile

USERNAME_MAX = 150
LOCKED_OUT = "locked_out"
THROTTLED = "throttled"
BAD_CREDENTIALS = "bad_credentials"
# Changing this salt (or LOGIN_AUDIT_HASH_KEY / SECRET_KEY) changes every hash: the
# same username then hashes differently before and after.
_USERNAME_HASH_SALT = "citation-review.login-audit.username"


def username_audit_hash(username: Any) -> str:
    """HMAC-SHA256 of the normalised username under the login-audit key.

    Two failed attempts with one username share a hash (so a spray shows), an admin
    who knows a username can compute its hash to search the log, and nobody who
    reads the log learns what was typed.
    """
    normalised = _clean_username(username).strip().lower()
    return salted_hmac(
        _USERNAME_HASH_SALT,
        normalised,
        secret=settings.LOGIN_AUDIT_HASH_KEY or None,
        algorithm="sha256",
    ).hexdigest()


def _username_key(username: str) -> str:
    digest = hashlib.sha256(username.strip().lower().encode("utf-8")).hexdigest()
    return f"login-fail:user:{digest[:40]}"


def _ip_key(ip: str) -> str:
    return f"login-fail:ip:{ip}"


def _lock_key(key: str) -> str:
    return f"{key}:locked-until"


def _clean_username(username: Any) -> str:
    return str(username or "").replace("\x00", "\ufffd")[:USERNAME_MAX]


@dataclass(frozen=True)
class SignInBlock:
    """Why sign-in is refused right now, and for how many more seconds."""

    reason: str  # LOCKED_OUT (the account) or THROTTLED (the address)
    seconds: int


def login_block(*, username: str, ip: str) -> SignInBlock | None:
    """The account's lockout or the address's backoff in force now, if any."""
    now = time.time()
    keys = {}
    if username:
        keys[_lock_key(_username_key(username))] = LOCKED_OUT
    if ip:
        keys[_lock_key(_ip_key(ip))] = THROTTLED
    found = cache.get_many(list(keys))
    blocks = [
        SignInBlock(keys[key], math.ceil(until - now))
        for key, until in found.items()
        if until > now
    ]
    # The account's lock first: it is the one an admin can lift.
    blocks.sort(key=lambda block: (block.reason != LOCKED_OUT, -block.seconds))
    return blocks[0] if blocks else None


def login_lockout_remaining(*, username: str, ip: str) -> int:
    """Seconds until this username or address may try again; 0 when not blocked."""
    block = login_block(username=username, ip=ip)
    return block.seconds if block else 0


def _count(key: str) -> int:
    seconds = settings.LOGIN_LOCKOUT_SECONDS
    cache.add(key, 0, timeout=seconds)
    try:
        return int(cache.incr(key))
    except ValueError:  # expired between add and incr
        cache.set(key, 1, timeout=seconds)
        return 1


def _count_username_failure(username: str) -> int:
    key = _username_key(username)
    count = _count(key)
    if count >= settings.LOGIN_FAILURE_LIMIT:
        seconds = settings.LOGIN_LOCKOUT_SECONDS
        cache.set(_lock_key(key), time.time() + seconds, timeout=seconds)
    return count


def ip_backoff_seconds(failures: int) -> float:
    """How long an address waits after its `failures`-th failure (0 below the limit)."""
    over = failures - settings.LOGIN_IP_FAILURE_LIMIT
    if over < 0:
        return 0.0
    delay = settings.LOGIN_IP_BACKOFF_SECONDS * 2 ** min(over, 32)
    return float(min(delay, settings.LOGIN_IP_BACKOFF_MAX_SECONDS))


def _count_ip_failure(ip: str) -> int:
    key = _ip_key(ip)
    count = _count(key)
    delay = ip_backoff_seconds(count)
    if delay > 0:
        cache.set(_lock_key(key), time.time() + delay, timeout=math.ceil(delay))
    return count


def login_failures_reset(*, username: str = "", ip: str = "") -> None:
    """Forget the failures counted for a username and/or an address."""
    keys = []
    if username:
        keys.append(_username_key(username))
    if ip:
        keys.append(_ip_key(ip))
    cache.delete_many(keys + [_lock_key(key) for key in keys])


@transaction.atomic
def login_failure_record(
    *, username: Any, ip: str, reason: str = BAD_CREDENTIALS, user_id: Any = None
) -> int:
    """Count and audit a failed sign-in; return the username's failures so far.

    An attempt refused because of a lock or backoff is audited but not counted:
    otherwise waiting out the backoff would be impossible while someone keeps trying.
    """
    username = _clean_username(username)
    failures = 0
    if reason == BAD_CREDENTIALS:
        if username:
            failures = _count_username_failure(username)
        if ip:
            failures = max(failures, _count_ip_failure(ip))
    audit_record(
        actor=Actor.anonymous(f"anonymous@{ip}" if ip else "anonymous"),
        action=AuditAction.LOGIN_FAILED,
        subject_type="user",
        subject_id=user_id or "",
        payload={
            "username_hmac": username_audit_hash(username),
            "ip": ip,
            "reason": reason,
            "failures": failures,
        },
    )
    return failures


USER_NOT_FOUND = "no user named {username!r}"


@transaction.atomic
def login_unlock(*, user: Any, actor: Actor) -> None:
    """Lift a user's sign-in lockout before it expires (an admin decides); audited."""
    username = user.get_username()
    was_locked = login_block(username=username, ip="") is not None
    login_failures_reset(username=username)
    audit_record(
        actor=actor,
        action=AuditAction.LOGIN_UNLOCKED,
        subject_type="user",
        subject_id=user.pk,
        payload={"username": username, "was_locked": was_locked},
    )


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


# Single sign-on. The provider has checked the password; these are our own rules on
# top of its answer, so an SSO sign-in is refused, audited and counted like any other.
SSO_NO_ROLE = "sso_no_role"
SSO_USERNAME_TAKEN = "sso_username_taken"
SSO_INACTIVE = "sso_inactive"
SSO_FAILED = "sso_failed"
SSO_ACTOR = Actor.system("sso")


@dataclass(frozen=True)
class SsoSignIn:
    """The local user an SSO sign-in stands for, or why it is refused."""

    user: Any = None
    refusal: str | None = None


def roles_from_claims(claims: dict[str, Any]) -> set[str]:
    """Our roles named by the OIDC_ROLES_CLAIM claim, through OIDC_ROLE_MAP.

    The claim may be a list or one space- or comma-separated string. A value that
    the map does not name is no role: an identity provider has groups of its own.
    """
    raw = claims.get(settings.OIDC_ROLES_CLAIM) or []
    values = raw.replace(",", " ").split() if isinstance(raw, str) else raw
    mapping = settings.OIDC_ROLE_MAP or {role: role for role in ALL_ROLES}
    return {
        mapping[value]
        for value in values
        if isinstance(value, str) and mapping.get(value) in ALL_ROLES
    }


def _sso_refuse(
    *, username: str, ip: str, reason: str, user_id: Any = None
) -> SsoSignIn:
    login_failure_record(username=username, ip=ip, reason=reason, user_id=user_id)
    return SsoSignIn(refusal=reason)


@transaction.atomic
def sso_sign_in(
    *, issuer: str, subject: str, claims: dict[str, Any], ip: str
) -> SsoSignIn:
    """Find or create the user for a verified OIDC identity and set its roles.

    Refused (and audited as a failed sign-in): a username locked out after failed
    password attempts, an address in backoff, an inactive user, a new identity whose
    username is already a local account's, and an identity with no role. Roles are
    set to exactly those the claim names, each change audited as a role change by
    the actor `system:sso`; groups that are not roles are left alone.
    """
    user_model = get_user_model()
    identity = (
        SsoIdentity.objects.select_for_update()
        .select_related("user")
        .filter(issuer=issuer, subject=subject)
        .first()
    )
    if identity is None:
        username = _clean_username(claims.get(settings.OIDC_USERNAME_CLAIM)).strip()
        if not username:
            username = (
                "sso-"
                + hashlib.sha256(f"{issuer}\n{subject}".encode()).hexdigest()[:16]
            )
    else:
        username = identity.user.get_username()
    block = login_block(username=username, ip=ip)
    if block is not None:
        return _sso_refuse(
            username=username,
            ip=ip,
            reason=block.reason,
            user_id=identity.user.pk if identity else None,
        )
    roles = roles_from_claims(claims)
    if identity is None:
        if user_model.objects.filter(username__iexact=username).exists():
            # A local account (a break-glass admin, say) is never taken over by an
            # identity provider account that happens to share its name.
            return _sso_refuse(username=username, ip=ip, reason=SSO_USERNAME_TAKEN)
        if not roles:
            return _sso_refuse(username=username, ip=ip, reason=SSO_NO_ROLE)
        user = user_model(username=username)
        user.set_unusable_password()  # SSO users never sign in with a password
    else:
        user = identity.user
        if not user.is_active:
            return _sso_refuse(
                username=username, ip=ip, reason=SSO_INACTIVE, user_id=user.pk
            )
    user.email = str(claims.get("email") or "")[:254]
    user.first_name = str(claims.get("given_name") or "")[:150]
    user.last_name = str(claims.get("family_name") or "")[:150]
    user.save()
    if identity is None:
        identity = SsoIdentity.objects.create(user=user, issuer=issuer, subject=subject)
    _roles_set(user, roles)
    if not roles:
        return _sso_refuse(
            username=username, ip=ip, reason=SSO_NO_ROLE, user_id=user.pk
        )
    identity.last_login_at = timezone.now()
    identity.save(update_fields=["last_login_at"])
    return SsoSignIn(user=user)


def _roles_set(user: Any, roles: set[str]) -> None:
    current = set(user.groups.filter(name__in=ALL_ROLES).values_list("name", flat=True))
    # Through the ORM, so the group-change signal audits it as every role change is.
    with acting_as(SSO_ACTOR):
        if removed := current - roles:
            user.groups.remove(*Group.objects.filter(name__in=removed))
        if added := roles - current:
            user.groups.add(
                *(Group.objects.get_or_create(name=name)[0] for name in sorted(added))
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
