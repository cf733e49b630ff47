"""Annotating checks, sentences and missed spans: QA only, audited, htmx partials."""

from __future__ import annotations

import pytest
from django.urls import reverse

from foundations.audit.models import AuditAction, AuditEvent
from foundations.errors import ApplicationError
from reviewer.qa.models import Annotation, ItemKind
from reviewer.qa.services import (
    OCCURRENCE_OUT_OF_RANGE,
    REASON_REQUIRED,
    SNIPPET_NOT_FOUND,
    snippet_offsets,
)
from tests.factories import make_answer, make_user
from tests.qa.conftest import client_for

pytestmark = pytest.mark.django_db


def _unsupported_check(answer):
    return answer.current_report.citations.get(status="unsupported")


@pytest.mark.parametrize("role", ["reviewer", "senior_reviewer", "admin", None])
def test_only_qa_may_annotate(role):
    """Reviewers, senior reviewers, admins and role-less users get 403 on annotate."""
    answer = make_answer()
    check = _unsupported_check(answer)
    response = client_for(make_user(role)).post(
        reverse("qa:check_annotate", args=[check.pk]), {"verdict": "correct"}
    )
    assert response.status_code == 403
    assert not Annotation.objects.exists()


def test_reviewer_cannot_open_annotation_page():
    """The standalone annotation page is 403 for a reviewer."""
    answer = make_answer()
    client = client_for(make_user("reviewer"))
    response = client.get(reverse("qa:answer_annotate", args=[answer.pk]))
    assert response.status_code == 403


def test_anonymous_is_sent_to_login():
    """Without a login the annotation page redirects to the login page."""
    from django.test import Client

    answer = make_answer()
    response = Client().get(reverse("qa:answer_annotate", args=[answer.pk]))
    assert response.status_code == 302
    assert reverse("login") in response["Location"]


def test_page_lists_checks_and_sentences(qa_client):
    """The annotation page has a form for every check and uncited sentence."""
    answer = make_answer()
    response = qa_client.get(reverse("qa:answer_annotate", args=[answer.pk]))
    assert response.status_code == 200
    body = response.content.decode()
    for check in answer.current_report.citations.all():
        assert f'id="qa-item-check-{check.pk}"' in body
    for sentence in answer.current_report.uncited_sentences.all():
        assert f'id="qa-item-sentence-{sentence.pk}"' in body


def test_annotating_a_check_is_stored_and_audited(qa_client, qa_user):
    """A QA verdict on a check is stored and recorded as a qa.annotation event."""
    answer = make_answer()
    check = _unsupported_check(answer)
    response = qa_client.post(
        reverse("qa:check_annotate", args=[check.pk]),
        {"verdict": "false_positive", "reason": "pinpoint", "note": "fine"},
        HTTP_HX_REQUEST="true",
    )
    assert response.status_code == 200
    body = response.content.decode()
    assert body.lstrip().startswith(f'<li id="qa-item-check-{check.pk}"')
    assert "<html" not in body
    annotation = Annotation.objects.get()
    assert (annotation.kind, annotation.verdict, annotation.reason) == (
        ItemKind.CHECK,
        "false_positive",
        "pinpoint",
    )
    event = AuditEvent.objects.filter(action=AuditAction.QA_ANNOTATION).get()
    assert event.answer_id == answer.pk
    assert event.payload["item"] == f"check:{check.pk}"
    assert event.actor_label == f"user:{qa_user.username}"


def test_reannotating_replaces_the_annotators_verdict(qa_client):
    """An analyst has one verdict per item: a second post replaces the first."""
    answer = make_answer()
    check = _unsupported_check(answer)
    url = reverse("qa:check_annotate", args=[check.pk])
    qa_client.post(url, {"verdict": "correct"})
    qa_client.post(url, {"verdict": "false_positive", "reason": "other"})
    assert Annotation.objects.get().verdict == "false_positive"
    assert AuditEvent.objects.filter(action=AuditAction.QA_ANNOTATION).count() == 2


def test_reason_required_for_a_false_positive(qa_client):
    """A false positive without a reason is refused, naming the field."""
    answer = make_answer()
    check = _unsupported_check(answer)
    url = reverse("qa:check_annotate", args=[check.pk])
    response = qa_client.post(url, {"verdict": "false_positive"})
    assert response.status_code == 400
    assert f"reason: {REASON_REQUIRED}" in response.content.decode()
    htmx = qa_client.post(url, {"verdict": "false_positive"}, HTTP_HX_REQUEST="true")
    assert htmx.status_code == 200
    assert "reason: " in htmx.content.decode()
    assert not Annotation.objects.exists()


def test_bad_verdict_is_a_400_naming_the_field(qa_client):
    """An unknown verdict is a 400 that names `verdict`."""
    answer = make_answer()
    check = _unsupported_check(answer)
    response = qa_client.post(
        reverse("qa:check_annotate", args=[check.pk]), {"verdict": "maybe"}
    )
    assert response.status_code == 400
    assert "verdict:" in response.content.decode()


