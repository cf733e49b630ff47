"""Accounts' own rows: SSO identities, and each person's settings."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class SsoIdentity(models.Model):
    """A user signed in through OpenID Connect, known by the provider's `iss` and `sub`.

    An SSO user is found by this link, never by username or e-mail: those can be
    reassigned at the provider, and matching on them would let an identity provider
    account named like a local break-glass admin take that admin over.
    """

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="sso_identity"
    )
    issuer = models.CharField(max_length=255)
    subject = models.CharField(max_length=255)
    created_at = models.DateTimeField(auto_now_add=True)
    last_login_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = "SSO identity"
        verbose_name_plural = "SSO identities"
        constraints = [
            models.UniqueConstraint(
                fields=["issuer", "subject"], name="sso_identity_issuer_subject"
            )
        ]

    def __str__(self) -> str:
        return f"{self.subject} at {self.issuer}"


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
