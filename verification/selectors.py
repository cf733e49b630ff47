"""Reads on answers and reports, shaped for the API and the views."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from django.db.models import Prefetch, QuerySet

from verification import core

from .models import (
    Answer,
    CitationCheck,
    EvidenceChunk,
    UncitedSentence,
    VerificationReport,
)


def report_as_core(report: VerificationReport) -> core.VerificationReport:
    """Rebuild the core's report from its rows (prefetched or not)."""
    citations = tuple(check.as_core() for check in report.citations.all())
    uncited = tuple(
        core.UncitedSentence(text=s.text, start=s.start, end=s.end)
        for s in report.uncited_sentences.all()
    )
    return core.VerificationReport(
        citations=citations,
        uncited_sentences=uncited,
        unsupported_count=report.unsupported_count,
        passed=report.passed,
        verifier_version=report.verifier_version,
        limit_reached=report.limit_reached,
    )


def report_as_dict(answer: Answer) -> dict | None:
    """The current report in the verifier CLI's output shape, or None.

    Bounded whatever the answer: at most limits.CITATIONS_PER_ANSWER citations and
    UNCITED_SENTENCES_PER_ANSWER sentences are listed (the rows a report stores),
    and `truncated` / `uncited_truncated` count what is left out; `limit_reached`
    says the verifier stopped early, so the report is partial.
    """
    report = answer.current_report
    if report is None:
        return None
    data = core.report_to_dict(report_as_core(report), id=answer.external_id)
    data["truncated"] = max(0, report.citation_count - len(data["citations"]))
    data["uncited_truncated"] = max(
        0, report.uncited_count - len(data["uncited_sentences"])
    )
    return data


def answers_with_report(queryset: QuerySet[Answer]) -> QuerySet[Answer]:
    """Answers with source, evidence and the current report's rows, in few queries.

    A report stores at most the per-answer limits of rows (services/reports.py), so
    what is read here is bounded whatever the answer.
    """
    return queryset.select_related("source", "current_report").prefetch_related(
        Prefetch("evidence", queryset=EvidenceChunk.objects.order_by("position")),
        Prefetch(
            "current_report__citations",
            queryset=CitationCheck.objects.order_by("position"),
        ),
        Prefetch(
            "current_report__uncited_sentences",
            queryset=UncitedSentence.objects.order_by("position"),
        ),
    )


def answer_get(*, answer_id: int, source_id: int | None = None) -> Answer | None:
    """Return one answer with its source, or None; only `source_id`'s when given."""
    answers = Answer.objects.select_related("source").filter(pk=answer_id)
    if source_id is not None:
        answers = answers.filter(source_id=source_id)
    return answers.first()


def answer_get_for_source(*, answer_id: int, source_id: int) -> Answer | None:
    return answers_with_report(
        Answer.objects.filter(pk=answer_id, source_id=source_id)
    ).first()


def answers_get_for_source(
    *, answer_ids: Sequence[int], source_id: int
) -> list[Answer]:
    by_id = {
        a.pk: a
        for a in answers_with_report(
            Answer.objects.filter(pk__in=answer_ids, source_id=source_id)
        )
    }
    return [by_id[i] for i in answer_ids if i in by_id]


def answers_pending_count(*, answer_ids: Sequence[int]) -> int:
    return Answer.objects.filter(
        pk__in=answer_ids, verification_state="pending"
    ).count()


def answers_list_for_source(
    *,
    source_id: int,
    state: str | None,
    since: datetime | None,
    after_id: int,
    limit: int,
) -> list[Answer]:
    """A page of a source's answers in id order after a cursor (keyset pagination)."""
    queryset = Answer.objects.filter(source_id=source_id, pk__gt=after_id)
    if state:
        queryset = queryset.filter(verification_state=state)
    if since:
        queryset = queryset.filter(received_at__gte=since)
    return list(queryset.order_by("pk")[:limit])
