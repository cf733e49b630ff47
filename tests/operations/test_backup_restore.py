"""Back up and restore PostgreSQL as docs/operations.md says, then verify the audit log.

A populated test database (answers verified, decided, users signed in, a checkpoint
recorded) is dumped with `pg_dump --format=custom`, restored with `pg_restore` into a
new database, and `manage.py audit_verify` runs against the restore, under the
production settings, with DATABASE_URL pointing at it: it must say the chain is
intact and count every event. A restore whose audit rows were altered must not pass.
"""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from django.db import connection

from foundations.audit.models import AuditCheckpoint, AuditEvent
from foundations.audit.services import audit_chain_check
from tests.support.postgres import pg_bin

pytestmark = pytest.mark.django_db(transaction=True)

ROOT = Path(__file__).resolve().parents[2]
SERVER = ["-h", "127.0.0.1", "-p", "5432", "-U", "postgres"]


def populate() -> None:
    """A small but real history: ingested and verified answers, a decision, a
    sign-in, a role change, and a checkpoint over all of it."""
    from django.test import Client

    from reviewer.services import decision_record
    from tests.factories import PASSWORD, make_review_answer, make_user

    reviewer = make_user("reviewer")
    Client().post(
        "/accounts/login/", {"username": reviewer.username, "password": PASSWORD}
    )
    for _ in range(3):
        answer = make_review_answer()
    decision_record(
        answer_id=answer.pk,
        user=reviewer,
        action="approve",
        reason_category="acceptable_risk",
        expected_review_state="unreviewed",
    )
    audit_chain_check(recorded_by="tests:backup")
    make_user("qa")  # an event after the checkpoint: the walk goes past it


def run(*command: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(
        command, check=True, capture_output=True, text=True, timeout=120, **kwargs
    )


def audit_verify(database: str) -> subprocess.CompletedProcess:
    """`manage.py audit_verify` as an operator runs it: production settings."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DJANGO_SETTINGS_MODULE", "DJANGO_ALLOW_ASYNC_UNSAFE")
    }
    env.update(
        DJANGO_SETTINGS_MODULE="config.settings.production",
        DATABASE_URL=f"postgres://postgres@127.0.0.1:5432/{database}",
        SECRET_KEY=secrets.token_urlsafe(64),
        ALLOWED_HOSTS="review.example.com",
    )
    return subprocess.run(
        [sys.executable, "manage.py", "audit_verify"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.fixture
def restored(tmp_path):
    """Dump this test database and restore it into a new one; drop it afterwards."""
    source = connection.settings_dict["NAME"]
    target = f"restore_{uuid.uuid4().hex[:12]}"
    dump = tmp_path / "citation_review.dump"
    run(pg_bin("pg_dump"), *SERVER, "--format=custom", f"--file={dump}", source)
    run(pg_bin("createdb"), *SERVER, target)
    try:
        run(pg_bin("pg_restore"), *SERVER, "--no-owner", f"--dbname={target}", dump)
        yield target
    finally:
        run(pg_bin("dropdb"), *SERVER, "--if-exists", "--force", target)


@pytest.fixture
def populated():
    populate()
    last = AuditEvent.objects.order_by("-id").first()
    return AuditEvent.objects.count(), last


def test_a_restored_backup_verifies_intact(populated, restored):
    """The restore holds every event and checkpoint, and audit_verify (production
    settings, DATABASE_URL at the restore) reports the whole chain intact."""
    count, last = populated
    assert AuditCheckpoint.objects.count() == 1

    result = audit_verify(restored)

    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == (
        f"audit chain intact: {count} events up to #{last.pk}, head {last.hash} "
        f"({count} checked this run)"
    )


def test_an_altered_restore_does_not_verify(populated, restored):
    """Edit one audit row in the restored copy (as a superuser could, bypassing the
    append-only trigger): audit_verify names that event and exits non-zero."""
    count, last = populated
    victim = AuditEvent.objects.order_by("id")[1]
    run(
        pg_bin("psql"),
        *SERVER,
        "--dbname",
        restored,
        "-v",
        "ON_ERROR_STOP=1",
        "-c",
        "SET session_replication_role = replica; "
        f"UPDATE audit_auditevent SET payload = '{{}}' WHERE id = {victim.pk};",
    )

    result = audit_verify(restored)

    assert result.returncode != 0
    assert f"audit chain broken at event #{victim.pk}" in result.stderr
