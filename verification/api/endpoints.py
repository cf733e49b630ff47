"""The routes of the ingestion API: parse, call one service or selector, shape.

Authentication is in `auth`, error bodies in `errors`, body parsing in `parsing`,
and the JSON shapes in `verification.schemas`.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

from asgiref.sync import sync_to_async
from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from ninja import NinjaAPI, Query, Status

from foundations.actors import Actor
from foundations.cursors import cursor_decode, cursor_encode, cursor_invalid
from foundations.errors import ApplicationError

from .. import schemas, selectors
from ..models import Answer, ApiToken
from ..services.answers import IngestResult, answers_ingest
from ..webhooks.api import router as webhooks_router
from .auth import SourceTokenAuth
from .errors import error_handlers_install, error_response
from .parsing import answer_input, post_body_parse

WAIT_OUT_OF_RANGE = "must be between 0 and {limit} seconds"
NOT_FOUND = "no answer with this id for your source"


class CitationReviewAPI(NinjaAPI):
    def get_openapi_schema(self, *args: Any, **kwargs: Any):  # type: ignore[override]
        schema = super().get_openapi_schema(*args, **kwargs)
        # The POST body is parsed by hand (one answer or a batch, with field-named
        # errors); its shapes are published here so clients can generate code.
        components = schema.setdefault("components", {}).setdefault("schemas", {})
        for model in (schemas.AnswerIn, schemas.AnswerBatchIn):
            generated = model.model_json_schema(
                ref_template="#/components/schemas/{model}"
            )
            components.update(generated.pop("$defs", {}))
            components[generated["title"]] = generated
        return schema


api = CitationReviewAPI(
    title="Citation Review ingestion API",
    version="1",
    description=(
        "Post answers with the evidence the model saw; read back verification reports. "
        "A report has exactly the shape of a line of the verifier CLI's output."
    ),
    urls_namespace="api",
    auth=SourceTokenAuth(),
)


error_handlers_install(api)
api.add_router("/webhooks", webhooks_router)


def _urls(answer_id: int) -> dict[str, str]:
    return {
        "url": reverse("api:answer_get", kwargs={"answer_id": answer_id}),
        "review_url": reverse("answer_detail", kwargs={"answer_id": answer_id}),
    }


async def _wait_for_reports(answer_ids: list[int], seconds: float) -> None:
    # An await, not a sleep: under the ASGI server (`make api`) a waiting call holds
    # no thread and no worker, only this coroutine and its request's database
    # connection, so fifty callers waiting cost the reviewer pages nothing (their
    # WSGI pool is apart, docs/benchmarks.md "Waiting callers").
    deadline = time.monotonic() + seconds
    delay = 0.02
    pending_count = sync_to_async(selectors.answers_pending_count)
    while time.monotonic() < deadline:
        if await pending_count(answer_ids=answer_ids) == 0:
            return
        await asyncio.sleep(min(delay, max(0.0, deadline - time.monotonic())))
        delay = min(delay * 1.5, 0.25)


@api.post(
    "/answers",
    url_name="answers_post",
    response={
        202: schemas.AcceptedOut | schemas.AcceptedBatchOut,
        400: schemas.ErrorOut,
        409: schemas.ErrorOut,
        413: schemas.ErrorOut,
        422: schemas.ErrorOut,
        429: schemas.ErrorOut,
    },
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {
                "application/json": {
                    "schema": {
                        "oneOf": [
                            {"$ref": "#/components/schemas/AnswerIn"},
                            {"$ref": "#/components/schemas/AnswerBatchIn"},
                        ]
                    }
                }
            },
        }
    },
)
async def answers_post(request: HttpRequest, wait: float = 0) -> HttpResponse:
    """Accept one answer, or `{"answers": [...]}` (up to 500), with their evidence.

    Idempotent on (source, external_id). With `wait` (seconds, at most 10) the
    response is held until the reports are ready.
    """
    if not 0 <= wait <= settings.API_MAX_WAIT_SECONDS:
        limit = settings.API_MAX_WAIT_SECONDS
        return error_response(422, [("wait", WAIT_OUT_OF_RANGE.format(limit=limit))])
    is_batch, results = await sync_to_async(_answers_accept)(request)
    ids = [r.answer_id for r in results]
    if wait:
        await _wait_for_reports(ids, wait)
    body = await sync_to_async(_accepted_body)(request, is_batch, results)
    return HttpResponse(json.dumps(body), status=202, content_type="application/json")


def _answers_accept(request: HttpRequest) -> tuple[bool, list[IngestResult]]:
    is_batch, answers = post_body_parse(request)
    token: ApiToken = request.api_token  # type: ignore[attr-defined]
    try:
        results = answers_ingest(
            source=token.source,
            actor=Actor.for_token(token),
            answers=[answer_input(a) for a in answers],
        )
    except ApplicationError as refused:
        if is_batch and refused.field == "external_id":
            refused.items = [
                (f"answers[{refused.detail['index']}].external_id", refused.message)
            ]
        raise
    return is_batch, results


def _accepted_body(
    request: HttpRequest, is_batch: bool, results: list[IngestResult]
) -> dict[str, Any]:
    token: ApiToken = request.api_token  # type: ignore[attr-defined]
    ids = [r.answer_id for r in results]
    stored = {
        a.pk: a
        for a in selectors.answers_get_for_source(
            answer_ids=ids, source_id=token.source_id
        )
    }
    accepted = [
        {
            "id": r.answer_id,
            "external_id": r.external_id,
            "created": r.created,
            **_urls(r.answer_id),
            "verification_state": stored[r.answer_id].verification_state,
            "report": selectors.report_as_dict(stored[r.answer_id]),
        }
        for r in results
    ]
    return {"answers": accepted} if is_batch else accepted[0]


def _answer_detail(answer: Answer) -> dict[str, Any]:
    return {
        "id": answer.pk,
        "external_id": answer.external_id,
        "source": answer.source.name,
        "model": answer.model,
        "question": answer.question,
        "text": answer.text,
        "received_at": answer.received_at,
        "verification_state": answer.verification_state,
        "verification_error": answer.verification_error,
        "review_state": answer.review_state,
        **_urls(answer.pk),
        "evidence": [
            {
                "chunk_id": e.chunk_id,
                "law_label": e.law_label,
                "article": e.article,
                "article_no": e.article_no,
                "text": e.text,
                "score": e.score,
                "citation_key": e.citation_key,
            }
            for e in answer.evidence.all()
        ],
        "report": selectors.report_as_dict(answer),
    }


@api.get(
    "/answers/{answer_id}",
    url_name="answer_get",
    response={200: schemas.AnswerOut, 404: schemas.ErrorOut},
)
def answer_get(request: HttpRequest, answer_id: int):
    """An answer, its evidence, its states and its current report."""
    token: ApiToken = request.api_token  # type: ignore[attr-defined]
    answer = selectors.answer_get_for_source(
        answer_id=answer_id, source_id=token.source_id
    )
    if answer is None:
        return Status(404, {"detail": NOT_FOUND})
    return Status(200, _answer_detail(answer))


def _after_id(cursor: str | None) -> int:
    if not cursor:
        return 0
    (after_id,) = cursor_decode(cursor, length=1)
    if not isinstance(after_id, int):
        raise cursor_invalid()
    return after_id


@api.get(
    "/answers",
    url_name="answers_list",
    response={200: schemas.AnswerPageOut, 400: schemas.ErrorOut, 422: schemas.ErrorOut},
)
def answers_list(request: HttpRequest, filters: Query[schemas.AnswerListFilters]):
    """Your source's answers in the order received, `limit` at a time.

    Follow `next_cursor` for the next page.
    """
    token: ApiToken = request.api_token  # type: ignore[attr-defined]
    rows = selectors.answers_list_for_source(
        source_id=token.source_id,
        state=filters.state,
        since=filters.since,
        after_id=_after_id(filters.cursor),
        limit=filters.limit + 1,
    )
    page, more = rows[: filters.limit], len(rows) > filters.limit
    return Status(
        200,
        {
            "results": [
                {
                    "id": a.pk,
                    "external_id": a.external_id,
                    "received_at": a.received_at,
                    "verification_state": a.verification_state,
                    "review_state": a.review_state,
                    "unsupported_count": a.unsupported_count,
                    "uncited_count": a.uncited_count,
                    "url": _urls(a.pk)["url"],
                }
                for a in page
            ],
            "next_cursor": cursor_encode(page[-1].pk) if more else None,
        },
    )
