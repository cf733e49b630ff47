"""The citation verifier: the last line of defence against a confident wrong answer.

Everything upstream reduces the *probability* of an ungrounded claim. This stage
detects one after the fact, deterministically, without asking a model anything.

Every citation must resolve to a passage that was actually placed in the model's
context. One that does not is a fabricated reference, the single most damaging
failure of a legal assistant, because a fabricated citation is *more* convincing than
an uncited claim, not less. It is marked unsupported and the answer is flagged, but
the text is never rewritten: deleting a sentence from a legal answer creates a new
document nobody reviewed. The uncited-claim sweep is advisory and never fails an
answer on its own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from verification.core.match import build_index, resolve
from verification.core.models import (
    VERIFIER_VERSION,
    CitationStatus,
    EvidenceChunk,
    VerificationReport,
    build_report,
)
from verification.core.parse import parse_references
from verification.core.segment import find_uncited

_UNSUPPORTED: Final = CitationStatus.UNSUPPORTED


def verify(
    text: str,
    evidence: Sequence[EvidenceChunk],
    aliases: Mapping[str, str] | None = None,
) -> VerificationReport:
    """Check every citation in text against the passages the model was given."""
    references = parse_references(text)
    index = build_index(evidence, aliases)
    citations = [resolve(reference, index) for reference in references]
    unsupported = len([c for c in citations if c.status is _UNSUPPORTED])
    # A marker citing three articles repeats its span; the sweep takes repeats.
    markers = [(ref.start, ref.end) for ref in references]
    return build_report(
        tuple(citations),
        tuple(find_uncited(text, markers)),
        unsupported,
        unsupported == 0,
        VERIFIER_VERSION,
    )
