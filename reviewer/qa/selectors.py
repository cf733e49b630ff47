"""Reads for QA: items to annotate, resolved verdicts, figures, suggestions, diffs.

One verdict per item: each annotator's latest annotation is their vote, and the item's
verdict is the majority of the votes, a tie going to the most recent vote
(`stats.resolve_verdict`). Figures are computed in Python over the annotations:
annotations are made by hand, so there are thousands, not millions.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from django.db.models import F, QuerySet

from verification.core import normalise_label
from verification.models import (
    Answer,
    CitationCheck,
    CitationStatus,
    Diagnosis,
    LabelAlias,
    UncitedSentence,
    VerificationReport,
)
from verification.services.reports import evidence_as_core

from . import stats
from .models import (
    Annotation,
    DismissedAliasSuggestion,
    ItemKind,
    QASample,
    Reason,
    ReverificationRun,
    Verdict,
)

UNVERIFIED = "unverified"
# A verified citation whose passage shares too little with its sentence: advisory,
# like an uncited sentence, and counted with them in the precision figures.
WEAK_SUPPORT = "weak_support"


def check_status(check: CitationCheck) -> str:
    """The status an analyst judges: the check's, or weak_support when advisory."""
    if check.status == CitationStatus.VERIFIED and check.support_weak:
        return WEAK_SUPPORT
    return check.status


# --- Items of one answer -------------------------------------------------------


@dataclass
class Item:
    """Something in a report an analyst can annotate, with the annotations on it."""

    kind: str
    key: str
    text: str
    start: int
    end: int
    status: str
    diagnosis: str | None = None
    suggested_label: str | None = None
    obj: Any = None
    mine: Annotation | None = None
    annotations: list[Annotation] = field(default_factory=list)
    errors: dict[str, list[str]] = field(default_factory=dict)

    @property
    def kind_label(self) -> str:
        return ItemKind(self.kind).label

    @property
    def dom_id(self) -> str:
        return "qa-item-" + self.key.replace(":", "-")

    @property
    def others(self) -> list[Annotation]:
        return [a for a in self.annotations if a is not self.mine]

    @property
    def status_label(self) -> str:
        """The finding in words, as the desk says it."""
        return _STATUS_WORDS.get(self.status, self.status.replace("_", " "))

    @property
    def diagnosis_label(self) -> str:
        if not self.diagnosis:
            return ""
        try:
            return str(Diagnosis(self.diagnosis).label)
        except ValueError:
            return self.diagnosis.replace("_", " ")


_STATUS_WORDS = {
    CitationStatus.VERIFIED: "Verified",
    CitationStatus.UNSUPPORTED: "Unsupported",
    WEAK_SUPPORT: "Verified, weak support",
    UNVERIFIED: "Unverified claim (no citation)",
}


def check_item(check: CitationCheck) -> Item:
    return Item(
        kind=ItemKind.CHECK,
        key=f"check:{check.pk}",
        text=check.raw,
        start=check.start,
        end=check.end,
        status=check_status(check),
        diagnosis=check.diagnosis,
        suggested_label=check.suggested_label,
        obj=check,
    )


def sentence_item(sentence: UncitedSentence) -> Item:
    return Item(
        kind=ItemKind.SENTENCE,
        key=f"sentence:{sentence.pk}",
        text=sentence.text,
        start=sentence.start,
        end=sentence.end,
        status=UNVERIFIED,
        obj=sentence,
    )


def span_key(*, report_id: int, start: int, end: int, span_kind: str) -> str:
    return f"span:{report_id}:{start}:{end}:{span_kind}"


def span_item(answer: Answer, annotation: Annotation) -> Item:
    start, end = annotation.span_start or 0, annotation.span_end or 0
    return Item(
        kind=ItemKind.SPAN,
        key=annotation.item_key,
        text=answer.text[start:end],
        start=start,
        end=end,
        status=f"not flagged ({annotation.span_kind})",
    )


def answer_items(
    *, answer: Answer, report: VerificationReport, user: Any
) -> list[Item]:
    """Return the report's checks, uncited sentences and annotated spans, in order."""
    items = [check_item(c) for c in report.citations.order_by("position")]
    items += [sentence_item(s) for s in report.uncited_sentences.order_by("position")]
    annotations = list(
        Annotation.objects.filter(answer=answer, report=report)
        .select_related("annotator")
        .order_by("id")
    )
    by_key = {item.key: item for item in items}
    for annotation in annotations:
        item = by_key.get(annotation.item_key)
        if item is None and annotation.kind == ItemKind.SPAN:
            item = by_key[annotation.item_key] = span_item(answer, annotation)
            items.append(item)
        if item is None:
            continue
        item.annotations.append(annotation)
        if annotation.annotator_id == user.pk:
            item.mine = annotation
    return sorted(items, key=lambda item: (item.start, item.kind != ItemKind.CHECK))


