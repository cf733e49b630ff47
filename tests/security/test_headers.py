"""Security headers on every response, and untrusted values kept out of log syntax."""

from __future__ import annotations

import logging

import pytest
from django.test import Client
from django.urls import reverse

from foundations.security import (
    CONTENT_SECURITY_POLICY,
    UntrustedLogFilter,
    csv_safe,
    log_safe,
)
from tests.factories import make_user

pytestmark = pytest.mark.django_db


def test_html_pages_carry_csp_and_permissions_policy():
    """HTML responses get the CSP (no inline script or style) and Permissions-Policy."""
    client = Client()
    client.force_login(make_user("admin"))
    for url in (reverse("login"), reverse("queue"), reverse("audit:events")):
        response = client.get(url)
        csp = response["Content-Security-Policy"]
        assert csp == CONTENT_SECURITY_POLICY
        assert "script-src 'self';" in csp and "'unsafe-inline'" not in csp
        assert "frame-ancestors 'none'" in csp
        assert "camera=()" in response["Permissions-Policy"]
        assert response["X-Frame-Options"] == "DENY"
        assert response["X-Content-Type-Options"] == "nosniff"
        assert response["Referrer-Policy"] == "same-origin"


def test_json_responses_have_no_csp():
    """The CSP is for documents; API JSON does not need it."""
    response = Client().get("/healthz")
    assert "Content-Security-Policy" not in response


def test_htmx_posts_need_the_csrf_token():
    """A state-changing request without the token is refused, htmx or not."""
    client = Client(enforce_csrf_checks=True)
    client.force_login(make_user("admin"))
    response = client.post(reverse("audit:chain_verify"), HTTP_HX_REQUEST="true")
    assert response.status_code == 403


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("ok\nINFO forged line", "ok\\nINFO forged line"),
        ("a\rb\x1b[31m", "a\\rb\\x1b[31m"),
        ("rtl\u202eevil", "rtl\\u202eevil"),
        ("plain text", "plain text"),
        (42, 42),
    ],
)
def test_log_safe_escapes_control_characters(value, expected):
    """Newlines, escapes and bidi overrides in untrusted values are made visible."""
    assert log_safe(value) == expected


def test_log_filter_escapes_arguments(caplog):
    """A logged username with a newline cannot start a fake log line."""
    logger = logging.getLogger("tests.security.logfilter")
    logger.addFilter(UntrustedLogFilter())
    with caplog.at_level(logging.INFO, logger=logger.name):
        logger.info("failed sign-in for %s", "bob\nINFO admin signed in")
    assert caplog.records[-1].getMessage() == (
        "failed sign-in for bob\\nINFO admin signed in"
    )


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("=1+1", "'=1+1"),
        ("+SUM(A1)", "'+SUM(A1)"),
        ("-2", "'-2"),
        ("@cmd", "'@cmd"),
        ("\tx", "'\tx"),
        ("\rx", "'\rx"),
        ("GDPR", "GDPR"),
        (None, ""),
        (7, "7"),
    ],
)
def test_csv_safe_neutralises_formula_cells(value, expected):
    """Cells that a spreadsheet would evaluate are prefixed with a quote."""
    assert csv_safe(value) == expected


def test_console_log_handler_escapes_untrusted_values(settings):
    """The configured console handler runs every record through the filter."""
    handler = settings.LOGGING["handlers"]["console"]
    assert "untrusted" in handler["filters"]
    assert settings.LOGGING["filters"]["untrusted"]["()"] == (
        "foundations.security.UntrustedLogFilter"
    )