def test_annotating_an_uncited_sentence(qa_client):
    """An uncited sentence can be marked as not a claim."""
    answer = make_answer()
    sentence = answer.current_report.uncited_sentences.get()
    response = qa_client.post(
        reverse("qa:sentence_annotate", args=[sentence.pk]),
        {"verdict": "false_positive", "reason": "not_a_claim"},
    )
    assert response.status_code == 302
    annotation = Annotation.objects.get()
    assert annotation.uncited_sentence == sentence
    assert annotation.item_key == f"sentence:{sentence.pk}"


def test_false_negative_span_from_snippet_and_occurrence(qa_client):
    """A missed span is stored at the code-point offsets of the chosen occurrence."""
    text = "Ünïcode 🙂 first. Data may be kept forever. Data may be kept forever."
    answer = make_answer(text=text)
    response = qa_client.post(
        reverse("qa:false_negative_create", args=[answer.pk]),
        {
            "snippet": "Data may be kept forever.",
            "occurrence": "2",
            "span_kind": "claim",
            "reason": "sentence_split",
        },
    )
    assert response.status_code == 302
    annotation = Annotation.objects.get(kind=ItemKind.SPAN)
    second = text.rindex("Data may be kept forever.")
    assert (annotation.span_start, annotation.span_end) == (second, len(text))
    assert text[annotation.span_start : annotation.span_end] == (
        "Data may be kept forever."
    )
    assert annotation.verdict == "false_negative"
    page = qa_client.get(reverse("qa:answer_annotate", args=[answer.pk]))
    assert "not flagged (claim)" in page.content.decode()


def test_false_negative_snippet_not_in_text_is_a_400(qa_client):
    """A snippet that is not in the answer is a 400 naming `snippet`."""
    answer = make_answer()
    response = qa_client.post(
        reverse("qa:false_negative_create", args=[answer.pk]),
        {"snippet": "nowhere to be found", "occurrence": "1", "span_kind": "claim"},
    )
    assert response.status_code == 400
    assert f"snippet: {SNIPPET_NOT_FOUND}" in response.content.decode()


@pytest.mark.parametrize(
    ("snippet", "occurrence", "expected"),
    [("ab", 1, (0, 2)), ("ab", 2, (3, 5)), ("🙂x", 1, (7, 9))],
)
def test_snippet_offsets(snippet, occurrence, expected):
    """Offsets are code-point indices of the n-th occurrence."""
    assert snippet_offsets("ab ab 🙂🙂x", snippet, occurrence) == expected


def test_snippet_offsets_occurrence_out_of_range():
    """Asking for a third occurrence of a twice-seen snippet names `occurrence`."""
    with pytest.raises(ApplicationError) as error:
        snippet_offsets("ab ab", "ab", 3)
    assert (error.value.field, error.value.message) == (
        "occurrence",
        OCCURRENCE_OUT_OF_RANGE,
    )


def test_panel_view_returns_only_the_panel(qa_client):
    """The panel the answer view loads is the partial alone, with its forms."""
    answer = make_answer()
    response = qa_client.get(
        reverse("qa:answer_panel", args=[answer.pk]), HTTP_HX_REQUEST="true"
    )
    body = response.content.decode()
    assert body.lstrip().startswith('<section id="qa_panel"')
    assert "<html" not in body


def test_answer_text_is_escaped(qa_client):
    """Untrusted answer text is rendered escaped on the annotation page."""
    answer = make_answer(text="<script>alert(1)</script> is lawful [GDPR, Article 6].")
    body = qa_client.get(reverse("qa:answer_annotate", args=[answer.pk])).content
    assert b"<script>alert(1)" not in body
    assert b"&lt;script&gt;alert(1)" in body


def test_other_annotators_are_shown(qa_client):
    """An item shows the other analysts' verdicts next to one's own form."""
    answer = make_answer()
    check = _unsupported_check(answer)
    other = make_user("qa", username="second-analyst")
    client_for(other).post(
        reverse("qa:check_annotate", args=[check.pk]),
        {"verdict": "false_positive", "reason": "pinpoint"},
    )
    body = qa_client.get(reverse("qa:answer_annotate", args=[answer.pk])).content
    assert b"second-analyst: False positive (Pinpoint)" in body


def test_admin_reads_annotations_without_forms():
    """An admin (not QA) sees the items and verdicts but no annotation forms."""
    answer = make_answer()
    client = client_for(make_user("admin"))
    response = client.get(reverse("qa:answer_annotate", args=[answer.pk]))
    assert response.status_code == 200
    body = response.content.decode()
    assert "qa-item-check-" in body
    assert 'name="verdict"' not in body
    assert "Record a false negative" not in body
