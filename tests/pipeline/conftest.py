"""Real-worker fixtures for the pipeline tests (defined in tests/support)."""

from tests.support.fixtures import *  # noqa: F403
