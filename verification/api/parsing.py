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

from .. import schemas
from ..services.answers import AnswerInput
from .errors import field_path

BATCH_TOO_LARGE = "at most {limit} answers per batch"
TEXT_TOO_LONG = "longer than {limit} characters"
TOO_MUCH_EVIDENCE = "at most {limit} evidence passages per answer"
BODY_TOO_LARGE = "request body larger than {limit} bytes"
INVALID_JSON = "not valid JSON: {error}"
NOT_AN_OBJECT = 'must be a JSON object: one answer, or {"answers": [...]}'
NUL_CHARACTER = "must not contain NUL (\\u0000) characters"


def post_body_parse(request: HttpRequest) -> tuple[bool, list[schemas.AnswerIn]]:
    """Return (is_batch, answers) or raise an ApplicationError naming the fields."""
    data = _json_object(request)
    nul_fields = [(path, NUL_CHARACTER) for path in _strings_with_nul(data, [])]
    if nul_fields:
        # PostgreSQL text cannot hold NUL: refuse it by name instead of failing later.
        raise ApplicationError.many(nul_fields[:50])
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
    try:
        body = request.body
    except RequestDataTooBig:
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        raise ApplicationError(
            BODY_TOO_LARGE.format(limit=limit), field="body", status=TOO_LARGE
        ) from None
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError) as error:
        raise ApplicationError(
            INVALID_JSON.format(error=error), field="body", status=BAD_REQUEST
        ) from None
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
