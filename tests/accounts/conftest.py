"""A real OpenID Connect provider (tests/support/oidc.py) and the app pointed at it."""

from __future__ import annotations

import pytest

from tests.factories import role_group
from tests.support.oidc import start_provider

# Provider groups, as a company's directory names them, and the roles they map to.
ROLE_MAP = {
    "cr-reviewers": "reviewer",
    "cr-senior-reviewers": "senior_reviewer",
    "cr-qa": "qa",
    "cr-admins": "admin",
}


# Where the README's example points its endpoints; the tests' provider serves the
# same paths under its own address.
README_PROVIDER = "https://login.example.com/o"


def readme_settings_for(provider) -> dict[str, object]:
    """The README's "Sign in with SSO" lines, pointed at provider: the sign-ins these
    tests drive use exactly the example's claims, role map and endpoint paths."""
    from tests.accounts.test_readme_sso import readme_sso_example

    example = readme_sso_example()
    values: dict[str, object] = {
        name: value.replace(README_PROVIDER, provider.url)
        for name, value in example.items()
    }
    values["OIDC_RP_CLIENT_ID"] = provider.client_id
    values["OIDC_RP_CLIENT_SECRET"] = provider.client_secret
    # Parsed as config/settings/base.py parses it from the environment.
    values["OIDC_ROLE_MAP"] = dict(
        item.split("=", 1) for item in example["OIDC_ROLE_MAP"].split(",")
    )
    assert values["OIDC_ROLE_MAP"] == ROLE_MAP
    for name, value in provider.app_settings().items():
        assert values[name] == value, (name, values[name], value)
    return values


@pytest.fixture(scope="session")
def oidc_provider():
    yield from start_provider()


@pytest.fixture
def sso(settings, oidc_provider, live_server):
    """The live app signs in through the provider; lockout counts in this process."""
    for name, value in readme_settings_for(oidc_provider).items():
        setattr(settings, name, value)
    settings.OIDC_ENABLED = True
    # The live server runs in this process: one local-memory cache for both, and
    # no other session's Redis counts.
    settings.CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    }
    from django.core.cache import cache

    cache.clear()
    for role in ROLE_MAP.values():
        role_group(role)
    oidc_provider.set_client(f"{live_server.url}/accounts/oidc/callback/")
    return oidc_provider
