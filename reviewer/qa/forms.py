"""Input forms for QA: they parse and validate, the services decide."""

from __future__ import annotations

import secrets
from datetime import datetime

from django import forms
from django.utils import timezone

from foundations.dates import day_after, day_start
from verification.models import Source

from .models import Reason, SpanKind, Verdict
from .services import SAMPLE_SIZE_MAX, SAMPLE_WINDOW_DAYS

STATE_CHOICES = [("passed", "Passed"), ("flagged", "Flagged")]


class AnnotationForm(forms.Form):
    verdict = forms.ChoiceField(choices=Verdict.choices)
    reason = forms.ChoiceField(choices=[("", "—")] + Reason.choices, required=False)
    note = forms.CharField(required=False, max_length=2000, widget=forms.Textarea)


class FalseNegativeForm(forms.Form):
    snippet = forms.CharField(max_length=5000, strip=False)
    occurrence = forms.IntegerField(min_value=1, max_value=10_000, initial=1)
    span_kind = forms.ChoiceField(choices=SpanKind.choices)
    reason = forms.ChoiceField(choices=[("", "—")] + Reason.choices, required=False)
    note = forms.CharField(required=False, max_length=2000, widget=forms.Textarea)


class DateInput(forms.DateInput):
    input_type = "date"


def _new_seed() -> str:
    """A fresh seed that says when it was made ("2026-12-01-a3f9")."""
    return f"{timezone.now():%Y-%m-%d}-{secrets.token_hex(2)}"


def _source_choices() -> list[tuple[str, str]]:
    names = Source.objects.order_by("name").values_list("name", flat=True)
    return [("", "Any source"), *((name, name) for name in names)]


class SampleForm(forms.Form):
    """Draw a sample: every field has a default, so "Draw sample" alone works."""

    seed = forms.CharField(
        max_length=64,
        required=False,
        help_text="The same seed over the same filters draws the same answers. "
        "Leave it as it is for a new draw.",
    )
    size = forms.IntegerField(
        min_value=1,
        max_value=SAMPLE_SIZE_MAX,
        initial=50,
        help_text=f"How many answers, 1 to {SAMPLE_SIZE_MAX}.",
    )
    states = forms.MultipleChoiceField(
        choices=STATE_CHOICES,
        required=False,
        initial=["passed", "flagged"],
        widget=forms.CheckboxSelectMultiple,
        label="Verifier said",
        help_text="Both, to measure what the verifier does; none ticked means both.",
    )
    source = forms.ChoiceField(choices=_source_choices, required=False)
    received_from = forms.DateField(
        required=False,
        widget=DateInput,
        label="Received from",
        help_text=f"Default: {SAMPLE_WINDOW_DAYS} days before the end (days in UTC).",
    )
    received_to = forms.DateField(
        required=False,
        widget=DateInput,
        label="Received to",
        help_text="Inclusive. Default: now.",
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if not self.is_bound:
            self.initial.setdefault("seed", _new_seed())

    def clean_seed(self) -> str:
        return self.cleaned_data["seed"].strip() or _new_seed()

    def clean(self) -> dict:
        data = super().clean()
        start, end = data.get("received_from"), data.get("received_to")
        if start and end and start > end:
            self.add_error("received_to", "must be on or after the From date")
        return data

    def window(self) -> tuple[datetime | None, datetime | None]:
        """The received window as instants: whole UTC days, the last one included."""
        start, end = (
            self.cleaned_data["received_from"],
            self.cleaned_data["received_to"],
        )
        return (
            day_start(start) if start else None,
            day_after(end) if end else None,
        )


class AliasAcceptForm(forms.Form):
    alias = forms.CharField(max_length=300)
    canonical = forms.CharField(max_length=300)


class AliasDismissForm(forms.Form):
    alias = forms.CharField(max_length=300)
    canonical = forms.CharField(max_length=300)
    reason = forms.CharField(max_length=500)


class DiffForm(forms.Form):
    from_ = forms.IntegerField(min_value=1, required=False)
    to = forms.IntegerField(min_value=1, required=False)

    def __init__(self, data, *args, **kwargs):
        # "from" is a keyword in Python; the query string keeps the natural name.
        data = {"from_": data.get("from"), "to": data.get("to")}
        super().__init__(data, *args, **kwargs)

    def error_fields(self) -> dict[str, list[str]]:
        return {
            ("from" if name == "from_" else name): errors
            for name, errors in self.errors.items()
        }
