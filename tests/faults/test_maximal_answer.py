"""The worst answer the API accepts costs a bounded amount everywhere.

100 KB of `[X, Articles 1-100]` (the text limit, every marker at the 100-article
range limit) once became 500,000 citation rows, a 120 MB API response and an answer
page that timed out. Now: the API accepts it, the worker stores at most
limits.CITATIONS_PER_ANSWER rows and flags it (`limit_reached`), the API's report is
capped with a count of what was left out, and the answer page renders quickly with a
bounded size.
"""

from __future__ import annotations

import json

import pytest
from django.conf import settings
from django.test import Client

from tests.factories import GDPR_17, make_user
from tests.support.fixtures import wait_verified
from verification import limits
from verification.models import Answer, CitationCheck

MARKER = "[X, Articles 1-100] "
# The API's own limit on text: the largest answer it accepts.
MAXIMAL_TEXT = ("Processing is lawful. " + MARKER * 10_000)[
    : settings.API_MAX_TEXT_CHARS
]


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_a_maximal_answer_is_stored_bounded_flagged_and_shown_quickly(
    worker, token_client
):
    """Accepted, verified within the task limits, rows capped, page and report small."""
    payload = {
        "external_id": "maximal",
        "question": "Which articles apply?",
        "text": MAXIMAL_TEXT,
        "evidence": [
            {
                "chunk_id": GDPR_17.chunk_id,
                "law_label": GDPR_17.law_label,
                "article_no": GDPR_17.article_no,
                "text": GDPR_17.text,
            }
        ],
    }
    response = token_client.post(
        "/api/v1/answers", data=json.dumps(payload), content_type="application/json"
    )
    assert response.status_code == 202
    answer_id = response.json()["id"]

    assert wait_verified([answer_id], timeout=settings.CELERY_TASK_SOFT_TIME_LIMIT)
    answer = Answer.objects.select_related("current_report").get(pk=answer_id)
    report = answer.current_report
    assert answer.verification_state == "flagged", answer.verification_error
    assert report.limit_reached is True
    # The core stops expanding at the limit (core 3); the pipeline stores no more.
    stored = CitationCheck.objects.filter(report=report).count()
    assert stored == min(report.citation_count, limits.CITATIONS_PER_ANSWER)
    assert stored <= limits.CITATIONS_PER_ANSWER

    # Cost is bounded by size here; the time it takes is bench/worst_answer_bench.py's.
    body = token_client.get(f"/api/v1/answers/{answer_id}")
    assert body.status_code == 200
    assert len(body.content) < 2 * 2**20, len(body.content)
    api_report = body.json()["report"]
    assert api_report["limit_reached"] is True
    assert len(api_report["citations"]) == stored
    assert api_report["truncated"] == report.citation_count - stored

    reviewer = Client()
    reviewer.force_login(make_user("reviewer"))
    page = reviewer.get(f"/answers/{answer_id}/")
    html = page.content.decode()
    assert page.status_code == 200
    assert "data-limit-reached" in html
    assert "data-findings-rest" in html
    assert len(page.content) < 4 * 2**20, len(page.content)
