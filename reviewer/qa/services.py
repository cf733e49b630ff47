"""Writes for QA: annotations, samples, accepted aliases and re-verification runs.

Each records its audit event as its last statement, in its own transaction.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from foundations.actors import Actor
from foundations.audit.models import AuditAction
from foundations.audit.services import EventDraft, audit_record, audit_record_many
from foundations.errors import ApplicationError
from verification import core
from verification.models import (
    Answer,
    CitationCheck,
    LabelAlias,
    UncitedSentence,
    VerificationReport,
    VerificationState,
)
from verification.services.aliases import alias_create
from verification.services.catalogue import lookup_version
from verification.services.reports import aliases_current, answers_verify

from .models import (
    Annotation,
    DismissedAliasSuggestion,
    ItemKind,
    QASample,
    QASampleItem,
    Reason,
    ReverificationItem,
    ReverificationRun,
    SpanKind,
    Verdict,
)
from .selectors import span_key

logger = logging.getLogger(__name__)

REASON_REQUIRED = "is required unless the verdict is correct"
SNIPPET_NOT_FOUND = "does not occur in the answer text"
OCCURRENCE_OUT_OF_RANGE = "the snippet does not occur that many times"
DISMISS_REASON_REQUIRED = "say why these are different laws"
SAMPLE_SIZE_MAX = 1000
SAMPLE_WINDOW_DAYS = 90
REVERIFICATION_CHUNK_SIZE = 100


# --- Annotations ---------------------------------------------------------------


def _check_reason(verdict: str, reason: str) -> None:
    if verdict != Verdict.CORRECT and not reason:
        raise ApplicationError(REASON_REQUIRED, field="reason")


@transaction.atomic
def _annotation_upsert(
    *,
    user: Any,
    answer: Answer,
    report: VerificationReport,
    key: str,
    fields: dict[str, Any],
    verdict: str,
    reason: str,
    note: str,
) -> Annotation:
    _check_reason(verdict, reason)
    now = timezone.now()
    annotation, created = Annotation.objects.update_or_create(
        annotator=user,
        item_key=key,
        defaults={
            "verdict": verdict,
            "reason": reason,
            "note": note,
            "updated_at": now,
        },
        create_defaults={
            **fields,
            "answer": answer,
            "report": report,
            "verdict": verdict,
            "reason": reason,
            "note": note,
            "created_at": now,
            "updated_at": now,
        },
    )
    audit_record(
        actor=Actor.for_user(user),
        action=AuditAction.QA_ANNOTATION,
        answer_id=answer.pk,
        payload={
            "annotation_id": annotation.pk,
            "item": key,
            "report_id": report.pk,
            "verdict": verdict,
            "reason": reason,
            "note": note,
            "replaced": not created,
        },
    )
    return annotation


def annotation_record_check(
    *, user: Any, check: CitationCheck, verdict: str, reason: str, note: str = ""
) -> Annotation:
    """Record (or replace) user's verdict on one citation check."""
    return _annotation_upsert(
        user=user,
        answer=check.report.answer,
        report=check.report,
        key=f"check:{check.pk}",
        fields={"kind": ItemKind.CHECK, "citation_check": check},
        verdict=verdict,
        reason=reason,
        note=note,
    )


def annotation_record_sentence(
    *, user: Any, sentence: UncitedSentence, verdict: str, reason: str, note: str = ""
) -> Annotation:
    """Record (or replace) user's verdict on one uncited sentence."""
    return _annotation_upsert(
        user=user,
        answer=sentence.report.answer,
        report=sentence.report,
        key=f"sentence:{sentence.pk}",
        fields={"kind": ItemKind.SENTENCE, "uncited_sentence": sentence},
        verdict=verdict,
        reason=reason,
        note=note,
    )


def snippet_offsets(text: str, snippet: str, occurrence: int = 1) -> tuple[int, int]:
    """Return the code-point span of the occurrence-th (1-based) snippet in text."""
    if not snippet:
        raise ApplicationError(SNIPPET_NOT_FOUND, field="snippet")
    start = -1
    for _ in range(max(1, occurrence)):
        start = text.find(snippet, start + 1)
        if start < 0:
            field = "occurrence" if occurrence > 1 and snippet in text else "snippet"
            message = (
                OCCURRENCE_OUT_OF_RANGE
                if field == "occurrence"
                else (SNIPPET_NOT_FOUND)
            )
            raise ApplicationError(message, field=field)
    return start, start + len(snippet)


