"""The live app for client and integration tests: a real server, a real token.

Tasks run inline in the live server's thread (no worker is listening on this
test's broker), so an answer posted over HTTP is verified before the response
returns. Redis is this process's own LocMem cache, so rate-limit windows of other
test runs sharing Redis never leak in.
"""

from __future__ import annotations

import pytest


@pytest.fixture
def live_app(live_server, settings, transactional_db):
    """The live server's base URL, with tasks inline and a private cache."""
    from django.core.cache import cache

    from config.celery import app

    settings.CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    }
    cache.clear()
    before = app.conf.task_always_eager
    app.conf.task_always_eager = True
    yield live_server.url
    app.conf.task_always_eager = before


@pytest.fixture
def source_token(live_app):
    """A real bearer token for the source `assistant`."""
    from foundations.actors import Actor
    from verification.services.tokens import api_token_create

    _, plaintext = api_token_create(
        source_name="assistant", actor=Actor.system("tests")
    )
    return plaintext
