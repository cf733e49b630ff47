"""Request limits: each refusal is a clear 4xx naming what was too big or too fast."""

from __future__ import annotations

import json

import pytest
from django.test import override_settings

from tests.factories import answer_payload

pytestmark = pytest.mark.django_db

URL = "/api/v1/answers"


def _post(client, body):
    return client.post(URL, data=json.dumps(body), content_type="application/json")


def _fields(response) -> list[str]:
    return [item["field"] for item in response.json()["detail"]]


@override_settings(DATA_UPLOAD_MAX_MEMORY_SIZE=2000)
def test_body_too_large_is_413_naming_the_body(api_client):
    """A body over DATA_UPLOAD_MAX_MEMORY_SIZE is refused as 413 `body`."""
    response = _post(api_client, answer_payload(text="x" * 5000))
    assert response.status_code == 413
    assert _fields(response) == ["body"]
    assert "2000 bytes" in response.json()["detail"][0]["message"]


@override_settings(API_MAX_TEXT_CHARS=50)
def test_text_too_long_names_the_field(api_client):
    """An answer text over the limit is a 422 naming `text`."""
    response = _post(api_client, answer_payload(text="y" * 51))
    assert response.status_code == 422
    assert "text" in _fields(response)


@override_settings(API_MAX_BATCH=2)
def test_batch_too_large_names_answers(api_client):
    """A batch over the limit is a 422 naming `answers`."""
    response = _post(api_client, {"answers": [answer_payload() for _ in range(3)]})
    assert response.status_code == 422
    assert _fields(response) == ["answers"]


@override_settings(API_MAX_EVIDENCE=1)
def test_too_much_evidence_names_the_field(api_client):
    """More evidence passages than allowed is a 422 naming `evidence`."""
    response = _post(api_client, answer_payload())
    assert response.status_code == 422
    assert _fields(response) == ["evidence"]


@override_settings(API_RATE_LIMIT_PER_MINUTE=3)
def test_rate_limit_is_429_with_retry_after(api_client):
    """Past the per-token limit the API answers 429 with Retry-After."""
    # Eight requests: even if the minute turns during the test, the sliding window
    # lets at most six of them through, so a 429 comes.
    statuses = []
    for _ in range(8):
        response = api_client.get(URL)
        statuses.append(response.status_code)
        if response.status_code == 429:
            break
    assert statuses[-1] == 429, statuses
    assert 1 <= int(response["Retry-After"]) <= 120  # the window slides: up to 2 min
    assert "rate limit of 3 requests per minute" in response.json()["detail"]


@override_settings(API_RATE_LIMIT_PER_MINUTE=3)
def test_rate_limit_is_per_token(api_client, api_token):
    """Another token of the same source has its own allowance."""
    from django.test import Client

    from foundations.actors import Actor
    from verification.services.tokens import api_token_create

    statuses = [api_client.get(URL).status_code for _ in range(8)]
    assert 429 in statuses, f"the first token was never limited: {statuses}"
    _, other = api_token_create(source_name="assistant", actor=Actor.system("t"))
    response = Client(HTTP_AUTHORIZATION=f"Bearer {other}").get(URL)
    assert response.status_code == 200


@override_settings(API_RATE_LIMIT_PER_MINUTE=3)
def test_the_turn_of_a_minute_does_not_renew_the_allowance(api_client, monkeypatch):
    """Requests just before a minute turns still count just after it: the window
    slides, so a caller cannot send twice the limit across the turn."""
    from django.core.cache import cache

    from verification.api import auth

    cache.clear()
    clock = {"now": 60 * 1_000_000 + 59.5}
    monkeypatch.setattr(auth, "_clock", lambda: clock["now"])
    before_the_turn = [api_client.get(URL).status_code for _ in range(3)]
    clock["now"] += 1.0
    after_the_turn = api_client.get(URL).status_code
    clock["now"] += 60.0
    a_minute_later = api_client.get(URL).status_code
    assert before_the_turn == [200, 200, 200]
    assert after_the_turn == 429
    assert a_minute_later == 200


@override_settings(API_RATE_LIMIT_PER_MINUTE=3)
@pytest.mark.parametrize("into_minute", [0.5, 20.0, 59.5])
def test_retry_after_says_when_a_retry_will_be_accepted(
    api_client, monkeypatch, into_minute
):
    """A caller that waits exactly Retry-After is let in; one that retries a
    couple of seconds sooner is not (and a fixed window's turn is no sooner)."""
    from django.core.cache import cache

    from verification.api import auth

    clock = {"now": 0.0}
    monkeypatch.setattr(auth, "_clock", lambda: clock["now"])

    def refused_then_retried(after_waiting) -> tuple[int, int]:
        # A refused retry counts too, so each retry time is tried afresh.
        cache.clear()
        clock["now"] = 60 * 2_000_000 + into_minute
        statuses = [api_client.get(URL).status_code for _ in range(3)]
        refused = api_client.get(URL)
        assert statuses == [200, 200, 200] and refused.status_code == 429
        wait = int(refused["Retry-After"])
        clock["now"] += after_waiting(wait)
        return wait, api_client.get(URL).status_code

    wait, on_time = refused_then_retried(lambda wait: wait)
    _, too_early = refused_then_retried(lambda wait: wait - 2)
    assert 1 <= wait <= 120
    assert on_time == 200
    assert too_early == 429


def test_retry_after_fades_last_minute_before_this_one():
    """Room left this minute: wait only for last minute's share to fade enough."""
    from verification.api.auth import retry_after_seconds

    # 1 this minute, 10 last minute, limit 6, 30 s in: 1 + 10 * 0.5 = 6 > room 5.
    assert retry_after_seconds(1, 10, 6, 30.0) == 6  # 10 * (1 - 36/60) = 4 <= 4
    # No room this minute: the next minute, then 8 * (1 - s/60) <= 5.
    assert retry_after_seconds(8, 0, 6, 30.0) == 30 + 23
