"""The canonical records of an answer, its evidence and its reports, for the audit log.

Each event that stores one of these objects carries the digest of its record
(`answer_digest`, `evidence_digest`, `report_digest`); a review record (reviewer/
audit_history/records.py) carries the records themselves, and the offline verifier
(foundations/audit/record_verify.py) checks one against the other. So each builder
is written twice over the same fields, once from what is about to be stored and once
from what the database returns, and both must give identical JSON: floats stay
floats, times are UTC with microseconds, absent values are null.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

from foundations.audit.leaves import canonical_json

from ..models import Answer, CitationCheck, EvidenceChunk, UncitedSentence

EVIDENCE_RECORD_FIELDS = (
    "position",
    "chunk_id",
    "law_label",
    "article",
    "article_no",
    "text",
    "score",
    "citation_key",
)
CHECK_RECORD_FIELDS = (
    "position",
    "raw",
    "start",
    "end",
    "law_label",
    "article",
    "status",
    "diagnosis",
    "detail",
)


def timestamp(value: datetime | None) -> str | None:
    if value is None:
        return None
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def digest(record: dict[str, Any]) -> str:
    """The digest an event cites: these records carry no salts (see the README).

    Without salts, `record_digest` is SHA-256 of the canonical JSON; hashing it
    directly skips a JSON round trip per answer on the ingest path (a test checks
    the two agree).
    """
    return hashlib.sha256(canonical_json(record)).hexdigest()


def answer_record(answer: Answer, source_name: str) -> dict[str, Any]:
    return {
        "id": answer.pk,
        "source": source_name,
        "external_id": answer.external_id,
        "model": answer.model,
        "question": answer.question,
        "text": answer.text,
        "payload_hash": answer.payload_hash,
        "received_at": timestamp(answer.received_at),
    }


def evidence_record(answer_id: int, chunks: Iterable[Sequence[Any]]) -> dict[str, Any]:
    """`chunks`: tuples in EVIDENCE_RECORD_FIELDS order, by position."""
    return {
        "answer_id": answer_id,
        "chunks": [
            _normalised(dict(zip(EVIDENCE_RECORD_FIELDS, row, strict=True)))
            for row in chunks
        ],
    }


def evidence_record_stored(answer_id: int) -> dict[str, Any]:
    rows = (
        EvidenceChunk.objects.filter(answer_id=answer_id)
        .order_by("position")
        .values_list(*EVIDENCE_RECORD_FIELDS)
    )
    return evidence_record(answer_id, rows)


def report_record(
    report: Any,
    checks: Iterable[Sequence[Any]],
    uncited: Iterable[tuple[int, str]],
) -> dict[str, Any]:
    """`checks`: tuples in CHECK_RECORD_FIELDS order; `uncited`: (position, text)."""
    return {
        "id": report.pk,
        "answer_id": report.answer_id,
        "verifier_version": report.verifier_version,
        "alias_version": report.alias_version,
        "passed": report.passed,
        "unsupported_count": report.unsupported_count,
        "uncited_count": report.uncited_count,
        "citation_count": report.citation_count,
        "limit_reached": report.limit_reached,
        "created_at": timestamp(report.created_at),
        "citations": [dict(zip(CHECK_RECORD_FIELDS, c, strict=True)) for c in checks],
        "uncited_sentences": [{"position": p, "text": t} for p, t in uncited],
    }


def report_record_stored(report: Any) -> dict[str, Any]:
    checks = (
        CitationCheck.objects.filter(report=report)
        .order_by("position")
        .values_list(*CHECK_RECORD_FIELDS)
    )
    uncited = (
        UncitedSentence.objects.filter(report=report)
        .order_by("position")
        .values_list("position", "text")
    )
    return report_record(report, checks, uncited)


def _normalised(chunk: dict[str, Any]) -> dict[str, Any]:
    # A score sent as 1 is stored as 1.0; the record must say what is stored.
    chunk["score"] = float(chunk["score"])
    return chunk
