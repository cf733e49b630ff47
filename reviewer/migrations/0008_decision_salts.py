from django.db import migrations, models


class Migration(migrations.Migration):
    """Salts for a decision's personal fields, and the commitments of erased ones."""

    dependencies = [
        ("reviewer", "0007_decision_created_index"),
    ]

    operations = [
        migrations.AddField(
            model_name="decision",
            name="salts",
            field=models.JSONField(blank=True, default=dict),
        ),
        migrations.AddField(
            model_name="decision",
            name="erased",
            field=models.JSONField(blank=True, default=dict),
        ),
    ]
