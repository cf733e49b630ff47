"""Single sign-on in a real browser against a real OpenID Connect provider.

The provider (django-oauth-toolkit, tests/support/oidc.py) runs as its own server
on loopback; Chromium clicks "Sign in with SSO", signs in there, consents, and comes
back signed in here with the role its `groups` claim maps to.
"""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from foundations.audit.models import AuditAction, AuditEvent
from reviewer.accounts.models import SsoIdentity
from reviewer.accounts.sso import SSO_MESSAGES
from tests.accounts.conftest import oidc_provider, sso  # noqa: F401, F811
from tests.browser.conftest import serious_violations

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

IDP_PASSWORD = "provider-password-1"  # noqa: S105


def sign_in_with_sso(page, provider, username: str) -> None:
    """From our sign-in page through the provider's login and consent, and back."""
    page.goto("/accounts/login/")
    page.get_by_role("link", name="Sign in with SSO").click()
    page.wait_for_url(f"{provider.url.rsplit('/o', 1)[0]}/**")
    if page.locator("#idp-username").count():  # not yet signed in at the provider
        page.fill("#idp-username", username)
        page.fill("#idp-password", IDP_PASSWORD)
        page.get_by_role("button", name="Sign in at the provider").click()
    page.get_by_role("button", name="Authorize").click()
    page.wait_for_url(f"{page.base_url}/**")
    page.wait_for_load_state("networkidle")


def roles_of(username: str) -> set[str]:
    user = get_user_model().objects.get(username=username)
    return set(user.groups.values_list("name", flat=True))


def test_sso_sign_in_creates_the_user_with_the_role_from_the_claim(page, sso, tmp_path):
    """A provider user in `cr-reviewers` arrives on the review queue as a reviewer:
    the user is created, linked to the provider's subject, and the sign-in and the
    new role are audited (the role by `system:sso`). The sign-in page keeps its
    password form beside the SSO button, and passes axe."""
    sso.set_user("alice", IDP_PASSWORD, "cr-reviewers", "unrelated-group")
    page.goto("/accounts/login/")
    assert page.locator("input[name=password]").count() == 1
    assert serious_violations(page) == []
    page.screenshot(path=str(tmp_path / "login-with-sso.png"))

    sign_in_with_sso(page, sso, "alice")

    assert page.url.rstrip("/") == page.base_url  # the queue
    assert page.locator(".topuser .username").inner_text() == "alice · reviewer"
    user = get_user_model().objects.get(username="alice")
    assert roles_of("alice") == {"reviewer"}
    assert not user.has_usable_password()
    identity = SsoIdentity.objects.get(user=user)
    assert identity.issuer == sso.url
    assert identity.last_login_at is not None
    login = AuditEvent.objects.filter(action=AuditAction.LOGIN).get()
    assert login.actor_label == "user:alice"
    role_event = AuditEvent.objects.filter(action=AuditAction.ROLE_CHANGED).get()
    assert role_event.actor_label == "system:sso"
    assert role_event.payload == {"username": "alice", "groups_added": ["reviewer"]}


def test_a_changed_claim_changes_the_role_at_the_next_sign_in(page, sso):
    """Moved from `cr-reviewers` to `cr-senior-reviewers` at the provider, the user
    is a senior reviewer (and no longer a reviewer) after signing in again, and the
    change is audited as a role change."""
    sso.set_user("bob", IDP_PASSWORD, "cr-reviewers")
    sign_in_with_sso(page, sso, "bob")
    assert roles_of("bob") == {"reviewer"}
    page.get_by_role("button", name="Log out").click()
    page.wait_for_url("**/accounts/login/")

    sso.set_user("bob", IDP_PASSWORD, "cr-senior-reviewers")
    sign_in_with_sso(page, sso, "bob")

    assert roles_of("bob") == {"senior_reviewer"}
    assert "senior reviewer" in page.locator(".topuser .username").inner_text()
    changes = [
        event.payload
        for event in AuditEvent.objects.filter(
            action=AuditAction.ROLE_CHANGED, actor_label="system:sso"
        ).order_by("id")
    ]
    assert changes == [
        {"username": "bob", "groups_added": ["reviewer"]},
        {"username": "bob", "groups_removed": ["reviewer"]},
        {"username": "bob", "groups_added": ["senior_reviewer"]},
    ]
    assert AuditEvent.objects.filter(action=AuditAction.LOGIN).count() == 2


def test_a_locked_out_account_cannot_sign_in_through_sso(page, sso, settings, tmp_path):
    """Five failed password attempts lock the username; the provider still vouches
    for the user, but the sign-in is refused with the lockout message and audited
    as a failed sign-in for that user, reason `locked_out`."""
    sso.set_user("carol", IDP_PASSWORD, "cr-reviewers")
    sign_in_with_sso(page, sso, "carol")
    page.get_by_role("button", name="Log out").click()
    page.wait_for_url("**/accounts/login/")
    carol = get_user_model().objects.get(username="carol")
    client = Client()
    for _ in range(settings.LOGIN_FAILURE_LIMIT):
        client.post("/accounts/login/", {"username": "carol", "password": "guess"})

    sign_in_with_sso(page, sso, "carol")

    assert page.url.endswith("/accounts/login/")
    assert serious_violations(page) == []
    page.screenshot(path=str(tmp_path / "sso-locked-out.png"))
    alert = page.locator("[data-sso-messages]")
    assert alert.inner_text() == SSO_MESSAGES["locked_out"]
    assert page.locator(".topuser").count() == 0
    refusal = AuditEvent.objects.filter(action=AuditAction.LOGIN_FAILED).last()
    assert refusal.payload["reason"] == "locked_out"
    assert refusal.subject_id == str(carol.pk)
    assert AuditEvent.objects.filter(action=AuditAction.LOGIN).count() == 1
