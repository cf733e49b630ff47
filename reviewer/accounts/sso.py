"""Single sign-on through OpenID Connect: mozilla-django-oidc, with our rules on top.

mozilla-django-oidc runs the authorization code flow (state, nonce, PKCE, the id
token's signature checked against the provider's JWKS). What a verified identity
may do here is `services.sso_sign_in`'s decision: the lockout, the audit trail and
the roles from the claim. The views and the backend answer 404 / None while SSO is
not configured (settings.OIDC_ENABLED), so the URLs can always be mounted.
"""

from __future__ import annotations

from typing import Any

import jwt
import requests
from django.conf import settings
from django.contrib import messages
from django.contrib.auth.backends import ModelBackend
from django.core.exceptions import SuspiciousOperation
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import reverse
from mozilla_django_oidc.auth import OIDCAuthenticationBackend
from mozilla_django_oidc.views import (
    OIDCAuthenticationCallbackView,
    OIDCAuthenticationRequestView,
)

from .addresses import client_ip
from .services import (
    LOCKED_OUT,
    SSO_FAILED,
    SSO_INACTIVE,
    SSO_NO_ROLE,
    SSO_USERNAME_TAKEN,
    THROTTLED,
    login_failure_record,
    sso_sign_in,
)

SSO_MESSAGES = {
    LOCKED_OUT: (
        "Too many failed sign-in attempts: this account is locked. Try again later "
        "or ask an administrator."
    ),
    THROTTLED: "Too many failed sign-in attempts from your network. Try again later.",
    SSO_NO_ROLE: (
        "Your single sign-on account has no Citation Review role. Ask your "
        "administrator to add you to a reviewer, QA or admin group."
    ),
    SSO_USERNAME_TAKEN: (
        "A local account already has your username, so single sign-on cannot use "
        "it. Ask an administrator."
    ),
    SSO_INACTIVE: "This account is disabled. Ask an administrator.",
    SSO_FAILED: "Single sign-on did not complete. Try again.",
}
# Marks a request whose failed SSO sign-in is already audited with its reason, so
# Django's user_login_failed signal does not audit it a second time.
AUDITED_ATTR = "_sso_failure_audited"


class SsoBackend(OIDCAuthenticationBackend):
    """The OIDC backend; inert (and needing no settings) while SSO is off."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        if settings.OIDC_ENABLED:
            super().__init__(*args, **kwargs)

    def authenticate(self, request: HttpRequest | None, **kwargs: Any) -> Any:
        # A password sign-in also asks every backend; only the callback is ours.
        if not settings.OIDC_ENABLED or request is None or "nonce" not in kwargs:
            return None
        try:
            return super().authenticate(request, **kwargs)
        except (
            requests.RequestException,
            SuspiciousOperation,
            jwt.PyJWTError,
            ValueError,
        ):
            # The provider refused the code, or the token failed its checks: a
            # failed sign-in, never a 500. (The token itself is never logged.)
            _refused(request, reason=SSO_FAILED)
            return None

    def get_or_create_user(
        self, access_token: str, id_token: str, payload: dict[str, Any]
    ) -> Any:
        if not audience_includes(payload, self.OIDC_RP_CLIENT_ID):
            # mozilla-django-oidc leaves `aud` unchecked; OIDC Core 3.1.3.7 does not.
            raise SuspiciousOperation("the id token was issued to another client")
        claims = self.get_userinfo(access_token, id_token, payload)
        # OIDC Core 5.3.2: the userinfo response must be about the id token's subject.
        if not payload.get("sub") or claims.get("sub") != payload.get("sub"):
            raise SuspiciousOperation("userinfo subject differs from the id token's")
        outcome = sso_sign_in(
            issuer=str(payload.get("iss", "")),
            subject=str(payload["sub"]),
            claims={**payload, **claims},
            ip=client_ip(self.request),
        )
        if outcome.refusal:
            setattr(self.request, AUDITED_ATTR, outcome.refusal)
        return outcome.user

    def get_user(self, user_id: Any) -> Any:
        # Sessions started by SSO name this backend; they stay valid while it is on.
        return ModelBackend.get_user(self, user_id)


def audience_includes(payload: dict[str, Any], client_id: str) -> bool:
    """True when the id token's `aud` (a string or a list) names our client."""
    audience = payload.get("aud")
    audiences = [audience] if isinstance(audience, str) else audience or []
    return bool(client_id) and client_id in audiences


def _refused(request: HttpRequest, *, reason: str) -> None:
    login_failure_record(username="", ip=client_ip(request), reason=reason)
    setattr(request, AUDITED_ATTR, reason)


class SsoRequestView(OIDCAuthenticationRequestView):
    """GET /accounts/oidc/authenticate/: off to the provider, with state and PKCE."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        if settings.OIDC_ENABLED:
            super().__init__(*args, **kwargs)

    def get(self, request: HttpRequest) -> HttpResponse:
        if not settings.OIDC_ENABLED:
            raise Http404("Single sign-on is not configured.")
        return super().get(request)


class SsoCallbackView(OIDCAuthenticationCallbackView):
    """GET /accounts/oidc/callback/: back from the provider, signed in or refused."""

    @property
    def failure_url(self) -> str:
        return reverse("login")

    def get(self, request: HttpRequest) -> HttpResponse:
        if not settings.OIDC_ENABLED:
            raise Http404("Single sign-on is not configured.")
        state = request.GET.get("state")
        if state and state not in request.session.get("oidc_states", {}):
            # A stale or forged callback (an old tab, a replay): refused, not a 400.
            _refused(request, reason=SSO_FAILED)
            return self.login_failure()
        if request.GET.get("error"):
            # The provider said no (the user declined consent, say).
            _refused(request, reason=SSO_FAILED)
        return super().get(request)

    def login_failure(self) -> HttpResponseRedirect:
        reason = getattr(self.request, AUDITED_ATTR, None) or SSO_FAILED
        if not getattr(self.request, AUDITED_ATTR, None):
            _refused(self.request, reason=SSO_FAILED)
        messages.error(self.request, SSO_MESSAGES.get(reason, SSO_MESSAGES[SSO_FAILED]))
        return HttpResponseRedirect(self.failure_url)
