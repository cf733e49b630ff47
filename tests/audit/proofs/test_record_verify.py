"""The offline verifier accepts an honest review record and names each tampered part.

The bundle is built here the way the export will build it: sealed records, their
events appended to a log among other answers' events, a signed checkpoint over the
log, an inclusion proof per event, and the bundle signed last.
"""

from __future__ import annotations

import base64
import copy
import json
import shutil
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from foundations.audit import merkle, record_verify
from foundations.audit.checkpoints import (
    Checkpoint,
    bundle_sign,
    checkpoint_sign,
    public_key_pem,
)
from foundations.audit.leaves import Sealed, seal
from foundations.audit.merkle import Frontier, MemoryStore, inclusion_proof
from foundations.audit.record_verify import BUNDLE_FORMAT, verify_bundle

ROOT = Path(__file__).resolve().parents[3]
ORIGIN = "citation-review/audit"
ANSWER_ID = 42


def answer_objects() -> dict[str, object]:
    """The answer, its evidence, two reports and two decisions (one a comment)."""
    return {
        "answer": seal(
            {
                "id": ANSWER_ID,
                "source": "assistant",
                "external_id": "conv-1",
                "model": "legal-7b",
                "question": "Can I have my data deleted?",
                "text": "Yes [GDPR, Article 17].",
            },
            ["/question", "/text"],
        ),
        "evidence": seal(
            {
                "answer_id": ANSWER_ID,
                "chunks": [
                    {
                        "chunk_id": "gdpr-17",
                        "law_label": "GDPR",
                        "article_no": 17,
                        "text": "The data subject shall have the right to obtain...",
                        "score": 0.91,
                        "citation_key": "",
                    }
                ],
            },
            [],
        ),
        "reports": [
            seal({"id": 100, "answer_id": ANSWER_ID, "passed": False}, []),
            seal({"id": 101, "answer_id": ANSWER_ID, "passed": True}, []),
        ],
        "decisions": [
            seal(
                {"id": 9, "action": "comment", "user": "user:amélie", "comment": "Hm."},
                ["/user", "/comment"],
            ),
            seal(
                {"id": 10, "action": "approve", "user": "user:bo", "reason": "Fine."},
                ["/user", "/reason"],
            ),
        ],
    }


def event(action: str, answer_id: int, actor: str, **payload) -> Sealed:
    return seal(
        {
            "created_at": "2026-12-01T04:07:59.123456Z",
            "actor_type": "user",
            "actor_label": actor,
            "action": action,
            "subject_type": "answer",
            "subject_id": str(answer_id),
            "answer_id": answer_id,
            "payload": payload,
        }
    )


def answer_events(objects) -> list[Sealed]:
    """The answer's trail; each event that records an object cites its digest."""
    reports, decisions = objects["reports"], objects["decisions"]
    return [
        event(
            "answer.ingested",
            ANSWER_ID,
            "token:assistant",
            answer_digest=objects["answer"].digest(),
            evidence_digest=objects["evidence"].digest(),
        ),
        event(
            "verification.run",
            ANSWER_ID,
            "system:verify",
            report_id=100,
            report_digest=reports[0].digest(),
            passed=False,
        ),
        event("claim.taken", ANSWER_ID, "user:amélie", expires_at="05:00"),
        event(
            "comment.added",
            ANSWER_ID,
            "user:amélie",
            decision_id=9,
            decision_digest=decisions[0].digest(),
            comment="Hm.",
        ),
        event(
            "verification.run",
            ANSWER_ID,
            "system:verify",
            report_id=101,
            report_digest=reports[1].digest(),
            passed=True,
        ),
        event(
            "decision.approve",
            ANSWER_ID,
            "user:bo",
            decision_id=10,
            decision_digest=decisions[1].digest(),
            reason="Fine.",
        ),
    ]


