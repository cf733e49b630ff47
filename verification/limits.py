"""The sizes of the verifier's output, as the columns and the pipeline use them.

The core promises that every string it returns fits its limit (it clips longer ones)
and that one answer expands to a bounded number of citations; the columns that store
those strings are sized from the same constants, so a report the core produces always
fits the rows that hold it. Should one not fit all the same, the pipeline isolates that
answer (it ends in `error`, its batch is stored): see `services/reports.py`.

The core's `verification/core/limits.py` comes with core 3.0 (branch `core`). Until it
is merged the constants below stand in for it, with the same values; at merge the
lead makes the core the single definition and deletes the fallback.
"""

from __future__ import annotations

try:
    from verification.core import limits as core_limits  # type: ignore[attr-defined]
except ImportError:  # core 2.x (main before the merge): no limits module yet
    core_limits = None

# A law label as written or as in the evidence (and the suggested label, which is one).
LABEL_CHARS: int = getattr(core_limits, "MAX_LABEL_CHARS", 300)
SUGGESTED_LABEL_CHARS: int = getattr(core_limits, "MAX_SUGGESTED_LABEL_CHARS", 300)
# A normalised article identifier ("17", "312g", "L1234-1"): a string from core 3.0.
# The column is wider than the core's limit (32) so the limit can grow without a
# migration; the integer `article_no` columns become this when core 3.0 is merged.
ARTICLE_CHARS: int = 64
# A pinpoint as written ("(1)(a)", "Abs. 2 S. 1 Nr. 3").
PINPOINT_CHARS: int = getattr(core_limits, "MAX_PINPOINT_CHARS", 200)
# The raw marker text is stored as TEXT: the core caps it (600), the column need not.
RAW_CHARS: int = getattr(core_limits, "MAX_RAW_CHARS", 600)

# Per answer. Core 3.0 stops expanding an answer at these and says `limit_reached`;
# the pipeline enforces the same bound on what it stores, whatever core it runs, so
# one answer can never write more rows than this.
CITATIONS_PER_ANSWER: int = getattr(
    core_limits, "MAX_EXPANDED_ARTICLES_PER_ANSWER", 2000
)
UNCITED_SENTENCES_PER_ANSWER: int = 2000

assert ARTICLE_CHARS >= getattr(core_limits, "MAX_ARTICLE_CHARS", 32)  # noqa: S101
