"""One request followed through a real worker: its id, its logs, its metrics, its
webhook. The worker runs as production does (JSON logs, task metrics served)."""

from __future__ import annotations

import json
import logging

import httpx
import pytest
from django.test import Client
from prometheus_client.parser import text_string_to_metric_families

from foundations.actors import Actor
from foundations.audit.models import AuditAction, AuditEvent
from tests.factories import answer_payload, make_source
from tests.support.fixtures import wait_verified
from tests.support.worker import wait_until
from tests.verification.webhooks.receiver import Receiver
from verification.services.tokens import api_token_create
from verification.webhooks.models import WebhookDelivery

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.worker]

MARKER = "CONFIDENTIAL-ANSWER-TEXT-5c1e"


def json_lines(text: str) -> list[dict]:
    lines = []
    for line in text.splitlines():
        if line.startswith("{"):
            lines.append(json.loads(line))
    return lines


def post(request_id: str | None = None, **overrides):
    _, plaintext = api_token_create(source_name="assistant", actor=Actor.system("t"))
    headers = {"HTTP_AUTHORIZATION": f"Bearer {plaintext}"}
    if request_id:
        headers["HTTP_X_REQUEST_ID"] = request_id
    response = Client(**headers).post(
        "/api/v1/answers",
        data=json.dumps(answer_payload(**overrides)),
        content_type="application/json",
    )
    assert response.status_code == 202, response.content
    return response, plaintext


def test_a_requests_id_reaches_the_task_log_and_the_audit_events(
    observed_worker, caplog
):
    """The id the client sent is echoed, logged by the worker's task (as JSON) and
    stored on the request's audit event and on the worker's."""
    caplog.set_level(logging.DEBUG)
    response, token = post(
        "req-obs-42", text=f"{MARKER} [GDPR, Article 6].", question=f"{MARKER}?"
    )
    assert response["X-Request-ID"] == "req-obs-42"
    answer_id = response.json()["id"]
    assert wait_verified([answer_id], timeout=30), observed_worker.log_tail()

    def task_logged() -> bool:
        return any(
            line.get("logger") == "verification.tasks"
            and line.get("request_id") == "req-obs-42"
            for line in json_lines(observed_worker.log_text())
        )

    assert wait_until(task_logged, timeout=10), observed_worker.log_tail()
    # Celery's own task lines (logged through its task logger) are JSON too.
    assert any(
        line.get("logger") == "celery.app.trace"
        and line.get("request_id") == "req-obs-42"
        for line in json_lines(observed_worker.log_text())
    ), observed_worker.log_tail()
    events = dict(
        AuditEvent.objects.filter(answer_id=answer_id).values_list(
            "action", "request_id"
        )
    )
    assert events[AuditAction.ANSWER_INGESTED] == "req-obs-42"
    assert events[AuditAction.VERIFICATION_RUN] == "req-obs-42"
    # Neither the answer's text nor the token is in any log, here or in the worker.
    worker_log = observed_worker.log_text()
    for secret in (MARKER, token):
        assert secret not in worker_log
        assert secret not in caplog.text


def test_a_request_without_an_id_gets_one(observed_worker):
    response, _ = post()
    # Let the worker finish before the test's tables are flushed under it.
    assert wait_verified([response.json()["id"]], timeout=30)
    generated = response["X-Request-ID"]
    assert len(generated) == 32
    event = AuditEvent.objects.get(
        answer_id=response.json()["id"], action=AuditAction.ANSWER_INGESTED
    )
    assert event.request_id == generated


def test_the_worker_serves_task_metrics_and_verification_latency(observed_worker):
    response, _ = post()
    assert wait_verified([response.json()["id"]], timeout=30)

    def scraped() -> dict:
        text = httpx.get(observed_worker.metrics_url, timeout=5).text
        return {
            (s.name, tuple(sorted(s.labels.items()))): s.value
            for family in text_string_to_metric_families(text)
            for s in family.samples
        }

    task = (("state", "success"), ("task", "verification.tasks.verify_answers"))
    assert wait_until(
        lambda: scraped().get(("citation_review_celery_tasks_total", task), 0) >= 1,
        timeout=10,
    ), observed_worker.log_tail()
    samples = scraped()
    latency = (
        "citation_review_verification_latency_seconds_count",
        (("source", "assistant"),),
    )
    assert samples[latency] >= 1
    assert (
        samples[
            (
                "citation_review_celery_task_duration_seconds_count",
                (("task", "verification.tasks.verify_answers"),),
            )
        ]
        >= 1
    )


def test_a_webhook_is_delivered_by_the_worker(observed_worker):
    from verification.webhooks.services import webhook_endpoint_create

    receiver = Receiver()
    receiver.start()
    try:
        _, secret = webhook_endpoint_create(
            source=make_source(), url=receiver.url, actor=Actor.system("tests")
        )
        receiver.secrets.append(secret)
        post()
        assert wait_until(lambda: receiver.received, timeout=30), (
            observed_worker.log_tail()
        )
        # The attempt is recorded after the response: wait for it before the flush.
        assert wait_until(
            lambda: WebhookDelivery.objects.filter(state="succeeded").exists(),
            timeout=10,
        )
    finally:
        receiver.stop()
    [got] = receiver.received
    assert got.verified_with == [0] and got.payload["type"] == "answer.flagged"
