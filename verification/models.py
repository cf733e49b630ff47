"""Answers, the evidence the model saw, and every verification report on them.

Evidence is stored exactly as received and never edited: a report is only meaningful
against the passages that were really in the model's context. An answer keeps every
report it ever had; `current_report` points at the one the queues and the API show.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import models
from django.utils import timezone

from verification import core
from verification.core import limits


class Source(models.Model):
    """An upstream assistant that posts answers (one per deployment, say)."""

    name = models.SlugField(max_length=64, unique=True)
    description = models.CharField(max_length=200, blank=True)
    review_deadline_hours = models.PositiveIntegerField(
        default=24, help_text="Flagged answers should be reviewed within this time."
    )
    four_eyes = models.BooleanField(
        default=True,
        help_text=(
            "An escalation is settled by a second person: the senior reviewer who "
            "escalated an answer cannot approve or reject it themselves."
        ),
    )
    created_at = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return self.name


class ApiTokenQuerySet(models.QuerySet):
    def active(self) -> ApiTokenQuerySet:
        return self.filter(revoked_at__isnull=True)


class ApiToken(models.Model):
    """A bearer token for one source. Only its SHA-256 is stored."""

    source = models.ForeignKey(Source, on_delete=models.PROTECT, related_name="tokens")
    name = models.CharField(max_length=64, blank=True)
    prefix = models.CharField(max_length=12, help_text="First characters, for humans.")
    token_hash = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(default=timezone.now)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    objects = ApiTokenQuerySet.as_manager()

    def __str__(self) -> str:
        return f"{self.source.name}/{self.prefix}…"

    @property
    def is_active(self) -> bool:
        return self.revoked_at is None


class VerificationState(models.TextChoices):
    PENDING = "pending", "Pending"
    PASSED = "passed", "Passed"
    FLAGGED = "flagged", "Flagged"
    ERROR = "error", "Error"


class ReviewState(models.TextChoices):
    UNREVIEWED = "unreviewed", "Unreviewed"
    APPROVED = "approved", "Approved"
    ESCALATED = "escalated", "Escalated"
    REJECTED = "rejected", "Rejected"


def _person_or_none(**options: Any) -> models.ForeignKey:
    """A user an answer refers to (its reviewer, claim holder, assignee): deleting
    the user clears the field and never touches the answer."""
    return models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        **options,
    )


class Answer(models.Model):
    source = models.ForeignKey(Source, on_delete=models.PROTECT, related_name="answers")
    external_id = models.CharField(max_length=200)
    model = models.CharField(max_length=200, blank=True)
    question = models.TextField()
    text = models.TextField()
    # SHA-256 of the canonical payload: the same id with a different payload is a 409.
    payload_hash = models.CharField(max_length=64)
    received_at = models.DateTimeField(default=timezone.now)
    review_deadline_at = models.DateTimeField()

    verification_state = models.CharField(
        max_length=16,
        choices=VerificationState.choices,
        default=VerificationState.PENDING,
    )
    verification_attempts = models.PositiveSmallIntegerField(default=0)
    verification_error = models.TextField(blank=True)
    enqueued_at = models.DateTimeField(null=True, blank=True)
    current_report = models.ForeignKey(
        "VerificationReport",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    # Copied from the current report so the queues sort and count without joins.
    unsupported_count = models.PositiveIntegerField(default=0)
    uncited_count = models.PositiveIntegerField(default=0)

    review_state = models.CharField(
        max_length=16, choices=ReviewState.choices, default=ReviewState.UNREVIEWED
    )
    reviewed_by = _person_or_none()
    reviewed_at = models.DateTimeField(null=True, blank=True)
    # A claim: one reviewer holds the answer for a short, renewable time.
    claimed_by = _person_or_none()
    claim_expires_at = models.DateTimeField(null=True, blank=True)
    # Who is asked to review the answer: a copy of reviewer.Assignment's assignee,
    # written in the same transaction, so the Mine tab is an index range on this
    # table (assignee, open state, sort key) and never a join that walks every
    # open answer to find one reviewer's few (reviewer/migrations/0009).
    assignee = _person_or_none(db_index=False)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["source", "external_id"], name="answer_unique_external_id"
            )
        ]
        indexes = [
            # The queues: state tab, then received order (keyset pagination).
            models.Index(
                fields=["verification_state", "review_state", "received_at", "id"],
                name="answer_queue_idx",
            ),
            models.Index(
                fields=["review_state", "received_at", "id"], name="answer_review_idx"
            ),
            models.Index(fields=["received_at", "id"], name="answer_received_idx"),
            # The API listing: one source's answers in id order, by state.
            models.Index(
                fields=["source", "verification_state", "id"], name="answer_source_idx"
            ),
            # The sweeper: answers left pending.
            models.Index(
                fields=["verification_state", "enqueued_at"], name="answer_pending_idx"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.source.name}:{self.external_id}"

    @property
    def is_overdue(self) -> bool:
        return (
            self.review_state in (ReviewState.UNREVIEWED, ReviewState.ESCALATED)
            and self.verification_state == VerificationState.FLAGGED
            and timezone.now() > self.review_deadline_at
        )

    @staticmethod
    def deadline_for(source: Source, received_at) -> timezone.datetime:
        return received_at + timedelta(hours=source.review_deadline_hours)

    # One rule for "someone is reviewing this answer now", for rows and for queries:
    # a claim is live while it has a holder and has not expired.
    def claim_is_live(self, now: datetime | None = None) -> bool:
        return (
            self.claimed_by_id is not None
            and self.claim_expires_at is not None
            and self.claim_expires_at > (now or timezone.now())
        )

    def claim_held_by_other(self, user: Any, now: datetime | None = None) -> bool:
        return self.claim_is_live(now) and self.claimed_by_id != user.pk

    @staticmethod
    def live_claim_q(now: datetime | None = None) -> models.Q:
        """Rows whose claim is live (the query form of `claim_is_live`)."""
        return models.Q(
            claimed_by__isnull=False, claim_expires_at__gt=now or timezone.now()
        )


class EvidenceChunk(models.Model):
    """A passage that was in the model's context, as received."""

    answer = models.ForeignKey(
        Answer, on_delete=models.CASCADE, related_name="evidence"
    )
    position = models.PositiveIntegerField()
    chunk_id = models.CharField(max_length=200)
    law_label = models.CharField(max_length=limits.MAX_LABEL_CHARS)
    # The normalised article id ("17", "312g", "L1234-1"), as the core compares it;
    # article_no is the same as an int where the id is purely numeric, else null.
    article = models.CharField(max_length=limits.MAX_ARTICLE_CHARS)
    article_no = models.PositiveIntegerField(null=True, blank=True)
    text = models.TextField(blank=True)
    score = models.FloatField(default=0.0)
    citation_key = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["answer_id", "position"]
        constraints = [
            models.UniqueConstraint(
                fields=["answer", "position"], name="evidence_unique_position"
            )
        ]

    def __str__(self) -> str:
        provision = core.provision_name(self.article)
        return f"{self.law_label}, {provision} ({self.chunk_id})"


