"""Hunt for answers that break the verifier's guarantees, from its own vocabulary.

    .venv/bin/python bench/grammar_hunt.py --count 200000 --out /tmp/hunt.txt
    .venv/bin/python bench/grammar_hunt.py --seed 1234          # replay one answer

Draws answers and evidence with tests/verification/core/test_grammar.py's grammar
(one ``random.Random(seed)`` each), checks its guarantees (no exception, spans in
bounds holding their raw text, none overlapping, deterministic, independent of
the evidence's order), and writes each failure minimised: fragments dropped while
it still fails, then characters. Every ``--slow-every`` answer is also repeated to
``--slow-bytes`` and timed: one far past linear is written as slow. ``--digests``
writes one report digest per seed, so two runs under different PYTHONHASHSEED can
be compared with ``diff`` (a report must not depend on set iteration order).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import random
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from verification.core import EvidenceChunk, report_to_dict, verify  # noqa: E402

_spec = importlib.util.spec_from_file_location(
    "grammar", ROOT / "tests" / "verification" / "core" / "test_grammar.py"
)
assert _spec and _spec.loader
grammar = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(grammar)


def failure(text: str, chunks: list[EvidenceChunk], seed: int) -> str | None:
    """Return what guarantee text breaks, or None."""
    try:
        report = grammar.check_guarantees(text, chunks, random.Random(seed))
        report_to_dict(report)
    except AssertionError as error:
        return f"assertion: {str(error)[:300]}"
    except Exception as error:  # noqa: BLE001 - any raise is the finding
        return f"raises {type(error).__name__}: {traceback.format_exc()[-600:]}"
    return None


def minimise(parts: list[str], fails: Callable[[str], bool]) -> str:
    """Return a shorter text that still fails: fragments dropped, then characters."""
    chunk = max(1, len(parts) // 2)
    while chunk >= 1:
        at = 0
        while at < len(parts):
            trial = parts[:at] + parts[at + chunk :]
            if trial and fails("".join(trial)):
                parts = trial
            else:
                at += chunk
        chunk //= 2
    text = "".join(parts)
    at = 0
    while at < len(text):
        trial = text[:at] + text[at + 1 :]
        if trial and fails(trial):
            text = trial
        else:
            at += 1
    return text


def digest(text: str, chunks: list[EvidenceChunk]) -> str:
    """Return the sha256 of the report's canonical JSON."""
    row = report_to_dict(verify(text, chunks))
    row.pop("verifier_version")
    canonical = json.dumps(row, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()[:16]


def slow(text: str, chunks: list[EvidenceChunk], size: int) -> str | None:
    """Return a note when text repeated to size bytes is far past linear time."""
    unit = text if text.strip() else text + "x"
    big = unit * max(1, size // len(unit))
    began = time.process_time()
    verify(big, chunks)
    whole = time.process_time() - began
    if whole < 0.25 * size / 1_000_000 + 0.05:
        return None
    began = time.process_time()
    verify(big[: len(big) // 8], chunks)
    eighth = time.process_time() - began
    if whole > 12 * eighth + 0.05:
        return f"slow: {whole:.2f}s for {len(big)} chars, {eighth:.2f}s for an eighth"
    return None


def hunt(args: argparse.Namespace) -> None:
    """Run the hunt over args.count seeds from args.start, writing findings."""
    out = open(args.out, "a", encoding="utf-8") if args.out else sys.stdout
    digests = open(args.digests, "w", encoding="utf-8") if args.digests else None
    found = 0
    deadline = time.time() + args.minutes * 60 if args.minutes else None
    for seed in range(args.start, args.start + args.count):
        if deadline and time.time() > deadline:
            break
        rng = random.Random(seed)
        parts = grammar.fragments(rng)
        chunks = grammar.evidence(rng)
        text = "".join(parts)
        problem = failure(text, chunks, seed)
        if problem is not None:
            found += 1
            small = minimise(
                parts, lambda t, c=chunks, s=seed: failure(t, c, s) is not None
            )
            labels = [(c.law_label, c.article) for c in chunks]
            print(f"seed {seed}: {problem}", file=out)
            print(f"  minimal: {small!r}\n  evidence: {labels}", file=out, flush=True)
        elif digests:
            print(seed, digest(text, chunks), file=digests)
        if args.slow_every and seed % args.slow_every == 0:
            note = slow(text, chunks, args.slow_bytes)
            if note:
                print(f"seed {seed}: {note}\n  unit: {text!r}", file=out, flush=True)
        if seed % 10_000 == 0:
            print(f"# {seed} seeds, {found} failures", file=out, flush=True)
    print(f"# done, {found} failures", file=out, flush=True)


def main() -> None:
    """Parse the command line and hunt, or replay one seed."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--seed", type=int, help="print one seed's answer and report")
    parser.add_argument("--minutes", type=float, default=0.0, help="stop after")
    parser.add_argument("--out", help="append findings here (default stdout)")
    parser.add_argument("--digests", help="write one report digest per seed here")
    parser.add_argument("--slow-every", type=int, default=500)
    parser.add_argument("--slow-bytes", type=int, default=200_000)
    args = parser.parse_args()
    if args.seed is not None:
        rng = random.Random(args.seed)
        text, chunks = grammar.compose(rng), grammar.evidence(rng)
        print(repr(text), [(c.law_label, c.article) for c in chunks])
        print(failure(text, chunks, args.seed) or "holds")
        return
    hunt(args)


if __name__ == "__main__":
    main()
