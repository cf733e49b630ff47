"""Time the reviewer's desk (queue, deep page, search, answer view) on many answers.

Team features are in use while it is timed: a third of the flagged answers are
assigned (one in five of those to the bench reviewer, whose queue opens on Mine), a
quarter of the decided answers were decided by the bench reviewer, and the team has
saved views (shared and private) listed on every queue page. Two of them are timed
applied: a shared one (one source, newest first) and one of the reviewer's own (a
search). The deep page is the flagged tab's last page, opened by keyset cursor.

    .venv/bin/python bench/queue_bench.py                    # 1,000,000 answers
    .venv/bin/python bench/queue_bench.py --answers 20000    # smoke run, ~15 s

Answers are generated inside PostgreSQL (INSERT ... SELECT generate_series) into a
separate database, `citation_review_bench_queue`, migrated first. Two in three flagged
answers (a fifth of all) also get evidence, a verification report, its citation
checks and uncited sentence, built from one real verifier run so offsets are right.
An existing bench database with the requested number of answers is reused (`--fresh`
rebuilds it). Server time is measured in-process with Django's test Client
(middleware, view, template; no network), p50 and p95 over many iterations, with the
tab counts cache warm as in production.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reviewer.models import SavedView

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

BENCH_DB = "citation_review_bench_queue"
SERVER = "postgres://postgres@127.0.0.1:5432"

QUESTIONS = [
    "When is processing of personal data lawful under the consent basis",
    "Must we erase customer data after the contract ends",
    "How fast must a data breach be notified to the authority",
    "Can employee monitoring rely on legitimate interests",
    "Does the right of access cover internal emails",
    "Is a data protection officer required for a small company",
    "Can personal data be transferred to a processor in a third country",
    "Must an AI recruitment tool be registered as high-risk",
]
TEXT = (
    "Processing is lawful when the data subject has consented to it "
    "[GDPR, Article 6]. A data subject may also demand a copy of all their data "
    "within a week [GDPR, Article 15]. The data subject can ask the controller to "
    "erase personal data [GDPR, Article 17]. Controllers should keep a record of "
    "every consent they receive."
)
EVIDENCE = [
    (
        "gdpr-6-1",
        "GDPR",
        6,
        "Processing shall be lawful only if and to the extent "
        "that at least one of the following applies: (a) the data subject has given "
        "consent to the processing of his or her personal data...",
        0.91,
    ),
    (
        "gdpr-17-1",
        "GDPR",
        17,
        "The data subject shall have the right to obtain from "
        "the controller the erasure of personal data concerning him or her without "
        "undue delay...",
        0.84,
    ),
]


def _setup(fresh: bool, database: str) -> None:
    import psycopg

    with psycopg.connect(f"{SERVER}/postgres", autocommit=True) as conn:
        exists = conn.execute(
            "SELECT 1 FROM pg_database WHERE datname = %s", [database]
        ).fetchone()
        if exists and fresh:
            conn.execute(f'DROP DATABASE "{database}" WITH (FORCE)')
        if not exists or fresh:
            conn.execute(f'CREATE DATABASE "{database}"')
    os.environ["DATABASE_URL"] = f"{SERVER}/{database}"
    os.environ["DEBUG"] = "false"  # no query log growing in memory
    os.environ.pop("REDIS_URL", None)  # local-memory cache: one process
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.development")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def _drop(database: str) -> None:
    import psycopg
    from django.db import connection

    connection.close()
    with psycopg.connect(f"{SERVER}/postgres", autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')


def _load(n: int) -> None:
    """Generate n answers in SQL (skipped if the database already holds them)."""
    from django.db import connection

    from verification import core

    with connection.cursor() as cur:
        cur.execute("SELECT count(*) FROM verification_answer")
        have = cur.fetchone()[0]
    if have == n:
        print(f"reusing {n:,} answers")
        return
    if have:
        sys.exit(f"the database holds {have:,} answers, not {n:,}: use --fresh")
    chunks = [
        core.EvidenceChunk(c, lab, art, txt, s) for c, lab, art, txt, s in EVIDENCE
    ]
    report = core.verify(TEXT, chunks)
    started = time.perf_counter()
    with connection.cursor() as cur:
        cur.execute(
            "INSERT INTO verification_source (name, description, review_deadline_hours,"
            " created_at, four_eyes) VALUES ('assistant', 'bench', 24, now(), true), "
            "('assistant-eu', 'bench', 48, now(), true)"
        )
        _step("answers", cur, _ANSWERS_SQL, [QUESTIONS, TEXT, n])
        _step(
            "evidence",
            cur,
            _EVIDENCE_SQL,
            [
                [c[0] for c in EVIDENCE],
                [c[1] for c in EVIDENCE],
                [c[2] for c in EVIDENCE],
                [c[2] for c in EVIDENCE],
                [c[3] for c in EVIDENCE],
                [c[4] for c in EVIDENCE],
            ],
        )
        _step(
            "reports",
            cur,
            _REPORTS_SQL,
            [
                report.passed,
                report.unsupported_count,
                len(report.uncited_sentences),
                len(report.citations),
            ],
        )
        _step("current report", cur, _CURRENT_SQL, [])
        for position, c in enumerate(report.citations):
            _step(
                f"check {position}",
                cur,
                _CHECK_SQL,
                [
                    position,
                    c.raw,
                    c.start,
                    c.end,
                    c.law_label,
                    c.article,
                    c.article_no,
                    c.status.value,
                    c.diagnosis.value if c.diagnosis else None,
                    c.chunk_id,
                    c.chunk_id,
                ],
            )
        for position, s in enumerate(report.uncited_sentences):
            _step(
                f"sentence {position}",
                cur,
                _SENTENCE_SQL,
                [position, s.text, s.start, s.end],
            )
        _step("analyze", cur, "VACUUM ANALYZE", [])
    print(f"loaded {n:,} answers in {time.perf_counter() - started:.0f} s")


def _step(name: str, cur, sql: str, params: list) -> None:
    started = time.perf_counter()
    cur.execute(sql, params)
    print(f"  {name}: {time.perf_counter() - started:.1f} s", flush=True)


# 30% flagged (1 in 6 of those escalated, 1 in 6 approved), 70% passed.
_ANSWERS_SQL = """
INSERT INTO verification_answer (
    source_id, external_id, model, question, text, payload_hash, received_at,
    review_deadline_at, verification_state, verification_attempts,
    verification_error, enqueued_at, unsupported_count, uncited_count, review_state)
