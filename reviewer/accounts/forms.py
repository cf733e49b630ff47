"""Sign-in forms that refuse locked-out usernames and throttled addresses first."""

from __future__ import annotations

import math
import zoneinfo

from django import forms
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth.forms import AuthenticationForm
from django.core.exceptions import ValidationError
from django.http import HttpRequest

from .addresses import client_ip
from .services import LOCKED_OUT, login_block, login_failure_record

__all__ = [
    "LOCKED_OUT_MESSAGE",
    "THROTTLED_MESSAGE",
    "LockoutAdminAuthenticationForm",
    "LockoutAuthenticationForm",
    "client_ip",
]

LOCKED_OUT_MESSAGE = (
    "Too many failed sign-in attempts. Sign-in is locked for {minutes} more "
    "minute(s); try again later or ask an administrator."
)
THROTTLED_MESSAGE = (
    "Too many failed sign-in attempts from your network. Wait {seconds} second(s) "
    "and try again."
)


class LockoutMixin:
    """Check the lockout first: a locked account is refused even with its password."""

    request: HttpRequest | None
    cleaned_data: dict

    def clean(self):
        username = self.cleaned_data.get("username") or ""
        ip = client_ip(self.request)
        if "username" in self.errors:  # type: ignore[attr-defined]
            # Refused before authentication (a U+0000, say): no auth signal will
            # fire, but it is a failed attempt all the same, counted and audited.
            raw = self.data.get("username", "")  # type: ignore[attr-defined]
            login_failure_record(username=raw, ip=ip)
        self._refuse_if_blocked(username, ip, audit=True)
        try:
            return super().clean()  # type: ignore[misc]
        except ValidationError:
            # This failure may have been the one that locked the account: say so now.
            self._refuse_if_blocked(username, ip, audit=False)
            raise

    def _refuse_if_blocked(self, username: str, ip: str, *, audit: bool) -> None:
        block = login_block(username=username, ip=ip)
        if block is None:
            return
        if audit:
            login_failure_record(username=username, ip=ip, reason=block.reason)
        if block.reason == LOCKED_OUT:
            message = LOCKED_OUT_MESSAGE.format(minutes=math.ceil(block.seconds / 60))
        else:
            message = THROTTLED_MESSAGE.format(seconds=block.seconds)
        raise ValidationError(message, code=block.reason)


class LockoutAuthenticationForm(LockoutMixin, AuthenticationForm):
    pass


class LockoutAdminAuthenticationForm(LockoutMixin, AdminAuthenticationForm):
    pass


def _time_zone_choices() -> list[tuple[str, str]]:
    names = sorted(zoneinfo.available_timezones() - {"localtime", "Factory"})
    return [(name, name.replace("_", " ")) for name in names]


class ProfileForm(forms.Form):
    time_zone = forms.ChoiceField(
        label="Time zone",
        choices=_time_zone_choices,
        help_text="Every time in the app is shown in this zone, with its abbreviation.",
    )
    email = forms.EmailField(
        label="E-mail for notifications",
        required=False,
        help_text="Leave empty to be notified only in the app.",
    )
