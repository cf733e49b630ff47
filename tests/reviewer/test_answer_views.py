"""The answer view: rendering contract, evidence panel, escaping, roles, claims."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.utils import timezone

from foundations.audit.models import AuditAction, AuditEvent
from tests.factories import (
    PASSED_TEXT,
    make_answer,
    make_review_answer,
    make_user,
)
from verification import core
from verification.models import Answer

pytestmark = pytest.mark.django_db


def _html(client, answer) -> str:
    response = client.get(f"/answers/{answer.pk}/")
    assert response.status_code == 200
    return response.content.decode()


def test_answer_view_marks_citations_and_uncited_sentences(reviewer_client):
    """Each citation is marked with its status, check id and article, each uncited
    sentence as unverified, and the diagnosis is given in words."""
    answer = make_answer()
    checks = list(answer.current_report.citations.all())
    sentence = answer.current_report.uncited_sentences.get()
    html = _html(reviewer_client, answer)
    for check in checks:
        assert f'data-check-id="{check.pk}"' in html
    assert 'data-status="verified"' in html
    assert 'data-diagnosis="article_not_in_evidence" data-article="15"' in html
    # The label is isolated, so an Arabic or Hebrew one cannot reorder the sentence.
    expected = "Article 15 of the <bdi>GDPR</bdi> was not among the passages given"
    assert expected in html
    assert re.search(
        rf'<span class="uncited" data-status="unverified" '
        rf'data-sentence-id="{sentence.pk}"',
        html,
    )


def test_verified_citation_points_at_its_passage(reviewer_client):
    """A verified citation's data-chunk is the id of its passage in the panel."""
    answer = make_answer()
    verified = answer.current_report.citations.get(status="verified")
    html = _html(reviewer_client, answer)
    dom_id = f"evidence-{verified.matched_chunk_id}"
    assert f'data-chunk="{dom_id}"' in html
    assert f'id="{dom_id}"' in html


def test_evidence_panel_lists_passages_in_order_and_marks_uncited(reviewer_client):
    """Every passage is listed in order with law, article and score; passages
    nobody cited say so."""
    answer = make_review_answer()
    html = _html(reviewer_client, answer)
    order = [
        html.index(f"<bdi>GDPR</bdi>, Article {n}</strong>") for n in (17, 6, 21, 7)
    ]
    assert order == sorted(order)
    assert "score 0.93" in html
    assert html.count('data-cited="false"') == 2  # Art. 21 (label mismatch), Art. 7
    assert (
        "as part of the <bdi>GDPR</bdi>, not the <bdi>Data Protection Act</bdi>" in html
    )


def test_script_in_answer_and_evidence_is_shown_as_text(reviewer_client):
    """Markup in the question, answer and evidence is escaped everywhere."""
    from verification import core

    payload = '<script>alert(1)</script>"><img src=x onerror=alert(1)>'
    chunk = core.EvidenceChunk(
        chunk_id=payload, law_label="GDPR", article=6, text=payload, score=0.5
    )
    answer = make_answer(
        question=payload,
        text=f"{payload} Processing is lawful [GDPR, Article 6].",
        evidence=[chunk],
    )
    html = _html(reviewer_client, answer)
    assert "<script>alert(1)" not in html
    assert "<img src=x" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_qa_user_cannot_approve(qa_client):
    """A QA analyst reads the answer without decision buttons, and a decision they
    post anyway is refused with 403."""
    answer = make_answer()
    html = _html(qa_client, answer)
    assert "data-shortcut-approve" not in html
    assert "Your role can read this answer but not decide on it." in html
    response = qa_client.post(
        f"/answers/{answer.pk}/decide/",
        {
            "action": "approve",
            "expected_state": "unreviewed",
            "reason_category": "acceptable_risk",
        },
    )
    assert response.status_code == 403
    assert Answer.objects.get(pk=answer.pk).review_state == "unreviewed"


def test_qa_user_opening_an_answer_does_not_claim_it(qa_client):
    """Only people who can decide take claims."""
    answer = make_answer()
    _html(qa_client, answer)
    assert Answer.objects.get(pk=answer.pk).claimed_by is None


@pytest.mark.parametrize("path", ["/", "/answers/1/"])
def test_pages_need_login(client, path):
    """Anonymous visitors are sent to the login page."""
    response = client.get(path)
    assert response.status_code == 302
    assert "/accounts/login/" in response["Location"]


def test_user_without_role_is_refused(client):
    """A signed-in user with no role gets 403 on the desk."""
    client.force_login(make_user(role=None))
    assert client.get("/").status_code == 403


