"""End-to-end pipeline benchmark: answers POSTed to gunicorn, verified by real Celery
workers, stored in PostgreSQL; and, in the same run, the machine's COPY limit.

    .venv/bin/python bench/pipeline_bench.py --answers 100000 --workers 2
    .venv/bin/python bench/pipeline_bench.py --answers 20000 --rate 300   # latency
    .venv/bin/python bench/pipeline_bench.py --answers 20000 --workers 1,2,4
    .venv/bin/python bench/pipeline_bench.py --quick                       # CI smoke

Everything runs on its own database (citation_review_bench, dropped and recreated)
and its own redis-server, so a benchmark never touches test or demo data.
"""

from __future__ import annotations

import argparse
import http.client
import io
import json
import os
import platform
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

import psycopg

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support.worker import CeleryWorker, RedisServer, free_port  # noqa: E402

PG = "postgresql://postgres@127.0.0.1:5432"
DB_NAME = "citation_review_bench"
VENV = ROOT / ".venv" / "bin"

EVIDENCE = [
    {
        "chunk_id": f"gdpr-{n}-1",
        "law_label": "GDPR",
        "article": str(n),
        "text": "The data subject shall have the right to obtain from the controller "
        "the erasure of personal data concerning him or her without undue delay.",
        "score": 0.9,
        "citation_key": f"GDPR-{n}",
    }
    for n in (6, 17, 21)
]
TEXTS = [
    # flagged: Article 15 not in evidence, last sentence uncited
    "Processing is lawful when the data subject has consented [GDPR, Article 6]. "
    "A data subject may demand a copy of their data within a week [GDPR, Article 15]. "
    "Controllers should keep a record of every consent they receive.",
    # passed
    "Processing is lawful when the data subject has consented [GDPR, Article 6]. "
    "The data subject can ask the controller to erase their data [GDPR, Article 17]. "
    "They may also object to processing [GDPR, Article 21].",
]


def batch_body(ids, *, prefix: str) -> str:
    """A POST body with one answer per id, alternately flagged and passed."""
    return json.dumps(
        {
            "answers": [
                {
                    "external_id": f"{prefix}{i}",
                    "question": "When is processing lawful?",
                    "model": "bench",
                    "text": TEXTS[i % 2],
                    "evidence": EVIDENCE,
                }
                for i in ids
            ]
        }
    )


def log(message: str) -> None:
    print(message, flush=True)


def drop_database(name: str) -> None:
    with psycopg.connect(f"{PG}/postgres", autocommit=True) as conn:
        conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s",
            [name],
        )
        conn.execute(f"DROP DATABASE IF EXISTS {name}")


