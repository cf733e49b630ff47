"""Shared browser fixtures: headless Chromium via Playwright against `live_server`.

Import these from other folders by re-exporting them in a conftest:
`from tests.browser.conftest import browser, page, login_as  # noqa: F401`.
Without Chromium the browser tests skip locally but fail in CI (CI=true).
"""

from __future__ import annotations

import os
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from django.core.signals import request_finished, request_started

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
LOGIN_PATH = "/accounts/login/"
ROOT = Path(__file__).resolve().parents[2]
# The README's screenshots are refreshed only on request (UPDATE_SCREENSHOTS=1);
# otherwise a run writes them into the untracked .artifacts/, for a look.
SCREENSHOTS = (
    ROOT / "docs" / "screenshots"
    if os.environ.get("UPDATE_SCREENSHOTS") == "1"
    else ROOT / ".artifacts" / "screenshots"
)


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
        _leave_and_settle(context)
        context.close()
        # A request the page sent as it closed (a poll, a beacon) may still hold
        # its table locks when the test's teardown truncates the tables: the two
        # deadlocked in CI (test_desk_flow). Teardown waits until none is open.
        _SERVER.drain()


class _ServerRequests:
    """The paths the live server has answered, from Django's request signals (its
    threads send them too; a request's two signals come from the same thread)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.current = threading.local()
        self.finished: list[str] = []
        # Requests begun and not yet finished.
        self.open = 0

    def began(self, sender, environ=None, **kwargs) -> None:
        self.current.path = (environ or {}).get("PATH_INFO", "")
        with self.lock:
            self.open += 1

    def ended(self, sender, **kwargs) -> None:
        path = getattr(self.current, "path", None)
        if path is not None:
            with self.lock:
                self.finished.append(path)
                self.open -= 1
            self.current.path = None

    def drain(self, timeout_s: float = 5.0) -> None:
        """Wait until the live server has had no request open for a few polls."""
        deadline = time.monotonic() + timeout_s
        quiet = 0
        while quiet < 3 and time.monotonic() < deadline:
            with self.lock:
                busy = self.open > 0
            quiet = 0 if busy else quiet + 1
            time.sleep(0.02)

    def mark(self) -> int:
        with self.lock:
            return len(self.finished)

    def served(self, paths: list[str], since: int) -> bool:
        """Whether every path was answered after mark `since`."""
        with self.lock:
            answered = self.finished[since:]
            return all(path in answered for path in paths)


_SERVER = _ServerRequests()
request_started.connect(_SERVER.began, weak=False)
request_finished.connect(_SERVER.ended, weak=False)


def _leave_and_settle(context, timeout_s: float = 5.0) -> None:
    """Leave every page; if one held a claim, wait until the live server has
    answered the release beacon that leaving sends.

    Closing a context with a claimed answer open fires that beacon (on pagehide)
    while the test's teardown truncates the tables: the two deadlocked in CI.
    Playwright does not report a beacon of an unloading page, so the server's side
    is watched instead.
    """
    releases: list[str] = []
    since = _SERVER.mark()
    for open_page in context.pages:
        try:
            held = open_page.locator("#claim_status[data-release-url]")
            if held.count():
                releases.append(held.first.get_attribute("data-release-url") or "")
            open_page.goto("about:blank")
        except Exception:  # noqa: BLE001 - a crashed or closed page has nothing to send
            continue
    deadline = time.monotonic() + timeout_s
    while (
        releases and not _SERVER.served(releases, since) and time.monotonic() < deadline
    ):
        time.sleep(0.02)


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
    """Sign `user` in through the real login form.

    Done once the browser has left the sign-in page and loaded the next one: a
    refused sign-in re-renders the form at the same address and fails here.
    """
    page.goto(LOGIN_PATH)
    page.fill("input[name=username]", user.get_username())
    page.fill("input[name=password]", password)
    page.locator("form:has(input[name=password]) [type=submit]").click()
    page.wait_for_url(lambda url: urlsplit(url).path != LOGIN_PATH)


def sign_in(page, user) -> None:
    """Give the page's context `user`'s session cookie, as a sign-in would.

    For tests about the pages behind the sign-in, opened one after another: each
    skips the form and the queue it lands on. The form itself is what `login_as`
    goes through, and the sign-in tests (and the login page's own checks) use it.
    """
    from django.conf import settings
    from django.test import Client

    client = Client()
    client.force_login(user)
    name = settings.SESSION_COOKIE_NAME
    page.context.add_cookies(
        [{"name": name, "value": client.cookies[name].value, "url": page.base_url}]
    )


def serious_violations(page) -> list[dict]:
    """Run axe-core on the page; return its serious and critical violations."""
    from axe_playwright_python.base import AXE_SCRIPT, AxeResults

    if page.evaluate("typeof window.axe === 'undefined'"):
        # Inject the 570 kB script once per document; later runs reuse it.
        page.evaluate(AXE_SCRIPT)
    results = AxeResults(page.evaluate("axe.run({resultTypes: ['violations']})"))
    return [
        {
            "id": v["id"],
            "impact": v["impact"],
            "nodes": [n["target"] for n in v["nodes"]],
        }
        for v in results.response["violations"]
        if v["impact"] in ("serious", "critical")
    ]
