"""Score the citation verifier on the labelled accuracy set (issue 10).

    .venv/bin/python bench/accuracy.py               # table per form, and the aims
    .venv/bin/python bench/accuracy.py --json        # the same figures as JSON
    .venv/bin/python bench/accuracy.py --failures    # every failure, one a line
    .venv/bin/python bench/accuracy.py --strict      # exit 1 when an aim is missed
    .venv/bin/python bench/accuracy.py --files holdout.jsonl   # one file of the set

The set lives in tests/verification/accuracy/*.jsonl (see its README). Recall is the
share of unsupported references the verifier flags; the false-flag rate is the share
of supported ones it flags; decoys are text that must never be flagged. Without
--strict the exit status is 0 whatever the figures: the bench measures, CI decides.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SET_DIR = ROOT / "tests" / "verification" / "accuracy"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(SET_DIR))

import accuracy_set  # noqa: E402

from verification.core import VERIFIER_VERSION  # noqa: E402


def _pct(value: float | None) -> str:
    """Return value as a percentage, or a dash when there is nothing to divide."""
    return "-" if value is None else f"{value:6.1%}"


def table(scores: accuracy_set.Scores) -> str:
    """Return the per-form table and the aims as text."""
    header = (
        f"{'form':<16}{'unsup':>6}{'recall':>8}{'supp':>6}{'false':>6}"
        f"{'ff-rate':>8}{'seen':>6}{'decoy':>6}{'flag':>5}{'diag':>10}"
    )
    lines = [header, "-" * len(header)]
    rows = sorted(scores.by_form.items()) + [("OVERALL", scores.overall)]
    for form, t in rows:
        diag = f"{t.diagnosis_agrees}/{t.diagnosed}" if t.diagnosed else "-"
        lines.append(
            f"{form:<16}{t.unsupported:>6}{_pct(t.recall):>8}{t.verified:>6}"
            f"{t.false_flags:>6}{_pct(t.false_flag_rate):>8}"
            f"{t.verified_recognised:>6}{t.decoys:>6}{t.decoys_flagged:>5}{diag:>10}"
        )
    lines.append("")
    lines.append(
        "unsup/recall: unsupported references and the share flagged; supp/false/"
        "ff-rate: supported ones and those flagged; seen: supported ones the verifier "
        "reported at all; decoy/flag: decoys and those flagged; diag: expected "
        "diagnosis given / flagged references with one."
    )
    lines.append(f"stray flags on unlabelled text: {len(scores.strays)}")
    lines.append(f"records the core refused: {len(scores.not_run)}")
    for aim, met in scores.aims.items():
        lines.append(f"aim {'met   ' if met else 'MISSED'}  {aim}")
    if scores.failure_kinds:
        lines.append("")
        lines.append("failures by kind:")
        lines.extend(f"  {n:>4}  {kind}" for kind, n in scores.failure_kinds.items())
    return "\n".join(lines)


def failures(scores: accuracy_set.Scores) -> str:
    """Return one line per failure: record, form, raw, expected, what happened."""
    lines = []
    for j in scores.failures:
        e = j.expectation
        lines.append(
            f"{e.record_id}\t{e.form}\t{e.raw!r}\texpected {e.expected}"
            f"{'/' + e.diagnosis if e.diagnosis else ''}\t{j.kind}"
        )
    lines.extend(
        f"{rid}\t-\t{f.raw!r}\tstray flag\t{f.diagnosis}" for rid, f in scores.strays
    )
    lines.extend(f"{rid}\t-\t-\tnot run\t{err}" for rid, err in scores.not_run)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the verifier on the set and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--failures", action="store_true", help="list every failure")
    parser.add_argument(
        "--strict", action="store_true", help="exit 1 if an aim is missed"
    )
    parser.add_argument("--set", type=Path, default=SET_DIR, help="set directory")
    parser.add_argument(
        "--files", default="*.jsonl", help="glob of set files, e.g. 'holdout.jsonl'"
    )
    args = parser.parse_args(argv)

    records = accuracy_set.load_set(args.set, args.files)
    began = time.perf_counter()
    outcomes = accuracy_set.run_set(records)
    elapsed = time.perf_counter() - began
    scores = accuracy_set.score(outcomes)
    if args.json:
        payload = scores.as_dict()
        payload["verifier_version"] = VERIFIER_VERSION
        payload["records"] = len(records)
        payload["seconds"] = round(elapsed, 3)
        print(json.dumps(payload, indent=2, ensure_ascii=False))
    else:
        print(
            f"verifier {VERIFIER_VERSION}: {len(records)} answers, "
            f"{sum(len(r.expect) for r in records)} labelled references, "
            f"{elapsed:.2f}s"
        )
        print(table(scores))
        if args.failures:
            print()
            print(failures(scores))
    if args.strict and not all(scores.aims.values()):
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
