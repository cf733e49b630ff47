"""Write the bench's generated answers as CLI input: one JSON answer per line.

    .venv/bin/python bench/verifier_jsonl.py 20000 answers.jsonl
    /usr/bin/time .venv/bin/python -m verification.core answers.jsonl > reports.jsonl

The answers are those of ``bench/verifier_bench.py`` (same generator and seed), so
the CLI's whole-process time can be read beside the bench's answers/s.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from verifier_bench import DEFAULT_CORPUS, load_corpus, make_answer  # noqa: E402


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", type=int)
    parser.add_argument("output", type=Path)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    args = parser.parse_args(argv)
    rng = random.Random(20240601)
    articles = load_corpus(args.corpus)
    with args.output.open("w", encoding="utf-8") as out:
        for _ in range(args.count):
            answer = make_answer(rng, articles)
            evidence = [
                {
                    "chunk_id": chunk.chunk_id,
                    "law_label": chunk.law_label,
                    "article": chunk.article,
                    "text": chunk.text,
                    "score": chunk.score,
                }
                for chunk in answer.evidence
            ]
            row = {"text": answer.text, "evidence": evidence}
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
