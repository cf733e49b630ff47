"""Web under load: 50 Locust reviewers while answers are ingested at 200/s.

    .venv/bin/python bench/web_load.py                    # 50 users, 120 s, 200/s
    .venv/bin/python bench/web_load.py --quick            # CI smoke: 5 users, 10 s

Serves the app as docker-compose.yml does (gunicorn, WhiteNoise static files after
collectstatic, a Celery worker, Redis), on the bench database, seeds a queue, then
runs Locust headless with an ingestion driver posting through the API, and prints
p50/p95/p99 and the error rate per page.
"""

from __future__ import annotations

import argparse
import csv
import http.client
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from pipeline_bench import (  # noqa: E402
    VENV,
    Stack,
    batch_body,
    drop_database,
    log,
    manage,
    quick_database,
)  # noqa: E402

PASSWORD = "bench-password-for-load-tests"

CREATE_USERS = """
from django.contrib.auth.models import Group, User
group, _ = Group.objects.get_or_create(name="reviewer")
for n in range({users}):
    user = User.objects.create_user("bench-reviewer-%d" % n, password="{password}")
    user.groups.add(group)
"""


def post_batch(port: int, token: str, first: int, size: int) -> int:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    body = batch_body(range(first, first + size), prefix="w")
    conn.request(
        "POST",
        "/api/v1/answers",
        body=body,
        headers={
            "Authorization": f"Bearer {token}",
            "Content-Type": "application/json",
        },
    )
    status = conn.getresponse().status
    conn.close()
    return status


class Ingestion(threading.Thread):
    """Post `rate` answers/s in batches of 20 until stopped; count what was sent."""

    def __init__(self, port: int, token: str, rate: float, first: int) -> None:
        super().__init__(daemon=True)
        self.port, self.token, self.rate = port, token, rate
        self.next_id = first
        self.sent = self.errors = 0
        self.stop = threading.Event()

    def run(self) -> None:
        batch = 20
        started = time.monotonic()
        while not self.stop.is_set():
            due = started + self.sent / self.rate
            if (delay := due - time.monotonic()) > 0:
                time.sleep(delay)
            if post_batch(self.port, self.token, self.next_id, batch) != 202:
                self.errors += 1
            self.next_id += batch
            self.sent += batch


def read_stats(prefix: Path) -> list[dict[str, str]]:
    with open(f"{prefix}_stats.csv", newline="") as handle:
        return list(csv.DictReader(handle))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--users", type=int, default=50)
    parser.add_argument("--seconds", type=int, default=120)
    parser.add_argument("--rate", type=float, default=200)
    parser.add_argument("--seed-answers", type=int, default=3000)
    parser.add_argument("--web-workers", type=int, default=4)
    parser.add_argument("--celery-workers", type=int, default=1)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    if args.quick:
        # 20 s, not 10: each reviewer's first request is a PBKDF2 sign-in, which on
        # a busy 2-core machine takes seconds, and the smoke test needs queue pages.
        args.users, args.seconds, args.rate, args.seed_answers = 5, 20, 20, 200

    log(f"web load: {args.users} reviewers, {args.seconds} s, ingest {args.rate}/s")
    database = (
        quick_database("citation_review_bench_web")
        if args.quick
        else "citation_review_bench_web"
    )
    try:
        return run(args, database)
    finally:
        if args.quick:
            drop_database(database)


def run(args: argparse.Namespace, database: str) -> int:
    with Stack(
        workers=args.celery_workers,
        web_workers=args.web_workers,
        batch_size=100,
        database=database,
    ) as stack:
        manage(
            stack.env,
            "shell",
            "-c",
            CREATE_USERS.format(users=args.users, password=PASSWORD),
        )
        for first in range(0, args.seed_answers, 500):
            post_batch(
                stack.port, stack.token, first, min(500, args.seed_answers - first)
            )
        ingestion = Ingestion(stack.port, stack.token, args.rate, args.seed_answers)
        ingestion.start()
        prefix = stack.logs / "locust"
        subprocess.run(
            [str(VENV / "locust"), "-f", str(ROOT / "bench" / "locustfile.py")]
            + ["--headless", "-u", str(args.users), "-r", str(max(args.users // 5, 1))]
            + ["-t", f"{args.seconds}s", "--host", f"http://127.0.0.1:{stack.port}"]
            + ["--csv", str(prefix), "--only-summary", "--loglevel", "WARNING"],
            cwd=ROOT,
            env={
                **os.environ,
                "BENCH_PASSWORD": PASSWORD,
                "BENCH_USERS": str(args.users),
            },
            check=False,
            capture_output=True,
        )
        ingestion.stop.set()
        ingestion.join(timeout=30)
        rows = read_stats(prefix)

    achieved = ingestion.sent / args.seconds
    log(
        f"ingestion: {ingestion.sent} answers posted ({achieved:.0f}/s), "
        f"{ingestion.errors} failed batches"
    )
    log(
        f"{'page':34} {'requests':>8} {'p50 ms':>7} {'p95 ms':>7} {'p99 ms':>7} "
        f"{'errors':>7}"
    )
    failures = 0
    for row in rows:
        requests = int(row["Request Count"])
        errors = int(row["Failure Count"])
        failures += errors if row["Name"] != "Aggregated" else 0
        log(
            f"{row['Name'][:34]:34} {requests:8d} {row['50%']:>7} {row['95%']:>7} "
            f"{row['99%']:>7} {errors / max(requests, 1):7.2%}"
        )
    return 0 if failures == 0 and ingestion.errors == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
