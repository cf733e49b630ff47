"""The desk's flow: the queue travels with the reviewer, decisions can be reopened,
approving over unsupported citations and escalating take a reason category."""

from __future__ import annotations

import json
import re
from datetime import timedelta
from pathlib import Path

import pytest
from django.utils import timezone

from foundations.audit.models import AuditAction, AuditEvent
from reviewer import services, views
from reviewer.models import Decision
from reviewer.qa.models import Annotation, Verdict
from tests.factories import PASSED_TEXT, make_answer, make_source
from verification.models import Answer

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[2]


def _received(answer: Answer, hours_ago: float) -> Answer:
    received = timezone.now() - timedelta(hours=hours_ago)
    Answer.objects.filter(pk=answer.pk).update(
        received_at=received, review_deadline_at=received + timedelta(hours=24)
    )
    return Answer.objects.get(pk=answer.pk)


def _decide(client, answer, action, query="", htmx=True, **data):
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    data.setdefault("expected_state", answer.review_state)
    suffix = f"?{query}" if query else ""
    return client.post(
        f"/answers/{answer.pk}/decide/{suffix}", {"action": action, **data}, **headers
    )


# --- 1. the queue travels with the reviewer -----------------------------------------


@pytest.fixture
def two_sources():
    """Flagged answers from two sources, interleaved in time, oldest first:
    eu1 (5 h), us1 (4 h), eu2 (3 h), us2 (2 h)."""
    eu, us = make_source("assistant-eu"), make_source("assistant-us")
    return {
        "eu1": _received(make_answer(source=eu), 5),
        "us1": _received(make_answer(source=us), 4),
        "eu2": _received(make_answer(source=eu), 3),
        "us2": _received(make_answer(source=us), 2),
        "eu": eu,
    }


def test_queue_rows_breadcrumb_and_u_carry_the_queue(reviewer_client, two_sources):
    """Each row links to its answer with the queue's tab, filters and sort; on the
    answer, the breadcrumb (which `u` follows) leads back to that same queue."""
    query = f"tab=flagged&source={two_sources['eu'].pk}&sort=newest"
    html = reviewer_client.get(f"/?{query}").content.decode()
    eu2 = two_sources["eu2"]
    assert f'href="/answers/{eu2.pk}/?{query.replace("&", "&amp;")}"' in html
    assert f"/answers/{two_sources['us1'].pk}/" not in html
    page = reviewer_client.get(f"/answers/{eu2.pk}/?{query}").content.decode()
    crumb = re.search(r'<a href="([^"]*)" data-shortcut-queue>', page)
    assert crumb and crumb.group(1).replace("&amp;", "&") == f"/?{query}"


def test_next_is_the_next_row_of_the_filtered_sorted_queue(
    reviewer_client, two_sources
):
    """Filtered to one source and sorted newest first, "next" after eu2 is eu1 (not
    us1, the next-oldest answer overall), and the next link keeps the queue."""
    query = f"tab=flagged&source={two_sources['eu'].pk}&sort=newest"
    response = _decide(
        reviewer_client,
        two_sources["eu2"],
        "approve",
        query,
        reason_category="acceptable_risk",
    )
    trigger = json.loads(response["HX-Trigger-After-Settle"])
    assert trigger["reviewer:decided"]["next"] == (
        f"/answers/{two_sources['eu1'].pk}/?{query}"
    )


def test_past_the_last_row_is_the_empty_state_not_a_wrap(reviewer_client, two_sources):
    """After the queue's last row, the desk says the queue is cleared and links back
    to it, instead of opening an answer before it or outside the filter."""
    query = f"tab=flagged&source={two_sources['eu'].pk}"
    response = _decide(
        reviewer_client,
        two_sources["eu2"],
        "approve",
        query,
        reason_category="acceptable_risk",
    )
    html = response.content.decode()
    assert "HX-Trigger-After-Settle" not in response
    assert "That was the last answer in this queue." in html
    assert f'href="/?{query.replace("&", "&amp;")}"' in html
    # Without JavaScript: back to the filtered queue.
    response = _decide(
        reviewer_client,
        two_sources["us2"],
        "approve",
        "tab=flagged&sort=oldest",
        htmx=False,
        reason_category="acceptable_risk",
    )
    assert response["Location"] == "/?tab=flagged&sort=oldest"


def test_releasing_a_claim_returns_to_the_same_queue(reviewer_client, two_sources):
    """ "Release" (and the claim it renews) keeps the queue: back to it, filtered."""
    query = f"tab=flagged&source={two_sources['eu'].pk}&sort=newest"
    answer = two_sources["eu1"]
    response = reviewer_client.post(
        f"/answers/{answer.pk}/claim/?{query}", HTTP_HX_REQUEST="true"
    )
    assert f"/answers/{answer.pk}/release/?{query.replace('&', '&amp;')}" in (
        response.content.decode()
    )
    response = reviewer_client.post(f"/answers/{answer.pk}/release/?{query}")
    assert response["Location"] == f"/?{query}"


