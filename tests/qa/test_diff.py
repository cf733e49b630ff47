"""The report diff: which citations changed status between two reports of an answer."""

from __future__ import annotations

import pytest
from django.urls import reverse

from foundations.actors import Actor
from reviewer.qa.selectors import report_diff
from reviewer.qa.services import alias_accept
from tests.factories import make_answer, make_label_variant_answer, make_user
from tests.qa.conftest import client_for
from verification.services.reports import answers_verify

pytestmark = pytest.mark.django_db


@pytest.fixture
def reverified():
    """A label-variant answer verified before and after the alias existed."""
    answer = make_label_variant_answer()
    before = answer.current_report
    alias_accept(
        user=make_user("admin"), alias="Saudi Labour Law", canonical="Labour Law"
    )
    answers_verify(answer_ids=[answer.pk], actor=Actor.system("tests"))
    answer.refresh_from_db()
    return answer, before, answer.current_report


def test_diff_lists_the_status_change(reverified):
    """The Saudi Labour Law citation went from unsupported to verified."""
    answer, before, after = reverified
    diff = report_diff(before, after)
    [change] = diff.citations
    assert change.raw == "[Saudi Labour Law, Article 30]"
    assert (change.before, change.after) == ("unsupported", "verified")
    assert change.before_diagnosis == "label_mismatch"
    assert report_diff(after, after).citations == []


def test_diff_page_defaults_to_the_last_two_reports(reverified):
    """Without parameters the page compares the previous and the current report."""
    answer, before, after = reverified
    client = client_for(make_user("reviewer"))
    response = client.get(reverse("qa:answer_diff", args=[answer.pk]))
    assert response.status_code == 200
    body = response.content.decode()
    assert f"Before: report {before.pk}, flagged" in body
    assert f"After: report {after.pk}, passed" in body
    assert "[Saudi Labour Law, Article 30]" in body


def test_diff_page_with_explicit_reports(reverified):
    """?from=&to= choose the reports; reversing them reverses the change."""
    answer, before, after = reverified
    client = client_for(make_user("qa"))
    url = reverse("qa:answer_diff", args=[answer.pk])
    body = client.get(url, {"from": after.pk, "to": before.pk}).content.decode()
    assert f"Before: report {after.pk}, passed" in body
    assert "<td>Unsupported: Law label mismatch</td>" in body


@pytest.mark.parametrize(
    ("params", "field"),
    [({"from": "abc"}, "from"), ({"to": "0"}, "to"), ({"from": "999999"}, "from")],
)
def test_diff_bad_parameters_are_400_naming_the_field(reverified, params, field):
    """A non-numeric or foreign report id is a 400 naming `from` or `to`."""
    answer, _, _ = reverified
    client = client_for(make_user("reviewer"))
    response = client.get(reverse("qa:answer_diff", args=[answer.pk]), params)
    assert response.status_code == 400
    assert field in response.json()["errors"]


def test_diff_refuses_another_answers_report(reverified):
    """A report of another answer is not a report of this one."""
    answer, _, _ = reverified
    other = make_answer()
    client = client_for(make_user("reviewer"))
    response = client.get(
        reverse("qa:answer_diff", args=[answer.pk]),
        {"from": other.current_report_id},
    )
    assert response.status_code == 400
    assert "from" in response.json()["errors"]


def test_diff_page_draws_both_reports_side_by_side(reverified):
    """Each column is the answer with its report's marks; the changed citation is
    outlined in both and says, in words, what it was on the other side."""
    import re

    answer, before, after = reverified
    client = client_for(make_user("qa"))
    body = client.get(reverse("qa:answer_diff", args=[answer.pk])).content.decode()
    before_col, after_col = body.split('data-side="after"')
    changed = r'<mark class="citation"[^>]*data-status="{}"[^>]*data-changed="true"'
    assert re.search(changed.format("unsupported"), before_col)
    assert re.search(changed.format("verified"), after_col)
    assert "Changed: after it was Verified." in before_col
    assert "Changed: before it was Unsupported: Law label mismatch." in after_col
    # Unchanged citations are marked but not outlined.
    assert before_col.count('data-changed="true"') == 1
    assert "line 1" in body and "label_mismatch</td>" not in body
