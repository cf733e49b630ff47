"""The queue: tabs and counts, filters, search, keyset pages, htmx partials, speed."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from foundations.cursors import cursor_encode
from reviewer import selectors
from reviewer.selectors import QueueFilters
from tests.factories import PASSED_TEXT, make_answer, make_source, make_user
from verification.models import Answer

pytestmark = pytest.mark.django_db


def _ids(page) -> list[int]:
    return [row.pk for row in page.rows]


def _age(answer: Answer, hours: float) -> Answer:
    received = timezone.now() - timedelta(hours=hours)
    Answer.objects.filter(pk=answer.pk).update(
        received_at=received,
        review_deadline_at=received + timedelta(hours=24),
    )
    return Answer.objects.get(pk=answer.pk)


def test_tabs_hold_the_right_answers():
    """Flagged needs review; passed-with-uncited is its own tab; all holds all."""
    flagged = make_answer()
    passed = make_answer(text=PASSED_TEXT)
    uncited = make_answer(
        text=PASSED_TEXT + " Controllers should keep a record of every consent."
    )
    escalated = make_answer()
    Answer.objects.filter(pk=escalated.pk).update(review_state="escalated")
    none = QueueFilters()
    assert _ids(selectors.queue_answers(tab="flagged", filters=none)) == [flagged.pk]
    assert _ids(selectors.queue_answers(tab="escalated", filters=none)) == [
        escalated.pk
    ]
    assert _ids(selectors.queue_answers(tab="unverified", filters=none)) == [uncited.pk]
    assert set(_ids(selectors.queue_answers(tab="passed", filters=none))) == {
        passed.pk,
        uncited.pk,
    }
    assert len(_ids(selectors.queue_answers(tab="all", filters=none))) == 4


def test_counts_include_overdue_and_are_cached():
    """Tab counts count overdue answers and are served from the cache."""
    _age(make_answer(), 30)
    make_answer()
    counts = selectors.queue_counts()
    assert counts["flagged"] == {"count": 2, "overdue": 1}
    make_answer()
    assert selectors.queue_counts()["flagged"]["count"] == 2  # cached


def test_decision_refreshes_counts(reviewer_client, django_capture_on_commit_callbacks):
    """A decision clears the cached counts (on commit) so the tabs move at once."""
    answer = make_answer()
    assert selectors.queue_counts()["flagged"]["count"] == 1
    with django_capture_on_commit_callbacks(execute=True):
        reviewer_client.post(
            f"/answers/{answer.pk}/decide/",
            {
                "action": "approve",
                "expected_state": "unreviewed",
                "reason_category": "acceptable_risk",
            },
        )
    assert selectors.queue_counts()["flagged"]["count"] == 0


def test_queue_page_shows_rows_with_counts_age_deadline_and_holder(
    reviewer_client, other_reviewer_client
):
    """Each row shows question, source, unsupported and uncited counts, age, time
    left or overdue, and who holds it."""
    late = _age(make_answer(question="Late question?"), 30)
    make_answer(question="Fresh question?")
    other_reviewer_client.get(f"/answers/{late.pk}/")
    html = reviewer_client.get("/").content.decode()
    assert "Late question?" in html and "Fresh question?" in html
    assert "queue-row--overdue" in html
    assert "Overdue 6 h" in html
    assert " left</span>" in html
    assert other_reviewer_client.user.username in html
    assert html.index("Late question?") < html.index("Fresh question?")


def test_htmx_request_gets_only_the_results_partial(reviewer_client):
    """With HX-Request the queue answers just the tabs and table."""
    make_answer()
    response = reviewer_client.get("/?tab=all", HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert response.status_code == 200
    assert html.lstrip().startswith('<section id="queue_results"')
    assert "<html" not in html and 'class="filters"' not in html


def test_filters_by_source_law_diagnosis_and_date():
    """Each filter narrows the queue to the matching answers."""
    from verification import core

    other = make_source("other-assistant")
    a = make_answer()
    b = make_answer(source=other)
    c = make_answer(
        text="Workers may rest [Labour Law, Article 67].",
        evidence=[
            core.EvidenceChunk(
                chunk_id="ll-1", law_label="Labour Law", article=1, text="..."
            )
        ],
    )
    _age(a, 24 * 3)

    def ids(**kwargs):
        return set(
            _ids(selectors.queue_answers(tab="all", filters=QueueFilters(**kwargs)))
        )

    assert ids(source_id=other.pk) == {b.pk}
    assert ids(law_label="labour law") == {c.pk}
    assert ids(diagnosis="article_not_in_evidence") == {a.pk, b.pk, c.pk}
    today = timezone.now().date()
    assert ids(date_to=today - timedelta(days=2)) == {a.pk}
    assert ids(date_from=today - timedelta(days=1)) == {b.pk, c.pk}


def test_filter_by_reviewer():
    """The reviewer filter finds answers a reviewer decided or holds."""
    from reviewer import services

    user = make_user("reviewer")
    decided, held, _ = make_answer(), make_answer(), make_answer()
    services.decision_record(
        answer_id=decided.pk,
        user=user,
        action="approve",
        reason_category="acceptable_risk",
        expected_review_state="unreviewed",
    )
    services.claim_take(answer_id=held.pk, user=user)
    page = selectors.queue_answers(tab="all", filters=QueueFilters(reviewer_id=user.pk))
    assert set(_ids(page)) == {decided.pk, held.pk}


def test_full_text_search_over_question_and_answer(reviewer_client):
    """Search matches words (stemmed) in the question or the answer text."""
    hit_q = make_answer(question="Does erasure apply to backups?")
    hit_t = make_answer(text=PASSED_TEXT + " Backups are erased on rotation.")
    make_answer(question="Unrelated question about consent")
    page = selectors.queue_answers(tab="all", filters=QueueFilters(q="backup"))
    assert set(_ids(page)) == {hit_q.pk, hit_t.pk}
    html = reviewer_client.get("/?tab=all&q=backups").content.decode()
    assert "Does erasure apply to backups?" in html
    assert "Unrelated question" not in html


def test_search_uses_the_gin_index_of_the_stored_vector():
    """The search condition reads the stored vector that the GIN index holds."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SET enable_seqscan = off")
        query = Answer.objects.filter(selectors._search("backup")).only("id")
        plan = query.explain()
        cursor.execute("SET enable_seqscan = on")
    assert "reviewer_answer_search_idx" in plan


