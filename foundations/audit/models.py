"""The audit history: append-only events, hash-chained and leaves of a Merkle tree.

Each event stores the SHA-256 of its committed canonical bytes (which include the
hash of the event before it), so editing or deleting any row behind the app's back
breaks every link after it, and `manage.py audit_verify` finds the first broken one.
The same bytes are leaf `leaf_index` of an RFC 9162 Merkle tree whose completed
subtrees are `AuditMerkleNode` rows; `SignedCheckpoint` rows sign its root, so a
single event can be proven to an outsider in O(log n) (see merkle.py).

Personal fields (the actor's name, free-text reasons, comments) enter the bytes only
as salted commitments (leaves.py); `salts` holds their salts until a person is
erased, and then the value is replaced by its commitment: every hash still holds.
Actors are stored as text rather than foreign keys: deleting a user must never
require rewriting history.
"""

from __future__ import annotations

from django.db import models

from foundations.actors import ActorType

from .hashing import erased_fields


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
    PERSON_ERASED = "person.erased", "Person erased"
    DB_BYPASS = "db.bypass", "Change outside the application"


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
    # Position in the Merkle tree, from 0: the same order as `id`.
    leaf_index = models.BigIntegerField(unique=True)
    leaf_hash = models.BinaryField()
    # JSON Pointer of each personal field still present -> its salt (hex).
    salts = models.JSONField(default=dict)

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

    @property
    def erased_fields(self) -> list[str]:
        """The personal fields of this event replaced by their commitment."""
        return erased_fields(self)


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


class AuditMerkleNode(models.Model):
    """A completed perfect subtree of the log: written once, valid for every size.

    `(level, idx)` is the root of the subtree over leaves
    `[idx * 2**level, (idx + 1) * 2**level)`; level 0 holds the leaf hashes.
    """

    pk = models.CompositePrimaryKey("level", "idx")
    level = models.SmallIntegerField()
    idx = models.BigIntegerField()
    hash = models.BinaryField()

    objects = AuditEventQuerySet.as_manager()

    def __str__(self) -> str:
        return f"node ({self.level}, {self.idx})"


class SignedCheckpoint(AppendOnlyModel):
    """A signed tree head: the log had `size` leaves with root `root_hash` then.

    `note` is the C2SP signed note exactly as signed (what is published and what
    verifiers check); the other columns are parsed from it for queries.
    """

    created_at = models.DateTimeField(db_index=True)
    size = models.BigIntegerField()
    root_hash = models.BinaryField()
    key_id = models.CharField(max_length=8)
    note = models.TextField()

    objects = AuditEventQuerySet.as_manager()

    class Meta:
        ordering = ["id"]
        indexes = [models.Index(fields=["size", "id"], name="audit_cp_size_idx")]

    def __str__(self) -> str:
        return f"signed checkpoint of {self.size} events"


class BypassCapture(models.Model):
    """A change to answers, decisions or aliases made outside the application.

    Written by a database trigger (which cannot hash canonical JSON), moved into the
    log as a `db.bypass` event by the next append; append-only like the log.
    """

    captured_at = models.DateTimeField()
    table_name = models.CharField(max_length=63)
    operation = models.CharField(max_length=8)
    row_id = models.CharField(max_length=64)
    db_user = models.CharField(max_length=63)

    objects = AuditEventQuerySet.as_manager()

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.operation} on {self.table_name} #{self.row_id} by {self.db_user}"
