"""Installs are reproducible: every install path reads a lock with hashes.

`make lock` (scripts/lock.sh) writes requirements/app.lock and requirements/dev.lock;
the Makefile's venv (make demo, make test, CI) and the Docker image install from them
with --require-hashes, so a new release upstream changes nothing until the lock is
refreshed on purpose.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PINNED = re.compile(r"^([A-Za-z0-9_.\-]+)==\S+ \\$", re.M)


def _locked(name: str) -> set[str]:
    text = (ROOT / "requirements" / name).read_text()
    assert "--hash=sha256:" in text
    return {package.lower().replace("_", "-") for package in PINNED.findall(text)}


def _declared(extra: str | None = None) -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    requirements = project["dependencies"] + (
        project["optional-dependencies"][extra] if extra else []
    )
    names = {re.split(r"[<>=\[ ;]", r, maxsplit=1)[0].lower() for r in requirements}
    # The core is this repository's own distribution, installed from its folder.
    return {n.replace("_", "-") for n in names} - {"citation-review-verifier"}


def test_the_app_lock_pins_every_dependency_with_hashes():
    assert _declared() <= _locked("app.lock")


def test_the_dev_lock_pins_the_app_and_its_tools_with_hashes():
    assert _declared("dev") <= _locked("dev.lock")


def test_make_and_the_image_install_from_the_locks():
    makefile = (ROOT / "Makefile").read_text()
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "--require-hashes --no-deps -r requirements/dev.lock" in makefile
    assert "--require-hashes --no-deps -r requirements/app.lock" in dockerfile
    assert "bash scripts/lock.sh" in makefile


def test_the_app_depends_on_the_core_at_the_version_it_ships():
    """`pip install .` needs the verifier: the app names its distribution, pinned to
    the version of verification/core/pyproject.toml."""
    app = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    core = tomllib.loads((ROOT / "verification/core/pyproject.toml").read_text())
    assert (
        f"citation-review-verifier=={core['project']['version']}"
        in (app["dependencies"])
    )
