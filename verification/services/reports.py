"""Run the core verifier over stored answers and store its reports.

This is the task's whole body, kept here so it is testable without a broker. It is
idempotent on (answer, verifier version, alias version): a redelivered task finds the
report already current and writes nothing, which is what makes `acks_late` safe.
"""

from __future__ import annotations

import logging
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from django.conf import settings
from django.db import connection, transaction

from foundations.actors import Actor
from foundations.audit.models import AuditAction
from foundations.audit.services import EventDraft, audit_record, audit_record_many
from foundations.bulk import models_copy, rows_copy
from verification import core

from ..models import (
    Answer,
    CitationCheck,
    EvidenceChunk,
    LabelAlias,
    UncitedSentence,
    VerificationReport,
    VerificationState,
)
from .answers import CHUNK_FIELDS
from .records import (
    CHECK_RECORD_FIELDS,
    digest,
    report_record,
    report_record_stored,
)

logger = logging.getLogger(__name__)


@dataclass
class VerifyOutcome:
    """What one batch run did, for the task's log line and for tests."""

    verified: list[int] = field(default_factory=list)
    unchanged: list[int] = field(default_factory=list)
    failed: list[int] = field(default_factory=list)
    skipped: list[int] = field(default_factory=list)
    # Failed but under VERIFICATION_MAX_ATTEMPTS: the task tries these again later.
    retry: dict[int, int] = field(default_factory=dict)  # answer id -> attempts so far


class PoisonAnswer(Exception):
    """Raised by the fault-injection hook (settings.VERIFICATION_POISON_MARKER)."""


def aliases_current() -> dict[str, str]:
    return dict(LabelAlias.objects.values_list("alias", "canonical"))


def evidence_as_core(chunks: Sequence[EvidenceChunk]) -> list[core.EvidenceChunk]:
    return [
        core.EvidenceChunk(
            chunk_id=c.chunk_id,
            law_label=c.law_label,
            article=c.article,
            text=c.text,
            score=c.score,
            citation_key=c.citation_key,
        )
        for c in chunks
    ]


@transaction.atomic
def answers_verify(*, answer_ids: Sequence[int], actor: Actor) -> VerifyOutcome:
    """Verify answers whose current report is not for today's verifier and aliases."""
    aliases = aliases_current()
    alias_version = core.aliases_version(aliases)
    outcome = VerifyOutcome()
    # Rows another worker is verifying right now are skipped, not waited for: that
    # worker will finish them, and the sweeper catches the rare one it does not.
    answers = list(
        Answer.objects.select_for_update(skip_locked=True, of=("self",))
        .select_related("current_report")
        .filter(id__in=list(answer_ids))
        .order_by("id")
    )
    outcome.skipped = sorted(set(answer_ids) - {a.pk for a in answers})
    todo = [a for a in answers if not _is_current(a, alias_version)]
    todo_ids = {a.pk for a in todo}
    outcome.unchanged = [a.pk for a in answers if a.pk not in todo_ids]
    if not todo:
        return outcome
    reusable = _existing_reports(todo, alias_version)
    evidence = _evidence_by_answer(todo)
    stored: list[tuple[Answer, VerificationReport, str]] = []
    pending_rows = []
    for answer in todo:
        previous_state = answer.verification_state
        if answer.pk in reusable:
            stored.append((answer, reusable[answer.pk], previous_state))
            continue
        try:
            pending_rows.append(
                _run_verifier(answer, evidence[answer.pk], aliases, alias_version)
            )
        except Exception as error:  # noqa: BLE001 - one poison answer must not block a batch
            _record_failure(answer, error, outcome)
    for answer, report in _bulk_store(pending_rows):
        stored.append((answer, report, answer.verification_state))
    _apply_current(stored, outcome)
    _audit_runs(actor, stored, alias_version)
    return outcome


def _is_current(answer: Answer, alias_version: str) -> bool:
    report = answer.current_report
    return (
        report is not None
        and report.verifier_version == core.VERIFIER_VERSION
        and report.alias_version == alias_version
    )


def _existing_reports(
    answers: Sequence[Answer], alias_version: str
) -> dict[int, VerificationReport]:
    # An alias set that changed and changed back already has its report: reuse it.
    # Only answers that have a report at all can have one for these versions.
    answers = [a for a in answers if a.current_report_id is not None]
    if not answers:
        return {}
    return {
        r.answer_id: r
        for r in VerificationReport.objects.filter(
            answer__in=answers,
            verifier_version=core.VERIFIER_VERSION,
            alias_version=alias_version,
        )
    }


