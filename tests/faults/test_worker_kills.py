"""Workers killed with SIGKILL while answers stream in lose nothing, duplicate nothing.

CI runs the short form (1,000 answers, 2 kills); FAULTS_FULL=1 runs 10,000 answers
with a kill every 1,000.
"""

from __future__ import annotations

import os

import pytest

from tests.support.fixtures import assert_verified_exactly_once, ingest, settle

FULL = os.environ.get("FAULTS_FULL") == "1"
ANSWERS = 10_000 if FULL else 1_000
BATCH = 250
KILL_EVERY = 1_000 if FULL else 500


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_sigkilled_workers_leave_every_answer_verified_exactly_once(worker):
    """Alternate pool-child and whole-worker SIGKILLs during ingestion; all recover."""
    ids: list[int] = []
    kills = 0
    for start in range(0, ANSWERS, BATCH):
        ids += ingest(BATCH, prefix=f"sigkill-{start}")
        if (start + BATCH) % KILL_EVERY == 0:
            kills += 1
            if kills % 2:
                # A pool child dies mid-task: the main process requeues its task.
                worker.kill_children()
            else:
                # The whole worker dies: its unacked tasks wait for the sweeper.
                worker.kill()
                worker.start()

    assert kills >= 2
    assert len(ids) == ANSWERS
    assert settle(ids, rounds=10), worker.log_tail()
    assert_verified_exactly_once(ids)
