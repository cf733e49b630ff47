"""Changes to answers, decisions and aliases made outside the application are logged,
and the documented app role cannot rewrite the audit tables."""

from __future__ import annotations

import re
import uuid
from pathlib import Path

import psycopg
import pytest
from django.db import connection

from foundations.audit.models import AuditAction, AuditEvent, BypassCapture
from tests.factories import make_answer

pytestmark = pytest.mark.django_db(transaction=True)

DOC = Path(__file__).resolve().parents[3] / "docs" / "security-audit.md"


def _outside_connection() -> psycopg.Connection:
    """A session that is not the application: psql, a script, a DBA's tool."""
    settings = connection.settings_dict
    return psycopg.connect(
        dbname=settings["NAME"],
        user=settings["USER"],
        host=settings["HOST"],
        port=settings["PORT"] or 5432,
        autocommit=True,
    )


def test_raw_update_outside_the_app_becomes_a_bypass_event(record_events):
    """An UPDATE from another session is captured, then logged by the next append."""
    answer = make_answer(verify=False)
    with _outside_connection() as outside:
        outside.execute(
            "UPDATE verification_answer SET text = 'rewritten' WHERE id = %s",
            [answer.pk],
        )
        outside.execute("DELETE FROM verification_labelalias")  # no rows: no capture
    assert BypassCapture.objects.count() == 1

    record_events(1)

    event = AuditEvent.objects.get(action=AuditAction.DB_BYPASS)
    assert event.payload["table"] == "verification_answer"
    assert event.payload["operation"] == "UPDATE"
    assert event.payload["row_id"] == str(answer.pk)
    assert event.answer_id == answer.pk
    # Logged once: the next append does not log it again.
    record_events(1)
    assert AuditEvent.objects.filter(action=AuditAction.DB_BYPASS).count() == 1


def test_changes_through_the_application_are_not_captured():
    """The app's own connection (citation_review.via_app) changes answers freely."""
    answer = make_answer()  # ingest + verify: updates the answer row
    from verification.models import Answer

    Answer.objects.filter(pk=answer.pk).update(text="edited by a service")
    assert not BypassCapture.objects.exists()


def test_the_capture_table_is_append_only():
    """Removing the evidence of a bypass needs the trigger disabled, a superuser act."""
    answer = make_answer(verify=False)
    with _outside_connection() as outside:
        outside.execute(
            "UPDATE verification_answer SET model = 'x' WHERE id = %s", [answer.pk]
        )
        assert BypassCapture.objects.count() == 1
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            outside.execute("DELETE FROM audit_bypasscapture")


def _role_sql(role: str) -> list[str]:
    """The statements of docs/security-audit.md's role block, for role `role`."""
    text = DOC.read_text(encoding="utf-8")
    block = re.search(r"```sql\n(.*?)```", text, re.S).group(1)
    block = block.replace("citation_review_app", role).replace(
        "citation_review", connection.settings_dict["NAME"]
    )
    return [s.strip() for s in block.split(";") if s.strip()]


def test_the_documented_app_role_may_insert_but_never_rewrite(record_events):
    """The role from the docs appends; UPDATE, DELETE and TRUNCATE are refused."""
    record_events(2)
    role = f"cr_app_{uuid.uuid4().hex[:8]}"
    with _outside_connection() as admin:
        for statement in _role_sql(role):
            admin.execute(statement)
        try:
            admin.execute(f"SET ROLE {role}")
            admin.execute("SELECT count(*) FROM audit_auditevent")
            for sql in (
                "UPDATE audit_auditevent SET payload = '{}'",
                "DELETE FROM audit_auditevent",
                "TRUNCATE audit_auditevent",
                "UPDATE audit_auditmerklenode SET hash = ''::bytea",
                "DELETE FROM audit_signedcheckpoint",
            ):
                with pytest.raises(psycopg.errors.InsufficientPrivilege) as refused:
                    admin.execute(sql)
                assert "permission denied" in str(refused.value)
            with admin.transaction(force_rollback=True):
                admin.execute(
                    "INSERT INTO audit_bypasscapture"
                    " (captured_at, table_name, operation, row_id, db_user)"
                    " VALUES (now(), 't', 'UPDATE', '1', current_user)"
                )
        finally:
            admin.execute("RESET ROLE")
            admin.execute(f"DROP OWNED BY {role}")
            admin.execute(f"DROP ROLE {role}")


def test_answers_decisions_and_aliases_are_watched():
    """The three tables that hold reviewed records each carry the capture trigger."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT tgrelid::regclass::text FROM pg_trigger"
            " WHERE tgname LIKE '%%_capture_bypass' ORDER BY 1"
        )
        watched = [row[0] for row in cursor.fetchall()]
    assert watched == [
        "reviewer_decision",
        "verification_answer",
        "verification_labelalias",
    ]
