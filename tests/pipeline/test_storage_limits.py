"""Whatever the verifier returns, every answer of a batch ends, and alone.

The storage code is fed reports shaped like the core's at and past every limit
(labels, pinpoints, suggested labels and details at the column size and one over,
citation and sentence counts at the per-answer limit and past it, counts past a 32-bit
integer). Each answer ends `passed`/`flagged` or, after its bounded retries,
`error`; never `pending`; and the answers whose report fits are stored, whatever
the others did.
"""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from django.conf import settings
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from foundations.actors import Actor
from tests.factories import make_source
from tests.support.fixtures import answer_inputs
from verification import core, limits
from verification.core import limits as core_limits
from verification.models import (
    Answer,
    CitationCheck,
    UncitedSentence,
    VerificationState,
)
from verification.services.answers import answers_ingest
from verification.services.reports import answers_verify

pytestmark = pytest.mark.django_db
SYSTEM = Actor.system("tests")
_batches = itertools.count()


def _sized(limit: int) -> st.SearchStrategy[str | None]:
    """None, or a string at the boundaries of `limit` (or of any length below)."""
    lengths = st.sampled_from([0, 1, limit - 1, limit, limit + 1]) | st.integers(
        0, limit
    )
    return st.none() | lengths.map(lambda n: "é" * n)


# What answer text can hold: the API refuses NUL and lone surrogates.
_TEXT = st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00")
citations = st.builds(
    core.Citation,
    raw=st.text(_TEXT, max_size=core_limits.MAX_RAW_CHARS),
    law_label=_sized(core_limits.MAX_LABEL_CHARS),
    article_no=st.none() | st.integers(1, 2**31 - 1),
    pinpoint=_sized(core_limits.MAX_PINPOINT_CHARS),
    status=st.sampled_from(core.CitationStatus),
    diagnosis=st.none() | st.sampled_from(core.Diagnosis),
    suggested_label=_sized(core_limits.MAX_SUGGESTED_LABEL_CHARS),
    chunk_id=st.none() | st.text(_TEXT, max_size=200),
    citation_key=st.none() | st.text(_TEXT, max_size=300),
    start=st.integers(0, 100_000),
    end=st.integers(0, 100_000),
    form=st.sampled_from(core.CitationForm),
    article=st.text("0123456789abcL-", max_size=core_limits.MAX_ARTICLE_CHARS),
    pinpoint_checked=st.booleans(),
    detail=_sized(core_limits.MAX_DETAIL_CHARS),
)
counts = st.sampled_from([0, 1, limits.CITATIONS_PER_ANSWER + 1])


@st.composite
def reports(draw: st.DrawFn) -> core.VerificationReport:
    # One drawn citation repeated to the drawn count: the limits are about how many
    # rows there are, and drawing thousands of distinct ones would be slow.
    citation = draw(citations)
    sentences = draw(st.sampled_from([0, 1, limits.UNCITED_SENTENCES_PER_ANSWER + 1]))
    return core.VerificationReport(
        citations=(citation,) * draw(counts),
        uncited_sentences=(core.UncitedSentence("Claim.", 0, 6),) * sentences,
        unsupported_count=draw(st.sampled_from([0, 1, 2**31 - 1, 2**31])),
        passed=draw(st.booleans()),
        limit_reached=draw(st.booleans()),
    )


def _fits(report: core.VerificationReport) -> bool:
    """Whether every value fits its column (what the core promises to return)."""
    sized = (
        ("law_label", core_limits.MAX_LABEL_CHARS),
        ("pinpoint", core_limits.MAX_PINPOINT_CHARS),
        ("suggested_label", core_limits.MAX_SUGGESTED_LABEL_CHARS),
        ("detail", core_limits.MAX_DETAIL_CHARS),
    )
    strings = [
        (getattr(c, name), limit) for c in report.citations for name, limit in sized
    ]
    return report.unsupported_count < 2**31 and all(
        value is None or len(value) <= limit for value, limit in strings
    )


def _verify_until_settled(ids: list[int], verifier) -> None:
    """Run the task body as the worker does: the batch, then each retry alone."""
    queue = [list(ids)]
    for _ in range(len(ids) * settings.VERIFICATION_MAX_ATTEMPTS + 1):
        if not queue:
            return
        outcome = answers_verify(
            answer_ids=queue.pop(0), actor=SYSTEM, verifier=verifier
        )
        queue += [[answer_id] for answer_id in outcome.retry]


@hypothesis_settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(batch=st.lists(reports(), min_size=2, max_size=4))
def test_every_answer_of_a_batch_ends_stored_or_in_error(batch):
    """No answer stays pending; those whose report fits are stored, rows capped."""
    inputs = answer_inputs(len(batch), prefix=f"limits-{next(_batches)}")
    # The verifier's answer for each text: texts differ by a suffix we add here.
    inputs = [replace(i, text=f"{i.text} #{n}") for n, i in enumerate(inputs)]
    by_text = {i.text: report for i, report in zip(inputs, batch, strict=True)}
    results = answers_ingest(source=make_source(), actor=SYSTEM, answers=inputs)
    ids = [r.answer_id for r in results]

    _verify_until_settled(ids, lambda text, evidence, aliases, **options: by_text[text])

    answers = {a.pk: a for a in Answer.objects.filter(pk__in=ids)}
    for answer_id, report in zip(ids, batch, strict=True):
        answer = answers[answer_id]
        assert answer.verification_state != VerificationState.PENDING
        if not _fits(report):
            assert answer.verification_state == VerificationState.ERROR
            assert answer.verification_error
            continue
        assert answer.verification_state in (
            VerificationState.PASSED,
            VerificationState.FLAGGED,
        )
        stored = answer.current_report
        assert CitationCheck.objects.filter(report=stored).count() == min(
            len(report.citations), limits.CITATIONS_PER_ANSWER
        )
        assert UncitedSentence.objects.filter(report=stored).count() <= (
            limits.UNCITED_SENTENCES_PER_ANSWER
        )
        over = (
            report.limit_reached
            or len(report.citations) > limits.CITATIONS_PER_ANSWER
            or len(report.uncited_sentences) > limits.UNCITED_SENTENCES_PER_ANSWER
        )
        assert stored.limit_reached is over
        assert stored.citation_count == len(report.citations)
        if over:
            assert answer.verification_state == VerificationState.FLAGGED
