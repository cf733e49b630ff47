"""Error pages use the app's layout, say what happened in words and link back.

Run with DEBUG off, as production is: Django's own pages ("Not Found", "Server
Error (500)", the CSRF page written for developers) must never appear.
"""

from __future__ import annotations

from html.parser import HTMLParser

import pytest
from django.contrib.staticfiles import finders
from django.test import Client, RequestFactory
from django.urls import get_resolver, reverse
from django.utils.functional import SimpleLazyObject

from reviewer import errors
from tests.factories import make_user

DJANGO_DEFAULTS = (
    "The requested resource was not found on this server",
    "Server Error (500)",
    "403 Forbidden",
    "CSRF verification failed",
    "Page not found at",
)


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[dict[str, str | None]] = []
        self.stylesheets: list[str | None] = []
        self.icons: list[str | None] = []
        self.inline_styles = 0

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if "style" in attributes:
            self.inline_styles += 1
        if tag == "a":
            self.links.append(attributes)
        if tag == "link" and attributes.get("rel") == "stylesheet":
            self.stylesheets.append(attributes.get("href"))
        if tag == "link" and attributes.get("rel") == "icon":
            self.icons.append(attributes.get("href"))


def assert_app_page(response, *, status: int, words: str, back: str = "/") -> None:
    """The response is the app's layout with `words` and a link back to `back`."""
    assert response.status_code == status
    assert response["Content-Type"].startswith("text/html")
    html = response.content.decode()
    for default in DJANGO_DEFAULTS:
        assert default not in html
    assert words in html
    page = _Links()
    page.feed(html)
    assert "/static/css/app.css" in page.stylesheets
    assert page.icons == ["/static/favicon.svg"]
    assert any(link.get("class") == "brand" for link in page.links), "no top bar"
    assert any(
        "data-back" in link and link.get("href") == back for link in page.links
    ), f"no link back to {back}"
    # The CSP refuses inline styles, so the layout must not rely on any.
    assert page.inline_styles == 0
    assert "Content-Security-Policy" in response.headers


@pytest.fixture(autouse=True)
def production_debug(settings):
    settings.DEBUG = False


def test_root_urlconf_names_the_app_handlers(settings):
    """The root URLconf and settings send every error to reviewer/errors.py."""
    resolver = get_resolver()
    assert resolver.resolve_error_handler(403) is errors.permission_denied
    assert resolver.resolve_error_handler(404) is errors.page_not_found
    assert resolver.resolve_error_handler(500) is errors.server_error
    assert settings.CSRF_FAILURE_VIEW == "reviewer.errors.csrf_failure"


@pytest.mark.django_db
def test_unknown_url_is_a_404_in_the_layout():
    """A mistyped address gets a 404 that names the path and links to the queue."""
    response = Client().get("/no/such/page/")
    assert_app_page(response, status=404, words="There is no page here")
    assert "/no/such/page/" in response.content.decode()


@pytest.mark.django_db
def test_missing_answer_is_a_404_with_the_top_bar_for_the_signed_in_user():
    """A reviewer opening a deleted answer keeps the navigation and their name."""
    reviewer = make_user("reviewer", username="r.okafor")
    client = Client()
    client.force_login(reviewer)
    response = client.get(reverse("answer_detail", args=[987654321]))
    assert_app_page(response, status=404, words="no longer exists")
    assert "r.okafor" in response.content.decode()
    assert 'aria-label="Main"' in response.content.decode()


@pytest.mark.django_db
def test_user_without_the_role_gets_a_403_in_words():
    """A signed-in user without a role is told why, and who they are signed in as."""
    client = Client()
    client.force_login(make_user(None, username="no.role"))
    response = client.get(reverse("queue"))
    assert_app_page(response, status=403, words="You do not have access to this page")
    assert "no.role" in response.content.decode()


@pytest.mark.django_db
def test_reviewer_opening_the_audit_history_gets_the_403_page():
    """A reviewer may not read the audit history: a 403 page, not Django's."""
    client = Client()
    client.force_login(make_user("reviewer"))
    response = client.get(reverse("audit:events"))
    assert_app_page(response, status=403, words="ask an administrator")


@pytest.mark.django_db
def test_form_without_a_csrf_token_gets_the_expired_form_page():
    """A stale form is explained (nothing saved, reload) and links back to it."""
    client = Client(enforce_csrf_checks=True)
    response = client.post(
        reverse("login"),
        {"username": "someone", "password": "whatever"},
        HTTP_REFERER="http://testserver/accounts/login/?next=/",
    )
    assert_app_page(
        response,
        status=403,
        words="This form has expired",
        back="/accounts/login/?next=/",
    )
    assert "Nothing was saved" in response.content.decode()


@pytest.mark.django_db
def test_csrf_page_never_links_to_another_site():
    """A foreign Referer is not offered as the way back (no open redirect)."""
    client = Client(enforce_csrf_checks=True)
    response = client.post(
        reverse("login"), {}, HTTP_REFERER="https://evil.example/phish"
    )
    assert_app_page(response, status=403, words="This form has expired", back="/")
    assert "evil.example" not in response.content.decode()


@pytest.mark.django_db
@pytest.mark.urls("tests.reviewer.error_urls")
def test_a_bug_in_a_view_gets_the_500_page():
    """An unhandled exception shows the app's 500 page, not Django's one line."""
    client = Client(raise_request_exception=False)
    client.force_login(make_user("reviewer"))
    response = client.get("/boom/")
    assert_app_page(response, status=500, words="Something went wrong on our side")


def test_500_page_renders_without_touching_the_database():
    """With the database down, the 500 page still renders (no `db` fixture here:
    pytest-django fails any query), and never reads the user or the session."""

    def unavailable():
        raise AssertionError("the 500 page must not load the user")

    request = RequestFactory().get("/answers/1/")
    request.user = SimpleLazyObject(unavailable)
    request.session = SimpleLazyObject(unavailable)
    response = errors.server_error(request)
    assert response.status_code == 500
    html = response.content.decode()
    assert "Something went wrong on our side" in html
    assert 'href="/static/css/app.css"' in html
    assert 'href="/"' in html


@pytest.mark.django_db
def test_favicon_ico_redirects_to_the_svg_icon():
    """/favicon.ico never 404s: it points at the SVG icon the layout links."""
    response = Client().get("/favicon.ico")
    assert response.status_code == 301
    assert response["Location"] == "/static/favicon.svg"
    icon = finders.find("favicon.svg")
    assert icon is not None
    with open(icon, encoding="utf-8") as handle:
        assert handle.read().startswith("<svg")
