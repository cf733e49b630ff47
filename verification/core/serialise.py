"""JSON shapes in and out of the verifier: evidence objects and report dicts.

``report_to_dict`` is exactly one line of the CLI's output and what the app stores;
``report_from_dict`` is its inverse. Input validation names the offending field by
path (``evidence[2].article_no``) so a bad line can be fixed without guesswork.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterable, Mapping
from typing import Any, Final

from verification.core.articles import normalise_article
from verification.core.explain import explain
from verification.core.limits import MAX_ARTICLE_CHARS, MAX_LABEL_CHARS
from verification.core.models import (
    Citation,
    CitationForm,
    CitationStatus,
    Diagnosis,
    EvidenceChunk,
    InputError,
    Quotation,
    Support,
    UncitedSentence,
    VerificationReport,
)

MISSING: Final = "is required"
NOT_OBJECT: Final = "must be an object"
NOT_STRING: Final = "must be a string"
NOT_NUMBER: Final = "must be a number"
NOT_POSITIVE_INT: Final = "must be a positive integer"
NOT_ARTICLE: Final = (
    f'must be a positive integer or an article id such as "17", "312g" or '
    f'"L1234-1", or a part such as "Recital 39" or "Annex III" (at most '
    f"{MAX_ARTICLE_CHARS} characters)"
)
NOT_LIST: Final = "must be a list"
NOT_CHUNK: Final = "must be an EvidenceChunk"
BLANK_LABEL: Final = (
    "must name a law: it is empty, or only spaces, invisible or control characters"
)
# The categories of characters that show nothing by themselves.
_INVISIBLE: Final = frozenset({"Zs", "Zl", "Zp", "Cc", "Cf", "Mn", "Me"})
# The least integer whose digits are too many for an article id.
_ARTICLE_BOUND: Final = 10**MAX_ARTICLE_CHARS

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
    "article",
    "pinpoint_checked",
    "detail",
)


def report_to_dict(report: VerificationReport, *, id: object = None) -> dict[str, Any]:
    """Return the JSON-ready dict of report, with null where a field does not apply."""
    return {
        "id": id,
        "passed": report.passed,
        "unsupported_count": report.unsupported_count,
        "verifier_version": report.verifier_version,
        "limit_reached": report.limit_reached,
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
    row["form"] = citation.form.value
    quote, support = citation.quote, citation.support
    row["quote"] = (
        None
        if quote is None
        else {"text": quote.text, "found": quote.found, "closest": quote.closest}
    )
    row["support"] = (
        None if support is None else {"score": support.score, "weak": support.weak}
    )
    row["explanation"] = explain(citation) if citation.diagnosis else None
    return row


def report_from_dict(data: Mapping[str, Any]) -> VerificationReport:
    """Return the report that report_to_dict turned into data."""
    citations = tuple(_citation_from_dict(row) for row in data["citations"])
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
        limit_reached=data.get("limit_reached", False),
    )


def _citation_from_dict(row: Mapping[str, Any]) -> Citation:
    """Return the citation one dict of report_to_dict describes."""
    quote, support = row.get("quote"), row.get("support")
    values: dict[str, Any] = {name: row.get(name) for name in _CITATION_FIELDS}
    values.update(
        status=CitationStatus(row["status"]),
        diagnosis=Diagnosis(row["diagnosis"]) if row["diagnosis"] else None,
        form=CitationForm(row.get("form", "bracket")),
        article=row.get("article") or "",
        pinpoint_checked=bool(row.get("pinpoint_checked", False)),
        quote=None if quote is None else Quotation(**quote),
        support=None if support is None else Support(**support),
    )
    return Citation(**values)


def evidence_from_dict(obj: object, *, path: str = "evidence[0]") -> EvidenceChunk:
    """Return the evidence chunk obj describes, or raise InputError naming the field."""
    if not isinstance(obj, Mapping):
        raise InputError(path, NOT_OBJECT)
    return EvidenceChunk(
        chunk_id=_string(obj, "chunk_id", path, required=True),
        law_label=_label(obj, path),
        article=_article(obj, path),
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


def checked_input(
    text: object, evidence: object, aliases: object
) -> tuple[str, list[EvidenceChunk], Mapping[str, str] | None]:
    """Return verify's arguments if it can read them, else raise InputError.

    Only what verify would otherwise stop on with a bare TypeError or
    AttributeError: a text that is no string, evidence that is no list of
    chunks, a chunk whose label or passage is no string or whose score is no
    number (compared with another of its article's), aliases that are no
    mapping of strings. What verify read before is read as it was.
    """
    if not isinstance(text, str):
        raise InputError("text", NOT_STRING)
    if not isinstance(evidence, Iterable) or isinstance(evidence, str | Mapping):
        raise InputError("evidence", NOT_LIST)
    chunks = list(evidence)
    for at, chunk in enumerate(chunks):
        # The usual chunk, tested in a few type checks; the path's string is built
        # only for one that needs the full test (this runs for every answer).
        if not (
            type(chunk) is EvidenceChunk
            and type(chunk.law_label) is str
            and type(chunk.text) is str
            and type(chunk.score) in _NUMBERS
        ):
            _check_chunk(chunk, f"evidence[{at}]")
    if aliases is not None:
        if not isinstance(aliases, Mapping):
            raise InputError("aliases", NOT_OBJECT)
        for name, canonical in aliases.items():
            if not isinstance(name, str) or not isinstance(canonical, str):
                raise InputError(f"aliases.{name}", NOT_STRING)
    return text, chunks, aliases


_NUMBERS: Final = (float, int)


def _check_chunk(chunk: object, path: str) -> None:
    """Raise InputError naming the field of chunk verify cannot read."""
    missing = object()
    for name in ("law_label", "text"):
        value = getattr(chunk, name, missing)
        if value is missing or not hasattr(chunk, "article"):
            raise InputError(path, NOT_CHUNK)
        if not isinstance(value, str):
            raise InputError(f"{path}.{name}", NOT_STRING)
    score = getattr(chunk, "score", missing)
    if score is missing:
        raise InputError(path, NOT_CHUNK)
    if not isinstance(score, int | float):
        raise InputError(f"{path}.score", NOT_NUMBER)


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


def _label(obj: Mapping[str, Any], path: str) -> str:
    """Return obj["law_label"], refused when it shows nothing.

    An empty label, or one of spaces, zero-width or control characters, names no
    law: every such label is the same to the matcher, so passages of different
    laws would be one law's. A label of a sign alone ("§") is left as it was.
    """
    label = _string(obj, "law_label", path, required=True)
    if not names_something(label):
        raise InputError(f"{path}.law_label", BLANK_LABEL)
    return label


def names_something(label: str) -> bool:
    """Return whether label shows anything: a character not a space nor invisible.

    Spaces, control and format characters (zero-width, bidirectional marks),
    combining marks with nothing to sit on, and the Arabic tatweel show nothing.
    """
    return any(
        unicodedata.category(char) not in _INVISIBLE and char != "\u0640"
        for char in label
    )


def _article(obj: Mapping[str, Any], path: str) -> str:
    """Return the normalised article of obj: "article", else "article_no".

    Either may be a positive int or a string id ("17", "312g", "L1234-1", "Art.
    17 - Right to erasure"); a bool, an empty string, one longer than
    MAX_LABEL_CHARS and an id longer than MAX_ARTICLE_CHARS are rejected.
    """
    name = "article" if obj.get("article") is not None else "article_no"
    value = obj.get(name)
    field = f"{path}.{name}"
    if value is None:
        raise InputError(f"{path}.article_no", MISSING)
    # bool is an int subclass; true is not article 1.
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise InputError(field, NOT_ARTICLE)
    if isinstance(value, int):
        # Bounded before str(): past Python's digit limit it raises ValueError.
        if not 1 <= value < _ARTICLE_BOUND:
            raise InputError(field, NOT_ARTICLE)
        value = str(value)
    # The id may be written with its heading ("Article 17 - Right to erasure"),
    # longer than the id it names: bounded as a label is, the id after reading.
    if not value.strip() or len(value) > MAX_LABEL_CHARS:
        raise InputError(field, NOT_ARTICLE)
    article = normalise_article(value)
    if not article:
        raise InputError(field, NOT_ARTICLE)
    return article


def _score(obj: Mapping[str, Any], path: str) -> float:
    """Return obj["score"] as a float, 0.0 when absent."""
    value = obj.get("score")
    if value is None:
        return 0.0
    # NaN and infinities parse as JSON numbers but cannot rank a chunk.
    numeric = not isinstance(value, bool) and isinstance(value, int | float)
    try:
        score = float(value) if numeric else math.nan
    except OverflowError:
        # An integer past every float: JSON numbers have no bound.
        score = math.nan
    if not math.isfinite(score):
        raise InputError(f"{path}.score", NOT_NUMBER)
    return score
