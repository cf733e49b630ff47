"""Create the role groups and give each its permissions.

Permissions are normally created after all migrations ran (post_migrate); they are
created here first so a fresh database has working groups straight after `migrate`.
"""

from django.db import migrations

ROLE_PERMISSIONS = {
    "reviewer": [
        ("reviewer", "decision", "decide_answer"),
        ("verification", "answer", "view_answer"),
    ],
    "senior_reviewer": [
        ("reviewer", "decision", "decide_answer"),
        ("reviewer", "decision", "settle_escalation"),
        ("verification", "answer", "view_answer"),
    ],
    "qa": [
        ("reviewer", "decision", "annotate"),
        ("verification", "answer", "view_answer"),
        ("verification", "labelalias", "view_labelalias"),
    ],
    "admin": [
        ("audit", "auditevent", "view_auditevent"),
        ("verification", "answer", "view_answer"),
        ("verification", "source", "view_source"),
        ("verification", "source", "change_source"),
        ("verification", "apitoken", "view_apitoken"),
        ("verification", "apitoken", "add_apitoken"),
        ("verification", "apitoken", "change_apitoken"),
        ("verification", "labelalias", "view_labelalias"),
        ("verification", "labelalias", "add_labelalias"),
        ("verification", "labelalias", "change_labelalias"),
        ("verification", "labelalias", "delete_labelalias"),
    ],
}


def create_roles(apps, schema_editor):
    from django.contrib.auth.management import create_permissions

    for app_config in apps.get_app_configs():
        app_config.models_module = True
        create_permissions(app_config, apps=apps, verbosity=0)
        app_config.models_module = None

    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    for role, codes in ROLE_PERMISSIONS.items():
        group, _ = Group.objects.get_or_create(name=role)
        for app_label, model, codename in codes:
            permission = Permission.objects.get(
                content_type__app_label=app_label,
                content_type__model=model,
                codename=codename,
            )
            group.permissions.add(permission)


def remove_roles(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name__in=ROLE_PERMISSIONS).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("audit", "0001_initial"),
        ("verification", "0001_initial"),
        ("reviewer", "0001_initial"),
    ]

    operations = [migrations.RunPython(create_roles, remove_roles)]
