"""Each benchmark script runs in its short form and prints its figures (CI smoke)."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYTHON = ROOT / ".venv" / "bin" / "python"


def _run(script: str, *args: str) -> str:
    result = subprocess.run(
        [str(PYTHON), f"bench/{script}", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    return result.stdout


@pytest.mark.worker
def test_pipeline_bench_quick_prints_throughput_latency_and_copy_limit():
    """The end-to-end bench verifies every answer and reports its figures."""
    out = _run("pipeline_bench.py", "--quick")

    assert re.search(r"errors=0 throughput=\d+ answers/s", out), out
    assert re.search(r"latency p50=\d+ ms p99=\d+ ms", out), out
    assert re.search(r"COPY limit: \d+ answers/s", out), out


def test_profile_quick_names_both_stages():
    """The profiler prints each stage's rate and its top functions."""
    out = _run("profile_pipeline.py", "--quick")

    assert re.search(r"ingest: \d+ answers/s .* verify: \d+ answers/s", out), out
    assert "answers_verify" in out


@pytest.mark.worker
def test_web_load_quick_prints_percentiles_per_page_without_errors():
    """Locust reviewers against gunicorn while answers are ingested: no errors."""
    out = _run("web_load.py", "--quick")

    assert re.search(r"ingestion: \d+ answers posted .* 0 failed batches", out), out
    assert re.search(r"queue /\s+\d+\s+\d+\s+\d+\s+\d+\s+0\.00%", out), out
    # Reviewers open the answers the queue links to (its links carry the queue's
    # query string; a pattern without it opened none and measured no answer page).
    assert re.search(r"answer /answers/\[id\]/\s+[1-9]\d*\s", out), out


def test_verifier_bench_quick_compares_core_with_the_seed():
    """The verifier bench times the seed and the core on the same answers."""
    out = _run("verifier_bench.py", "--quick")

    assert re.search(r"ratio core/seed: \d+\.\d+x", out), out


def test_audit_bench_quick_prints_append_rates_and_keeps_one_chain():
    """The audit bench measures appends alone and concurrent, on one chain."""
    out = _run("audit_bench.py", "--quick")

    assert re.search(r"4 processes, 1 event/txn:\s+\d+ appends/s \(one log\)", out), out
    assert re.search(r"audit_verify full walk:\s+\d+ events/s", out), out


def test_queue_bench_small_prints_p50_and_p95_per_page():
    """The reviewer-desk bench loads answers and times each page (small here)."""
    out = _run(
        "queue_bench.py",
        *("--answers", "3000", "--iterations", "5", "--fresh", "--drop-after"),
        *("--database", f"citation_review_bench_queue_smoke_{os.getpid()}"),
    )

    # name | requests | p50 ms | p95 ms | SQL p50 ms
    row = r" \| \d+ \| [\d.]+ \| [\d.]+ \| [\d.]+ \|"
    assert re.search(r"\| queue, flagged, page 1" + row, out), out
    assert re.search(r"\| queue, opens on Mine[^|]*" + row, out), out
    assert re.search(r"\| queue, saved view applied[^|]*" + row, out), out
    assert re.search(r"\| answer view, the same answer again" + row, out), out


def test_wait_bench_quick_keeps_reviewer_pages_answering_while_calls_wait():
    """Waiting API calls on the ASGI server leave the reviewer's WSGI pool free:
    every waiting call is answered 202 and the reviewer pages keep answering."""
    out = _run("wait_bench.py", "--quick")

    assert re.search(r"reviewer pages with waiters: n=\d+ p50=\d+ ms p95=\d+ ms", out)
    assert re.search(r"waiting calls: \d+ answered, 0 not 202", out), out


def test_audit_proofs_bench_quick_prints_proof_latency():
    """The proofs bench builds a tree, then times and checks both kinds of proof."""
    out = _run("audit_proofs_bench.py", "--quick")

    assert re.search(r"built [\d,]+ leaves in [\d.]+ s", out), out
    assert re.search(r"memory inclusion: +generate p50=[\d.]+ us p99=[\d.]+ us", out), (
        out
    )
    assert re.search(r"memory consistency: +generate p50=[\d.]+ us", out), out


def test_adversarial_bench_times_the_suites_megabytes_one_by_one():
    """The bench runs the adversarial tests' cases and counts those over a second."""
    output = _run("adversarial_bench.py", "--match", "ibid")
    assert re.search(r"^ *[0-9.]+ s  test_megabyte_of_\w+\['ibid\. ", output, re.M)
    assert re.search(r"^1 cases, slowest [0-9.]+ s, [01] over a second$", output, re.M)
