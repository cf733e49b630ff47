"""The review record of one answer: one signed JSON bundle an outsider can check.

The bundle holds the answer, its evidence, every verification report, every decision
and comment (with the salts of their reasons and comments, or the commitments of
those erased with their author: `reviewer/erasure.py`), the audit events about the
answer with their inclusion proofs, and the signed checkpoint they prove against,
in exactly the schema of `foundations/audit/record_verify.py` (its docstring), which
checks it offline with only the log's public key. The same record renders as a
printable page.

It lives here, in the web layer, because it gathers objects from every layer below
(decisions are the reviewer app's); the audit log itself only proves the events.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.conf import settings

from foundations.audit.checkpoints import bundle_sign
from foundations.audit.hashing import erased_fields, event_content
from foundations.audit.keys import signing_key
from foundations.audit.merkle import inclusion_proof
from foundations.audit.models import AuditEvent, SignedCheckpoint
from foundations.audit.record_verify import BUNDLE_FORMAT, is_commitment
from foundations.audit.services import audit_checkpoint_sign
from foundations.audit.store import DatabaseStore
from reviewer.models import Decision
from reviewer.services import decision_record_of
from verification.models import Answer, VerificationReport
from verification.services.records import (
    answer_record,
    evidence_record_stored,
    report_record_stored,
)


@dataclass(frozen=True)
class DecisionRow:
    """One decision as the printable page lists it; None marks an erased value."""

    id: int
    created_at: str
    action: str
    from_state: str
    to_state: str
    decided_by: str | None
    reason: str | None
    comment: str | None


@dataclass(frozen=True)
class ReviewRecord:
    """The signed bundle, and what the printable page shows beside it."""

    bundle: dict[str, Any]
    answer: Answer
    checkpoint: SignedCheckpoint
    events: list[AuditEvent]
    erased: dict[int, list[str]]
    decisions: list[DecisionRow]


def _shown(value: Any) -> str | None:
    """A record's value as the page shows it: None once erased (a commitment)."""
    return None if is_commitment(value) else str(value or "")


def decision_rows(bundle: dict[str, Any]) -> list[DecisionRow]:
    """The bundle's decisions for the page, each with its decider's label as its
    audit event states it (erased with the person, like the reason and comment)."""
    deciders = {
        entry["event"]["payload"].get("decision_id"): entry["event"]["actor_label"]
        for entry in bundle["events"]
        if "decision_id" in entry["event"]["payload"]
    }
    rows = []
    for entry in bundle["decisions"]:
        record = entry["record"]
        rows.append(
            DecisionRow(
                id=record["id"],
                created_at=record["created_at"],
                action=record["action"],
                from_state=record["from_state"],
                to_state=record["to_state"],
                decided_by=_shown(deciders.get(record["id"], "")),
                reason=_shown(record["reason"]),
                comment=_shown(record["comment"]),
            )
        )
    return rows


def review_record_build(*, answer: Answer) -> ReviewRecord:
    """Build and sign the review record of `answer`, proven in a current checkpoint.

    If the newest signed checkpoint predates one of the answer's events, a new one is
    signed first, so every event is proven and none is left out for being recent.
    """
    newest = (
        AuditEvent.objects.filter(answer_id=answer.pk)
        .order_by("-leaf_index")
        .values_list("leaf_index", flat=True)
        .first()
    )
    checkpoint = SignedCheckpoint.objects.order_by("-id").first()
    if checkpoint is None or (newest is not None and newest >= checkpoint.size):
        checkpoint, _ = audit_checkpoint_sign()
    events = list(
        AuditEvent.objects.filter(
            answer_id=answer.pk, leaf_index__lt=checkpoint.size
        ).order_by("leaf_index")
    )
    store = DatabaseStore()
    bundle: dict[str, Any] = {
        "format": BUNDLE_FORMAT,
        "answer": {"record": answer_record(answer, answer.source.name), "salts": {}},
        "evidence": {"record": evidence_record_stored(answer.pk), "salts": {}},
        "reports": [
            {"record": report_record_stored(report), "salts": {}}
            for report in VerificationReport.objects.filter(answer=answer).order_by(
                "id"
            )
        ],
        "decisions": [
            {"record": decision_record_of(decision), "salts": decision.salts}
            for decision in Decision.objects.filter(answer=answer).order_by("id")
        ],
        "events": [
            {
                "leaf_index": event.leaf_index,
                "leaf_hash": bytes(event.leaf_hash).hex(),
                "inclusion_proof": [
                    h.hex()
                    for h in inclusion_proof(store, event.leaf_index, checkpoint.size)
                ],
                "event": event_content(event),
                "salts": event.salts,
            }
            for event in events
        ],
        "checkpoint": checkpoint.note,
    }
    signed = bundle_sign(bundle, signing_key(), settings.AUDIT_LOG_ORIGIN)
    erased = {event.pk: erased_fields(event) for event in events}
    return ReviewRecord(
        signed, answer, checkpoint, events, erased, decision_rows(signed)
    )
