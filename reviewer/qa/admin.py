"""Read-only admin views of QA rows: they are written by the QA services only."""

from __future__ import annotations

from django.contrib import admin

from .models import Annotation, QASample, ReverificationRun


class ReadOnlyAdmin(admin.ModelAdmin):
    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Annotation)
class AnnotationAdmin(ReadOnlyAdmin):
    list_display = ("id", "item_key", "annotator", "verdict", "reason", "updated_at")
    list_filter = ("kind", "verdict", "reason")
    search_fields = ("item_key", "note")


@admin.register(QASample)
class QASampleAdmin(ReadOnlyAdmin):
    list_display = ("id", "seed", "size", "population", "created_by", "created_at")


@admin.register(ReverificationRun)
class ReverificationRunAdmin(ReadOnlyAdmin):
    list_display = ("id", "reason", "done", "total", "cleared", "finished_at")
