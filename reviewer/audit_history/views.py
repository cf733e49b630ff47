"""The audit history pages (`/audit/`), for the admin role only.

Views parse the filters, call one selector or service, and render; the list is a
partial of its page so htmx swaps only the results.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from django.conf import settings
from django.contrib import messages
from django.core.exceptions import ImproperlyConfigured
from django.http import (
    Http404,
    HttpRequest,
    HttpResponse,
    JsonResponse,
    StreamingHttpResponse,
)
from django.shortcuts import redirect, render
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST

from foundations.audit import exports, selectors
from foundations.audit.keys import SigningKeyMissing, all_public_keys_pem, public_keys
from foundations.audit.models import AuditEvent
from foundations.audit.record_verify import verify_checkpoint
from foundations.audit.services import (
    CheckpointRefused,
    audit_chain_walk_enqueue,
    audit_checkpoint_sign,
)
from foundations.audit.witness import published_notes, witness_check
from foundations.htmx import HtmxHttpRequest
from foundations.params import count_param
from foundations.roles import ADMIN, role_required
from verification.api.errors import error_response
from verification.models import Answer
from verification.selectors import answer_get

from .forms import AuditFilterForm
from .records import review_record_build
from .words import events_with_words

logger = logging.getLogger(__name__)

PAGE_SIZE = 50
CHAIN_RECENT_INTACT = (
    "Audit chain intact up to event #{event} ({count} events): the {checked} "
    "events since the last verified checkpoint were checked now."
)
CHAIN_WALK_QUEUED = (
    "The whole-chain walk is queued for a worker; when the chain is intact it "
    "records a checkpoint, shown under Chain state."
)
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
        "tree": _tree_state(),
    }
    template = (
        "audit/events.html#audit_results" if request.htmx else "audit/events.html"
    )
    return render(request, template, context, status=status)


@require_GET
@role_required(ADMIN)
def answer_trail(request: HttpRequest, answer_id: int) -> HttpResponse:
    """Everything recorded about one answer, oldest first."""
    answer = answer_get(answer_id=answer_id)
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
    """Check the events since the last verified checkpoint now; queue the whole walk.

    The whole walk takes hours on a large log, so a worker does it (and records a
    checkpoint when the chain is intact); the request walks only the recent events
    and says so.
    """
    check = selectors.audit_chain_verify_recent()
    audit_chain_walk_enqueue()
    if not check.intact:
        messages.error(
            request, CHAIN_BROKEN.format(event=check.broken_at, reason=check.reason)
        )
    elif check.verified_up_to is None:
        messages.info(request, CHAIN_EMPTY)
    else:
        messages.success(
            request,
            CHAIN_RECENT_INTACT.format(
                event=check.verified_up_to,
                count=check.verified_count,
                checked=check.checked,
            ),
        )
    messages.info(request, CHAIN_WALK_QUEUED)
    return redirect("audit:events")


# --- signed checkpoints, proofs, review records -----------------------------------

CHECKPOINT_SIGNED = "Signed checkpoint of {size} events (key {key})."
CHECKPOINT_UNCHANGED = "The log has not grown: the newest checkpoint ({size}) stands."
NOT_A_NUMBER = "must be a whole number"
EVENT_NOT_YOURS = "no audit event with this id about your source's answers"


def _tree_state() -> dict[str, Any]:
    """The newest signed checkpoint, whether it verifies, and the witness status."""
    checkpoint = selectors.signed_checkpoint_latest()
    state: dict[str, Any] = {"checkpoint": checkpoint, "signature_ok": None}
    try:
        keys = public_keys()
    except ImproperlyConfigured as error:
        # No key configured (production without AUDIT_SIGNING_KEY): say so, not a 500.
        keys, state["signature_error"] = [], str(error)
    if checkpoint is not None:
        try:
            verify_checkpoint(checkpoint.note, keys)
            state["signature_ok"] = True
        except ValueError as error:
            state["signature_ok"], state["signature_error"] = False, str(error)
    state["witness_file"] = settings.AUDIT_WITNESS_FILE
    if settings.AUDIT_WITNESS_FILE:
        # The newest published checkpoint only: one O(log n) proof per page view;
        # `manage.py audit_witness` checks them all.
        try:
            notes = published_notes(settings.AUDIT_WITNESS_FILE)[-1:]
            report = witness_check(notes, keys)
            state["witness"] = report
        except (OSError, ValueError) as error:
            state["witness_error"] = str(error)
    return state


@require_POST
@role_required(ADMIN)
def checkpoint_sign(request: HttpRequest) -> HttpResponse:
    """Sign the tree head now (the beat task does it every few minutes).

    Without a signing key, or over a chain that does not verify, the page says why
    in a message: nothing is signed, and nothing fails with a 500.
    """
    try:
        checkpoint, created = audit_checkpoint_sign()
    except (SigningKeyMissing, CheckpointRefused) as refused:
        messages.error(request, str(refused))
        return redirect("audit:events")
    if created:
        messages.success(
            request,
            CHECKPOINT_SIGNED.format(size=checkpoint.size, key=checkpoint.key_id),
        )
    else:
        messages.info(request, CHECKPOINT_UNCHANGED.format(size=checkpoint.size))
    return redirect("audit:events")


@require_GET
def public_key(request: HttpRequest) -> HttpResponse:
    """The log's public keys (PEM), current first: public, as a verifier needs them."""
    try:
        keys = all_public_keys_pem()
    except ImproperlyConfigured as missing:
        # A deployment without its signing key: say so plainly, never a traceback.
        return HttpResponse(
            str(missing), status=503, content_type="text/plain; charset=utf-8"
        )
    return HttpResponse(keys, content_type="text/plain; charset=utf-8")


