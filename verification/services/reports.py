"""Run the core verifier over stored answers and store its reports.

This is the task's whole body, kept here so it is testable without a broker. It is
idempotent on (answer, verifier version, alias version): a redelivered task finds the
report already current and writes nothing, which is what makes `acks_late` safe.
"""

from __future__ import annotations

import logging
import re
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.db import InterfaceError, OperationalError, connection, transaction
from django.db.models import F
from django.utils import timezone

from foundations.actors import Actor
from foundations.audit.models import AuditAction
from foundations.audit.services import EventDraft, audit_record, audit_record_many
from foundations.bulk import models_copy, rows_copy
from verification import core

from .. import limits
from ..metrics import verification_latency_observe
from ..models import (
    Answer,
    CitationCheck,
    EvidenceChunk,
    LabelAlias,
    Source,
    UncitedSentence,
    VerificationReport,
    VerificationState,
)
from ..webhooks import services as webhooks
from .answers import CHUNK_FIELDS
from .catalogue import catalogue_current, lookup_version
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
    # Pending answers whose earlier attempt ended without a result (its worker died,
    # ran out of time or memory, or its transaction rolled back): verified each
    # alone, so the one that caused it cannot take a batch down with it again.
    isolated: list[int] = field(default_factory=list)

    def merge(self, other: VerifyOutcome) -> None:
        """Add what a run over some of the same answers did (one isolated answer)."""
        self.verified += other.verified
        self.unchanged += other.unchanged
        self.failed += other.failed
        self.skipped += other.skipped
        self.retry.update(other.retry)


class PoisonAnswer(Exception):
    """Raised by the fault-injection hook (settings.VERIFICATION_POISON_MARKER)."""


NO_RESULT_REASON = (
    "no result after {attempts} attempts: the worker verifying it died, ran out of"
    " time or memory, or its transaction was rolled back"
)
# Connection-level errors fail the whole task, which Celery retries with backoff:
# they say nothing about one answer, so they never count against it.
TRANSIENT_ERRORS = (OperationalError, InterfaceError, SoftTimeLimitExceeded)


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


Verifier = Callable[..., core.VerificationReport]


def answers_verify(
    *, answer_ids: Sequence[int], actor: Actor, verifier: Verifier = core.verify
) -> VerifyOutcome:
    """Verify answers whose current report is not for today's verifier and aliases.

    Every answer ends on its own: stored (`passed`/`flagged`), counted as a failed
    attempt, or `error` after VERIFICATION_MAX_ATTEMPTS, whatever happens to the
    others of its batch. Attempts are counted in a transaction of their own before
    the work starts, so an attempt that never finishes (a killed worker, a time
    limit, a rolled-back transaction) still counts and is never replayed forever.
    `verifier` is `core.verify`'s signature; the property tests pass reports of
    their own making through the same storage.
    """
    aliases = aliases_current()
    alias_version = lookup_version(aliases)
    outcome = VerifyOutcome()
    started = _attempts_start(answer_ids, alias_version, outcome)
    if started:
        _verify_started(started, aliases, alias_version, actor, outcome, verifier)
    # Each answer whose last attempt ended without a result goes alone, after the
    # batch: its attempt is counted on its own, so if it kills this run again, only
    # it is charged, and the answers before it are already stored.
    for answer_id in outcome.isolated:
        alone = answers_verify(answer_ids=[answer_id], actor=actor, verifier=verifier)
        outcome.merge(alone)
    return outcome


