"""Sign in (with lockout) and sign out (POST only)."""

from __future__ import annotations

from django.contrib.auth import views as auth_views

from .forms import LockoutAuthenticationForm


class LoginView(auth_views.LoginView):
    authentication_form = LockoutAuthenticationForm
    template_name = "registration/login.html"
    redirect_authenticated_user = True


class LogoutView(auth_views.LogoutView):
    """Django's logout accepts POST only, so a link or an image cannot sign you out."""