def test_a_bad_queue_parameter_does_not_stop_reading(reviewer_client):
    """The answer page ignores queue parameters it cannot read (breadcrumb: /)."""
    answer = make_answer()
    response = reviewer_client.get(f"/answers/{answer.pk}/?date_from=yesterday")
    assert response.status_code == 200
    assert '<a href="/" data-shortcut-queue>' in response.content.decode()


# --- 2. reversible decisions ------------------------------------------------------


def test_senior_reopens_an_approved_answer_with_a_reason(
    reviewer_client, senior_client
):
    """The earlier approval stays in the history and the audit trail; the answer is
    unreviewed again and back in the flagged queue."""
    answer = make_answer()
    _decide(reviewer_client, answer, "approve", reason_category="acceptable_risk")
    response = senior_client.post(
        f"/answers/{answer.pk}/reopen/",
        {"expected_state": "approved", "reason": "Article 15 was misread"},
        HTTP_HX_REQUEST="true",
    )
    assert response.status_code == 200
    assert views.REOPENED_MESSAGE in response.content.decode()
    answer.refresh_from_db()
    assert (answer.review_state, answer.reviewed_by) == ("unreviewed", None)
    actions = list(
        Decision.objects.filter(answer=answer).values_list("action", flat=True)
    )
    assert actions == ["approve", "reopen"]
    trail = list(
        AuditEvent.objects.filter(answer_id=answer.pk)
        .filter(action__startswith="decision.")
        .values_list("action", flat=True)
    )
    assert trail == [AuditAction.DECISION_APPROVE, AuditAction.DECISION_REOPEN]
    event = AuditEvent.objects.get(answer_id=answer.pk, action="decision.reopen")
    assert event.payload["reason"] == "Article 15 was misread"
    assert event.payload["from_state"] == "approved"
    history = senior_client.get(f"/answers/{answer.pk}/").content.decode()
    assert 'data-decision="approve"' in history
    assert 'data-decision="reopen"' in history
    assert "Article 15 was misread" in history


def test_reopen_is_for_seniors_and_admins_with_a_reason(
    reviewer_client, senior_client, admin_client_role
):
    """A reviewer may not reopen (403, and no reopen form); a reason is required;
    an undecided answer cannot be reopened; an admin can."""
    answer = make_answer()
    _decide(reviewer_client, answer, "approve", reason_category="acceptable_risk")
    assert (
        "data-reopen"
        not in reviewer_client.get(f"/answers/{answer.pk}/").content.decode()
    )
    assert "data-reopen" in senior_client.get(f"/answers/{answer.pk}/").content.decode()
    url = f"/answers/{answer.pk}/reopen/"
    assert (
        reviewer_client.post(
            url, {"expected_state": "approved", "reason": "x"}
        ).status_code
        == 403
    )
    response = senior_client.post(
        url, {"expected_state": "approved", "reason": "  "}, HTTP_HX_REQUEST="true"
    )
    assert response.status_code == 422
    assert services.REOPEN_REASON_MESSAGE in response.content.decode()
    response = admin_client_role.post(
        url, {"expected_state": "approved", "reason": "Audit finding 12"}
    )
    assert response.status_code == 302
    response = admin_client_role.post(
        url,
        {"expected_state": "unreviewed", "reason": "again"},
        HTTP_HX_REQUEST="true",
    )
    assert response.status_code == 422
    assert services.REOPEN_STATE_MESSAGE in response.content.decode()


# --- 3. approving over unsupported citations, escalating: a reason category -------


def test_approving_with_unsupported_citations_asks_why(reviewer_client):
    """Without a category the approval is refused, naming the field; the panel
    offers the fixed list; "other" needs words."""
    answer = make_answer()
    page = reviewer_client.get(f"/answers/{answer.pk}/").content.decode()
    assert 'name="reason_category"' in page and "acceptable_risk" in page
    response = _decide(reviewer_client, answer, "approve")
    assert response.status_code == 422
    assert services.APPROVAL_REASON_REQUIRED_MESSAGE in response.content.decode()
    response = _decide(reviewer_client, answer, "approve", reason_category="other")
    assert response.status_code == 422
    response = _decide(reviewer_client, answer, "approve", reason_category="bogus")
    assert response.status_code == 422
    assert services.CATEGORY_UNKNOWN_MESSAGE in response.content.decode()
    assert Answer.objects.get(pk=answer.pk).review_state == "unreviewed"


