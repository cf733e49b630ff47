"""The README's "Sign in with SSO" example names real settings and works as given."""

from __future__ import annotations

import re
from pathlib import Path

from tests.security.test_deploy import _run_production, _secret

ROOT = Path(__file__).resolve().parents[2]


def readme_sso_example() -> dict[str, str]:
    """The NAME=value lines of the sh block under "### Sign in with SSO"."""
    readme = (ROOT / "README.md").read_text()
    section = readme.split("### Sign in with SSO", 1)[1]
    block = re.search(r"```sh\n(.*?)```", section, re.S).group(1)
    return dict(line.split("=", 1) for line in block.splitlines() if line.strip())


def test_the_example_is_ten_lines_of_settings_read_in_base_settings():
    """Every name in the example is read from the environment in
    config/settings/base.py (the one place settings are read)."""
    example = readme_sso_example()
    assert len(example) == 10
    base = (ROOT / "config" / "settings" / "base.py").read_text()
    unread = [
        name
        for name in example
        if not re.search(rf"""(environ\.get|env_list|env_bool)\(\s*"{name}\"""", base)
    ]
    assert unread == []


def test_production_starts_with_the_example_and_sso_on():
    """With exactly the README's lines in the environment, production starts, SSO is
    on, and the role map names our four roles."""
    result = _run_production(
        "from django.conf import settings\n"
        "print(settings.OIDC_ENABLED, settings.OIDC_ROLES_CLAIM,"
        " sorted(set(settings.OIDC_ROLE_MAP.values())))",
        SECRET_KEY=_secret(),
        **readme_sso_example(),
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [
        "True",
        "groups",
        "['admin',",
        "'qa',",
        "'reviewer',",
        "'senior_reviewer']",
    ]
