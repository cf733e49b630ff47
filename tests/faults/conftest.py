"""Real-worker fixtures for the fault tests (defined in tests/support)."""

from tests.support.fixtures import *  # noqa: F403
