"""The audit page's filters: validated, each error naming its field."""

from __future__ import annotations

from django import forms

from foundations.audit.models import AuditAction
from foundations.audit.selectors import AuditFilters


class DateInput(forms.DateInput):
    input_type = "date"


# Routine events that bury the decisions when listed: a claim every time an answer
# is opened, a sign-in and sign-out per session. Failed sign-ins are not routine
# (they are how an attack shows), so they always show.
NOISE_ACTIONS = (
    AuditAction.CLAIM_TAKEN,
    AuditAction.CLAIM_RELEASED,
    AuditAction.LOGIN,
    AuditAction.LOGOUT,
)


class AuditFilterForm(forms.Form):
    actor = forms.CharField(
        required=False,
        max_length=200,
        help_text="A username, or an actor label such as system:verify_answers.",
    )
    action = forms.MultipleChoiceField(
        required=False,
        choices=AuditAction.choices,
        widget=forms.CheckboxSelectMultiple,
        label="Events",
        help_text="None ticked: every event.",
    )
    noise = forms.BooleanField(required=False, label="Show claims and sign-ins")
    answer = forms.IntegerField(required=False, min_value=1, label="Answer id")
    date_from = forms.DateField(required=False, widget=DateInput, label="From")
    date_to = forms.DateField(required=False, widget=DateInput, label="To")
    before = forms.IntegerField(required=False, min_value=1, widget=forms.HiddenInput)

    def clean(self) -> dict:
        data = super().clean()
        start, end = data.get("date_from"), data.get("date_to")
        if start and end and start > end:
            self.add_error("date_to", "must be on or after the From date")
        return data

    def to_filters(self) -> AuditFilters:
        data = self.cleaned_data
        chosen = tuple(data.get("action") or ())
        # A ticked event always shows; the rest of the noise only when asked for.
        hidden = (
            ()
            if data.get("noise")
            else tuple(str(a) for a in NOISE_ACTIONS if a not in chosen)
        )
        return AuditFilters(
            actor=data.get("actor", "").strip(),
            actions=chosen,
            exclude_actions=hidden,
            answer_id=data.get("answer"),
            date_from=data.get("date_from"),
            date_to=data.get("date_to"),
        )

    def error_text(self) -> str:
        """Every error as `field: message`, for plain-text responses."""
        return "; ".join(
            f"{field}: {message}"
            for field, messages in self.errors.items()
            for message in messages
        )