def _searched_pages(tab: str, filters: QueueFilters) -> list[list[int]]:
    """Every page of a searched tab, walked forwards by cursor."""
    pages, cursor = [], None
    while True:
        page = selectors.queue_answers(tab=tab, filters=filters, cursor=cursor, limit=2)
        pages.append(_ids(page))
        if page.next_cursor is None:
            return pages
        cursor = page.next_cursor


# How each way of paging a search is reached: (first rows looked at, matches
# sorted here). A short queue ends in its first rows; with one row looked at, all
# six matches are sorted here; with five, the flagged tab's own five are (the
# passed answer makes the word "common elsewhere"); with one, the walk pages.
SEARCH_PATHS = {
    "first rows": (2000, 5000),
    "sorted here": (1, 5000),
    "common elsewhere": (1, 5),
    "walked": (1, 1),
}


@pytest.mark.parametrize("sort", ["oldest", "newest", "unsupported"])
def test_a_search_pages_alike_whichever_way_it_is_paged(sort, monkeypatch):
    """A common word is paged from the queue's first rows, a rare one from its
    matches (found by the GIN index, sorted in Python), one common in other tabs
    from this tab's own matches, and the rest by walking the sort index: same
    rows, same order, same cursors, every way, forwards and backwards."""
    matching = [
        make_answer(question=f"Must backups be erased, case {n}?") for n in range(5)
    ]
    make_answer(question="Unrelated question about consent")
    make_answer(question="Are backups kept?", text=PASSED_TEXT)  # another tab
    Answer.objects.filter(pk=matching[1].pk).update(unsupported_count=3)
    for hours, answer in enumerate(matching):
        _age(answer, 10 - hours // 2)  # equal keys, so the id decides
    filters = QueueFilters(q="backups", sort=sort)
    pages, backs = {}, {}
    for path, (prefix, sorted_here) in SEARCH_PATHS.items():
        monkeypatch.setattr(selectors, "SEARCH_PREFIX_ROWS", prefix)
        monkeypatch.setattr(selectors, "SEARCH_SORTED_HERE_ROWS", sorted_here)
        pages[path] = _searched_pages("flagged", filters)
        first = selectors.queue_answers(tab="flagged", filters=filters, limit=2)
        second = selectors.queue_answers(
            tab="flagged", filters=filters, cursor=first.next_cursor, limit=2
        )
        back = selectors.queue_answers(
            tab="flagged", filters=filters, before=second.previous_cursor, limit=2
        )
        backs[path] = (_ids(back), _ids(first))
    assert len({repr(walked) for walked in pages.values()}) == 1, pages
    assert sorted(sum(pages["first rows"], [])) == sorted(a.pk for a in matching)
    assert all(back == first for back, first in backs.values())


def test_a_rare_search_word_is_found_by_the_index_not_by_walking_the_tab(
    monkeypatch,
):
    """Past the queue's first rows, the page of a rare word is read by id from
    its few matches: the slow plan (the sort index walked row by row, 14 s at 1M
    answers) is never given the chance, and the planner's settings are back to
    normal afterwards."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    monkeypatch.setattr(selectors, "SEARCH_PREFIX_ROWS", 1)
    hit = make_answer(question="Case 4711: must backups be erased?")
    _age(hit, 1)
    make_answer()
    with CaptureQueriesContext(connection) as queries:
        page = selectors.queue_answers(tab="all", filters=QueueFilters(q="4711"))
    assert _ids(page) == [hit.pk]
    sql = [query["sql"] for query in queries.captured_queries]
    assert any("enable_indexscan', 'off'" in text for text in sql)
    assert any('"verification_answer"."id" IN (' in text for text in sql)
    with connection.cursor() as cursor:
        cursor.execute("SELECT current_setting('enable_indexscan')")
        assert cursor.fetchone()[0] == "on"


def test_the_mine_tab_is_an_index_range_on_the_assignee():
    """Mine reads the partial index on (assignee, sort key) over open answers,
    whatever the sort, instead of probing every open answer's assignment."""
    from django.db import connection

    user = make_user("reviewer")
    with connection.cursor() as cursor:
        # On a test's few rows any plan is cheap: leave the planner only plans
        # that read the rows already in order, as it would pick at scale.
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute("SET LOCAL enable_bitmapscan = off")
        cursor.execute("SET LOCAL enable_sort = off")
        plans = {
            sort: selectors.queue_queryset(
                tab="mine", filters=QueueFilters(sort=sort), user=user
            )
            .order_by(*selectors._ordering(sort, backwards=False))[:51]
            .explain()
            for sort in ("oldest", "unsupported")
        }
    assert "reviewer_answer_mine_received_idx" in plans["oldest"]
    assert "reviewer_answer_mine_unsupported_idx" in plans["unsupported"]


@pytest.mark.parametrize("sort", ["oldest", "newest", "unsupported"])
def test_keyset_pages_cover_every_answer_once_in_order(sort):
    """Walking the pages with the cursor visits each answer exactly once, in order."""
    answers = [make_answer() for _ in range(5)]
    answers.append(make_answer(text=PASSED_TEXT))
    for hours, answer in enumerate(answers):
        _age(answer, 10 - hours)  # many equal keys for "unsupported"
    filters = QueueFilters(sort=sort)
    seen, cursor = [], None
    while True:
        page = selectors.queue_answers(
            tab="all", filters=filters, cursor=cursor, limit=2
        )
        seen += page.rows
        cursor = page.next_cursor
        if not cursor:
            break
    assert sorted(a.pk for a in seen) == sorted(a.pk for a in answers)
    assert len(seen) == len(answers)
    full = list(selectors.queue_answers(tab="all", filters=filters, limit=100).rows)
    assert [a.pk for a in seen] == [a.pk for a in full]
    if sort == "unsupported":
        assert seen[-1].unsupported_count == 0


def test_next_page_link_carries_the_cursor(reviewer_client, monkeypatch):
    """The page links to the next one through the cursor."""
    monkeypatch.setattr(selectors, "PAGE_SIZE", 1)
    make_answer(question="First?")
    make_answer(question="Second?")
    html = reviewer_client.get("/").content.decode()
    assert "First?" in html and "Second?" not in html
    href = html.split('rel="next" href="')[1].split('"')[0].replace("&amp;", "&")
    html = reviewer_client.get("/" + href).content.decode()
    assert "Second?" in html and "First?" not in html


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("cursor=garbage", "cursor"),
        ("date_from=yesterday", "date_from"),
        ("tab=nope", "tab"),
        ("sort=random", "sort"),
    ],
)
def test_bad_filter_input_is_400_naming_the_field(reviewer_client, query, field):
    """Bad query parameters give 400 and name the field, never a 500."""
    response = reviewer_client.get(f"/?{query}")
    assert response.status_code == 400
    assert f'<span class="mono">{field}</span>' in response.content.decode()


