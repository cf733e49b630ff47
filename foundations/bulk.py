"""Write many rows with PostgreSQL's COPY: the fastest way in, an order of magnitude
cheaper per row than an ORM bulk insert (which builds and binds every value).

Used for the pipeline's rows (answers, evidence, reports, citation checks, uncited
sentences) and the audit events written beside them. Elsewhere (SQLite, the demo) it
falls back to `bulk_create`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from django.db import connection, models


def rows_copy(
    model: type[models.Model], fields: Sequence[str], rows: Iterable[Sequence]
) -> None:
    """Insert `rows` (tuples of values for `fields`, by column) into `model`'s table."""
    model_fields = [model._meta.get_field(name) for name in fields]
    if connection.vendor != "postgresql":
        attnames = [field.attname for field in model_fields]
        model.objects.bulk_create(
            [model(**dict(zip(attnames, row, strict=True))) for row in rows],
            batch_size=2000,
        )
        return
    table = connection.ops.quote_name(model._meta.db_table)
    names = ", ".join(connection.ops.quote_name(f.column) for f in model_fields)
    # The raw psycopg cursor bypasses Django's error translation: wrap it, so a
    # unique violation during COPY is a django.db.IntegrityError like the ORM's and
    # the callers' handling (the ingest race retry, say) applies to both paths.
    with connection.cursor() as cursor, connection.wrap_database_errors:
        with cursor.cursor.copy(f"COPY {table} ({names}) FROM STDIN") as copy:
            for row in rows:
                copy.write_row(row)


def models_copy(objs: Sequence[models.Model]) -> None:
    """Insert unsaved instances of one model with COPY, setting their primary keys.

    Ids come from the table's sequence in one query, so rows whose ids are needed
    (answers, reports) still avoid the ORM's per-value INSERT.
    """
    if not objs:
        return
    model = type(objs[0])
    if connection.vendor != "postgresql":
        model.objects.bulk_create(objs, batch_size=2000)
        return
    meta = model._meta
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT nextval(pg_get_serial_sequence(%s, %s))"
            " FROM generate_series(1, %s)",
            [meta.db_table, meta.pk.column, len(objs)],
        )
        for obj, (pk,) in zip(objs, cursor.fetchall(), strict=True):
            obj.pk = pk
            obj._state.adding = False
    fields = [field.name for field in meta.concrete_fields]
    # Values go through each field's own preparation (a JSONField's dict becomes
    # jsonb), exactly as an ORM insert would send them.
    rows_copy(
        model,
        fields,
        (
            tuple(
                field.get_db_prep_save(getattr(obj, field.attname), connection)
                for field in meta.concrete_fields
            )
            for obj in objs
        ),
    )
