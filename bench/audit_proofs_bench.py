"""Measure Merkle proofs over a 10,000,000-event audit log (no database, no Django).

    .venv/bin/python bench/audit_proofs_bench.py            # 10,000,000 leaves, ~1 min
    .venv/bin/python bench/audit_proofs_bench.py --quick    # 100,000 leaves, smoke run
    .venv/bin/python bench/audit_proofs_bench.py --leaves 1000000 --sqlite

The tree is built the way the log will build it: `Frontier.append` over batches of
leaves, storing every perfect subtree it completes under (level, index). The store is
one packed array of 32-byte hashes per level (what a (level, index) primary key gives
a database: one lookup per node), 640 MB at 10,000,000 leaves where a Python dict of
20,000,000 tuples would need several GB. `--sqlite` also copies the nodes into a
SQLite table keyed by (level, idx) and times proofs that read it with one query each,
the shape the PostgreSQL table will have.

Printed per proof kind: generation and verification latency p50/p99 (microseconds)
and the number of stored nodes each proof read.
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from foundations.audit.merkle import (  # noqa: E402
    Frontier,
    MissingNode,
    Node,
    consistency_proof,
    inclusion_proof,
    leaf_hash,
    tree_root,
    verify_consistency,
    verify_inclusion,
)

BATCH = 10_000


class LevelArrayStore:
    """Completed subtrees packed per level: node (level, i) at bytes [32i, 32i + 32)."""

    def __init__(self) -> None:
        self.levels: list[bytearray] = []
        self.reads = 0

    def add(self, completed: Iterable[tuple[Node, bytes]]) -> None:
        for (level, index), digest in completed:
            if level == len(self.levels):
                self.levels.append(bytearray())
            row = self.levels[level]
            # Subtrees complete left to right, so each level only grows at its end.
            assert len(row) == 32 * index
            row += digest

    def subtree_hashes(self, nodes: Sequence[Node]) -> list[bytes]:
        self.reads += len(nodes)
        out = []
        for level, index in nodes:
            start = 32 * index
            if level >= len(self.levels) or start + 32 > len(self.levels[level]):
                raise MissingNode((level, index))
            out.append(bytes(self.levels[level][start : start + 32]))
        return out

    def rows(self) -> int:
        return sum(len(row) // 32 for row in self.levels)


class SqliteStore:
    """The same nodes in a table keyed by (level, idx); one query per proof."""

    def __init__(self, path: Path, arrays: LevelArrayStore) -> None:
        self.db = sqlite3.connect(path)
        self.db.execute(
            "CREATE TABLE node (level INTEGER, idx INTEGER, hash BLOB,"
            " PRIMARY KEY (level, idx)) WITHOUT ROWID"
        )
        for level, row in enumerate(arrays.levels):
            self.db.executemany(
                "INSERT INTO node VALUES (?, ?, ?)",
                ((level, i, row[32 * i : 32 * i + 32]) for i in range(len(row) // 32)),
            )
        self.db.commit()
        self.reads = 0

    def subtree_hashes(self, nodes: Sequence[Node]) -> list[bytes]:
        self.reads += len(nodes)
        # A join from the wanted keys: one primary-key lookup per node.
        placeholders = ",".join("(?, ?)" for _ in nodes)
        params = [value for node in nodes for value in node]
        found = {
            (level, idx): digest
            for level, idx, digest in self.db.execute(
                f"WITH k(level, idx) AS (VALUES {placeholders})"  # noqa: S608
                " SELECT k.level, k.idx, node.hash FROM k"
                " JOIN node ON node.level = k.level AND node.idx = k.idx",
                params,
            )
        }
        try:
            return [found[node] for node in nodes]
        except KeyError as error:
            raise MissingNode(error.args[0]) from None


def build(leaves: int) -> tuple[LevelArrayStore, Frontier, float]:
    store, frontier = LevelArrayStore(), Frontier()
    started = time.perf_counter()
    for first in range(0, leaves, BATCH):
        batch = range(first, min(first + BATCH, leaves))
        store.add(frontier.append(leaf_hash(b"event %d" % i) for i in batch))
    return store, frontier, time.perf_counter() - started


def percentiles(samples_ns: list[int]) -> str:
    ordered = sorted(samples_ns)
    p50 = statistics.median(ordered) / 1000
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] / 1000
    return f"p50={p50:.1f} us p99={p99:.1f} us"


CPU: list[int] = []  # thread CPU time of each timed call, beside its wall time


def timed(fn: Callable[[], object]) -> tuple[int, object]:
    """Return the call's wall time (ns) and result; record its CPU time in CPU.

    On a shared machine the wall-clock p99 mostly measures the scheduler: a proof
    preempted once waits a whole time slice. CPU time shows the proof's own cost.
    """
    cpu, started = time.thread_time_ns(), time.perf_counter_ns()
    result = fn()
    elapsed = time.perf_counter_ns() - started
    CPU.append(time.thread_time_ns() - cpu)
    return elapsed, result


def cpu_percentiles(count: int) -> str:
    """Percentiles of the CPU time of the last `count` timed calls' generations."""
    return percentiles(CPU[-2 * count :: 2])


