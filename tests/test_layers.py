"""The layers hold: imports flow config > reviewer > verification > foundations > core.

`lint-imports` reads the contracts in pyproject.toml. Running it here, inside the suite,
means CI fails on a wrong-way import even when nobody runs `make lint`.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _lint_imports() -> subprocess.CompletedProcess[str]:
    executable = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    assert executable, "import-linter is a development dependency"
    return subprocess.run(
        [executable, "--no-cache"], cwd=ROOT, capture_output=True, text=True
    )


def test_every_import_contract_is_kept():
    """No module imports a layer above its own."""
    result = _lint_imports()
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


@pytest.mark.parametrize(
    ("package", "wrong_import"),
    [
        # A foundation importing the domain above it.
        ("foundations", "import verification.models"),
        # The core importing a third-party package (it is standard library only).
        ("verification/core", "import django"),
    ],
)
def test_a_wrong_way_import_breaks_a_contract(package, wrong_import):
    """The contracts are not vacuous: each catches an import that breaks the layers."""
    probe = ROOT / package / "_layer_probe.py"
    probe.write_text(f"{wrong_import}  # noqa: F401\n")
    try:
        result = _lint_imports()
    finally:
        probe.unlink()
    assert result.returncode != 0
    assert f"{package.replace('/', '.')}._layer_probe" in result.stdout
