"""Untrusted answer text, questions, evidence and labels never execute in the browser.

Escaping is checked independently of the CSP: the payload must appear as visible
text and no element it describes may exist in the DOM, so a template that forgot to
escape fails here even though the CSP would have blocked the script.
"""

from __future__ import annotations

import pytest
from django.test import Client

from tests.browser.conftest import login_as
from tests.factories import make_answer, make_user
from verification import core

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

IMG = '<img src=x onerror="window.__xss=1">'
SCRIPT = "<script>window.__xss=1</script>"
LABEL = f"GDPR{IMG}"


def _hostile_answer():
    evidence = (
        core.EvidenceChunk(
            chunk_id="hostile-6",
            law_label=LABEL,
            article=6,
            text=f"Processing is lawful {IMG} when {SCRIPT} consent is given.",
            score=0.9,
            citation_key="GDPR-6",
        ),
    )
    return make_answer(
        question=f"Is {SCRIPT} this {IMG} lawful?",
        text=(
            f"Processing is lawful with consent {IMG} [{LABEL}, Article 6]. "
            f"Data may be kept forever {SCRIPT} [GDPR, Article 99]. "
            f"Everyone agrees {IMG}."
        ),
        evidence=evidence,
    )


def _assert_inert(page, *, expect_text: bool = True) -> None:
    assert page.evaluate("typeof window.__xss") == "undefined"
    assert page.locator("img[src='x']").count() == 0
    assert page.locator("script:not([src])").count() == 0
    if expect_text:
        assert SCRIPT in page.locator("body").inner_text() or (
            IMG in page.locator("body").inner_text()
        )


def test_hostile_payloads_render_as_text_everywhere(page):
    """The queue, the answer page and the audit pages show payloads as text only."""
    answer = _hostile_answer()
    admin = make_user("admin")
    # A failed sign-in sends a hostile username towards the audit history (stored
    # there only as a keyed hash), and an escalation reason puts hostile words in it.
    Client().post("/accounts/login/", {"username": SCRIPT, "password": "nope"})
    from reviewer.services import decision_record

    decision_record(
        answer_id=answer.pk,
        user=make_user("reviewer"),
        action="escalate",
        reason_category="other",
        reason=f"{SCRIPT} {IMG}",
        expected_review_state="unreviewed",
    )
    violations: list[str] = []
    page.on(
        "console",
        lambda message: (
            violations.append(message.text)
            if "Content Security Policy" in message.text
            else None
        ),
    )
    login_as(page, admin)

    for url in (
        "/?tab=escalated",
        "/?tab=all",
        f"/answers/{answer.pk}/",
        "/audit/",
        f"/audit/answers/{answer.pk}/",
        "/audit/?action=auth.login_failed",
    ):
        page.goto(url)
        page.wait_for_load_state("networkidle")
        page.evaluate(
            "document.querySelectorAll('details').forEach(d => d.open = true)"
        )
        # The failed sign-in's username is only a keyed hash in the log.
        _assert_inert(page, expect_text="login_failed" not in url)
    assert violations == [], "pages must run under the CSP unchanged"

    page.goto(f"/answers/{answer.pk}/")
    body = page.locator("body").inner_text()
    assert f"Is {SCRIPT} this {IMG} lawful?" in body
    assert IMG in body and SCRIPT in body
