"""QA samples: a reproducible random draw of passed and flagged answers."""

from __future__ import annotations

import pytest
from django.urls import reverse

from reviewer.qa.models import QASample
from reviewer.qa.services import (
    sample_create,
    sample_draw,
    sample_filters_resolve,
)
from tests.factories import PASSED_TEXT, make_answer, make_user
from tests.qa.conftest import client_for

pytestmark = pytest.mark.django_db


def test_draw_is_reproducible_for_a_seed():
    """The same seed over the same ids draws the same answers, in the same order."""
    ids = list(range(1, 10_001))
    first = sample_draw(ids, seed="week-14", size=50)
    assert first == sample_draw(ids, seed="week-14", size=50)
    assert first != sample_draw(ids, seed="week-15", size=50)
    assert len(set(first)) == 50


def test_draw_takes_everything_when_population_is_small():
    """A sample larger than the population holds the whole population once."""
    assert sorted(sample_draw([3, 1, 2], seed="s", size=10)) == [1, 2, 3]


def test_stored_samples_are_reproducible():
    """Two samples with one seed and pinned filters hold the same answers."""
    user = make_user("qa")
    answers = [make_answer(text=PASSED_TEXT) for _ in range(6)]
    answers += [make_answer() for _ in range(6)]
    filters = sample_filters_resolve(states=[])
    one = sample_create(user=user, seed="abc", size=5, filters=filters)
    two = sample_create(user=user, seed="abc", size=5, filters=filters)
    ids = [i.answer_id for i in one.items.order_by("position")]
    assert ids == [i.answer_id for i in two.items.order_by("position")]
    assert len(ids) == 5
    assert set(ids) <= {a.pk for a in answers}
    assert one.population == 12
    assert filters["states"] == ["flagged", "passed"]


def test_sample_filters_by_state():
    """A flagged-only sample draws only flagged answers."""
    make_answer(text=PASSED_TEXT)
    flagged = make_answer()
    sample = sample_create(
        user=make_user("qa"),
        seed="x",
        size=5,
        filters=sample_filters_resolve(states=["flagged"]),
    )
    assert [i.answer_id for i in sample.items.all()] == [flagged.pk]


def test_sample_page_creates_and_lists(qa_client):
    """Posting the form draws a sample and shows its answers to annotate."""
    answer = make_answer()
    response = qa_client.post(
        reverse("qa:samples"), {"seed": "s1", "size": "3", "states": ["flagged"]}
    )
    sample = QASample.objects.get()
    assert response.status_code == 302
    assert response["Location"] == reverse("qa:sample_detail", args=[sample.pk])
    page = qa_client.get(response["Location"]).content.decode()
    assert reverse("qa:answer_annotate", args=[answer.pk]) in page


def test_sample_size_out_of_range_is_a_400(qa_client):
    """A size over the limit is refused with a 400 naming `size`."""
    response = qa_client.post(reverse("qa:samples"), {"seed": "s", "size": "100000"})
    assert response.status_code == 400
    assert "size" in response.content.decode()
    assert not QASample.objects.exists()


def test_reviewers_cannot_draw_samples():
    """Samples are for QA: a reviewer gets 403."""
    client = client_for(make_user("reviewer"))
    assert client.get(reverse("qa:samples")).status_code == 403
