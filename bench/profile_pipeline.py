"""Profile the pipeline's two stages in-process (cProfile), to name the slowest.

    .venv/bin/python bench/profile_pipeline.py --answers 5000
    .venv/bin/python bench/profile_pipeline.py --quick

Ingests answers through `answers_ingest` in API-sized batches, then verifies them with
`answers_verify` in task-sized batches, on the bench database (recreated), and prints
per-stage wall time plus the top functions by cumulative and by own time.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from pipeline_bench import (  # noqa: E402
    EVIDENCE,
    TEXTS,
    app_env,
    drop_database,
    manage,
    quick_database,
    recreate_database,
)

DB_NAME = os.environ.get("BENCH_PROFILE_DATABASE", "citation_review_bench_profile")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--answers", type=int, default=5000)
    parser.add_argument("--batch", type=int, default=500)
    parser.add_argument("--task-batch", type=int, default=100)
    parser.add_argument("--top", type=int, default=18)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    name = quick_database(DB_NAME) if args.quick else DB_NAME
    if args.quick:
        args.answers, args.top = 500, 8
    database_url = recreate_database(name)
    try:
        return profile(args, database_url)
    finally:
        if args.quick:
            from django.db import connections

            connections.close_all()
            drop_database(name)


def profile(args: argparse.Namespace, database_url: str) -> int:
    env = app_env(database_url, "")
    env.pop("REDIS_URL")
    env.pop("CELERY_BROKER_URL")
    manage(env, "migrate", "--noinput")
    os.environ.update(env)
    os.environ.pop("REDIS_URL", None)
    os.environ.pop("CELERY_BROKER_URL", None)

    import django

    django.setup()
    from foundations.actors import Actor
    from verification import core
    from verification.models import Source
    from verification.services.answers import AnswerInput, answers_ingest
    from verification.services.reports import answers_verify

    source = Source.objects.create(name="profile")
    evidence = tuple(core.EvidenceChunk(**e) for e in EVIDENCE)
    inputs = [
        AnswerInput(
            f"p{i}", "When is processing lawful?", "bench", TEXTS[i % 2], evidence
        )
        for i in range(args.answers)
    ]
    # No broker: enqueueing on commit is a no-op here, so only our stages are timed.
    from verification.services import answers as answers_module

    answers_module.verification_enqueue = lambda **kwargs: True

    ids: list[int] = []
    ingest_profile = cProfile.Profile()
    started = time.perf_counter()
    ingest_profile.enable()
    for start in range(0, args.answers, args.batch):
        results = answers_ingest(
            source=source,
            actor=Actor.system("profile"),
            answers=inputs[start : start + args.batch],
        )
        ids += [r.answer_id for r in results]
    ingest_profile.disable()
    ingest_seconds = time.perf_counter() - started

    verify_profile = cProfile.Profile()
    started = time.perf_counter()
    verify_profile.enable()
    for start in range(0, len(ids), args.task_batch):
        answers_verify(
            answer_ids=ids[start : start + args.task_batch],
            actor=Actor.system("profile"),
        )
    verify_profile.disable()
    verify_seconds = time.perf_counter() - started

    print(
        f"ingest: {args.answers / ingest_seconds:.0f} answers/s "
        f"({ingest_seconds:.2f} s); verify: {args.answers / verify_seconds:.0f} "
        f"answers/s ({verify_seconds:.2f} s) [one process, profiler on]"
    )
    for name, profile in (("ingest", ingest_profile), ("verify", verify_profile)):
        print(f"\n== {name}: top by cumulative time ==")
        pstats.Stats(profile).sort_stats("cumulative").print_stats(args.top)
        print(f"== {name}: top by own time ==")
        pstats.Stats(profile).sort_stats("tottime").print_stats(args.top)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
