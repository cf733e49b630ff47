"""The reviewer's desk: the queue, one answer under review, decisions and claims.

Views parse the request, call one selector or service, and render. A swappable region
is a partial of its page (`page.html#name`), rendered alone for htmx requests.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from django.core.exceptions import ObjectDoesNotExist, PermissionDenied
from django.http import Http404, HttpResponse, StreamingHttpResponse
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
from foundations.roles import (
    ADMIN,
    DECIDING_ROLES,
    DESK_ROLES,
    QA,
    SENIOR_REVIEWER,
    has_role,
    role_required,
)
from verification.models import Answer

from . import assignments, exports, saved_views, selectors, services
from .forms import (
    APPROVAL_REASON_CHOICES,
    BULK_ACTIONS,
    ESCALATION_REASON_CHOICES,
    AssignForm,
    BulkForm,
    DecisionForm,
    QueueFilterForm,
    ReopenForm,
    SavedViewForm,
)
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
REOPENED_MESSAGE = "Reopened: the answer is back in the queue."
QUEUE_CLEARED_MESSAGE = "That was the last answer in this queue."


# --- queue -----------------------------------------------------------------------


@require_GET
@role_required(*DESK_ROLES)
def queue(request: HtmxHttpRequest) -> HttpResponse:
    form = QueueFilterForm(request.GET)
    if not form.has_queue_params() and not request.htmx:
        # The queue opens with the user's default view, if they chose one.
        default = saved_views.default_view_for(request.user)
        if default is not None and default.query:
            return redirect(f"{reverse('queue')}?{default.query}")
    return _render_queue(request, form)


def _render_queue(
    request: HtmxHttpRequest,
    form: QueueFilterForm,
    *,
    status: int = 200,
    **extra: Any,
) -> HttpResponse:
    page, tab = None, "flagged"
    if form.is_valid():
        tab = form.tab_value(selectors.queue_default_tab(request.user))
        try:
            page = selectors.queue_answers(
                tab=tab,
                filters=form.to_filters(),
                cursor=form.cleaned_data.get("cursor") or None,
                before=form.cleaned_data.get("before") or None,
                user=request.user,
            )
        except ApplicationError as error:
            form.add_error(error.field, error.message)
    if page is None:
        status = 400
    counts = selectors.queue_counts(request.user)
    queue_query = form.queue_query(tab=tab) if page is not None else ""
    can_assign = assignments.can_assign(request.user)
    context = {
        "form": form,
        "tab": tab,
        "tabs": [
            {"key": key, "label": label, **counts[key]}
            for key, label in selectors.TAB_LABELS.items()
        ],
        "page": page,
        "now": timezone.now(),
        "queue_query": queue_query,
        "saved_views": saved_views.saved_views_for(request.user),
        "default_view": saved_views.default_view_for(request.user),
        "view_form": SavedViewForm(),
        "can_bulk": can_assign or services.can_decide(request.user),
        "can_assign": can_assign,
        "can_decide": services.can_decide(request.user),
        "bulk_actions": BULK_ACTIONS,
        "escalation_reasons": ESCALATION_REASON_CHOICES,
        "assignees": list(selectors.reviewers()) if can_assign else [],
        **extra,
    }
    template = (
        "reviewer/queue.html#queue_results" if request.htmx else "reviewer/queue.html"
    )
    return render(request, template, context, status=status)


def _queue_url(query: str) -> str:
    return f"{reverse('queue')}?{query}" if query else reverse("queue")


@require_POST
@role_required(*DECIDING_ROLES, ADMIN)
def queue_bulk(request: HtmxHttpRequest) -> HttpResponse:
    """An action on the selected rows (or, for assignment, on the whole filter).

    The queue's own parameters come in the query string; the result is shown above
    the refreshed rows of that same queue.
    """
    queue_form = QueueFilterForm(request.GET)
    form = BulkForm(request.POST)
    if not queue_form.is_valid() or not form.is_valid():
        return _render_queue(request, queue_form, status=422, bulk_form=form)
    data = form.cleaned_data
    tab = queue_form.tab_value(selectors.queue_default_tab(request.user))
    try:
        if data["bulk_action"] == "assign":
            if data["scope"] == "rule":
                count = assignments.answers_assign_by_rule(
                    tab=tab,
                    filters=queue_form.to_filters(),
                    assignee=data["assignee"],
                    user=request.user,
                )
            else:
                count = assignments.answers_assign(
                    answer_ids=data["ids"], assignee=data["assignee"], user=request.user
                )
            outcome = assignments.BulkOutcome(done=list(range(count)))
        else:
            if not services.can_decide(request.user):
                raise ApplicationError(services.NO_PERMISSION_MESSAGE)
            outcome = assignments.answers_bulk_decide(
                answer_ids=data["ids"],
                user=request.user,
                action=data["bulk_action"],
                reason_category=data["reason_category"],
                reason=data["reason"],
            )
    except ApplicationError as error:
        form.add_error(
            error.field if error.field in form.fields else None, error.message
        )
        return _render_queue(request, queue_form, status=error.status, bulk_form=form)
    return _render_queue(
        request,
        queue_form,
        bulk_result=outcome,
        bulk_done_label=BULK_DONE[data["bulk_action"]],
        bulk_assignee=data.get("assignee"),
    )


BULK_DONE = {"assign": "Assigned", "escalate": "Escalated", "approve": "Approved"}


@require_POST
@role_required(*DESK_ROLES)
def saved_view_create(request: HtmxHttpRequest) -> HttpResponse:
    queue_form = QueueFilterForm(request.GET)
    form = SavedViewForm(request.POST)
    if not queue_form.is_valid() or not form.is_valid():
        return _render_queue(request, queue_form, status=422, view_form=form)
    tab = queue_form.tab_value(selectors.queue_default_tab(request.user))
    try:
        saved_views.saved_view_create(
            user=request.user,
            name=form.cleaned_data["name"],
            query=queue_form.queue_query(tab=tab),
            shared=form.cleaned_data["shared"],
            make_default=form.cleaned_data["make_default"],
        )
    except ApplicationError as error:
        form.add_error(error.field, error.message)
        return _render_queue(request, queue_form, status=422, view_form=form)
    return redirect(_queue_url(queue_form.queue_query(tab=tab)))


@require_POST
@role_required(*DESK_ROLES)
def saved_view_default(request: HtmxHttpRequest, view_id: int) -> HttpResponse:
    """Make a view the user's default and open it (`clear=1` clears the default)."""
    clear = request.POST.get("clear") == "1"
    try:
        view = saved_views.saved_view_make_default(
            user=request.user, view_id=None if clear else view_id
        )
    except ApplicationError as error:
        raise Http404(error.message) from error
    return redirect(_queue_url(view.query if view else "tab=flagged"))


