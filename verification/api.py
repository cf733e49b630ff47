"""The ingestion API (`/api/v1/`): upstream assistants post answers and read reports.

Views here parse and shape; the services do the work. Every error names the field it
is about, as `answers[3].evidence[2].article_no`, so a client can fix its payload
without reading our code.
"""

from __future__ import annotations

import base64
import binascii
import json
import logging
import time
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any

import pydantic
from django.conf import settings
from django.core.cache import cache
from django.core.exceptions import RequestDataTooBig
from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from ninja import NinjaAPI, Query, Status
from ninja.errors import ValidationError as NinjaValidationError
from ninja.security import HttpBearer
from pydantic import BaseModel, Field, field_validator

from reviewer.audit.services import Actor
from reviewer.middleware import DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS
from verification import core

from . import schemas, selectors
from .models import Answer, ApiToken, VerificationState
from .services.answers import AnswerInput, IngestConflict, answers_ingest
from .services.tokens import api_token_authenticate

BATCH_TOO_LARGE = "at most {limit} answers per batch"
TEXT_TOO_LONG = "longer than {limit} characters"
TOO_MUCH_EVIDENCE = "at most {limit} evidence passages per answer"
WAIT_OUT_OF_RANGE = "must be between 0 and {limit} seconds"
BODY_TOO_LARGE = "request body larger than {limit} bytes"
INVALID_JSON = "not valid JSON: {error}"
NOT_AN_OBJECT = 'must be a JSON object: one answer, or {"answers": [...]}'
BAD_CURSOR = "not a cursor returned by this API"
RATE_LIMITED = "rate limit of {limit} requests per minute exceeded for this token"
NOT_FOUND = "no answer with this id for your source"
SINCE_OUT_OF_RANGE = "outside the range of dates this API can store"
NUL_CHARACTER = "must not contain NUL (\\u0000) characters"


logger = logging.getLogger(__name__)


class RateLimited(Exception):
    pass


class SourceTokenAuth(HttpBearer):
    """`Authorization: Bearer TOKEN`, one token per source system."""

    def authenticate(self, request: HttpRequest, token: str) -> ApiToken | None:
        api_token = api_token_authenticate(token)
        if api_token is None:
            return None
        _enforce_rate_limit(api_token)
        request.api_token = api_token  # type: ignore[attr-defined]
        return api_token


def _enforce_rate_limit(token: ApiToken) -> None:
    # A fixed one-minute window in the shared cache: cheap, and shared by every web
    # process, which is what a per-token limit needs.
    limit = settings.API_RATE_LIMIT_PER_MINUTE
    key = f"api-rate:{token.pk}:{int(time.time() // 60)}"
    try:
        cache.add(key, 0, timeout=90)
        count = cache.incr(key)
    except ValueError:
        count = 1
    except Exception:  # noqa: BLE001 - Redis down: fail open, keep accepting answers
        logger.warning("rate-limit cache unavailable; request allowed")
        return
    if count > limit:
        raise RateLimited(RATE_LIMITED.format(limit=limit))


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


def _error(status: int, items: Iterable[tuple[str, str]] | str) -> HttpResponse:
    detail: Any = (
        items
        if isinstance(items, str)
        else [{"field": field, "message": message} for field, message in items]
    )
    return HttpResponse(
        json.dumps({"detail": detail}), status=status, content_type="application/json"
    )


@api.exception_handler(RateLimited)
def _rate_limited(request: HttpRequest, exc: RateLimited) -> HttpResponse:
    response = _error(429, str(exc))
    response["Retry-After"] = str(60 - int(time.time()) % 60)
    return response


def _database_unavailable(request: HttpRequest, exc: Exception) -> HttpResponse:
    # Ninja answers unknown exceptions itself (with a traceback under DEBUG), so the
    # 503 that DatabaseUnavailableMiddleware gives other pages is given here too.
    logger.warning("database unavailable serving %s: %s", request.path, exc)
    response = _error(503, DATABASE_UNAVAILABLE)
    response["Retry-After"] = RETRY_AFTER_SECONDS
    return response


api.add_exception_handler(OperationalError, _database_unavailable)
api.add_exception_handler(InterfaceError, _database_unavailable)


