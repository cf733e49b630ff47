"""Record UPDATE/DELETE of decisions made outside the application.

See foundations/audit/watch.py: the change is captured by a trigger and enters the
audit log as a `db.bypass` event.
"""

from django.db import migrations

from foundations.audit.watch import watch_table


class Migration(migrations.Migration):
    dependencies = [
        ("reviewer", "0005_open_work_indexes"),
        ("audit", "0009_bypass_capture_function"),
    ]

    operations = [watch_table("reviewer_decision")]
