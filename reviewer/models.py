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


class Decision(models.Model):
    """One reviewer's action on one answer: a state change or a comment."""

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
    comment = models.TextField(blank=True, max_length=4000)
    from_state = models.CharField(max_length=16)
    to_state = models.CharField(max_length=16)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["answer_id", "id"]
        indexes = [models.Index(fields=["answer", "id"], name="decision_answer_idx")]
        permissions = [
            ("decide_answer", "Can approve or escalate an answer"),
            ("settle_escalation", "Can approve or reject an escalated answer"),
            ("annotate", "Can annotate the verifier's mistakes"),
        ]

    def __str__(self) -> str:
        return f"{self.action} on answer {self.answer_id} by {self.user_id}"