@transaction.atomic
def _attempts_start(
    answer_ids: Sequence[int], alias_version: str, outcome: VerifyOutcome
) -> list[int]:
    """Count an attempt for each answer to verify now; return their ids."""
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
    limit = settings.VERIFICATION_MAX_ATTEMPTS
    alone = len(todo) == 1
    run: list[int] = []
    for answer in todo:
        retried = answer.verification_state == VerificationState.PENDING and (
            answer.verification_attempts > 0
        )
        # CASE 1: every attempt it had ended without a result: give up on it.
        if retried and answer.verification_attempts >= limit:
            reason = NO_RESULT_REASON.format(attempts=answer.verification_attempts)
            _give_up(answer.pk, answer.verification_attempts, reason, outcome)
        # CASE 2: a batch containing an answer whose last attempt ended without a
        # result: it goes alone, the batch goes on without it.
        elif retried and not alone:
            outcome.isolated.append(answer.pk)
        else:
            run.append(answer.pk)
    Answer.objects.filter(pk__in=run).update(
        verification_attempts=F("verification_attempts") + 1
    )
    return run


@dataclass
class _Result:
    """One answer's outcome on its way to the database."""

    answer: Answer
    report: VerificationReport
    previous_state: str
    pending: _PendingReport | None = None  # None: an existing report is reused


@transaction.atomic
def _verify_started(
    answer_ids: list[int],
    aliases: dict[str, str],
    alias_version: str,
    actor: Actor,
    outcome: VerifyOutcome,
    verifier: Verifier,
) -> None:
    answers = list(
        Answer.objects.select_for_update(skip_locked=True, of=("self",))
        .select_related("current_report")
        .filter(id__in=answer_ids)
        .order_by("id")
    )
    # Taken by another worker between the two transactions: it will finish them.
    outcome.skipped += sorted(set(answer_ids) - {a.pk for a in answers})
    todo = [a for a in answers if not _is_current(a, alias_version)]
    reusable = _existing_reports(todo, alias_version)
    evidence = _evidence_by_answer(todo)
    results: list[_Result] = []
    failures: list[tuple[Answer, Exception]] = []
    for answer in todo:
        previous = answer.verification_state
        if answer.pk in reusable:
            results.append(_Result(answer, reusable[answer.pk], previous))
            continue
        try:
            pending = _run_verifier(
                answer, evidence[answer.pk], aliases, alias_version, verifier
            )
        except TRANSIENT_ERRORS:
            raise
        except Exception as error:  # noqa: BLE001 - one poison answer must not block a batch
            failures.append((answer, error))
            continue
        results.append(_Result(answer, pending.report, previous, pending))
    # Taken before storing, which resets the count on the (in-memory) answers.
    attempts = {a.pk: a.verification_attempts for a in todo}
    stored, store_failures = _store_isolating(results, actor, alias_version)
    outcome.verified += [r.answer.pk for r in stored]
    for answer, error in [*failures, *store_failures]:
        _record_failure(answer.pk, attempts[answer.pk], error, outcome)


def _store_isolating(
    results: list[_Result], actor: Actor, alias_version: str
) -> tuple[list[_Result], list[tuple[Answer, Exception]]]:
    """Store results together; if that fails, each alone, to find the one at fault.

    The common path is one savepoint and a few COPYs for the whole batch. Only when
    the database (or the audit) refuses something does it fall back to a savepoint
    per answer, so the rows of every other answer are still stored.
    """
    if not results:
        return [], []
    try:
        with transaction.atomic():
            _store(results, actor, alias_version)
        return results, []
    except TRANSIENT_ERRORS:
        raise
    except Exception as error:  # noqa: BLE001 - isolated below
        if len(results) == 1:
            return [], [(results[0].answer, error)]
        logger.warning("storing a batch failed (%s); storing each answer alone", error)
    stored: list[_Result] = []
    failures: list[tuple[Answer, Exception]] = []
    for result in results:
        try:
            with transaction.atomic():
                _store([result], actor, alias_version)
        except TRANSIENT_ERRORS:
            raise
        except Exception as error:  # noqa: BLE001 - this answer alone fails
            failures.append((result.answer, error))
        else:
            stored.append(result)
    return stored, failures


