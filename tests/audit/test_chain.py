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
    assert audit_chain_check(recorded_by="tests").intact
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
    audit_chain_check(recorded_by="tests")
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
    audit_chain_check(recorded_by="tests")
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
    assert chain_check_task.run() is False
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


def test_periodic_check_catches_an_edit_before_the_last_checkpoint(
    record_events, behind_the_apps_back
):
    """The scheduled check walks the whole chain: an event edited behind an earlier
    checkpoint is reported, and no new checkpoint is recorded over it."""
    events = record_events(5)
    assert chain_check_task.run() is True
    record_events(3)
    behind_the_apps_back(
        "UPDATE audit_auditevent SET payload = '{\"n\": 99}' WHERE id = %s",
        [events[1].pk],
    )

    assert chain_check_task.run() is False
    assert AuditCheckpoint.objects.count() == 1


def test_verify_now_walks_only_recent_events_and_queues_the_whole_walk(
    record_events, admin_client, django_capture_on_commit_callbacks, monkeypatch
):
    """The audit page's "verify now" checks the events since the last verified
    checkpoint inside the request, says so, and queues the whole-chain walk for a
    worker instead of walking hours of history in a web request."""
    from django.urls import reverse

    from foundations.audit import tasks

    record_events(40)
    assert audit_chain_check(recorded_by="tests").intact
    record_events(3)
    queued = []
    monkeypatch.setattr(tasks.audit_chain_check, "delay", lambda: queued.append(1))

    with django_capture_on_commit_callbacks(execute=True):
        response = admin_client.post(reverse("audit:chain_verify"), follow=True)

    html = response.content.decode()
    assert "the 3 events since the last verified checkpoint were checked now" in html
    assert "The whole-chain walk is queued" in html
    assert queued == [1]
    assert AuditCheckpoint.objects.count() == 1  # the worker records the next one


def test_verify_now_reports_a_recent_edit_and_its_queued_walk_an_older_one(
    record_events,
    behind_the_apps_back,
    admin_client,
    eager_celery,
    caplog,
    django_capture_on_commit_callbacks,
):
    """An edit since the checkpoint shows on the page at once; one before it is left
    to the whole-chain walk the button queues, which reports it and records nothing."""
    import logging

    from django.urls import reverse

    events = record_events(4)
    assert audit_chain_check(recorded_by="tests").intact
    recent = record_events(2)
    behind_the_apps_back(
        "UPDATE audit_auditevent SET actor_label = 'system:x' WHERE id = %s",
        [recent[0].pk],
    )
    response = admin_client.post(reverse("audit:chain_verify"), follow=True)
    assert f"BROKEN at event #{recent[0].pk}" in response.content.decode()

    behind_the_apps_back(
        "UPDATE audit_auditevent SET actor_label = 'system:tests' WHERE id = %s",
        [recent[0].pk],
    )
    behind_the_apps_back(
        "UPDATE audit_auditevent SET actor_label = 'system:x' WHERE id = %s",
        [events[0].pk],
    )
    with (
        caplog.at_level(logging.ERROR, logger="foundations.audit.tasks"),
        django_capture_on_commit_callbacks(execute=True),
    ):
        # Eager: the walk the button queues runs here, as a worker would run it.
        response = admin_client.post(reverse("audit:chain_verify"), follow=True)
    assert "Audit chain intact" in response.content.decode()
    assert f"BROKEN at event {events[0].pk}" in caplog.text
    assert AuditCheckpoint.objects.count() == 1


def test_the_whole_chain_task_runs_under_its_own_time_limits(settings):
    """The scheduled walk is not held to a verification batch's 120 s: its limits
    come from AUDIT_CHAIN_CHECK_SOFT_TIME_LIMIT (12 h by default), and it is
    acknowledged on receipt so the broker never hands a long walk to a second
    worker."""
    from foundations.audit.tasks import audit_checkpoint_sign as sign_task

    soft = settings.AUDIT_CHAIN_CHECK_SOFT_TIME_LIMIT
    assert soft >= 12 * 3600 > settings.CELERY_TASK_SOFT_TIME_LIMIT
    assert chain_check_task.soft_time_limit == soft
    assert chain_check_task.time_limit > soft
    assert chain_check_task.acks_late is False
    # Other audit tasks keep the global limits.
    assert sign_task.soft_time_limit == settings.CELERY_TASK_SOFT_TIME_LIMIT


def test_a_scheduled_walk_skips_while_another_is_running(record_events, caplog):
    """Walks start every few minutes and may take hours: a run that finds another
    holding the walk lock skips, and records nothing."""
    import logging

    from django.db import connections

    from foundations.audit.services import WALK_LOCK_KEY

    record_events(2)
    other = connections.create_connection("default")
    try:
        with other.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_lock(%s)", [WALK_LOCK_KEY])
        with caplog.at_level(logging.INFO, logger="foundations.audit.tasks"):
            assert chain_check_task.run() is None
        assert "another whole-chain walk is running" in caplog.text
        assert not AuditCheckpoint.objects.exists()
    finally:
        # Unlocked before closing: a closed session's backend lets go of its locks
        # a moment after the client has gone, which a busy machine makes visible.
        with other.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_unlock(%s)", [WALK_LOCK_KEY])
        other.close()
    assert chain_check_task.run() is True


