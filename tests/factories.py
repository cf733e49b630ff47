"""Builders for real rows in the real database: `make_answer(**overrides)`."""

from __future__ import annotations

import importlib
import itertools
import json
from pathlib import Path
from typing import Any

from django.contrib.auth.models import Group, Permission, User

from foundations.actors import Actor
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
    article=6,
    text="Processing shall be lawful only if and to the extent that at least one of "
    "the following applies: (a) the data subject has given consent...",
    score=0.91,
    citation_key="GDPR-6",
)
GDPR_17 = core.EvidenceChunk(
    chunk_id="gdpr-17-1",
    law_label="GDPR",
    article=17,
    text="The data subject shall have the right to obtain from the controller the "
    "erasure of personal data concerning him or her without undue delay...",
    score=0.84,
    citation_key="GDPR-17",
)

FLAGGED_TEXT = (
    "Processing is lawful when the data subject has consented to it [GDPR, Article 6]. "
    "A data subject may also demand a copy of all their data within a week "
    "[GDPR, Article 15]. Controllers should keep a record of every consent they "
    "receive."
)
PASSED_TEXT = (
    "Processing is lawful when the data subject has consented to it [GDPR, Article 6]. "
    "The data subject can ask the controller to erase personal data [GDPR, Article 17]."
)


def corpus_articles(law_file: str = "gdpr.jsonl") -> list[dict[str, Any]]:
    with (CORPUS_DIR / law_file).open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def make_user(role: str | None = "reviewer", **overrides: Any) -> User:
    """A user in one role group (reviewer, senior_reviewer, qa, admin) or none."""
    overrides.setdefault("username", f"{role or 'user'}{next(_sequence)}")
    user = User.objects.create_user(password=PASSWORD, **overrides)
    if role:
        user.groups.add(role_group(role))
    return user


def role_group(role: str) -> Group:
    """The role's group with its permissions, as the roles migration creates it.

    A transactional test empties the tables the migration filled, so the group may
    have to be made again here, permissions included.
    """
    group, created = Group.objects.get_or_create(name=role)
    if created:
        roles_migration = importlib.import_module("reviewer.migrations.0002_roles")
        for app_label, model, codename in roles_migration.ROLE_PERMISSIONS.get(
            role, []
        ):
            group.permissions.add(
                Permission.objects.get(
                    content_type__app_label=app_label,
                    content_type__model=model,
                    codename=codename,
                )
            )
    return group


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


# --- the reviewer's desk: realistic answers built from the corpus -----------------

REVIEW_QUESTION = (
    "A customer asked us to delete their account data. Must we, and how fast?"
)
REVIEW_TEXT = (
    "**Short answer:** yes, in most cases. The data subject has the right to obtain "
    "erasure of personal data without undue delay where one of the listed grounds "
    "applies [GDPR, Article 17].\n\n"
    "What to check before erasing:\n\n"
    "- Whether you still have a lawful basis, such as a contract or a legal "
    "obligation [GDPR, Article 6].\n"
    "- Whether the customer objected to processing for direct marketing "
    "[Data Protection Act, Article 21].\n"
    "- The deadline: you must reply within one month of receiving the request "
    "[GDPR, Article 12].\n\n"
    "Controllers should also keep a written log of every erasure request they receive."
)
REVIEW_QUEUE_QUESTIONS = (
    "Is consent required before we process an applicant's CV?",
    "Does the right to data portability cover inferred data?",
    "When must a personal data breach be notified to the supervisory authority?",
    "Can we transfer customer data to a processor outside the EU?",
    "Do we need a data protection officer as a 40-person company?",
    "Must an AI hiring tool be registered as high-risk?",
)


def corpus_chunk(article_no: int, *, law_file: str = "gdpr.jsonl", score: float = 0.8):
    """An evidence chunk holding one real article of the corpus."""
    article = next(
        a for a in corpus_articles(law_file) if a["article_no"] == article_no
    )
    label = article["law_label"]
    return core.EvidenceChunk(
        chunk_id=f"{label.lower().replace(' ', '-')}-{article_no}-1",
        law_label=label,
        article=article_no,
        text=article["text"],
        score=score,
        citation_key=f"{label}-{article_no}",
    )


def make_review_answer(**overrides: Any) -> Answer:
    """A realistic flagged answer: Markdown, one verified-per-law citation set,
    an article missing from the evidence (Art. 12), a label mismatch (Art. 21 filed
    under GDPR), an uncited claim, and one passage nobody cited (Art. 7)."""
    overrides.setdefault("question", REVIEW_QUESTION)
    overrides.setdefault("text", REVIEW_TEXT)
    overrides.setdefault(
        "evidence",
        (
            corpus_chunk(17, score=0.93),
            corpus_chunk(6, score=0.88),
            corpus_chunk(21, score=0.81),
            corpus_chunk(7, score=0.64),
        ),
    )
    return make_answer(**overrides)


def make_review_queue(*, overdue: int = 2) -> list[Answer]:
    """Flagged answers on several questions, the first `overdue` past their deadline."""
    from datetime import timedelta

    from django.utils import timezone

    answers = [make_review_answer()]
    for index, question in enumerate(REVIEW_QUEUE_QUESTIONS):
        text = PASSED_TEXT if index % 3 == 2 else FLAGGED_TEXT
        answers.append(make_answer(question=question, text=text))
    now = timezone.now()
    for age, answer in enumerate(answers):
        received = now - timedelta(hours=30 - age * 4 if age < overdue else 12 - age)
        Answer.objects.filter(pk=answer.pk).update(
            received_at=received,
            review_deadline_at=Answer.deadline_for(answer.source, received),
        )
    return [Answer.objects.get(pk=a.pk) for a in answers]


LABOUR_30 = core.EvidenceChunk(
    chunk_id="labour-30-1",
    law_label="Labour Law",
    article=30,
    text="Overtime shall be paid at no less than one and a half times the wage.",
    score=0.9,
    citation_key="LL-30",
)
LABOR_TEXT = "Overtime must be paid at time and a half [Saudi Labour Law, Article 30]."


def make_label_variant_answer(**overrides: Any) -> Answer:
    """A flagged answer citing "Saudi Labour Law" while the evidence files Article 30
    under "Labour Law": the verifier says label_mismatch, suggested_label "Labour
    Law"."""
    overrides.setdefault("text", LABOR_TEXT)
    overrides.setdefault("evidence", (LABOUR_30,))
    return make_answer(**overrides)
