"""Forms parse and validate request input; the rules live in services and selectors."""

from __future__ import annotations

from urllib.parse import urlencode

from django import forms

from verification.models import Diagnosis, ReviewState, Source

from .models import ApprovalReason, DecisionAction, EscalationReason
from .selectors import SORT_LABELS, TAB_LABELS, QueueFilters, reviewers

# The parameters that make a queue what it is (not where in it a page starts).
QUEUE_PARAMS = (
    "tab",
    "q",
    "source",
    "law",
    "diagnosis",
    "date_from",
    "date_to",
    "reviewer",
    "sort",
)


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
        queryset=reviewers(),
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

    def tab_value(self, default: str = "flagged") -> str:
        return self.cleaned_data.get("tab") or default

    def has_queue_params(self) -> bool:
        return any(self.data.get(name) for name in QUEUE_PARAMS)

    def queue_query(self, *, tab: str | None = None) -> str:
        """The queue's tab, filters and sort as a query string, for links that
        carry the reviewer's queue through answers and back ("" if none)."""
        data = self.cleaned_data
        values = {
            "tab": tab or data.get("tab") or "",
            "q": (data.get("q") or "").strip(),
            "source": data["source"].pk if data.get("source") else "",
            "law": (data.get("law") or "").strip(),
            "diagnosis": data.get("diagnosis") or "",
            "date_from": data["date_from"].isoformat() if data.get("date_from") else "",
            "date_to": data["date_to"].isoformat() if data.get("date_to") else "",
            "reviewer": data["reviewer"].username if data.get("reviewer") else "",
            "sort": data.get("sort") or "",
        }
        return urlencode({key: value for key, value in values.items() if value})

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
    # Validated against the action's own list by the service.
    reason_category = forms.CharField(required=False, max_length=32)
    comment = forms.CharField(required=False, max_length=4000, widget=forms.Textarea)


class ReopenForm(forms.Form):
    expected_state = forms.ChoiceField(choices=ReviewState.choices)
    # Required by the service, which says so in words.
    reason = forms.CharField(required=False, max_length=2000)


BULK_ACTIONS = {
    "assign": "Assign to…",
    "escalate": "Escalate",
    "approve": "Approve (only answers with no unsupported citation)",
}


class BulkForm(forms.Form):
    """An action on the rows selected in the queue, or on every row of the
    filtered queue (`scope=rule`: assignment by source, law, diagnosis...)."""

    bulk_action = forms.ChoiceField(choices=list(BULK_ACTIONS.items()))
    scope = forms.ChoiceField(
        choices=[("selected", "Selected rows"), ("rule", "Every answer matching")],
        required=False,
    )
    ids = forms.TypedMultipleChoiceField(
        coerce=int, required=False, choices=(), label="Answers"
    )
    assignee = forms.ModelChoiceField(
        queryset=reviewers(), required=False, to_field_name="username"
    )
    reason_category = forms.ChoiceField(
        choices=[("", "Why escalate?"), *EscalationReason.choices], required=False
    )
    reason = forms.CharField(required=False, max_length=2000)

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        # Any id: the service reads the rows and refuses what does not exist.
        self.fields["ids"].valid_value = lambda value: str(value).isdigit()  # type: ignore[attr-defined]

    def clean(self):
        data = super().clean()
        if data.get("bulk_action") == "assign" and not data.get("assignee"):
            self.add_error("assignee", "Choose whom to assign the answers to.")
        if data.get("scope") != "rule" and not data.get("ids"):
            self.add_error("ids", "Select at least one answer.")
        if data.get("scope") == "rule" and data.get("bulk_action") != "assign":
            self.add_error("scope", "Only assignment applies to a whole filter.")
        return data


class AssignForm(forms.Form):
    assignee = forms.ModelChoiceField(queryset=reviewers(), to_field_name="username")


class SavedViewForm(forms.Form):
    name = forms.CharField(max_length=80, label="View name")
    shared = forms.BooleanField(required=False, label="Share with the team")
    make_default = forms.BooleanField(required=False, label="Open the queue with it")


APPROVAL_REASON_CHOICES = [("", "Why approve anyway?"), *ApprovalReason.choices]
ESCALATION_REASON_CHOICES = [("", "What is wrong?"), *EscalationReason.choices]
