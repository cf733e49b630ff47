"""Indexes the reviewer's queue needs on `verification_answer` (PostgreSQL only).

The Answer model belongs to the verification app; these indexes serve only the
reviewer's desk, so they live here. The full-text expression must match the one in
`reviewer.selectors.SEARCH_SQL` exactly, or PostgreSQL will not use the index.
"""

from django.db import migrations

INDEXES = [
    (
        "reviewer_answer_fts_idx",
        "USING gin (to_tsvector('english', question || ' ' || text))",
    ),
    # "Most unsupported" sort within a tab, keyset on (unsupported_count, id):
    # most unsupported first, then oldest.
    (
        "reviewer_answer_unsupported_idx",
        "(verification_state, review_state, unsupported_count DESC, id)",
    ),
    (
        "reviewer_answer_review_unsupported_idx",
        "(review_state, unsupported_count DESC, id)",
    ),
    ("reviewer_answer_unsupported_all_idx", "(unsupported_count DESC, id)"),
    # The Passed tab and the unverified-claims tab: one state, any review state.
    ("reviewer_answer_vstate_idx", "(verification_state, received_at, id)"),
    (
        "reviewer_answer_vstate_unsupported_idx",
        "(verification_state, unsupported_count DESC, id)",
    ),
    # Reviewer filter.
    ("reviewer_answer_reviewed_by_idx", "(reviewed_by_id, received_at, id)"),
    (
        "reviewer_answer_claimed_by_idx",
        "(claimed_by_id) WHERE claimed_by_id IS NOT NULL",
    ),
]


def create_indexes(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name, definition in INDEXES:
        schema_editor.execute(
            f"CREATE INDEX IF NOT EXISTS {name} ON verification_answer {definition}"
        )


def drop_indexes(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name, _ in INDEXES:
        schema_editor.execute(f"DROP INDEX IF EXISTS {name}")


class Migration(migrations.Migration):
    dependencies = [
        ("verification", "0001_initial"),
        ("reviewer", "0002_roles"),
    ]

    operations = [migrations.RunPython(create_indexes, drop_indexes)]