def _evidence_by_answer(
    answers: Sequence[Answer],
) -> dict[int, list[tuple[int, core.EvidenceChunk]]]:
    """Each answer's evidence as (row id, core chunk), straight from tuples.

    Model instances are not needed here and cost more than the verifier itself.
    """
    grouped: dict[int, list[tuple[int, core.EvidenceChunk]]] = defaultdict(list)
    rows = (
        EvidenceChunk.objects.filter(answer__in=answers)
        .order_by("answer_id", "position")
        .values_list("answer_id", "pk", *CHUNK_FIELDS)
    )
    for answer_id, pk, *fields in rows:
        grouped[answer_id].append((pk, core.EvidenceChunk(*fields)))
    return grouped


@dataclass
class _PendingReport:
    answer: Answer
    report: VerificationReport
    result: core.VerificationReport
    chunk_rows: dict[str, int]  # chunk_id -> EvidenceChunk row id


def _run_verifier(
    answer: Answer,
    chunks: list[tuple[int, core.EvidenceChunk]],
    aliases: dict[str, str],
    alias_version: str,
) -> _PendingReport:
    _inject_fault(answer)
    started = time.perf_counter()
    result = core.verify(answer.text, [c for _, c in chunks], aliases=aliases)
    duration_ms = (time.perf_counter() - started) * 1000
    report = VerificationReport(
        answer=answer,
        verifier_version=result.verifier_version,
        alias_version=alias_version,
        passed=result.passed,
        unsupported_count=result.unsupported_count,
        uncited_count=len(result.uncited_sentences),
        citation_count=len(result.citations),
        duration_ms=duration_ms,
        limit_reached=result.limit_reached,
    )
    chunk_rows: dict[str, int] = {}
    for pk, chunk in chunks:
        chunk_rows.setdefault(chunk.chunk_id, pk)
    return _PendingReport(answer, report, result, chunk_rows)


def _inject_fault(answer: Answer) -> None:
    # Fault injection for the fault tests: the core never raises on any string, so
    # a test that needs a poison answer marks it. The marker is unset in production.
    marker = settings.VERIFICATION_POISON_MARKER
    if marker and marker in answer.text:
        raise PoisonAnswer(f"fault injected: text contains {marker!r}")


CHECK_FIELDS = (
    "report",
    "position",
    "raw",
    "start",
    "end",
    "form",
    "law_label",
    "article",
    "article_no",
    "pinpoint",
    "pinpoint_checked",
    "status",
    "diagnosis",
    "detail",
    "suggested_label",
    "chunk_id",
    "citation_key",
    "matched_chunk",
    "quote_text",
    "quote_found",
    "quote_closest",
    "support_score",
    "support_weak",
)
SENTENCE_FIELDS = ("report", "position", "text", "start", "end")
_CHECK_RECORD_COLUMNS = tuple(CHECK_FIELDS.index(f) for f in CHECK_RECORD_FIELDS)


def _bulk_store(
    pending: Sequence[_PendingReport],
) -> list[tuple[Answer, VerificationReport]]:
    if not pending:
        return []
    # Everything goes in with COPY; reports take their ids from the sequence first,
    # because their checks and sentences point at them.
    models_copy([p.report for p in pending])
    check_rows = [
        [_check_row(p, position, c) for position, c in enumerate(p.result.citations)]
        for p in pending
    ]
    rows_copy(CitationCheck, CHECK_FIELDS, (row for rows in check_rows for row in rows))
    for p, rows in zip(pending, check_rows, strict=True):
        # What the review record's report must hash to (its verification.run cites it).
        p.report.record_digest = digest(  # type: ignore[attr-defined]
            report_record(
                p.report,
                (tuple(row[i] for i in _CHECK_RECORD_COLUMNS) for row in rows),
                ((n, s.text) for n, s in enumerate(p.result.uncited_sentences)),
            )
        )
    rows_copy(
        UncitedSentence,
        SENTENCE_FIELDS,
        (
            (p.report.pk, position, s.text, s.start, s.end)
            for p in pending
            for position, s in enumerate(p.result.uncited_sentences)
        ),
    )
    return [(p.answer, p.report) for p in pending]


