"""Sign-in forms that refuse locked-out usernames and throttled addresses first."""

from __future__ import annotations

import functools
import math
import zoneinfo

from django import forms
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth.forms import AuthenticationForm
from django.core.exceptions import ValidationError
from django.forms.utils import flatatt
from django.http import HttpRequest
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe

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


@functools.cache
def _time_zone_choices() -> tuple[tuple[str, str], ...]:
    # The zone database is read from disk (~20 ms) and does not change while the
    # process runs: read it once.
    names = sorted(zoneinfo.available_timezones() - {"localtime", "Factory"})
    return tuple((name, name.replace("_", " ")) for name in names)


@functools.lru_cache(maxsize=4)
def _options(
    choices: tuple[tuple[str, str], ...],
) -> tuple[tuple[str, SafeString], ...]:
    return tuple((value, _option(value, label)) for value, label in choices)


def _option(value: str, label: str, *, selected: bool = False) -> SafeString:
    if selected:
        return format_html('<option value="{}" selected>{}</option>', value, label)
    return format_html('<option value="{}">{}</option>', value, label)


class TimeZoneSelect(forms.Select):
    """Django's <select>, with the ~600 zones' options rendered once per process.

    Django renders every option through its own template: ~90 ms a page for this
    list. The same markup is built here once, escaped by `format_html`, and only
    the selected option is marked per request. The <select> keeps the attributes
    Django gives it (id, aria-describedby, aria-invalid, required).
    """

    def render(self, name, value, attrs=None, renderer=None) -> SafeString:
        # Widget's context, not Select's: that one builds every option's dict.
        context = forms.Widget.get_context(self, name, value, attrs)["widget"]
        selected = set(context["value"])
        choices = tuple(self.choices)
        options = mark_safe(  # noqa: S308 - every option is built by format_html
            "\n".join(
                _option(value, label, selected=True) if value in selected else html
                for (value, label), (_, html) in zip(
                    choices, _options(choices), strict=True
                )
            )
        )
        return format_html(
            '<select name="{}"{}>\n{}\n</select>',
            name,
            flatatt(context["attrs"]),
            options,
        )


class ProfileForm(forms.Form):
    time_zone = forms.ChoiceField(
        label="Time zone",
        choices=_time_zone_choices,
        widget=TimeZoneSelect,
        help_text="Every time in the app is shown in this zone, with its abbreviation.",
    )
    email = forms.EmailField(
        label="E-mail for notifications",
        required=False,
        help_text="Leave empty to be notified only in the app.",
    )