SELECT
    (SELECT min(id) FROM verification_source) + (g %% 2),
    'bench-' || g, 'bench-model',
    (%s::text[])[1 + g %% 8] || ' (case ' || g || ')?',
    %s || ' Case ' || g || '.',
    md5(g::text),
    t, t + interval '24 hours', CASE WHEN g %% 10 < 3 THEN 'flagged' ELSE 'passed' END,
    1, '', t,
    CASE WHEN g %% 10 < 3 THEN 1 + g %% 3 ELSE 0 END,
    CASE WHEN g %% 4 = 0 THEN 0 ELSE 1 END,
    CASE WHEN g %% 10 < 3 AND g %% 6 = 1 THEN 'escalated'
         WHEN g %% 10 < 3 AND g %% 6 = 2 THEN 'approved'
         ELSE 'unreviewed' END
FROM generate_series(1, %s) AS g,
     LATERAL (SELECT now() - (g * interval '20 seconds') AS t) AS ts
"""
_EVIDENCE_SQL = """
INSERT INTO verification_evidencechunk
    (answer_id, position, chunk_id, law_label, article_no, article, text, score,
     citation_key)
SELECT a.id, p - 1, (%s::text[])[p], (%s::text[])[p], (%s::int[])[p],
       ((%s::int[])[p])::text,
       (%s::text[])[p], (%s::float[])[p], ''
FROM verification_answer a CROSS JOIN generate_series(1, 2) AS p
WHERE a.verification_state = 'flagged' AND a.id %% 2 = 0
"""
_REPORTS_SQL = """
INSERT INTO verification_verificationreport (answer_id, verifier_version,
    alias_version, passed, unsupported_count, uncited_count, citation_count,
    duration_ms, limit_reached, created_at)
SELECT id, '3.0.0', 'none', %s, %s, %s, %s, 0.4, false, received_at
FROM verification_answer WHERE verification_state = 'flagged' AND id %% 2 = 0
"""
_CURRENT_SQL = """
UPDATE verification_answer a SET current_report_id = r.id
FROM verification_verificationreport r WHERE r.answer_id = a.id
"""
_CHECK_SQL = """
INSERT INTO verification_citationcheck (report_id, position, raw, start, "end",
    law_label, article, article_no, pinpoint, status, diagnosis, suggested_label,
    chunk_id, citation_key, matched_chunk_id)