def _store(results: Sequence[_Result], actor: Actor, alias_version: str) -> None:
    new = [r.pending for r in results if r.pending is not None]
    for pending in new:
        _inject_fault(pending.answer, "store", pending.report)
    _bulk_store(new)
    _apply_current(results)
    _audit_runs(actor, results, alias_version)


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
    verifier: Verifier,
) -> _PendingReport:
    _inject_fault(answer, "verify")
    started = time.perf_counter()
    result = verifier(
        answer.text,
        [c for _, c in chunks],
        aliases=aliases,
        catalogue=catalogue_current(),
    )
    duration_ms = (time.perf_counter() - started) * 1000
    limit_reached = _limit_reached(result)
    report = VerificationReport(
        answer=answer,
        verifier_version=result.verifier_version,
        alias_version=alias_version,
        # A partial report never passes: a human looks at what was not checked.
        passed=result.passed and not limit_reached,
        limit_reached=limit_reached,
        unsupported_count=result.unsupported_count,
        uncited_count=len(result.uncited_sentences),
        citation_count=len(result.citations),
        duration_ms=duration_ms,
    )
    chunk_rows: dict[str, int] = {}
    for pk, chunk in chunks:
        chunk_rows.setdefault(chunk.chunk_id, pk)
    return _PendingReport(answer, report, result, chunk_rows)


def _limit_reached(result: core.VerificationReport) -> bool:
    # The core says so itself; more rows than the pipeline stores for one answer
    # also means the stored report is partial.
    return (
        result.limit_reached
        or len(result.citations) > limits.CITATIONS_PER_ANSWER
        or len(result.uncited_sentences) > limits.UNCITED_SENTENCES_PER_ANSWER
    )


POISON_STAGES = ("verify", "store", "audit")


def _poisoned(answer: Answer, stage: str) -> bool:
    """Whether the fault tests marked this answer to fail at `stage`.

    The marker alone means the verify stage; `MARKER:store` and `MARKER:audit` name
    the others. The marker is unset in production, so this is always False there.
    """
    marker = settings.VERIFICATION_POISON_MARKER
    if not marker or marker not in answer.text:
        return False
    named = re.findall(re.escape(marker) + r"(?::(\w+))?", answer.text)
    return stage in {name or "verify" for name in named}


