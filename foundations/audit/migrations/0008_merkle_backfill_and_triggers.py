"""Make the events already recorded the first leaves of the Merkle tree; guard it.

Events recorded before salts existed keep their bytes (no salts: their hash is the
one the chain always had) and become leaves 0..n-1 in id order; their completed
subtrees are written once. The backfill is the one write to old events, done by the
migration's owner with the append-only trigger off for its duration.

Then the append-only trigger learns one exception, erasure: with the transaction
setting `audit.erasure = 'on'` (which only `audit_person_erase` sets, through
`SET LOCAL`) an UPDATE of an event may change `actor_label`, `payload` and `salts`,
and nothing else. Whatever it writes must still hash to the stored `hash` and
`leaf_hash`; `audit_verify` and every proof check that, so a setting someone else
sets buys them nothing but a detected break. The new tables (subtrees, signed
checkpoints, captured bypasses) are append-only like the events.
"""

import hashlib

from django.db import migrations, models

from foundations.audit.hashing import event_bytes
from foundations.audit.merkle import Frontier
from foundations.audit.record_verify import leaf_hash

NEW_TABLES = (
    "audit_auditmerklenode",
    "audit_signedcheckpoint",
    "audit_bypasscapture",
)

FUNCTION = """
CREATE OR REPLACE FUNCTION audit_append_only() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'TRUNCATE'
       AND coalesce(current_setting('audit.allow_truncate', true), '') = 'on' THEN
        RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'audit_auditevent'
       AND coalesce(current_setting('audit.erasure', true), '') = 'on' THEN
        -- Nested: PL/pgSQL may evaluate every operand, and other tables lack these.
        IF (NEW.id, NEW.created_at, NEW.actor_type, NEW.actor_id, NEW.action,
            NEW.subject_type, NEW.subject_id, NEW.answer_id, NEW.prev_hash,
            NEW.hash, NEW.leaf_index, NEW.leaf_hash)
           IS NOT DISTINCT FROM
           (OLD.id, OLD.created_at, OLD.actor_type, OLD.actor_id, OLD.action,
            OLD.subject_type, OLD.subject_id, OLD.answer_id, OLD.prev_hash,
            OLD.hash, OLD.leaf_index, OLD.leaf_hash) THEN
            RETURN NEW;
        END IF;
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


def backfill(apps, schema_editor):
    AuditEvent = apps.get_model("audit", "AuditEvent")
    AuditMerkleNode = apps.get_model("audit", "AuditMerkleNode")
    postgres = schema_editor.connection.vendor == "postgresql"
    if postgres:
        schema_editor.execute(
            "ALTER TABLE audit_auditevent DISABLE TRIGGER audit_auditevent_append_only"
        )
    frontier = Frontier()
    updates = []
    for index, event in enumerate(AuditEvent.objects.order_by("id").iterator(2000)):
        data = event_bytes(event)
        if hashlib.sha256(data).hexdigest() != event.hash:
            raise RuntimeError(
                f"audit event #{event.pk} does not match its hash: run audit_verify"
                " and investigate before migrating"
            )
        leaf = leaf_hash(data)
        updates.append((index, leaf, event.pk))
        AuditMerkleNode.objects.bulk_create(
            [
                AuditMerkleNode(level=level, idx=idx, hash=digest)
                for (level, idx), digest in frontier.append([leaf])
            ]
        )
    with schema_editor.connection.cursor() as cursor:
        cursor.executemany(
            "UPDATE audit_auditevent SET leaf_index = %s, leaf_hash = %s"
            " WHERE id = %s",
            updates,
        )
    if postgres:
        schema_editor.execute(
            "ALTER TABLE audit_auditevent ENABLE TRIGGER audit_auditevent_append_only"
        )


def install(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute(FUNCTION, params=None)
    for table in NEW_TABLES:
        schema_editor.execute(TRIGGERS.format(table=table))


def uninstall(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for table in NEW_TABLES:
        schema_editor.execute(DROP.format(table=table))


class Migration(migrations.Migration):
    dependencies = [("audit", "0007_merkle_tree")]

    operations = [
        migrations.RunPython(backfill, migrations.RunPython.noop, elidable=False),
        migrations.AlterField(
            model_name="auditevent",
            name="leaf_index",
            field=models.BigIntegerField(unique=True),
        ),
        migrations.AlterField(
            model_name="auditevent",
            name="leaf_hash",
            field=models.BinaryField(),
        ),
        migrations.RunPython(install, uninstall, elidable=False),
    ]
