"""Sign-in: audited attempts (usernames hashed), account lockout an admin can lift,
address backoff behind trusted proxies, POST-only sign-out."""

from __future__ import annotations

import io
import time
import uuid

import pytest
from django.contrib.auth.models import Group
from django.core.management import CommandError, call_command
from django.test import Client, RequestFactory, override_settings
from django.urls import reverse

from foundations.audit.models import AuditAction, AuditEvent
from reviewer.accounts.addresses import client_ip
from reviewer.accounts.forms import LOCKED_OUT_MESSAGE
from reviewer.accounts.services import (
    ip_backoff_seconds,
    login_failures_reset,
    username_audit_hash,
)
from tests.factories import PASSWORD, make_user

pytestmark = pytest.mark.django_db

LOGIN = reverse("login")


@pytest.fixture
def user():
    user = make_user("reviewer")
    yield user
    login_failures_reset(username=user.username)


@pytest.fixture
def nobody():
    """Usernames no account has, new in every run (failure counts live in Redis,
    across runs), forgotten afterwards."""
    run = uuid.uuid4().hex[:8]
    names: list[str] = []

    def name(n: int) -> str:
        names.append(f"nobody-{run}-{n}")
        return names[-1]

    yield name
    for username in names:
        login_failures_reset(username=username)


def _sign_in(client: Client, username: str, password: str):
    return client.post(LOGIN, {"username": username, "password": password})


def _last(action: str) -> AuditEvent:
    return AuditEvent.objects.filter(action=action).latest("id")


def test_sign_in_page_renders_with_csrf_and_csp():
    """The sign-in page has a CSRF token and is sent with the CSP."""
    response = Client().get(LOGIN)
    assert response.status_code == 200
    assert "csrfmiddlewaretoken" in response.content.decode()
    assert "script-src 'self'" in response["Content-Security-Policy"]


def test_sign_in_without_csrf_token_is_refused(user):
    """A form post without the CSRF token is a 403."""
    client = Client(enforce_csrf_checks=True)
    response = _sign_in(client, user.username, PASSWORD)
    assert response.status_code == 403


def test_successful_sign_in_is_audited(user):
    """A sign-in redirects to the queue and records who and from where."""
    response = _sign_in(Client(), user.username, PASSWORD)
    assert response.status_code == 302
    event = _last(AuditAction.LOGIN)
    assert event.actor_label == f"user:{user.username}"
    assert event.payload == {"ip": "127.0.0.1"}


def test_failed_sign_in_is_audited(user):
    """A wrong password re-renders the form and records a failed sign-in."""
    response = _sign_in(Client(), user.username, "wrong-password")
    assert response.status_code == 200
    event = _last(AuditAction.LOGIN_FAILED)
    assert event.payload["username_hmac"] == username_audit_hash(user.username)
    assert event.payload["reason"] == "bad_credentials"
    assert event.subject_id == str(user.pk)
    assert event.actor_type == "anonymous"


@override_settings(LOGIN_FAILURE_LIMIT=3)
def test_repeated_failures_lock_the_account_even_with_the_password(user):
    """After the limit, even the right password is refused, with a clear message."""
    client = Client()
    for _ in range(3):
        response = _sign_in(client, user.username, "wrong-password")
    assert "Sign-in is locked" in response.content.decode()

    response = _sign_in(client, user.username, PASSWORD)

    assert response.status_code == 200
    assert "_auth_user_id" not in client.session
    assert "Sign-in is locked for 15 more minute(s)" in response.content.decode()
    assert _last(AuditAction.LOGIN_FAILED).payload["reason"] == "locked_out"
    assert LOCKED_OUT_MESSAGE.startswith("Too many failed sign-in attempts")


@override_settings(LOGIN_FAILURE_LIMIT=3)
def test_lockout_counts_usernames_case_insensitively(user):
    """Changing the case of the username does not reset the count."""
    for name in (user.username.upper(), user.username, user.username.title()):
        _sign_in(Client(), name, "wrong-password")
    response = _sign_in(Client(), user.username, PASSWORD)
    assert "Sign-in is locked" in response.content.decode()


