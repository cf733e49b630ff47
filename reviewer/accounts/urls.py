from django.urls import include, path

from . import views

urlpatterns = [
    path("login/", views.LoginView.as_view(), name="login"),
    path("logout/", views.LogoutView.as_view(), name="logout"),
    # Single sign-on (reviewer/accounts/sso.py): 404 while OIDC is not configured.
    path("oidc/", include("mozilla_django_oidc.urls")),
]
