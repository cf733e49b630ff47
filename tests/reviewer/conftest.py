"""Fixtures for the reviewer's desk: logged-in clients per role, a clean cache."""

from __future__ import annotations

import pytest
from django.core.cache import cache
from django.test import Client

from tests.factories import make_user

LOCAL_CACHE = {
    "default": {
        "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
        "LOCATION": "reviewer-tests",
    }
}


@pytest.fixture(autouse=True)
def _fresh_cache(settings):
    """Tab counts are cached; every test starts from the database's truth, in a
    cache of its own (Redis db 15 is shared with other suites running at once)."""
    settings.CACHES = LOCAL_CACHE
    cache.clear()
    yield
    cache.clear()


def _client_for(user) -> Client:
    client = Client()
    client.force_login(user)
    client.user = user
    return client


@pytest.fixture
def reviewer(db):
    return make_user("reviewer")


@pytest.fixture
def reviewer_client(reviewer) -> Client:
    return _client_for(reviewer)


@pytest.fixture
def other_reviewer_client(db) -> Client:
    return _client_for(make_user("reviewer"))


@pytest.fixture
def senior_client(db) -> Client:
    return _client_for(make_user("senior_reviewer"))


@pytest.fixture
def qa_client(db) -> Client:
    return _client_for(make_user("qa"))


@pytest.fixture
def admin_client_role(db) -> Client:
    return _client_for(make_user("admin"))
