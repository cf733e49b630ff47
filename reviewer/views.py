"""The reviewer's desk: the queue, one answer under review, decisions and claims.

Views parse the request, call one selector or service, and render. A swappable region
is a partial of its page (`page.html#name`), rendered alone for htmx requests.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import (
    HttpResponseClientRedirect,
    HttpResponseStopPolling,
    trigger_client_event,
)

from foundations.errors import ApplicationError
from foundations.htmx import HtmxHttpRequest
from foundations.roles import DECIDING_ROLES, DESK_ROLES, QA, has_role, role_required
from verification.models import Answer

from . import selectors, services
from .forms import DecisionForm, QueueFilterForm
from .models import DecisionAction
from .passages import PassageLayout, passage_layout
from .rendering import (
    CitationSpan,
    SentenceSpan,
    diagnosis_html,
    diagnosis_title,
    render_answer,
)

DECIDED_MESSAGES = {
    DecisionAction.APPROVE: "Approved.",
    DecisionAction.ESCALATE: "Escalated to a senior reviewer.",
    DecisionAction.REJECT: "Rejected.",
    DecisionAction.COMMENT: "Comment added.",
}


# --- queue -----------------------------------------------------------------------


@require_GET
@role_required(*DESK_ROLES)
def queue(request: HtmxHttpRequest) -> HttpResponse:
    form = QueueFilterForm(request.GET)
    page, tab, status = None, "flagged", 200
    if form.is_valid():
        tab = form.tab_value()
        try:
            page = selectors.queue_answers(
                tab=tab,
                filters=form.to_filters(),
                cursor=form.cleaned_data.get("cursor") or None,
                before=form.cleaned_data.get("before") or None,
            )
        except ApplicationError as error:
            form.add_error(error.field, error.message)
    if page is None:
        status = 400
    counts = selectors.queue_counts()
    context = {
        "form": form,
        "tab": tab,
        "tabs": [
            {"key": key, "label": label, **counts[key]}
            for key, label in selectors.TAB_LABELS.items()
        ],
        "page": page,
        "now": timezone.now(),
    }
    template = (
        "reviewer/queue.html#queue_results" if request.htmx else ("reviewer/queue.html")
    )
    return render(request, template, context, status=status)


# --- one answer ------------------------------------------------------------------


def _get_answer(answer_id: int) -> Answer:
    answer = selectors.answer_for_review(answer_id)
    if answer is None:
        raise Http404("No such answer.")
    return answer


@require_GET
@role_required(*DESK_ROLES)
def answer_detail(request: HtmxHttpRequest, answer_id: int) -> HttpResponse:
    # Reading never claims: a claim starts with "Start review" or the first touch of
    # the decision panel (answer_claim), so a glance does not lock others out.
    answer = _get_answer(answer_id)
    return render(
        request, "reviewer/answer_detail.html", _answer_context(request, answer)
    )


def _answer_context(
    request: HtmxHttpRequest, answer: Answer, **extra: Any
) -> dict[str, Any]:
    checks = selectors.citations_of(answer)
    uncited = selectors.uncited_of(answer)
    evidence = list(answer.evidence.all())
    cite_counts = Counter(c.matched_chunk_id for c in checks if c.matched_chunk_id)
    passages = {c.pk: passage_layout(c.text, f"evidence-{c.pk}") for c in evidence}
    return {
        "answer": answer,
        "report": answer.current_report,
        "checks": checks,
        "uncited": uncited,
        "answer_html": render_answer(
            answer.text,
            [_citation_span(c, passages) for c in checks],
            [SentenceSpan(s.start, s.end, s.pk) for s in uncited],
        ),
        "evidence": [
            (chunk, cite_counts.get(chunk.pk, 0), passages[chunk.pk])
            for chunk in evidence
        ],
        "verified_count": sum(1 for c in checks if c.status == "verified"),
        **_findings(checks),
        "weak_checks": [c for c in checks if c.status == "verified" and c.weak_support],
        "is_qa": has_role(request.user, QA),
        **_panel_context(request, answer),
        **extra,
    }


# The findings list names this many unsupported citations one by one; past it, the
# rest are counted by diagnosis, so the page stays small however many there are.
FINDINGS_LISTED = 100


def _findings(checks: Sequence[Any]) -> dict[str, Any]:
    unsupported = [c for c in checks if c.status != "verified"]
    rest = Counter(
        c.get_diagnosis_display() or "Unsupported"
        for c in unsupported[FINDINGS_LISTED:]
    )
    return {
        "unsupported_checks": unsupported,
        "findings_listed": unsupported[:FINDINGS_LISTED],
        "findings_rest": sorted(rest.items(), key=lambda item: (-item[1], item[0])),
        "findings_rest_count": sum(rest.values()),
    }


def _citation_span(check: Any, passages: dict[int, PassageLayout]) -> CitationSpan:
    verified = check.status == "verified"
    passage = passages.get(check.matched_chunk_id) if verified else None
    labels = (check.law_label, check.suggested_label)
    return CitationSpan(
        start=check.start,
        end=check.end,
        status=check.status,
        diagnosis=check.diagnosis or "",
        article=check.article,
        check_id=check.pk,
        chunk_dom_id=f"evidence-{check.matched_chunk_id}" if verified else "",
        note="" if verified else diagnosis_html(check.explanation, *labels),
        title=(
            "Verified against the evidence"
            if verified
            else diagnosis_title(check.explanation, *labels)
        ),
        pinpoint_dom_id=passage.anchor_for(check.pinpoint) if passage else "",
    )


def _panel_context(request: HtmxHttpRequest, answer: Answer) -> dict[str, Any]:
    live = answer.claim_is_live()
    mine = live and answer.claimed_by_id == request.user.pk
    actions = services.decision_actions_available(answer=answer, user=request.user)
    return {
        "actions": actions if (mine or not live) else [],
        "can_comment": services.can_decide(request.user),
        "claim_live": live,
        "claim_mine": mine,
        "decisions": list(answer.decisions.all()),
        "reports": list(answer.reports.all()),
    }


@require_POST
@role_required(*DECIDING_ROLES)
def answer_decide(request: HtmxHttpRequest, answer_id: int) -> HttpResponse:
    answer = _get_answer(answer_id)
    form = DecisionForm(request.POST)
    if not form.is_valid():
        return _render_panel(request, answer, status=422, form=form)
    action = form.cleaned_data["action"]
    tab = selectors.queue_tab_for(answer)
    try:
        services.decision_record(
            answer_id=answer.pk,
            user=request.user,
            action=action,
            reason=form.cleaned_data["reason"],
            comment=form.cleaned_data["comment"],
            expected_review_state=form.cleaned_data["expected_state"],
        )
    except ApplicationError as error:
        form.add_error(error.field, error.message)
        return _render_panel(
            request, _get_answer(answer_id), status=error.status, form=form
        )
    if action == DecisionAction.COMMENT:
        return _render_panel(
            request, _get_answer(answer_id), message=DECIDED_MESSAGES[action]
        )
    next_id = selectors.queue_next_answer(after=answer, tab=tab, user=request.user)
    next_url = reverse("answer_detail", args=[next_id]) if next_id else reverse("queue")
    if not request.htmx:
        return redirect(next_url, permanent=False)
    response = _render_panel(
        request,
        _get_answer(answer_id),
        message=DECIDED_MESSAGES[action],
        next_url=next_url,
    )
    return trigger_client_event(
        response, "reviewer:decided", {"next": next_url}, after="settle"
    )


def _render_panel(
    request: HtmxHttpRequest, answer: Answer, *, status: int = 200, **extra: Any
) -> HttpResponse:
    """The decision panel alone for htmx; otherwise the whole page around it."""
    if request.htmx:
        context = {"answer": answer, **_panel_context(request, answer), **extra}
        template = "reviewer/answer_detail.html#decision_panel"
    else:
        context = _answer_context(request, answer, **extra)
        template = "reviewer/answer_detail.html"
    return render(request, template, context, status=status)


# --- claims ----------------------------------------------------------------------


@require_POST
@role_required(*DECIDING_ROLES)
def answer_claim(request: HtmxHttpRequest, answer_id: int) -> HttpResponse:
    """Take or renew the reviewer's claim.

    Posted by "Start review", by the first interaction with the decision panel, and
    every minute while the reviewer holds it (htmx polling).
    """
    answer = _get_answer(answer_id)
    status = 200
    try:
        claimed = services.claim_renew(answer_id=answer.pk, user=request.user)
        answer.claimed_by = request.user
        answer.claim_expires_at = claimed.claim_expires_at
    except ApplicationError:
        status = HttpResponseStopPolling.status_code
    context = {"answer": answer, **_panel_context(request, answer)}
    return render(
        request, "reviewer/answer_detail.html#claim_status", context, status=status
    )


@require_POST
@role_required(*DECIDING_ROLES)
def answer_release(request: HtmxHttpRequest, answer_id: int) -> HttpResponse:
    _get_answer(answer_id)
    services.claim_release(answer_id=answer_id, user=request.user)
    if request.htmx:
        return HttpResponseClientRedirect(reverse("queue"))
    return redirect("queue")
