"""Audit test fixtures: an admin client, and tampering as a superuser would."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

# Django imports live inside the fixtures: the proof tests in tests/audit/proofs/
# run without Django (`-p no:django`), and this file must import there too.


@pytest.fixture
def admin_user(db):
    from tests.factories import make_user

    return make_user("admin")


@pytest.fixture
def admin_client(admin_user):
    from django.test import Client

    client = Client()
    client.force_login(admin_user)
    return client


@pytest.fixture
def record_events(db) -> Callable[..., list]:
    """Append `count` events by one system actor; return them."""
    from foundations.actors import Actor
    from foundations.audit.services import EventDraft, audit_record_many

    def record(count: int, actor: str = "tests", **draft) -> list:
        draft.setdefault("action", "comment.added")
        return audit_record_many(
            actor=Actor.system(actor),
            events=[EventDraft(**{"payload": {"n": n}, **draft}) for n in range(count)],
        )

    return record


@pytest.fixture
def behind_the_apps_back():
    """Run SQL on the audit table with its triggers disabled, as a superuser could."""
    from django.db import connection

    def run(sql: str, params: list | None = None) -> None:
        with connection.cursor() as cursor:
            cursor.execute("ALTER TABLE audit_auditevent DISABLE TRIGGER USER")
            try:
                cursor.execute(sql, params)
            finally:
                cursor.execute("ALTER TABLE audit_auditevent ENABLE TRIGGER USER")

    return run


def signed_inclusion(body: dict[str, Any]) -> tuple[Any, bool]:
    """Check a served inclusion proof: return the checkpoint it names (its signature
    verified with the served keys) and whether the proof holds in that tree."""
    from foundations.audit.keys import public_keys
    from foundations.audit.record_verify import verify_checkpoint, verify_inclusion

    signed, _ = verify_checkpoint(body["checkpoint"]["note"], public_keys())
    holds = verify_inclusion(
        bytes.fromhex(body["leaf_hash"]),
        body["leaf_index"],
        signed.size,
        [bytes.fromhex(h) for h in body["inclusion_proof"]],
        signed.root_hash,
    )
    return signed, holds
