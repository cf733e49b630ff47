"""Test settings: development settings on real PostgreSQL and Redis, as CI runs them."""

from __future__ import annotations

import os

os.environ.setdefault(
    "DATABASE_URL", "postgres://postgres@127.0.0.1:5432/citation_review"
)
os.environ.setdefault("REDIS_URL", "redis://127.0.0.1:6379/15")

from .development import *  # noqa: E402,F403
from .development import CACHES, DATABASES  # noqa: E402

DATABASES["default"]["CONN_MAX_AGE"] = 0
# One test database per test run, so that two runs on one machine (a developer's and
# a helper's, say) never drop each other's database.
# Under pytest-xdist each worker is its own run: its own database and namespace.
# The variables below are set by the first process that reads these settings and
# inherited by the processes it starts (workers, live servers); an xdist worker
# inherits them from the controller, so its id is part of their names.
_XDIST_WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")
_RUN = f"{os.getpid()}{'-' + _XDIST_WORKER if _XDIST_WORKER else ''}"
DATABASES["default"]["TEST"] = {
    "NAME": os.environ.get("TEST_DATABASE_NAME", f"test_citation_review_{os.getpid()}")
}
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
# The API rate limit is exercised by its own test with a low limit.
API_RATE_LIMIT_PER_MINUTE = 100_000
# One cache namespace per test run as well: rows of two runs share primary keys, and
# the per-token rate-limit counters are keyed by them. The worker and live servers a
# run starts inherit the environment, so they share the run's namespace.
CACHES["default"]["KEY_PREFIX"] = os.environ.setdefault(
    f"TEST_CACHE_PREFIX{_XDIST_WORKER.upper()}", f"test-run-{_RUN}"
)