@require_POST
@role_required(*DESK_ROLES)
def saved_view_delete(request: HtmxHttpRequest, view_id: int) -> HttpResponse:
    try:
        saved_views.saved_view_delete(user=request.user, view_id=view_id)
    except ApplicationError as error:
        if error.status == 404:
            raise Http404(error.message) from error
        raise PermissionDenied(error.message) from error
    return redirect(reverse("queue") + "?tab=flagged")


@require_GET
@role_required(*DESK_ROLES)
def decisions_export(request: HtmxHttpRequest, fmt: str) -> HttpResponse:
    """Decisions on the answers of the queue as filtered, streamed."""
    if fmt not in ("csv", "jsonl"):
        raise Http404("Export as csv or jsonl.")
    form = QueueFilterForm(request.GET)
    if not form.is_valid():
        return HttpResponse(
            "; ".join(f"{f}: {' '.join(e)}" for f, e in form.errors.items()),
            status=400,
            content_type="text/plain; charset=utf-8",
        )
    decisions = exports.decisions_for_export(
        tab=form.tab_value("all"), filters=form.to_filters(), user=request.user
    )
    if fmt == "csv":
        body, content_type = exports.decisions_csv(decisions), "text/csv"
    else:
        body, content_type = exports.decisions_jsonl(decisions), "application/x-ndjson"
    response = StreamingHttpResponse(
        body, content_type=f"{content_type}; charset=utf-8"
    )
    stamp = timezone.now().strftime("%Y%m%d-%H%M")
    response["Content-Disposition"] = f'attachment; filename="decisions-{stamp}.{fmt}"'
    return response


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


def _queue_of(request: HtmxHttpRequest) -> QueueFilterForm | None:
    """The queue the reviewer came from (its parameters travel in the query
    string), or None if they came from elsewhere or the parameters are not valid:
    a bad parameter must not stop anyone reading an answer."""
    form = QueueFilterForm(request.GET)
    if not form.has_queue_params() or not form.is_valid():
        return None
    return form


