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
# One test database per test run (each pytest-xdist worker is a run of its own), so
# that two runs on one machine (a developer's and a helper's, say) never drop each
# other's database.
DATABASES["default"]["TEST"] = {
    "NAME": os.environ.get("TEST_DATABASE_NAME", f"test_citation_review_{os.getpid()}")
}
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
# The API rate limit is exercised by its own test with a low limit.
API_RATE_LIMIT_PER_MINUTE = 100_000
# One cache namespace per test run as well: rows of two runs share primary keys, and
# the per-token rate-limit counters are keyed by them. The worker and live servers a
# run starts inherit the environment, so they share the run's namespace. An xdist
# worker inherits it from the controller too, so the worker's id is in its name.
_XDIST_WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")
CACHES["default"]["KEY_PREFIX"] = os.environ.setdefault(
    f"TEST_CACHE_PREFIX{_XDIST_WORKER.upper()}", f"test-run-{os.getpid()}"
)