def _check_row(pending: _PendingReport, position: int, c: core.Citation) -> tuple:
    """One CitationCheck row, in CHECK_FIELDS order."""
    quote, support = c.quote, c.support
    return (
        pending.report.pk,
        position,
        c.raw,
        c.start,
        c.end,
        c.form.value,
        c.law_label,
        c.article,
        c.article_no,
        c.pinpoint,
        c.pinpoint_checked,
        c.status.value,
        c.diagnosis.value if c.diagnosis else None,
        c.detail,
        c.suggested_label,
        c.chunk_id,
        c.citation_key,
        _matched_chunk_id(pending, c.chunk_id),
        quote.text if quote else None,
        quote.found if quote else None,
        quote.closest if quote else None,
        support.score if support else None,
        support.weak if support else None,
    )


def _matched_chunk_id(pending: _PendingReport, chunk_id: str | None) -> int | None:
    return pending.chunk_rows.get(chunk_id) if chunk_id else None


def _record_failure(answer: Answer, error: Exception, outcome: VerifyOutcome) -> None:
    answer.verification_attempts += 1
    reason = f"{type(error).__name__}: {error}"[:2000]
    logger.exception("verification of answer %s failed: %s", answer.pk, reason)
    if answer.verification_attempts >= settings.VERIFICATION_MAX_ATTEMPTS:
        answer.verification_state = VerificationState.ERROR
    answer.verification_error = reason
    Answer.objects.filter(pk=answer.pk).update(
        verification_attempts=answer.verification_attempts,
        verification_state=answer.verification_state,
        verification_error=reason,
    )
    outcome.failed.append(answer.pk)
    if answer.verification_state != VerificationState.ERROR:
        outcome.retry[answer.pk] = answer.verification_attempts
    else:
        audit_record(
            actor=Actor.system("verify_answers"),
            action=AuditAction.VERIFICATION_FAILED,
            answer_id=answer.pk,
            payload={"attempts": answer.verification_attempts, "reason": reason},
        )


def _apply_current(
    stored: Sequence[tuple[Answer, VerificationReport, str]], outcome: VerifyOutcome
) -> None:
    for answer, report, _previous in stored:
        answer.current_report = report
        answer.verification_state = (
            VerificationState.PASSED if report.passed else VerificationState.FLAGGED
        )
        answer.unsupported_count = report.unsupported_count
        answer.uncited_count = report.uncited_count
        answer.verification_error = ""
        outcome.verified.append(answer.pk)
    _update_answers([answer for answer, _, _ in stored])


# One UPDATE ... FROM unnest(arrays) for the whole batch. Django's bulk_update builds
# a CASE WHEN per row and field, and that was the pipeline's slowest step: 56% of
# answers_verify's time in the profile of docs/benchmarks.md.
_UPDATE_CURRENT = """
UPDATE verification_answer AS a
SET current_report_id = v.report_id,
    verification_state = v.state,
    unsupported_count = v.unsupported,
    uncited_count = v.uncited,
    verification_error = ''
FROM unnest(%s::bigint[], %s::bigint[], %s::text[], %s::int[], %s::int[])
    AS v(id, report_id, state, unsupported, uncited)
WHERE a.id = v.id
"""


def _update_answers(answers: Sequence[Answer]) -> None:
    if not answers:
        return
    if connection.vendor != "postgresql":
        Answer.objects.bulk_update(
            answers,
            [
                "current_report",
                "verification_state",
                "unsupported_count",
                "uncited_count",
                "verification_error",
            ],
            batch_size=500,
        )
        return
    with connection.cursor() as cursor:
        cursor.execute(
            _UPDATE_CURRENT,
            [
                [a.pk for a in answers],
                [a.current_report_id for a in answers],
                [a.verification_state for a in answers],
                [a.unsupported_count for a in answers],
                [a.uncited_count for a in answers],
            ],
        )


def _report_digest(report: VerificationReport) -> str:
    # A reused report (the alias set changed and changed back) was not just built:
    # its record is read back from the database.
    stored = getattr(report, "record_digest", None)
    return stored or digest(report_record_stored(report))


def _audit_runs(
    actor: Actor,
    stored: Sequence[tuple[Answer, VerificationReport, str]],
    alias_version: str,
) -> None:
    audit_record_many(
        actor=actor,
        events=[
            EventDraft.for_answer(
                AuditAction.VERIFICATION_RUN,
                answer.pk,
                {
                    "report_id": report.pk,
                    "report_digest": _report_digest(report),
                    "verifier_version": report.verifier_version,
                    "alias_version": alias_version,
                    "passed": report.passed,
                    "unsupported_count": report.unsupported_count,
                    "uncited_count": report.uncited_count,
                    "previous_state": previous,
                    "state": answer.verification_state,
                },
            )
            for answer, report, previous in stored
        ],
    )
