from django.db import migrations, models


class Migration(migrations.Migration):
    """The team dashboard reads decisions by time window."""

    dependencies = [
        ("reviewer", "0006_watch_bypass"),
    ]

    operations = [
        migrations.AddIndex(
            model_name="decision",
            index=models.Index(fields=["created_at"], name="decision_created_idx"),
        ),
    ]
