"""Make the audit tables append-only in PostgreSQL itself.

The ORM already refuses updates and deletes; these triggers refuse them from any
client, so only a deliberate `ALTER TABLE ... DISABLE TRIGGER` by a superuser gets
past, and the hash chain catches what that superuser changed.

TRUNCATE is refused too, unless the session has `audit.allow_truncate = on`. Only
the test database gets that (Django flushes test databases between transactional
tests with TRUNCATE), or a deployment that sets AUDIT_ALLOW_TRUNCATE explicitly.
"""

from django.conf import settings
from django.db import migrations

TABLES = ("audit_auditevent", "audit_auditcheckpoint")

FUNCTION = """
CREATE OR REPLACE FUNCTION audit_append_only() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'TRUNCATE'
       AND coalesce(current_setting('audit.allow_truncate', true), '') = 'on' THEN
        RETURN NULL;
    END IF;
    RAISE EXCEPTION 'audit history is append-only: % on % refused',
        TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END
$$ LANGUAGE plpgsql;
"""

TRIGGERS = """
CREATE TRIGGER {table}_append_only
    BEFORE UPDATE OR DELETE ON {table}
    FOR EACH ROW EXECUTE FUNCTION audit_append_only();
CREATE TRIGGER {table}_no_truncate
    BEFORE TRUNCATE ON {table}
    FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();
"""

DROP = """
DROP TRIGGER IF EXISTS {table}_append_only ON {table};
DROP TRIGGER IF EXISTS {table}_no_truncate ON {table};
"""


def _is_test_database(connection) -> bool:
    return connection.settings_dict["NAME"] == connection.creation._get_test_db_name()


def install(apps, schema_editor):
    connection = schema_editor.connection
    if connection.vendor != "postgresql":
        return
    schema_editor.execute(FUNCTION, params=None)
    for table in TABLES:
        schema_editor.execute(TRIGGERS.format(table=table))
    if getattr(settings, "AUDIT_ALLOW_TRUNCATE", False) or _is_test_database(
        connection
    ):
        name = connection.ops.quote_name(connection.settings_dict["NAME"])
        schema_editor.execute(f"ALTER DATABASE {name} SET audit.allow_truncate = 'on'")
        schema_editor.execute("SET audit.allow_truncate = 'on'")


def uninstall(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for table in TABLES:
        schema_editor.execute(DROP.format(table=table))
    schema_editor.execute("DROP FUNCTION IF EXISTS audit_append_only()")


class Migration(migrations.Migration):
    dependencies = [("audit", "0002_checkpoint")]

    operations = [migrations.RunPython(install, uninstall, elidable=False)]