def build_bundle(
    key: Ed25519PrivateKey,
    checkpoint_key: Ed25519PrivateKey | None = None,
    erase=lambda objects, events: None,
) -> dict:
    """Log the trail among other answers' events, checkpoint it, export the record."""
    objects = answer_objects()
    trail = answer_events(objects)
    store, frontier, positions = MemoryStore(), Frontier(), []
    for n, sealed in enumerate(trail):
        noise = [event("answer.ingested", 1000 + n * 10 + i, "x") for i in range(n + 3)]
        store.add(frontier.append(e.leaf_hash() for e in noise))
        positions.append(frontier.size)
        store.add(frontier.append([sealed.leaf_hash()]))
    size = frontier.size
    signed = checkpoint_sign(
        Checkpoint(ORIGIN, size, frontier.root(), datetime(2026, 12, 1, tzinfo=UTC)),
        checkpoint_key or key,
    )
    erase(objects, trail)  # after logging: erasure happens later, to stored rows
    bundle = {
        "format": BUNDLE_FORMAT,
        "answer": entry(objects["answer"]),
        "evidence": entry(objects["evidence"]),
        "reports": [entry(r) for r in objects["reports"]],
        "decisions": [entry(d) for d in objects["decisions"]],
        "events": [
            {
                "leaf_index": index,
                "leaf_hash": sealed.leaf_hash().hex(),
                "inclusion_proof": [
                    h.hex() for h in inclusion_proof(store, index, size)
                ],
                "event": sealed.record,
                "salts": sealed.salts,
            }
            for index, sealed in zip(positions, trail, strict=True)
        ],
        "checkpoint": signed.note,
    }
    return bundle_sign(bundle, key, ORIGIN)


def entry(sealed: Sealed) -> dict:
    return {"record": sealed.record, "salts": sealed.salts}


@pytest.fixture(scope="module")
def key() -> Ed25519PrivateKey:
    return Ed25519PrivateKey.generate()


@pytest.fixture(scope="module")
def bundle(key) -> dict:
    return build_bundle(key)


def failed_parts(bundle: dict, *keys: Ed25519PrivateKey) -> set[str]:
    return {f.part for f in verify_bundle(bundle, [k.public_key() for k in keys])}


def test_an_honest_record_verifies(bundle, key):
    """Signatures, leaves, proofs and object digests all hold: no failure."""
    assert verify_bundle(bundle, [key.public_key()]) == []


def test_the_log_verifies_with_the_offline_verifiers_functions():
    """merkle.py proves with the very functions the single file checks with."""
    assert merkle.verify_inclusion is record_verify.verify_inclusion
    assert merkle.verify_consistency is record_verify.verify_consistency
    assert merkle.leaf_hash is record_verify.leaf_hash


# --- tampering, part by part ---------------------------------------------------------


def _flip_b64(value: str) -> str:
    raw = bytearray(base64.b64decode(value))
    raw[-1] ^= 1
    return base64.b64encode(bytes(raw)).decode()


def _flip_note_signature(note: str) -> str:
    head, _, encoded = note.rstrip("\n").rpartition(" ")
    return f"{head} {_flip_b64(encoded)}\n"


def _flip_hex(value: str) -> str:
    return ("0" if value[0] != "0" else "1") + value[1:]


def _other_key_checkpoint(bundle: dict) -> None:
    body = bundle["checkpoint"].rpartition("\n\n")[0].encode() + b"\n"
    other = Ed25519PrivateKey.generate()
    bundle["checkpoint"] = checkpoint_sign(Checkpoint.parse(body), other).note


def _other_root(bundle: dict) -> None:
    body, _, signatures = bundle["checkpoint"].rpartition("\n\n")
    cp = Checkpoint.parse(body.encode() + b"\n")
    forged = Checkpoint(cp.origin, cp.size, bytes(32), cp.time).body().decode()
    bundle["checkpoint"] = forged + "\n" + signatures


ALL_PROOFS = {f"event {n} inclusion proof" for n in range(6)}