def _queue_links(request: HtmxHttpRequest) -> dict[str, str]:
    form = _queue_of(request)
    query = form.queue_query() if form else ""
    return {
        "queue_query": query,
        "queue_suffix": f"?{query}" if query else "",
        "queue_url": _queue_url(query),
    }


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
        "unsupported_checks": [c for c in checks if c.status != "verified"],
        "weak_checks": [c for c in checks if c.status == "verified" and c.weak_support],
        "is_qa": has_role(request.user, QA),
        **_panel_context(request, answer),
        **extra,
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
        "four_eyes": services.four_eyes_blocks(answer=answer, user=request.user),
        "can_reopen": services.can_reopen(request.user)
        and answer.review_state in ("approved", "rejected"),
        "claim_live": live,
        "claim_mine": mine,
        "decisions": list(answer.decisions.all()),
        "reports": list(answer.reports.all()),
        "assignment": _assignment_of(answer),
        "can_assign": assignments.can_assign(request.user),
        "assignees": list(selectors.reviewers())
        if assignments.can_assign(request.user)
        else [],
        "approval_reasons": APPROVAL_REASON_CHOICES,
        "escalation_reasons": ESCALATION_REASON_CHOICES,
        **_queue_links(request),
    }


@require_POST
@role_required(*DECIDING_ROLES)
def answer_decide(request: HtmxHttpRequest, answer_id: int) -> HttpResponse:
    answer = _get_answer(answer_id)
    form = DecisionForm(request.POST)
    if not form.is_valid():
        return _render_panel(request, answer, status=422, form=form)
    action = form.cleaned_data["action"]
    queue_form = _queue_of(request)
    try:
        services.decision_record(
            answer_id=answer.pk,
            user=request.user,
            action=action,
            reason=form.cleaned_data["reason"],
            reason_category=form.cleaned_data["reason_category"],
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
    # "Next" is the next row of the reviewer's own queue: its tab, filters, sort.
    links = _queue_links(request)
    next_id = selectors.queue_next_answer(
        after=answer,
        tab=queue_form.tab_value(selectors.queue_tab_for(answer))
        if queue_form
        else selectors.queue_tab_for(answer),
        filters=queue_form.to_filters() if queue_form else None,
        user=request.user,
    )
    if next_id is None:
        # The queue is cleared: say so here, with the way back to it (and its
        # empty state), rather than open an answer from outside it.
        if not request.htmx:
            return redirect(links["queue_url"], permanent=False)
        return _render_panel(
            request,
            _get_answer(answer_id),
            message=f"{DECIDED_MESSAGES[action]} {QUEUE_CLEARED_MESSAGE}",
            queue_cleared=True,
        )
    next_url = reverse("answer_detail", args=[next_id]) + links["queue_suffix"]
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


def _assignment_of(answer: Answer) -> Any:
    try:
        return answer.assignment  # type: ignore[attr-defined]
    except ObjectDoesNotExist:
        return None


@require_POST
@role_required(SENIOR_REVIEWER, ADMIN)
def answer_assign(request: HtmxHttpRequest, answer_id: int) -> HttpResponse:
    """Assign this one answer to a reviewer, from its own page."""
    answer = _get_answer(answer_id)
    form = AssignForm(request.POST)
    if not form.is_valid():
        return _render_panel(request, answer, status=422, form=form)
    try:
        assignments.answers_assign(
            answer_ids=[answer.pk],
            assignee=form.cleaned_data["assignee"],
            user=request.user,
        )
    except ApplicationError as error:
        form.add_error(error.field, error.message)
        return _render_panel(request, answer, status=error.status, form=form)
    if not request.htmx:
        return redirect(
            reverse("answer_detail", args=[answer_id])
            + _queue_links(request)["queue_suffix"]
        )
    return _render_panel(
        request,
        _get_answer(answer_id),
        assign_message=f"Assigned to {form.cleaned_data['assignee'].username}.",
    )


@require_POST
@role_required(SENIOR_REVIEWER, ADMIN)
def answer_reopen(request: HtmxHttpRequest, answer_id: int) -> HttpResponse:
    """A senior reviewer or an admin reopens a decided answer, with a reason."""
    answer = _get_answer(answer_id)
    form = ReopenForm(request.POST)
    if not form.is_valid():
        return _render_panel(request, answer, status=422, form=form)
    try:
        services.decision_reopen(
            answer_id=answer.pk,
            user=request.user,
            reason=form.cleaned_data["reason"],
            expected_review_state=form.cleaned_data["expected_state"],
        )
    except ApplicationError as error:
        form.add_error(error.field, error.message)
        return _render_panel(
            request, _get_answer(answer_id), status=error.status, form=form
        )
    if not request.htmx:
        return redirect(
            reverse("answer_detail", args=[answer_id])
            + _queue_links(request)["queue_suffix"]
        )
    return _render_panel(request, _get_answer(answer_id), message=REOPENED_MESSAGE)


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
    back = _queue_links(request)["queue_url"]
    if request.htmx:
        return HttpResponseClientRedirect(back)
    return redirect(back)
