"""PostgreSQL restarted during ingestion: 503 + Retry-After, then retries succeed.

Runs the production shape against a throwaway cluster: gunicorn serving the app, a
Celery worker, a redis-server, all separate processes, and restarts that cluster.
"""

from __future__ import annotations

import json
import os
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import psycopg
import pytest

from tests.factories import answer_payload
from tests.support.postgres import ThrowawayPostgres, pg_bin
from tests.support.worker import (
    ROOT,
    CeleryWorker,
    RedisServer,
    free_port,
    wait_until,
)

pytestmark = [
    pytest.mark.worker,
    pytest.mark.skipif(
        pg_bin("initdb") is None and os.environ.get("CI") != "true",
        reason="PostgreSQL server binaries (initdb, pg_ctl) are not installed",
    ),
]


def _env(database_url: str, redis_url: str) -> dict[str, str]:
    return {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.test",
        "DEBUG": "false",
        "DATABASE_URL": database_url,
        "REDIS_URL": redis_url,
        "CELERY_BROKER_URL": redis_url,
        "LOG_LEVEL": "WARNING",
    }


def _manage(env: dict[str, str], *args: str) -> str:
    result = subprocess.run(
        [str(ROOT / ".venv" / "bin" / "python"), "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return result.stdout.strip()


def _post(base: str, token: str, count: int) -> tuple[int, dict, dict]:
    body = json.dumps({"answers": [answer_payload() for _ in range(count)]}).encode()
    request = urllib.request.Request(
        f"{base}/api/v1/answers",
        data=body,
        method="POST",
        headers={
            "Authorization": f"Bearer {token}",
            "Content-Type": "application/json",
        },
    )
    try:
        with urllib.request.urlopen(request, timeout=15) as response:
            return response.status, dict(response.headers), json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), json.loads(error.read() or b"{}")


@pytest.fixture
def stack(tmp_path: Path):
    """A throwaway PostgreSQL, Redis, gunicorn and worker; torn down afterwards."""
    database = ThrowawayPostgres()
    redis = RedisServer()
    processes: list = []
    try:
        database.init()
        redis.start()
        env = _env(database.url, redis.url)
        _manage(env, "migrate", "--noinput")
        token = _manage(env, "api_token", "create", "assistant")
        port = free_port()
        web = subprocess.Popen(
            [str(ROOT / ".venv" / "bin" / "gunicorn"), "config.wsgi"]
            + ["--bind", f"127.0.0.1:{port}", "--workers", "2", "--timeout", "30"],
            cwd=ROOT,
            env=env,
            stdout=(tmp_path / "web.log").open("wb"),
            stderr=subprocess.STDOUT,
        )
        processes.append(web)
        base = f"http://127.0.0.1:{port}"
        assert wait_until(lambda: _healthy(base), timeout=30)
        worker = CeleryWorker(
            database_url=database.url,
            broker_url=redis.url,
            log_path=tmp_path / "worker.log",
        )
        worker.start()
        yield database, base, token, worker
    finally:
        for process in processes:
            process.terminate()
            process.wait(timeout=15)
        if "worker" in locals():
            worker.stop()
        redis.stop()
        database.destroy()


def _healthy(base: str) -> bool:
    try:
        with urllib.request.urlopen(f"{base}/healthz", timeout=2) as response:
            return response.status == 200
    except OSError:
        return False


def _pending(database: ThrowawayPostgres) -> int:
    with psycopg.connect(database.url.replace("postgres://", "postgresql://")) as conn:
        row = conn.execute(
            "SELECT count(*) FILTER (WHERE verification_state = 'pending'), count(*)"
            " FROM verification_answer"
        ).fetchone()
    return row[0]


def test_api_answers_503_while_postgres_is_down_and_retries_succeed(stack):
    """Down: 503 with Retry-After and a JSON reason. Back: retries and workers work."""
    database, base, token, worker = stack
    status, _, _ = _post(base, token, 10)
    assert status == 202

    database.stop()
    try:
        status, headers, body = _post(base, token, 10)
        assert status == 503
        assert int(headers["Retry-After"]) > 0
        assert "unavailable" in body["detail"]
        assert "Traceback" not in json.dumps(body)
    finally:
        database.start()

    # The client's retry loop: honour Retry-After (shortened here), try again.
    for _ in range(20):
        status, _, body = _post(base, token, 10)
        if status == 202:
            break
        assert status == 503
        time.sleep(0.5)
    assert status == 202
    assert wait_until(lambda: _pending(database) == 0, timeout=30), worker.log_tail()
