"""QA views: annotate, measure, suggest aliases, re-verify, diff, export.

Reading is for QA and admins; annotating is for QA only; accepting an alias (which
changes what every reviewer sees) and starting a re-verification are for admins only,
as the spec says. The report diff is read-only and open to every desk role.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import TypeVar

from django.http import (
    Http404,
    HttpRequest,
    HttpResponse,
    HttpResponseBadRequest,
    StreamingHttpResponse,
)
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django_htmx.http import (
    HttpResponseClientRedirect,
    HttpResponseStopPolling,
    trigger_client_event,
)

from foundations.errors import ApplicationError
from foundations.params import id_param
from foundations.roles import ADMIN, DESK_ROLES, QA, has_role, role_required
from verification.models import Answer

from . import charts, selectors, services
from .diff_render import line_of, report_rendered
from .forms import (
    AliasAcceptForm,
    AliasDismissForm,
    AnnotationForm,
    DiffForm,
    FalseNegativeForm,
    SampleForm,
)
from .models import Reason, Verdict

T = TypeVar("T")

READERS = (QA, ADMIN)
ANNOTATE_TEMPLATE = "qa/annotate.html"
NO_REPORT = "this answer has no verification report yet"
SAMPLE_INVALID = "is not a sample that holds this answer"
CHOICES = {"verdicts": Verdict.choices, "reasons": Reason.choices}


def _render(request, template, context, partial: str | None = None, status=200):
    name = f"{template}#{partial}" if partial and request.htmx else template
    return render(request, name, context, status=status)


# --- Annotating ----------------------------------------------------------------


def _annotate_context(request, answer: Answer, **extra):
    report = answer.current_report
    items = selectors.answer_items(answer=answer, report=report, user=request.user)
    return {
        "answer": answer,
        "report": report,
        "items": items,
        "can_annotate": has_role(request.user, QA),
        **CHOICES,
        "fn_form": extra.pop("fn_form", None) or FalseNegativeForm(),
        **extra,
    }


def _found(row: T | None) -> T:
    if row is None:
        raise Http404("Not found.")
    return row


def _answer_with_report(answer_id: int) -> Answer:
    return _found(selectors.answer_for_annotation(answer_id))


def _sample_place(data, answer_id: int) -> selectors.SamplePlace | None:
    """The sample the analyst is working through (`sample` in the query or form).

    Raise a 400-worthy ApplicationError naming `sample` when it is not a sample
    holding this answer.
    """
    raw = data.get("sample")
    if not raw:
        return None
    # Not str.isdigit(): "²" is a digit to it and no number to int() (a 500).
    sample_id = id_param(raw)
    if sample_id is None:
        raise ApplicationError(SAMPLE_INVALID, field="sample")
    place = selectors.sample_place(sample_id=sample_id, answer_id=answer_id)
    if place is None:
        raise ApplicationError(SAMPLE_INVALID, field="sample")
    return place


def _annotate_url(answer_id: int, place: selectors.SamplePlace | None) -> str:
    url = reverse("qa:answer_annotate", args=[answer_id])
    return f"{url}?sample={place.sample.pk}" if place else url


@require_GET
@role_required(*READERS)
def answer_annotate(request: HttpRequest, answer_id: int) -> HttpResponse:
    """The standalone page: every item of the current report with its form; from a
    sample, with the way to the previous and next answers of that sample."""
    answer = _answer_with_report(answer_id)
    if answer.current_report is None:
        return HttpResponse(NO_REPORT, status=409, content_type="text/plain")
    try:
        place = _sample_place(request.GET, answer.pk)
    except ApplicationError as error:
        return HttpResponseBadRequest(
            f"{error.field}: {error.message}", content_type="text/plain"
        )
    context = _annotate_context(request, answer, place=place)
    if place:
        context["previous_url"] = place.previous_id and _annotate_url(
            place.previous_id, place
        )
        context["next_url"] = place.next_id and _annotate_url(place.next_id, place)
    return _render(request, ANNOTATE_TEMPLATE, context, "qa_panel")


@require_GET
@role_required(*READERS)
def answer_panel(request: HttpRequest, answer_id: int) -> HttpResponse:
    """The panel alone, which the answer view loads into its placeholder."""
    answer = _answer_with_report(answer_id)
    if answer.current_report is None:
        return HttpResponse(NO_REPORT, status=409, content_type="text/plain")
    return render(
        request, f"{ANNOTATE_TEMPLATE}#qa_panel", _annotate_context(request, answer)
    )


def _item_response(request, answer, report, key, errors=None, status=200, place=None):
    item = selectors.item_for_key(
        answer=answer, report=report, key=key, user=request.user
    )
    item.errors = errors or {}
    if request.htmx:
        # htmx 2 does not swap 4xx: the partial comes back 200 with its errors.
        return render(
            request,
            f"{ANNOTATE_TEMPLATE}#qa_item",
            {
                "item": item,
                "answer": answer,
                "can_annotate": True,
                "place": place,
                **CHOICES,
            },
        )
    if errors:
        context = _annotate_context(request, answer, place=place)
        for other in context["items"]:
            if other.key == key:
                other.errors = errors
        return render(request, ANNOTATE_TEMPLATE, context, status=status)
    return redirect(_annotate_url(answer.pk, place) + f"#{item.dom_id}")


def _annotate_item(request, obj, key: str, record) -> HttpResponse:
    report = obj.report
    form = AnnotationForm(request.POST)
    errors = None
    try:
        place = _sample_place(request.POST, report.answer_id)
    except ApplicationError as error:
        return HttpResponseBadRequest(
            f"{error.field}: {error.message}", content_type="text/plain"
        )
    if form.is_valid():
        try:
            record(user=request.user, **form.cleaned_data)
        except ApplicationError as error:
            errors = {error.field: [error.message]}
    else:
        errors = form.errors
    if errors is None and request.POST.get("then") == "next":
        return _save_and_next(request, report, key, place)
    return _item_response(
        request, report.answer, report, key, errors, status=400, place=place
    )


def _save_and_next(request, report, key: str, place) -> HttpResponse:
    """After "Save and next": the next item still without your verdict on this
    answer; when there is none, the next answer of the sample (or the sample's
    page after its last answer)."""
    answer = report.answer
    items = selectors.answer_items(answer=answer, report=report, user=request.user)
    following = selectors.item_next_unjudged(items, key)
    if following is not None:
        response = _item_response(request, answer, report, key, place=place)
        if request.htmx:
            return trigger_client_event(
                response, "qa-focus", {"id": following.dom_id}, after="settle"
            )
        return redirect(_annotate_url(answer.pk, place) + f"#{following.dom_id}")
    if place is None:
        destination = _annotate_url(answer.pk, None)
    elif place.next_id is not None:
        destination = _annotate_url(place.next_id, place)
    else:
        destination = (
            reverse("qa:sample_detail", args=[place.sample.pk]) + "?finished=1"
        )
    if request.htmx:
        return HttpResponseClientRedirect(destination)
    return redirect(destination)


@require_POST
@role_required(QA)
def check_annotate(request: HttpRequest, check_id: int) -> HttpResponse:
    check = _found(selectors.check_for_annotation(check_id))
    return _annotate_item(
        request,
        check,
        f"check:{check.pk}",
        lambda **kw: services.annotation_record_check(check=check, **kw),
    )


@require_POST
@role_required(QA)
def sentence_annotate(request: HttpRequest, sentence_id: int) -> HttpResponse:
    sentence = _found(selectors.sentence_for_annotation(sentence_id))
    return _annotate_item(
        request,
        sentence,
        f"sentence:{sentence.pk}",
        lambda **kw: services.annotation_record_sentence(sentence=sentence, **kw),
    )


@require_POST
@role_required(QA)
def false_negative_create(request: HttpRequest, answer_id: int) -> HttpResponse:
    """Record a span the verifier missed, found from the snippet the analyst chose."""
    answer = _answer_with_report(answer_id)
    if answer.current_report is None:
        return HttpResponse(NO_REPORT, status=409, content_type="text/plain")
    form = FalseNegativeForm(request.POST)
    if form.is_valid():
        try:
            services.false_negative_record(
                user=request.user,
                answer=answer,
                report=answer.current_report,
                **form.cleaned_data,
            )
        except ApplicationError as error:
            form.add_error(error.field, error.message)
    if form.errors:
        context = _annotate_context(request, answer, fn_form=form)
        return _render(
            request,
            ANNOTATE_TEMPLATE,
            context,
            "qa_panel",
            status=200 if request.htmx else 400,
        )
    if request.htmx:
        return _render(
            request, ANNOTATE_TEMPLATE, _annotate_context(request, answer), "qa_panel"
        )
    return redirect("qa:answer_annotate", answer_id=answer.pk)


# --- Samples -------------------------------------------------------------------


@require_http_methods(["GET", "POST"])
@role_required(*READERS)
def samples(request: HttpRequest) -> HttpResponse:
    """List samples; POST draws a new one from a seed, a size and filters."""
    form = SampleForm(request.POST or None)
    status = 200
    if request.method == "POST":
        if form.is_valid():
            data = form.cleaned_data
            received_from, received_to = form.window()
            filters = services.sample_filters_resolve(
                states=data["states"],
                source=data["source"],
                received_from=received_from,
                received_to=received_to,
            )
            try:
                sample = services.sample_create(
                    user=request.user,
                    seed=data["seed"],
                    size=data["size"],
                    filters=filters,
                )
            except ApplicationError as error:
                form.add_error(error.field, error.message)
            else:
                return redirect("qa:sample_detail", sample_id=sample.pk)
        status = 400
    rows = selectors.samples_recent()
    return render(
        request, "qa/samples.html", {"form": form, "samples": rows}, status=status
    )


@require_GET
@role_required(*READERS)
def sample_detail(request: HttpRequest, sample_id: int) -> HttpResponse:
    sample = _found(selectors.sample_get(sample_id))
    items = selectors.sample_items(sample)
    annotated = selectors.answers_annotated([item.answer_id for item in items])
    first_open = next(
        (i.answer_id for i in items if i.answer_id not in annotated), None
    )
    window = [
        datetime.fromisoformat(sample.filters[key])
        for key in ("received_from", "received_to")
    ]
    context = {
        "sample": sample,
        "items": items,
        "annotated": annotated,
        "first_open": first_open,
        "window": window,
        "finished": request.GET.get("finished") == "1",
    }
    return render(request, "qa/sample_detail.html", context)


# --- Measuring -----------------------------------------------------------------


def _precision_bars(table: selectors.PrecisionTable) -> list[charts.Bar]:
    return [
        charts.Bar(
            label=str(group),
            value=p.value,
            low=p.interval[0] if p.interval else None,
            high=p.interval[1] if p.interval else None,
            note=f"(n={p.n})",
        )
        for group, p in table.rows
    ]


@require_GET
@role_required(*READERS)
def dashboard(request: HttpRequest) -> HttpResponse:
    """Verifier precision with Wilson intervals, sliced, and the FP reasons ranked."""
    data = selectors.dashboard()
    sections = []
    for status, tables in data.tables.items():
        sections.append(
            {
                "status": status,
                "overall": data.overall[status],
                "tables": [
                    {
                        "table": table,
                        "chart": charts.bar_chart(
                            table.title,
                            _precision_bars(table),
                            axis_label="Precision (bar) with 95% Wilson interval",
                        ),
                    }
                    for table in tables
                    if table.dimension != "Week verified" and table.rows
                ],
            }
        )
    weekly_chart = charts.line_chart(
        "Verifier precision per week",
        data.weeks,
        [charts.Series(status, values) for status, values in data.weekly.items()],
        x_axis="Week the report was made (ISO week)",
        y_axis="Precision",
    )
    reasons_chart = charts.bar_chart(
        "False-positive reasons",
        [
            charts.Bar(label, n / max(1, data.reasons[0][2]), note=f"{n}")
            for _, label, n in data.reasons
        ],
        axis_label="Items, relative to the most common reason",
    )
    return render(
        request,
        "qa/dashboard.html",
        {
            "data": data,
            "sections": sections,
            "weekly_chart": weekly_chart,
            "weekly_rows": [
                (
                    week,
                    data.weekly_proportions["unsupported"].get(week),
                    data.weekly_proportions["unverified"].get(week),
                )
                for week in data.weeks
            ],
            "reasons_chart": reasons_chart,
            "agreement": [
                (
                    data.annotator_names.get(pair.first, pair.first),
                    data.annotator_names.get(pair.second, pair.second),
                    pair,
                )
                for pair in data.agreement
            ],
        },
    )


@require_GET
@role_required(*READERS)
def export(request: HttpRequest) -> StreamingHttpResponse:
    """Every annotated report as a regression case for the verifier CLI (JSONL)."""
    lines = (
        json.dumps(record, ensure_ascii=False) + "\n"
        for record in selectors.export_records()
    )
    response = StreamingHttpResponse(lines, content_type="application/x-ndjson")
    response["Content-Disposition"] = 'attachment; filename="qa-regressions.jsonl"'
    return response


# --- Fixing --------------------------------------------------------------------


def _aliases_page(request, *, form=None, accepted=None, status=200) -> HttpResponse:
    affected = selectors.answers_citing_label(accepted.alias) if accepted else []
    return render(
        request,
        "qa/aliases.html",
        {
            "suggestions": selectors.alias_suggestions(),
            "aliases": selectors.aliases_recent(),
            "form": form,
            "accepted": accepted,
            "affected": affected,
            "runs": selectors.reverification_runs_recent(),
            "can_accept": has_role(request.user, ADMIN),
        },
        status=status,
    )


@require_GET
@role_required(*READERS)
def aliases(request: HttpRequest) -> HttpResponse:
    """Suggested aliases from label-variant false positives, and recent runs."""
    accepted = None
    if (accepted_id := id_param(request.GET.get("accepted"))) is not None:
        accepted = selectors.alias_get(accepted_id)
    return _aliases_page(request, accepted=accepted)


@require_POST
@role_required(ADMIN)
def alias_accept(request: HttpRequest) -> HttpResponse:
    """Create the suggested alias in one click, then offer re-verification."""
    form = AliasAcceptForm(request.POST)
    if form.is_valid():
        try:
            alias = services.alias_accept(user=request.user, **form.cleaned_data)
        except ApplicationError as error:
            form.add_error(error.field, error.message)
        else:
            return redirect(reverse("qa:aliases") + f"?accepted={alias.pk}")
    return _aliases_page(request, form=form, status=400)


@require_POST
@role_required(ADMIN)
def alias_dismiss(request: HttpRequest) -> HttpResponse:
    """Take a wrong suggestion off the list for good, with the admin's reason."""
    form = AliasDismissForm(request.POST)
    if form.is_valid():
        try:
            services.alias_suggestion_dismiss(user=request.user, **form.cleaned_data)
        except ApplicationError as error:
            form.add_error(error.field, error.message)
        else:
            return redirect("qa:aliases")
    return _aliases_page(request, form=form, status=400)