@api.exception_handler(NinjaValidationError)
def _validation_error(request: HttpRequest, exc: NinjaValidationError) -> HttpResponse:
    items = []
    for error in exc.errors:
        location = [
            part for part in error.get("loc", ()) if part not in ("query", "path")
        ]
        items.append((field_path(location) or "request", error.get("msg", "invalid")))
    return _error(422, items)


def field_path(location: Iterable[Any]) -> str:
    """Render a pydantic location as `answers[3].evidence[2].article_no`."""
    path = ""
    for part in location:
        if isinstance(part, int):
            path += f"[{part}]"
        else:
            path += f".{part}" if path else str(part)
    return path


def _pydantic_errors(error: pydantic.ValidationError) -> list[tuple[str, str]]:
    return [(field_path(e["loc"]), e["msg"]) for e in error.errors(include_url=False)]


def _limit_errors(
    answers: list[schemas.AnswerIn], prefix: str
) -> list[tuple[str, str]]:
    errors = []
    for index, answer in enumerate(answers):
        at = f"{prefix}[{index}]." if prefix else ""
        if len(answer.text) > settings.API_MAX_TEXT_CHARS:
            errors.append(
                (f"{at}text", TEXT_TOO_LONG.format(limit=settings.API_MAX_TEXT_CHARS))
            )
        if len(answer.question) > settings.API_MAX_TEXT_CHARS:
            errors.append(
                (
                    f"{at}question",
                    TEXT_TOO_LONG.format(limit=settings.API_MAX_TEXT_CHARS),
                )
            )
        if len(answer.evidence) > settings.API_MAX_EVIDENCE:
            errors.append(
                (
                    f"{at}evidence",
                    TOO_MUCH_EVIDENCE.format(limit=settings.API_MAX_EVIDENCE),
                )
            )
        for position, chunk in enumerate(answer.evidence):
            if len(chunk.text) > settings.API_MAX_EVIDENCE_TEXT_CHARS:
                errors.append(
                    (
                        f"{at}evidence[{position}].text",
                        TEXT_TOO_LONG.format(
                            limit=settings.API_MAX_EVIDENCE_TEXT_CHARS
                        ),
                    )
                )
    return errors


def _as_input(answer: schemas.AnswerIn) -> AnswerInput:
    return AnswerInput(
        external_id=answer.external_id,
        question=answer.question,
        model=answer.model,
        text=answer.text,
        # EvidenceIn has exactly core.EvidenceChunk's fields: one shape for both.
        evidence=tuple(core.EvidenceChunk(**e.model_dump()) for e in answer.evidence),
    )


def _parse_post_body(request: HttpRequest) -> tuple[bool, list[schemas.AnswerIn]]:
    """Return (is_batch, answers) or raise _BadRequest naming the field."""
    try:
        body = request.body
    except RequestDataTooBig:
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        raise _BadRequest(413, [("body", BODY_TOO_LARGE.format(limit=limit))]) from None
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError) as error:
        raise _BadRequest(400, [("body", INVALID_JSON.format(error=error))]) from None
    if not isinstance(data, dict):
        raise _BadRequest(400, [("body", NOT_AN_OBJECT)])
    nul_fields = [(path, NUL_CHARACTER) for path in _strings_with_nul(data, [])]
    if nul_fields:
        # PostgreSQL text cannot hold NUL: refuse it by name instead of failing later.
        raise _BadRequest(422, nul_fields[:50])
    is_batch = "answers" in data
    if is_batch and isinstance(data["answers"], list):
        if len(data["answers"]) > settings.API_MAX_BATCH:
            limit = settings.API_MAX_BATCH
            raise _BadRequest(422, [("answers", BATCH_TOO_LARGE.format(limit=limit))])
    try:
        if is_batch:
            answers = schemas.AnswerBatchIn.model_validate(data).answers
        else:
            answers = [schemas.AnswerIn.model_validate(data)]
    except pydantic.ValidationError as error:
        raise _BadRequest(422, _pydantic_errors(error)) from None
    errors = _limit_errors(answers, "answers" if is_batch else "")
    if errors:
        raise _BadRequest(422, errors)
    return is_batch, answers


