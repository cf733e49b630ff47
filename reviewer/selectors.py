"""Reads for the reviewer's desk: the queue tabs, their counts, one answer to review.

Built to stay fast with millions of answers: every tab and sort is served by an index
(migrations 0003_queue_indexes and 0005_open_work_indexes), pages are keyset-paginated
on (sort key, id) so a deep page costs what the first one does, and tab counts are
cached briefly instead of counting the whole table on every request.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime
from typing import Any

from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.db import connection, transaction
from django.db.models import BooleanField, Count, Exists, OuterRef, Prefetch, Q
from django.db.models.expressions import RawSQL
from django.db.models.query import QuerySet
from django.utils import timezone

from foundations.cursors import cursor_decode, cursor_encode, cursor_invalid
from foundations.dates import day_after, day_start
from foundations.roles import REVIEWER, SENIOR_REVIEWER
from verification.models import (
    Answer,
    CitationCheck,
    ReviewState,
    VerificationReport,
    VerificationState,
)
from verification.selectors import answers_with_report

from .models import Decision
from .services import QUEUE_COUNTS_CACHE_KEY, user_counts_cache_key

REVIEWER_GROUPS = (REVIEWER, SENIOR_REVIEWER)
QUEUE_COUNTS_TTL_SECONDS = 30
PAGE_SIZE = 50

# The stored vector of question and text (reviewer/migrations/0009), GIN-indexed.
SEARCH_SQL = (
    '"verification_answer"."search_vector" @@ websearch_to_tsquery(\'english\', %s)'
)
# How a search is paged (see _searched_ids): the queue's first rows looked at in
# order, and the most matches found by the GIN index alone that are sorted here.
SEARCH_PREFIX_ROWS = 2000
SEARCH_SORTED_HERE_ROWS = 5000

TAB_LABELS = {
    "flagged": "Flagged",
    "escalated": "Escalated",
    "unverified": "Unverified claims only",
    "passed": "Passed",
    "all": "All",
    "mine": "Mine",
    "decided": "Decided",
    "my_decisions": "My decisions",
}
# Tabs whose rows depend on who is looking; counted per user (see queue_counts).
USER_TABS = ("mine", "my_decisions")
OPEN_REVIEW_STATES = (ReviewState.UNREVIEWED, ReviewState.ESCALATED)
TAB_FILTERS = {
    "flagged": Q(
        verification_state=VerificationState.FLAGGED,
        review_state=ReviewState.UNREVIEWED,
    ),
    "escalated": Q(review_state=ReviewState.ESCALATED),
    "unverified": Q(
        verification_state=VerificationState.PASSED,
        review_state=ReviewState.UNREVIEWED,
        uncited_count__gt=0,
    ),
    "passed": Q(verification_state=VerificationState.PASSED),
    "all": Q(),
    "decided": Q(review_state__in=[ReviewState.APPROVED, ReviewState.REJECTED]),
}
SORT_LABELS = {
    "oldest": "Oldest first",
    "newest": "Newest first",
    "unsupported": "Most unsupported citations",
}
# sort -> (key field, ascending order of the key, ascending order of the id)
_SORTS = {
    "oldest": ("received_at", True, True),
    "newest": ("received_at", False, False),
    "unsupported": ("unsupported_count", False, True),
}
_ROW_FIELDS = (
    "id",
    "question",
    "received_at",
    "review_deadline_at",
    "verification_state",
    "review_state",
    "unsupported_count",
    "uncited_count",
    "claim_expires_at",
    "reviewed_at",
    "source__name",
    "claimed_by__username",
    "reviewed_by__username",
    "assignee__username",
)


def tab_q(tab: str, user: Any) -> Q:
    """The condition of a tab's rows; Mine and My decisions are the user's own.

    Mine is open work assigned to the user; My decisions, answers whose current
    review state the user set (a reopened answer leaves it: its reviewer is cleared).
    """
    if tab == "mine":
        return Q(assignee_id=user.pk, review_state__in=OPEN_REVIEW_STATES)
    if tab == "my_decisions":
        return Q(reviewed_by_id=user.pk)
    return TAB_FILTERS[tab]


@dataclass(frozen=True)
class QueueFilters:
    source_id: int | None = None
    law_label: str = ""
    diagnosis: str = ""
    date_from: date | None = None
    date_to: date | None = None
    reviewer_id: int | None = None
    q: str = ""
    sort: str = "oldest"


@dataclass(frozen=True)
class QueuePage:
    rows: list[Answer]
    next_cursor: str | None
    is_first: bool
    previous_cursor: str | None = None


def overdue_q(now: datetime) -> Q:
    """Answers still waiting on a reviewer past their source's review deadline."""
    return Q(
        verification_state=VerificationState.FLAGGED,
        review_state__in=[ReviewState.UNREVIEWED, ReviewState.ESCALATED],
        review_deadline_at__lt=now,
    )


