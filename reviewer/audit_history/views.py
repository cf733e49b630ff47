"""The audit history pages (`/audit/`), for the admin role only.

Views parse the filters, call one selector or service, and render; the list is a
partial of its page so htmx swaps only the results.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse, StreamingHttpResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST

from foundations.actors import Actor
from foundations.audit import exports, selectors
from foundations.audit.models import AuditEvent
from foundations.audit.services import audit_chain_check
from foundations.htmx import HtmxHttpRequest
from foundations.roles import ADMIN, role_required
from verification.models import Answer

from .forms import AuditFilterForm
from .words import events_with_words

PAGE_SIZE = 50
CHAIN_INTACT = "Audit chain intact up to event #{event} ({count} events)."
CHAIN_BROKEN = "Audit chain BROKEN at event #{event}: {reason}."
CHAIN_EMPTY = "The audit history is empty."


@require_GET
@role_required(ADMIN)
def events(request: HtmxHttpRequest) -> HttpResponse:
    """Filtered events, newest first, PAGE_SIZE at a time (keyset: `before`)."""
    form = AuditFilterForm(request.GET)
    page: list[AuditEvent] = []
    next_before = None
    status = 400
    if form.is_valid():
        page, next_before = selectors.audit_events_page(
            filters=form.to_filters(),
            before_id=form.cleaned_data.get("before"),
            limit=PAGE_SIZE,
        )
        status = 200
    context = {
        "form": form,
        "events": events_with_words(page),
        "next_before": next_before,
        "chain": selectors.audit_chain_state(),
    }
    template = (
        "audit/events.html#audit_results" if request.htmx else "audit/events.html"
    )
    return render(request, template, context, status=status)


@require_GET
@role_required(ADMIN)
def answer_trail(request: HttpRequest, answer_id: int) -> HttpResponse:
    """Everything recorded about one answer, oldest first."""
    answer = Answer.objects.select_related("source").filter(pk=answer_id).first()
    trail = selectors.audit_trail_for_answer(answer_id=answer_id)
    if answer is None and not trail:
        raise Http404("No answer and no audit events with this id.")
    return render(
        request,
        "audit/answer_trail.html",
        {"answer": answer, "answer_id": answer_id, "events": events_with_words(trail)},
    )


def _export(
    request: HttpRequest,
    render_lines: Callable[[Iterable[AuditEvent]], Iterator[str]],
    content_type: str,
    extension: str,
) -> HttpResponse:
    form = AuditFilterForm(request.GET)
    if not form.is_valid():
        return HttpResponse(
            form.error_text(), status=400, content_type="text/plain; charset=utf-8"
        )
    rows = selectors.audit_events_for_export(filters=form.to_filters())
    response = StreamingHttpResponse(render_lines(rows), content_type=content_type)
    stamp = timezone.now().strftime("%Y%m%dT%H%M%SZ")
    response["Content-Disposition"] = (
        f'attachment; filename="audit-{stamp}.{extension}"'
    )
    response["Cache-Control"] = "no-store"
    return response


@require_GET
@role_required(ADMIN)
def export_csv(request: HttpRequest) -> HttpResponse:
    return _export(request, exports.csv_lines, "text/csv; charset=utf-8", "csv")


@require_GET
@role_required(ADMIN)
def export_jsonl(request: HttpRequest) -> HttpResponse:
    return _export(
        request, exports.jsonl_lines, "application/x-ndjson; charset=utf-8", "jsonl"
    )


@require_POST
@role_required(ADMIN)
def chain_verify(request: HttpRequest) -> HttpResponse:
    """Check the whole chain now, and record a new checkpoint if it is intact."""
    check = audit_chain_check(recorded_by=Actor.for_user(request.user).label)
    if not check.intact:
        messages.error(
            request, CHAIN_BROKEN.format(event=check.broken_at, reason=check.reason)
        )
    elif check.verified_up_to is None:
        messages.info(request, CHAIN_EMPTY)
    else:
        messages.success(
            request,
            CHAIN_INTACT.format(event=check.verified_up_to, count=check.verified_count),
        )
    return redirect("audit:events")
