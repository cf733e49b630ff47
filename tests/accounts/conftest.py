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


@pytest.fixture(scope="session")
def oidc_provider():
    yield from start_provider()


@pytest.fixture
def sso(settings, oidc_provider, live_server):
    """The live app signs in through the provider; lockout counts in this process."""
    for name, value in oidc_provider.app_settings().items():
        setattr(settings, name, value)
    settings.OIDC_ENABLED = True
    settings.OIDC_ROLE_MAP = ROLE_MAP
    settings.OIDC_ROLES_CLAIM = "groups"
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
