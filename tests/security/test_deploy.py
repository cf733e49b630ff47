"""Production settings: hardened, refusing unsafe setups, `check --deploy` clean."""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

from config import safety as production
from config.settings import base

ROOT = Path(__file__).resolve().parents[2]


def _run_production(code: str, **env: str) -> subprocess.CompletedProcess:
    environment = {
        key: value
        for key, value in os.environ.items()
        # The browser tests' DJANGO_ALLOW_ASYNC_UNSAFE must not leak in: the deploy
        # check rightly refuses it.
        if key
        not in (
            "SECRET_KEY",
            "DEBUG",
            "DATABASE_URL",
            "ALLOWED_HOSTS",
            "DJANGO_SETTINGS_MODULE",
            "VERIFICATION_POISON_MARKER",
            "DJANGO_ALLOW_ASYNC_UNSAFE",
        )
    }
    environment.update(
        DJANGO_SETTINGS_MODULE="config.settings.production",
        DATABASE_URL="postgres://postgres@127.0.0.1:5432/citation_review",
        ALLOWED_HOSTS="review.example.com",
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
        ({}, production.SECRET_KEY_MISSING),
        ({"SECRET_KEY": base.DEV_SECRET_KEY}, production.SECRET_KEY_KNOWN),
        ({"SECRET_KEY": "django-insecure-" + "x7Q" * 20}, production.SECRET_KEY_KNOWN),
        ({"SECRET_KEY": "short"}, production.SECRET_KEY_SHORT),
        ({"SECRET_KEY": "a" * 80}, production.SECRET_KEY_WEAK),
        ({"SECRET_KEY": "Xy7!pQ2z" * 8}, production.SECRET_KEY_WEAK),
        ({"SECRET_KEY": "abcdefghij" * 6}, production.SECRET_KEY_WEAK),
        ({"SECRET_KEY": "<random>", "DEBUG": "true"}, production.DEBUG_ON),
        ({"SECRET_KEY": "<random>", "ALLOWED_HOSTS": "*"}, production.HOSTS_WILDCARD),
        (
            {"SECRET_KEY": "<random>", "ALLOWED_HOSTS": "review.example.com,*"},
            production.HOSTS_WILDCARD,
        ),
        ({"SECRET_KEY": "<random>", "ALLOWED_HOSTS": ""}, production.HOSTS_MISSING),
        (
            {"SECRET_KEY": "<random>", "DATABASE_URL": ""},
            production.DATABASE_NOT_POSTGRES,
        ),
        (
            {"SECRET_KEY": "<random>", "DATABASE_URL": "sqlite:///db.sqlite3"},
            production.DATABASE_NOT_POSTGRES,
        ),
        (
            {"SECRET_KEY": "<random>", "VERIFICATION_POISON_MARKER": "x"},
            production.POISON_HOOK,
        ),
    ],
    ids=[
        "no-key",
        "dev-key",
        "insecure-prefixed-key",
        "short-key",
        "one-character-key",
        "repeated-pattern-key",
        "few-distinct-characters-key",
        "debug-on",
        "wildcard-host",
        "wildcard-among-hosts",
        "no-hosts",
        "no-database",
        "sqlite",
        "poison-hook",
    ],
)
def test_production_refuses_to_start_unsafely(env, message):
    """A missing, known or weak key, DEBUG, a wildcard host, no PostgreSQL or the
    test-only poison hook stop production at start-up: ImproperlyConfigured."""
    if env.get("SECRET_KEY") == "<random>":
        env = {**env, "SECRET_KEY": _secret()}
    result = _run_production("print('STARTED')", **env)
    assert result.returncode != 0
    assert "STARTED" not in result.stdout
    assert "ImproperlyConfigured" in result.stderr
    assert message in result.stderr


@pytest.mark.parametrize(
    "key",
    [
        secrets.token_urlsafe(64),
        secrets.token_hex(32),
        secrets.token_hex(25),  # 50 hexadecimal characters: 200 random bits
    ],
    ids=["urlsafe", "hex-64", "hex-50"],
)
def test_production_accepts_a_generated_key(key):
    """The keys the README tells you to generate pass the entropy check."""
    assert production.secret_key_problem(key) is None


@pytest.mark.parametrize(
    "entry_point",
    ["manage.py", "config/wsgi.py", "config/asgi.py", "config/celery.py"],
)
def test_every_server_entry_point_defaults_to_production(entry_point):
    """Started without DJANGO_SETTINGS_MODULE, a server gets the production settings
    (and so refuses to start unconfigured), never DEBUG and the public key."""
    source = (ROOT / entry_point).read_text()
    assert (
        'os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.production")'
        in source
    )


def test_manage_py_without_configuration_refuses_to_start():
    """`python manage.py check` with no settings module and no secret key fails."""
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DJANGO_SETTINGS_MODULE", "SECRET_KEY", "DEBUG")
    }
    result = subprocess.run(
        [sys.executable, "manage.py", "check"],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr


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


@pytest.mark.parametrize(
    ("env", "gone", "kept"),
    [
        ({"ADMIN_ENABLED": "false"}, ["/admin/", "/admin/login/"], ["/api/v1/docs"]),
        (
            {"API_DOCS_ENABLED": "false"},
            ["/api/v1/docs", "/api/v1/openapi.json"],
            ["/admin/", "/api/v1/answers"],
        ),
        ({}, [], ["/admin/", "/api/v1/docs", "/api/v1/openapi.json"]),
    ],
    ids=["admin-off", "api-docs-off", "defaults"],
)
def test_admin_and_api_docs_can_be_turned_off(env, gone, kept):
    """ADMIN_ENABLED / API_DOCS_ENABLED=false remove those URLs in production."""
    result = _run_production(
        "import json\nfrom django.urls import resolve, Resolver404\n"
        "def found(path):\n"
        "    try:\n        resolve(path)\n        return True\n"
        "    except Resolver404:\n        return False\n"
        f"print(json.dumps({{p: found(p) for p in {gone + kept!r}}}))",
        SECRET_KEY=_secret(),
        **env,
    )
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout.strip().splitlines()[-1])
    assert found == {**dict.fromkeys(gone, False), **dict.fromkeys(kept, True)}


def test_the_image_runs_as_an_unprivileged_user():
    """The Dockerfile switches to a non-root user before the server command."""
    lines = (ROOT / "Dockerfile").read_text().splitlines()
    users = [line.split()[1] for line in lines if line.startswith("USER ")]
    cmd = next(i for i, line in enumerate(lines) if line.startswith("CMD "))
    last_user = max(i for i, line in enumerate(lines) if line.startswith("USER "))
    assert users and users[-1] not in ("root", "0") and last_user < cmd


def test_compose_publishes_only_the_proxy_and_trusts_exactly_its_hop():
    """Production trusts forwarded headers, so gunicorn is never published: only the
    proxy takes outside traffic, and the app servers trust the one hop it adds to
    X-Forwarded-For (sign-in throttling then counts each client, not the proxy)."""
    import yaml

    services = yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]
    published = {
        name
        for name, service in services.items()
        for port in service.get("ports", [])
        if not str(port).startswith("127.0.0.1:")
    }
    assert published == {"proxy"}
    for name in ("web", "api"):
        environment = services[name]["environment"]
        assert environment["DJANGO_SETTINGS_MODULE"] == "config.settings.production"
        assert environment["TRUSTED_PROXY_COUNT"] == "${TRUSTED_PROXY_COUNT:-1}"
        assert "AUDIT_SIGNING_KEY" in environment
