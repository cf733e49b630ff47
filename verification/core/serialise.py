"""JSON shapes in and out of the verifier: evidence objects and report dicts.

``report_to_dict`` is exactly one line of the CLI's output and what the app stores;
``report_from_dict`` is its inverse. Input validation names the offending field by
path (``evidence[2].article_no``) so a bad line can be fixed without guesswork.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, Final

from verification.core.models import (
    Citation,
    CitationStatus,
    Diagnosis,
    EvidenceChunk,
    InputError,
    UncitedSentence,
    VerificationReport,
)

MISSING: Final = "is required"
NOT_OBJECT: Final = "must be an object"
NOT_STRING: Final = "must be a string"
NOT_NUMBER: Final = "must be a number"
NOT_POSITIVE_INT: Final = "must be a positive integer"
NOT_LIST: Final = "must be a list"

_CITATION_FIELDS: Final = (
    "raw",
    "law_label",
    "article_no",
    "pinpoint",
    "status",
    "diagnosis",
    "suggested_label",
    "chunk_id",
    "citation_key",
    "start",
    "end",
)


def report_to_dict(report: VerificationReport, *, id: object = None) -> dict[str, Any]:
    """Return the JSON-ready dict of report, with null where a field does not apply."""
    return {
        "id": id,
        "passed": report.passed,
        "unsupported_count": report.unsupported_count,
        "verifier_version": report.verifier_version,
        "citations": [_citation_to_dict(c) for c in report.citations],
        "uncited_sentences": [
            {"text": s.text, "start": s.start, "end": s.end}
            for s in report.uncited_sentences
        ],
    }


def _citation_to_dict(citation: Citation) -> dict[str, Any]:
    """Return one citation as a dict, enums as their string values."""
    row = {name: getattr(citation, name) for name in _CITATION_FIELDS}
    row["status"] = citation.status.value
    row["diagnosis"] = citation.diagnosis.value if citation.diagnosis else None
    return row


def report_from_dict(data: Mapping[str, Any]) -> VerificationReport:
    """Return the report that report_to_dict turned into data."""
    citations = tuple(
        Citation(
            **{
                **{name: row[name] for name in _CITATION_FIELDS},
                "status": CitationStatus(row["status"]),
                "diagnosis": Diagnosis(row["diagnosis"]) if row["diagnosis"] else None,
            }
        )
        for row in data["citations"]
    )
    sentences = tuple(
        UncitedSentence(row["text"], row["start"], row["end"])
        for row in data["uncited_sentences"]
    )
    return VerificationReport(
        citations=citations,
        uncited_sentences=sentences,
        unsupported_count=data["unsupported_count"],
        passed=data["passed"],
        verifier_version=data["verifier_version"],
    )


def evidence_from_dict(obj: object, *, path: str = "evidence[0]") -> EvidenceChunk:
    """Return the evidence chunk obj describes, or raise InputError naming the field."""
    if not isinstance(obj, Mapping):
        raise InputError(path, NOT_OBJECT)
    return EvidenceChunk(
        chunk_id=_string(obj, "chunk_id", path, required=True),
        law_label=_string(obj, "law_label", path, required=True),
        article_no=_article_no(obj, path),
        text=_string(obj, "text", path),
        score=_score(obj, path),
        citation_key=_string(obj, "citation_key", path),
    )


def evidence_list_from_json(
    value: object, *, path: str = "evidence"
) -> list[EvidenceChunk]:
    """Return the chunks of a JSON evidence list; raise InputError naming the field."""
    if not isinstance(value, list):
        raise InputError(path, NOT_LIST)
    return [
        evidence_from_dict(item, path=f"{path}[{i}]") for i, item in enumerate(value)
    ]


def aliases_from_json(value: object, *, path: str = "aliases") -> dict[str, str]:
    """Return an alias mapping read from JSON, or raise InputError naming the field."""
    if not isinstance(value, Mapping):
        raise InputError(path, NOT_OBJECT)
    for key, canonical in value.items():
        if not isinstance(canonical, str):
            raise InputError(f"{path}.{key}", NOT_STRING)
    return dict(value)


def _string(
    obj: Mapping[str, Any], name: str, path: str, *, required: bool = False
) -> str:
    """Return obj[name] as a string; absent or null is "" unless required."""
    value = obj.get(name)
    if value is None:
        if required:
            raise InputError(f"{path}.{name}", MISSING)
        return ""
    if not isinstance(value, str):
        raise InputError(f"{path}.{name}", NOT_STRING)
    return value


def _article_no(obj: Mapping[str, Any], path: str) -> int:
    """Return obj["article_no"], a positive int or a string of ASCII digits."""
    value = obj.get("article_no")
    field = f"{path}.article_no"
    if value is None:
        raise InputError(field, MISSING)
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        value = int(value.strip())
    # bool is an int subclass; true is not article 1.
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InputError(field, NOT_POSITIVE_INT)
    return value


def _score(obj: Mapping[str, Any], path: str) -> float:
    """Return obj["score"] as a float, 0.0 when absent."""
    value = obj.get("score")
    if value is None:
        return 0.0
    # NaN and infinities parse as JSON numbers but cannot rank a chunk.
    numeric = not isinstance(value, bool) and isinstance(value, int | float)
    if not numeric or not math.isfinite(value):
        raise InputError(f"{path}.score", NOT_NUMBER)
    return float(value)