def test_a_walk_stopped_by_its_time_limit_says_so(record_events, monkeypatch, caplog):
    """Past its soft limit the walk stops with an error naming the setting to raise,
    and records no checkpoint."""
    import logging

    from celery.exceptions import SoftTimeLimitExceeded

    from foundations.audit import services

    record_events(2)

    def stopped(**kwargs):
        raise SoftTimeLimitExceeded()

    monkeypatch.setattr(services, "audit_chain_verify", stopped)
    with caplog.at_level(logging.ERROR, logger="foundations.audit.tasks"):
        assert chain_check_task.run() is None
    assert "AUDIT_CHAIN_CHECK_SOFT_TIME_LIMIT" in caplog.text
    assert not AuditCheckpoint.objects.exists()


def test_record_command_walks_the_whole_chain(record_events, behind_the_apps_back):
    """`audit_verify --record` refuses to checkpoint an edited history."""
    events = record_events(3)
    call_command("audit_verify", "--record")
    behind_the_apps_back(
        "UPDATE audit_auditevent SET payload = '{}' WHERE id = %s", [events[0].pk]
    )
    with pytest.raises(CommandError, match=f"broken at event #{events[0].pk}"):
        call_command("audit_verify", "--record", "--incremental")
    assert AuditCheckpoint.objects.count() == 1


def test_periodic_check_catches_a_tail_cut_below_the_last_recorded_head(
    record_events, behind_the_apps_back
):
    """Deleting the newest events, back past the head the last check recorded, is
    reported by the scheduled check (the recorded head must still exist and match),
    and the shorter chain is not checkpointed."""
    events = record_events(6)
    assert chain_check_task.run() is True
    behind_the_apps_back("DELETE FROM audit_auditevent WHERE id >= %s", [events[4].pk])

    assert chain_check_task.run() is False
    assert AuditCheckpoint.objects.count() == 1
    check = audit_chain_verify()
    assert check.broken_at == events[-1].pk
    assert "newest events were deleted" in check.reason


def test_a_cut_tail_is_caught_and_cannot_be_replaced(
    record_events, behind_the_apps_back
):
    """Cutting the tail behind the app's back fails the check at the recorded head,
    and the app cannot append a new tail in its place: the Merkle tree of the
    events already holds their leaves, so the log refuses to grow over the cut."""
    from django.db import IntegrityError, transaction

    events = record_events(4)
    assert chain_check_task.run() is True
    behind_the_apps_back("DELETE FROM audit_auditevent WHERE id >= %s", [events[2].pk])

    check = audit_chain_verify()
    assert not check.intact
    assert check.broken_at == events[-1].pk
    assert chain_check_task.run() is False
    with pytest.raises(IntegrityError), transaction.atomic():
        record_events(5)


def test_every_checkpoint_is_held_to_its_event(record_events, behind_the_apps_back):
    """An older checkpoint whose event no longer exists is reported even when the
    events after it were removed too: every recorded head must still be there."""
    events = record_events(3)
    assert audit_chain_check(recorded_by="tests").intact
    more = record_events(2)
    assert audit_chain_check(recorded_by="tests").intact
    # Remove the whole history behind the app's back.
    behind_the_apps_back("DELETE FROM audit_auditevent WHERE id <= %s", [more[-1].pk])
    check = audit_chain_verify()
    assert not check.intact
    assert check.broken_at in (events[-1].pk, more[-1].pk)


def test_a_checkpoint_is_never_recorded_over_an_edited_history(
    record_events, behind_the_apps_back
):
    """Recording a checkpoint re-walks the whole chain first: over an edit behind
    an older checkpoint, or at a head that differs from the event, it is refused."""
    from foundations.audit.services import CheckpointRefused, audit_checkpoint_record

    events = record_events(4)
    assert audit_chain_check(recorded_by="tests").intact
    head = events[-1]
    with pytest.raises(CheckpointRefused):
        audit_checkpoint_record(
            event_id=head.pk, event_hash="0" * 64, event_count=4, recorded_by="tests"
        )
    behind_the_apps_back(
        "UPDATE audit_auditevent SET payload = '{}' WHERE id = %s", [events[0].pk]
    )
    with pytest.raises(CheckpointRefused, match=f"event #{head.pk}"):
        audit_checkpoint_record(
            event_id=head.pk, event_hash=head.hash, event_count=4, recorded_by="tests"
        )
    assert AuditCheckpoint.objects.count() == 1