SELECT r.id, %s, %s, %s, %s, %s, %s, %s, NULL, %s, %s, NULL, %s, NULL,
       (SELECT e.id FROM verification_evidencechunk e
        WHERE e.answer_id = r.answer_id AND e.chunk_id = %s)
FROM verification_verificationreport r
"""
_SENTENCE_SQL = """
INSERT INTO verification_uncitedsentence (report_id, position, text, start, "end")
SELECT r.id, %s, %s, %s, %s FROM verification_verificationreport r
"""


MIN_SAMPLES = 10


def _time(client, path: str, iterations: int, budget_s: float) -> list[float]:
    for _ in range(3):
        assert client.get(path).status_code == 200, path
    return _time_many(client, [path] * iterations, budget_s)


def _time_many(client, paths: list[str], budget_s: float) -> list[float]:
    """Request times in ms; stops early (after MIN_SAMPLES) once over the budget,
    so a page that takes seconds is reported instead of stalling the run."""
    samples = []
    deadline = time.perf_counter() + budget_s
    for path in paths:
        started = time.perf_counter()
        response = client.get(path)
        samples.append((time.perf_counter() - started) * 1000)
        assert response.status_code == 200, path
        if len(samples) >= MIN_SAMPLES and time.perf_counter() > deadline:
            break
    return samples


def _sql_ms(client, paths: list[str]) -> float:
    """Median time the page's SQL takes (sum over its queries), from a few extra
    requests with the queries captured: the rest of a request is Python."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    totals = []
    for path in paths[:5]:
        with CaptureQueriesContext(connection) as queries:
            assert client.get(path).status_code == 200, path
        totals.append(sum(float(q["time"]) for q in queries.captured_queries) * 1000)
    return statistics.median(totals)


def _row(name: str, samples: list[float], sql_ms: float) -> str:
    samples = sorted(samples)
    p50 = statistics.median(samples)
    p95 = samples[max(0, int(len(samples) * 0.95) - 1)]
    return f"| {name} | {len(samples)} | {p50:.1f} | {p95:.1f} | {sql_ms:.1f} |"


def _deep_cursor(page_number: int, page_size: int) -> str:
    from reviewer import selectors
    from verification.models import Answer

    row = (
        Answer.objects.filter(selectors.TAB_FILTERS["flagged"])
        .order_by("received_at", "id")
        .only("id", "received_at")[page_number * page_size - 1]
    )
    return selectors._encode(row, "oldest")


_ASSIGN_SQL = """
INSERT INTO reviewer_assignment (answer_id, assignee_id, assigned_by_id, assigned_at)
SELECT id, CASE WHEN id %% 50 = 0 THEN %s ELSE %s END, NULL, now()
FROM verification_answer WHERE verification_state = 'flagged' AND id %% 5 = 0
ON CONFLICT DO NOTHING
"""
# The answer row carries its assignee too, as reviewer.assignments writes it.
_ASSIGNEE_SQL = """
UPDATE verification_answer SET assignee_id = a.assignee_id
FROM reviewer_assignment a WHERE a.answer_id = verification_answer.id
AND verification_answer.assignee_id IS DISTINCT FROM a.assignee_id
"""
_DECIDED_BY_SQL = """
UPDATE verification_answer SET reviewed_by_id = %s, reviewed_at = received_at
WHERE review_state <> 'unreviewed' AND id %% 4 = 0 AND reviewed_by_id IS NULL
"""


def _team(user, colleague) -> SavedView:
    """Assignments, decisions by the bench reviewer, saved views (idempotent).

    Returns the shared view the bench applies: one source, newest first."""
    from django.db import connection

    from reviewer.models import SavedView
    from verification.models import Source

    with connection.cursor() as cur:
        _step("assignments", cur, _ASSIGN_SQL, [user.pk, colleague.pk])
        _step("assignees on their answers", cur, _ASSIGNEE_SQL, [])
        _step("decided by the bench reviewer", cur, _DECIDED_BY_SQL, [user.pk])
        _step("analyze", cur, "ANALYZE reviewer_assignment, verification_answer", [])
    for owner, shared in ((user, False), (colleague, True)):
        for n in range(10):
            SavedView.objects.get_or_create(
                owner=owner,
                name=f"View {n}",
                defaults={
                    "query": f"tab=flagged&sort=newest&q=case+{n}",
                    "shared": shared,
                },
            )
    second_source = Source.objects.order_by("id").values_list("id", flat=True)[1]
    view, _ = SavedView.objects.get_or_create(
        owner=colleague,
        name="Second source, newest",
        defaults={
            "query": f"tab=flagged&source={second_source}&sort=newest",
            "shared": True,
        },
    )
    return view


