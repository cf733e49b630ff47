"""Input forms for QA: they parse and validate, the services decide."""

from __future__ import annotations

from django import forms

from .models import Reason, SpanKind, Verdict
from .services import SAMPLE_SIZE_MAX

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


class SampleForm(forms.Form):
    seed = forms.CharField(max_length=64)
    size = forms.IntegerField(min_value=1, max_value=SAMPLE_SIZE_MAX, initial=50)
    states = forms.MultipleChoiceField(
        choices=STATE_CHOICES,
        required=False,
        widget=forms.CheckboxSelectMultiple,
        help_text="Leave both unticked for passed and flagged.",
    )
    source = forms.CharField(max_length=64, required=False)
    received_from = forms.DateTimeField(required=False)
    received_to = forms.DateTimeField(required=False)


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