def _int_param(request: HttpRequest, name: str, *, required: bool) -> int | None:
    raw = request.GET.get(name, "").strip()
    if not raw and not required:
        return None
    # ASCII digits only: "²" passes str.isdigit() and fails int() (whose message
    # then stood where the field's name belongs).
    number = count_param(raw)
    if number is None:
        raise ValueError(f"{name}: {NOT_A_NUMBER}")
    return number


def _bad_request(message: str, field: str) -> HttpResponse:
    # The API's error shape: {"detail": [{"field", "message"}]}.
    return error_response(400, [(field, message)])


def checkpoint_json(checkpoint: Any) -> dict[str, Any] | None:
    """A signed checkpoint as the proof endpoints return it (null when none)."""
    if checkpoint is None:
        return None
    return {"id": checkpoint.pk, "size": checkpoint.size, "note": checkpoint.note}


def inclusion_proof_response(
    request: HttpRequest, *, visible: Callable[[int], bool] | None = None
) -> HttpResponse:
    """`?event=ID[&size=N]` as JSON; an event `visible` refuses is not found (404).

    Without `visible` (an admin), every event is provable and a missing one is a
    400 naming the field, like any other bad value.
    """
    try:
        event_id = _int_param(request, "event", required=True)
        size = _int_param(request, "size", required=False)
    except ValueError as error:
        field, _, message = str(error).partition(": ")
        return _bad_request(message, field)
    assert event_id is not None
    if visible is not None and not visible(event_id):
        return error_response(404, [("event", EVENT_NOT_YOURS)])
    try:
        proof = selectors.audit_inclusion_proof(event_id=event_id, size=size)
    except LookupError as error:
        field = "event" if str(error) == selectors.NO_SUCH_EVENT else "size"
        return _bad_request(str(error), field)
    except ValueError as error:
        return _bad_request(str(error), "size")
    return JsonResponse(
        {
            "event_id": proof.event.pk,
            "leaf_index": proof.event.leaf_index,
            "leaf_hash": bytes(proof.event.leaf_hash).hex(),
            "tree_size": proof.size,
            "root_hash": proof.root.hex(),
            "inclusion_proof": [h.hex() for h in proof.proof],
            "checkpoint": checkpoint_json(proof.checkpoint),
        }
    )


