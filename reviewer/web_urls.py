from django.urls import include, path

from . import views

urlpatterns = [
    path("accounts/", include("reviewer.accounts.urls")),
    path("", views.queue, name="queue"),
    path("answers/<int:answer_id>/", views.answer_detail, name="answer_detail"),
]