@pytest.mark.parametrize(
    "fixture", ["reviewer_client", "senior_client", "qa_client", "admin_client_role"]
)
def test_every_role_can_open_the_queue_and_an_answer(request, fixture):
    """All four roles can read the queue and an answer."""
    client = request.getfixturevalue(fixture)
    answer = make_answer()
    assert client.get("/").status_code == 200
    assert client.get(f"/answers/{answer.pk}/").status_code == 200


def test_reviewer_cannot_see_admin_pages_or_links(reviewer_client):
    """A reviewer has no admin or audit links and the admin site refuses them."""
    html = reviewer_client.get("/").content.decode()
    assert 'href="/audit/"' not in html
    assert "Admin site" not in html
    response = reviewer_client.get("/admin/")
    assert response.status_code == 302
    assert "/admin/login/" in response["Location"]


def test_admin_sees_audit_link(admin_client_role):
    """An admin's navigation links to the audit history."""
    assert 'href="/audit/"' in admin_client_role.get("/").content.decode()


def test_only_an_admin_sees_the_answers_audit_trail_link(
    admin_client_role, reviewer_client
):
    """The answer page links an admin to that answer's full audit trail."""
    answer = make_answer()
    trail = f'href="/audit/answers/{answer.pk}/"'
    assert trail in _html(admin_client_role, answer)
    assert trail not in _html(reviewer_client, answer)


def test_unknown_answer_is_404(reviewer_client):
    """An answer id that does not exist is a 404."""
    assert reviewer_client.get("/answers/999999/").status_code == 404


def test_answer_view_query_count_is_bounded(
    reviewer_client, django_assert_max_num_queries
):
    """The answer view costs a fixed number of queries, however many citations."""
    answer = make_review_answer()
    reviewer_client.get(f"/answers/{answer.pk}/")  # claim taken (audited) once
    with django_assert_max_num_queries(16):
        reviewer_client.get(f"/answers/{answer.pk}/")


# --- claims -----------------------------------------------------------------------


def _start_review(client, answer):
    return client.post(f"/answers/{answer.pk}/claim/", HTTP_HX_REQUEST="true")


def test_opening_an_answer_to_read_it_does_not_claim_it(reviewer_client):
    """A GET never writes: reading an answer takes no claim and records nothing."""
    answer = make_answer()
    events_before = AuditEvent.objects.count()
    html = _html(reviewer_client, answer)
    answer.refresh_from_db()
    assert answer.claimed_by is None
    assert AuditEvent.objects.count() == events_before
    assert "data-start-review" in html
    assert "data-claim-url" in html


def test_starting_a_review_claims_it_and_audits_once(reviewer_client, reviewer):
    """Start review claims the answer for a limited time; renewals are not audited."""
    answer = make_answer()
    _start_review(reviewer_client, answer)
    answer.refresh_from_db()
    assert answer.claimed_by == reviewer
    assert answer.claim_expires_at > timezone.now()
    _start_review(reviewer_client, answer)
    taken = AuditEvent.objects.filter(
        answer_id=answer.pk, action=AuditAction.CLAIM_TAKEN
    )
    assert taken.count() == 1
    assert "You are reviewing this answer" in _html(reviewer_client, answer)


def test_claim_renewal_returns_only_the_claim_partial(reviewer_client):
    """The htmx poll renews the claim and swaps only the claim status."""
    answer = make_answer()
    _start_review(reviewer_client, answer)
    before = Answer.objects.get(pk=answer.pk).claim_expires_at
    response = _start_review(reviewer_client, answer)
    html = response.content.decode()
    assert response.status_code == 200
    assert html.lstrip().startswith('<div id="claim_status"')
    assert "<html" not in html
    assert "data-release-url" in html
    assert Answer.objects.get(pk=answer.pk).claim_expires_at >= before


def test_others_see_the_holder_and_cannot_decide(
    reviewer_client, other_reviewer_client
):
    """While one reviewer holds the answer, another sees who and gets no buttons,
    and a decision they post anyway is refused."""
    answer = make_answer()
    _start_review(reviewer_client, answer)
    html = _html(other_reviewer_client, answer)
    assert f"<strong>{reviewer_client.user.username}</strong> is reviewing" in html
    assert "data-shortcut-approve" not in html
    assert "data-start-review" not in html
    response = other_reviewer_client.post(
        f"/answers/{answer.pk}/decide/",
        {
            "action": "approve",
            "expected_state": "unreviewed",
            "reason_category": "acceptable_risk",
        },
        HTTP_HX_REQUEST="true",
    )
    assert response.status_code == 409
    assert "Another reviewer is working on this answer" in response.content.decode()
    assert Answer.objects.get(pk=answer.pk).review_state == "unreviewed"


