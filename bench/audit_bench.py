"""Measure audit-chain appends per second, alone and with concurrent writers.

    .venv/bin/python bench/audit_bench.py            # full run, ~30 s
    .venv/bin/python bench/audit_bench.py --quick    # smoke run

Runs against a scratch PostgreSQL database (`citation_review_bench_audit`, recreated
each run; override with BENCH_DATABASE_URL). Every append is its own transaction,
the way services record events: take the chain's advisory lock, read the head, insert,
commit. The concurrent figures use separate processes, each with its own
connection, and the chain is verified afterwards to prove it did not fork.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

BENCH_URL = os.environ.get(
    "BENCH_DATABASE_URL",
    "postgres://postgres@127.0.0.1:5432/citation_review_bench_audit",
)
os.environ["DATABASE_URL"] = BENCH_URL
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.test")


def _recreate_database() -> None:
    import psycopg

    base, name = BENCH_URL.rsplit("/", 1)
    with psycopg.connect(f"{base}/postgres", autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')


def _setup() -> None:
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0)


def _append(count: int, writer: str) -> None:
    from django.db import transaction

    from foundations.actors import Actor
    from foundations.audit.services import audit_record

    actor = Actor.system(writer)
    for n in range(count):
        with transaction.atomic():
            audit_record(
                actor=actor,
                action="comment.added",
                subject_type="answer",
                subject_id=n,
                answer_id=n,
                payload={"writer": writer, "n": n, "reason": "benchmark append"},
            )


def _child(count: int, writer: str, start: multiprocessing.synchronize.Event) -> None:
    import django
    from django.db import connection

    django.setup()
    start.wait()
    _append(count, writer)
    connection.close()


def _concurrent(writers: int, each: int) -> float:
    from django.db import connection

    connection.close()  # never share a connection with forked children
    context = multiprocessing.get_context("fork")
    start = context.Event()
    processes = [
        context.Process(target=_child, args=(each, f"writer-{w}", start))
        for w in range(writers)
    ]
    for process in processes:
        process.start()
    time.sleep(0.5)  # let every child connect before the clock starts
    began = time.perf_counter()
    start.set()
    for process in processes:
        process.join()
        assert process.exitcode == 0
    return writers * each / (time.perf_counter() - began)


def _batched(batches: int, size: int) -> float:
    from django.db import transaction

    from foundations.actors import Actor
    from foundations.audit.services import EventDraft, audit_record_many

    actor = Actor.system("batch")
    began = time.perf_counter()
    for b in range(batches):
        with transaction.atomic():
            audit_record_many(
                actor=actor,
                events=[
                    EventDraft("verification.run", "answer", str(n), n, {"b": b})
                    for n in range(size)
                ],
            )
    return batches * size / (time.perf_counter() - began)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    single, writers, each, batches = (
        (300, 4, 100, 5) if args.quick else (2000, 4, 1000, 50)
    )

    _recreate_database()
    _setup()
    from foundations.audit.models import AuditEvent
    from foundations.audit.selectors import audit_chain_verify

    began = time.perf_counter()
    _append(single, "single")
    one_writer = single / (time.perf_counter() - began)
    concurrent = _concurrent(writers, each)
    batched = _batched(batches, 100)

    began = time.perf_counter()
    check = audit_chain_verify()
    verify_rate = check.checked / (time.perf_counter() - began)
    assert check.intact, check
    total = AuditEvent.objects.count()
    assert check.verified_count == total

    print(f"events in chain:             {total}")
    print(f"1 writer, 1 event/txn:       {one_writer:8.0f} appends/s")
    print(f"{writers} processes, 1 event/txn:  {concurrent:8.0f} appends/s (one chain)")
    print(f"1 writer, 100 events/txn:    {batched:8.0f} events/s")
    print(f"audit_verify full walk:      {verify_rate:8.0f} events/s")


if __name__ == "__main__":
    main()
