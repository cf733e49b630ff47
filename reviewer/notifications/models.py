"""A notification: one sentence for one person, about one answer, read or not.

The sentence is written when the event happens ("senior2 approved answer
assistant:ext-9, which you escalated") so it keeps saying what happened even if a
name changes later. It is plain text: every page escapes it.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone


class NotificationKind(models.TextChoices):
    VERDICT = "verdict", "Verdict on an answer you escalated"
    ASSIGNED = "assigned", "New work assigned to you"
    DEADLINE = "deadline", "Deadline near"


class Notification(models.Model):
    recipient = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+"
    )
    kind = models.CharField(max_length=16, choices=NotificationKind.choices)
    answer = models.ForeignKey(
        "verification.Answer",
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="+",
    )
    # Who caused it (the senior, the assigner); null for the deadline sweeper.
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    message = models.CharField(max_length=500)
    created_at = models.DateTimeField(default=timezone.now)
    read_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-id"]
        constraints = [
            # One deadline warning per answer, however often the sweeper runs and
            # however many workers run it at once: the database decides.
            models.UniqueConstraint(
                fields=["answer"],
                condition=models.Q(kind="deadline"),
                name="notification_one_deadline_per_answer",
            )
        ]
        indexes = [
            # The bell: one person's unread count, and their list newest first.
            models.Index(
                fields=["recipient", "id"],
                name="notification_unread_idx",
                condition=models.Q(read_at__isnull=True),
            ),
            models.Index(fields=["recipient", "id"], name="notification_list_idx"),
            # The deadline sweeper: who was last told an answer is theirs.
            models.Index(
                fields=["answer", "id"],
                name="notification_assigned_idx",
                condition=models.Q(kind="assigned"),
            ),
        ]

    def __str__(self) -> str:
        return f"{self.kind} for {self.recipient_id}: {self.message}"

    @property
    def is_read(self) -> bool:
        return self.read_at is not None