@require_POST
@role_required(ADMIN)
def alias_reverify(request: HttpRequest, alias_id: int) -> HttpResponse:
    """Re-verify the answers whose current report cites the alias's label."""
    alias = _found(selectors.alias_get(alias_id))
    run = services.reverification_start(
        user=request.user,
        answer_ids=selectors.answers_citing_label(alias.alias),
        reason=f"alias accepted: {alias.alias} -> {alias.canonical}",
    )
    return redirect("qa:run_detail", run_id=run.pk)


@require_GET
@role_required(*READERS)
def run_detail(request: HttpRequest, run_id: int) -> HttpResponse:
    """A run's progress (polled by htmx until done) and what changed per answer."""
    run = _found(selectors.reverification_run_get(run_id))
    items = selectors.reverification_run_items(run)
    context = {"run": run, "items": items}
    if request.htmx:
        response = render(request, "qa/run_detail.html#run_progress", context)
        if run.finished_at is not None:
            stop = HttpResponseStopPolling(response.content)
            return stop
        return response
    return render(request, "qa/run_detail.html", context)


@require_GET
@role_required(*DESK_ROLES)
def answer_diff(request: HttpRequest, answer_id: int) -> HttpResponse:
    """Citations whose status changed between two reports of one answer."""
    answer = _found(selectors.answer_for_annotation(answer_id))
    form = DiffForm(request.GET)
    if not form.is_valid():
        return HttpResponseBadRequest(
            json.dumps({"errors": form.error_fields()}), content_type="application/json"
        )
    reports = selectors.answer_reports(answer)
    by_id = {r.pk: r for r in reports}
    errors = {}
    chosen = {}
    defaults = {
        "from_": reports[-2] if len(reports) > 1 else None,
        "to": answer.current_report or (reports[-1] if reports else None),
    }
    for name in ("from_", "to"):
        value = form.cleaned_data[name]
        chosen[name] = by_id.get(value) if value else defaults[name]
        if chosen[name] is None:
            field = "from" if name == "from_" else name
            errors[field] = ["is not a report of this answer"]
    if errors:
        return HttpResponseBadRequest(
            json.dumps({"errors": errors}), content_type="application/json"
        )
    diff = selectors.report_diff(chosen["from_"], chosen["to"])
    context = {
        "answer": answer,
        "diff": diff,
        "reports": reports,
        "before_html": report_rendered(
            answer, diff.before, diff.citations, side="before"
        ),
        "after_html": report_rendered(answer, diff.after, diff.citations, side="after"),
        "changes": [(c, line_of(answer.text, c.start)) for c in diff.citations],
    }
    return render(request, "qa/diff.html", context)
