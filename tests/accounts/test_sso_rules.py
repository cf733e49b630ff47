"""The rules on top of a verified SSO identity (reviewer/accounts/services.py), and
SSO staying out of the way while it is not configured."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from foundations.audit.models import AuditAction, AuditEvent
from reviewer.accounts.models import SsoIdentity
from reviewer.accounts.services import (
    SSO_INACTIVE,
    SSO_NO_ROLE,
    SSO_USERNAME_TAKEN,
    login_failures_reset,
    roles_from_claims,
    sso_sign_in,
)
from reviewer.accounts.sso import audience_includes
from tests.factories import make_user, role_group

pytestmark = pytest.mark.django_db

ISSUER = "https://idp.example/o"
ROLE_MAP = {"cr-reviewers": "reviewer", "cr-qa": "qa", "cr-root": "superuser"}


@pytest.fixture(autouse=True)
def mapped(settings):
    settings.OIDC_ROLE_MAP = ROLE_MAP
    settings.OIDC_ROLES_CLAIM = "groups"
    for role in ("reviewer", "qa"):
        role_group(role)
    yield
    for name in ("dana", "erin", "frank", "grace"):
        login_failures_reset(username=name)


def claims(username: str, *groups: str, sub: str | None = None) -> dict:
    return {
        "sub": sub or f"sub-{username}",
        "preferred_username": username,
        "groups": list(groups),
    }


def last_failure() -> AuditEvent:
    return AuditEvent.objects.filter(action=AuditAction.LOGIN_FAILED).last()


def test_roles_come_only_from_mapped_claim_values(settings):
    """Unmapped provider groups are no role, a map naming a role we do not have
    grants nothing, and a space- or comma-separated string claim works like a list."""
    assert roles_from_claims({"groups": ["cr-reviewers", "staff", "cr-root"]}) == {
        "reviewer"
    }
    assert roles_from_claims({"groups": "cr-qa, cr-reviewers"}) == {"qa", "reviewer"}
    assert roles_from_claims({}) == set()
    settings.OIDC_ROLE_MAP = {}
    # With no map, a claim value that is a role's own name is that role.
    assert roles_from_claims({"groups": ["qa", "superuser"]}) == {"qa"}


def test_an_sso_identity_never_takes_over_a_local_account():
    """A provider user whose username is a local (break-glass) account's is
    refused and audited; the local account keeps its password and roles."""
    local = make_user("reviewer", username="dana")

    outcome = sso_sign_in(
        issuer=ISSUER, subject="x", claims=claims("Dana", "cr-qa"), ip="10.0.0.9"
    )

    assert (outcome.user, outcome.refusal) == (None, SSO_USERNAME_TAKEN)
    assert not SsoIdentity.objects.exists()
    local.refresh_from_db()
    assert local.has_usable_password()
    assert set(local.groups.values_list("name", flat=True)) == {"reviewer"}
    assert last_failure().payload["reason"] == SSO_USERNAME_TAKEN


def test_a_user_without_a_role_is_refused_and_loses_the_roles_they_had():
    """No account is created for a first sign-in with no role; a known user whose
    groups were all removed at the provider loses their roles (audited) and is
    refused."""
    outcome = sso_sign_in(issuer=ISSUER, subject="s1", claims=claims("erin"), ip="")
    assert outcome.refusal == SSO_NO_ROLE
    assert not get_user_model().objects.filter(username="erin").exists()

    first = sso_sign_in(
        issuer=ISSUER, subject="s2", claims=claims("frank", "cr-reviewers"), ip=""
    )
    assert first.refusal is None
    again = sso_sign_in(
        issuer=ISSUER, subject="s2", claims=claims("frank", "staff"), ip=""
    )
    assert again.refusal == SSO_NO_ROLE
    assert not first.user.groups.exists()
    removal = AuditEvent.objects.filter(action=AuditAction.ROLE_CHANGED).last()
    assert (removal.actor_label, removal.payload["groups_removed"]) == (
        "system:sso",
        ["reviewer"],
    )
    assert last_failure().subject_id == str(first.user.pk)


def test_the_identity_is_the_issuer_and_subject_not_the_username():
    """A renamed provider account is the same user; a deactivated user is refused."""
    first = sso_sign_in(
        issuer=ISSUER, subject="s3", claims=claims("grace", "cr-qa"), ip=""
    )
    renamed = sso_sign_in(
        issuer=ISSUER, subject="s3", claims=claims("grace.h", "cr-qa"), ip=""
    )
    assert renamed.user.pk == first.user.pk
    assert renamed.user.username == "grace"

    get_user_model().objects.filter(pk=first.user.pk).update(is_active=False)
    refused = sso_sign_in(
        issuer=ISSUER, subject="s3", claims=claims("grace", "cr-qa"), ip=""
    )
    assert refused.refusal == SSO_INACTIVE


def test_without_oidc_settings_there_is_no_button_and_no_sso_urls(settings):
    """SSO is off unless configured: the sign-in page has only the password form,
    and the SSO URLs answer 404."""
    settings.OIDC_ENABLED = False
    client = Client()
    page = client.get("/accounts/login/").content.decode()
    assert "Sign in with SSO" not in page
    assert client.get("/accounts/oidc/authenticate/").status_code == 404
    assert client.get("/accounts/oidc/callback/?code=a&state=b").status_code == 404


def test_a_forged_or_stale_callback_is_refused_and_audited(settings):
    """A callback whose state this browser never started is a failed sign-in (back
    to the sign-in page with a message), not an error page."""
    settings.OIDC_ENABLED = True
    settings.OIDC_OP_AUTHORIZATION_ENDPOINT = "https://idp.example/authorize"
    settings.OIDC_RP_CLIENT_ID = "client"
    client = Client()
    assert "Sign in with SSO" in client.get("/accounts/login/").content.decode()

    response = client.get("/accounts/oidc/callback/?code=a&state=forged", follow=True)

    assert response.redirect_chain[0] == ("/accounts/login/", 302)
    assert "Single sign-on did not complete" in response.content.decode()
    assert last_failure().payload["reason"] == "sso_failed"


def test_an_id_token_for_another_client_is_not_ours():
    """The id token's audience must name our client id (a string or a list)."""
    assert audience_includes({"aud": "citation-review"}, "citation-review")
    assert audience_includes({"aud": ["other", "citation-review"]}, "citation-review")
    assert not audience_includes({"aud": "other-app"}, "citation-review")
    assert not audience_includes({}, "citation-review")
    assert not audience_includes({"aud": ""}, "")
