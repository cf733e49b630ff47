"""Sign in (with lockout, by password or SSO), sign out (POST only), one's settings."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from .forms import LockoutAuthenticationForm, ProfileForm
from .services import SESSION_TIME_ZONE_KEY, profile_time_zone, profile_update

SAVED_MESSAGE = "Settings saved. Times now show in {zone}."


class LoginView(auth_views.LoginView):
    authentication_form = LockoutAuthenticationForm
    template_name = "registration/login.html"
    redirect_authenticated_user = True

    def get_context_data(self, **kwargs: Any) -> dict[str, Any]:
        # The "Sign in with SSO" button appears only when OIDC is configured.
        return super().get_context_data(sso_enabled=settings.OIDC_ENABLED, **kwargs)


class LogoutView(auth_views.LogoutView):
    """Django's logout accepts POST only, so a link or an image cannot sign you out."""


@login_required
@require_http_methods(["GET", "POST"])
def account_settings(request: HttpRequest) -> HttpResponse:
    """The person's time zone and notification address; errors shown inline."""
    user = request.user
    if request.method == "POST":
        form = ProfileForm(request.POST)
        if form.is_valid():
            zone = form.cleaned_data["time_zone"]
            profile_update(user=user, time_zone=zone, email=form.cleaned_data["email"])
            request.session[SESSION_TIME_ZONE_KEY] = zone
            messages.success(request, SAVED_MESSAGE.format(zone=zone))
            return redirect("account_settings")
        return render(request, "accounts/settings.html", {"form": form}, status=400)
    form = ProfileForm(
        initial={"time_zone": profile_time_zone(user=user), "email": user.email}
    )
    return render(request, "accounts/settings.html", {"form": form})