@override_settings(LOGIN_IP_FAILURE_LIMIT=4, LOGIN_IP_BACKOFF_SECONDS=60)
def test_many_usernames_from_one_address_throttle_the_address(nobody):
    """Spraying passwords over many usernames from one address makes that address
    wait before its next attempt, whatever the username."""
    other = make_user("reviewer")
    for n in range(4):
        _sign_in(Client(), nobody(n), "wrong-password")
    response = _sign_in(Client(), other.username, PASSWORD)
    assert "from your network" in response.content.decode()
    assert "_auth_user_id" not in response.wsgi_request.session
    assert _last(AuditAction.LOGIN_FAILED).payload["reason"] == "throttled"


@override_settings(
    LOGIN_IP_FAILURE_LIMIT=3,
    LOGIN_IP_BACKOFF_SECONDS=2,
    LOGIN_IP_BACKOFF_MAX_SECONDS=30,
)
def test_address_backoff_doubles_and_is_capped():
    """An address is slowed down, not locked: each failure over the limit doubles
    its wait, up to the cap; below the limit there is no wait at all."""
    assert [ip_backoff_seconds(n) for n in range(1, 10)] == [
        0,
        0,
        2,
        4,
        8,
        16,
        30,
        30,
        30,
    ]


@override_settings(LOGIN_IP_FAILURE_LIMIT=2, LOGIN_IP_BACKOFF_SECONDS=1)
def test_a_throttled_address_may_sign_in_once_the_wait_is_over(user, nobody):
    """The address's wait expires on its own: then the right password works."""
    for n in range(2):
        _sign_in(Client(), nobody(n), "wrong-password")
    assert (
        "from your network"
        in _sign_in(Client(), user.username, PASSWORD).content.decode()
    )
    time.sleep(1.2)
    assert _sign_in(Client(), user.username, PASSWORD).status_code == 302


@override_settings(LOGIN_IP_FAILURE_LIMIT=3, TRUSTED_PROXY_COUNT=1)
def test_behind_a_proxy_each_client_is_throttled_on_its_own_address(user, nobody):
    """With the proxy trusted, one client's failures do not slow down another
    client behind the same proxy (both arrive from the proxy's REMOTE_ADDR)."""
    attacker = Client(REMOTE_ADDR="10.0.0.2", HTTP_X_FORWARDED_FOR="198.51.100.7")
    for n in range(5):
        attacker.post(LOGIN, {"username": nobody(n), "password": "x"})
    colleague = Client(REMOTE_ADDR="10.0.0.2", HTTP_X_FORWARDED_FOR="203.0.113.9")
    response = colleague.post(LOGIN, {"username": user.username, "password": PASSWORD})
    assert response.status_code == 302
    assert _last(AuditAction.LOGIN).payload == {"ip": "203.0.113.9"}
    login_failures_reset(ip="198.51.100.7")


def _request(remote: str, forwarded: str | None = None):
    request = RequestFactory().get("/", REMOTE_ADDR=remote)
    if forwarded is not None:
        request.META["HTTP_X_FORWARDED_FOR"] = forwarded
    return request


