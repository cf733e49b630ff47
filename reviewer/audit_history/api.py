"""The audit log for API clients: a source's bearer token, never a session.

A source fetches signed checkpoints and consistency proofs (they reveal only sizes
and roots) and the inclusion proofs and review records of its own answers; another
source's answer, or an event about one, is not found (404), as in
`GET /api/v1/answers/<id>`. Every call counts against the token's rate limit.

These views live in the web layer, beside the admin's, because the review record
gathers decisions (the reviewer app's); they answer at the API's addresses
(config/urls.py) in the API's error shape.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.http import require_GET

from foundations.audit import selectors
from foundations.errors import TOO_MANY_REQUESTS, ApplicationError
from foundations.params import count_param
from verification.api.auth import rate_limit_enforce, retry_after
from verification.api.errors import error_response
from verification.models import ApiToken
from verification.selectors import answer_get
from verification.services.tokens import api_token_authenticate

from .views import (
    NOT_A_NUMBER,
    checkpoint_json,
    consistency_proof_response,
    inclusion_proof_response,
    record_download,
)

RECORD_NOT_FOUND = "no answer with this id from your source"
NO_CHECKPOINT_OF_SIZE = "no signed checkpoint of that size"


def _authenticated(request: HttpRequest) -> ApiToken | HttpResponse:
    """The caller's active token, counted against its limit; or the 401/429."""
    header = request.headers.get("Authorization", "")
    token = (
        api_token_authenticate(header[7:].strip())
        if header.startswith("Bearer ")
        else None
    )
    if token is None:
        return error_response(401, "Unauthorized")
    try:
        rate_limit_enforce(token)
    except ApplicationError as error:
        response = error_response(error.status, error.items)
        if error.status == TOO_MANY_REQUESTS:
            response["Retry-After"] = retry_after(error)
        return response
    return token


@require_GET
def api_checkpoint(request: HttpRequest) -> HttpResponse:
    """`GET /api/v1/audit/checkpoint[?size=N]`: the newest signed checkpoint, or the
    newest of exactly N events; its note verifies with `/audit/public-key`."""
    token = _authenticated(request)
    if isinstance(token, HttpResponse):
        return token
    raw = request.GET.get("size", "").strip()
    size = count_param(raw)
    if raw and size is None:
        return error_response(400, [("size", NOT_A_NUMBER)])
    if size is not None:
        checkpoint = selectors.signed_checkpoint_at(size)
        missing = NO_CHECKPOINT_OF_SIZE
    else:
        checkpoint = selectors.signed_checkpoint_latest()
        missing = selectors.NO_CHECKPOINT
    if checkpoint is None:
        return error_response(404, [("size", missing)])
    return JsonResponse(checkpoint_json(checkpoint))


@require_GET
def api_proof_inclusion(request: HttpRequest) -> HttpResponse:
    """`GET /api/v1/audit/proofs/inclusion?event=ID[&size=N]`, for events about the
    token's source's answers only."""
    token = _authenticated(request)
    if isinstance(token, HttpResponse):
        return token

    source_id = token.source_id

    def own_answer(event_id: int) -> bool:
        answer_id = selectors.audit_event_answer_id(event_id=event_id)
        return (
            answer_id is not None
            and answer_get(answer_id=answer_id, source_id=source_id) is not None
        )

    return inclusion_proof_response(request, visible=own_answer)


@require_GET
def api_proof_consistency(request: HttpRequest) -> HttpResponse:
    """`GET /api/v1/audit/proofs/consistency?from=M[&to=N]`: the tree of N events
    extends that of M (any sizes: a proof names no event)."""
    token = _authenticated(request)
    if isinstance(token, HttpResponse):
        return token
    return consistency_proof_response(request)


@require_GET
def api_answer_record(request: HttpRequest, answer_id: int) -> HttpResponse:
    """`GET /api/v1/answers/<id>/record`: the review record, for the source that
    sent the answer."""
    token = _authenticated(request)
    if isinstance(token, HttpResponse):
        return token
    answer = answer_get(answer_id=answer_id, source_id=token.source_id)
    if answer is None:
        return error_response(404, [("answer_id", RECORD_NOT_FOUND)])
    return record_download(answer, detailed=False)