def measure(store, size: int, samples: int, label: str) -> None:
    rng = random.Random(12)
    root = tree_root(store, size)
    gen, ver, reads = [], [], 0
    for _ in range(samples):
        index = rng.randrange(size)
        before = store.reads
        elapsed, proof = timed(lambda index=index: inclusion_proof(store, index, size))
        gen.append(elapsed)
        reads += store.reads - before
        leaf = leaf_hash(b"event %d" % index)
        elapsed, ok = timed(
            lambda leaf=leaf, index=index, proof=proof: verify_inclusion(
                leaf, index, size, proof, root
            )
        )
        assert ok, index
        ver.append(elapsed)
    print(
        f"{label} inclusion:   generate {percentiles(gen)}  verify {percentiles(ver)}"
        f"  ({len(proof)} hashes, {reads / samples:.0f} node reads/proof)"
        f"\n{label} inclusion:   generate CPU {cpu_percentiles(samples)}"
    )
    gen, ver, reads = [], [], 0
    for _ in range(samples):
        old = rng.randrange(1, size)
        old_root = tree_root(store, old)
        before = store.reads
        elapsed, proof = timed(lambda old=old: consistency_proof(store, old, size))
        gen.append(elapsed)
        reads += store.reads - before
        elapsed, ok = timed(
            lambda old=old, old_root=old_root, proof=proof: verify_consistency(
                old, size, old_root, root, proof
            )
        )
        assert ok, old
        ver.append(elapsed)
    print(
        f"{label} consistency: generate {percentiles(gen)}  verify {percentiles(ver)}"
        f"  ({reads / samples:.0f} node reads/proof)"
        f"\n{label} consistency: generate CPU {cpu_percentiles(samples)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="100,000 leaves")
    parser.add_argument("--leaves", type=int, default=10_000_000)
    parser.add_argument("--samples", type=int, default=2000)
    parser.add_argument("--sqlite", action="store_true", help="also time SQLite")
    args = parser.parse_args()
    leaves = 100_000 if args.quick else args.leaves
    samples = 300 if args.quick else args.samples

    store, frontier, seconds = build(leaves)
    print(
        f"built {leaves:,} leaves in {seconds:.1f} s"
        f" ({leaves / seconds:,.0f} leaves/s),"
        f" {store.rows():,} stored subtrees ({store.rows() / leaves:.2f} per leaf)"
    )
    assert tree_root(store, leaves) == frontier.root()
    elapsed, _ = timed(lambda: Frontier.from_store(store, leaves))
    print(f"frontier rebuilt from the store in {elapsed / 1000:.0f} us")
    measure(store, leaves, samples, "memory")
    if args.sqlite:
        with tempfile.TemporaryDirectory() as tmp:
            started = time.perf_counter()
            sqlite = SqliteStore(Path(tmp) / "nodes.db", store)
            print(f"sqlite table written in {time.perf_counter() - started:.1f} s")
            measure(sqlite, leaves, samples, "sqlite")


if __name__ == "__main__":
    main()
