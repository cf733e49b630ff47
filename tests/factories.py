"""Builders for real rows in the real database: `make_answer(**overrides)`."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

from django.contrib.auth.models import Group, User

from reviewer.audit.services import Actor
from verification import core
from verification.models import Answer, Source
from verification.services.answers import AnswerInput, answers_ingest
from verification.services.reports import answers_verify

CORPUS_DIR = Path(__file__).resolve().parents[1] / "verification" / "demo"
_sequence = itertools.count(1)

PASSWORD = "correct-horse-battery-staple-42"

GDPR_6 = core.EvidenceChunk(
    chunk_id="gdpr-6-1",
    law_label="GDPR",
    article_no=6,
    text="Processing shall be lawful only if and to the extent that at least one of "
    "the following applies: (a) the data subject has given consent...",
    score=0.91,
    citation_key="GDPR-6",
)
GDPR_17 = core.EvidenceChunk(
    chunk_id="gdpr-17-1",
    law_label="GDPR",
    article_no=17,
    text="The data subject shall have the right to obtain from the controller the "
    "erasure of personal data concerning him or her without undue delay...",
    score=0.84,
    citation_key="GDPR-17",
)

FLAGGED_TEXT = (
    "Processing is lawful when the data subject has consented to it [GDPR, Article 6]. "
    "A data subject may also demand a copy of all their data within a week "
    "[GDPR, Article 15]. Controllers should keep a record of every consent they receive."
)
PASSED_TEXT = (
    "Processing is lawful when the data subject has consented to it [GDPR, Article 6]. "
    "The data subject can ask the controller to erase personal data [GDPR, Article 17]."
)


def corpus_articles(law_file: str = "gdpr.jsonl") -> list[dict[str, Any]]:
    with (CORPUS_DIR / law_file).open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def make_user(role: str | None = "reviewer", **overrides: Any) -> User:
    """A user in one role group (`reviewer`, `senior_reviewer`, `qa`, `admin`) or none."""
    overrides.setdefault("username", f"{role or 'user'}{next(_sequence)}")
    user = User.objects.create_user(password=PASSWORD, **overrides)
    if role:
        group, _ = Group.objects.get_or_create(name=role)
        user.groups.add(group)
    return user


def make_source(name: str = "assistant", **overrides: Any) -> Source:
    source, _ = Source.objects.get_or_create(name=name, defaults=overrides)
    return source


def make_answer(
    *, verify: bool = True, source: Source | None = None, **overrides: Any
) -> Answer:
    """Ingest one answer through the real service; verify it in-process unless told not.

    Defaults give a flagged answer: Article 15 is cited but was not in the evidence,
    and the last sentence is an uncited claim.
    """
    source = source or make_source()
    overrides.setdefault("external_id", f"ext-{next(_sequence)}")
    overrides.setdefault("question", "When is processing of personal data lawful?")
    overrides.setdefault("model", "assistant-model-2026-10")
    overrides.setdefault("text", FLAGGED_TEXT)
    overrides.setdefault("evidence", (GDPR_6, GDPR_17))
    overrides["evidence"] = tuple(overrides["evidence"])
    [result] = answers_ingest(
        source=source, actor=Actor.system("tests"), answers=[AnswerInput(**overrides)]
    )
    if verify:
        answers_verify(answer_ids=[result.answer_id], actor=Actor.system("tests"))
    return Answer.objects.get(pk=result.answer_id)


def answer_payload(**overrides: Any) -> dict[str, Any]:
    """An API request body for one answer."""
    overrides.setdefault("external_id", f"ext-{next(_sequence)}")
    overrides.setdefault("question", "When is processing of personal data lawful?")
    overrides.setdefault("model", "assistant-model-2026-10")
    overrides.setdefault("text", FLAGGED_TEXT)
    overrides.setdefault(
        "evidence",
        [
            {
                "chunk_id": c.chunk_id,
                "law_label": c.law_label,
                "article_no": c.article_no,
                "text": c.text,
                "score": c.score,
                "citation_key": c.citation_key,
            }
            for c in (GDPR_6, GDPR_17)
        ],
    )
    return overrides
