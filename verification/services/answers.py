"""Ingest answers with their evidence: validated, idempotent, audited, then enqueued.

A batch is one transaction: either every answer in it is stored (with its evidence and
its audit event) or none is, so a client retrying a rejected batch never half-duplicates
it. Rows go in with bulk inserts: a batch of 500 costs a handful of round trips.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from django.db import IntegrityError, transaction
from django.utils import timezone

from foundations.actors import Actor
from foundations.audit.models import AuditAction
from foundations.audit.services import EventDraft, audit_record_many
from foundations.bulk import models_copy, rows_copy
from foundations.errors import CONFLICT, ApplicationError
from verification.core import EvidenceChunk as CoreEvidence

from ..limits import article_no_stored
from ..models import Answer, EvidenceChunk, Source
from .records import answer_record, digest, evidence_record

logger = logging.getLogger(__name__)

CONFLICT_MESSAGE = "an answer with this external_id exists with a different payload"
# core.EvidenceChunk's fields, in its order: rows read in this order build one
# positionally.
# The fields of core.EvidenceChunk, in its order: rows are read straight into it.
CHUNK_FIELDS = ("chunk_id", "law_label", "article", "text", "score", "citation_key")
# Stored: those, and the article as an int where it is one (for clients of v2).
EVIDENCE_FIELDS = ("answer", "position", *CHUNK_FIELDS, "article_no")
DUPLICATE_IN_BATCH_MESSAGE = "appears twice in this batch with different payloads"
INGEST_RACE_MESSAGE = (
    "other requests are storing this external_id at the same moment; retry"
)
# Each attempt after a lost race sees more of the competing rows; three is plenty
# for the races a retrying client causes, and bounds the work of a hostile one.
INGEST_ATTEMPTS = 3


@dataclass(frozen=True)
class AnswerInput:
    """One validated answer as received, before it is stored."""

    external_id: str
    question: str
    model: str
    text: str
    evidence: tuple[CoreEvidence, ...]

    def payload_hash(self) -> str:
        canonical = json.dumps(
            {
                "question": self.question,
                "model": self.model,
                "text": self.text,
                # The fields of core.EvidenceChunk; a literal, not asdict(), whose
                # deep copy was 14% of ingest time (the hash is unchanged).
                "evidence": [
                    {
                        "chunk_id": chunk.chunk_id,
                        "law_label": chunk.law_label,
                        # A numeric article hashes as before verifier 3, so a
                        # repeated post of an old answer is still a repeat.
                        "article_no": (
                            chunk.article_no
                            if chunk.article_no is not None
                            else chunk.article
                        ),
                        "text": chunk.text,
                        "score": chunk.score,
                        "citation_key": chunk.citation_key,
                    }
                    for chunk in self.evidence
                ],
            },
            sort_keys=True,
            separators=(",", ":"),
            ensure_ascii=False,
        )
        return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class IngestResult:
    answer_id: int
    external_id: str
    created: bool


def _ingest_conflict(index: int, message: str) -> ApplicationError:
    """The batch is refused, nothing in it stored; `detail` is the answer's place."""
    return ApplicationError(
        message, field="external_id", status=CONFLICT, detail={"index": index}
    )


def answers_ingest(
    *, source: Source, actor: Actor, answers: Sequence[AnswerInput]
) -> list[IngestResult]:
    """Store a batch of answers; return one result per input, in input order.

    The same payload again under the same external id returns the existing answer;
    a different payload under that id refuses the whole batch (a conflict
    ApplicationError whose detail gives the answer's index).
    """
    for attempt in range(1, INGEST_ATTEMPTS + 1):
        try:
            return _ingest_atomically(source=source, actor=actor, answers=answers)
        except IntegrityError:
            # A concurrent request stored one of these ids between our lookup and
            # our insert. Run again: the lookup now sees it and treats it as a
            # repeat (or a conflict). Raw COPY errors arrive here as IntegrityError
            # too (foundations.bulk translates them).
            logger.info("ingest race on source %s (attempt %s)", source.name, attempt)
    # Still racing after every attempt: the client's retry will settle it.
    raise ApplicationError(INGEST_RACE_MESSAGE, field="external_id", status=CONFLICT)