def recreate_database(name: str = DB_NAME) -> str:
    drop_database(name)
    with psycopg.connect(f"{PG}/postgres", autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    return f"postgres://postgres@127.0.0.1:5432/{name}"


def quick_database(prefix: str) -> str:
    """A database name of this process's own, so a CI smoke run never drops a
    benchmark that someone is running on the same machine."""
    return f"{prefix}_quick_{os.getpid()}"


def app_env(database_url: str, redis_url: str, **extra: str) -> dict[str, str]:
    return {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.development",
        "DEBUG": "false",
        "DATABASE_URL": database_url,
        "REDIS_URL": redis_url,
        "CELERY_BROKER_URL": redis_url,
        "API_RATE_LIMIT_PER_MINUTE": "100000000",
        "LOG_LEVEL": "WARNING",
        **extra,
    }


def manage(env: dict[str, str], *args: str) -> str:
    return subprocess.run(
        [str(VENV / "python"), "manage.py", *args],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()


class Stack:
    """gunicorn + Celery worker(s) + redis-server against the bench database."""

    def __init__(
        self, *, workers: int, web_workers: int, batch_size: int, database: str
    ) -> None:
        self.database = database
        self.redis = RedisServer()
        self.workers = workers
        self.web_workers = web_workers
        self.batch_size = batch_size
        self.port = free_port()
        self.logs = Path("/tmp") / f"pipeline-bench-{os.getpid()}"
        self.logs.mkdir(exist_ok=True)

    def __enter__(self) -> Stack:
        self.web = None
        self.worker = None
        try:
            return self._start()
        except BaseException:
            self.__exit__()
            raise

    def _start(self) -> Stack:
        self.database_url = recreate_database(self.database)
        self.redis.start()
        self.env = app_env(
            self.database_url,
            self.redis.url,
            VERIFICATION_BATCH_SIZE=str(self.batch_size),
        )
        manage(self.env, "migrate", "--noinput")
        # Before gunicorn starts: WhiteNoise indexes the static files at start-up.
        manage(self.env, "collectstatic", "--noinput")
        self.token = manage(self.env, "api_token", "create", "bench")
        self.web = subprocess.Popen(
            [
                str(VENV / "gunicorn"),
                "config.wsgi",
                "--bind",
                f"127.0.0.1:{self.port}",
            ]
            + ["--workers", str(self.web_workers), "--timeout", "60"],
            cwd=ROOT,
            env=self.env,
            stdout=(self.logs / "web.log").open("wb"),
            stderr=subprocess.STDOUT,
        )
        self.worker = CeleryWorker(
            database_url=self.database_url,
            broker_url=self.redis.url,
            log_path=self.logs / "worker.log",
            concurrency=self.workers,
            extra_env={
                "DJANGO_SETTINGS_MODULE": "config.settings.development",
                "VERIFICATION_BATCH_SIZE": str(self.batch_size),
                "LOG_LEVEL": "WARNING",
            },
        )
        self.worker.env["DJANGO_SETTINGS_MODULE"] = "config.settings.development"
        self.worker.start()
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=2)
                conn.request("GET", "/healthz")
                if conn.getresponse().status == 200:
                    break
            except OSError:
                time.sleep(0.2)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.web is not None:
            self.web.terminate()
            self.web.wait(timeout=20)
        if self.worker is not None:
            self.worker.stop()
        self.redis.stop()


def post_all(stack: Stack, *, answers: int, batch: int, rate: float, threads: int):
    """POST `answers` in batches from `threads` clients; pace to `rate` if given.

    Returns {external_id: client send time (epoch seconds)} and the error count.
    """
    sent: dict[str, float] = {}
    errors = [0]
    lock = threading.Lock()
    batches = [
        list(range(start, min(start + batch, answers)))
        for start in range(0, answers, batch)
    ]
    started = time.time()

    def client(index: int) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", stack.port, timeout=120)
        headers = {
            "Authorization": f"Bearer {stack.token}",
            "Content-Type": "application/json",
        }
        for number in range(index, len(batches), threads):
            ids = batches[number]
            if rate:
                # Open-loop pacing: batch n is due at n * batch / rate.
                due = started + ids[0] / rate
                if (delay := due - time.time()) > 0:
                    time.sleep(delay)
            body = batch_body(ids, prefix="a")
            at = time.time()
            conn.request("POST", "/api/v1/answers", body=body, headers=headers)
            response = conn.getresponse()
            response.read()
            with lock:
                if response.status != 202:
                    errors[0] += 1
                for i in ids:
                    sent[f"a{i}"] = at

    pool = [threading.Thread(target=client, args=(n,)) for n in range(threads)]
    for thread in pool:
        thread.start()
    for thread in pool:
        thread.join()
    return sent, errors[0]


def wait_done(database_url: str, total: int, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    url = database_url.replace("postgres://", "postgresql://")
    with psycopg.connect(url, autocommit=True) as conn:
        while time.monotonic() < deadline:
            (done,) = conn.execute(
                "SELECT count(*) FROM verification_answer"
                " WHERE verification_state <> 'pending'"
            ).fetchone()
            if done >= total:
                return
            time.sleep(0.25)
    raise SystemExit(f"timed out: {done}/{total} verified")


def latencies(database_url: str, sent: dict[str, float]) -> tuple[list[float], float]:
    url = database_url.replace("postgres://", "postgresql://")
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT a.external_id, extract(epoch FROM r.created_at)"
            " FROM verification_answer a"
            " JOIN verification_verificationreport r ON r.id = a.current_report_id"
        ).fetchall()
    values = [float(stored) - sent[ext] for ext, stored in rows]
    last = max(float(stored) for _, stored in rows)
    return values, last


COPY_TABLES = [
    "verification_answer",
    "verification_evidencechunk",
    "verification_verificationreport",
    "verification_citationcheck",
    "verification_uncitedsentence",
    "audit_auditevent",
]


def copy_limit(database_url: str) -> dict[str, float]:
    """COPY the run's own rows into empty copies of the tables (indexes included)."""
    url = database_url.replace("postgres://", "postgresql://")
    with psycopg.connect(url, autocommit=True) as conn:
        dumps = {}
        for table in COPY_TABLES:
            buffer = io.BytesIO()
            with conn.cursor().copy(f"COPY {table} TO STDOUT") as copy:
                for chunk in copy:
                    buffer.write(chunk)
            dumps[table] = buffer.getvalue()
            conn.execute(f"DROP TABLE IF EXISTS bench_{table}")
            # Same columns, defaults and indexes; no foreign keys or triggers.
            conn.execute(f"CREATE TABLE bench_{table} (LIKE {table} INCLUDING ALL)")
        rows = 0
        started = time.perf_counter()
        with conn.transaction():
            for table, data in dumps.items():
                with conn.cursor().copy(f"COPY bench_{table} FROM STDIN") as copy:
                    copy.write(data)
                rows += data.count(b"\n")
        seconds = time.perf_counter() - started
        for table in COPY_TABLES:
            conn.execute(f"DROP TABLE bench_{table}")
    return {"seconds": seconds, "rows": rows}


def run(args: argparse.Namespace, workers: int) -> dict[str, float]:
    with Stack(
        workers=workers,
        web_workers=args.web_workers,
        batch_size=args.task_batch,
        database=args.database,
    ) as stack:
        log(f"stack up: {workers} worker process(es), {args.web_workers} gunicorn")
        t0 = time.time()
        sent, errors = post_all(
            stack,
            answers=args.answers,
            batch=args.batch,
            rate=args.rate,
            threads=args.clients,
        )
        posted = time.time()
        wait_done(stack.database_url, args.answers, timeout=args.timeout)
        values, last = latencies(stack.database_url, sent)
        copy = copy_limit(stack.database_url) if not args.no_copy else None
    elapsed = last - t0
    result = {
        "workers": workers,
        "answers": args.answers,
        "errors": errors,
        "post_rate": args.answers / (posted - t0),
        "throughput": args.answers / elapsed,
        "p50_ms": statistics.median(values) * 1000,
        "p99_ms": statistics.quantiles(values, n=100)[98] * 1000,
        "elapsed_s": elapsed,
    }
    if copy:
        result["copy_answers_per_s"] = args.answers / copy["seconds"]
        result["copy_rows"] = copy["rows"]
        result["copy_ratio"] = result["copy_answers_per_s"] / result["throughput"]
    return result


def print_result(result: dict[str, float]) -> None:
    log(
        f"workers={result['workers']} answers={result['answers']:.0f} "
        f"errors={result['errors']:.0f} "
        f"throughput={result['throughput']:.0f} answers/s "
        f"(POST side {result['post_rate']:.0f}/s) "
        f"latency p50={result['p50_ms']:.0f} ms p99={result['p99_ms']:.0f} ms "
        f"elapsed={result['elapsed_s']:.1f} s"
    )
    if "copy_ratio" in result:
        log(
            f"COPY limit: {result['copy_answers_per_s']:.0f} answers/s "
            f"({result['copy_rows']:.0f} rows incl. evidence, reports, checks, "
            f"sentences, audit); pipeline is {result['copy_ratio']:.1f}x slower"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--answers", type=int, default=100_000)
    parser.add_argument(
        "--workers", default="2", help="worker processes; a list runs each: 1,2,4"
    )
    parser.add_argument(
        "--rate", type=float, default=0, help="offered answers/s (0: flat out)"
    )
    parser.add_argument("--batch", type=int, default=500, help="answers per POST")
    parser.add_argument("--task-batch", type=int, default=100, help="per Celery task")
    parser.add_argument("--clients", type=int, default=2)
    parser.add_argument("--web-workers", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=3600)
    parser.add_argument("--no-copy", action="store_true")
    parser.add_argument("--database", default=DB_NAME)
    parser.add_argument("--quick", action="store_true", help="CI smoke: 600 answers")
    args = parser.parse_args(argv)
    if args.quick:
        args.answers, args.batch, args.timeout = 600, 100, 120
        args.database = quick_database(DB_NAME)
    log(
        f"machine: {platform.node()} {platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}; {time.strftime('%Y-%m-%d %H:%M')}"
    )
    try:
        results = [run(args, int(w)) for w in args.workers.split(",")]
    finally:
        if args.quick:
            drop_database(args.database)
    for result in results:
        print_result(result)
    return 0 if all(r["errors"] == 0 for r in results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
