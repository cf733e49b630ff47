"""The hash chain: intact, altered, cut in the middle, cut at the tail."""

from __future__ import annotations

import pytest
from django.core.management import CommandError, call_command

from foundations.audit.hashing import event_leaf_hash
from foundations.audit.models import AuditCheckpoint, AuditEvent
from foundations.audit.selectors import (
    REASON_CONTENT,
    REASON_PREVIOUS,
    audit_chain_verify,
)
from foundations.audit.services import GENESIS_HASH, audit_chain_check, event_hash
from foundations.audit.tasks import audit_chain_check as chain_check_task

pytestmark = pytest.mark.django_db


def test_each_event_links_to_the_one_before(record_events):
    """Every event stores its own hash and the hash of the event before it."""
    first, second, third = record_events(3)
    assert AuditEvent.objects.order_by("id").first().prev_hash == GENESIS_HASH
    assert second.prev_hash == first.hash
    assert third.prev_hash == second.hash
    assert all(event_hash(e) == e.hash for e in (first, second, third))


def test_intact_chain_passes_the_command(record_events, capsys):
    """`audit_verify` on an untouched chain says intact and exits 0."""
    record_events(5)
    call_command("audit_verify")
    assert "audit chain intact" in capsys.readouterr().out


def test_edited_payload_is_caught(record_events, behind_the_apps_back):
    """A payload edited in the database breaks the chain at exactly that event."""
    events = record_events(5)
    victim = events[2]
    behind_the_apps_back(
        "UPDATE audit_auditevent SET payload = '{\"n\": 99}' WHERE id = %s",
        [victim.pk],
    )

    check = audit_chain_verify()

    assert not check.intact
    assert check.broken_at == victim.pk
    assert check.reason == REASON_CONTENT
    assert check.verified_up_to == events[1].pk
    with pytest.raises(CommandError, match=f"broken at event #{victim.pk}"):
        call_command("audit_verify")


def test_rehashed_edit_is_caught_by_the_next_link(record_events, behind_the_apps_back):
    """Recomputing the edited event's own hash and leaf still breaks the next link."""
    events = record_events(4)
    victim = events[1]
    victim.payload = {"n": 42}
    behind_the_apps_back(
        "UPDATE audit_auditevent SET payload = '{\"n\": 42}', hash = %s,"
        " leaf_hash = %s WHERE id = %s",
        [event_hash(victim), event_leaf_hash(victim), victim.pk],
    )

    check = audit_chain_verify()

    assert check.broken_at == events[2].pk
    assert check.reason == REASON_PREVIOUS


def test_deleted_middle_event_is_caught(record_events, behind_the_apps_back):
    """Removing an event in the middle breaks the link of the one after it."""
    events = record_events(4)
    behind_the_apps_back("DELETE FROM audit_auditevent WHERE id = %s", [events[1].pk])

    check = audit_chain_verify()

    assert not check.intact
    assert check.broken_at == events[2].pk


def test_truncated_tail_is_caught_after_a_checkpoint(
    record_events, behind_the_apps_back
):
    """Deleting the newest events is caught once a checkpoint recorded them."""
    events = record_events(5)
    assert audit_chain_check(incremental=False, recorded_by="tests").intact
    behind_the_apps_back("DELETE FROM audit_auditevent WHERE id >= %s", [events[3].pk])

    full = audit_chain_verify()
    incremental = audit_chain_verify(incremental=True)

    assert not full.intact and not incremental.intact
    assert full.broken_at == incremental.broken_at == events[4].pk
    assert "newest events were deleted" in full.reason
    with pytest.raises(CommandError, match="newest events were deleted"):
        call_command("audit_verify", "--incremental")


def test_record_writes_a_checkpoint_of_the_head(record_events):
    """`audit_verify --record` stores the head it verified."""
    events = record_events(3)
    call_command("audit_verify", "--record")
    checkpoint = AuditCheckpoint.objects.get()
    assert checkpoint.event_id == events[-1].pk
    assert checkpoint.event_hash == events[-1].hash
    assert checkpoint.event_count == AuditEvent.objects.count()


def test_incremental_check_walks_only_events_after_the_checkpoint(record_events):
    """From a checkpoint, only newer events are re-hashed; the totals stay whole."""
    record_events(10)
    audit_chain_check(incremental=False, recorded_by="tests")
    record_events(3)

    check = audit_chain_verify(incremental=True)

    assert check.intact
    assert check.checked == 3
    assert check.verified_count == AuditEvent.objects.count()


def test_altered_checkpointed_event_is_caught_incrementally(
    record_events, behind_the_apps_back
):
    """The incremental check re-hashes the checkpointed event itself."""
    events = record_events(3)
    audit_chain_check(incremental=False, recorded_by="tests")
    behind_the_apps_back(
        "UPDATE audit_auditevent SET actor_label = 'system:someone-else' WHERE id = %s",
        [events[-1].pk],
    )
    check = audit_chain_verify(incremental=True)
    assert not check.intact
    assert check.broken_at == events[-1].pk


def test_periodic_task_records_a_checkpoint(record_events):
    """The beat task verifies from the last checkpoint and records a new one."""
    record_events(2)
    assert chain_check_task.run() is True
    assert chain_check_task.run() is True
    assert AuditCheckpoint.objects.count() == 2


def test_periodic_task_records_nothing_on_a_broken_chain(
    record_events, behind_the_apps_back
):
    """A broken chain gets no checkpoint: a checkpoint promises integrity."""
    events = record_events(2)
    behind_the_apps_back(
        "UPDATE audit_auditevent SET action = 'decision.approve' WHERE id = %s",
        [events[0].pk],
    )
    assert chain_check_task.run(full=True) is False
    assert not AuditCheckpoint.objects.exists()


def test_nul_characters_in_payload_are_stored_and_hash_the_same(record_events):
    """U+0000 (which jsonb refuses) is stored as U+FFFD and the chain stays intact."""
    [event] = record_events(1, payload={"username": "ad\x00min"})
    event.refresh_from_db()
    assert event.payload == {"username": "ad\ufffdmin"}
    assert audit_chain_verify().intact


def test_an_event_about_one_answer_has_that_answer_as_its_subject():
    """Given only `answer_id`, an event names the answer as subject and trail step."""
    from foundations.actors import Actor
    from foundations.audit.services import audit_record

    event = audit_record(
        actor=Actor.system("tests"), action="comment.added", answer_id=42
    )
    event.refresh_from_db()
    assert (event.subject_type, event.subject_id, event.answer_id) == (
        "answer",
        "42",
        42,
    )