# --- the queue -------------------------------------------------------------------


def queue_answers(
    *,
    tab: str,
    filters: QueueFilters,
    cursor: str | None = None,
    before: str | None = None,
    limit: int | None = None,
    user: Any = None,
) -> QueuePage:
    """Return one page of a queue tab: after `cursor`, or the page before `before`.

    Both directions are the same index range scan, read forwards or backwards, so
    the previous page costs what the next one does, however deep the page.
    """
    limit = limit or PAGE_SIZE
    unsearched = queue_queryset(tab=tab, filters=replace(filters, q=""), user=user)
    backwards = bool(before) and not cursor
    if cursor:
        unsearched = unsearched.filter(
            _after(_decode(cursor, filters.sort, field="cursor"), filters.sort)
        )
    elif before:
        position = _decode(before, filters.sort, field="before")
        unsearched = unsearched.filter(_after(position, filters.sort, backwards=True))
    queryset = _searched(unsearched, filters.q)
    page_ids = _searched_ids(unsearched, filters, backwards=backwards, count=limit + 1)
    if page_ids is not None:
        queryset = Answer.objects.filter(pk__in=page_ids)
    rows = list(
        queryset.select_related("source", "claimed_by", "reviewed_by", "assignee")
        .only(*_ROW_FIELDS)
        .order_by(*_ordering(filters.sort, backwards=backwards))[: limit + 1]
    )
    more = len(rows) > limit
    rows = rows[:limit]
    if backwards:
        rows.reverse()
        return QueuePage(
            rows=rows,
            next_cursor=_encode(rows[-1], filters.sort) if rows else None,
            is_first=not more,
            previous_cursor=_encode(rows[0], filters.sort) if more else None,
        )
    return QueuePage(
        rows=rows,
        next_cursor=_encode(rows[-1], filters.sort) if more else None,
        is_first=not cursor,
        previous_cursor=_encode(rows[0], filters.sort) if cursor and rows else None,
    )


def queue_queryset(*, tab: str, filters: QueueFilters, user: Any) -> QuerySet[Answer]:
    """All answers of a tab under the filters, unordered (the queue, "next", the
    export and bulk assignment by rule all select through this one function)."""
    return _filtered(Answer.objects.filter(tab_q(tab, user)), filters)


def _directions(sort: str, *, backwards: bool) -> tuple[str, bool, bool]:
    """(key field, key ascending, id ascending) of a sort, read either way."""
    key, key_ascending, id_ascending = _SORTS[sort]
    # Reading backwards is the same order with every direction flipped.
    return key, key_ascending != backwards, id_ascending != backwards


def _ordering(sort: str, *, backwards: bool) -> list[str]:
    key, key_ascending, id_ascending = _directions(sort, backwards=backwards)
    return [key if key_ascending else f"-{key}", "id" if id_ascending else "-id"]


