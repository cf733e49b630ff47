"""A person's own settings: the time zone their pages show times in."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class UserProfile(models.Model):
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        primary_key=True,
        related_name="profile",
    )
    # An IANA name ("Europe/Paris"), checked against zoneinfo by the settings form.
    time_zone = models.CharField(max_length=64, default="UTC")

    def __str__(self) -> str:
        return f"profile of {self.user_id}"
