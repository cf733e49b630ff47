"""Fixtures shared by tests/pipeline and tests/faults (their conftests import them).

`worker` is a real Celery worker on a dedicated redis-server; tests that use it are
`@pytest.mark.django_db(transaction=True)` so the worker, another process, sees their
rows.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.db.models import Count

from foundations.actors import Actor
from tests.support.worker import (
    CeleryWorker,
    RedisServer,
    celery_broker,
    database_url,
    purge_queue,
    wait_until,
)
from verification.models import Answer, VerificationReport, VerificationState
from verification.services.tokens import api_token_create

POISON_MARKER = "__POISON_PILL__"
# The worker retries a failed answer after 0.2 s, 0.4 s: fast enough for a test.
WORKER_ENV = {
    "VERIFICATION_POISON_MARKER": POISON_MARKER,
    "VERIFICATION_RETRY_DELAY_SECONDS": "0.2",
    "VERIFICATION_MAX_ATTEMPTS": "3",
    "LOG_LEVEL": "WARNING",
}


@pytest.fixture(scope="session")
def broker(tmp_path_factory) -> Iterator[RedisServer]:
    """A redis-server of our own: fault tests may stop it, the shared one never."""
    server = RedisServer()
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def audit_truncate_allowed(django_db_setup, django_db_blocker) -> None:
    """Let transactional tests flush the audit tables (test database only).

    The audit tables refuse TRUNCATE unless `audit.allow_truncate` is on; the
    migration means to switch it on for the test database, and this makes sure.
    """
    from django.db import connection

    with django_db_blocker.unblock(), connection.cursor() as cursor:
        name = connection.ops.quote_name(connection.settings_dict["NAME"])
        cursor.execute(f"ALTER DATABASE {name} SET audit.allow_truncate = 'on'")
        cursor.execute("SET audit.allow_truncate = 'on'")


@pytest.fixture(scope="session")
def worker_process(
    audit_truncate_allowed, broker: RedisServer, tmp_path_factory
) -> Iterator[CeleryWorker]:
    from django.conf import settings

    # Outside pytest's basetemp: other sessions on the machine prune that.
    log_path = Path(tempfile.gettempdir()) / f"citation-review-worker-{os.getpid()}.log"
    process = CeleryWorker(
        database_url=database_url(settings.DATABASES["default"]),
        broker_url=broker.url,
        log_path=log_path,
        extra_env=WORKER_ENV,
    )
    process.start()
    yield process
    process.stop()


@pytest.fixture
def worker(worker_process: CeleryWorker, broker: RedisServer) -> Iterator[CeleryWorker]:
    """The running worker, with an empty queue, and this process publishing to it."""
    if not broker.is_up():
        broker.start()
    purge_queue(broker)
    if not worker_process.alive:
        worker_process.start()
    with celery_broker(broker.url):
        yield worker_process


@pytest.fixture
def token_client(audit_truncate_allowed, transactional_db):
    """A test client that sends a fresh source token (transactional database)."""
    from django.test import Client

    _, plaintext = api_token_create(
        source_name="assistant", actor=Actor.system("tests")
    )
    return Client(HTTP_AUTHORIZATION=f"Bearer {plaintext}")


def wait_verified(answer_ids: list[int], *, timeout: float = 30) -> bool:
    """Wait until none of these answers is pending; return whether that happened."""
    return wait_until(
        lambda: (
            not Answer.objects.filter(
                pk__in=answer_ids, verification_state=VerificationState.PENDING
            ).exists()
        ),
        timeout=timeout,
        interval=0.2,
    )


def assert_verified_exactly_once(answer_ids: list[int]) -> None:
    """Every answer has one current report and no version was reported twice."""
    answers = Answer.objects.filter(pk__in=answer_ids)
    assert answers.count() == len(answer_ids)
    states = set(answers.values_list("verification_state", flat=True))
    assert states <= {VerificationState.PASSED, VerificationState.FLAGGED}, states
    assert not answers.filter(current_report__isnull=True).exists()
    duplicates = (
        VerificationReport.objects.filter(answer_id__in=answer_ids)
        .values("answer_id", "verifier_version", "alias_version")
        .annotate(n=Count("id"))
        .filter(n__gt=1)
    )
    assert not duplicates.exists(), list(duplicates[:5])
    assert VerificationReport.objects.filter(answer_id__in=answer_ids).count() == len(
        answer_ids
    )


def answer_inputs(count: int, *, prefix: str, text: str | None = None) -> list:
    """`count` distinct AnswerInputs (flagged by default), as the API would build."""
    from tests.factories import FLAGGED_TEXT, GDPR_6, GDPR_17
    from verification.services.answers import AnswerInput

    return [
        AnswerInput(
            external_id=f"{prefix}-{i}",
            question="When is processing of personal data lawful?",
            model="assistant-model-2026-10",
            text=text or FLAGGED_TEXT,
            evidence=(GDPR_6, GDPR_17),
        )
        for i in range(count)
    ]


def ingest(count: int, *, prefix: str, batch: int = 500) -> list[int]:
    """Ingest `count` answers through the service in API-sized batches; return ids."""
    from tests.factories import make_source
    from verification.services.answers import answers_ingest

    source = make_source()
    inputs = answer_inputs(count, prefix=prefix)
    ids: list[int] = []
    for start in range(0, count, batch):
        results = answers_ingest(
            source=source,
            actor=Actor.system("tests"),
            answers=inputs[start : start + batch],
        )
        ids.extend(r.answer_id for r in results)
    return ids


def sweep_now() -> int:
    """Run the sweeper in this process with no grace period; return answers swept."""
    from django.test import override_settings

    from verification.tasks import sweep_pending_answers

    with override_settings(VERIFICATION_PENDING_GRACE_SECONDS=0):
        return sweep_pending_answers.apply().get()


def settle(answer_ids: list[int], *, rounds: int = 6, wait: float = 5) -> bool:
    """Wait for the answers, sweeping between waits as beat would; return success."""
    for _ in range(rounds):
        if wait_verified(answer_ids, timeout=wait):
            return True
        sweep_now()
    return wait_verified(answer_ids, timeout=wait)