class VerificationReport(models.Model):
    """One run of the verifier over one answer."""

    answer = models.ForeignKey(Answer, on_delete=models.CASCADE, related_name="reports")
    verifier_version = models.CharField(max_length=32)
    alias_version = models.CharField(max_length=32)
    passed = models.BooleanField()
    unsupported_count = models.PositiveIntegerField()
    uncited_count = models.PositiveIntegerField()
    citation_count = models.PositiveIntegerField()
    duration_ms = models.FloatField()
    # The answer reached a per-answer limit of the core: the rest was not read and
    # the report does not pass, so a human looks at it.
    limit_reached = models.BooleanField(default=False, db_default=False)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["answer_id", "id"]
        constraints = [
            # Running the task twice for the same versions must give one report.
            models.UniqueConstraint(
                fields=["answer", "verifier_version", "alias_version"],
                name="report_unique_per_version",
            )
        ]

    def __str__(self) -> str:
        return f"report {self.pk} on answer {self.answer_id}"


class CitationStatus(models.TextChoices):
    VERIFIED = "verified", "Verified"
    UNSUPPORTED = "unsupported", "Unsupported"


class Diagnosis(models.TextChoices):
    MALFORMED = "malformed", "Malformed citation"
    ARTICLE_NOT_IN_EVIDENCE = "article_not_in_evidence", "Article not in evidence"
    LABEL_MISMATCH = "label_mismatch", "Law label mismatch"
    LAW_NOT_IN_EVIDENCE = "law_not_in_evidence", "Law not in evidence"
    AMBIGUOUS = "ambiguous", "Ambiguous (no law named)"
    NONEXISTENT_ARTICLE = "nonexistent_article", "No such article in that law"
    PINPOINT_NOT_IN_EVIDENCE = (
        "pinpoint_not_in_evidence",
        "Paragraph or point not in evidence",
    )
    QUOTE_NOT_IN_EVIDENCE = "quote_not_in_evidence", "Quotation not in evidence"


class CitationForm(models.TextChoices):
    BRACKET = "bracket", "Bracket marker"
    PARENTHETICAL = "parenthetical", "Parenthetical"
    PROSE = "prose", "Prose reference"
    SECTION_SIGN = "section_sign", "Section sign (§)"
    CJK = "cjk", "CJK article (第N条)"
    LAW_FIRST = "law_first", "Law named first"
    BACK_REFERENCE = "back_reference", "Reference back to a law named earlier"