@pytest.mark.parametrize(
    ("settings_", "remote", "forwarded", "expected"),
    [
        # No proxy trusted (the default): the header is whatever the client wrote.
        ({}, "198.51.100.1", "1.2.3.4", "198.51.100.1"),
        # One proxy: the address it appended, not what the client put before it.
        ({"TRUSTED_PROXY_COUNT": 1}, "10.0.0.2", "6.6.6.6, 203.0.113.5", "203.0.113.5"),
        # Two proxies: the second address from the right.
        (
            {"TRUSTED_PROXY_COUNT": 2},
            "10.0.0.3",
            "6.6.6.6, 203.0.113.5, 10.0.0.2",
            "203.0.113.5",
        ),
        # Fewer hops than proxies: the request skipped a proxy; trust nothing.
        ({"TRUSTED_PROXY_COUNT": 2}, "10.0.0.3", "203.0.113.5", "10.0.0.3"),
        # A garbage hop: REMOTE_ADDR, never the client's text.
        ({"TRUSTED_PROXY_COUNT": 1}, "10.0.0.2", "not-an-ip", "10.0.0.2"),
        # Trusted networks: the right-most address that is not a proxy.
        (
            {"TRUSTED_PROXIES": ["10.0.0.0/8"]},
            "10.0.0.2",
            "6.6.6.6, 203.0.113.5, 10.1.1.1",
            "203.0.113.5",
        ),
        # ... but only when the request really came from a trusted proxy.
        (
            {"TRUSTED_PROXIES": ["10.0.0.0/8"]},
            "198.51.100.1",
            "1.2.3.4",
            "198.51.100.1",
        ),
        ({"TRUSTED_PROXY_COUNT": 1}, "2001:db8::1", "2001:DB8::5", "2001:db8::5"),
    ],
    ids=[
        "untrusted-header",
        "one-proxy",
        "two-proxies",
        "missing-hop",
        "garbage-hop",
        "trusted-networks",
        "not-from-a-proxy",
        "ipv6",
    ],
)
def test_client_address_reads_forwarded_for_only_as_far_as_it_is_trusted(
    settings_, remote, forwarded, expected
):
    """X-Forwarded-For is read from the right, as far as configured proxies vouch."""
    with override_settings(**settings_):
        assert client_ip(_request(remote, forwarded)) == expected


def test_failed_usernames_are_never_stored_in_clear(db):
    """A password typed into the username field is kept only as a keyed hash: the
    same text always gives the same hash, but the audit row holds no trace of it."""
    typed = "Tr0ub4dor&3-my-password"
    _sign_in(Client(), typed, "whatever")
    event = _last(AuditAction.LOGIN_FAILED)
    stored = str(event.payload) + event.subject_id + event.actor_label
    assert typed not in stored and typed.lower() not in stored
    assert event.payload["username_hmac"] == username_audit_hash(typed.upper())
    with override_settings(LOGIN_AUDIT_HASH_KEY="another-key-" * 4):
        assert username_audit_hash(typed) != event.payload["username_hmac"]


@override_settings(LOGIN_FAILURE_LIMIT=2)
def test_unlock_user_command_lifts_the_lockout_and_is_audited(user):
    """`manage.py unlock_user` lets the right password in again at once."""
    for _ in range(2):
        _sign_in(Client(), user.username, "wrong-password")
    assert (
        "Sign-in is locked"
        in _sign_in(Client(), user.username, PASSWORD).content.decode()
    )

    call_command("unlock_user", user.username, stdout=io.StringIO())

    event = _last(AuditAction.LOGIN_UNLOCKED)
    assert event.subject_id == str(user.pk)
    assert event.actor_label == "system:command:unlock_user"
    assert event.payload == {"username": user.username, "was_locked": True}
    assert _sign_in(Client(), user.username, PASSWORD).status_code == 302


def test_unlock_user_command_names_an_unknown_user(db):
    """An unknown username is a clear error, not a traceback."""
    with pytest.raises(CommandError, match="no user named 'ghost'"):
        call_command("unlock_user", "ghost")


@override_settings(LOGIN_FAILURE_LIMIT=2)
def test_admin_action_unlocks_and_names_the_admin(user):
    """The user admin's "Unlock sign-in" action lifts the lock, audited as the admin."""
    boss = make_user(None, is_staff=True, is_superuser=True)
    for _ in range(2):
        _sign_in(Client(), user.username, "wrong-password")
    client = Client()
    client.force_login(boss)
    response = client.post(
        reverse("admin:auth_user_changelist"),
        {"action": "unlock_sign_in", "_selected_action": [user.pk]},
    )
    assert response.status_code == 302
    event = _last(AuditAction.LOGIN_UNLOCKED)
    assert event.actor_label == f"user:{boss.username}"
    assert _sign_in(Client(), user.username, PASSWORD).status_code == 302