def _searched_ids(
    unsearched: QuerySet[Answer],
    filters: QueueFilters,
    *,
    backwards: bool,
    count: int,
) -> list[int] | None:
    """The first `count` ids of a searched queue in its order, or None to walk it.

    Given ORDER BY and LIMIT, PostgreSQL walks the sort index and checks each row
    for the words, betting that matches come early. For a rare word (a case
    number, a name) the bet reads the whole tab for nothing: 14 s at 1M answers.
    So no plan is left to the bet:

    1. The first SEARCH_PREFIX_ROWS rows of the queue, in its order, are read
       with whether each matches. A common word fills its page there, and a short
       queue ends there: exact either way.
    2. Otherwise the matches are sparse in the queue. Up to SEARCH_SORTED_HERE_ROWS
       + 1 of all answers' matches are found through the GIN index alone (bitmap
       scans only: no ordered walk can be chosen), and if that is all of them the
       queue's filter is applied to those ids and they are sorted here. (The GIN
       index alone: given the queue's filter too, the planner ANDs in a bitmap of
       every flagged answer, 230 ms at 1M.)
    3. A word common elsewhere: the queue's own matches the same way, with its
       filter; sorted here if they are few enough.
    Only a queue whose matches are many but none among its first rows is left to
    the walk (None), which then meets one at least every few hundred rows.
    """
    query = filters.q.strip()
    if not query or connection.vendor != "postgresql":
        return None
    key, key_ascending, id_ascending = _directions(filters.sort, backwards=backwards)
    ordering = _ordering(filters.sort, backwards=backwards)
    prefix = list(
        unsearched.annotate(matches=_search(query))
        .order_by(*ordering)
        .values_list("id", key, "matches")[:SEARCH_PREFIX_ROWS]
    )
    hits = [answer_id for answer_id, _, matches in prefix if matches]
    if len(hits) >= count or len(prefix) < SEARCH_PREFIX_ROWS:
        return hits[:count]
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(
            "SELECT set_config('enable_seqscan', 'off', true),"
            " set_config('enable_indexscan', 'off', true)"
        )
        matching = list(
            Answer.objects.filter(_search(query)).values_list("id", flat=True)[
                : SEARCH_SORTED_HERE_ROWS + 1
            ]
        )
        if len(matching) <= SEARCH_SORTED_HERE_ROWS:
            rows = list(unsearched.filter(pk__in=matching).values_list("id", key))
        else:
            # Common elsewhere: this queue's own matches, by bitmap scans still.
            rows = list(
                _searched(unsearched, query).values_list("id", key)[
                    : SEARCH_SORTED_HERE_ROWS + 1
                ]
            )
        # Back to the defaults for the rest of the transaction (set_config(..., true)
        # would otherwise last until it ends, inside a caller's atomic block).
        cursor.execute(
            "SELECT set_config('enable_seqscan', 'on', true),"
            " set_config('enable_indexscan', 'on', true)"
        )
    if len(rows) > SEARCH_SORTED_HERE_ROWS:
        return None
    if key_ascending == id_ascending:
        rows.sort(key=lambda row: (row[1], row[0]), reverse=not key_ascending)
    else:
        # Mixed directions: only "most unsupported" (a count, descending, then id).
        rows.sort(
            key=lambda row: (
                row[1] if key_ascending else -row[1],
                row[0] if id_ascending else -row[0],
            )
        )
    return [answer_id for answer_id, _ in rows[:count]]


def _filtered(queryset: QuerySet[Answer], filters: QueueFilters) -> QuerySet[Answer]:
    if filters.source_id:
        queryset = queryset.filter(source_id=filters.source_id)
    if filters.law_label:
        queryset = queryset.filter(
            _check_exists(law_label__iexact=filters.law_label.strip())
        )
    if filters.diagnosis:
        queryset = queryset.filter(_check_exists(diagnosis=filters.diagnosis))
    if filters.date_from:
        queryset = queryset.filter(received_at__gte=day_start(filters.date_from))
    if filters.date_to and (end := day_after(filters.date_to)) is not None:
        queryset = queryset.filter(received_at__lt=end)
    if filters.reviewer_id:
        queryset = queryset.filter(
            Q(reviewed_by_id=filters.reviewer_id)
            | (Q(claimed_by_id=filters.reviewer_id) & Answer.live_claim_q())
        )
    return _searched(queryset, filters.q)


