"""Review workflow models: the history of reviewers' decisions on answers.

The current review state lives on `verification.Answer` (the queues sort on it);
a `Decision` row is the reviewer-facing history of how it got there. The tamper-evident
record is the audit chain, written in the same transaction by `decision_record`.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone


class DecisionAction(models.TextChoices):
    APPROVE = "approve", "Approved"
    ESCALATE = "escalate", "Escalated"
    REJECT = "reject", "Rejected"
    COMMENT = "comment", "Commented"
    REOPEN = "reopen", "Reopened"


class ApprovalReason(models.TextChoices):
    """Why an answer is approved although citations in it are still unsupported."""

    VERIFIER_WRONG = "verifier_wrong", "The citation is correct; the verifier is wrong"
    ACCEPTABLE_RISK = "acceptable_risk", "Acceptable risk: the claim is minor or hedged"
    EVIDENCE_INCOMPLETE = (
        "evidence_incomplete",
        "The cited law is right but was missing from the evidence",
    )
    OTHER = "other", "Other (explain)"


class EscalationReason(models.TextChoices):
    """What a reviewer found wrong when sending an answer to a senior reviewer."""

    WRONG_ARTICLE = "wrong_article", "Cites the wrong article"
    MISSTATES_LAW = "misstates_law", "Misstates what the law says"
    UNSUPPORTED_CLAIM = "unsupported_claim", "A claim has no support in the evidence"
    NEEDS_JUDGEMENT = "needs_judgement", "Needs a senior's legal judgement"
    OTHER = "other", "Other (explain)"


# One column holds either list's value; the action says which list it came from.
REASON_CATEGORY_CHOICES = [
    *ApprovalReason.choices,
    *(c for c in EscalationReason.choices if c[0] != EscalationReason.OTHER),
]


# The fields of a decision's record (services.decision_record_of) that quote or name
# its decider: salted, so erasing the person keeps the digest its event recorded.
DECISION_PERSONAL_FIELDS = ("/reason", "/comment")


class Decision(models.Model):
    """One reviewer's action on one answer: a state change or a comment.

    `salts` holds the salt of each personal field of its record still present
    (JSON Pointer -> hex); once a person is erased, the field's text is blanked and
    `erased` holds its commitment instead, which the review record shows in its
    place. Decisions recorded before salts existed have neither.
    """

    answer = models.ForeignKey(
        "verification.Answer", on_delete=models.CASCADE, related_name="decisions"
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        on_delete=models.SET_NULL,
        related_name="review_decisions",
    )
    action = models.CharField(max_length=16, choices=DecisionAction.choices)
    reason = models.TextField(blank=True, max_length=2000)
    # A category from ApprovalReason (approve) or EscalationReason (escalate), or "".
    reason_category = models.CharField(
        max_length=32, blank=True, default="", choices=REASON_CATEGORY_CHOICES
    )
    comment = models.TextField(blank=True, max_length=4000)
    from_state = models.CharField(max_length=16)
    to_state = models.CharField(max_length=16)
    created_at = models.DateTimeField(default=timezone.now)
    salts = models.JSONField(default=dict, blank=True)
    erased = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["answer_id", "id"]
        indexes = [
            models.Index(fields=["answer", "id"], name="decision_answer_idx"),
            # The team dashboard: decisions in a time window.
            models.Index(fields=["created_at"], name="decision_created_idx"),
        ]
        permissions = [
            ("decide_answer", "Can approve or escalate an answer"),
            ("settle_escalation", "Can approve or reject an escalated answer"),
            ("annotate", "Can annotate the verifier's mistakes"),
        ]

    def __str__(self) -> str:
        return f"{self.action} on answer {self.answer_id} by {self.user_id}"

    @property
    def reason_category_label(self) -> str:
        """The category in words, from the list the action draws on."""
        choices = (
            ApprovalReason
            if self.action == DecisionAction.APPROVE
            else EscalationReason
        )
        try:
            return str(choices(self.reason_category).label)
        except ValueError:
            return ""


class Assignment(models.Model):
    """Who is asked to review an answer: one assignee per answer, replaced on
    reassignment (the audit trail keeps every assignment)."""

    answer = models.OneToOneField(
        "verification.Answer",
        on_delete=models.CASCADE,
        primary_key=True,
        related_name="assignment",
    )
    assignee = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+"
    )
    assigned_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    assigned_at = models.DateTimeField(default=timezone.now)

    class Meta:
        # The Mine tab: one reviewer's answers (a semi-join from here to answers).
        indexes = [
            models.Index(fields=["assignee", "answer"], name="assignment_assignee_idx")
        ]

    def __str__(self) -> str:
        return f"answer {self.answer_id} to {self.assignee_id}"


class SavedView(models.Model):
    """A named queue filter and sort; its owner may share it with the team."""

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+"
    )
    name = models.CharField(max_length=80)
    # The queue's query string (tab, filters, sort), normalised by the queue form.
    query = models.CharField(max_length=1000, blank=True)
    shared = models.BooleanField(default=False)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["name", "id"]
        constraints = [
            models.UniqueConstraint(fields=["owner", "name"], name="savedview_name_uq")
        ]
        indexes = [
            models.Index(
                fields=["name"],
                name="savedview_shared_idx",
                condition=models.Q(shared=True),
            )
        ]

    def __str__(self) -> str:
        return self.name


class QueuePreference(models.Model):
    """One user's queue settings: the saved view the queue opens with."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        primary_key=True,
        related_name="queue_preference",
    )
    default_view = models.ForeignKey(
        SavedView, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    def __str__(self) -> str:
        return f"queue preference of {self.user_id}"
