"""QA: annotations of the verifier's mistakes, samples to measure them, re-runs to fix.

An annotation is one analyst's verdict on one *item*: a citation check, an uncited
sentence, or a span of the answer the verifier did not flag (a false negative). Each
analyst holds at most one annotation per item (re-annotating replaces it), so the
agreement between two analysts is a plain two-rater table.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone

from verification.models import (
    Answer,
    CitationCheck,
    UncitedSentence,
    VerificationReport,
)


class Verdict(models.TextChoices):
    CORRECT = "correct", "Correct"
    FALSE_POSITIVE = "false_positive", "False positive"
    FALSE_NEGATIVE = "false_negative", "False negative"


class Reason(models.TextChoices):
    LABEL_VARIANT = "label_variant", "Label variant"
    CITATION_FORM = "citation_form", "Citation form not understood"
    PROSE_FORM = "prose_form", "Prose reference misread (law or article)"
    NOT_A_CITATION = "not_a_citation", "Not a citation (contract, memo, decoy)"
    BACK_REFERENCE = "back_reference", "Reference back resolved to the wrong law"
    ARTICLE_ID = "article_id", "Article id misread (4a, bis, Annex III)"
    CATALOGUE = "catalogue", "Law catalogue wrong (range or alias)"
    PINPOINT = "pinpoint", "Pinpoint"
    QUOTATION = "quotation", "Quotation matched or missed wrongly"
    SUPPORT = "support", "Support score misjudged"
    SENTENCE_SPLIT = "sentence_split", "Sentence split"
    NOT_A_CLAIM = "not_a_claim", "Not a claim"
    EVIDENCE_MISLABELLED = "evidence_mislabelled", "Evidence mislabelled upstream"
    OTHER = "other", "Other"


class ItemKind(models.TextChoices):
    CHECK = "check", "Citation check"
    SENTENCE = "sentence", "Uncited sentence"
    SPAN = "span", "Unflagged span"


class SpanKind(models.TextChoices):
    CITATION = "citation", "Citation"
    CLAIM = "claim", "Claim"


class Annotation(models.Model):
    """One analyst's verdict on one item of one report."""

    answer = models.ForeignKey(Answer, on_delete=models.CASCADE, related_name="+")
    report = models.ForeignKey(
        VerificationReport, on_delete=models.CASCADE, related_name="+"
    )
    kind = models.CharField(max_length=16, choices=ItemKind.choices)
    # "check:12", "sentence:7", "span:<report>:<start>:<end>:<kind>": what two
    # analysts must share for their verdicts to count as being on the same item.
    item_key = models.CharField(max_length=100)
    citation_check = models.ForeignKey(
        CitationCheck, null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    uncited_sentence = models.ForeignKey(
        UncitedSentence,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="+",
    )
    span_start = models.PositiveIntegerField(null=True, blank=True)
    span_end = models.PositiveIntegerField(null=True, blank=True)
    span_kind = models.CharField(
        max_length=16, choices=SpanKind.choices, blank=True, default=""
    )
    annotator = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    verdict = models.CharField(max_length=20, choices=Verdict.choices)
    reason = models.CharField(
        max_length=32, choices=Reason.choices, blank=True, default=""
    )
    note = models.TextField(blank=True, max_length=2000)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["id"]
        constraints = [
            models.UniqueConstraint(
                fields=["annotator", "item_key"], name="annotation_one_per_annotator"
            ),
            models.CheckConstraint(
                condition=(
                    models.Q(kind="check", citation_check__isnull=False)
                    | models.Q(kind="sentence", uncited_sentence__isnull=False)
                    | models.Q(
                        kind="span", span_start__isnull=False, span_end__isnull=False
                    )
                ),
                name="annotation_item_present",
            ),
        ]
        indexes = [
            models.Index(fields=["item_key", "updated_at"], name="annotation_item_idx"),
            models.Index(fields=["answer", "id"], name="annotation_answer_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.item_key}: {self.verdict} by {self.annotator_id}"


class QASample(models.Model):
    """A reproducible random sample of answers, drawn for an unbiased precision."""

    seed = models.CharField(max_length=64)
    size = models.PositiveIntegerField()
    filters = models.JSONField(default=dict)
    population = models.PositiveIntegerField(default=0)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"sample {self.pk} (seed {self.seed}, {self.size})"


class QASampleItem(models.Model):
    sample = models.ForeignKey(QASample, on_delete=models.CASCADE, related_name="items")
    answer = models.ForeignKey(Answer, on_delete=models.CASCADE, related_name="+")
    position = models.PositiveIntegerField()

    class Meta:
        ordering = ["sample_id", "position"]
        constraints = [
            models.UniqueConstraint(
                fields=["sample", "answer"], name="sample_item_unique_answer"
            )
        ]

    def __str__(self) -> str:
        return f"sample {self.sample_id} #{self.position}: answer {self.answer_id}"


class ReverificationRun(models.Model):
    """Re-verification of a selection of answers, in chunks, with its progress."""

    reason = models.CharField(max_length=300)
    total = models.PositiveIntegerField()
    done = models.PositiveIntegerField(default=0)
    cleared = models.PositiveIntegerField(
        default=0, help_text="Answers that went from flagged to passed."
    )
    verifier_version = models.CharField(max_length=32)
    alias_version = models.CharField(max_length=32)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"run {self.pk}: {self.reason}"

    @property
    def progress_percent(self) -> int:
        return 100 if not self.total else min(100, self.done * 100 // self.total)


class ReverificationItem(models.Model):
    """One answer of a run: the report it had, and the one it got."""

    run = models.ForeignKey(
        ReverificationRun, on_delete=models.CASCADE, related_name="items"
    )
    answer = models.ForeignKey(Answer, on_delete=models.CASCADE, related_name="+")
    from_report = models.ForeignKey(
        VerificationReport,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    from_state = models.CharField(max_length=16)
    to_report = models.ForeignKey(
        VerificationReport,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    to_state = models.CharField(max_length=16, blank=True)
    done_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["run_id", "answer_id"]
        constraints = [
            models.UniqueConstraint(
                fields=["run", "answer"], name="reverification_item_unique"
            )
        ]

    def __str__(self) -> str:
        return f"run {self.run_id}: answer {self.answer_id}"


class DismissedAliasSuggestion(models.Model):
    """A suggested alias an admin judged wrong: two laws that only look alike.

    The pair stays out of the suggestions, whatever annotations come later, so an
    admin is not asked the same question every week.
    """

    alias = models.CharField(max_length=300)
    canonical = models.CharField(max_length=300)
    # Normalised as the verifier matches labels, so spelling variants are one pair.
    alias_key = models.CharField(max_length=300)
    canonical_key = models.CharField(max_length=300)
    reason = models.CharField(max_length=500)
    dismissed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    dismissed_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["alias_key", "canonical_key"], name="dismissed_alias_unique"
            )
        ]

    def __str__(self) -> str:
        return f"not an alias: {self.alias} -> {self.canonical}"