@pytest.mark.parametrize("param", ["cursor", "before"])
def test_a_cursor_time_is_read_in_utc_whatever_its_offset(reviewer_client, param):
    """PostgreSQL stores offsets up to +-15:59 only: a cursor's time is read in UTC
    (one at -23:59 was a 500)."""
    make_answer()
    cursor = cursor_encode("oldest", "2026-01-01T00:00:00-23:59", 1)
    response = reviewer_client.get("/", {"tab": "all", "sort": "oldest", param: cursor})
    assert response.status_code == 200


@pytest.mark.parametrize(
    "moment",
    [
        "9999-12-31T23:59:59-01:00",  # past the calendar once in UTC
        "2026-01-01T00:00:00",  # naive: no cursor this server issued
    ],
)
@pytest.mark.parametrize("param", ["cursor", "before"])
def test_a_forged_time_in_a_cursor_is_400_naming_it(reviewer_client, moment, param):
    """A cursor's time must be one this server could have written: any other is a
    400 naming the parameter."""
    make_answer()
    forged = cursor_encode("oldest", moment, 1)
    response = reviewer_client.get("/", {"tab": "all", "sort": "oldest", param: forged})
    assert response.status_code == 400
    assert f'<span class="mono">{param}</span>' in response.content.decode()


def test_queue_query_count_is_bounded(reviewer_client, django_assert_max_num_queries):
    """The queue page costs the same few queries for 3 rows or 30."""
    for _ in range(30):
        make_answer()
    reviewer_client.get("/")  # warm the counts cache
    with django_assert_max_num_queries(10):
        response = reviewer_client.get("/")
    assert response.content.decode().count('class="queue-row') == 30


