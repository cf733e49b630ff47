"""Time the seed verifier against verification.core on the same generated answers.

    .venv/bin/python bench/verifier_bench.py            # full run
    .venv/bin/python bench/verifier_bench.py --quick    # smoke run, a second or two

Answers are built from the real GDPR and EU AI Act text in verification/demo/ (a
copy of the shared corpus; or ``--corpus DIR``): 1-3 KB, 4-12 citations, 5-15
evidence chunks, a few citations to articles the model was not given. The seed is
not importable, so its algorithm is reimplemented below as faithfully as its source
allows, including the warning it logs for each unsupported citation.
"""

from __future__ import annotations

import argparse
import json
import logging
import platform
import random
import re
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Final

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from verification.core import EvidenceChunk, verify  # noqa: E402

DEFAULT_CORPUS: Final = Path(__file__).resolve().parents[1] / "verification" / "demo"

# --- The seed, reimplemented ----------------------------------------------------------

SEED_CITATION_RE: Final = re.compile(
    r"\[(?P<law>[^\[\],]+),\s*Article\s+(?P<article>\d+)\]"
)
_SEED_SENTENCE_SPLIT: Final = re.compile(r"(?<=[.!?])\s+")
_SEED_MIN_CLAIM_WORDS: Final = 6
_SEED_MARKDOWN_NOISE: Final = re.compile(r"^\s*(?:[-*+•]|\d+[.)]|#{1,6})\s*")
seed_logger = logging.getLogger("bench.seed")
# The seed logs through the app's handlers; a NullHandler keeps the cost of building
# each record without printing a line per unsupported citation.
seed_logger.addHandler(logging.NullHandler())
seed_logger.propagate = False


class SeedStatus(str, Enum):  # noqa: UP042 (as the seed wrote it)
    VERIFIED = "verified"
    UNSUPPORTED = "unsupported"


@dataclass(frozen=True)
class SeedChunk:
    chunk_id: str
    law_label: str
    article_no: int
    text: str
    citation_key: str


@dataclass(frozen=True)
class SeedScoredChunk:
    chunk: SeedChunk
    score: float


@dataclass(frozen=True)
class SeedCitation:
    raw: str
    law_label: str
    article_no: int
    status: SeedStatus
    start: int
    end: int
    chunk_id: str | None = None
    citation_key: str | None = None


@dataclass(frozen=True)
class SeedReport:
    citations: tuple[SeedCitation, ...]
    unsupported_count: int
    uncited_sentences: tuple[str, ...]
    passed: bool