def consistency_proof_response(request: HttpRequest) -> HttpResponse:
    """`?from=M[&to=N]` as JSON: the proof that the tree of N extends that of M."""
    try:
        old = _int_param(request, "from", required=True)
        new = _int_param(request, "to", required=False)
    except ValueError as error:
        field, _, message = str(error).partition(": ")
        return _bad_request(message, field)
    assert old is not None
    try:
        proof = selectors.audit_consistency_proof(old_size=old, new_size=new)
    except ValueError as error:
        return _bad_request(str(error), "from")
    return JsonResponse(
        {
            "from": proof.old_size,
            "to": proof.new_size,
            "from_root": proof.old_root.hex(),
            "to_root": proof.new_root.hex(),
            "consistency_proof": [h.hex() for h in proof.proof],
            "from_checkpoint": checkpoint_json(proof.old_checkpoint),
            "to_checkpoint": checkpoint_json(proof.new_checkpoint),
        }
    )


@require_GET
@role_required(ADMIN)
def proof_inclusion(request: HttpRequest) -> HttpResponse:
    """`?event=ID[&size=N]`: the RFC 9162 inclusion proof of one event (JSON).

    Sources prove their own answers' events at `/api/v1/audit/proofs/inclusion`.
    """
    return inclusion_proof_response(request)


@require_GET
@role_required(ADMIN)
def proof_consistency(request: HttpRequest) -> HttpResponse:
    """`?from=M[&to=N]`: the proof that the tree of N events extends that of M."""
    return consistency_proof_response(request)


RECORD_CHAIN_BROKEN = (
    "The review record cannot be signed now: the audit log failed its integrity "
    "check. The administrators are told; try again later."
)


def _record_refusal(
    refused: SigningKeyMissing | CheckpointRefused, *, detailed: bool
) -> str:
    """The 503's words: the missing setting, or why the chain was not signed
    (in full for an admin; an API caller is told only that it failed)."""
    if isinstance(refused, CheckpointRefused):
        logger.error("review record refused: %s", refused)
        if not detailed:
            return RECORD_CHAIN_BROKEN
    return str(refused)


def record_download(answer: Answer, *, detailed: bool) -> HttpResponse:
    """The signed bundle as a download, or a 503 saying why it cannot be signed."""
    try:
        record = review_record_build(answer=answer)
    except (SigningKeyMissing, CheckpointRefused) as refused:
        return error_response(503, _record_refusal(refused, detailed=detailed))
    response = HttpResponse(
        json.dumps(record.bundle, ensure_ascii=False, indent=1),
        content_type="application/json; charset=utf-8",
    )
    response["Content-Disposition"] = (
        f'attachment; filename="review-record-{answer.pk}.json"'
    )
    response["Cache-Control"] = "no-store"
    return response


@require_GET
@role_required(ADMIN)
def answer_record_json(request: HttpRequest, answer_id: int) -> HttpResponse:
    """The signed review record of one answer, as a JSON download (admins)."""
    answer = answer_get(answer_id=answer_id)
    if answer is None:
        raise Http404("No answer with this id.")
    return record_download(answer, detailed=True)


@require_GET
@role_required(ADMIN)
def answer_record_page(request: HttpRequest, answer_id: int) -> HttpResponse:
    """The same review record as a printable page, for a paper file."""
    answer = answer_get(answer_id=answer_id)
    if answer is None:
        raise Http404("No answer with this id.")
    try:
        record = review_record_build(answer=answer)
    except (SigningKeyMissing, CheckpointRefused) as refused:
        context = {
            "answer_id": answer.pk,
            "reason": _record_refusal(refused, detailed=True),
        }
        return render(request, "audit/record_unavailable.html", context, status=503)
    return render(request, "audit/review_record.html", {"record": record})