@override_settings(LOGIN_FAILURE_LIMIT=2)
def test_admin_sign_in_honours_the_lockout(user):
    """The Django admin's sign-in page is locked by the same count."""
    user.is_staff = True
    user.save()
    for _ in range(2):
        _sign_in(Client(), user.username, "wrong-password")
    response = Client().post(
        reverse("admin:login"), {"username": user.username, "password": PASSWORD}
    )
    assert response.status_code == 200
    assert "Sign-in is locked" in response.content.decode()


def test_success_resets_the_username_count(user):
    """A successful sign-in forgets earlier failures of that username."""
    with override_settings(LOGIN_FAILURE_LIMIT=3):
        for _ in range(2):
            _sign_in(Client(), user.username, "wrong-password")
        assert _sign_in(Client(), user.username, PASSWORD).status_code == 302
        for _ in range(2):
            _sign_in(Client(), user.username, "wrong-password")
        assert _sign_in(Client(), user.username, PASSWORD).status_code == 302


def test_nul_in_username_is_a_failed_sign_in_not_an_error(db):
    """A username with U+0000 is refused and audited, never a 500."""
    response = _sign_in(Client(), "ad\x00min", "whatever")
    assert response.status_code == 200
    assert "_auth_user_id" not in response.wsgi_request.session
    assert _last(AuditAction.LOGIN_FAILED).payload["reason"] == "bad_credentials"


def test_sign_out_is_post_only_and_audited(user):
    """GET cannot sign out (405); POST does, and is recorded."""
    client = Client()
    client.force_login(user)
    assert client.get(reverse("logout")).status_code == 405
    response = client.post(reverse("logout"))
    assert response.status_code == 302
    assert "_auth_user_id" not in client.session
    assert _last(AuditAction.LOGOUT).actor_label == f"user:{user.username}"


@override_settings(SESSION_COOKIE_AGE=1)
def test_session_expires(user):
    """Sessions expire after SESSION_COOKIE_AGE."""
    from datetime import timedelta

    from django.contrib.sessions.models import Session
    from django.utils import timezone

    client = Client()
    client.force_login(user)
    Session.objects.update(expire_date=timezone.now() - timedelta(seconds=1))
    response = client.get(reverse("queue"))
    assert response.status_code == 302
    assert response["Location"].startswith(LOGIN)


def test_group_changes_are_audited_as_role_changes(db):
    """Adding and removing a role group records who gained or lost which role."""
    user = make_user(None)
    qa, _ = Group.objects.get_or_create(name="qa")
    user.groups.add(qa)
    assert _last(AuditAction.ROLE_CHANGED).payload["groups_added"] == ["qa"]
    user.groups.remove(qa)
    assert _last(AuditAction.ROLE_CHANGED).payload["groups_removed"] == ["qa"]
    qa.user_set.add(user)
    assert _last(AuditAction.ROLE_CHANGED).subject_id == str(user.pk)
    user.groups.clear()
    assert _last(AuditAction.ROLE_CHANGED).payload["groups_removed"] == ["qa"]


def test_superuser_flag_change_through_the_admin_names_the_admin(db):
    """Granting superuser in the admin is recorded with the admin as the actor."""
    boss = make_user(None, is_staff=True, is_superuser=True)
    target = make_user("reviewer")
    client = Client()
    client.force_login(boss)
    url = reverse("admin:auth_user_change", args=[target.pk])
    form = client.get(url).context["adminform"].form
    data = {
        key: value
        for key, value in form.initial.items()
        if value is not None and key not in ("groups", "user_permissions")
    }
    data.update(
        {
            "is_superuser": "on",
            "is_active": "on",
            "groups": [g.pk for g in target.groups.all()],
            "date_joined_0": target.date_joined.strftime("%Y-%m-%d"),
            "date_joined_1": target.date_joined.strftime("%H:%M:%S"),
        }
    )
    data.pop("date_joined", None)
    data.pop("last_login", None)
    response = client.post(url, data)
    assert response.status_code == 302, response.context["adminform"].form.errors
    event = _last(AuditAction.ROLE_CHANGED)
    assert event.actor_label == f"user:{boss.username}"
    assert event.payload["flags"] == {"is_superuser": {"from": False, "to": True}}
