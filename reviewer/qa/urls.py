from django.urls import path

from . import views

app_name = "qa"

urlpatterns = [
    path("", views.dashboard, name="dashboard"),
    path("export.jsonl", views.export, name="export"),
    path("samples/", views.samples, name="samples"),
    path("samples/<int:sample_id>/", views.sample_detail, name="sample_detail"),
    path(
        "answers/<int:answer_id>/annotate/",
        views.answer_annotate,
        name="answer_annotate",
    ),
    path("answers/<int:answer_id>/panel/", views.answer_panel, name="answer_panel"),
    path(
        "answers/<int:answer_id>/false-negatives/",
        views.false_negative_create,
        name="false_negative_create",
    ),
    path("answers/<int:answer_id>/diff/", views.answer_diff, name="answer_diff"),
    path(
        "checks/<int:check_id>/annotate/", views.check_annotate, name="check_annotate"
    ),
    path(
        "sentences/<int:sentence_id>/annotate/",
        views.sentence_annotate,
        name="sentence_annotate",
    ),
    path("aliases/", views.aliases, name="aliases"),
    path("aliases/accept/", views.alias_accept, name="alias_accept"),
    path("aliases/dismiss/", views.alias_dismiss, name="alias_dismiss"),
    path(
        "aliases/<int:alias_id>/reverify/",
        views.alias_reverify,
        name="alias_reverify",
    ),
    path("runs/<int:run_id>/", views.run_detail, name="run_detail"),
]
