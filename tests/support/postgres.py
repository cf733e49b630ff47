"""A throwaway PostgreSQL cluster (initdb, a free port) that a test may stop and start.

The shared PostgreSQL on 5432 is never restarted by a test: other suites run on it.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from tests.support.worker import free_port


def pg_bin(name: str) -> str | None:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    return found[-1] if found else shutil.which(name)


class ThrowawayPostgres:
    """initdb into a temp dir owned by `postgres`; pg_ctl start/stop on its own port."""

    def __init__(self) -> None:
        self.port = free_port()
        self.dir = Path(tempfile.mkdtemp(prefix="cr-pg-"))
        self.data = self.dir / "data"

    @property
    def url(self) -> str:
        return f"postgres://postgres@127.0.0.1:{self.port}/citation_review"

    def _run(self, *args: str) -> None:
        command = list(args)
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, capture_output=True, timeout=60)

    def init(self) -> None:
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres", "postgres")
        self._run(
            pg_bin("initdb") or "initdb",
            "-D", str(self.data), "-A", "trust", "-U", "postgres", "--no-sync",
        )  # fmt: skip
        self.start()
        self._run(
            pg_bin("createdb") or "createdb",
            "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres",
            "citation_review",
        )  # fmt: skip

    def start(self) -> None:
        options = (
            f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 "
            "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        )
        self._run(
            pg_bin("pg_ctl") or "pg_ctl",
            "-D", str(self.data), "-o", options, "-l", str(self.dir / "log"),
            "-w", "start",
        )  # fmt: skip

    def stop(self) -> None:
        self._run(
            pg_bin("pg_ctl") or "pg_ctl", "-D", str(self.data), "-m", "fast", "-w",
            "stop",
        )  # fmt: skip

    def destroy(self) -> None:
        try:
            self.stop()
        except subprocess.CalledProcessError:
            pass
        shutil.rmtree(self.dir, ignore_errors=True)
