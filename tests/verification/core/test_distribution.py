"""The verifier core installs on its own, without Django, and its CLI runs.

An assistant checks an answer in-process before posting it: that only works if the
core is a distribution of its own with nothing of the app behind it.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

import pytest

from verification.core import VERIFIER_VERSION

CORE = Path(__file__).resolve().parents[3] / "verification" / "core"


def test_the_distribution_version_is_the_verifier_version():
    """One version: the wheel's and the one every report records."""
    project = tomllib.loads((CORE / "pyproject.toml").read_text())["project"]
    assert project["version"] == VERIFIER_VERSION
    assert project["dependencies"] == []


@pytest.fixture(scope="module")
def fresh_env(tmp_path_factory) -> Path:
    """A new virtual environment with only the core's wheel installed."""
    root = tmp_path_factory.mktemp("core-dist")
    wheels = root / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "--quiet", "-w", str(wheels), str(CORE)],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    # The build leaves its working tree beside the sources; do not ship it in git.
    subprocess.run(["rm", "-rf", str(CORE / "build")], check=True)
    env = root / "env"
    venv.create(env, with_pip=True)
    (wheel,) = wheels.glob("citation_review_verifier-*.whl")
    subprocess.run(
        [str(env / "bin" / "python"), "-m", "pip", "install", "--quiet",
         "--no-index", str(wheel)],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    return env


def test_the_wheel_installs_without_django(fresh_env):
    """Nothing of the app comes along: no Django, no project packages."""
    python = str(fresh_env / "bin" / "python")
    probe = "import importlib.util as u; print(u.find_spec('django') is None)"
    assert subprocess.run([python, "-c", probe], capture_output=True, text=True,
                          check=True).stdout.strip() == "True"  # fmt: skip
    result = subprocess.run(
        [python, "-c", "import verification.core as c; print(c.VERIFIER_VERSION)"],
        capture_output=True, text=True, cwd=fresh_env, check=True,
    )  # fmt: skip
    assert result.stdout.strip() == VERIFIER_VERSION


def test_the_console_script_keeps_the_cli_contract(fresh_env, tmp_path):
    """`citation-verify FILE.jsonl` prints one report per line, like python -m."""
    answers = tmp_path / "answers.jsonl"
    line = {
        "id": "a1",
        "text": "Erasure is owed without undue delay under Article 17 of the GDPR.",
        "evidence": [
            {"chunk_id": "g17", "law_label": "GDPR", "article": "17",
             "text": "The data subject shall have the right to obtain erasure."}
        ],
    }  # fmt: skip
    answers.write_text(json.dumps(line) + "\n")
    result = subprocess.run(
        [str(fresh_env / "bin" / "citation-verify"), str(answers)],
        capture_output=True, text=True, cwd=tmp_path,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    (report,) = [json.loads(row) for row in result.stdout.splitlines()]
    assert report["id"] == "a1"
    assert report["citations"][0]["form"] == "prose"
    assert report["citations"][0]["status"] == "verified"
