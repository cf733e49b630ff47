from django.urls import path

from . import sso, views

urlpatterns = [
    path("login/", views.LoginView.as_view(), name="login"),
    path("logout/", views.LogoutView.as_view(), name="logout"),
    # Single sign-on (reviewer/accounts/sso.py); both answer 404 while OIDC is not
    # configured. Signing out is the one logout view above, for every user.
    path(
        "oidc/authenticate/",
        sso.SsoRequestView.as_view(),
        name="oidc_authentication_init",
    ),
    path(
        "oidc/callback/",
        sso.SsoCallbackView.as_view(),
        name="oidc_authentication_callback",
    ),
    path("settings/", views.account_settings, name="account_settings"),
]