def _searched(queryset: QuerySet[Answer], query: str) -> QuerySet[Answer]:
    return queryset.filter(_search(query.strip())) if query.strip() else queryset


def _check_exists(**lookups: Any) -> Exists:
    return Exists(
        CitationCheck.objects.filter(report_id=OuterRef("current_report_id"), **lookups)
    )


def _search(query: str) -> Q | RawSQL:
    if connection.vendor == "postgresql":
        # The SQL is a constant; the query is a bound parameter.
        return RawSQL(SEARCH_SQL, [query], output_field=BooleanField())  # noqa: S611
    # SQLite (the demo) has no full-text index; a substring match is enough there.
    return Q(question__icontains=query) | Q(text__icontains=query)


def _after(position: tuple[Any, int], sort: str, *, backwards: bool = False) -> Q:
    """Rows strictly after (key, id) in the sort's order (before it, `backwards`),
    as an index-friendly range."""
    value, last_id = position
    key, key_ascending, id_ascending = _SORTS[sort]
    key_op = "gt" if key_ascending != backwards else "lt"
    id_op = "gt" if id_ascending != backwards else "lt"
    return Q(**{f"{key}__{key_op}e": value}) & (
        Q(**{f"{key}__{key_op}": value}) | Q(**{f"id__{id_op}": last_id})
    )


def _encode(row: Answer, sort: str) -> str:
    value = getattr(row, _SORTS[sort][0])
    if isinstance(value, datetime):
        value = value.isoformat()
    return cursor_encode(sort, value, row.pk)


def _decode(cursor: str, sort: str, *, field: str) -> tuple[Any, int]:
    """Return the (sort key, id) position a cursor of this sort holds."""
    cursor_sort, value, last_id = cursor_decode(cursor, length=3, field=field)
    if cursor_sort != sort or not isinstance(last_id, int):
        raise cursor_invalid(field)
    try:
        if _SORTS[sort][0] == "received_at":
            # In UTC, as issued: PostgreSQL refuses offsets past +-15:59 (a forged
            # "...-23:59" was a 500), and a naive time is none this server wrote.
            moment = datetime.fromisoformat(value)
            if moment.tzinfo is None:
                raise cursor_invalid(field)
            return moment.astimezone(UTC), last_id
    except (TypeError, ValueError, OverflowError) as error:
        raise cursor_invalid(field) from error
    if not isinstance(value, int):
        raise cursor_invalid(field)
    return value, last_id


def queue_counts(user: Any = None) -> dict[str, dict[str, int]]:
    """Return {tab: {"count", "overdue"}}, cached for a few seconds.

    One aggregate over the table, at most once per TTL: the tabs show counts on every
    page, and counting a million rows per request would be the slowest thing on it.
    With a `user`, their own tabs (Mine, My decisions) are counted too, cached
    per user: index-only counts of their assigned work and decisions.
    """
    counts = dict(_global_counts())
    if user is not None:
        counts.update(_user_counts(user))
    return counts


def _user_counts(user: Any) -> dict[str, dict[str, int]]:
    key = user_counts_cache_key(user.pk)
    counts = cache.get(key)
    if counts is None:
        now = timezone.now()
        # Counted from the user's side (the Mine index on the assignee, their
        # decisions by the reviewed_by index), never by scanning every answer.
        mine = Answer.objects.filter(tab_q("mine", user)).aggregate(
            count=Count("id"),
            overdue=Count(
                "id",
                filter=Q(
                    verification_state=VerificationState.FLAGGED,
                    review_deadline_at__lt=now,
                ),
            ),
        )
        decided = Answer.objects.filter(reviewed_by_id=user.pk).aggregate(
            count=Count("id"), overdue=Count("id", filter=overdue_q(now))
        )
        counts = {"mine": mine, "my_decisions": decided}
        cache.set(key, counts, QUEUE_COUNTS_TTL_SECONDS)
    return counts


