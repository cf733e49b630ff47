from django.urls import path

from . import views

app_name = "audit"

urlpatterns = [
    path("", views.events, name="events"),
    path("answers/<int:answer_id>/", views.answer_trail, name="answer_trail"),
    path("export.csv", views.export_csv, name="export_csv"),
    path("export.jsonl", views.export_jsonl, name="export_jsonl"),
    path("chain/verify/", views.chain_verify, name="chain_verify"),
]
