"""Load the labelled accuracy set and score a verifier against it.

The set is a directory of JSONL files, one record an answer::

    {"id", "text", "evidence": [{"chunk_id", "law_label", "article", "text"}],
     "aliases"?: {alias: label}, "note"?,
     "expect": [{"raw", "occurrence", "form", "expected", "diagnosis"?, "note"?}]}

``expected`` is ``verified``, ``unsupported`` or ``not_a_citation`` (a decoy). A
labelled reference is matched to the verifier's output by span: every citation whose
``start``/``end`` overlaps the ``occurrence``-th occurrence of ``raw`` in the text. It
counts as flagged when one of those citations is unsupported, so a marker that the
verifier splits into several citations, or a range it reads as one, is judged as the
reader sees it. An unsupported citation that overlaps no labelled reference is a
*stray* flag: text nobody labelled as a citation was flagged, which the aims treat like
a flagged decoy.

Standard library plus ``verification.core``; used by bench/accuracy.py and the tests.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

SET_DIR: Final = Path(__file__).resolve().parent
VERIFIED: Final = "verified"
UNSUPPORTED: Final = "unsupported"
DECOY: Final = "not_a_citation"
EXPECTED_VALUES: Final = (VERIFIED, UNSUPPORTED, DECOY)
DECOY_FORM: Final = "decoy"

# The aims of issue 10, "Measured, not assumed".
AIM_RECALL: Final = 0.99
AIM_FALSE_FLAG_RATE: Final = 0.005
AIM_DECOYS_FLAGGED: Final = 0


@dataclass(frozen=True)
class Expectation:
    """One labelled reference, located in its answer's text."""

    record_id: str
    raw: str
    occurrence: int
    form: str
    expected: str
    diagnosis: str | None
    note: str
    start: int
    end: int


@dataclass(frozen=True)
class Record:
    """One answer of the set with the passages its model saw."""

    id: str
    text: str
    evidence: tuple[Mapping[str, Any], ...]
    aliases: Mapping[str, str]
    expect: tuple[Expectation, ...]
    file: str


class SetError(ValueError):
    """The set itself is malformed: a raw that is not in its text, a bad value."""


def locate(text: str, raw: str, occurrence: int) -> int | None:
    """Return where the occurrence-th raw starts (1-based, overlaps count), or None."""
    index = -1
    for _ in range(occurrence):
        index = text.find(raw, index + 1)
        if index == -1:
            return None
    return index


def load_record(row: Mapping[str, Any], file: str) -> Record:
    """Return the record row describes, or raise SetError naming what is wrong."""
    rid = row["id"]
    text = row["text"]
    expect = []
    for i, item in enumerate(row["expect"]):
        raw, occurrence = item["raw"], item.get("occurrence", 1)
        start = locate(text, raw, occurrence)
        if start is None:
            raise SetError(
                f"{rid}.expect[{i}]: {raw!r} #{occurrence} is not in the text"
            )
        if item["expected"] not in EXPECTED_VALUES:
            raise SetError(f"{rid}.expect[{i}].expected: {item['expected']!r}")
        expect.append(
            Expectation(
                record_id=rid,
                raw=raw,
                occurrence=occurrence,
                form=item["form"],
                expected=item["expected"],
                diagnosis=item.get("diagnosis"),
                note=item.get("note", ""),
                start=start,
                end=start + len(raw),
            )
        )
    return Record(
        id=rid,
        text=text,
        evidence=tuple(row["evidence"]),
        aliases=dict(row.get("aliases") or {}),
        expect=tuple(expect),
        file=file,
    )


