"""The POST body: one answer or `{"answers": [...]}`, read by hand.

By hand because a body can be one answer or a batch, and every refusal must name
the field in the client's own terms (`answers[3].text`, or `text` for a single
answer). Limits are checked here, before anything is stored.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

import pydantic
from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest

from foundations.errors import BAD_REQUEST, TOO_LARGE, ApplicationError
from foundations.text import unstorable_reason

from .. import schemas
from ..services.answers import AnswerInput
from .errors import field_path

BATCH_TOO_LARGE = "at most {limit} answers per batch"
TEXT_TOO_LONG = "longer than {limit} characters"
TOO_MUCH_EVIDENCE = "at most {limit} evidence passages per answer"
BODY_TOO_LARGE = "request body larger than {limit} bytes"
INVALID_JSON = "not valid JSON: {error}"
NOT_AN_OBJECT = 'must be a JSON object: one answer, or {"answers": [...]}'
TOO_DEEP = "nested deeper than {limit} levels"
CHUNKED_UNSUPPORTED = (
    "a chunked body cannot be read by this server: send Content-Length instead"
)
LENGTH_REQUIRED = 411
# An answer is three levels deep ({"answers": [{"evidence": [{...}]}]}); anything
# far deeper is an attack on the parser, refused before it is walked.
MAX_JSON_DEPTH = 32


def post_body_parse(request: HttpRequest) -> tuple[bool, list[schemas.AnswerIn]]:
    """Return (is_batch, answers) or raise an ApplicationError naming the fields."""
    data = _json_object(request)
    unstorable = list(_unstorable_strings(data))
    if unstorable:
        # PostgreSQL text holds neither NUL nor a lone surrogate: refuse them by
        # name instead of failing in the driver later.
        raise ApplicationError.many(unstorable[:50])
    is_batch = "answers" in data
    if is_batch and isinstance(data["answers"], list):
        if len(data["answers"]) > settings.API_MAX_BATCH:
            limit = settings.API_MAX_BATCH
            raise ApplicationError(BATCH_TOO_LARGE.format(limit=limit), field="answers")
    try:
        if is_batch:
            answers = schemas.AnswerBatchIn.model_validate(data).answers
        else:
            answers = [schemas.AnswerIn.model_validate(data)]
    except pydantic.ValidationError as error:
        raise ApplicationError.many(_pydantic_errors(error)) from None
    errors = _limit_errors(answers, "answers" if is_batch else "")
    if errors:
        raise ApplicationError.many(errors)
    return is_batch, answers


def answer_input(answer: schemas.AnswerIn) -> AnswerInput:
    """The service's input for one validated answer."""
    return AnswerInput(
        external_id=answer.external_id,
        question=answer.question,
        model=answer.model,
        text=answer.text,
        evidence=tuple(e.as_core() for e in answer.evidence),
    )


def _json_object(request: HttpRequest) -> dict[str, Any]:
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    try:
        body = request.body
    except RequestDataTooBig:
        raise ApplicationError(
            BODY_TOO_LARGE.format(limit=limit), field="body", status=TOO_LARGE
        ) from None
    if not body and _is_chunked(request):
        body = _chunked_body(request, limit)
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError) as error:
        raise ApplicationError(
            INVALID_JSON.format(error=error), field="body", status=BAD_REQUEST
        ) from None
    except RecursionError:
        # Deeper than the interpreter's recursion limit: the parser gave up.
        raise _too_deep() from None
    if not isinstance(data, dict):
        raise ApplicationError(NOT_AN_OBJECT, field="body", status=BAD_REQUEST)
    return data


def _pydantic_errors(error: pydantic.ValidationError) -> list[tuple[str, str]]:
    return [(field_path(e["loc"]), e["msg"]) for e in error.errors(include_url=False)]


def _limit_errors(
    answers: list[schemas.AnswerIn], prefix: str
) -> list[tuple[str, str]]:
    text_limit = TEXT_TOO_LONG.format(limit=settings.API_MAX_TEXT_CHARS)
    passage_limit = TEXT_TOO_LONG.format(limit=settings.API_MAX_EVIDENCE_TEXT_CHARS)
    errors = []
    for index, answer in enumerate(answers):
        at = f"{prefix}[{index}]." if prefix else ""
        if len(answer.text) > settings.API_MAX_TEXT_CHARS:
            errors.append((f"{at}text", text_limit))
        if len(answer.question) > settings.API_MAX_TEXT_CHARS:
            errors.append((f"{at}question", text_limit))
        if len(answer.evidence) > settings.API_MAX_EVIDENCE:
            limit = settings.API_MAX_EVIDENCE
            errors.append((f"{at}evidence", TOO_MUCH_EVIDENCE.format(limit=limit)))
        for position, chunk in enumerate(answer.evidence):
            if len(chunk.text) > settings.API_MAX_EVIDENCE_TEXT_CHARS:
                errors.append((f"{at}evidence[{position}].text", passage_limit))
    return errors


def _is_chunked(request: HttpRequest) -> bool:
    encoding = str(request.META.get("HTTP_TRANSFER_ENCODING", ""))
    return "chunked" in encoding.lower() and not request.META.get("CONTENT_LENGTH")


def _chunked_body(request: HttpRequest, limit: int) -> bytes:
    """Read a body sent without Content-Length (Transfer-Encoding: chunked).

    Django reads exactly Content-Length bytes, so such a body used to arrive as
    empty and be refused as "not valid JSON". A server that de-chunks the stream
    and marks its end (gunicorn sets `wsgi.input_terminated`) lets it be read to
    the end, under the same size limit; on any other server it is refused as such.
    """
    stream = request.META.get("wsgi.input")
    if stream is None or not request.META.get("wsgi.input_terminated"):
        raise ApplicationError(
            CHUNKED_UNSUPPORTED, field="body", status=LENGTH_REQUIRED
        )
    body = stream.read(limit + 1)
    if len(body) > limit:
        raise ApplicationError(
            BODY_TOO_LARGE.format(limit=limit), field="body", status=TOO_LARGE
        )
    return body


def _too_deep() -> ApplicationError:
    return ApplicationError(
        TOO_DEEP.format(limit=MAX_JSON_DEPTH), field="body", status=BAD_REQUEST
    )


def _unstorable_strings(data: Any) -> Iterable[tuple[str, str]]:
    """Yield (field path, reason) for every string in a JSON value that cannot be
    stored; raise if the value is nested deeper than MAX_JSON_DEPTH.

    Iterative, so no nesting the JSON parser accepted can exhaust the stack here.
    """
    stack: list[tuple[Any, list[str | int]]] = [(data, [])]
    while stack:
        value, location = stack.pop()
        if len(location) > MAX_JSON_DEPTH:
            raise _too_deep()
        if isinstance(value, str):
            reason = unstorable_reason(value)
            if reason is not None:
                yield field_path(location), reason
        elif isinstance(value, dict):
            for key, item in reversed(value.items()):
                stack.append((item, [*location, key]))
        elif isinstance(value, list):
            for index in range(len(value) - 1, -1, -1):
                stack.append((value[index], [*location, index]))
