from django.urls import include, path

from . import views

urlpatterns = [
    path("accounts/", include("reviewer.accounts.urls")),
    path("", views.queue, name="queue"),
    path("bulk/", views.queue_bulk, name="queue_bulk"),
    path("views/", views.saved_view_create, name="saved_view_create"),
    path(
        "views/<int:view_id>/default/",
        views.saved_view_default,
        name="saved_view_default",
    ),
    path(
        "views/<int:view_id>/delete/",
        views.saved_view_delete,
        name="saved_view_delete",
    ),
    path(
        "export/decisions.<str:fmt>",
        views.decisions_export,
        name="decisions_export",
    ),
    path("answers/<int:answer_id>/", views.answer_detail, name="answer_detail"),
    path("answers/<int:answer_id>/decide/", views.answer_decide, name="answer_decide"),
    path("answers/<int:answer_id>/reopen/", views.answer_reopen, name="answer_reopen"),
    path("answers/<int:answer_id>/assign/", views.answer_assign, name="answer_assign"),
    path("answers/<int:answer_id>/claim/", views.answer_claim, name="answer_claim"),
    path(
        "answers/<int:answer_id>/release/",
        views.answer_release,
        name="answer_release",
    ),
]