def _bench(iterations: int, budget_s: float) -> None:
    from django.contrib.auth.models import Group, User
    from django.test import Client

    from reviewer import selectors
    from reviewer.models import SavedView
    from verification.models import Answer

    user, _ = User.objects.get_or_create(username="bench-reviewer")
    user.groups.add(Group.objects.get(name="reviewer"))
    colleague, _ = User.objects.get_or_create(username="bench-colleague")
    colleague.groups.add(Group.objects.get(name="reviewer"))
    view = _team(user, colleague)
    client = Client()
    client.force_login(user)
    flagged = selectors.queue_counts()["flagged"]["count"]
    # The cursor after the second-to-last page's last row opens the last page.
    deep = max(1, (flagged - 1) // selectors.PAGE_SIZE)
    cursor = _deep_cursor(deep, selectors.PAGE_SIZE)
    last = selectors.queue_answers(
        tab="flagged", filters=selectors.QueueFilters(), cursor=cursor, user=user
    )
    assert last.rows and last.next_cursor is None, "not the last page"
    from django.core.cache import cache

    cache.clear()
    started = time.perf_counter()
    selectors.queue_counts()
    counts_ms = (time.perf_counter() - started) * 1000
    with_report = list(
        Answer.objects.filter(
            current_report__isnull=False,
            verification_state="flagged",
            review_state="unreviewed",
        )
        .order_by("id")
        .values_list("id", flat=True)[: iterations * 20]
    )
    random.seed(7)
    random.shuffle(with_report)
    search_view = SavedView.objects.get(owner=user, name="View 3")
    scenarios = [
        ("queue, opens on Mine (assigned work first)", "/"),
        ("queue, flagged, page 1", "/?tab=flagged"),
        ("queue, Mine, most unsupported", "/?tab=mine&sort=unsupported"),
        ("queue, Decided", "/?tab=decided"),
        ("queue, My decisions", "/?tab=my_decisions"),
        (f"queue, saved view applied ({view.name}: {view.query})", f"/?{view.query}"),
        (
            f"queue, saved view applied ({search_view.name}: {search_view.query})",
            f"/?{search_view.query}",
        ),
        (
            f"queue, flagged, page {deep + 1:,} (keyset, the last page)",
            f"/?tab=flagged&cursor={cursor}",
        ),
        ("queue, all, most unsupported", "/?tab=all&sort=unsupported"),
        (
            "queue, flagged, diagnosis filter",
            "/?tab=flagged&diagnosis=article_not_in_evidence",
        ),
        ("queue, all, full-text search (common words)", "/?tab=all&q=erase+breach"),
        ("queue, all, a rare search term (`q=case+3`)", "/?tab=all&q=case+3"),
        ("queue, flagged, a word no answer holds", "/?tab=flagged&q=arbitration"),
    ]
    print(
        f"\nflagged answers: {flagged:,}; tab counts refresh (uncached): "
        f"{counts_ms:.0f} ms, then cached 30 s"
    )
    print("\n| page | requests | p50 ms | p95 ms | SQL p50 ms |\n|---|---|---|---|---|")
    for name, path in scenarios:
        samples = _time(client, path, iterations, budget_s)
        print(_row(name, samples, _sql_ms(client, [path] * 5)), flush=True)
    paths = [f"/answers/{answer_id}/" for answer_id in with_report[:iterations]]
    samples = _time_many(client, paths, budget_s)
    sql_ms = _sql_ms(client, paths[-5:])
    print(_row("answer view, a different answer each time", samples, sql_ms))
    samples = _time(client, paths[0], iterations, budget_s)
    sql_ms = _sql_ms(client, [paths[0]] * 5)
    print(_row("answer view, the same answer again", samples, sql_ms))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--answers", type=int, default=1_000_000)
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument(
        "--budget",
        type=float,
        default=120,
        help="seconds of timing per page before it stops early (at least 10 requests)",
    )
    parser.add_argument("--fresh", action="store_true", help="rebuild the database")
    parser.add_argument("--database", default=BENCH_DB)
    parser.add_argument(
        "--drop-after", action="store_true", help="drop the database (smoke runs)"
    )
    args = parser.parse_args()
    _setup(args.fresh, args.database)
    _load(args.answers)
    _bench(args.iterations, args.budget)
    if args.drop_after:
        _drop(args.database)


if __name__ == "__main__":
    main()
