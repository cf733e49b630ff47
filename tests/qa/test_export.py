"""The annotation export round-trips through the verifier CLI as regression cases."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from django.urls import reverse

from reviewer.qa.services import (
    annotation_record_check,
    annotation_record_sentence,
    false_negative_record,
)
from tests.factories import make_answer, make_label_variant_answer, make_user
from tests.qa.conftest import client_for

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[2]


def _run_cli(path: Path, *extra: str) -> list[dict]:
    result = subprocess.run(
        [sys.executable, "-m", "verification.core", *extra, str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return [json.loads(line) for line in result.stdout.splitlines()]


@pytest.fixture
def exported(tmp_path):
    """Annotate a GDPR answer (correct, not a claim) and a Saudi Labour Law one (FP)."""
    analyst = make_user("qa")
    gdpr = make_answer()
    labor = make_label_variant_answer()
    for check in gdpr.current_report.citations.all():
        annotation_record_check(user=analyst, check=check, verdict="correct", reason="")
    annotation_record_sentence(
        user=analyst,
        sentence=gdpr.current_report.uncited_sentences.get(),
        verdict="false_positive",
        reason="not_a_claim",
    )
    false_negative_record(
        user=analyst,
        answer=gdpr,
        report=gdpr.current_report,
        snippet="within a week",
        occurrence=1,
        span_kind="claim",
        reason="other",
    )
    annotation_record_check(
        user=analyst,
        check=labor.current_report.citations.get(),
        verdict="false_positive",
        reason="label_variant",
    )
    response = client_for(analyst).get(reverse("qa:export"))
    assert response.status_code == 200
    assert response["Content-Type"] == "application/x-ndjson"
    body = b"".join(response.streaming_content).decode()
    path = tmp_path / "regressions.jsonl"
    path.write_text(body, encoding="utf-8")
    return path, [json.loads(line) for line in body.splitlines()], gdpr, labor


def _mismatches(records: list[dict], outputs: list[dict]) -> list[tuple]:
    """Return (id, start, expected, got) for each expectation the CLI misses."""
    wrong = []
    for record, output in zip(records, outputs, strict=True):
        assert output["id"] == record["id"]
        got = {
            (c["start"], c["end"], c["raw"]): c["status"] for c in output["citations"]
        }
        for expected in record["expected"]["citations"]:
            key = (expected["start"], expected["end"], expected["raw"])
            if got.get(key) != expected["status"]:
                wrong.append(
                    (record["id"], expected["start"], expected["status"], got.get(key))
                )
    return wrong


def test_export_shape(exported):
    """Each line is the CLI's input plus the expected verdicts."""
    _, records, gdpr, labor = exported
    assert len(records) == 2
    first = records[0]
    assert set(first) == {"id", "text", "evidence", "expected"}
    assert first["text"] == gdpr.text
    assert {e["chunk_id"] for e in first["evidence"]} == {"gdpr-6-1", "gdpr-17-1"}
    [sentence] = first["expected"]["uncited_sentences"]
    assert sentence["flagged"] is False
    [span] = first["expected"]["false_negatives"]
    assert span["raw"] == "within a week"
    assert gdpr.text[span["start"] : span["end"]] == "within a week"
    [labor_citation] = records[1]["expected"]["citations"]
    assert (labor_citation["verifier_status"], labor_citation["status"]) == (
        "unsupported",
        "verified",
    )


def test_export_round_trips_through_the_cli(exported, tmp_path):
    """The CLI agrees with every 'correct' verdict and, until fixed, not the FP one.

    With the alias the false positive asked for, the CLI agrees with every expectation:
    the export is a regression suite the alias fix passes.
    """
    path, records, _, labor = exported
    outputs = _run_cli(path)
    assert len(outputs) == len(records)
    assert _mismatches(records, outputs) == [
        (records[1]["id"], 0 + labor.text.index("["), "verified", "unsupported")
    ]
    aliases = tmp_path / "aliases.json"
    aliases.write_text(json.dumps({"Saudi Labour Law": "Labour Law"}), encoding="utf-8")
    assert _mismatches(records, _run_cli(path, "--aliases", str(aliases))) == []
    # Uncited sentences the CLI reports line up with the exported offsets.
    flagged = {(s["start"], s["end"]) for s in outputs[0]["uncited_sentences"]}
    for sentence in records[0]["expected"]["uncited_sentences"]:
        assert (sentence["start"], sentence["end"]) in flagged


def test_export_forbidden_to_reviewers():
    """Reviewers get 403 on the export."""
    assert (
        client_for(make_user("reviewer")).get(reverse("qa:export")).status_code == 403
    )
