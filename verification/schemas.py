"""The API's JSON shapes. An answer is a verifier CLI input line plus external_id,
question and model; a report is exactly a CLI output line (`core.report_to_dict`)."""

from __future__ import annotations

import math
from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from verification import core
from verification.core import limits

from .models import VerificationState

SINCE_OUT_OF_RANGE = "outside the range of dates this API can store"
NOT_A_NUMBER = "must be a number, not true or false"
NOT_ARTICLE = core.serialise.NOT_ARTICLE
BLANK_LABEL = core.serialise.BLANK_LABEL
ARTICLE_REQUIRED = "is required (or give the article id as `article`)"


def _article_id(value: object) -> str:
    """Return the normalised article id a client sent, or raise naming why not."""
    # bool is an int in Python and JSON true is not article 1: refuse it, and
    # anything else that is neither a positive integer nor an id.
    if isinstance(value, bool):
        raise ValueError(NOT_A_NUMBER)
    if not isinstance(value, int | str):
        raise ValueError(NOT_ARTICLE)
    if isinstance(value, int) and value < 1:
        raise ValueError(NOT_ARTICLE)
    article = core.normalise_article(str(value))
    if not article or len(article) > limits.MAX_ARTICLE_CHARS:
        raise ValueError(NOT_ARTICLE)
    return article


class EvidenceIn(BaseModel):
    """One passage the model saw. Its article is `article` (a string id such as
    "17", "312g" or "L1234-1", or a part such as "Recital 39" or "Annex III") or,
    as before verifier 3, `article_no` (an integer, or the same string ids)."""

    model_config = ConfigDict(extra="ignore")

    chunk_id: str = Field(min_length=1, max_length=200)
    law_label: str = Field(min_length=1, max_length=limits.MAX_LABEL_CHARS)
    article: str | None = Field(
        default=None, examples=["17", "312g", "L1234-1", "Annex III"]
    )
    # Required unless `article` is given (then it is filled from it).
    article_no: int | str = Field(examples=[17])
    text: str = ""
    score: float = 0.0
    citation_key: str = Field(default="", max_length=300)

    @model_validator(mode="before")
    @classmethod
    def _article_no_from_article(cls, data: Any) -> Any:
        if (
            isinstance(data, dict)
            and data.get("article_no") is None
            and data.get("article") is not None
        ):
            return {**data, "article_no": data["article"]}
        return data

    @field_validator("law_label")
    @classmethod
    def _law_label(cls, value: str) -> str:
        # "   " or a zero-width space names no law, as the CLI says too.
        if not core.serialise.names_something(value):
            raise ValueError(BLANK_LABEL)
        return value

    @field_validator("article", mode="before")
    @classmethod
    def _article(cls, value: object) -> str | None:
        return None if value is None else _article_id(value)

    @field_validator("score", mode="before")
    @classmethod
    def not_a_boolean(cls, value: object) -> object:
        # Pydantic would read true as 1: a client bug, never a score.
        if isinstance(value, bool):
            raise ValueError(NOT_A_NUMBER)
        return value

    @field_validator("article_no", mode="before")
    @classmethod
    def _article_no(cls, value: object) -> str:
        if value is None:
            raise ValueError(ARTICLE_REQUIRED)
        return _article_id(value)

    @field_validator("score")
    @classmethod
    def score_is_finite(cls, value: float) -> float:
        if not math.isfinite(value):
            raise ValueError("must be a finite number")
        return value

    def as_core(self) -> core.EvidenceChunk:
        return core.EvidenceChunk(
            chunk_id=self.chunk_id,
            law_label=self.law_label,
            article=self.article or str(self.article_no),
            text=self.text,
            score=self.score,
            citation_key=self.citation_key,
        )


class EvidenceOut(BaseModel):
    chunk_id: str
    law_label: str
    article: str
    article_no: int | None
    text: str
    score: float
    citation_key: str


class AnswerIn(BaseModel):
    model_config = ConfigDict(extra="ignore")

    external_id: str = Field(min_length=1, max_length=200)
    question: str = Field(min_length=1)
    model: str = Field(default="", max_length=200)
    text: str
    evidence: list[EvidenceIn]


class AnswerBatchIn(BaseModel):
    model_config = ConfigDict(extra="ignore")

    answers: list[AnswerIn] = Field(min_length=1)


class QuoteOut(BaseModel):
    text: str
    found: bool
    closest: str | None


class SupportOut(BaseModel):
    score: float
    weak: bool


class CitationOut(BaseModel):
    raw: str
    form: str
    law_label: str | None
    article: str
    article_no: int | None
    pinpoint: str | None
    pinpoint_checked: bool
    status: str
    diagnosis: str | None
    explanation: str | None
    detail: str | None
    quote: QuoteOut | None
    support: SupportOut | None
    suggested_label: str | None
    chunk_id: str | None
    citation_key: str | None
    start: int
    end: int


class UncitedSentenceOut(BaseModel):
    text: str
    start: int
    end: int


class ReportOut(BaseModel):
    id: str | None
    passed: bool
    unsupported_count: int
    verifier_version: str
    limit_reached: bool
    citations: list[CitationOut]
    uncited_sentences: list[UncitedSentenceOut]
    # Citations and sentences not listed (a report lists at most the per-answer
    # limit, so a response costs at most that much, whatever the answer).
    truncated: int = 0
    uncited_truncated: int = 0


class AcceptedOut(BaseModel):
    id: int
    external_id: str
    created: bool
    url: str
    review_url: str
    verification_state: str
    report: ReportOut | None


class AcceptedBatchOut(BaseModel):
    answers: list[AcceptedOut]


class AnswerOut(BaseModel):
    id: int
    external_id: str
    source: str
    model: str
    question: str
    text: str
    received_at: datetime
    verification_state: str
    verification_error: str
    review_state: str
    url: str
    review_url: str
    evidence: list[EvidenceOut]
    report: ReportOut | None


class AnswerSummaryOut(BaseModel):
    id: int
    external_id: str
    received_at: datetime
    verification_state: str
    review_state: str
    unsupported_count: int
    uncited_count: int
    url: str


class AnswerPageOut(BaseModel):
    results: list[AnswerSummaryOut]
    next_cursor: str | None


class ErrorItem(BaseModel):
    field: str
    message: str


class ErrorOut(BaseModel):
    detail: list[ErrorItem] | str


class AnswerListFilters(BaseModel):
    """The query of `GET /answers`: a state, a start time, a cursor, a page size."""

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