def _strings_with_nul(value: Any, location: list[str | int]) -> Iterable[str]:
    """Yield the field path of every string in a JSON value that contains NUL."""
    if isinstance(value, str):
        if "\x00" in value:
            yield field_path(location)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings_with_nul(item, [*location, key])
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _strings_with_nul(item, [*location, index])


class _BadRequest(Exception):
    def __init__(self, status: int, items: list[tuple[str, str]]) -> None:
        super().__init__(items)
        self.status = status
        self.items = items


@api.exception_handler(_BadRequest)
def _bad_request(request: HttpRequest, exc: _BadRequest) -> HttpResponse:
    return _error(exc.status, exc.items)


def _urls(answer_id: int) -> dict[str, str]:
    return {
        "url": reverse("api:answer_get", kwargs={"answer_id": answer_id}),
        "review_url": reverse("answer_detail", kwargs={"answer_id": answer_id}),
    }


def _wait_for_reports(answer_ids: list[int], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    delay = 0.02
    while time.monotonic() < deadline:
        if selectors.answers_pending_count(answer_ids=answer_ids) == 0:
            return
        time.sleep(delay)
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
def answers_post(request: HttpRequest, wait: float = 0) -> HttpResponse:
    """Accept one answer, or `{"answers": [...]}` (up to 500), with their evidence.

    Idempotent on (source, external_id). With `wait` (seconds, at most 10) the
    response is held until the reports are ready.
    """
    if not 0 <= wait <= settings.API_MAX_WAIT_SECONDS:
        limit = settings.API_MAX_WAIT_SECONDS
        return _error(422, [("wait", WAIT_OUT_OF_RANGE.format(limit=limit))])
    is_batch, answers = _parse_post_body(request)
    token: ApiToken = request.api_token  # type: ignore[attr-defined]
    try:
        results = answers_ingest(
            source=token.source,
            actor=Actor.for_token(token),
            answers=[_as_input(a) for a in answers],
        )
    except IngestConflict as conflict:
        field = f"answers[{conflict.index}].external_id" if is_batch else "external_id"
        return _error(409, [(field, conflict.message)])
    ids = [r.answer_id for r in results]
    if wait:
        _wait_for_reports(ids, wait)
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
    body = {"answers": accepted} if is_batch else accepted[0]
    return HttpResponse(json.dumps(body), status=202, content_type="application/json")


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


def _decode_cursor(cursor: str | None) -> int:
    if not cursor:
        return 0
    try:
        return int(base64.urlsafe_b64decode(cursor.encode("ascii")).decode("ascii"))
    except (ValueError, binascii.Error, UnicodeError):
        raise _BadRequest(400, [("cursor", BAD_CURSOR)]) from None


def _encode_cursor(answer_id: int) -> str:
    return base64.urlsafe_b64encode(str(answer_id).encode("ascii")).decode("ascii")


class ListFilters(BaseModel):
    state: VerificationState | None = None
    since: datetime | None = None
    cursor: str | None = None
    limit: int = Field(default=100, ge=1, le=500)

    @field_validator("since")
    @classmethod
    def _since_in_utc(cls, value: datetime | None) -> datetime | None:
        # PostgreSQL refuses offsets past +-15:59 (a 500 before); UTC it can store.
        if value is None or value.tzinfo is None:
            return value
        try:
            return value.astimezone(UTC)
        except OverflowError:
            raise ValueError(SINCE_OUT_OF_RANGE) from None


@api.get(
    "/answers",
    url_name="answers_list",
    response={200: schemas.AnswerPageOut, 400: schemas.ErrorOut, 422: schemas.ErrorOut},
)
def answers_list(request: HttpRequest, filters: Query[ListFilters]):
    """Your source's answers in the order received, `limit` at a time.

    Follow `next_cursor` for the next page.
    """
    token: ApiToken = request.api_token  # type: ignore[attr-defined]
    rows = selectors.answers_list_for_source(
        source_id=token.source_id,
        state=filters.state,
        since=filters.since,
        after_id=_decode_cursor(filters.cursor),
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
            "next_cursor": _encode_cursor(page[-1].pk) if more else None,
        },
    )
