"""Register the marker that names the accuracy-aims test in pytest's report."""

from __future__ import annotations

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "accuracy: scores the verifier on the labelled accuracy set against the aims "
        "of issue 10 (deselect with -m 'not accuracy')",
    )
