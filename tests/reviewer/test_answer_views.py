"""The answer view: rendering contract, evidence panel, roles, claims."""

from __future__ import annotations

import re

import pytest

from tests.factories import make_answer


@pytest.mark.django_db
def test_answer_view_marks_citations_and_uncited_sentences(reviewer_client):
    """The answer view marks each citation by status and each uncited sentence."""
    answer = make_answer()
    response = reviewer_client.get(f"/answers/{answer.pk}/")
    assert response.status_code == 200
    html = response.content.decode()
    assert 'data-status="verified"' in html
    assert 'data-diagnosis="article_not_in_evidence"' in html
    assert "Article 15 of GDPR was not among the passages the model saw" in html
    assert re.search(
        r'<span class="uncited" data-status="unverified" data-sentence-id="\d+"', html
    )
