"""Changes made behind the application's back, caught by the database itself.

The application's connections identify themselves: the settings open every
PostgreSQL connection with `citation_review.via_app = on` (config/settings/base.py,
`APP_CONNECTION_FLAG`). A watched table (answers, decisions, aliases) has an AFTER
UPDATE OR DELETE trigger that, in any other session (psql, a migration tool, a script
with the database password), appends a row to `audit_bypasscapture`: the table, the
operation, the row id and the database user. A trigger cannot compute our canonical
hashes, so the next append to the log (audit_record_many, always within minutes:
the checkpoint task appends nothing, but every ingest and verification does) turns
each capture into a `db.bypass` event, first in its batch. The capture table is
append-only like the log, so the capture cannot be quietly removed without the
superuser powers that the chain and the witness exist to catch.

This is a tripwire, not a wall: anyone who knows the setting can set it. The wall is
the database role of docs/security-audit.md, which keeps the app itself from
rewriting history.

Apps opt their tables in from their own migrations with `watch_table(...)`, so this
module never needs to know the tables above it.
"""

from __future__ import annotations

from django.db import migrations

APP_CONNECTION_FLAG = "citation_review.via_app"  # FUNCTION below names it too

FUNCTION = """
CREATE OR REPLACE FUNCTION audit_capture_bypass() RETURNS trigger AS $$
BEGIN
    IF coalesce(current_setting('citation_review.via_app', true), '') <> 'on' THEN
        INSERT INTO audit_bypasscapture
            (captured_at, table_name, operation, row_id, db_user)
        VALUES (clock_timestamp(), TG_TABLE_NAME, TG_OP, OLD.id::text, session_user);
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;
"""

DROP_FUNCTION = "DROP FUNCTION IF EXISTS audit_capture_bypass()"

TRIGGER = """
CREATE TRIGGER {table}_capture_bypass
    AFTER UPDATE OR DELETE ON {table}
    FOR EACH ROW EXECUTE FUNCTION audit_capture_bypass();
"""

DROP_TRIGGER = "DROP TRIGGER IF EXISTS {table}_capture_bypass ON {table};"


def _postgres_only(sql: str):
    def run(apps, schema_editor):
        if schema_editor.connection.vendor == "postgresql":
            schema_editor.execute(sql, params=None)

    return run


def install_function() -> migrations.RunPython:
    """The migration operation that creates the capture function (audit app)."""
    return migrations.RunPython(
        _postgres_only(FUNCTION), _postgres_only(DROP_FUNCTION), elidable=False
    )


def watch_table(table: str) -> migrations.RunPython:
    """The migration operation that captures changes to `table` made outside the app."""
    return migrations.RunPython(
        _postgres_only(TRIGGER.format(table=table)),
        _postgres_only(DROP_TRIGGER.format(table=table)),
        elidable=False,
    )