def load_set(directory: Path = SET_DIR, pattern: str = "*.jsonl") -> list[Record]:
    """Return the records of the JSONL files matching pattern, in file, line order."""
    records = []
    for path in sorted(directory.glob(pattern)):
        with path.open(encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                if line.strip():
                    try:
                        records.append(load_record(json.loads(line), path.name))
                    except (KeyError, json.JSONDecodeError) as error:
                        raise SetError(f"{path.name}:{number}: {error!r}") from error
    return records


# --- Running the verifier -------------------------------------------------------------


def evidence_chunks(record: Record) -> list[Any]:
    """Return the record's passages as the core's EvidenceChunk objects.

    Goes through evidence_from_dict with both ``article`` and ``article_no``, so the
    same set runs against a core that knows only integer ``article_no`` (then a
    record with an article "312g" raises InputError and is counted as not run) and
    against one that takes ``article`` strings.
    """
    from verification.core import evidence_from_dict

    chunks = []
    for i, row in enumerate(record.evidence):
        article = str(row["article"])
        payload = {
            "chunk_id": row["chunk_id"],
            "law_label": row["law_label"],
            "article": article,
            "article_no": int(article) if article.isdigit() else article,
            "text": row.get("text", ""),
        }
        chunks.append(evidence_from_dict(payload, path=f"{record.id}.evidence[{i}]"))
    return chunks


@dataclass(frozen=True)
class Found:
    """One citation the verifier reported, reduced to what scoring needs."""

    start: int
    end: int
    status: str
    diagnosis: str | None
    raw: str


@dataclass
class Outcome:
    """What the verifier said about one record."""

    record: Record
    citations: list[Found] = field(default_factory=list)
    error: str | None = None


def _value(item: object) -> str | None:
    """Return an enum's value, a string as is, None as None."""
    if item is None:
        return None
    return str(getattr(item, "value", item))


def run_record(record: Record, verify: Callable[..., Any] | None = None) -> Outcome:
    """Verify one record's text against its evidence; a refused input is an error."""
    from verification.core import InputError
    from verification.core import verify as core_verify

    verify = verify or core_verify
    try:
        report = verify(record.text, evidence_chunks(record), record.aliases or None)
    except InputError as error:
        return Outcome(record, error=str(error))
    # A citation without a span cannot be matched to a label: -1 overlaps nothing, so
    # if it is unsupported it counts as a stray flag rather than crashing the run.
    found = [
        Found(
            -1 if c.start is None else c.start,
            -1 if c.end is None else c.end,
            _value(c.status) or "",
            _value(c.diagnosis),
            c.raw,
        )
        for c in report.citations
    ]
    return Outcome(record, found)


def run_set(
    records: Iterable[Record], verify: Callable[..., Any] | None = None
) -> list[Outcome]:
    """Return the outcome of every record."""
    return [run_record(record, verify) for record in records]


# --- Scoring --------------------------------------------------------------------------


@dataclass(frozen=True)
class Judgement:
    """One labelled reference and what the verifier made of it."""

    expectation: Expectation
    recognised: bool
    flagged: bool
    diagnoses: tuple[str, ...]
    not_run: bool

    @property
    def kind(self) -> str | None:
        """Return the failure kind, or None when the verifier got it right."""
        e = self.expectation
        if self.not_run:
            return "not run (input refused)"
        if e.expected == UNSUPPORTED and not self.flagged:
            return (
                "missed: not recognised" if not self.recognised else "missed: verified"
            )
        if e.expected == VERIFIED and self.flagged:
            return f"false flag: {', '.join(self.diagnoses) or 'no diagnosis'}"
        if e.expected == DECOY and self.flagged:
            return "decoy flagged"
        return None

    @property
    def diagnosis_agrees(self) -> bool | None:
        """Return whether the expected diagnosis was given; None when not applicable."""
        e = self.expectation
        if e.expected != UNSUPPORTED or not e.diagnosis or not self.flagged:
            return None
        return e.diagnosis in self.diagnoses


def judge(outcome: Outcome) -> tuple[list[Judgement], list[Found]]:
    """Return the judgement of every labelled reference and the stray flags."""
    judgements = []
    claimed: set[int] = set()
    for e in outcome.record.expect:
        hits = [
            (i, c)
            for i, c in enumerate(outcome.citations)
            if c.start < e.end and e.start < c.end
        ]
        claimed.update(i for i, _ in hits)
        flagged = [c for _, c in hits if c.status == UNSUPPORTED]
        judgements.append(
            Judgement(
                expectation=e,
                recognised=bool(hits),
                flagged=bool(flagged),
                diagnoses=tuple(c.diagnosis for c in flagged if c.diagnosis),
                not_run=outcome.error is not None,
            )
        )
    strays = [
        c
        for i, c in enumerate(outcome.citations)
        if i not in claimed and c.status == UNSUPPORTED
    ]
    return judgements, strays


@dataclass
class Tally:
    """Counts for one form, or for the whole set."""

    unsupported: int = 0
    caught: int = 0
    verified: int = 0
    false_flags: int = 0
    verified_recognised: int = 0
    decoys: int = 0
    decoys_flagged: int = 0
    decoys_recognised: int = 0
    diagnosed: int = 0
    diagnosis_agrees: int = 0

    def add(self, j: Judgement) -> None:
        """Count one judgement."""
        e = j.expectation
        if e.expected == UNSUPPORTED:
            self.unsupported += 1
            self.caught += j.flagged
        elif e.expected == VERIFIED:
            self.verified += 1
            self.false_flags += j.flagged
            self.verified_recognised += j.recognised
        else:
            self.decoys += 1
            self.decoys_flagged += j.flagged
            self.decoys_recognised += j.recognised
        agrees = j.diagnosis_agrees
        if agrees is not None:
            self.diagnosed += 1
            self.diagnosis_agrees += agrees

    @property
    def recall(self) -> float | None:
        """Return the share of unsupported references flagged."""
        return self.caught / self.unsupported if self.unsupported else None

    @property
    def false_flag_rate(self) -> float | None:
        """Return the share of supported references flagged."""
        return self.false_flags / self.verified if self.verified else None

    @property
    def diagnosis_agreement(self) -> float | None:
        """Return the share of flagged references with the expected diagnosis."""
        return self.diagnosis_agrees / self.diagnosed if self.diagnosed else None

    def as_dict(self) -> dict[str, Any]:
        """Return the counts and rates, JSON-ready."""
        return {
            "unsupported": self.unsupported,
            "caught": self.caught,
            "recall": self.recall,
            "verified": self.verified,
            "false_flags": self.false_flags,
            "false_flag_rate": self.false_flag_rate,
            "verified_recognised": self.verified_recognised,
            "decoys": self.decoys,
            "decoys_flagged": self.decoys_flagged,
            "decoys_recognised": self.decoys_recognised,
            "diagnosed": self.diagnosed,
            "diagnosis_agrees": self.diagnosis_agrees,
            "diagnosis_agreement": self.diagnosis_agreement,
        }


@dataclass
class Scores:
    """The whole set's figures: per form, overall, and every failure."""

    by_form: dict[str, Tally]
    overall: Tally
    strays: list[tuple[str, Found]]
    not_run: list[tuple[str, str]]
    failures: list[Judgement]

    @property
    def aims(self) -> dict[str, bool]:
        """Return each aim of issue 10 and whether it is met."""
        recall = self.overall.recall or 0.0
        false_flags = self.overall.false_flag_rate or 0.0
        flagged = self.overall.decoys_flagged + len(self.strays)
        return {
            f"recall >= {AIM_RECALL:.0%}": recall >= AIM_RECALL,
            f"false flags <= {AIM_FALSE_FLAG_RATE:.1%}": false_flags
            <= AIM_FALSE_FLAG_RATE,
            "no decoy or unlabelled text flagged": flagged <= AIM_DECOYS_FLAGGED,
            "every record ran": not self.not_run,
        }

    @property
    def failure_kinds(self) -> dict[str, int]:
        """Return how many failures there are of each kind, most frequent first."""
        counts: dict[str, int] = {}
        for j in self.failures:
            key = f"{j.kind} [{j.expectation.form}]"
            counts[key] = counts.get(key, 0) + 1
        if self.strays:
            counts["stray flag on unlabelled text"] = len(self.strays)
        return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))

    def as_dict(self) -> dict[str, Any]:
        """Return everything, JSON-ready."""
        return {
            "overall": self.overall.as_dict(),
            "by_form": {form: t.as_dict() for form, t in sorted(self.by_form.items())},
            "stray_flags": [
                {"id": rid, "raw": f.raw, "diagnosis": f.diagnosis}
                for rid, f in self.strays
            ],
            "not_run": [{"id": rid, "error": err} for rid, err in self.not_run],
            "aims": self.aims,
            "failure_kinds": self.failure_kinds,
        }


def score(outcomes: Sequence[Outcome]) -> Scores:
    """Return the figures for outcomes."""
    by_form: dict[str, Tally] = {}
    overall = Tally()
    strays: list[tuple[str, Found]] = []
    not_run = [(o.record.id, o.error) for o in outcomes if o.error is not None]
    failures = []
    for outcome in outcomes:
        judgements, stray = judge(outcome)
        strays.extend((outcome.record.id, f) for f in stray)
        for j in judgements:
            by_form.setdefault(j.expectation.form, Tally()).add(j)
            overall.add(j)
            if j.kind is not None:
                failures.append(j)
    return Scores(by_form, overall, strays, not_run, failures)  # type: ignore[arg-type]
