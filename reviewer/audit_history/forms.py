"""The audit page's filters: validated, each error naming its field."""

from __future__ import annotations

from django import forms

from foundations.audit.models import AuditAction
from foundations.audit.selectors import AuditFilters


class DateInput(forms.DateInput):
    input_type = "date"


class AuditFilterForm(forms.Form):
    actor = forms.CharField(
        required=False,
        max_length=200,
        help_text="A username, or an actor label such as system:verify_answers.",
    )
    action = forms.ChoiceField(
        required=False, choices=[("", "Any event"), *AuditAction.choices]
    )
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
        return AuditFilters(
            actor=data.get("actor", "").strip(),
            action=data.get("action", ""),
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