def test_approving_a_fully_supported_answer_needs_no_reason(reviewer_client):
    """Nothing unsupported, nothing to explain: approve is one step."""
    answer = make_answer(text=PASSED_TEXT + " Controllers keep a log of consents.")
    assert answer.unsupported_count == 0
    page = reviewer_client.get(f"/answers/{answer.pk}/").content.decode()
    assert "data-shortcut-approve-reason" not in page
    assert _decide(reviewer_client, answer, "approve").status_code == 200
    assert Answer.objects.get(pk=answer.pk).review_state == "approved"


def test_verifier_wrong_files_a_qa_annotation_and_is_shown_and_audited(
    reviewer_client,
):
    """ "The citation is correct; the verifier is wrong" stores the category on the
    decision, shows it in the history, puts it in the audit event, and files a
    false-positive annotation on each unsupported citation for QA."""
    answer = make_answer()
    _decide(
        reviewer_client,
        answer,
        "approve",
        reason_category="verifier_wrong",
        reason="Article 15 grants access; it is just not in the evidence",
    )
    decision = Decision.objects.get(answer=answer)
    assert decision.reason_category == "verifier_wrong"
    annotations = Annotation.objects.filter(answer=answer)
    assert annotations.count() == answer.unsupported_count == 1
    [annotation] = annotations
    assert annotation.verdict == Verdict.FALSE_POSITIVE
    assert annotation.annotator == reviewer_client.user
    assert "Article 15 grants access" in annotation.note
    event = AuditEvent.objects.get(answer_id=answer.pk, action="decision.approve")
    assert event.payload["reason_category"] == "verifier_wrong"
    assert event.payload["annotation_ids"] == [annotation.pk]
    assert AuditEvent.objects.filter(
        answer_id=answer.pk, action=AuditAction.QA_ANNOTATION
    ).exists()
    page = reviewer_client.get(f"/answers/{answer.pk}/").content.decode()
    assert "The citation is correct; the verifier is wrong" in page


def test_escalation_category_is_stored_shown_and_audited(reviewer_client):
    answer = make_answer()
    response = _decide(
        reviewer_client,
        answer,
        "escalate",
        reason_category="wrong_article",
        reason="Article 15 is about access, not erasure",
    )
    assert response.status_code == 200
    decision = Decision.objects.get(answer=answer)
    assert (decision.reason_category, decision.reason_category_label) == (
        "wrong_article",
        "Cites the wrong article",
    )
    event = AuditEvent.objects.get(answer_id=answer.pk, action="decision.escalate")
    assert event.payload["reason_category"] == "wrong_article"
    assert event.payload["reason_category_label"] == "Cites the wrong article"
    page = reviewer_client.get(f"/answers/{answer.pk}/").content.decode()
    assert 'data-reason-category="wrong_article"' in page


# --- 4. keys: the code, the shortcut sheet and the README agree --------------------


def test_every_key_the_code_handles_is_documented_in_the_sheet_and_readme():
    """The keys app.js handles (letters and named keys such as Enter and Escape), the
    `?` sheet in base.html and the README's keyboard paragraph list the same keys."""
    script = (ROOT / "static/js/app.js").read_text()
    handled = set(re.findall(r'case "([^"]+)":', script))
    handled |= set(re.findall(r'event\.key === "([^"]+)"', script))
    handled = {"Esc" if key == "Escape" else key for key in handled}
    assert {"j", "k", "x", "n", "p", "a", "e", "u", "/", "?", "Enter", "Esc"} <= handled
    sheet = (ROOT / "templates/base.html").read_text()
    sheet = sheet[sheet.index('id="shortcuts"') :]
    sheet = sheet[: sheet.index("</dl>")]
    documented = set(re.findall(r"<dt>.*?</dt>", sheet))
    documented = {k for dt in documented for k in re.findall(r"<kbd>([^<]+)</kbd>", dt)}
    readme = (ROOT / "README.md").read_text()
    keyboard = readme[readme.index("Keyboard (") :]
    keyboard = keyboard[: keyboard.index("\n\n")]
    in_readme = set(re.findall(r"`([^`]+)`", keyboard))
    assert documented == handled, documented ^ handled
    assert handled <= in_readme, handled - in_readme
    assert {k for k in in_readme if len(k) == 1} <= handled


def test_answer_header_counts_are_buttons_to_the_first_of_each(reviewer_client):
    answer = make_answer()
    page = reviewer_client.get(f"/answers/{answer.pk}/").content.decode()
    assert 'data-goto-first="unsupported"' in page
    assert 'data-goto-first="verified"' in page
    assert 'data-goto-first="unverified"' in page