def item_for_key(*, answer: Answer, report: VerificationReport, key: str, user: Any):
    """Return the one item of answer_items with this key (for an htmx re-render)."""
    for item in answer_items(answer=answer, report=report, user=user):
        if item.key == key:
            return item
    return None


# --- Resolved verdicts ---------------------------------------------------------


@dataclass(frozen=True)
class Resolved:
    """One item's resolved verdict with what the figures group it by."""

    key: str
    kind: str
    verdict: str
    status: str
    week: str
    source: str
    verifier_version: str
    law_label: str
    diagnosis: str
    suggested_label: str
    reasons: tuple[str, ...]
    answer_id: int


def _annotations_for_stats() -> QuerySet[Annotation]:
    return Annotation.objects.select_related(
        "citation_check", "report", "answer__source"
    ).order_by("item_key", "id")


def resolved_items(kind: str | None = None) -> list[Resolved]:
    """Return every annotated item with its one verdict (majority, then latest)."""
    queryset = _annotations_for_stats()
    if kind:
        queryset = queryset.filter(kind=kind)
    grouped: dict[str, list[Annotation]] = defaultdict(list)
    for annotation in queryset:
        grouped[annotation.item_key].append(annotation)
    return [_resolve(rows) for rows in grouped.values()]


def _resolve(rows: Sequence[Annotation]) -> Resolved:
    votes = [stats.Vote(a.annotator_id, a.verdict, a.updated_at) for a in rows]
    verdict = stats.resolve_verdict(votes)
    first = rows[0]
    check = first.citation_check
    iso = first.report.created_at.isocalendar()
    return Resolved(
        key=first.item_key,
        kind=first.kind,
        verdict=verdict,
        status=check_status(check) if check else UNVERIFIED,
        week=f"{iso.year}-W{iso.week:02d}",
        source=first.answer.source.name,
        verifier_version=first.report.verifier_version,
        law_label=(check.law_label or "(none)") if check else "",
        diagnosis=(check.diagnosis or "") if check else "",
        suggested_label=(check.suggested_label or "") if check else "",
        reasons=tuple(a.reason for a in rows if a.verdict == verdict and a.reason),
        answer_id=first.answer_id,
    )


# --- Figures for the dashboard -------------------------------------------------


@dataclass
class PrecisionTable:
    title: str
    dimension: str
    rows: list[tuple[str, stats.Proportion]]


@dataclass
class Dashboard:
    overall: dict[str, stats.Proportion]
    tables: dict[str, list[PrecisionTable]]
    weeks: list[str]
    weekly: dict[str, list[float | None]]
    weekly_proportions: dict[str, dict[str, stats.Proportion]]
    reasons: list[tuple[str, str, int]]
    agreement: list[stats.PairAgreement]
    annotator_names: dict[int, str]
    annotation_count: int


DIMENSIONS = (
    ("week", "Week verified"),
    ("source", "Source"),
    ("law_label", "Law label"),
    ("diagnosis", "Diagnosis"),
    ("verifier_version", "Verifier version"),
)


def dashboard() -> Dashboard:
    """Return precision for `unsupported` and `unverified`, sliced, with reasons."""
    items = resolved_items()
    flagged = {
        CitationStatus.UNSUPPORTED: [
            i for i in items if i.kind == ItemKind.CHECK and i.status == "unsupported"
        ],
        UNVERIFIED: [
            i for i in items if i.kind == ItemKind.SENTENCE or i.status == WEAK_SUPPORT
        ],
    }
    tables: dict[str, list[PrecisionTable]] = {}
    for status, rows in flagged.items():
        tables[status] = [
            PrecisionTable(
                title=f"Precision of '{status}' by {label.lower()}",
                dimension=label,
                rows=sorted(
                    stats.precision_by(
                        (_group_words(dim, getattr(i, dim)), i.verdict) for i in rows
                    ).items(),
                    key=lambda kv: str(kv[0]),
                ),
            )
            for dim, label in DIMENSIONS
            if status == CitationStatus.UNSUPPORTED
            or dim not in ("law_label", "diagnosis")
        ]
    weeks = sorted({i.week for rows in flagged.values() for i in rows})
    weekly_proportions = {
        status: stats.precision_by((i.week, i.verdict) for i in rows)
        for status, rows in flagged.items()
    }
    weekly = {
        status: [by_week[w].value if w in by_week else None for w in weeks]
        for status, by_week in weekly_proportions.items()
    }
    agreement, names = _agreement()
    return Dashboard(
        overall={
            s: stats.precision(i.verdict for i in rows) for s, rows in flagged.items()
        },
        tables=tables,
        weeks=weeks,
        weekly=weekly,
        weekly_proportions=weekly_proportions,
        reasons=_reasons_ranked(items),
        agreement=agreement,
        annotator_names=names,
        annotation_count=Annotation.objects.count(),
    )


