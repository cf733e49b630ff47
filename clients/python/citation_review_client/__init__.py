"""A typed client for the Citation Review ingestion API (sync and async, on httpx)."""

from __future__ import annotations

from .client import MAX_BATCH, AsyncClient, Client
from .errors import (
    ApiError,
    Conflict,
    NotFound,
    RateLimited,
    ReportTimeout,
    ServiceUnavailable,
    Unauthorized,
    ValidationFailed,
)
from .types import (
    Accepted,
    Answer,
    AnswerIn,
    AnswerPage,
    AnswerSummary,
    Citation,
    EvidenceIn,
    FieldError,
    Report,
)

__version__ = "1.0.0"

__all__ = [
    "MAX_BATCH",
    "Accepted",
    "Answer",
    "AnswerIn",
    "AnswerPage",
    "AnswerSummary",
    "ApiError",
    "AsyncClient",
    "Citation",
    "Client",
    "Conflict",
    "EvidenceIn",
    "FieldError",
    "NotFound",
    "RateLimited",
    "Report",
    "ReportTimeout",
    "ServiceUnavailable",
    "Unauthorized",
    "ValidationFailed",
]
