"""Real processes for pipeline and fault tests: a Celery worker and a Redis broker.

The worker is the production command (`celery -A config worker --pool prefork`), run
as a subprocess against pytest-django's test database, so what these tests see is
what a deployment does: separate processes, a real broker, acks and redeliveries.
Each test session gets its own redis-server on a free port, so a fault test can stop
"the broker" without touching the Redis that everything else on the machine shares.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CELERY = ROOT / ".venv" / "bin" / "celery"
READY_MARK = "ready."


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_until(
    predicate: Callable[[], bool], *, timeout: float, interval: float = 0.1
) -> bool:
    """Poll `predicate` until it is true or `timeout` seconds pass; return the last."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(interval)
    return predicate()


class RedisServer:
    """A throwaway redis-server on its own port (no persistence)."""

    def __init__(self, port: int | None = None) -> None:
        self.port = port or free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        binary = shutil.which("redis-server") or "/usr/bin/redis-server"
        self.process = subprocess.Popen(
            [binary, "--port", str(self.port), "--bind", "127.0.0.1"]
            + ["--save", "", "--appendonly", "no", "--loglevel", "warning"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        if not wait_until(self.is_up, timeout=10):
            raise RuntimeError(f"redis-server did not start on port {self.port}")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)
        self.process = None

    def is_up(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as s:
                s.sendall(b"PING\r\n")
                return s.recv(16).startswith(b"+PONG")
        except OSError:
            return False


class CeleryWorker:
    """`celery -A config worker` as a subprocess, with its log in a file."""

    def __init__(
        self,
        *,
        database_url: str,
        broker_url: str,
        log_path: Path,
        concurrency: int = 2,
        extra_env: dict[str, str] | None = None,
    ) -> None:
        self.env = {
            **os.environ,
            "DJANGO_SETTINGS_MODULE": "config.settings.test",
            "DATABASE_URL": database_url,
            "REDIS_URL": broker_url,
            "CELERY_BROKER_URL": broker_url,
            "PYTHONPATH": str(ROOT),
            **(extra_env or {}),
        }
        self.log_path = log_path
        self.concurrency = concurrency
        self.process: subprocess.Popen[bytes] | None = None
        self._log_offset = 0

    def start(self, timeout: float = 30) -> None:
        self._log_offset = self.log_path.stat().st_size if self.log_path.exists() else 0
        log = self.log_path.open("ab")
        self.process = subprocess.Popen(
            [str(CELERY), "-A", "config", "worker", "--pool", "prefork"]
            + ["--concurrency", str(self.concurrency), "--loglevel", "INFO"]
            + ["-Q", "celery", "--without-gossip", "--without-mingle"]
            + ["--without-heartbeat", "--hostname", f"test-{os.getpid()}@%h"],
            cwd=ROOT,
            env=self.env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        log.close()
        if not wait_until(self._ready, timeout=timeout, interval=0.1):
            self.stop()
            raise RuntimeError(f"worker not ready; log:\n{self.log_tail()}")

    def _ready(self) -> bool:
        if self.process is None or self.process.poll() is not None:
            raise RuntimeError(f"worker exited; log:\n{self.log_tail()}")
        return READY_MARK in self.log_text()

    def log_text(self) -> str:
        with self.log_path.open("rb") as handle:
            handle.seek(self._log_offset)
            return handle.read().decode("utf-8", "replace")

    def log_tail(self, lines: int = 40) -> str:
        return "\n".join(self.log_text().splitlines()[-lines:])

    @property
    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def children(self) -> list[int]:
        """The prefork pool's child processes (pids)."""
        if not self.alive:
            return []
        pid = self.process.pid  # type: ignore[union-attr]
        try:
            text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
        except OSError:
            return []
        return [int(p) for p in text.split()]

    def kill_children(self) -> int:
        """SIGKILL every pool child mid-task; return how many were killed."""
        killed = 0
        for child in self.children():
            try:
                os.kill(child, signal.SIGKILL)
                killed += 1
            except ProcessLookupError:
                pass
        return killed

    def kill(self) -> None:
        """SIGKILL the whole worker (main process and pool) at once."""
        if self.process is not None:
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.process.wait(timeout=10)
        self.process = None

    def stop(self) -> None:
        if not self.alive:
            self.process = None
            return
        assert self.process is not None
        os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.kill()
        self.process = None

    def restart(self) -> None:
        self.stop()
        self.start()


def database_url(settings_dict: dict) -> str:
    """A DATABASE_URL for the database Django is connected to right now."""
    user = settings_dict.get("USER") or "postgres"
    password = settings_dict.get("PASSWORD") or ""
    auth = f"{user}:{password}@" if password else f"{user}@"
    host = settings_dict.get("HOST") or "127.0.0.1"
    port = settings_dict.get("PORT") or 5432
    return f"postgres://{auth}{host}:{port}/{settings_dict['NAME']}"


@contextmanager
def celery_broker(url: str) -> Iterator[None]:
    """Point this process's Celery app (the producer) at another broker for a while."""
    from config.celery import app

    previous = app.conf.broker_url
    _switch_broker(app, url)
    try:
        yield
    finally:
        _switch_broker(app, previous)


def _switch_broker(app, url: str) -> None:
    from kombu import pools

    # Close and forget every pooled connection: kombu caches pools per broker URL
    # and would hand back a closed one.
    pools.reset()
    app.conf.broker_url = url
    # What Celery does after a fork: forget pooled connections and producers.
    app._pool = None
    app.amqp._producer_pool = None


def purge_queue(redis: RedisServer) -> None:
    """Drop every queued and unacked message (FLUSHDB on the test broker)."""
    with socket.create_connection(("127.0.0.1", redis.port), timeout=2) as s:
        s.sendall(b"FLUSHALL\r\n")
        s.recv(16)
