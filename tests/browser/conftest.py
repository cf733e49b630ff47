"""Shared browser fixtures: headless Chromium via Playwright against `live_server`.

Import these from other folders by re-exporting them in a conftest:
`from tests.browser.conftest import browser, page, login_as  # noqa: F401`.
Without Chromium the browser tests skip locally but fail in CI (CI=true).
"""

from __future__ import annotations

import os
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.factories import PASSWORD

# Playwright's sync API runs an event loop in this thread; Django would otherwise
# refuse database access from "async" code.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


@pytest.fixture(scope="session")
def browser():
    """One headless Chromium for the whole session."""
    if not CHROMIUM.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"{CHROMIUM} is missing; browser tests must run in CI")
        pytest.skip(f"{CHROMIUM} is not installed")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True
        )
        yield chromium
        chromium.close()


@contextmanager
def fresh_page(browser, live_server):
    """A page in a context of its own (own cookies), `page.base_url` the live server."""
    context = browser.new_context(
        base_url=live_server.url, viewport={"width": 1440, "height": 900}
    )
    new_page = context.new_page()
    new_page.set_default_timeout(10_000)
    new_page.base_url = live_server.url
    try:
        yield new_page
    finally:
        context.close()


@pytest.fixture
def page(browser, live_server):
    """A fresh page (own cookies) with `page.base_url` set to the live server."""
    with fresh_page(browser, live_server) as new_page:
        yield new_page


@pytest.fixture
def own_cache(settings):
    """A cache of this process's own: Redis db 15 is shared with other suites."""
    from django.core.cache import cache

    settings.CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    }
    cache.clear()


@pytest.fixture
def site(settings):
    """One of every page's objects and a user per role (tests/browser/pages.py).

    The cache and Celery are this process's own: Redis db 15 is shared with other
    suites, and the live server has no worker, so a re-verification runs inline.
    """
    from config.celery import app
    from tests.browser.pages import make_site

    settings.CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    }
    before = app.conf.task_always_eager
    app.conf.task_always_eager = True
    yield make_site()
    app.conf.task_always_eager = before


def login_as(page, user, password: str = PASSWORD) -> None:
    """Sign `user` in through the real login form."""
    page.goto("/accounts/login/")
    page.fill("input[name=username]", user.get_username())
    page.fill("input[name=password]", password)
    page.locator("form:has(input[name=password]) [type=submit]").click()
    page.wait_for_load_state("networkidle")


def serious_violations(page) -> list[dict]:
    """Run axe-core on the page; return its serious and critical violations."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    return [
        {
            "id": v["id"],
            "impact": v["impact"],
            "nodes": [n["target"] for n in v["nodes"]],
        }
        for v in results.response["violations"]
        if v["impact"] in ("serious", "critical")
    ]
