"""COPY's errors reach callers as Django's, the same family as the ORM's."""

from __future__ import annotations

import pytest
from django.db import DataError, IntegrityError, transaction

from foundations.bulk import rows_copy
from tests.factories import make_answer
from verification.core import limits
from verification.models import Answer, CitationCheck

pytestmark = pytest.mark.django_db


def test_a_value_too_long_for_its_column_is_a_django_data_error():
    """What a label longer than its column once raised from COPY, as psycopg's own
    StringDataRightTruncation, which no caller caught."""
    report = make_answer().current_report
    row = (report.pk, 99, "[X]", 0, 3, "L" * (limits.MAX_LABEL_CHARS + 1), "verified")
    with pytest.raises(DataError), transaction.atomic():
        rows_copy(
            CitationCheck,
            ("report", "position", "raw", "start", "end", "law_label", "status"),
            [row],
        )


def test_a_duplicate_key_is_a_django_integrity_error():
    """Two posts of one external id racing: the ingest service retries on Django's
    IntegrityError, so COPY's unique violation must arrive as one."""
    answer = make_answer()
    fields = ("source", "external_id", "question", "text", "payload_hash")
    fields += ("received_at", "review_deadline_at")
    row = (answer.source_id, answer.external_id, "q", "t", "h")
    row += (answer.received_at, answer.review_deadline_at)
    with pytest.raises(IntegrityError), transaction.atomic():
        rows_copy(Answer, fields, [row])
