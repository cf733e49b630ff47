"""The Mine tab and full-text search, bounded at a million answers.

Mine: the assignee is now on the answer row (verification 0005), copied here from
the existing assignments; partial indexes on (assignee, sort key, id) over open
answers make one reviewer's page an index range. Before, PostgreSQL walked every
open answer in sort order and probed each one's assignment (34,094 rows, 523 ms for
"most unsupported" on the bench).

Search (PostgreSQL only): the answer's text search vector is a stored generated
column with its own GIN index, replacing the expression index of 0003. Stored, it
has column statistics (so a rare word is estimated as rare) and is read rather
than recomputed when a row is checked; the selectors' paging of a search
(`_searched_ids`) relies on both. Adding it rewrites the table under an exclusive
lock: 144 s at 1,000,000 answers on the bench machine (docs/operations.md,
"Upgrading").
"""

from django.db import migrations

OPEN = "review_state IN ('unreviewed', 'escalated')"
MINE_INDEXES = [
    ("reviewer_answer_mine_received_idx", f"(assignee_id, received_at, id) WHERE {OPEN}"),
    (
        "reviewer_answer_mine_unsupported_idx",
        f"(assignee_id, unsupported_count DESC, id) WHERE {OPEN}",
    ),
]
SEARCH_COLUMN = (
    "ALTER TABLE verification_answer ADD COLUMN IF NOT EXISTS search_vector tsvector"
    " GENERATED ALWAYS AS (to_tsvector('english', question || ' ' || text)) STORED"
)
SEARCH_INDEX = (
    "CREATE INDEX IF NOT EXISTS reviewer_answer_search_idx"
    " ON verification_answer USING gin (search_vector)"
)
OLD_SEARCH_INDEX = (
    "CREATE INDEX IF NOT EXISTS reviewer_answer_fts_idx ON verification_answer"
    " USING gin (to_tsvector('english', question || ' ' || text))"
)
# Portable: the demo's SQLite gets the copy too.
COPY_ASSIGNEES = """
UPDATE verification_answer SET assignee_id = (
    SELECT assignee_id FROM reviewer_assignment
    WHERE reviewer_assignment.answer_id = verification_answer.id
) WHERE id IN (SELECT answer_id FROM reviewer_assignment)
"""


def forwards(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        for name, definition in MINE_INDEXES:
            schema_editor.execute(
                f"CREATE INDEX IF NOT EXISTS {name} ON verification_answer {definition}"
            )
        schema_editor.execute(SEARCH_COLUMN)
        schema_editor.execute(SEARCH_INDEX)
        schema_editor.execute("DROP INDEX IF EXISTS reviewer_answer_fts_idx")
        schema_editor.execute("ANALYZE verification_answer")
    # Last: the copy queues the foreign key's deferred checks, and PostgreSQL
    # refuses to alter a table with checks pending.
    schema_editor.execute(COPY_ASSIGNEES)


def backwards(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute(OLD_SEARCH_INDEX)
    schema_editor.execute(
        "ALTER TABLE verification_answer DROP COLUMN IF EXISTS search_vector"
    )
    for name, _ in MINE_INDEXES:
        schema_editor.execute(f"DROP INDEX IF EXISTS {name}")


class Migration(migrations.Migration):
    dependencies = [
        ("reviewer", "0008_decision_salts"),
        ("verification", "0005_answer_assignee"),
    ]

    operations = [migrations.RunPython(forwards, backwards)]