def _inject_fault(
    answer: Answer, stage: str, report: VerificationReport | None = None
) -> None:
    # Fault injection for the fault tests: the core never raises on any string, so
    # a test that needs a poison answer marks it, naming the stage that should fail.
    if not _poisoned(answer, stage):
        return
    if stage == "store" and report is not None:
        # A value PostgreSQL refuses, so the failure is the database's own, raised
        # by COPY, as a label longer than its column once was.
        report.alias_version = "x" * 1000
        return
    raise PoisonAnswer(f"fault injected at the {stage} stage")


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
    # At most the per-answer limits of rows: what is stored is what the review
    # record hashes.
    check_rows = [
        [
            _check_row(p, position, c)
            for position, c in enumerate(
                p.result.citations[: limits.CITATIONS_PER_ANSWER]
            )
        ]
        for p in pending
    ]
    rows_copy(CitationCheck, CHECK_FIELDS, (row for rows in check_rows for row in rows))
    for p, rows in zip(pending, check_rows, strict=True):
        # What the review record's report must hash to (its verification.run cites it).
        p.report.record_digest = digest(  # type: ignore[attr-defined]
            report_record(
                p.report,
                (tuple(row[i] for i in _CHECK_RECORD_COLUMNS) for row in rows),
                (
                    (n, s.text)
                    for n, s in enumerate(
                        p.result.uncited_sentences[
                            : limits.UNCITED_SENTENCES_PER_ANSWER
                        ]
                    )
                ),
            )
        )
    rows_copy(
        UncitedSentence,
        SENTENCE_FIELDS,
        (
            (p.report.pk, position, s.text, s.start, s.end)
            for p in pending
            for position, s in enumerate(
                p.result.uncited_sentences[: limits.UNCITED_SENTENCES_PER_ANSWER]
            )
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
        limits.article_no_stored(c.article_no),
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


def _record_failure(
    answer_id: int, attempts: int, error: Exception, outcome: VerifyOutcome
) -> None:
    # The attempt was counted when it started (_attempts_start).
    reason = f"{type(error).__name__}: {error}"[:2000]
    logger.error("verification of answer %s failed: %s", answer_id, reason)
    if attempts >= settings.VERIFICATION_MAX_ATTEMPTS:
        _give_up(answer_id, attempts, reason, outcome)
        return
    Answer.objects.filter(pk=answer_id).update(verification_error=reason)
    outcome.failed.append(answer_id)
    outcome.retry[answer_id] = attempts


def _give_up(
    answer_id: int, attempts: int, reason: str, outcome: VerifyOutcome
) -> None:
    """End the answer in `error` with its reason: a reviewer reads it by hand."""
    Answer.objects.filter(pk=answer_id).update(
        verification_state=VerificationState.ERROR, verification_error=reason
    )
    outcome.failed.append(answer_id)
    audit_record(
        actor=Actor.system("verify_answers"),
        action=AuditAction.VERIFICATION_FAILED,
        answer_id=answer_id,
        payload={"attempts": attempts, "reason": reason},
    )


def _apply_current(results: Sequence[_Result]) -> None:
    for result in results:
        answer, report = result.answer, result.report
        answer.current_report = report
        answer.verification_state = (
            VerificationState.PASSED if report.passed else VerificationState.FLAGGED
        )
        answer.unsupported_count = report.unsupported_count
        answer.uncited_count = report.uncited_count
        answer.verification_error = ""
        # Attempts count towards one verification: the next one starts afresh.
        answer.verification_attempts = 0
    _update_answers([r.answer for r in results])
    # Sources' webhooks hear of each new report; sent after this transaction commits.
    webhooks.events_emit(events=webhooks.events_for_verified(r.answer for r in results))
    _observe_latency(results)


def _observe_latency(results: Sequence[_Result]) -> None:
    # Receipt-to-report latency of first verifications only: a re-verification of a
    # month-old answer says nothing about the pipeline's speed.
    first = [r.answer for r in results if r.previous_state == VerificationState.PENDING]
    if not first:
        return
    names = dict(
        Source.objects.filter(pk__in={a.source_id for a in first}).values_list(
            "pk", "name"
        )
    )
    received = [(names.get(a.source_id, ""), a.received_at) for a in first]
    transaction.on_commit(
        lambda: verification_latency_observe(
            reported_at=timezone.now(), received=received
        )
    )


# One UPDATE ... FROM unnest(arrays) for the whole batch. Django's bulk_update builds
# a CASE WHEN per row and field, and that was the pipeline's slowest step: 56% of
# answers_verify's time in the profile of docs/benchmarks.md.
_UPDATE_CURRENT = """
UPDATE verification_answer AS a
SET current_report_id = v.report_id,
    verification_state = v.state,
    unsupported_count = v.unsupported,
    uncited_count = v.uncited,
    verification_error = '',
    verification_attempts = 0
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
                "verification_attempts",
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


def _audit_runs(actor: Actor, results: Sequence[_Result], alias_version: str) -> None:
    for result in results:
        _inject_fault(result.answer, "audit")
    audit_record_many(
        actor=actor,
        events=[
            EventDraft.for_answer(
                AuditAction.VERIFICATION_RUN,
                r.answer.pk,
                {
                    "report_id": r.report.pk,
                    "report_digest": _report_digest(r.report),
                    "verifier_version": r.report.verifier_version,
                    "alias_version": alias_version,
                    "passed": r.report.passed,
                    "limit_reached": r.report.limit_reached,
                    "unsupported_count": r.report.unsupported_count,
                    "uncited_count": r.report.uncited_count,
                    "previous_state": r.previous_state,
                    "state": r.answer.verification_state,
                },
            )
            for r in results
        ],
    )
