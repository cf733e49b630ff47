"""Notifications in the admin, read-only: the services write them."""

from __future__ import annotations

from django.contrib import admin

from .models import Notification


@admin.register(Notification)
class NotificationAdmin(admin.ModelAdmin):
    list_display = ("id", "recipient", "kind", "answer_id", "created_at", "read_at")
    list_filter = ("kind",)
    list_select_related = ("recipient",)
    search_fields = ("recipient__username", "message")
    ordering = ("-id",)

    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False
