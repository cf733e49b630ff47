"""The trigger function that captures changes made outside the application (watch.py)."""

from django.db import migrations

from foundations.audit.watch import install_function


class Migration(migrations.Migration):
    dependencies = [("audit", "0008_merkle_backfill_and_triggers")]

    operations = [install_function()]
