"""No input is a 500: property-based fuzzing of every form and query parameter.

Every page comes from the resolver (as in test_role_matrix), opened by a role that
may use it. Its parameters are every `name=` of its rendered forms plus the ones
pages read without a form (cursors, ids). Hypothesis sends hostile values: lone
surrogates and invalid UTF-8 as raw bytes, unicode digits, numbers past 64 bits,
dates at both ends of the calendar, control and bidi characters, long strings. A
page may refuse any of them (4xx) or ignore them, never answer 5xx.
"""

from __future__ import annotations

import re
from urllib.parse import quote_from_bytes

import pytest
from django.test import Client
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.factories import make_user
from tests.security.test_role_matrix import MATRIX, ROLES, ROUTES, _kwargs

pytestmark = pytest.mark.django_db

# Parameters read straight from the query string, with no form on the page.
EXTRA_PARAMS = (
    "cursor",
    "before",
    "after",
    "accepted",
    "page",
    "id",
    "wait",
    "tab",
    "sample",
)

HOSTILE_TEXT = st.sampled_from(
    [
        "\ud800",
        "a\udfffb",
        "\x00",
        "9999-12-31",
        "0001-01-01",
        "10000-01-01",
        "0000-00-00",
        "9999-12-31T23:59:59",
        "0001-01-01 00:00",
        "١٢٣",  # Arabic-Indic digits
        "１２",  # fullwidth digits
        "²",  # a digit to str.isdigit, not to int()
        "𝟗𝟗",  # mathematical digits
        "9" * 40,
        "-9223372036854775809",
        "9223372036854775808",
        "1e400",
        "NaN",
        "-0",
        " 1 ",
        "\u202eevil\u202c",
        "\u200b",
        "' OR 1=1 --",
        "<script>alert(1)</script>",
        "%00",
        "x" * 5000,
        "",
    ]
)
# One representative of each class that once gave a 500: every parameter of every
# page gets each of them on its own, so no page can miss one by chance.
CLASS_REPRESENTATIVES = (
    "\ud800",
    "9999-12-31",
    "0001-01-01",
    "²",
    "١٢",
    "9" * 40,
)
VALUES = st.one_of(
    HOSTILE_TEXT,
    st.text(max_size=40),
    st.integers(min_value=-(2**70), max_value=2**70).map(str),
    st.dates().map(str),
)


def _encode(value: str) -> str:
    """Percent-encode as a browser would, lone surrogates included (as the bytes
    UTF-8 would give them, which no decoder accepts)."""
    return quote_from_bytes(value.encode("utf-8", "surrogatepass"), safe="")


def _query(params: dict[str, str]) -> str:
    return "&".join(f"{_encode(key)}={_encode(value)}" for key, value in params.items())


_NAME = re.compile(r"""\bname=["']([^"']+)["']""")


def _users() -> dict[str, object]:
    users = {
        role: make_user(None if role == "no_role" else role)
        for role in ROLES
        if role != "anonymous"
    }
    users["anonymous"] = None
    return users


def _pages() -> list[tuple[str, str, str]]:
    """(method, url, role) for every route, with a role that may use it."""
    pages = []
    for name, (method, statuses) in MATRIX.items():
        if name not in ROUTES or set(statuses) == {401}:
            continue  # the API has its own fuzzing (tests/verification/api)
        allowed = [
            role
            for role, status in zip(ROLES, statuses, strict=True)
            if status not in (302, 401, 403, 405)
        ]
        if not allowed:
            continue
        role = "anonymous" if "anonymous" in allowed else allowed[-1]
        pages.append((method, name, role))
    return pages


PAGES = _pages()


@pytest.mark.parametrize(
    ("method", "name", "role"), PAGES, ids=[page[1] for page in PAGES]
)
def test_no_parameter_value_makes_a_page_fail(method, name, role):
    """Hostile values in every form field and query parameter get a 4xx or are
    ignored, never a 5xx."""
    users = _users()
    client = Client(raise_request_exception=False)
    if users[role] is not None:
        client.force_login(users[role])
    url = reverse(name, kwargs=_kwargs(ROUTES[name]))
    fields = set(EXTRA_PARAMS)
    # The names of every field of every form on the page (and its GET twin).
    page = client.get(url)
    if page.status_code == 200 and "html" in page.get("Content-Type", ""):
        fields |= set(_NAME.findall(page.content.decode()))
    fields.discard("csrfmiddlewaretoken")
    names = sorted(fields)

    def send(params: dict[str, str]):
        body = _query(params)
        if method == "POST":
            return client.generic(
                "POST", url, body, content_type="application/x-www-form-urlencoded"
            )
        return client.generic("GET", f"{url}?{body}")

    for field in names:
        for value in CLASS_REPRESENTATIVES:
            response = send({field: value})
            assert response.status_code < 500, (method, url, field, value)

    @settings(
        max_examples=15,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture],
        database=None,
    )
    @given(st.dictionaries(st.sampled_from(names), VALUES, min_size=1, max_size=6))
    def probe(params: dict[str, str]) -> None:
        response = send(params)
        assert response.status_code < 500, (method, url, params)

    probe()
