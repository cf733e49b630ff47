"""The report diff side by side: one answer drawn with each report's marks.

Both sides go through the desk's renderer (`reviewer.rendering.render_answer`), so
a citation is marked on the same characters the reviewer sees. A citation whose
finding differs between the reports carries `data-changed` (outlined) and a note in
words saying what it was on the other side, so the change is not told by colour
alone.
"""

from __future__ import annotations

from collections.abc import Collection

from django.utils.html import format_html
from django.utils.safestring import SafeString

from verification.models import Answer, CitationStatus, VerificationReport

from ..rendering import (
    CitationSpan,
    SentenceSpan,
    diagnosis_html,
    diagnosis_title,
    render_answer,
)
from .selectors import CitationChange, finding_words

Key = tuple[int, int, str]


def _span(check, other: CitationChange | None, side: str) -> CitationSpan:
    verified = check.status == CitationStatus.VERIFIED
    labels = (check.law_label, check.suggested_label)
    note: SafeString | str = (
        "" if verified else diagnosis_html(check.explanation, *labels)
    )
    if other is not None:
        then = other.before_words if side == "after" else other.after_words
        word = "before" if side == "after" else "after"
        note = format_html(
            '{} <strong class="qa-diff-note">Changed: {} it was {}.</strong>',
            note,
            word,
            then,
        )
    return CitationSpan(
        start=check.start,
        end=check.end,
        status=check.status,
        diagnosis=check.diagnosis or "",
        article=check.article,
        check_id=check.pk,
        note=note,
        title=(
            "Verified against the evidence"
            if verified
            else diagnosis_title(check.explanation, *labels)
        ),
        changed=other is not None,
    )


def report_rendered(
    answer: Answer,
    report: VerificationReport,
    changes: Collection[CitationChange],
    *,
    side: str,
) -> SafeString:
    """The answer with `report`'s marks; changed citations outlined and explained."""
    changed = {(c.start, c.end, c.raw): c for c in changes}
    spans = [
        _span(check, changed.get((check.start, check.end, check.raw)), side)
        for check in report.citations.order_by("position")
    ]
    sentences = [
        SentenceSpan(start=s.start, end=s.end, sentence_id=s.pk)
        for s in report.uncited_sentences.order_by("position")
    ]
    return render_answer(answer.text, spans, sentences)


def line_of(text: str, offset: int) -> int:
    """The 1-based line of `offset` in `text`: where a person finds it."""
    return text.count("\n", 0, max(0, offset)) + 1


__all__ = ["finding_words", "line_of", "report_rendered"]
