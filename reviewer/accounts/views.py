"""Sign in (with lockout, by password or SSO) and sign out (POST only)."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib.auth import views as auth_views

from .forms import LockoutAuthenticationForm


class LoginView(auth_views.LoginView):
    authentication_form = LockoutAuthenticationForm
    template_name = "registration/login.html"
    redirect_authenticated_user = True

    def get_context_data(self, **kwargs: Any) -> dict[str, Any]:
        # The "Sign in with SSO" button appears only when OIDC is configured.
        return super().get_context_data(sso_enabled=settings.OIDC_ENABLED, **kwargs)


class LogoutView(auth_views.LogoutView):
    """Django's logout accepts POST only, so a link or an image cannot sign you out."""
