"""Time the answer renderer on a large Markdown answer dense with citations.

    .venv/bin/python bench/render_bench.py            # ~100 KB, 5,000 citations
    .venv/bin/python bench/render_bench.py --size 400 # ~400 KB, 20,000 citations

Pure: no database. The answer mixes every construct the renderer handles
(headings, lists, tables, quotes, code, links, emphasis) and cites one law every
~20 characters, some citations inside emphasis, table cells and links, with an
uncited sentence every few lines. Prints the time
per KB at two sizes so a non-linear cost shows as a growing ratio. Prints the best
of several runs: the machine is shared, and slower runs measure the neighbours.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.test")

from reviewer.rendering import CitationSpan, SentenceSpan, render_answer  # noqa: E402

CITE = "[GDPR, Art. 6]"
# About one citation every 20 characters: 5,000 in 100 KB.
BLOCKS = (
    "## E {c}\n\nSo {c}, *limits {c}*, **fast {c}** {c} {c}.\n\n",
    "- {c} {c}\n- {c}\n  - {c} {c}\n\n",
    "| R | S |\n|---|---|\n| a | {c} {c} |\n| b | {c} |\n\n",
    "> Q {c} `{c}`.\n\n[{c}](https://x.eu) {c}.\n\n",
    "يحق {c} 🎉 {c} {c} {c}.\n\n",
)


def build(kilobytes: int) -> tuple[str, list[CitationSpan], list[SentenceSpan]]:
    """Return an answer of about `kilobytes` KB with its citations and sentences."""
    parts: list[str] = []
    size = 0
    index = 0
    while size < kilobytes * 1000:
        block = BLOCKS[index % len(BLOCKS)].format(c=CITE)
        parts.append(block)
        size += len(block)
        index += 1
    text = "".join(parts)
    citations = []
    start = text.find(CITE)
    while start >= 0:
        end = start + len(CITE)
        citations.append(CitationSpan(start, end, "verified", check_id=len(citations)))
        start = text.find(CITE, end)
    sentences = [
        SentenceSpan(max(0, c.start - 15), c.end, i)
        for i, c in enumerate(citations[::7])
    ]
    return text, citations, sentences


def measure(kilobytes: int, runs: int) -> tuple[float, int, int]:
    text, citations, sentences = build(kilobytes)
    render_answer(text, citations, sentences)  # warm the parser
    times = []
    for _ in range(runs):
        began = time.perf_counter()
        render_answer(text, citations, sentences)
        times.append(time.perf_counter() - began)
    # The best run: the machine is shared, and the slower runs measure the others.
    return min(times), len(text), len(citations)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", type=int, default=100, help="answer size in KB")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    for kilobytes in (args.size, args.size * 2):
        seconds, chars, cites = measure(kilobytes, args.runs)
        print(
            f"{chars / 1000:7.0f} KB, {cites:6d} citations: "
            f"{seconds * 1000:7.1f} ms, best of {args.runs} "
            f"({seconds * 1e6 / chars * 1000:.1f} µs/KB)"
        )


if __name__ == "__main__":
    main()
