"""The API's JSON shapes. An answer is a verifier CLI input line plus external_id,
question and model; a report is exactly a CLI output line (`core.report_to_dict`)."""

from __future__ import annotations

import math
from datetime import UTC, datetime

from pydantic import BaseModel, ConfigDict, Field, field_validator

from .models import VerificationState

SINCE_OUT_OF_RANGE = "outside the range of dates this API can store"


class EvidenceIn(BaseModel):
    model_config = ConfigDict(extra="ignore")

    chunk_id: str = Field(min_length=1, max_length=200)
    law_label: str = Field(min_length=1, max_length=300)
    article_no: int = Field(ge=1, le=1_000_000)
    text: str = ""
    score: float = 0.0
    citation_key: str = Field(default="", max_length=300)

    @field_validator("score")
    @classmethod
    def score_is_finite(cls, value: float) -> float:
        if not math.isfinite(value):
            raise ValueError("must be a finite number")
        return value


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


class CitationOut(BaseModel):
    raw: str
    law_label: str | None
    article_no: int | None
    pinpoint: str | None
    status: str
    diagnosis: str | None
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
    citations: list[CitationOut]
    uncited_sentences: list[UncitedSentenceOut]
    # The verifier stopped at a per-answer limit: the report is partial.
    limit_reached: bool = False
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
    evidence: list[EvidenceIn]
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
