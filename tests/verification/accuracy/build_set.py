"""Regenerate the accuracy set's JSONL files from the hand-written answers.

    .venv/bin/python tests/verification/accuracy/build_set.py [--corpus DIR]

The answers live in ``authoring/`` as Python strings in which every labelled reference
is marked up in place: ``⟦Article 17 of the GDPR|v⟧``. The builder strips the markup,
works out each reference's occurrence, and copies the passages the answer names from
the statute corpus (``/work/shared/corpus`` by default) or from ``authoring/passages``
into the record, so the JSONL is self-contained and CI never needs the corpus.

Markup: ``⟦raw|code⟧`` where code is ``status[:diagnosis][@form][~note]``:
``v`` verified, ``u`` unsupported, ``d`` a decoy (not a citation, must never be
flagged). Diagnoses are abbreviated (see DIAGNOSES). Without ``@form`` a reference
takes its record's form.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Final

HERE: Final = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from authoring import passages  # noqa: E402
from authoring.answer import Answer  # noqa: E402

DEFAULT_CORPUS: Final = Path("/work/shared/corpus")
CORPUS_FILES: Final = {
    "gdpr": ("gdpr.jsonl", "GDPR"),
    "ai": ("eu_ai_act.jsonl", "EU AI Act"),
    "bgb": ("de_bgb.jsonl", "BGB"),
    "kschg": ("de_bgb.jsonl", "KSchG"),
    "gg": ("de_bgb.jsonl", "GG"),
    "cc": ("fr_code_civil.jsonl", "Code civil"),
}
STATUSES: Final = {"v": "verified", "u": "unsupported", "d": "not_a_citation"}
DIAGNOSES: Final = {
    "anie": "article_not_in_evidence",
    "lnie": "law_not_in_evidence",
    "lm": "label_mismatch",
    "amb": "ambiguous",
    "ne": "nonexistent_article",
    "pin": "pinpoint_not_in_evidence",
    "quote": "quote_not_in_evidence",
    "mal": "malformed",
}
MARK: Final = re.compile(r"⟦(?P<raw>[^⟦⟧|]+)\|(?P<code>[^⟦⟧]*)⟧")


def load_corpus(corpus: Path) -> dict[str, tuple[str, str]]:
    """Return "<law key>:<article>" -> (law label, text) for every corpus entry."""
    by_label = {label: key for key, (_, label) in CORPUS_FILES.items()}
    passages_: dict[str, tuple[str, str]] = {}
    for name in sorted({name for name, _ in CORPUS_FILES.values()}):
        with (corpus / name).open(encoding="utf-8") as handle:
            for line in handle:
                row = json.loads(line)
                key = by_label.get(row["law_label"])
                if key is not None:
                    passages_[f"{key}:{row['article_no']}"] = (
                        row["law_label"],
                        row["text"],
                    )
    return passages_


# A passage numbers its paragraphs "1. ..." (EU) or "(1) ..." (German Absätze, whose
# "1. ..." lines are Nummern inside an Absatz, not paragraphs).
EU_PARAGRAPH: Final = re.compile(r"^(\d+)\.\s")
GERMAN_PARAGRAPH: Final = re.compile(r"^\((\d+)\)\s")


def paragraph(text: str, number: str) -> str:
    """Return paragraph number of text, up to the next paragraph."""
    lines = text.split("\n")
    german = any(GERMAN_PARAGRAPH.match(line) for line in lines)
    pattern = GERMAN_PARAGRAPH if german else EU_PARAGRAPH
    kept, keep = [], False
    for line in lines:
        match = pattern.match(line)
        if match:
            keep = match.group(1) == number
        if keep:
            kept.append(line)
    if not kept:
        raise ValueError(f"no paragraph {number}")
    return "\n".join(kept)


def passage(key: str, corpus: dict[str, tuple[str, str]]) -> tuple[str, str, str]:
    """Return (source, law label, text) of an evidence key such as "gdpr:17".

    "gdpr:17#3" is paragraph 3 of it alone: a retriever that chunks by paragraph.
    """
    if "#" in key:
        whole, number = key.split("#", 1)
        source, label, text = passage(whole, corpus)
        return source, label, paragraph(text, number)
    if key in corpus:
        label, text = corpus[key]
        return "corpus", label, text
    law = key.split(":", 1)[0]
    return "syn", passages.LABELS[law], passages.TEXTS[key]


def occurrences(text: str, raw: str) -> list[int]:
    """Return every start index of raw in text, overlapping ones included."""
    found, index = [], text.find(raw)
    while index != -1:
        found.append(index)
        index = text.find(raw, index + 1)
    return found


def expand(answer: Answer, corpus: dict[str, tuple[str, str]]) -> dict[str, object]:
    """Return the JSON record of answer: plain text, evidence copied, expectations."""
    pieces, marks, cursor, length = [], [], 0, 0
    for match in MARK.finditer(answer.text):
        before = answer.text[cursor : match.start()]
        pieces.append(before)
        length += len(before)
        marks.append((length, match.group("raw"), match.group("code")))
        pieces.append(match.group("raw"))
        length += len(match.group("raw"))
        cursor = match.end()
    pieces.append(answer.text[cursor:])
    text = "".join(pieces)
    if "⟦" in text or "⟧" in text:
        raise ValueError(f"{answer.id}: unbalanced markup")
    expect = []
    for start, raw, code in marks:
        code, _, note = code.partition("~")
        code, _, form = code.partition("@")
        status, _, diagnosis = code.partition(":")
        row: dict[str, object] = {
            "raw": raw,
            "occurrence": occurrences(text, raw).index(start) + 1,
            "form": form or answer.form,
            "expected": STATUSES[status],
        }
        if diagnosis:
            row["diagnosis"] = DIAGNOSES[diagnosis]
        if note:
            row["note"] = note
        expect.append(row)
    evidence = []
    for entry in answer.evidence:
        # "gdpr:17=DSGVO": the passage as a deployment that labels the law its own way
        key, _, relabel = entry.partition("=")
        source, label, body = passage(key, corpus)
        label = relabel or label
        article = key.split(":", 1)[1].split("#", 1)[0]
        evidence.append(
            {
                "chunk_id": f"{answer.id}/{source}:{key}",
                "law_label": label,
                "article": article,
                "text": body,
            }
        )
    record: dict[str, object] = {"id": answer.id, "text": text, "evidence": evidence}
    if answer.aliases:
        record["aliases"] = answer.aliases
    if answer.note:
        record["note"] = answer.note
    record["expect"] = expect
    return record


def main(argv: list[str] | None = None) -> int:
    """Write one JSONL file per group of answers next to this script."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    args = parser.parse_args(argv)
    from authoring import groups

    corpus = load_corpus(args.corpus)
    total = 0
    for group, answers in groups.GROUPS.items():
        path = HERE / f"{group}.jsonl"
        with path.open("w", encoding="utf-8") as handle:
            for answer in answers:
                record = expand(answer, corpus)
                handle.write(json.dumps(record, ensure_ascii=False) + "\n")
                total += len(record["expect"])  # type: ignore[arg-type]
        print(f"{path.name}: {len(answers)} answers")
    print(f"{total} labelled references")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
