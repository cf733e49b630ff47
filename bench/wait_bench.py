"""Waiting API callers do not slow the reviewer pages: 50 `?wait=10` POSTs at once.

    .venv/bin/python bench/wait_bench.py                  # 50 waiters, 30 s
    .venv/bin/python bench/wait_bench.py --layout single  # the old shape, to compare
    .venv/bin/python bench/wait_bench.py --quick          # CI smoke: 10 waiters, 6 s

Starts the real servers on loopback against a bench database, as docker-compose.yml
runs them: the reviewer UI on gunicorn's WSGI pool (`make web`), the API on gunicorn
with uvicorn workers (`make api`, ASGI), and a redis-server as broker. No Celery
worker runs, so every waiting call waits its full `wait` (the case that matters: a
backlog). While `--waiters` clients keep a `wait=10` POST open each, one reviewer
loads the queue and an answer page in turn; the script prints p50/p95/max of the
reviewer pages and what the waiting calls got.

`--layout single` serves the API from the WSGI pool too (the shape before): each
waiting call then holds one of its sync workers for 10 s.
"""

from __future__ import annotations

import argparse
import http.client
import json
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from pipeline_bench import (  # noqa: E402
    EVIDENCE,
    TEXTS,
    VENV,
    app_env,
    drop_database,
    log,
    manage,
    quick_database,
    recreate_database,
)

from tests.support.worker import RedisServer, free_port  # noqa: E402

PAGE_TIMEOUT = 15

REVIEWER_SESSION = """
from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY
from django.contrib.auth.models import Group, User
from django.contrib.sessions.backends.db import SessionStore
group, _ = Group.objects.get_or_create(name="reviewer")
user = User.objects.create_user("bench-wait-reviewer", password="bench-wait-password")
user.groups.add(group)
session = SessionStore()
session[SESSION_KEY] = str(user.pk)
session[BACKEND_SESSION_KEY] = "django.contrib.auth.backends.ModelBackend"
session[HASH_SESSION_KEY] = user.get_session_auth_hash()
session.create()
print(session.session_key)
"""


def wait_until_up(port: int, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/healthz")
            if conn.getresponse().status == 200:
                return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"no server on port {port}")


def answer_body(number: int) -> str:
    return json.dumps(
        {
            "external_id": f"wait-{number}",
            "question": "When is processing lawful?",
            "text": TEXTS[number % 2],
            "evidence": EVIDENCE,
        }
    )


class Waiter(threading.Thread):
    """POST one answer with `?wait=` again and again until stopped."""

    def __init__(self, port: int, token: str, wait: float, first: int) -> None:
        super().__init__(daemon=True)
        self.port, self.token, self.wait, self.number = port, token, wait, first
        self.statuses: list[int] = []
        self.seconds: list[float] = []
        self.stop = threading.Event()

    def run(self) -> None:
        while not self.stop.is_set():
            conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
            started = time.monotonic()
            try:
                conn.request(
                    "POST",
                    f"/api/v1/answers?wait={self.wait}",
                    body=answer_body(self.number),
                    headers={
                        "Authorization": f"Bearer {self.token}",
                        "Content-Type": "application/json",
                    },
                )
                response = conn.getresponse()
                response.read()
                self.statuses.append(response.status)
            except OSError:
                self.statuses.append(0)
            self.seconds.append(time.monotonic() - started)
            self.number += 100_000
            conn.close()


def reviewer_pages(port: int, session: str, seconds: float) -> list[float]:
    """Load the queue and an answer page in turn for `seconds`; return latencies.

    A page that does not answer within PAGE_TIMEOUT counts as that long (with the
    API on the WSGI pool, the waiting calls hold every worker and pages time out).
    """
    cookie = {"Cookie": f"sessionid={session}"}
    paths = ["/", "/?tab=all", "/answers/1/"]
    latencies: list[float] = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        path = paths[len(latencies) % len(paths)]
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=PAGE_TIMEOUT)
        started = time.monotonic()
        try:
            conn.request("GET", path, headers=cookie)
            response = conn.getresponse()
            response.read()
            if response.status != 200:
                raise RuntimeError(f"reviewer page {path} answered {response.status}")
        except TimeoutError:
            pass
        finally:
            conn.close()
        latencies.append((time.monotonic() - started) * 1000)
        time.sleep(0.05)
    return latencies


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


