"""Fingerprint the verifier's reports, to prove a speed change changes no verdict.

    .venv/bin/python bench/verifier_golden.py               # prints one digest
    .venv/bin/python bench/verifier_golden.py --out FILE    # and one line per input
    .venv/bin/python bench/verifier_golden.py --root DIR    # another checkout's core

Each input's report is serialised canonically (report_to_dict, sorted keys) and
hashed. The inputs: 4,500 bench answers from two seeds; the accuracy set with its
aliases, without them, and with no evidence; 6,000 deterministic mutations of its
texts (cuts, splices, case, line breaks, shuffles, inserted quotes and brackets)
under several evidence sets. Run it on the commit before a change and after: the
digests must be equal, and the per-input files (``--out``, then ``diff``) name the
input whose report moved. Reports are hashed without their ``verifier_version``.
A refactoring of the core is equivalent only if they are.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
MUTATIONS = 6000
INSERTS = ('"', "“", "(", ")", "[", "]", " of the ", " Article ", " § ", " ibid. ")
INSERTS += ("\n> ", " the Act ")


def _mutated(rng: random.Random, texts: Sequence[str]) -> str:
    """Return one accuracy text changed in one of eight deterministic ways."""
    text = rng.choice(texts)
    kind = rng.randrange(8)
    if kind == 0:
        low, high = sorted(rng.randrange(len(text) + 1) for _ in range(2))
        return text[:low] + text[high:]
    if kind == 1:
        other = rng.choice(texts)
        at = rng.randrange(len(text) + 1)
        return text[:at] + other[rng.randrange(len(other) + 1) :]
    if kind == 2:
        return text.upper() if rng.random() < 0.5 else text.lower()
    if kind == 3:
        return (
            text.replace(". ", ".\n") if rng.random() < 0.5 else text.replace("\n", " ")
        )
    if kind == 4:
        parts = text.split(". ")
        rng.shuffle(parts)
        return ". ".join(parts)
    if kind == 5:
        return " ".join(rng.choice(texts) for _ in range(3))
    if kind == 6:
        at = rng.randrange(len(text) + 1)
        return text[:at] + rng.choice(INSERTS) + text[at:]
    words = text.split(" ")
    for _ in range(3):
        if len(words) > 2:
            at = rng.randrange(len(words))
            words[at] = rng.choice(words)
    return " ".join(words)


def inputs(root: Path) -> Iterator[tuple[str, str, list[Any], dict[str, str] | None]]:
    """Yield (name, text, evidence, aliases) of every input, always in one order."""
    sys.path.insert(0, str(root / "bench"))
    sys.path.insert(0, str(root / "tests" / "verification" / "accuracy"))
    import accuracy_set
    import verifier_bench

    articles = verifier_bench.load_corpus(verifier_bench.DEFAULT_CORPUS)
    for seed, count in ((20240601, 3000), (7, 1500)):
        rng = random.Random(seed)
        for number in range(count):
            answer = verifier_bench.make_answer(rng, articles)
            yield f"bench{seed}:{number}", answer.text, list(answer.evidence), None
    records = accuracy_set.load_set()
    evidences = [accuracy_set.evidence_chunks(record) for record in records]
    for record, evidence in zip(records, evidences, strict=True):
        yield f"set:{record.id}", record.text, evidence, dict(record.aliases) or None
        yield f"set-no-aliases:{record.id}", record.text, evidence, None
        yield f"set-no-evidence:{record.id}", record.text, [], None
    rng = random.Random(99)
    texts = [record.text for record in records]
    for number in range(MUTATIONS):
        text = _mutated(rng, texts)
        if rng.random() < 0.7:
            evidence = rng.choice(evidences)
        else:
            evidence = [chunk for e in rng.sample(evidences, 3) for chunk in e]
        yield f"mutation:{number}", text, evidence, None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=HERE.parent)
    parser.add_argument(
        "--out", type=Path, help="write one 'name sha256' line per input"
    )
    args = parser.parse_args(argv)
    root = args.root.resolve()
    # The checkout's own core, not the one installed in the venv; the bench module
    # puts its parent first on sys.path too.
    sys.path.insert(0, str(root))
    from verification.core import report_to_dict, verify

    lines = []
    for name, text, evidence, aliases in inputs(root):
        report = report_to_dict(verify(text, evidence, aliases))
        # A release's version bump alone is no change of verdict.
        report.pop("verifier_version", None)
        canonical = json.dumps(report, sort_keys=True, ensure_ascii=False)
        lines.append(f"{name} {hashlib.sha256(canonical.encode()).hexdigest()}\n")
    if args.out:
        args.out.write_text("".join(lines), encoding="utf-8")
    digest = hashlib.sha256("".join(lines).encode()).hexdigest()
    print(f"{len(lines)} reports, digest {digest}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