def _group_words(dimension: str, value: Any) -> Any:
    """A diagnosis group by its words ("Law label mismatch"), others as they are."""
    if dimension == "diagnosis" and value:
        try:
            return str(Diagnosis(value).label)
        except ValueError:
            return str(value).replace("_", " ")
    return value


def _reasons_ranked(items: Sequence[Resolved]) -> list[tuple[str, str, int]]:
    counts: dict[str, int] = defaultdict(int)
    for item in items:
        if item.verdict == Verdict.FALSE_POSITIVE:
            for reason in set(item.reasons) or {Reason.OTHER}:
                counts[reason] += 1
    labels = dict(Reason.choices)
    return sorted(
        ((reason, labels.get(reason, reason), n) for reason, n in counts.items()),
        key=lambda row: (-row[2], row[0]),
    )


def _agreement() -> tuple[list[stats.PairAgreement], dict[int, str]]:
    labels: dict[str, dict[int, str]] = defaultdict(dict)
    names: dict[int, str] = {}
    for key, annotator, username, verdict in Annotation.objects.values_list(
        "item_key", "annotator_id", "annotator__username", "verdict"
    ):
        labels[key][annotator] = verdict
        names[annotator] = username
    shared = {key: by for key, by in labels.items() if len(by) >= 2}
    return stats.pairwise_agreement(shared), names


# --- Alias suggestions ---------------------------------------------------------


@dataclass(frozen=True)
class AliasSuggestion:
    alias: str
    canonical: str
    seen: int
    answers: int


def alias_suggestions() -> list[AliasSuggestion]:
    """Group label-variant false positives by (cited label, evidence label).

    The pair is the check's law_label and its suggested_label (set for label_mismatch:
    the evidence label holding that article). Pairs already covered by an alias, or
    dismissed by an admin, are left out; each suggestion counts the items (and
    answers) it would have fixed.
    """
    existing = {
        normalise_label(a) for a in LabelAlias.objects.values_list("alias", flat=True)
    }
    # Folded now, from the pair as the admin wrote it: keys stored by an earlier
    # verifier (whose label folding a release may refine) would miss the pair.
    dismissed = {
        (normalise_label(alias), normalise_label(canonical))
        for alias, canonical in DismissedAliasSuggestion.objects.values_list(
            "alias", "canonical"
        )
    }
    grouped: dict[tuple[str, str], list[Resolved]] = defaultdict(list)
    for item in resolved_items(ItemKind.CHECK):
        if (
            item.verdict == Verdict.FALSE_POSITIVE
            and Reason.LABEL_VARIANT in item.reasons
            and item.diagnosis == Diagnosis.LABEL_MISMATCH
            and item.suggested_label
            and normalise_label(item.law_label) not in existing
            and (normalise_label(item.law_label), normalise_label(item.suggested_label))
            not in dismissed
        ):
            grouped[(item.law_label, item.suggested_label)].append(item)
    suggestions = [
        AliasSuggestion(alias, canonical, len(rows), len({r.answer_id for r in rows}))
        for (alias, canonical), rows in grouped.items()
    ]
    return sorted(suggestions, key=lambda s: (-s.seen, s.alias))


def answers_citing_label(label: str) -> list[int]:
    """Return ids of answers whose current report has an unsupported check citing label.

    Labels match after the verifier's own normalisation; the distinct labels are few,
    so they are folded in Python and the answers fetched by exact label.
    """
    wanted = normalise_label(label)
    current = CitationCheck.objects.filter(
        report__answer__current_report=F("report"),
        status=CitationStatus.UNSUPPORTED,
    )
    labels = [
        raw
        for raw in current.values_list("law_label", flat=True).distinct()
        if raw and normalise_label(raw) == wanted
    ]
    return sorted(
        set(
            current.filter(law_label__in=labels).values_list(
                "report__answer_id", flat=True
            )
        )
    )


