"""Redis stopped during ingestion: answers are still accepted, and verified later."""

from __future__ import annotations

import json

import pytest
from django.core.cache import caches

from tests.factories import answer_payload
from tests.support.fixtures import assert_verified_exactly_once, settle
from verification.models import Answer, VerificationState


def _post_batch(client, size: int) -> list[int]:
    response = client.post(
        "/api/v1/answers",
        data=json.dumps({"answers": [answer_payload() for _ in range(size)]}),
        content_type="application/json",
    )
    assert response.status_code == 202, response.content
    return [a["id"] for a in response.json()["answers"]]


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_api_accepts_while_redis_is_down_and_all_are_verified_after(
    worker, broker, token_client, settings
):
    """Broker and cache both on the stopped Redis: 202s, then recovery verifies all."""
    # The rate limiter's cache lives on the same Redis, as in production.
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": broker.url,
        }
    }
    caches["default"].clear()
    ids = _post_batch(token_client, 20)

    broker.stop()
    try:
        down_ids = [i for _ in range(3) for i in _post_batch(token_client, 20)]
        pending = Answer.objects.filter(
            pk__in=down_ids, verification_state=VerificationState.PENDING
        )
        assert pending.count() == len(down_ids)
    finally:
        broker.start()
    # Celery 5.7 / kombu 5.7 workers can exit with "Unrecoverable error" when the
    # Redis connection drops (AttributeError in restore_unacked on close); in a
    # deployment the process supervisor restarts them, as we do here.
    if "Unrecoverable error" in worker.log_text() or not worker.alive:
        worker.restart()

    ids += down_ids
    ids += _post_batch(token_client, 20)
    assert settle(ids), worker.log_tail()
    assert_verified_exactly_once(ids)