class CitationCheck(models.Model):
    report = models.ForeignKey(
        VerificationReport, on_delete=models.CASCADE, related_name="citations"
    )
    position = models.PositiveIntegerField()
    raw = models.TextField()
    start = models.PositiveIntegerField()
    end = models.PositiveIntegerField()
    form = models.CharField(
        max_length=16,
        choices=CitationForm.choices,
        default=CitationForm.BRACKET,
        db_default=CitationForm.BRACKET,
    )
    law_label = models.CharField(
        max_length=limits.MAX_LABEL_CHARS, null=True, blank=True
    )
    article = models.CharField(
        max_length=limits.MAX_ARTICLE_CHARS, blank=True, default="", db_default=""
    )
    article_no = models.PositiveIntegerField(null=True, blank=True)
    pinpoint = models.CharField(
        max_length=limits.MAX_PINPOINT_CHARS, null=True, blank=True
    )
    pinpoint_checked = models.BooleanField(default=False, db_default=False)
    status = models.CharField(max_length=16, choices=CitationStatus.choices)
    diagnosis = models.CharField(
        max_length=32, choices=Diagnosis.choices, null=True, blank=True
    )
    # What the explanation needs beyond the other fields (an article range, a
    # passage's structure).
    detail = models.CharField(max_length=limits.MAX_DETAIL_CHARS, null=True, blank=True)
    suggested_label = models.CharField(
        max_length=limits.MAX_SUGGESTED_LABEL_CHARS, null=True, blank=True
    )
    # A quotation near the citation: its text, whether the passage has it, and the
    # closest stretch of the passage when it does not.
    quote_text = models.TextField(null=True, blank=True)
    quote_found = models.BooleanField(null=True, blank=True)
    quote_closest = models.TextField(null=True, blank=True)
    # Advisory: how much of the citing sentence the passage shares (verified only).
    support_score = models.FloatField(null=True, blank=True)
    support_weak = models.BooleanField(null=True, blank=True)
    chunk_id = models.CharField(max_length=200, null=True, blank=True)
    citation_key = models.CharField(max_length=300, null=True, blank=True)
    matched_chunk = models.ForeignKey(
        EvidenceChunk,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )

    class Meta:
        ordering = ["report_id", "position"]
        indexes = [
            models.Index(fields=["diagnosis", "report"], name="check_diagnosis_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.raw} ({self.status})"

    def as_core(self) -> core.Citation:
        """The core's citation this row stores (what explanations are made from)."""
        quote = (
            None
            if self.quote_text is None
            else core.Quotation(
                self.quote_text, bool(self.quote_found), self.quote_closest
            )
        )
        support = (
            None
            if self.support_score is None
            else core.Support(self.support_score, bool(self.support_weak))
        )
        return core.Citation(
            raw=self.raw,
            law_label=self.law_label,
            article_no=self.article_no,
            pinpoint=self.pinpoint,
            status=core.CitationStatus(self.status),
            diagnosis=core.Diagnosis(self.diagnosis) if self.diagnosis else None,
            suggested_label=self.suggested_label,
            chunk_id=self.chunk_id,
            citation_key=self.citation_key,
            start=self.start,
            end=self.end,
            form=core.CitationForm(self.form),
            article=self.article,
            pinpoint_checked=self.pinpoint_checked,
            quote=quote,
            support=support,
            detail=self.detail,
        )

    @property
    def explanation(self) -> str:
        """Why this citation is unsupported, in the core's plain words ("" if not)."""
        return core.explain(self.as_core()) if self.diagnosis else ""

    @property
    def weak_support(self) -> bool:
        return bool(self.support_weak)


class UncitedSentence(models.Model):
    report = models.ForeignKey(
        VerificationReport, on_delete=models.CASCADE, related_name="uncited_sentences"
    )
    position = models.PositiveIntegerField()
    text = models.TextField()
    start = models.PositiveIntegerField()
    end = models.PositiveIntegerField()

    class Meta:
        ordering = ["report_id", "position"]

    def __str__(self) -> str:
        return self.text[:80]


class LabelAlias(models.Model):
    """Another spelling of a law's label ("Saudi Labour Law" means "Labour Law")."""

    alias = models.CharField(max_length=300, unique=True)
    canonical = models.CharField(max_length=300)
    note = models.CharField(max_length=300, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )

    class Meta:
        verbose_name_plural = "label aliases"
        ordering = ["alias"]

    def __str__(self) -> str:
        return f"{self.alias} → {self.canonical}"
