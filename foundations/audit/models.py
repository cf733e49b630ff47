"""The audit history: append-only, hash-chained events.

Each event stores the SHA-256 of its own canonical content and of the event before it,
so editing or deleting any row behind the app's back breaks every link after it, and
`manage.py audit_verify` finds the first broken one. Actors are stored as text rather
than foreign keys: deleting a user must never require rewriting history.
"""

from __future__ import annotations

from django.db import models

from foundations.actors import ActorType


class AuditAction(models.TextChoices):
    ANSWER_INGESTED = "answer.ingested", "Answer ingested"
    VERIFICATION_RUN = "verification.run", "Verification run"
    VERIFICATION_FAILED = "verification.failed", "Verification failed"
    REVERIFICATION_STARTED = "reverification.started", "Re-verification started"
    CLAIM_TAKEN = "claim.taken", "Claim taken"
    CLAIM_RELEASED = "claim.released", "Claim released"
    DECISION_APPROVE = "decision.approve", "Approved"
    DECISION_ESCALATE = "decision.escalate", "Escalated"
    DECISION_REJECT = "decision.reject", "Rejected"
    DECISION_REOPEN = "decision.reopen", "Decision reopened"
    ASSIGNED = "answer.assigned", "Answer assigned"
    COMMENT = "comment.added", "Comment added"
    QA_ANNOTATION = "qa.annotation", "QA annotation"
    ALIAS_CREATED = "alias.created", "Alias created"
    ALIAS_CHANGED = "alias.changed", "Alias changed"
    ALIAS_DELETED = "alias.deleted", "Alias deleted"
    ALIAS_SUGGESTION_DISMISSED = (
        "alias.suggestion_dismissed",
        "Alias suggestion dismissed",
    )
    LOGIN = "auth.login", "Login"
    LOGIN_FAILED = "auth.login_failed", "Failed login"
    LOGOUT = "auth.logout", "Logout"
    LOGIN_UNLOCKED = "auth.unlocked", "Sign-in unlocked"
    TOKEN_CREATED = "token.created", "API token created"
    TOKEN_REVOKED = "token.revoked", "API token revoked"
    ROLE_CHANGED = "role.changed", "Role changed"


class AuditEventQuerySet(models.QuerySet):
    """Refuse bulk writes: the history only grows (the database refuses them too)."""

    def update(self, **kwargs):  # type: ignore[override]
        raise PermissionError("Audit events are append-only.")

    def delete(self):  # type: ignore[override]
        raise PermissionError("Audit events are append-only.")


class AppendOnlyModel(models.Model):
    """A row that is written once: saving it again or deleting it raises."""

    class Meta:
        abstract = True

    def save(self, *args, **kwargs):
        if self.pk is not None:
            raise PermissionError("The audit history is append-only.")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise PermissionError("The audit history is append-only.")


class AuditEvent(AppendOnlyModel):
    created_at = models.DateTimeField(db_index=True)
    actor_type = models.CharField(max_length=16, choices=ActorType.choices)
    actor_id = models.CharField(max_length=64, blank=True)
    actor_label = models.CharField(max_length=200)
    action = models.CharField(max_length=40, choices=AuditAction.choices)
    subject_type = models.CharField(max_length=40, blank=True)
    subject_id = models.CharField(max_length=64, blank=True)
    # Denormalised so an answer's whole trail is one indexed lookup.
    answer_id = models.BigIntegerField(null=True, blank=True)
    payload = models.JSONField(default=dict)
    prev_hash = models.CharField(max_length=64)
    hash = models.CharField(max_length=64, unique=True)

    objects = AuditEventQuerySet.as_manager()

    class Meta:
        ordering = ["id"]
        indexes = [
            models.Index(fields=["answer_id", "id"], name="audit_answer_idx"),
            models.Index(fields=["action", "id"], name="audit_action_idx"),
            models.Index(fields=["actor_label", "id"], name="audit_actor_idx"),
        ]

    def __str__(self) -> str:
        return f"#{self.pk} {self.action} by {self.actor_label}"


class AuditCheckpoint(AppendOnlyModel):
    """The chain's head as verified at one moment: "intact up to event N, hash H".

    A checkpoint is what makes deleting the newest events detectable: the chain
    itself only proves each event follows the one before it, so a clean cut at the
    tail leaves a valid, shorter chain. Checkpoints are append-only like the events.
    """

    created_at = models.DateTimeField(db_index=True)
    event_id = models.BigIntegerField()
    event_hash = models.CharField(max_length=64)
    # Events in the chain up to and including event_id when the checkpoint was taken.
    event_count = models.BigIntegerField()
    recorded_by = models.CharField(max_length=200)

    objects = AuditEventQuerySet.as_manager()

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"checkpoint at event #{self.event_id}"