def false_negative_record(
    *,
    user: Any,
    answer: Answer,
    report: VerificationReport,
    snippet: str,
    occurrence: int,
    span_kind: str,
    reason: str,
    note: str = "",
) -> Annotation:
    """Record a span the verifier did not flag but should have (a false negative)."""
    start, end = snippet_offsets(answer.text, snippet, occurrence)
    kind = SpanKind(span_kind)
    return _annotation_upsert(
        user=user,
        answer=answer,
        report=report,
        key=span_key(report_id=report.pk, start=start, end=end, span_kind=kind),
        fields={
            "kind": ItemKind.SPAN,
            "span_start": start,
            "span_end": end,
            "span_kind": kind,
        },
        verdict=Verdict.FALSE_NEGATIVE,
        reason=reason or Reason.OTHER,
        note=note,
    )


# --- Samples -------------------------------------------------------------------


def sample_filters_resolve(
    *,
    states: Sequence[str],
    source: str = "",
    received_from: datetime | None = None,
    received_to: datetime | None = None,
) -> dict[str, Any]:
    """Pin a sample's filters to absolute values, so the seed reproduces it later."""
    received_to = received_to or timezone.now()
    received_from = received_from or received_to - timedelta(days=SAMPLE_WINDOW_DAYS)
    return {
        "states": sorted(set(states) or {"passed", "flagged"}),
        "source": source,
        "received_from": received_from.isoformat(),
        "received_to": received_to.isoformat(),
    }


def sample_candidate_ids(filters: dict[str, Any]) -> list[int]:
    """Return the ids a sample draws from, in id order.

    One index range scan over (verification_state, review_state, received_at, id)
    within a bounded date window: only ids travel, ~8 bytes each.
    """
    queryset = Answer.objects.filter(
        verification_state__in=filters["states"],
        received_at__gte=datetime.fromisoformat(filters["received_from"]),
        received_at__lt=datetime.fromisoformat(filters["received_to"]),
    )
    if filters.get("source"):
        queryset = queryset.filter(source__name=filters["source"])
    return list(queryset.order_by("id").values_list("id", flat=True))


def sample_draw(ids: Sequence[int], *, seed: str, size: int) -> list[int]:
    """Return a reproducible random sample: the same seed and ids give the same draw.

    `random.Random(seed)` is seeded from the string itself (its SHA-512), not from
    Python's per-process hash, so the draw is stable across processes and versions.
    """
    rng = random.Random(f"qa-sample:{seed}")  # noqa: S311 - sampling, not secrets
    return rng.sample(list(ids), min(size, len(ids)))


@transaction.atomic
def sample_create(
    *, user: Any, seed: str, size: int, filters: dict[str, Any]
) -> QASample:
    """Draw and store a QA sample of answers."""
    if not 1 <= size <= SAMPLE_SIZE_MAX:
        raise ApplicationError(f"must be between 1 and {SAMPLE_SIZE_MAX}", field="size")
    if not seed:
        raise ApplicationError("is required", field="seed")
    ids = sample_candidate_ids(filters)
    sample = QASample.objects.create(
        seed=seed, size=size, filters=filters, population=len(ids), created_by=user
    )
    QASampleItem.objects.bulk_create(
        QASampleItem(sample=sample, answer_id=answer_id, position=position)
        for position, answer_id in enumerate(sample_draw(ids, seed=seed, size=size))
    )
    return sample


# --- Aliases and re-verification ----------------------------------------------


@transaction.atomic
def alias_accept(*, user: Any, alias: str, canonical: str) -> LabelAlias:
    """Create the LabelAlias a suggestion proposes, under the alias service's rules."""
    note = "accepted from QA label-variant false positives"
    return alias_create(
        alias=alias, canonical=canonical, actor=Actor.for_user(user), note=note
    )


@transaction.atomic
def alias_suggestion_dismiss(
    *, user: Any, alias: str, canonical: str, reason: str
) -> DismissedAliasSuggestion:
    """Record that a suggested pair is not an alias; it leaves the suggestions."""
    alias, canonical, reason = alias.strip(), canonical.strip(), reason.strip()
    if not reason:
        raise ApplicationError(DISMISS_REASON_REQUIRED, field="reason")
    row, created = DismissedAliasSuggestion.objects.get_or_create(
        alias_key=core.normalise_label(alias),
        canonical_key=core.normalise_label(canonical),
        defaults={
            "alias": alias,
            "canonical": canonical,
            "reason": reason[:500],
            "dismissed_by": user,
        },
    )
    if created:
        audit_record(
            actor=Actor.for_user(user),
            action=AuditAction.ALIAS_SUGGESTION_DISMISSED,
            subject_type="alias_suggestion",
            subject_id=row.pk,
            payload={"alias": alias, "canonical": canonical, "reason": row.reason},
        )
    return row


