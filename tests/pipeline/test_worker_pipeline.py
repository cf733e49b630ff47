"""The pipeline end to end: API, PostgreSQL, Redis, a real worker, reports."""

from __future__ import annotations

import json
import time

import pytest

from foundations.actors import Actor
from tests.factories import FLAGGED_TEXT, PASSED_TEXT, answer_payload, make_answer
from tests.support.fixtures import (
    assert_verified_exactly_once,
    ingest,
    settle,
    sweep_now,
    wait_verified,
)
from tests.support.worker import wait_until
from verification import core
from verification.models import (
    Answer,
    LabelAlias,
    VerificationReport,
    VerificationState,
)
from verification.services.reports import answers_verify
from verification.tasks import verify_answers

pytestmark = [pytest.mark.django_db(transaction=True)]


def _post(client, body, **query):
    url = "/api/v1/answers"
    if query:
        url += "?" + "&".join(f"{k}={v}" for k, v in query.items())
    return client.post(url, data=json.dumps(body), content_type="application/json")


@pytest.mark.worker
def test_posted_batch_is_verified_by_a_real_worker(worker, token_client):
    """A posted batch is accepted pending, then the worker stores a report for each."""
    payloads = [answer_payload(text=PASSED_TEXT) for _ in range(5)]
    payloads += [answer_payload(text=FLAGGED_TEXT) for _ in range(5)]

    response = _post(token_client, {"answers": payloads})

    assert response.status_code == 202
    ids = [a["id"] for a in response.json()["answers"]]
    assert wait_verified(ids, timeout=30), worker.log_tail()
    assert_verified_exactly_once(ids)
    states = dict(
        Answer.objects.filter(pk__in=ids).values_list("id", "verification_state")
    )
    assert [states[i] for i in ids] == ["passed"] * 5 + ["flagged"] * 5


@pytest.mark.worker
def test_wait_returns_the_report_in_the_response(worker, token_client):
    """With `wait`, the POST is answered once the worker has stored the report."""
    response = _post(token_client, answer_payload(), wait=10)

    assert response.status_code == 202
    body = response.json()
    assert body["verification_state"] == "flagged"
    assert body["report"]["unsupported_count"] == 1
    assert body["report"]["citations"][1]["diagnosis"] == "article_not_in_evidence"


@pytest.mark.worker
def test_worker_killed_mid_batch_verifies_every_answer_once(worker):
    """SIGKILL to the pool and then the worker loses no answer and duplicates none."""
    ids = ingest(1500, prefix="kill")
    # Kill once the worker is demonstrably inside the work, not before or after it.
    assert wait_until(
        lambda: VerificationReport.objects.filter(answer_id__in=ids).exists(),
        timeout=20,
        interval=0.02,
    )
    assert worker.kill_children() >= 1
    time.sleep(0.3)
    worker.kill()
    # The kills landed mid-work: some answers are still pending with no worker alive.
    assert Answer.objects.filter(pk__in=ids, verification_state="pending").exists()
    worker.start()

    assert settle(ids), worker.log_tail()
    assert_verified_exactly_once(ids)


@pytest.mark.worker
def test_broker_down_at_ingest_is_recovered_by_the_sweeper(
    worker, broker, token_client
):
    """With Redis down the API still accepts (pending); the sweeper finishes the job."""
    broker.stop()
    try:
        response = _post(
            token_client, {"answers": [answer_payload() for _ in range(3)]}
        )
        assert response.status_code == 202
        ids = [a["id"] for a in response.json()["answers"]]
        assert set(
            Answer.objects.filter(pk__in=ids).values_list(
                "verification_state", flat=True
            )
        ) == {VerificationState.PENDING}
    finally:
        broker.start()

    assert sweep_now() == 3
    assert wait_verified(ids, timeout=60), worker.log_tail()
    assert_verified_exactly_once(ids)


@pytest.mark.worker
def test_running_the_task_twice_stores_one_report(worker):
    """Two deliveries of the same task, concurrently, give one report per answer."""
    ids = ingest(40, prefix="twice")
    assert wait_verified(ids, timeout=30)
    verify_answers.delay(ids)
    verify_answers.delay(ids)
    verify_answers.apply(args=[ids])
    time.sleep(1.0)

    assert_verified_exactly_once(ids)


def test_reverification_after_an_alias_keeps_the_old_report():
    """A new alias gives a new current report; the earlier report is kept as history."""
    evidence = core.EvidenceChunk(
        chunk_id="ll-6", law_label="Labour Law", article=6, text="Overtime..."
    )
    answer = make_answer(
        text="Employers must pay overtime [Saudi Labour Law, Article 6].",
        evidence=[evidence],
    )
    first = answer.current_report
    assert answer.verification_state == VerificationState.FLAGGED

    LabelAlias.objects.create(alias="Saudi Labour Law", canonical="Labour Law")
    outcome = answers_verify(answer_ids=[answer.pk], actor=Actor.system("tests"))

    answer.refresh_from_db()
    assert outcome.verified == [answer.pk]
    assert answer.current_report_id != first.pk
    assert answer.verification_state == VerificationState.PASSED
    assert list(answer.reports.order_by("id").values_list("id", flat=True)) == [
        first.pk,
        answer.current_report_id,
    ]
