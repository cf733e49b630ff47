"""Malformed, oversized and hostile payloads, generated from our OpenAPI schema by
Schemathesis, never get a 500 from the API."""

from __future__ import annotations

import os

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings

MAX_EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "50"))


@pytest.fixture
def api_schema(db, monkeypatch, settings):
    from django.core.signals import request_finished, request_started
    from django.db import close_old_connections

    from config.wsgi import application

    # Called as a WSGI app, Django would close the connection after each request,
    # and with it the test's transaction; its own test client does the same.
    for signal in (request_started, request_finished):
        signal.disconnect(close_old_connections)

    # A server error raises here with its traceback instead of becoming a bare 500.
    settings.DEBUG_PROPAGATE_EXCEPTIONS = True

    # `wait` would hold each accepted POST for up to 10 s with no worker running;
    # waiting is tested in tests/pipeline, here only the parsing is fuzzed.
    async def no_wait(answer_ids, seconds):
        return None

    monkeypatch.setattr("verification.api.endpoints._wait_for_reports", no_wait)
    yield schemathesis.openapi.from_wsgi("/api/v1/openapi.json", application)
    for signal in (request_started, request_finished):
        signal.connect(close_old_connections)


def test_no_payload_makes_the_api_fail_with_a_server_error(api_schema, api_token):
    """Every generated request gets a 2xx or a 4xx naming the problem, never a 5xx."""
    _, plaintext = api_token
    headers = {"Authorization": f"Bearer {plaintext}"}
    operations = [result.ok() for result in api_schema.get_all_operations()]
    assert len(operations) >= 3

    for operation in operations:

        @given(case=operation.as_strategy())
        @settings(
            max_examples=MAX_EXAMPLES,
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
        )
        def no_server_error(case):
            response = case.call(headers=headers)
            assert response.status_code < 500, (
                case.as_curl_command(),
                response.text[:500],
            )
            if response.status_code >= 400 and response.status_code != 404:
                assert "detail" in response.json()

        no_server_error()


def test_a_nul_character_is_refused_by_field_name(api_client):
    """PostgreSQL cannot store NUL: the API answers 422 naming the field (was a 500)."""
    import json

    from tests.factories import answer_payload

    payload = answer_payload()
    payload["evidence"][1]["text"] = "erasure\x00"
    response = api_client.post(
        "/api/v1/answers", data=json.dumps(payload), content_type="application/json"
    )

    assert response.status_code == 422
    assert response.json()["detail"] == [
        {
            "field": "evidence[1].text",
            "message": "must not contain NUL (\\u0000) characters",
        }
    ]


@pytest.mark.parametrize(
    ("since", "status"),
    [
        ("1108-12-30T22:35:20+18:12", 200),
        ("0001-01-01T00:00:00+01:00", 422),
        ("2026-11-30T10:00:00+02:00", 200),
    ],
)
def test_since_with_any_offset_is_answered_without_a_server_error(
    api_client, since, status
):
    """Offsets PostgreSQL cannot store are converted to UTC or refused by name."""
    from urllib.parse import quote

    response = api_client.get(f"/api/v1/answers?since={quote(since)}")

    assert response.status_code == status, response.content
    if status == 422:
        assert response.json()["detail"][0]["field"] == "since"
