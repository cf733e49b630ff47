"""Shared fixtures. Tests run on real PostgreSQL and Redis (config.settings.test)."""

from __future__ import annotations

import pytest

# Django imports live inside the fixtures: the core verifier's tests run without
# Django at all (`-p no:django`), and this file must import there too.

# `--dist loadfile` keeps a file on one worker, so that its module fixtures are
# built once. These files have none: each test builds what it uses, and the file
# would otherwise be the longest unit of its session (the bench smoke runs, ~140 s;
# the page-by-page browser checks, ~180 s and ~130 s; the fuzz of every page).
# Their tests are handed to workers one by one instead.
SPREAD_FILES = frozenset(
    {
        "tests/bench/test_bench_smoke.py",
        "tests/browser/test_dark_mode.py",
        "tests/browser/test_phone.py",
        "tests/security/test_fuzz_inputs.py",
    }
)


@pytest.fixture
def api_token(db):
    """A (token row, plaintext) pair for the source `assistant`."""
    from foundations.actors import Actor
    from verification.services.tokens import api_token_create

    return api_token_create(source_name="assistant", actor=Actor.system("tests"))


@pytest.fixture
def api_client(api_token):
    """A test client that sends the source token on every request."""
    from django.test import Client

    _, plaintext = api_token
    return Client(HTTP_AUTHORIZATION=f"Bearer {plaintext}")


@pytest.fixture
def eager_celery():
    """Run tasks inline for a test that needs their effect but not a real worker.

    Pipeline tests never use this: they run a real worker (tests/pipeline).
    """
    from config.celery import app

    before = app.conf.task_always_eager
    app.conf.task_always_eager = True
    yield app
    app.conf.task_always_eager = before


def pytest_collection_modifyitems(config, items):
    """Run the browser tests last.

    Playwright's sync API keeps an event loop running in the main thread from the
    first browser test to the end of the session, and Django runs async views (the
    API's waiting POST) through async_to_sync, which refuses to start inside a
    running loop. Ordering the browser tests last keeps both honest in one
    session; `make test` (scripts/run_tests.sh) runs them in a session of their
    own, since xdist hands files to its workers in no fixed order.
    """
    items.sort(key=lambda item: "/tests/browser/" in str(item.path))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """`--dist loadfile`, but with each test of SPREAD_FILES a unit of its own."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class SpreadingLoadFile(LoadFileScheduling):
        # The controller sees node ids only; a file's scope is its path. Units are
        # handed out largest first (xdist's reorder), so the single tests come
        # last and fill the workers' ends.
        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            return nodeid if path in SPREAD_FILES else path

    return SpreadingLoadFile(config, log)