@transaction.atomic
def _ingest_atomically(
    *, source: Source, actor: Actor, answers: Sequence[AnswerInput]
) -> list[IngestResult]:
    hashes = [answer.payload_hash() for answer in answers]
    first_index = _first_index_by_external_id(answers, hashes)
    existing = {
        row.external_id: row
        for row in Answer.objects.filter(
            source=source, external_id__in=list(first_index)
        ).only("id", "external_id", "payload_hash")
    }
    for external_id, index in first_index.items():
        row = existing.get(external_id)
        if row is not None and row.payload_hash != hashes[index]:
            raise _ingest_conflict(index, CONFLICT_MESSAGE)

    to_create = [
        i for i in first_index.values() if answers[i].external_id not in existing
    ]
    created = _insert_answers(source, answers, hashes, to_create)
    _insert_evidence(answers, created)
    _audit_ingested(actor, source, answers, created)
    new_ids = [created[i].pk for i in to_create]
    if new_ids:
        transaction.on_commit(lambda: verification_enqueue(answer_ids=new_ids))

    by_external_id = {
        **existing,
        **{created[i].external_id: created[i] for i in created},
    }
    return [
        IngestResult(
            answer_id=by_external_id[a.external_id].pk,
            external_id=a.external_id,
            created=a.external_id not in existing,
        )
        for a in answers
    ]


def _first_index_by_external_id(
    answers: Sequence[AnswerInput], hashes: Sequence[str]
) -> dict[str, int]:
    first: dict[str, int] = {}
    for index, answer in enumerate(answers):
        seen = first.setdefault(answer.external_id, index)
        if hashes[seen] != hashes[index]:
            raise _ingest_conflict(index, DUPLICATE_IN_BATCH_MESSAGE)
    return first


def _insert_answers(
    source: Source,
    answers: Sequence[AnswerInput],
    hashes: Sequence[str],
    indexes: Sequence[int],
) -> dict[int, Answer]:
    now = timezone.now()
    deadline = now + timedelta(hours=source.review_deadline_hours)
    rows = [
        Answer(
            source=source,
            external_id=answers[i].external_id,
            model=answers[i].model,
            question=answers[i].question,
            text=answers[i].text,
            payload_hash=hashes[i],
            received_at=now,
            review_deadline_at=deadline,
            enqueued_at=now,
        )
        for i in indexes
    ]
    models_copy(rows)
    return dict(zip(indexes, rows, strict=True))


def _insert_evidence(
    answers: Sequence[AnswerInput], created: dict[int, Answer]
) -> None:
    rows_copy(
        EvidenceChunk,
        EVIDENCE_FIELDS,
        (
            (
                row.pk,
                position,
                chunk.chunk_id,
                chunk.law_label,
                chunk.article,
                chunk.text,
                chunk.score,
                chunk.citation_key,
                article_no_stored(chunk.article_no),
            )
            for index, row in created.items()
            for position, chunk in enumerate(answers[index].evidence)
        ),
    )


def _audit_ingested(
    actor: Actor,
    source: Source,
    answers: Sequence[AnswerInput],
    created: dict[int, Answer],
) -> None:
    audit_record_many(
        actor=actor,
        events=[
            EventDraft.for_answer(
                AuditAction.ANSWER_INGESTED,
                row.pk,
                {
                    "source": source.name,
                    "external_id": row.external_id,
                    "model": row.model,
                    "evidence_count": len(answers[index].evidence),
                    "payload_hash": row.payload_hash,
                    # What the review record's answer and evidence must hash to.
                    "answer_digest": digest(answer_record(row, source.name)),
                    "evidence_digest": digest(
                        evidence_record(
                            row.pk,
                            (
                                (
                                    position,
                                    chunk.chunk_id,
                                    chunk.law_label,
                                    chunk.article,
                                    article_no_stored(chunk.article_no),
                                    chunk.text,
                                    chunk.score,
                                    chunk.citation_key,
                                )
                                for position, chunk in enumerate(
                                    answers[index].evidence
                                )
                            ),
                        )
                    ),
                },
            )
            for index, row in created.items()
        ],
    )


def verification_enqueue(*, answer_ids: Sequence[int]) -> bool:
    """Send answers to the workers in batches; return False if the broker refused.

    A refused enqueue loses nothing: the answers are stored as pending and the sweeper
    re-enqueues them once the broker is back. So the API keeps accepting answers while
    Redis is down, instead of failing the request that already committed.
    """
    from django.conf import settings

    from ..tasks import verify_answers

    size = settings.VERIFICATION_BATCH_SIZE
    ids = list(answer_ids)
    try:
        for start in range(0, len(ids), size):
            verify_answers.apply_async(
                args=[ids[start : start + size]],
                retry=True,
                retry_policy={
                    "max_retries": 2,
                    "interval_start": 0.1,
                    "interval_step": 0.2,
                },
            )
    except Exception:  # noqa: BLE001 - any broker failure means "leave it to the sweeper"
        logger.warning(
            "broker unavailable; %d answers left for the sweeper",
            len(ids),
            exc_info=True,
        )
        return False
    return True
