"""The production image serves every page: static files collected as the Dockerfile
collects them, every page rendered under the production settings with DEBUG off.

Production stores static files in a manifest (each name carries its hash); a
template naming a file the manifest lacks raises, so every page would be a 500 if
the image collected its static files under other settings. This test reads the
settings module from the Dockerfile, runs `collectstatic` with it into a scratch
directory, then opens every page from the resolver in a production process, signed
in with a role that may see it, and asserts that none answers 5xx.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import subprocess
import sys
from pathlib import Path

import pytest
from django.contrib import admin
from django.db import connection
from django.urls import reverse

from tests.factories import make_user
from tests.security.test_role_matrix import MATRIX, ROLES, ROUTES, _kwargs

ROOT = Path(__file__).resolve().parents[2]
HOST = "review.example.com"

# Renders each (url, username) in the production process and reports the status,
# or the exception that a test client re-raises in place of a 500.
RENDER = """
import json, sys
import django
django.setup()
from django.conf import settings
from django.contrib.auth.models import User
from django.test import Client
assert not settings.DEBUG
results = []
for url, username, bearer in json.load(sys.stdin):
    client = Client(HTTP_AUTHORIZATION=f"Bearer {bearer}") if bearer else Client()
    if username:
        client.force_login(User.objects.get(username=username))
    try:
        status = client.get(url, secure=True, HTTP_HOST="HOST_NAME").status_code
    except Exception as error:
        status = f"500 {type(error).__name__}: {error}"
    results.append([url, username, status])
print("RESULTS " + json.dumps(results))
""".replace("HOST_NAME", HOST)


def dockerfile_settings_module() -> str:
    """The DJANGO_SETTINGS_MODULE the image runs (and collects static files) with."""
    dockerfile = (ROOT / "Dockerfile").read_text()
    match = re.search(r"DJANGO_SETTINGS_MODULE=(\S+)", dockerfile)
    assert match, "the Dockerfile must set DJANGO_SETTINGS_MODULE"
    collect = [line for line in dockerfile.splitlines() if "collectstatic" in line]
    assert collect, "the Dockerfile must collect static files"
    # The collectstatic step must not run under settings of its own.
    assert not any("DJANGO_SETTINGS_MODULE" in line for line in collect)
    return match.group(1)


def _signing_key_pem() -> str:
    """A fresh Ed25519 key, as a deployment keeps in its secret store."""
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    return (
        Ed25519PrivateKey.generate()
        .private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
        .decode()
    )


def production_env(**extra: str) -> dict[str, str]:
    environment = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DJANGO_", "VERIFICATION_POISON"))
        and key not in ("DEBUG", "SECRET_KEY", "ALLOWED_HOSTS", "DATABASE_URL")
    }
    environment.update(
        DJANGO_SETTINGS_MODULE=dockerfile_settings_module(),
        SECRET_KEY=secrets.token_urlsafe(64),
        ALLOWED_HOSTS=HOST,
        DATABASE_URL="postgres://build@build.invalid/build",
        AUDIT_SIGNING_KEY=_signing_key_pem(),
    )
    environment.update(extra)
    return environment


def test_the_image_runs_and_collects_under_production_settings():
    """Dockerfile: one settings module for the build step and the server."""
    assert dockerfile_settings_module() == "config.settings.production"


def _pages(bearer: str) -> list[tuple[str, str, str]]:
    """Every GET page with a user of a role that may open it (the API's with the
    source's token)."""
    users = {
        role: make_user(None if role == "no_role" else role).username
        for role in ROLES
        if role != "anonymous"
    }
    users["anonymous"] = ""
    pages = []
    for name, (method, statuses) in MATRIX.items():
        if method != "GET" or name not in ROUTES:
            continue
        url = reverse(name, kwargs=_kwargs(ROUTES[name]))
        if set(statuses) == {401}:  # the API: a source token, never a session
            pages.append((url, "", bearer))
            continue
        allowed = [
            role
            for role, status in zip(ROLES, statuses, strict=True)
            if status not in (302, 401, 403)
        ]
        # An unauthenticated page (sign-in, health, API docs) is opened signed out.
        role = "anonymous" if "anonymous" in allowed else allowed[-1]
        pages.append((url, users[role], ""))
    superuser = make_user(None, is_staff=True, is_superuser=True).username
    pages.append((reverse("admin:index"), superuser, ""))
    for model in admin.site._registry:
        meta = model._meta
        url = reverse(f"admin:{meta.app_label}_{meta.model_name}_changelist")
        pages.append((url, superuser, ""))
    return pages


@pytest.mark.django_db(transaction=True)
def test_every_page_renders_under_production_settings(tmp_path, api_token):
    """No page of the production build answers 5xx (DEBUG off, manifest storage)."""
    static_root = tmp_path / "staticfiles"
    collected = subprocess.run(
        [sys.executable, "manage.py", "collectstatic", "--noinput"],
        cwd=ROOT,
        env=production_env(STATIC_ROOT=str(static_root)),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert collected.returncode == 0, collected.stderr
    assert (static_root / "staticfiles.json").exists()

    pages = _pages(bearer=api_token[1])
    database = connection.settings_dict
    rendered = subprocess.run(
        [sys.executable, "-c", RENDER],
        cwd=ROOT,
        env=production_env(
            STATIC_ROOT=str(static_root),
            DATABASE_URL=(
                f"postgres://{database['USER']}@{database['HOST']}:"
                f"{database['PORT']}/{database['NAME']}"
            ),
        ),
        input=json.dumps(pages),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert rendered.returncode == 0, rendered.stderr
    line = next(
        line for line in rendered.stdout.splitlines() if line.startswith("RESULTS ")
    )
    results = json.loads(line.removeprefix("RESULTS "))
    assert len(results) == len(pages)
    failures = [
        (url, user, status)
        for url, user, status in results
        if not isinstance(status, int) or status >= 500
    ]
    assert not failures
    # The production session really carried each user: no page sent them to sign
    # in or refused them (a 4xx for a deliberately missing object is fine).
    # (/favicon.ico is a permanent redirect to the hashed SVG by design.)
    assert not [
        row
        for row in results
        if row[2] in (301, 302, 401, 403) and row[0] != "/favicon.ico"
    ]