def test_an_unclaimed_answer_can_be_decided_directly(reviewer_client):
    """Deciding does not need a claim first: the decision itself is the review."""
    answer = make_answer()
    response = reviewer_client.post(
        f"/answers/{answer.pk}/decide/",
        {
            "action": "approve",
            "expected_state": "unreviewed",
            "reason_category": "acceptable_risk",
        },
    )
    assert response.status_code == 302
    assert Answer.objects.get(pk=answer.pk).review_state == "approved"


def test_expired_claim_can_be_taken_over(reviewer_client, other_reviewer_client):
    """A claim past its expiry is nobody's: the next reviewer takes it."""
    answer = make_answer()
    _start_review(reviewer_client, answer)
    Answer.objects.filter(pk=answer.pk).update(
        claim_expires_at=timezone.now() - timedelta(seconds=1)
    )
    assert "data-start-review" in _html(other_reviewer_client, answer)
    _start_review(other_reviewer_client, answer)
    assert Answer.objects.get(pk=answer.pk).claimed_by == other_reviewer_client.user


def test_poll_by_a_reviewer_who_lost_the_claim_stops_polling(
    reviewer_client, other_reviewer_client
):
    """When someone else holds the answer, the poll answers 286 (stop polling)."""
    answer = make_answer()
    _start_review(other_reviewer_client, answer)
    response = _start_review(reviewer_client, answer)
    assert response.status_code == 286
    assert "is reviewing this answer" in response.content.decode()


def test_release_frees_the_answer_and_is_audited(reviewer_client):
    """Releasing a claim clears it and records the release."""
    answer = make_answer()
    _start_review(reviewer_client, answer)
    response = reviewer_client.post(f"/answers/{answer.pk}/release/")
    assert response.status_code == 302
    assert Answer.objects.get(pk=answer.pk).claimed_by is None
    assert AuditEvent.objects.filter(
        answer_id=answer.pk, action=AuditAction.CLAIM_RELEASED
    ).exists()


def test_passed_answer_is_readable_and_approvable(reviewer_client):
    """A passed answer with no findings can still be approved."""
    answer = make_answer(text=PASSED_TEXT)
    html = _html(reviewer_client, answer)
    assert "data-shortcut-approve" in html
    assert 'data-status="unsupported"' not in html


def test_an_answer_whose_verification_failed_says_so_with_the_reason(
    reviewer_client,
):
    """A poison answer is shown as failed, with its reason, on its page and row."""
    answer = make_answer(verify=False)
    Answer.objects.filter(pk=answer.pk).update(
        verification_state="error",
        verification_attempts=3,
        verification_error="RuntimeError: <b>boom</b>",
    )
    html = _html(reviewer_client, answer)
    assert "Verification failed after 3 attempts: RuntimeError: &lt;b&gt;boom" in html
    row = reviewer_client.get("/?tab=all").content.decode()
    assert "data-verification-error" in row


def test_findings_past_the_first_hundred_are_counted_by_diagnosis(reviewer_client):
    """The page lists 100 unsupported citations and counts the rest, so its size
    does not grow with an answer that cites thousands of articles."""
    text = "Rights apply " + " ".join(["[GDPR, Article 15]"] * 130) + "."
    answer = make_answer(text=text)
    html = _html(reviewer_client, answer)
    findings = html.split('<ol class="findings">')[1].split("</ol>")[0]
    assert findings.count("data-goto-check") == 100
    assert "And 30 more: 30 × Article not in evidence." in findings


def test_a_recital_is_shown_and_checked_as_itself_not_as_an_article(reviewer_client):
    """A passage given as "Recital 47" is titled so, and the parts cited are
    checked as recitals and annexes (verifier 3.9), never as Article 47."""
    recital = core.EvidenceChunk(
        chunk_id="gdpr-r47",
        law_label="GDPR",
        article="Recital 47",
        text="The processing of personal data for direct marketing purposes may be "
        "regarded as carried out for a legitimate interest.",
    )
    answer = make_answer(
        text="Direct marketing may rest on a legitimate interest (Recital 47 GDPR). "
        "The safeguards for it are listed in Annex II of the GDPR.",
        evidence=(recital,),
    )
    checks = {c.article: c for c in answer.current_report.citations.all()}
    assert checks["Recital 47"].status == "verified"
    assert checks["Recital 47"].article_no is None
    assert checks["Annex II"].diagnosis == "nonexistent_article"
    html = _html(reviewer_client, answer)
    assert "<bdi>GDPR</bdi>, Recital 47</strong>" in html
    assert "Article Recital" not in html
    assert "has no annexes; there is no Annex II." in html
