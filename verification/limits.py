"""How much the pipeline stores for one answer, from the core's own limits.

The column sizes come straight from `verification.core.limits` (the models import
it): the single definition. This module adds the per-answer bounds on the rows a
report stores, so one answer can never write more than this whatever the verifier
returns: core 3 stops expanding at MAX_EXPANDED_ARTICLES_PER_ANSWER and says
`limit_reached`; the pipeline enforces the same bound on what it keeps (and sets
`limit_reached` itself past it), so the rows, the API's report and the answer page
stay bounded even if a verifier breaks that promise.
"""

from __future__ import annotations

from verification.core import limits as core_limits

CITATIONS_PER_ANSWER: int = core_limits.MAX_EXPANDED_ARTICLES_PER_ANSWER
# Uncited sentences are not bounded by the core; a 100 KB answer has a few thousand.
UNCITED_SENTENCES_PER_ANSWER: int = 2000

# The largest number an `article_no` column holds (a PositiveIntegerField on
# PostgreSQL). A numeric article id past it ("Article 99999999999999999999") keeps
# its id in `article` and a null `article_no`, as a non-numeric id does: stored as
# the int, it failed the whole COPY (the API answered 500; a report citing it could
# never be stored, and its answer ended in error).
ARTICLE_NO_MAX: int = 2**31 - 1


def article_no_stored(article_no: int | None) -> int | None:
    """The value an `article_no` column stores for this article number."""
    if article_no is None or not 0 <= article_no <= ARTICLE_NO_MAX:
        return None
    return article_no
