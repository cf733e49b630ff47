"""The audit history in the Django admin: browse only, nothing can be changed."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest

from .models import AuditCheckpoint, AuditEvent, BypassCapture, SignedCheckpoint


class ReadOnlyAdmin(admin.ModelAdmin):
    """Browse only: no add, change or delete, whatever the user's permissions."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(AuditEvent)
class AuditEventAdmin(ReadOnlyAdmin):
    list_display = ("id", "created_at", "actor_label", "action", "subject", "answer_id")
    list_filter = ("action", "actor_type")
    search_fields = ("actor_label", "=answer_id", "=subject_id")
    date_hierarchy = "created_at"
    show_full_result_count = False

    @admin.display(description="subject")
    def subject(self, event: AuditEvent) -> str:
        return f"{event.subject_type} {event.subject_id}".strip()


@admin.register(AuditCheckpoint)
class AuditCheckpointAdmin(ReadOnlyAdmin):
    list_display = ("id", "created_at", "event_id", "event_count", "recorded_by")


@admin.register(SignedCheckpoint)
class SignedCheckpointAdmin(ReadOnlyAdmin):
    list_display = ("id", "created_at", "size", "key_id")
    readonly_fields = ("created_at", "size", "key_id", "note")
    exclude = ("root_hash",)


@admin.register(BypassCapture)
class BypassCaptureAdmin(ReadOnlyAdmin):
    list_display = ("id", "captured_at", "table_name", "operation", "row_id", "db_user")