TAMPERING = [
    # (id, change, re-sign the bundle afterwards, the parts that must fail)
    (
        "bundle signature",
        lambda b: b["signature"].update(ed25519=_flip_b64(b["signature"]["ed25519"])),
        False,
        {"bundle signature"},
    ),
    (
        "content without re-signing",
        lambda b: b["answer"]["record"].update(text="No."),
        False,
        {"bundle signature", "answer"},
    ),
    (
        "checkpoint signature",
        lambda b: b.update(checkpoint=_flip_note_signature(b["checkpoint"])),
        True,
        {"checkpoint signature"},
    ),
    (
        "checkpoint by another key",
        _other_key_checkpoint,
        True,
        {"checkpoint signature"},
    ),
    (
        "checkpoint root",
        _other_root,
        True,
        {"checkpoint signature"} | ALL_PROOFS,
    ),
    (
        "checkpoint malformed",
        lambda b: b.update(checkpoint="not a checkpoint"),
        True,
        {"checkpoint"} | ALL_PROOFS,
    ),
    (
        "event kept field",
        lambda b: b["events"][2]["event"]["payload"].update(expires_at="23:59"),
        True,
        {"event 2 leaf"},
    ),
    (
        "event personal value",
        lambda b: b["events"][3]["event"]["payload"].update(comment="Approved."),
        True,
        {"event 3 leaf"},
    ),
    (
        "event salt",
        lambda b: b["events"][3]["salts"].update({"/actor_label": "ab" * 32}),
        True,
        {"event 3 leaf"},
    ),
    (
        "event stated leaf hash",
        lambda b: b["events"][1].update(
            leaf_hash=_flip_hex(b["events"][1]["leaf_hash"])
        ),
        True,
        {"event 1 leaf", "event 1 inclusion proof"},
    ),
    (
        "event proof byte",
        lambda b: b["events"][4]["inclusion_proof"].__setitem__(
            0, _flip_hex(b["events"][4]["inclusion_proof"][0])
        ),
        True,
        {"event 4 inclusion proof"},
    ),
    (
        "event proof truncated",
        lambda b: b["events"][4]["inclusion_proof"].pop(),
        True,
        {"event 4 inclusion proof"},
    ),
    (
        "event leaf index",
        lambda b: b["events"][5].update(leaf_index=b["events"][5]["leaf_index"] - 1),
        True,
        {"event 5 inclusion proof"},
    ),
    (
        "event about another answer",
        lambda b: b["events"][2]["event"].update(answer_id=7),
        True,
        {"event 2 leaf", "event 2"},
    ),
    (
        "answer",
        lambda b: b["answer"]["record"].update(text="Yes [GDPR, Article 18]."),
        True,
        {"answer"},
    ),
    (
        "evidence",
        lambda b: b["evidence"]["record"]["chunks"][0].update(article_no=18),
        True,
        {"evidence"},
    ),
    (
        "report",
        lambda b: b["reports"][1]["record"].update(passed=False),
        True,
        {"report 1"},
    ),
    (
        "decision",
        lambda b: b["decisions"][0]["record"].update(comment="Approved."),
        True,
        {"decision 0"},
    ),
    (
        "decision removed",
        lambda b: b["decisions"].pop(1),
        True,
        {"event 5"},
    ),
    (
        "the event recording a report removed",
        lambda b: b["events"].pop(4),
        True,
        {"report 1"},
    ),
    ("format", lambda b: b.update(format="v0"), True, {"bundle"}),
]


@pytest.mark.parametrize(
    ("change", "resign", "parts"),
    [case[1:] for case in TAMPERING],
    ids=[case[0] for case in TAMPERING],
)
def test_each_tampered_part_is_named(bundle, key, change, resign, parts):
    """Alter one part (re-signing as a dishonest exporter could): exactly it fails."""
    tampered = copy.deepcopy(bundle)
    change(tampered)
    if resign:
        tampered = bundle_sign(tampered, key, ORIGIN)

    assert failed_parts(tampered, key) == parts


def test_a_bundle_signed_by_an_unknown_key_fails_its_signature(bundle):
    """The bundle must be signed by a known key, not merely be consistent."""
    resigned = bundle_sign(copy.deepcopy(bundle), Ed25519PrivateKey.generate(), ORIGIN)
    assert failed_parts(resigned, Ed25519PrivateKey.generate()) >= {
        "bundle signature",
        "checkpoint signature",
    }


def test_malformed_parts_fail_without_crashing(bundle, key):
    """Missing members are reported as failures of their part, never a traceback."""
    tampered = copy.deepcopy(bundle)
    del tampered["events"][0]["salts"]
    del tampered["signature"]
    del tampered["reports"][0]["record"]["id"]

    parts = failed_parts(tampered, key)

    assert {"bundle signature", "event 0", "report 0"} <= parts


# --- erasure and rotation -------------------------------------------------------------


def _erase_amelie(objects, events) -> None:
    """Erase one person everywhere: her comment, her name, the answer's text."""
    objects["decisions"][0] = objects["decisions"][0].erase()
    objects["answer"] = objects["answer"].erase(["/text"])
    for n in (2, 3):
        events[n] = events[n].erase()


