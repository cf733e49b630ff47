"""Deterministic citation verifier for legal answers; standard library only.

``verify(text, evidence)`` parses every bracketed citation in an answer, resolves it
on (law label, article number) against the passages the model was given, diagnoses
each one that does not resolve, and lists the claims that carry no citation.
"""

from __future__ import annotations

from verification.core.match import aliases_version, normalise_label
from verification.core.models import (
    VERIFIER_VERSION,
    Citation,
    CitationStatus,
    Diagnosis,
    EvidenceChunk,
    InputError,
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
    "Citation",
    "CitationStatus",
    "Diagnosis",
    "EvidenceChunk",
    "InputError",
    "UncitedSentence",
    "VerificationReport",
    "aliases_version",
    "evidence_from_dict",
    "normalise_label",
    "report_from_dict",
    "report_to_dict",
    "verify",
]
