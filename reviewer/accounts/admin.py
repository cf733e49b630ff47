"""Profiles in the admin: an administrator may correct someone's time zone."""

from __future__ import annotations

from django.contrib import admin

from .models import UserProfile


@admin.register(UserProfile)
class UserProfileAdmin(admin.ModelAdmin):
    list_display = ("user", "time_zone")
    list_select_related = ("user",)
    search_fields = ("user__username", "time_zone")
