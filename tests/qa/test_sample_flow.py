"""Working through a QA sample: the form's defaults and errors, save and next,
and findings in words."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime

import pytest
from django.urls import reverse

from reviewer.qa.models import QASample
from reviewer.qa.selectors import answer_items
from reviewer.qa.services import sample_create, sample_filters_resolve
from tests.factories import make_answer, make_source

pytestmark = pytest.mark.django_db

SAMPLES = "/qa/samples/"


def test_the_form_opens_with_defaults(qa_client):
    """A fresh seed, 50 answers, both states ticked, every source offered."""
    make_source("assistant-eu")
    html = qa_client.get(SAMPLES).content.decode()
    seed = re.search(r'name="seed" value="([^"]+)"', html).group(1)
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}-[0-9a-f]{4}", seed)
    assert re.search(r'name="size" value="50"', html)
    assert len(re.findall(r'name="states" value="\w+"[^>]*checked', html)) == 2
    assert '<option value="assistant-eu">assistant-eu</option>' in html
    assert 'type="date"' in html


def test_drawing_with_the_defaults_alone_works(qa_client):
    """Only "Draw sample" pressed: a seed is made up and recorded."""
    make_answer()
    response = qa_client.post(SAMPLES, {"size": "5"})
    sample = QASample.objects.get()
    assert response.status_code == 302
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}-[0-9a-f]{4}", sample.seed)
    assert sample.filters["states"] == ["flagged", "passed"]


def test_a_date_window_is_whole_utc_days(qa_client):
    qa_client.post(
        SAMPLES,
        {
            "seed": "w",
            "size": "5",
            "received_from": "2026-11-01",
            "received_to": "2026-11-30",
        },
    )
    filters = QASample.objects.get().filters
    assert filters["received_from"] == datetime(2026, 11, 1, tzinfo=UTC).isoformat()
    assert filters["received_to"] == datetime(2026, 12, 1, tzinfo=UTC).isoformat()


def test_errors_show_next_to_their_fields(qa_client):
    """A reversed window and a bad size are refused with a 400; each error sits with
    its field, and what was typed is kept."""
    response = qa_client.post(
        SAMPLES,
        {
            "seed": "kept",
            "size": "0",
            "received_from": "2026-11-30",
            "received_to": "2026-11-01",
        },
    )
    html = response.content.decode()
    assert response.status_code == 400
    assert "data-form-errors" in html
    assert re.search(r'data-field="size".*?data-error-for="size"', html, re.S)
    assert re.search(
        r'data-field="received_to".*?data-error-for="received_to">must be on or after',
        html,
        re.S,
    )
    assert 'aria-invalid="true"' in html
    assert 'value="kept"' in html
    assert not QASample.objects.exists()


def _sample(user, count=2):
    answers = [make_answer() for _ in range(count)]
    sample = sample_create(
        user=user, seed="flow", size=count, filters=sample_filters_resolve(states=[])
    )
    order = list(sample.items.order_by("position").values_list("answer_id", flat=True))
    assert sorted(order) == sorted(a.pk for a in answers)
    return sample, order


def test_the_annotate_page_knows_its_place_in_the_sample(qa_client, qa_user):
    sample, order = _sample(qa_user)
    url = reverse("qa:answer_annotate", args=[order[0]])
    html = qa_client.get(url, {"sample": sample.pk}).content.decode()
    assert "data-sample-bar" in html
    assert re.search(r"data-sample-position>1</strong> of 2", html)
    assert f"/qa/answers/{order[1]}/annotate/?sample={sample.pk}" in html
    assert f'name="sample" value="{sample.pk}"' in html


@pytest.mark.parametrize("value", ["x", "987654"])
def test_a_sample_that_does_not_hold_the_answer_is_a_400(qa_client, value):
    answer = make_answer()
    url = reverse("qa:answer_annotate", args=[answer.pk])
    response = qa_client.get(url, {"sample": value})
    assert response.status_code == 400
    assert response.content.decode().startswith("sample:")


def _post_item(client, item, sample, htmx=True, **data):
    name = "qa:check_annotate" if item.kind == "check" else "qa:sentence_annotate"
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    payload = {"verdict": "correct", "then": "next", "sample": sample.pk, **data}
    return client.post(reverse(name, args=[item.obj.pk]), payload, **headers)


def _items(answer_id, user):
    from verification.models import Answer

    answer = Answer.objects.get(pk=answer_id)
    return answer_items(answer=answer, report=answer.current_report, user=user)


def test_save_and_next_moves_to_the_next_item_then_the_next_answer(qa_client, qa_user):
    """Each save focuses the next item without a verdict; after the last one the
    next answer of the sample opens; after the last answer, the sample's page."""
    sample, order = _sample(qa_user)
    first_items = _items(order[0], qa_user)
    assert len(first_items) >= 2
    response = _post_item(qa_client, first_items[0], sample)
    trigger = json.loads(response["HX-Trigger-After-Settle"])
    assert trigger == {"qa-focus": {"id": first_items[1].dom_id}}
    assert (
        response.content.decode()
        .lstrip()
        .startswith(f'<li id="{first_items[0].dom_id}"')
    )
    for item in first_items[1:-1]:
        _post_item(qa_client, item, sample)
    response = _post_item(qa_client, first_items[-1], sample)
    assert response["HX-Redirect"] == (
        reverse("qa:answer_annotate", args=[order[1]]) + f"?sample={sample.pk}"
    )
    last_items = _items(order[1], qa_user)
    for item in last_items[:-1]:
        _post_item(qa_client, item, sample)
    response = _post_item(qa_client, last_items[-1], sample, htmx=False)
    assert response.status_code == 302
    assert response["Location"] == (
        reverse("qa:sample_detail", args=[sample.pk]) + "?finished=1"
    )
    assert "data-finished" in qa_client.get(response["Location"]).content.decode()


def test_save_and_next_with_an_error_stays_on_the_item(qa_client, qa_user):
    sample, order = _sample(qa_user, 1)
    [item, *_] = [i for i in _items(order[0], qa_user) if i.kind == "check"]
    response = _post_item(qa_client, item, sample, verdict="false_positive")
    assert "HX-Trigger-After-Settle" not in response
    assert "reason: is required" in response.content.decode()


def test_findings_read_in_words_not_codes(qa_client):
    """Status, diagnosis and place are words; the codes stay only in data attributes."""
    answer = make_answer()
    html = qa_client.get(
        reverse("qa:answer_annotate", args=[answer.pk])
    ).content.decode()
    visible = re.sub(r"<[^>]+>", " ", html)
    assert "Unsupported" in visible and "Article not in evidence" in visible
    assert "article_not_in_evidence" not in visible
    assert "line 1" in visible
    assert not re.search(r"\[\d+–\d+\]", visible)


@pytest.mark.parametrize("value", ["²", "١٢", "9" * 25, "-1", "abc"])
def test_a_sample_parameter_that_is_no_sample_id_is_a_400_naming_it(
    qa_client, qa_user, value
):
    """`sample` must be a sample's id in ASCII digits: anything else, on the page
    or with a verdict, is a 400 naming it ("²" is a digit to str.isdigit and no
    number to int(): it was a 500)."""
    answer = make_answer()
    check = answer.current_report.citations.first()
    page = qa_client.get(
        reverse("qa:answer_annotate", args=[answer.pk]), {"sample": value}
    )
    posted = qa_client.post(
        reverse("qa:check_annotate", args=[check.pk]),
        {"sample": value, "verdict": "correct"},
    )
    for response in (page, posted):
        assert response.status_code == 400
        assert response.content.decode().startswith("sample: ")