def test_a_record_with_an_erased_person_still_verifies(key):
    """Erased fields are accepted as commitments: every proof and digest holds."""
    bundle = build_bundle(key, erase=_erase_amelie)

    assert verify_bundle(bundle, [key.public_key()]) == []
    assert "amélie" not in json.dumps(bundle, ensure_ascii=False)
    assert bundle["events"][3]["salts"] == {}


def test_rotation_old_checkpoint_new_bundle_key(key):
    """A checkpoint signed before a rotation verifies with the old key given too."""
    old = Ed25519PrivateKey.generate()
    bundle = build_bundle(key, checkpoint_key=old)

    assert failed_parts(bundle, key, old) == set()
    assert failed_parts(bundle, key) == {"checkpoint signature"}


# --- the command line ----------------------------------------------------------------


@pytest.fixture
def files(tmp_path, bundle, key) -> tuple[Path, Path]:
    bundle_path, key_path = tmp_path / "record.json", tmp_path / "log.pem"
    bundle_path.write_text(json.dumps(bundle, ensure_ascii=False), encoding="utf-8")
    key_path.write_bytes(public_key_pem(key))
    return bundle_path, key_path


def run(*args: object, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *map(str, args)],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_main_exits_zero_on_an_honest_record(files, capsys):
    """In-process: exit 0 and a one-line summary naming the answer and checkpoint."""
    bundle_path, key_path = files
    assert record_verify.main([str(bundle_path), "--public-key", str(key_path)]) == 0
    assert "OK review record for answer 42: 6 events proven" in capsys.readouterr().out


def test_module_and_script_entry_points_agree(files):
    """`python -m` and the script path both verify, and both name a tampered part."""
    bundle_path, key_path = files
    by_module = run(
        "-m", "foundations.audit.record_verify", bundle_path, "--public-key", key_path
    )
    by_path = run(
        "foundations/audit/record_verify.py", bundle_path, "--public-key", key_path
    )
    assert by_module.returncode == 0 == by_path.returncode, by_module.stderr
    assert by_module.stdout == by_path.stdout

    tampered = json.loads(bundle_path.read_text(encoding="utf-8"))
    tampered["events"][3]["event"]["payload"]["comment"] = "Approved."
    bundle_path.write_text(json.dumps(tampered), encoding="utf-8")
    failed = run(
        "foundations/audit/record_verify.py", bundle_path, "--public-key", key_path
    )
    assert failed.returncode == 1
    assert "FAIL bundle signature" in failed.stderr
    assert "FAIL event 3 leaf" in failed.stderr


def test_the_single_file_runs_alone(files, tmp_path):
    """Copied on its own to an empty directory, the verifier needs nothing else."""
    bundle_path, key_path = files
    alone = tmp_path / "alone"
    alone.mkdir()
    shutil.copy(ROOT / "foundations/audit/record_verify.py", alone)

    result = run(
        alone / "record_verify.py", bundle_path, "--public-key", key_path, cwd=alone
    )

    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("OK review record for answer 42")


def test_modules_beside_the_script_never_shadow_the_standard_library(files, tmp_path):
    """Run by path from the audit app's package (which has a selectors.py), the
    verifier imports the standard library's modules, not its neighbours."""
    bundle_path, key_path = files
    beside = tmp_path / "beside"
    beside.mkdir()
    shutil.copy(ROOT / "foundations/audit/record_verify.py", beside)
    for name in ("base64", "json", "hashlib", "selectors"):
        (beside / f"{name}.py").write_text("raise ImportError('shadowed')\n")

    result = run(beside / "record_verify.py", bundle_path, "--public-key", key_path)

    assert result.returncode == 0, result.stderr


def test_unreadable_input_exits_non_zero(tmp_path, files):
    """A missing file or a key that is not PEM: exit 1, naming the bundle input."""
    bundle_path, key_path = files
    missing = run(
        "foundations/audit/record_verify.py",
        tmp_path / "none.json",
        "--public-key",
        key_path,
    )
    assert missing.returncode == 1 and "FAIL bundle" in missing.stderr
    bad_key = tmp_path / "bad.pem"
    bad_key.write_text("not a key")
    assert (
        run(
            "foundations/audit/record_verify.py", bundle_path, "--public-key", bad_key
        ).returncode
        == 1
    )
