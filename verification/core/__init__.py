"""Deterministic citation verifier for legal answers; standard library only.

``verify(text, evidence)`` reads every citation in an answer (brackets, parentheses,
prose, §, 第N条, references back to a law named earlier), resolves it on (law label,
article) against the passages the model was given, checks its pinpoint and any
quotation against the passage, diagnoses each one that does not hold, and lists the
claims that carry no citation.
"""

from __future__ import annotations

from verification.core.articles import (
    article_number,
    normalise_article,
    provision_name,
)
from verification.core.catalogue import (
    Catalogue,
    Law,
    default_catalogue,
    load_catalogue,
)
from verification.core.explain import explain
from verification.core.match import aliases_version, normalise_label
from verification.core.models import (
    VERIFIER_VERSION,
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
from verification.core.serialise import (
    evidence_from_dict,
    report_from_dict,
    report_to_dict,
)
from verification.core.verifier import verify

__all__ = [
    "VERIFIER_VERSION",
    "Catalogue",
    "Citation",
    "CitationForm",
    "CitationStatus",
    "Diagnosis",
    "EvidenceChunk",
    "InputError",
    "Law",
    "Quotation",
    "Support",
    "UncitedSentence",
    "VerificationReport",
    "aliases_version",
    "article_number",
    "default_catalogue",
    "evidence_from_dict",
    "explain",
    "load_catalogue",
    "normalise_article",
    "provision_name",
    "normalise_label",
    "report_from_dict",
    "report_to_dict",
    "verify",
]