# --- Report diff ---------------------------------------------------------------


def finding_words(status: str | None, diagnosis: str | None = None) -> str:
    """A citation's finding in words: "Verified", "Unsupported: Law not in evidence"."""
    if status is None:
        return "Not found as a citation"
    try:
        words = str(CitationStatus(status).label)
    except ValueError:
        words = str(status).replace("_", " ").capitalize()
    if diagnosis:
        try:
            words += f": {Diagnosis(diagnosis).label}"
        except ValueError:
            words += f": {diagnosis.replace('_', ' ')}"
    return words


@dataclass(frozen=True)
class CitationChange:
    raw: str
    start: int
    end: int
    before: str | None
    after: str | None
    before_diagnosis: str | None
    after_diagnosis: str | None

    @property
    def before_words(self) -> str:
        return finding_words(self.before, self.before_diagnosis)

    @property
    def after_words(self) -> str:
        return finding_words(self.after, self.after_diagnosis)


@dataclass
class ReportDiff:
    before: VerificationReport
    after: VerificationReport
    citations: list[CitationChange]
    sentences_added: list[UncitedSentence]
    sentences_removed: list[UncitedSentence]


def report_diff(before: VerificationReport, after: VerificationReport) -> ReportDiff:
    """Return the citations whose status changed, matched on (start, end, raw)."""
    old = {(c.start, c.end, c.raw): c for c in before.citations.all()}
    new = {(c.start, c.end, c.raw): c for c in after.citations.all()}
    changes = []
    for key in sorted(old.keys() | new.keys()):
        a, b = old.get(key), new.get(key)
        if a and b and (a.status, a.diagnosis) == (b.status, b.diagnosis):
            continue
        changes.append(
            CitationChange(
                raw=key[2],
                start=key[0],
                end=key[1],
                before=a.status if a else None,
                after=b.status if b else None,
                before_diagnosis=a.diagnosis if a else None,
                after_diagnosis=b.diagnosis if b else None,
            )
        )
    old_s = {(s.start, s.end): s for s in before.uncited_sentences.all()}
    new_s = {(s.start, s.end): s for s in after.uncited_sentences.all()}
    return ReportDiff(
        before=before,
        after=after,
        citations=changes,
        sentences_added=[new_s[k] for k in sorted(new_s.keys() - old_s.keys())],
        sentences_removed=[old_s[k] for k in sorted(old_s.keys() - new_s.keys())],
    )


# --- Export --------------------------------------------------------------------


def export_records() -> Iterator[dict[str, Any]]:
    """Yield one regression case per annotated report, in the CLI's input format.

    `expected.citations` holds the status each annotated citation *should* have
    (a false positive flips unsupported to verified, a false negative flips verified
    to unsupported); `expected.uncited_sentences` says whether each annotated sentence
    should be flagged; `expected.false_negatives` lists spans the verifier missed.
    """
    resolved = {r.key: r for r in resolved_items()}
    report_ids = (
        Annotation.objects.values_list("report_id", flat=True)
        .distinct()
        .order_by("report_id")
    )
    reports = VerificationReport.objects.select_related("answer__source").filter(
        pk__in=list(report_ids)
    )
    for report in reports.order_by("answer_id", "id"):
        yield _export_record(report, resolved)


def _expected_status(status: str, verdict: str) -> str:
    if verdict == Verdict.FALSE_POSITIVE:
        return "verified" if status == "unsupported" else status
    if verdict == Verdict.FALSE_NEGATIVE:
        return "unsupported"
    return status


