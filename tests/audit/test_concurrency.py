"""Concurrent writers append to one chain, never a fork."""

from __future__ import annotations

import threading

import pytest
from django.db import connection, transaction

from foundations.actors import Actor
from foundations.audit.models import AuditEvent
from foundations.audit.selectors import audit_chain_verify
from foundations.audit.services import audit_record

THREADS = 8
EVENTS_EACH = 25


def _append(worker: int, barrier: threading.Barrier, errors: list) -> None:
    try:
        barrier.wait()
        for n in range(EVENTS_EACH):
            with transaction.atomic():
                audit_record(
                    actor=Actor.system(f"writer-{worker}"),
                    action="comment.added",
                    payload={"worker": worker, "n": n},
                )
    except Exception as error:  # reported by the test, not lost in the thread
        errors.append(error)
    finally:
        connection.close()


@pytest.mark.django_db(transaction=True)
def test_concurrent_appends_keep_one_chain():
    """Eight threads, each with its own connection, append; the chain stays linear."""
    barrier = threading.Barrier(THREADS)
    errors: list = []
    threads = [
        threading.Thread(target=_append, args=(worker, barrier, errors))
        for worker in range(THREADS)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert not errors
    assert AuditEvent.objects.count() == THREADS * EVENTS_EACH
    prev_hashes = list(AuditEvent.objects.values_list("prev_hash", flat=True))
    assert len(set(prev_hashes)) == len(prev_hashes), "two events share a parent"
    check = audit_chain_verify()
    assert check.intact
    assert check.verified_count == THREADS * EVENTS_EACH
