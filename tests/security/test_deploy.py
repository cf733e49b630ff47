"""Production settings: hardened, refusing unsafe setups, `check --deploy` clean."""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _run_production(code: str, **env: str) -> subprocess.CompletedProcess:
    environment = {
        key: value
        for key, value in os.environ.items()
        # The browser tests' DJANGO_ALLOW_ASYNC_UNSAFE must not leak in: the deploy
        # check rightly refuses it.
        if key
        not in ("SECRET_KEY", "DEBUG", "DATABASE_URL", "DJANGO_ALLOW_ASYNC_UNSAFE")
    }
    environment.update(
        DJANGO_SETTINGS_MODULE="config.settings.production",
        DATABASE_URL="postgres://postgres@127.0.0.1:5432/citation_review",
    )
    environment.update(env)
    return subprocess.run(
        [sys.executable, "-c", "import django; django.setup()\n" + code],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
    )


def _secret() -> str:
    return secrets.token_urlsafe(60)


def test_check_deploy_reports_nothing():
    """`check --deploy` with production settings finds no warning at all."""
    result = _run_production(
        "from django.core.management import call_command\n"
        "call_command('check', deploy=True, fail_level='DEBUG')\n"
        "print('CLEAN')",
        SECRET_KEY=_secret(),
        DEBUG="false",
    )
    assert result.returncode == 0, result.stderr
    assert "CLEAN" in result.stdout
    assert "WARNING" not in result.stderr + result.stdout


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({}, "SECRET_KEY must come from the environment"),
        (
            {"SECRET_KEY": "django-insecure-development-only-never-in-production"},
            "SECRET_KEY must come from the environment",
        ),
        ({"SECRET_KEY": "short"}, "at least 50 characters"),
        ({"SECRET_KEY": "<random>", "DEBUG": "true"}, "DEBUG must be off"),
        ({"SECRET_KEY": "<random>", "DATABASE_URL": ""}, "must point at PostgreSQL"),
        (
            {"SECRET_KEY": "<random>", "DATABASE_URL": "sqlite:///db.sqlite3"},
            "must point at PostgreSQL",
        ),
        (
            {"SECRET_KEY": "<random>", "VERIFICATION_POISON_MARKER": "x"},
            "for tests only",
        ),
    ],
    ids=[
        "no-key",
        "dev-key",
        "short-key",
        "debug-on",
        "no-database",
        "sqlite",
        "poison-hook",
    ],
)
def test_production_refuses_to_start_unsafely(env, message):
    """The development key, a short key, DEBUG on or no PostgreSQL stop production."""
    if env.get("SECRET_KEY") == "<random>":
        env = {**env, "SECRET_KEY": _secret()}
    result = _run_production("print('STARTED')", **env)
    assert result.returncode != 0
    assert "STARTED" not in result.stdout
    assert "ImproperlyConfigured" in result.stderr
    assert message in result.stderr


def test_production_sends_secure_cookies_and_transport_headers():
    """Secure cookies, HSTS, DENY framing, same-origin referrers in production."""
    result = _run_production(
        "import json\nfrom django.conf import settings as s\n"
        "print(json.dumps({k: getattr(s, k) for k in ("
        "'SESSION_COOKIE_SECURE', 'CSRF_COOKIE_SECURE', 'SECURE_HSTS_SECONDS', "
        "'SECURE_SSL_REDIRECT', 'X_FRAME_OPTIONS', 'SECURE_REFERRER_POLICY', "
        "'SESSION_COOKIE_HTTPONLY', 'SESSION_COOKIE_NAME', 'DEBUG')}))",
        SECRET_KEY=_secret(),
    )
    assert result.returncode == 0, result.stderr
    values = json.loads(result.stdout.strip().splitlines()[-1])
    assert values == {
        "SESSION_COOKIE_SECURE": True,
        "CSRF_COOKIE_SECURE": True,
        "SECURE_HSTS_SECONDS": 31536000,
        "SECURE_SSL_REDIRECT": True,
        "X_FRAME_OPTIONS": "DENY",
        "SECURE_REFERRER_POLICY": "same-origin",
        "SESSION_COOKIE_HTTPONLY": True,
        "SESSION_COOKIE_NAME": "__Host-sessionid",
        "DEBUG": False,
    }
