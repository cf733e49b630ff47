"""The API's JSON shapes as TypedDicts, mirroring the server's verification/schemas.py.

Responses are the server's JSON as-is, so these describe them without copying: a
report is exactly a line of the verifier CLI's output (verifier 3 fields included).
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

VerificationState = Literal["pending", "passed", "flagged", "error"]
ReviewState = Literal["unreviewed", "approved", "escalated", "rejected"]


class EvidenceIn(TypedDict):
    """One passage the model saw. `article` is an id such as "17" or "312g"."""

    chunk_id: str
    law_label: str
    article: str | int
    text: NotRequired[str]
    score: NotRequired[float]
    citation_key: NotRequired[str]


class AnswerIn(TypedDict):
    external_id: str
    question: str
    text: str
    evidence: list[EvidenceIn]
    model: NotRequired[str]


class FieldError(TypedDict):
    field: str
    message: str


class Quote(TypedDict):
    text: str
    found: bool
    closest: str | None


class Support(TypedDict):
    score: float
    weak: bool


class Citation(TypedDict):
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
    quote: Quote | None
    support: Support | None
    suggested_label: str | None
    chunk_id: str | None
    citation_key: str | None
    start: int
    end: int


class UncitedSentence(TypedDict):
    text: str
    start: int
    end: int


class Report(TypedDict):
    id: str | None
    passed: bool
    unsupported_count: int
    verifier_version: str
    limit_reached: bool
    citations: list[Citation]
    uncited_sentences: list[UncitedSentence]


class Accepted(TypedDict):
    id: int
    external_id: str
    created: bool
    url: str
    review_url: str
    verification_state: VerificationState
    report: Report | None


class EvidenceOut(TypedDict):
    chunk_id: str
    law_label: str
    article: str
    article_no: int | None
    text: str
    score: float
    citation_key: str


class Answer(TypedDict):
    id: int
    external_id: str
    source: str
    model: str
    question: str
    text: str
    received_at: str
    verification_state: VerificationState
    verification_error: str
    review_state: ReviewState
    url: str
    review_url: str
    evidence: list[EvidenceOut]
    report: Report | None


class AnswerSummary(TypedDict):
    id: int
    external_id: str
    received_at: str
    verification_state: VerificationState
    review_state: ReviewState
    unsupported_count: int
    uncited_count: int
    url: str


class AnswerPage(TypedDict):
    results: list[AnswerSummary]
    next_cursor: str | None