def queue_default_tab(user: Any) -> str:
    """Reviewers see assigned work first: Mine while they have some open."""
    return "mine" if _user_counts(user)["mine"]["count"] else "flagged"


def _global_counts() -> dict[str, dict[str, int]]:
    counts = cache.get(QUEUE_COUNTS_CACHE_KEY)
    if counts is None:
        overdue = overdue_q(timezone.now())
        aggregates = {}
        for tab, condition in TAB_FILTERS.items():
            aggregates[tab] = Count("id", filter=condition)
            aggregates[f"{tab}_overdue"] = Count("id", filter=condition & overdue)
        totals = Answer.objects.aggregate(**aggregates)
        counts = {
            tab: {"count": totals[tab], "overdue": totals[f"{tab}_overdue"]}
            for tab in TAB_FILTERS
        }
        cache.set(QUEUE_COUNTS_CACHE_KEY, counts, QUEUE_COUNTS_TTL_SECONDS)
    return counts


def queue_next_answer(
    *,
    after: Answer,
    tab: str,
    user: Any,
    filters: QueueFilters | None = None,
) -> int | None:
    """Return the id of the row after `after` in the reviewer's queue, or None.

    The queue is the one the reviewer came from: its tab, filters and sort. `after`
    holds the values the answer had in that queue (before the decision moved it out),
    so "after" is a keyset range in that sort. Answers someone else holds are
    skipped. Past the last row there is no next answer: the reviewer has cleared
    their queue, and is not sent to answers outside it.
    """
    filters = filters or QueueFilters()
    now = timezone.now()
    position = (getattr(after, _SORTS[filters.sort][0]), after.pk)
    following = (
        queue_queryset(tab=tab, filters=replace(filters, q=""), user=user)
        .exclude(pk=after.pk)
        .exclude(Answer.live_claim_q(now) & ~Q(claimed_by=user.pk))
        .filter(_after(position, filters.sort))
    )
    searched = _searched_ids(following, filters, backwards=False, count=1)
    if searched is not None:
        return searched[0] if searched else None
    return (
        _searched(following, filters.q)
        .order_by(*_ordering(filters.sort, backwards=False))
        .values_list("id", flat=True)
        .first()
    )


def queue_tab_for(answer: Answer) -> str:
    """Return the tab an answer is worked from, given its states."""
    if answer.review_state == ReviewState.ESCALATED:
        return "escalated"
    if answer.verification_state == VerificationState.PASSED:
        return "unverified" if answer.uncited_count else "passed"
    return "flagged"


def reviewers() -> QuerySet[Any]:
    """People who can be assigned answers (reviewers and senior reviewers)."""
    return (
        get_user_model()
        .objects.filter(groups__name__in=REVIEWER_GROUPS)
        .distinct()
        .order_by("username")
    )


# --- one answer ------------------------------------------------------------------


def answer_for_review(answer_id: int) -> Answer | None:
    """Return an answer with everything the review page shows, in six queries."""
    return (
        answers_with_report(Answer.objects.filter(pk=answer_id))
        .select_related("claimed_by", "reviewed_by", "assignment__assignee")
        .prefetch_related(
            Prefetch(
                "decisions",
                queryset=Decision.objects.select_related("user").order_by("id"),
            ),
            Prefetch("reports", queryset=VerificationReport.objects.order_by("-id")),
        )
        .first()
    )


def citations_of(answer: Answer) -> Sequence[CitationCheck]:
    report = answer.current_report
    return list(report.citations.all()) if report else []


def uncited_of(answer: Answer) -> Sequence[Any]:
    report = answer.current_report
    return list(report.uncited_sentences.all()) if report else []
