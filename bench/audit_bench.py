"""Measure audit-log appends, proofs and checks, from small to large logs.

    .venv/bin/python bench/audit_bench.py            # full run, a few minutes
    .venv/bin/python bench/audit_bench.py --quick    # smoke run
    .venv/bin/python bench/audit_bench.py --events 1000000 --tree 10000000

Three parts. (1) Appends: one event per transaction (alone and from 4 processes),
then `--events` events through `audit_record_many` in batches of 1,000 (the
pipeline's shape: seal, chain, Merkle leaves, two COPYs). (2) At that size: signing a
checkpoint, inclusion and consistency proofs from PostgreSQL (`DatabaseStore`, one
query each), the full `audit_verify` walk and the incremental one. (3) `--tree`
leaves of subtrees only (random leaf hashes through `Frontier`, COPYed straight into
`audit_auditmerklenode` in a second scratch database): proof latency at a size whose
events would take too long to build here; a proof reads only that table.

Runs against a scratch PostgreSQL database (`citation_review_bench_audit`, recreated
each run; a `--quick` run uses `citation_review_bench_audit_quick_<pid>` and drops it
at the end; override with BENCH_DATABASE_URL). Every append is its own transaction,
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

# A smoke run (--quick, as the test suite runs it) uses databases of its own
# process, dropped at the end, so it never drops a benchmark someone is running.
QUICK = "--quick" in sys.argv[1:]
BENCH_URL = os.environ.get(
    "BENCH_DATABASE_URL",
    "postgres://postgres@127.0.0.1:5432/citation_review_bench_audit"
    + (f"_quick_{os.getpid()}" if QUICK else ""),
)
os.environ["DATABASE_URL"] = BENCH_URL
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.test")


def _recreate_database() -> None:
    _recreate(BENCH_URL)


def _recreate(url: str, *, create: bool = True) -> None:
    import psycopg

    base, name = url.rsplit("/", 1)
    with psycopg.connect(f"{base}/postgres", autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        if create:
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
                    EventDraft(
                        "verification.run",
                        "answer",
                        str(n),
                        n,
                        {"b": b, "report_id": n, "passed": False, "state": "flagged"},
                    )
                    for n in range(size)
                ],
            )
        if batches >= 100 and b % (batches // 10) == 0 and b:
            rate = (b + 1) * size / (time.perf_counter() - began)
            print(
                f"  ... {(b + 1) * size:>10} events, {rate:8.0f} events/s", flush=True
            )
    return batches * size / (time.perf_counter() - began)


def _percentiles(samples: list[float]) -> str:
    ordered = sorted(samples)
    p50 = ordered[len(ordered) // 2]
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    worst = ordered[-1]
    return f"p50 {p50 * 1e3:.2f} ms, p99 {p99 * 1e3:.2f} ms, max {worst * 1e3:.2f} ms"


def _proof_latency(size: int, samples: int) -> tuple[str, str]:
    """Inclusion proofs of random leaves and consistency proofs from random sizes,
    each read from PostgreSQL with one query, timed end to end (and verified)."""
    import random

    from foundations.audit.merkle import consistency_proof, inclusion_proof, tree_root
    from foundations.audit.record_verify import verify_consistency, verify_inclusion
    from foundations.audit.store import DatabaseStore

    store = DatabaseStore()
    rng = random.Random(12)
    root = tree_root(store, size)
    inclusion, consistency = [], []
    for _ in range(samples):
        index = rng.randrange(size)
        began = time.perf_counter()
        proof = inclusion_proof(store, index, size)
        inclusion.append(time.perf_counter() - began)
        [leaf] = store.subtree_hashes([(0, index)])
        assert verify_inclusion(leaf, index, size, proof, root)
        old = rng.randrange(1, size)
        began = time.perf_counter()
        proof = consistency_proof(store, old, size)
        consistency.append(time.perf_counter() - began)
        assert verify_consistency(old, size, tree_root(store, old), root, proof)
    return _percentiles(inclusion), _percentiles(consistency)


def _synthetic_tree(leaves: int) -> float:
    """Fill a scratch database's subtree table for `leaves` random leaves; seconds."""
    from django.db import connection

    from foundations.audit.merkle import Frontier

    frontier = Frontier()
    began = time.perf_counter()
    chunk = 200_000
    with connection.cursor() as cursor:
        cursor.execute("ALTER TABLE audit_auditmerklenode SET UNLOGGED")
        for start in range(0, leaves, chunk):
            batch = [os.urandom(32) for _ in range(min(chunk, leaves - start))]
            completed = frontier.append(batch)
            with cursor.cursor.copy(
                "COPY audit_auditmerklenode (level, idx, hash) FROM STDIN"
            ) as copy:
                for (level, idx), digest in completed:
                    copy.write_row((level, idx, digest))
            if start and start % (chunk * 10) == 0:
                print(f"  ... {start:>10} leaves", flush=True)
        cursor.execute("ALTER TABLE audit_auditmerklenode SET LOGGED")
        cursor.execute("ANALYZE audit_auditmerklenode")
    return time.perf_counter() - began


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--events", type=int, default=None, help="batched appends")
    parser.add_argument("--tree", type=int, default=None, help="synthetic leaves")
    args = parser.parse_args()
    single, writers, each = (300, 4, 100) if args.quick else (2000, 4, 1000)
    events = args.events or (5_000 if args.quick else 200_000)
    tree = args.tree if args.tree is not None else (20_000 if args.quick else 0)

    _recreate_database()
    _setup()
    from django.db import connection

    from foundations.audit.models import AuditEvent
    from foundations.audit.selectors import audit_chain_verify
    from foundations.audit.services import audit_chain_check, audit_checkpoint_sign

    began = time.perf_counter()
    _append(single, "single")
    one_writer = single / (time.perf_counter() - began)
    concurrent = _concurrent(writers, each)
    batched = _batched(events // 1000 or 1, min(events, 1000))

    total = AuditEvent.objects.count()
    began = time.perf_counter()
    audit_checkpoint_sign()
    sign_ms = (time.perf_counter() - began) * 1000
    inclusion, consistency = _proof_latency(total, 200)

    began = time.perf_counter()
    check = audit_chain_check(recorded_by="bench")
    verify_rate = check.checked / (time.perf_counter() - began)
    assert check.intact, check
    assert check.verified_count == total
    _batched(10, 1000)
    began = time.perf_counter()
    incremental = audit_chain_verify(incremental=True)
    incremental_s = time.perf_counter() - began
    assert incremental.intact and incremental.checked == 10_000

    print(f"events in log:               {total}")
    print(f"1 writer, 1 event/txn:       {one_writer:8.0f} appends/s")
    print(f"{writers} processes, 1 event/txn:  {concurrent:8.0f} appends/s (one log)")
    print(f"1 writer, 1,000 events/txn:  {batched:8.0f} events/s")
    print(f"sign a checkpoint:           {sign_ms:8.1f} ms")
    print(f"inclusion proof at {total}: {inclusion}")
    print(f"consistency proof at {total}: {consistency}")
    print(f"audit_verify full walk:      {verify_rate:8.0f} events/s")
    print(f"audit_verify --incremental after 10,000 new events: {incremental_s:6.2f} s")

    if tree:
        connection.close()
        os.environ["DATABASE_URL"] = BENCH_URL + "_tree"
        _recreate(BENCH_URL + "_tree")
        from django.db import connections

        connections["default"].settings_dict["NAME"] = (
            BENCH_URL.rsplit("/", 1)[1] + "_tree"
        )
        connections["default"].close()
        from django.core.management import call_command

        call_command("migrate", verbosity=0)
        seconds = _synthetic_tree(tree)
        inclusion, consistency = _proof_latency(tree, 500)
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_total_relation_size('audit_auditmerklenode')")
            size_mb = cursor.fetchone()[0] / 1e6
        print(
            f"synthetic tree of {tree} leaves: built in {seconds:6.1f} s, "
            f"{size_mb:,.0f} MB with its index"
        )
        print(f"inclusion proof at {tree}: {inclusion}")
        print(f"consistency proof at {tree}: {consistency}")
    if QUICK and "BENCH_DATABASE_URL" not in os.environ:
        from django.db import connections

        connections.close_all()
        _recreate(BENCH_URL, create=False)
        _recreate(BENCH_URL + "_tree", create=False)


if __name__ == "__main__":
    main()
