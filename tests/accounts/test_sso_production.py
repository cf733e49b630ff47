"""Production refuses a half, plain-http or mistyped SSO configuration."""

from __future__ import annotations

import pytest

from tests.security.test_deploy import _run_production, _secret

IDP = "https://login.example.com/o"
FULL = {
    "OIDC_RP_CLIENT_ID": "citation-review",
    "OIDC_RP_CLIENT_SECRET": "client-secret-from-the-idp",
    "OIDC_OP_AUTHORIZATION_ENDPOINT": f"{IDP}/authorize/",
    "OIDC_OP_TOKEN_ENDPOINT": f"{IDP}/token/",
    "OIDC_OP_USER_ENDPOINT": f"{IDP}/userinfo/",
    "OIDC_OP_JWKS_ENDPOINT": f"{IDP}/.well-known/jwks.json",
    "OIDC_ROLE_MAP": "cr-reviewers=reviewer,cr-admins=admin",
}


@pytest.mark.parametrize(
    ("env", "message"),
    [
        (
            {"OIDC_RP_CLIENT_ID": "citation-review"},
            "Single sign-on is half configured: set all of OIDC_RP_CLIENT_SECRET,",
        ),
        (
            {**FULL, "OIDC_OP_TOKEN_ENDPOINT": "http://login.example.com/o/token/"},
            "OIDC_OP_TOKEN_ENDPOINT must be an https:// URL",
        ),
        (
            {**FULL, "OIDC_ROLE_MAP": "cr-reviewers=reviewers"},
            "OIDC_ROLE_MAP maps 'cr-reviewers' to 'reviewers', which is not a role",
        ),
    ],
    ids=["half-configured", "plain-http", "unknown-role"],
)
def test_production_refuses_a_broken_sso_configuration(env, message):
    result = _run_production("print('STARTED')", SECRET_KEY=_secret(), **env)
    assert result.returncode != 0
    assert "STARTED" not in result.stdout
    assert "ImproperlyConfigured" in result.stderr
    assert message in result.stderr


def test_production_starts_with_sso_configured():
    """A complete https configuration starts, with SSO on and the map parsed."""
    result = _run_production(
        "from django.conf import settings\n"
        "print(settings.OIDC_ENABLED, sorted(settings.OIDC_ROLE_MAP.items()))",
        SECRET_KEY=_secret(),
        **FULL,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == (
        "True [('cr-admins', 'admin'), ('cr-reviewers', 'reviewer')]"
    )