def _export_record(
    report: VerificationReport, resolved: dict[str, Resolved]
) -> dict[str, Any]:
    answer = report.answer
    citations, sentences, spans = [], [], []
    for check in report.citations.order_by("position"):
        item = resolved.get(f"check:{check.pk}")
        if item:
            citations.append(
                {
                    "start": check.start,
                    "end": check.end,
                    "raw": check.raw,
                    "law_label": check.law_label,
                    "article": check.article,
                    "article_no": check.article_no,
                    "status": _expected_status(check.status, item.verdict),
                    "verifier_status": check.status,
                    "verdict": item.verdict,
                }
            )
    for sentence in report.uncited_sentences.order_by("position"):
        item = resolved.get(f"sentence:{sentence.pk}")
        if item:
            sentences.append(
                {
                    "start": sentence.start,
                    "end": sentence.end,
                    "text": sentence.text,
                    "flagged": item.verdict != Verdict.FALSE_POSITIVE,
                    "verdict": item.verdict,
                }
            )
    for key, item in resolved.items():
        if item.kind == ItemKind.SPAN and key.startswith(f"span:{report.pk}:"):
            _, _, start, end, span_kind = key.split(":")
            spans.append(
                {
                    "start": int(start),
                    "end": int(end),
                    "raw": answer.text[int(start) : int(end)],
                    "kind": span_kind,
                }
            )
    return {
        "id": f"{answer.source.name}:{answer.external_id}:r{report.pk}",
        "text": answer.text,
        "evidence": [
            asdict(chunk)
            for chunk in evidence_as_core(list(answer.evidence.order_by("position")))
        ],
        "expected": {
            "verifier_version": report.verifier_version,
            "alias_version": report.alias_version,
            "citations": citations,
            "uncited_sentences": sentences,
            "false_negatives": sorted(spans, key=lambda s: (s["start"], s["end"])),
        },
    }


# --- Rows the QA pages open ----------------------------------------------------


def answer_for_annotation(answer_id: int) -> Answer | None:
    """An answer with its source and current report, or None."""
    return (
        Answer.objects.select_related("source", "current_report")
        .filter(pk=answer_id)
        .first()
    )


def check_for_annotation(check_id: int) -> CitationCheck | None:
    return (
        CitationCheck.objects.select_related("report__answer")
        .filter(pk=check_id)
        .first()
    )


def sentence_for_annotation(sentence_id: int) -> UncitedSentence | None:
    return (
        UncitedSentence.objects.select_related("report__answer")
        .filter(pk=sentence_id)
        .first()
    )


def answer_reports(answer: Answer) -> list[VerificationReport]:
    """Every report of an answer, oldest first."""
    return list(VerificationReport.objects.filter(answer=answer).order_by("id"))


def samples_recent(limit: int = 50) -> list[QASample]:
    return list(QASample.objects.select_related("created_by")[:limit])


def sample_get(sample_id: int) -> QASample | None:
    return QASample.objects.filter(pk=sample_id).first()


def sample_items(sample: QASample) -> list[Any]:
    return list(sample.items.select_related("answer__source").order_by("position"))


@dataclass(frozen=True)
class SamplePlace:
    """Where an answer sits in a sample, for the annotate page's sample bar."""

    sample: QASample
    position: int  # 1-based
    total: int
    previous_id: int | None
    next_id: int | None


def sample_place(*, sample_id: int, answer_id: int) -> SamplePlace | None:
    """The answer's place in the sample, or None if the sample does not hold it."""
    sample = QASample.objects.filter(pk=sample_id).first()
    if sample is None:
        return None
    ids = list(sample.items.order_by("position").values_list("answer_id", flat=True))
    if answer_id not in ids:
        return None
    at = ids.index(answer_id)
    return SamplePlace(
        sample=sample,
        position=at + 1,
        total=len(ids),
        previous_id=ids[at - 1] if at > 0 else None,
        next_id=ids[at + 1] if at + 1 < len(ids) else None,
    )


def item_next_unjudged(items: Sequence[Item], after_key: str) -> Item | None:
    """The first item after `after_key` (wrapping round) without the user's verdict.

    Spans are not annotated from their form, so they are skipped.
    """
    keys = [item.key for item in items]
    start = keys.index(after_key) + 1 if after_key in keys else 0
    for item in [*items[start:], *items[:start]]:
        if item.key != after_key and item.mine is None and item.kind != ItemKind.SPAN:
            return item
    return None


def answers_annotated(answer_ids: list[int]) -> set[int]:
    """The ids among `answer_ids` that carry at least one annotation."""
    return set(
        Annotation.objects.filter(answer_id__in=answer_ids).values_list(
            "answer_id", flat=True
        )
    )


def aliases_recent(limit: int = 200) -> list[LabelAlias]:
    return list(LabelAlias.objects.all()[:limit])


def alias_get(alias_id: int) -> LabelAlias | None:
    return LabelAlias.objects.filter(pk=alias_id).first()


def reverification_runs_recent(limit: int = 20) -> list[ReverificationRun]:
    return list(ReverificationRun.objects.all()[:limit])


def reverification_run_get(run_id: int) -> ReverificationRun | None:
    return ReverificationRun.objects.filter(pk=run_id).first()


def reverification_run_items(run: ReverificationRun, limit: int = 500) -> list[Any]:
    return list(run.items.select_related("answer").order_by("answer_id")[:limit])
