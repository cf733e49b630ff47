"""Every size limit of the verifier's output, in one place.

The app derives its database column sizes from these constants, so the core promises
that every string it outputs fits: a longer one is clipped by ``clip`` (cut to the
limit, its last character replaced by "…", so a reader sees that it was cut). The
per-answer limits bound the work one answer can cause; an answer that reaches one
stops being expanded, its report says ``limit_reached`` and it does not pass, so a
human looks at it rather than a truncated report passing silently.
"""

from __future__ import annotations

from typing import Final

# A law label as written ("Federal Decree-Law No. 33 of 2021") or from the evidence.
MAX_LABEL_CHARS: Final = 300
# A normalised article identifier ("17", "312g", "L1234-1", "2000e-2").
MAX_ARTICLE_CHARS: Final = 32
# A pinpoint as written ("(1)(a)", "Abs. 2 S. 1 Nr. 3", "(2), Annex III, point 1(a)").
MAX_PINPOINT_CHARS: Final = 200
# The label suggested for a label mismatch (an evidence label, clipped alike).
MAX_SUGGESTED_LABEL_CHARS: Final = MAX_LABEL_CHARS
# A quotation's stored text, and the closest stretch of the passage shown beside it.
MAX_QUOTE_CHARS: Final = 1000
MAX_CLOSEST_CHARS: Final = 1000
# A citation's raw text as written; a bracket marker's body is capped at 500 already.
MAX_RAW_CHARS: Final = 600
# The plain-words explanation of a diagnosis, and the detail it is built from.
MAX_EXPLANATION_CHARS: Final = 1000
MAX_DETAIL_CHARS: Final = 500
# Citation markers (brackets, prose references...) read from one answer.
MAX_CITATIONS_PER_ANSWER: Final = 500
# Provision words followed by a number that are read per answer, citations and
# decoys alike ("Article 5 of the employment contract" is read, then dropped).
MAX_CANDIDATES_PER_ANSWER: Final = 2000
# Cited articles after lists and ranges are expanded, over the whole answer. The
# prose scan also stops once it has read this many list items as written, repeats
# included: "§§ 1, 1, 1, ..." merges into one citation per reference.
MAX_EXPANDED_ARTICLES_PER_ANSWER: Final = 2000

_ELLIPSIS: Final = "…"


def clip(text: str, limit: int) -> str:
    """Return text if it fits in limit characters, else its start and "…"."""
    if len(text) <= limit:
        return text
    return text[: limit - 1] + _ELLIPSIS


def clip_optional(text: str | None, limit: int) -> str | None:
    """Return clip(text, limit), or None when text is None."""
    return None if text is None else clip(text, limit)