def _seed_normalise_label(label: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", label.lower())


def seed_extract_citations(text: str) -> list[tuple[str, str, int, int, int]]:
    found: list[tuple[str, str, int, int, int]] = []
    for match in SEED_CITATION_RE.finditer(text):
        found.append(
            (
                match.group(0),
                match.group("law").strip(),
                int(match.group("article")),
                match.start(),
                match.end(),
            )
        )
    return found


def seed_find_uncited_claims(text: str) -> list[str]:
    uncited: list[str] = []
    for raw_sentence in _SEED_SENTENCE_SPLIT.split(text):
        sentence = _SEED_MARKDOWN_NOISE.sub("", raw_sentence.strip())
        if len(sentence.split()) < _SEED_MIN_CLAIM_WORDS:
            continue
        if SEED_CITATION_RE.search(sentence):
            continue
        uncited.append(sentence)
    return uncited


def seed_verify_answer(text: str, evidence: Sequence[SeedScoredChunk]) -> SeedReport:
    supported: dict[tuple[str, int], SeedScoredChunk] = {}
    for item in evidence:
        supported[
            (_seed_normalise_label(item.chunk.law_label), item.chunk.article_no)
        ] = item
    citations: list[SeedCitation] = []
    unsupported = 0
    for raw, label, article_no, start, end in seed_extract_citations(text):
        match = supported.get((_seed_normalise_label(label), article_no))
        if match is not None:
            citations.append(
                SeedCitation(
                    raw=raw,
                    law_label=match.chunk.law_label,
                    article_no=article_no,
                    status=SeedStatus.VERIFIED,
                    chunk_id=match.chunk.chunk_id,
                    citation_key=match.chunk.citation_key,
                    start=start,
                    end=end,
                )
            )
            continue
        unsupported += 1
        seed_logger.warning(
            "unsupported citation %r: article %d of %r was not in the retrieved set",
            raw,
            article_no,
            label,
        )
        citations.append(
            SeedCitation(
                raw=raw,
                law_label=label,
                article_no=article_no,
                status=SeedStatus.UNSUPPORTED,
                start=start,
                end=end,
            )
        )
    return SeedReport(
        citations=tuple(citations),
        unsupported_count=unsupported,
        uncited_sentences=tuple(seed_find_uncited_claims(text)),
        passed=unsupported == 0,
    )


# --- Generated answers ----------------------------------------------------------------


@dataclass(frozen=True)
class Article:
    law_label: str
    article_no: int
    sentences: tuple[str, ...]


@dataclass(frozen=True)
class Answer:
    text: str
    evidence: tuple[EvidenceChunk, ...]
    seed_evidence: tuple[SeedScoredChunk, ...]


def load_corpus(directory: Path) -> list[Article]:
    """Return every corpus article with its text cut into short sentences."""
    articles: list[Article] = []
    for path in sorted(directory.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            sentences = tuple(
                " ".join(piece.split())
                for piece in re.split(r"(?<=[.;])\s+|\n", row["text"])
                if 6 <= len(piece.split()) <= 40 and piece.rstrip().endswith((".", ";"))
            )
            if sentences:
                articles.append(Article(row["law_label"], row["article_no"], sentences))
    return articles


def make_answer(rng: random.Random, articles: Sequence[Article]) -> Answer:
    """Return one answer of 1-3 KB citing 4-12 articles, most of them in evidence."""
    given = rng.sample(articles, rng.randint(5, 15))
    evidence = tuple(
        EvidenceChunk(f"c{i}", a.law_label, a.article_no, a.sentences[0], rng.random())
        for i, a in enumerate(given)
    )
    target = rng.randint(1000, 3000)
    citations = rng.randint(4, 12)
    paragraphs: list[str] = []
    sentences: list[str] = []
    size = 0
    while size < target or citations > 0:
        cited = rng.choice(given) if rng.random() > 0.1 else rng.choice(articles)
        sentence = rng.choice(cited.sentences).rstrip(";.") + "."
        if citations > 0 and rng.random() < 0.6:
            sentence = f"{sentence} [{cited.law_label}, Article {cited.article_no}]"
            citations -= 1
        sentences.append(sentence)
        size += len(sentence) + 1
        if len(sentences) == 4:
            paragraphs.append(" ".join(sentences))
            sentences = []
    paragraphs.append(" ".join(sentences))
    seed_evidence = tuple(
        SeedScoredChunk(
            SeedChunk(c.chunk_id, c.law_label, c.article_no, c.text, c.citation_key),
            c.score,
        )
        for c in evidence
    )
    return Answer("\n\n".join(p for p in paragraphs if p), evidence, seed_evidence)


# --- Timing ---------------------------------------------------------------------------


def time_rounds(runs: Sequence[Callable[[], object]], rounds: int) -> list[float]:
    """Return the best seconds each of runs takes over rounds, interleaved.

    Interleaving means a burst of load on the machine hits both sides alike; the
    best round is the one least disturbed by anything else (as timeit advises).
    """
    samples: list[list[float]] = [[] for _ in runs]
    for _ in range(rounds):
        for run, times in zip(runs, samples, strict=True):
            began = time.perf_counter()
            run()
            times.append(time.perf_counter() - began)
    return [min(times) for times in samples]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="short smoke run")
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--answers", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args(argv)
    count, rounds = (200, 3) if args.quick else (args.answers, args.rounds)
    rng = random.Random(20240601)
    articles = load_corpus(args.corpus)
    answers = [make_answer(rng, articles) for _ in range(count)]

    def run_seed() -> None:
        for answer in answers:
            seed_verify_answer(answer.text, answer.seed_evidence)

    def run_core() -> None:
        for answer in answers:
            verify(answer.text, answer.evidence)

    run_seed(), run_core()  # warm caches and the regex compile cache for both
    seed, core = time_rounds([run_seed, run_core], rounds)
    size = statistics.mean(len(a.text) for a in answers)
    cites = statistics.mean(len(verify(a.text, a.evidence).citations) for a in answers)
    print(f"python {platform.python_version()} on {platform.machine()}")
    print(f"{count} answers, mean {size:.0f} chars, {cites:.1f} citations")
    print(f"best of {rounds} interleaved rounds")
    print(f"seed: {count / seed:10.0f} answers/s")
    print(f"core: {count / core:10.0f} answers/s")
    print(f"ratio core/seed: {seed / core:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