@pytest.mark.parametrize("sort", ["oldest", "newest", "unsupported"])
def test_previous_pages_walk_back_to_the_first_in_the_same_order(sort):
    """From the last page, `previous_cursor` walks back over the same pages."""
    answers = [make_answer() for _ in range(5)]
    for hours, answer in enumerate(answers):
        _age(answer, 10 - hours)
    filters = QueueFilters(sort=sort)
    forwards, page = [], selectors.queue_answers(tab="all", filters=filters, limit=2)
    forwards.append([a.pk for a in page.rows])
    while page.next_cursor:
        page = selectors.queue_answers(
            tab="all", filters=filters, cursor=page.next_cursor, limit=2
        )
        forwards.append([a.pk for a in page.rows])
    backwards = [[a.pk for a in page.rows]]
    while page.previous_cursor:
        page = selectors.queue_answers(
            tab="all", filters=filters, before=page.previous_cursor, limit=2
        )
        backwards.append([a.pk for a in page.rows])
    assert backwards == forwards[::-1]
    assert page.is_first


def test_previous_page_link_returns_to_the_earlier_page(reviewer_client, monkeypatch):
    """Next, then Previous, shows the first page's answer again."""
    monkeypatch.setattr(selectors, "PAGE_SIZE", 1)
    make_answer(question="First?")
    make_answer(question="Second?")
    html = reviewer_client.get("/").content.decode()
    assert 'rel="prev"' not in html
    href = html.split('rel="next" href="')[1].split('"')[0].replace("&amp;", "&")
    html = reviewer_client.get("/" + href).content.decode()
    href = html.split('rel="prev" href="')[1].split('"')[0].replace("&amp;", "&")
    html = reviewer_client.get("/" + href).content.decode()
    assert "First?" in html and "Second?" not in html
