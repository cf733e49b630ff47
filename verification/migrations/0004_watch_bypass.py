"""Record UPDATE/DELETE of answers and aliases made outside the application.

See foundations/audit/watch.py: the change is captured by a trigger and enters the
audit log as a `db.bypass` event.
"""

from django.db import migrations

from foundations.audit.watch import watch_table


class Migration(migrations.Migration):
    dependencies = [
        ("verification", "0003_source_four_eyes"),
        ("audit", "0009_bypass_capture_function"),
    ]

    operations = [
        watch_table("verification_answer"),
        watch_table("verification_labelalias"),
    ]
