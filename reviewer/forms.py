"""Forms parse and validate request input; the rules live in services and selectors."""

from __future__ import annotations

from django import forms
from django.contrib.auth import get_user_model

from verification.models import Diagnosis, ReviewState, Source

from .models import DecisionAction
from .selectors import SORT_LABELS, TAB_LABELS, QueueFilters

REVIEWER_GROUPS = ("reviewer", "senior_reviewer")


class QueueFilterForm(forms.Form):
    tab = forms.ChoiceField(choices=list(TAB_LABELS.items()), required=False)
    q = forms.CharField(required=False, max_length=200, label="Search")
    source = forms.ModelChoiceField(
        queryset=Source.objects.order_by("name"),
        required=False,
        empty_label="All sources",
    )
    law = forms.CharField(required=False, max_length=300, label="Law label")
    diagnosis = forms.ChoiceField(
        choices=[("", "Any diagnosis"), *Diagnosis.choices], required=False
    )
    date_from = forms.DateField(
        required=False, label="From", widget=forms.DateInput(attrs={"type": "date"})
    )
    date_to = forms.DateField(
        required=False, label="To", widget=forms.DateInput(attrs={"type": "date"})
    )
    reviewer = forms.ModelChoiceField(
        queryset=get_user_model()
        .objects.filter(groups__name__in=REVIEWER_GROUPS)
        .distinct()
        .order_by("username"),
        required=False,
        empty_label="Any reviewer",
        to_field_name="username",
    )
    sort = forms.ChoiceField(choices=list(SORT_LABELS.items()), required=False)
    cursor = forms.CharField(required=False, max_length=500, widget=forms.HiddenInput)
    before = forms.CharField(required=False, max_length=500, widget=forms.HiddenInput)

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)

    def tab_value(self) -> str:
        return self.cleaned_data.get("tab") or "flagged"

    def to_filters(self) -> QueueFilters:
        data = self.cleaned_data
        source, reviewer = data.get("source"), data.get("reviewer")
        return QueueFilters(
            source_id=source.pk if source else None,
            law_label=data.get("law") or "",
            diagnosis=data.get("diagnosis") or "",
            date_from=data.get("date_from"),
            date_to=data.get("date_to"),
            reviewer_id=reviewer.pk if reviewer else None,
            q=data.get("q") or "",
            sort=data.get("sort") or "oldest",
        )


class DecisionForm(forms.Form):
    action = forms.ChoiceField(choices=DecisionAction.choices)
    expected_state = forms.ChoiceField(choices=ReviewState.choices)
    reason = forms.CharField(required=False, max_length=2000)
    comment = forms.CharField(required=False, max_length=4000, widget=forms.Textarea)
