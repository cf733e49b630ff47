from django.urls import include, path

from . import views

urlpatterns = [
    path("accounts/", include("reviewer.accounts.urls")),
    path("", views.queue, name="queue"),
    path("answers/<int:answer_id>/", views.answer_detail, name="answer_detail"),
    path("answers/<int:answer_id>/decide/", views.answer_decide, name="answer_decide"),
    path("answers/<int:answer_id>/claim/", views.answer_claim, name="answer_claim"),
    path(
        "answers/<int:answer_id>/release/",
        views.answer_release,
        name="answer_release",
    ),
]
