"""Response headers and log hygiene that every environment gets.

The Content-Security-Policy is sent in development and tests too, so a template that
sneaks in an inline script or style fails in the browser tests instead of in
production. htmx works under it because it is served from /static/ and configured
with `allowEval: false` and `includeIndicatorStyles: false`.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import Any

from django.http import HttpRequest, HttpResponse

CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "base-uri 'none'",
        "object-src 'none'",
    ]
)
PERMISSIONS_POLICY = ", ".join(
    f"{feature}=()"
    for feature in (
        "accelerometer",
        "camera",
        "geolocation",
        "gyroscope",
        "magnetometer",
        "microphone",
        "payment",
        "usb",
    )
)


class ContentSecurityPolicyMiddleware:
    """Send the CSP and Permissions-Policy with every HTML response."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if response.get("Content-Type", "").startswith("text/html"):
            response.headers.setdefault(
                "Content-Security-Policy", CONTENT_SECURITY_POLICY
            )
            response.headers.setdefault("Permissions-Policy", PERMISSIONS_POLICY)
        return response


# Control characters, and the Unicode line and bidi-override characters that can
# forge or hide log lines: C0/C1 controls, U+2028/2029, U+202A-202E, U+2066-2069.
_UNSAFE_IN_LOGS = re.compile(
    "[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]"
)


def log_safe(value: Any) -> Any:
    """Escape characters in an untrusted string that could forge a log line."""
    if not isinstance(value, str):
        return value
    return _UNSAFE_IN_LOGS.sub(
        lambda m: m.group().encode("unicode_escape").decode(), value
    )


class UntrustedLogFilter(logging.Filter):
    """Escape control characters in every log record's message and arguments.

    Answer text, evidence, labels and usernames come from outside; a newline in one
    of them must not start a fake log line. Tracebacks are formatted separately and
    keep their newlines.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str):
            record.msg = log_safe(record.msg)
        if isinstance(record.args, dict):
            record.args = {key: log_safe(v) for key, v in record.args.items()}
        elif isinstance(record.args, tuple):
            record.args = tuple(log_safe(v) for v in record.args)
        return True


# Credentials that must never reach a log: API tokens (crv_...), webhook signing
# secrets (whsec_...) and any bearer header value.
_SECRETS = re.compile(
    r"""
    crv_[A-Za-z0-9_-]{8,}          # crv_Zk3...  an API token
    | whsec_[A-Za-z0-9+/=]{8,}     # whsec_c2Vj...  a webhook signing secret
    | (?<=Bearer\s)[^\s"']+        # Bearer abc  the value of an Authorization header
    """,
    re.X,
)
REDACTED = "[redacted]"
# Attributes a caller might attach with `extra=` that carry untrusted content or
# credentials: their values are replaced, whatever they hold.
SENSITIVE_ATTRIBUTES = frozenset(
    {
        "text",
        "question",
        "evidence",
        "answer_text",
        "body",
        "authorization",
        "token",
        "secret",
        "password",
    }
)


def redact(value: Any) -> Any:
    """Replace credentials inside a string with REDACTED."""
    if not isinstance(value, str):
        return value
    return _SECRETS.sub(REDACTED, value)


class SecretRedactingFilter(logging.Filter):
    """Keep credentials and answer content out of logs.

    Answer text is never logged on purpose; this is the net for accidents: a token
    pasted into a message or a URL, an `extra={"text": ...}` added while debugging.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str):
            record.msg = redact(record.msg)
        if isinstance(record.args, dict):
            record.args = {key: redact(v) for key, v in record.args.items()}
        elif isinstance(record.args, tuple):
            record.args = tuple(redact(v) for v in record.args)
        for name in SENSITIVE_ATTRIBUTES & record.__dict__.keys():
            setattr(record, name, REDACTED)
        return True


# A spreadsheet treats a cell starting with one of these as a formula.
_FORMULA_TRIGGERS = ("=", "+", "-", "@", "\t", "\r")


def csv_safe(value: Any) -> str:
    """Render a CSV cell so no spreadsheet evaluates it as a formula (OWASP)."""
    text = "" if value is None else str(value)
    if text.startswith(_FORMULA_TRIGGERS):
        return "'" + text
    return text
