"""CPU seconds of every hostile megabyte the adversarial tests verify, one by one.

    .venv/bin/python bench/adversarial_bench.py            # every case, slowest first
    .venv/bin/python bench/adversarial_bench.py --top 10   # the ten slowest
    .venv/bin/python bench/adversarial_bench.py --match ibid   # cases naming "ibid"

The suite asserts linear time (tests/verification/core/test_adversarial.py: under a
CPU second, or an eighth of the input costs at least a twelfth); the issue's figure,
each megabyte under a second, is measured here, on an idle machine, one case at a
time. Each case runs its test function once in this process: CPU time of the
verification and of the test's own checks. Run it alone: the suite's workers or
another session inflate even CPU time.
"""

from __future__ import annotations

import argparse
import inspect
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "verification" / "core"))

import test_adversarial  # noqa: E402


def cases() -> Iterator[tuple[str, Callable[..., Any], tuple[Any, ...]]]:
    """Yield (name, test function, arguments) of every megabyte case, in file order."""
    for name, test in inspect.getmembers(test_adversarial, inspect.isfunction):
        if not name.startswith("test_"):
            continue
        marks = [m for m in getattr(test, "pytestmark", []) if m.name == "parametrize"]
        if not marks:
            if not inspect.signature(test).parameters:
                yield name, test, ()
            continue
        values = marks[0].args[1]
        for value in values:
            arguments = value if isinstance(value, tuple) else (value,)
            label = repr(str(arguments[0])[:24])
            yield f"{name}[{label}]", test, arguments


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=0, help="print the N slowest")
    parser.add_argument("--match", default="", help="only cases whose name holds it")
    args = parser.parse_args(argv)
    timings: list[tuple[float, str]] = []
    for name, test, arguments in cases():
        if args.match not in name:
            continue
        began = time.process_time()
        test(*arguments)
        timings.append((time.process_time() - began, name))
    if not timings:
        print(f"no case matches {args.match!r}")
        return 1
    timings.sort(reverse=True)
    shown = timings[: args.top] if args.top else timings
    for seconds, name in shown:
        print(f"{seconds:6.2f} s  {name}")
    over = [name for seconds, name in timings if seconds >= test_adversarial.CPU_SECOND]
    slowest = timings[0][0]
    print(f"{len(timings)} cases, slowest {slowest:.2f} s, {len(over)} over a second")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
