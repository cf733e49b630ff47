"""The history only grows: the ORM and PostgreSQL both refuse updates and deletes."""

from __future__ import annotations

import pytest
from django.db import DatabaseError, connection, transaction

from foundations.audit.models import AuditCheckpoint, AuditEvent
from foundations.audit.services import audit_chain_check

pytestmark = pytest.mark.django_db


def test_orm_refuses_to_save_an_existing_event(record_events):
    """Saving a stored event again raises."""
    [event] = record_events(1)
    event.payload = {"n": 2}
    with pytest.raises(PermissionError):
        event.save()


@pytest.mark.parametrize(
    "write",
    [
        lambda qs: qs.update(action="decision.approve"),
        lambda qs: qs.delete(),
        lambda qs: qs.first().delete(),
    ],
    ids=["queryset-update", "queryset-delete", "instance-delete"],
)
def test_orm_refuses_updates_and_deletes(record_events, write):
    """Bulk and single updates and deletes through the ORM raise."""
    record_events(2)
    with pytest.raises(PermissionError):
        write(AuditEvent.objects.all())
    assert AuditEvent.objects.count() == 2


@pytest.mark.parametrize(
    "sql",
    [
        "UPDATE audit_auditevent SET action = 'decision.approve'",
        "DELETE FROM audit_auditevent",
        "UPDATE audit_auditcheckpoint SET event_count = 0",
        "DELETE FROM audit_auditcheckpoint",
    ],
)
def test_database_trigger_refuses_update_and_delete(record_events, sql):
    """Raw SQL that bypasses the ORM is refused by the trigger."""
    record_events(2)
    audit_chain_check(recorded_by="tests")
    with pytest.raises(DatabaseError, match="append-only"):
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute(sql)
    assert AuditEvent.objects.count() == 2
    assert AuditCheckpoint.objects.count() == 1


@pytest.mark.parametrize("table", ["audit_auditevent", "audit_auditcheckpoint"])
def test_database_trigger_refuses_truncate(record_events, table):
    """TRUNCATE is refused too (the test database allows it only for its flushes)."""
    record_events(1)
    with pytest.raises(DatabaseError, match="append-only: TRUNCATE"):
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute("SET LOCAL audit.allow_truncate = 'off'")
            cursor.execute(f"TRUNCATE {table}")
    assert AuditEvent.objects.count() == 1
