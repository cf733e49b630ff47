"""Fixtures for the security tests."""

from __future__ import annotations

import pytest

from reviewer.accounts.services import login_failures_reset


@pytest.fixture(autouse=True)
def _forget_login_failures():
    """Failed sign-ins are counted in the shared cache: leave no lockout behind.

    Only these keys are deleted; flushing the Redis database would also drop other
    test runs' broker queues.
    """
    yield
    login_failures_reset(ip="127.0.0.1")
