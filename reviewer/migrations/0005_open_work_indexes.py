"""Indexes for the desk's new tabs on `verification_answer` (PostgreSQL only).

Mine (open work assigned to the user) and Decided filter on two review states at
once, which no index in 0003 serves in sort order: PostgreSQL walked the whole
queue's sort index and dropped the decided (or open) rows as it went. These partial
indexes hold only the rows of those states, in each sort's order, so the walk
touches only candidates (on the bench, half the buffers for Mine, most unsupported).
"""

from django.db import migrations

OPEN = "review_state IN ('unreviewed', 'escalated')"
DECIDED = "review_state IN ('approved', 'rejected')"
INDEXES = [
    ("reviewer_answer_open_received_idx", f"(received_at, id) WHERE {OPEN}"),
    (
        "reviewer_answer_open_unsupported_idx",
        f"(unsupported_count DESC, id) WHERE {OPEN}",
    ),
    ("reviewer_answer_decided_received_idx", f"(received_at, id) WHERE {DECIDED}"),
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
    dependencies = [("reviewer", "0004_desk_flow")]

    operations = [migrations.RunPython(create_indexes, drop_indexes)]