class Servers:
    """The UI's WSGI pool and, unless `single`, the API's ASGI server."""

    def __init__(self, env: dict[str, str], *, layout: str, web_workers: int) -> None:
        self.env, self.layout, self.web_workers = env, layout, web_workers
        self.web_port = free_port()
        self.api_port = self.web_port if layout == "single" else free_port()
        self.processes: list[subprocess.Popen[bytes]] = []

    def __enter__(self) -> Servers:
        self._start(
            ["config.wsgi", "--workers", str(self.web_workers)], self.web_port, {}
        )
        if self.layout == "split":
            # As `make api`: persistent connections off under ASGI (Django's advice).
            self._start(
                ["config.asgi:application", "--workers", "1"]
                + ["--worker-class", "uvicorn.workers.UvicornWorker"],
                self.api_port,
                {"DB_CONN_MAX_AGE": "0"},
            )
        wait_until_up(self.web_port)
        wait_until_up(self.api_port)
        return self

    def _start(self, args: list[str], port: int, extra: dict[str, str]) -> None:
        self.processes.append(
            subprocess.Popen(
                [str(VENV / "gunicorn"), *args, "--bind", f"127.0.0.1:{port}"]
                + ["--timeout", "60"],
                cwd=ROOT,
                env={**self.env, **extra},
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        )

    def __exit__(self, *exc: object) -> None:
        for process in self.processes:
            process.terminate()
        for process in self.processes:
            process.wait(timeout=30)


def run(args: argparse.Namespace, database: str) -> int:
    redis = RedisServer()
    redis.start()
    try:
        env = app_env(recreate_database(database), redis.url)
        manage(env, "migrate", "--noinput")
        manage(env, "collectstatic", "--noinput")
        token = manage(env, "api_token", "create", "bench")
        session = manage(env, "shell", "-c", REVIEWER_SESSION).splitlines()[-1]
        with Servers(env, layout=args.layout, web_workers=args.web_workers) as servers:
            # One answer for the answer page, then the reviewer's baseline.
            conn = http.client.HTTPConnection("127.0.0.1", servers.api_port)
            conn.request(
                "POST",
                "/api/v1/answers",
                body=answer_body(0),
                headers={
                    "Authorization": f"Bearer {token}",
                    "Content-Type": "application/json",
                },
            )
            conn.getresponse().read()
            baseline = reviewer_pages(servers.web_port, session, 3)
            waiters = [
                Waiter(servers.api_port, token, args.wait, first=n + 1)
                for n in range(args.waiters)
            ]
            for waiter in waiters:
                waiter.start()
            time.sleep(1)  # every waiter is inside its wait
            loaded = reviewer_pages(servers.web_port, session, args.seconds)
            for waiter in waiters:
                waiter.stop.set()
            for waiter in waiters:
                waiter.join(timeout=args.wait + 30)
    finally:
        redis.stop()
    return report(args, baseline, loaded, waiters)


def report(
    args: argparse.Namespace,
    baseline: list[float],
    loaded: list[float],
    waiters: list[Waiter],
) -> int:
    statuses = [s for w in waiters for s in w.statuses]
    held = [s for w in waiters for s in w.seconds]
    failed = sum(1 for s in statuses if s != 202)
    log(f"layout={args.layout} waiters={args.waiters} wait={args.wait}s")
    for name, values in (("idle", baseline), ("with waiters", loaded)):
        log(
            f"reviewer pages {name}: n={len(values)} "
            f"p50={statistics.median(values):.0f} ms "
            f"p95={percentile(values, 0.95):.0f} ms max={max(values):.0f} ms"
        )
    log(
        f"waiting calls: {len(statuses)} answered, {failed} not 202, "
        f"held p50={statistics.median(held):.1f} s"
    )
    return 0 if failed == 0 else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--waiters", type=int, default=50)
    parser.add_argument("--wait", type=float, default=10)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--web-workers", type=int, default=4)
    parser.add_argument("--layout", choices=("split", "single"), default="split")
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    if args.quick:
        args.waiters, args.wait, args.seconds = 10, 3, 6
    database = (
        quick_database("citation_review_bench_wait")
        if args.quick
        else "citation_review_bench_wait"
    )
    try:
        return run(args, database)
    finally:
        drop_database(database)


if __name__ == "__main__":
    raise SystemExit(main())