@transaction.atomic
def reverification_start(
    *, user: Any, answer_ids: Sequence[int], reason: str, actor: Actor | None = None
) -> ReverificationRun:
    """Start re-verifying answers in chunks; the earlier reports are kept.

    `user` is the person who asked (None for a command run by an operator, whose
    `actor` then names it in the audit history).
    """
    actor = actor or Actor.for_user(user)
    answers = list(
        Answer.objects.filter(pk__in=list(answer_ids))
        .order_by("id")
        .only("id", "current_report_id", "verification_state")
    )
    now = timezone.now()
    alias_version = lookup_version(aliases_current())
    run = ReverificationRun.objects.create(
        reason=reason[:300],
        total=len(answers),
        verifier_version=core.VERIFIER_VERSION,
        alias_version=alias_version,
        created_by=user,
        created_at=now,
        finished_at=None if answers else now,
    )
    ReverificationItem.objects.bulk_create(
        ReverificationItem(
            run=run,
            answer=a,
            from_report_id=a.current_report_id,
            from_state=a.verification_state,
        )
        for a in answers
    )
    ids = [a.pk for a in answers]
    transaction.on_commit(lambda: reverification_enqueue(run_id=run.pk, answer_ids=ids))
    audit_record_many(
        actor=actor,
        events=[
            EventDraft.for_answer(
                AuditAction.REVERIFICATION_STARTED,
                answer_id,
                {
                    "run_id": run.pk,
                    "reason": run.reason,
                    "alias_version": alias_version,
                    "verifier_version": core.VERIFIER_VERSION,
                },
            )
            for answer_id in ids
        ],
    )
    return run


def reverification_enqueue(*, run_id: int, answer_ids: Sequence[int]) -> bool:
    """Send a run's answers to the workers in chunks; False if the broker refused."""
    from .tasks import reverification_run_chunk

    ids = list(answer_ids)
    try:
        for start in range(0, len(ids), REVERIFICATION_CHUNK_SIZE):
            reverification_run_chunk.delay(
                run_id, ids[start : start + REVERIFICATION_CHUNK_SIZE]
            )
    except Exception:  # noqa: BLE001 - broker down: the run page shows it unfinished
        logger.warning(
            "broker unavailable; re-verification run %s not enqueued", run_id
        )
        return False
    return True


def reverification_chunk_process(*, run_id: int, answer_ids: Sequence[int]) -> int:
    """Re-verify one chunk of a run and count it done; return how many were new.

    Idempotent: items already done are not verified or counted again, so a
    redelivered chunk changes nothing.
    """
    pending = list(
        ReverificationItem.objects.filter(
            run_id=run_id, answer_id__in=list(answer_ids), done_at__isnull=True
        ).values_list("answer_id", flat=True)
    )
    if not pending:
        return 0
    answers_verify(answer_ids=pending, actor=Actor.system(f"reverification:{run_id}"))
    return _reverification_chunk_mark_done(run_id=run_id, answer_ids=pending)


@transaction.atomic
def _reverification_chunk_mark_done(*, run_id: int, answer_ids: Sequence[int]) -> int:
    now = timezone.now()
    states = {
        row["pk"]: row
        for row in Answer.objects.filter(pk__in=list(answer_ids)).values(
            "pk", "current_report_id", "verification_state"
        )
    }
    items = ReverificationItem.objects.select_for_update().filter(
        run_id=run_id, answer_id__in=list(states), done_at__isnull=True
    )
    done = cleared = 0
    for item in items:
        state = states[item.answer_id]
        item.to_report_id = state["current_report_id"]
        item.to_state = state["verification_state"]
        item.done_at = now
        done += 1
        cleared += (
            item.from_state == VerificationState.FLAGGED
            and item.to_state == VerificationState.PASSED
        )
        item.save(update_fields=["to_report", "to_state", "done_at"])
    ReverificationRun.objects.filter(pk=run_id).update(
        done=F("done") + done, cleared=F("cleared") + cleared
    )
    ReverificationRun.objects.filter(
        pk=run_id, finished_at__isnull=True, done__gte=F("total")
    ).update(finished_at=now)
    return done
