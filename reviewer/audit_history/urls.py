from django.urls import path

from . import views

app_name = "audit"

urlpatterns = [
    path("", views.events, name="events"),
    path("answers/<int:answer_id>/", views.answer_trail, name="answer_trail"),
    path("export.csv", views.export_csv, name="export_csv"),
    path("export.jsonl", views.export_jsonl, name="export_jsonl"),
    path("chain/verify/", views.chain_verify, name="chain_verify"),
    path("checkpoints/sign/", views.checkpoint_sign, name="checkpoint_sign"),
    path("public-key", views.public_key, name="public_key"),
    path("proofs/inclusion", views.proof_inclusion, name="proof_inclusion"),
    path("proofs/consistency", views.proof_consistency, name="proof_consistency"),
    path(
        "answers/<int:answer_id>/record.json",
        views.answer_record_json,
        name="answer_record_json",
    ),
    path(
        "answers/<int:answer_id>/record",
        views.answer_record_page,
        name="answer_record_page",
    ),
]
