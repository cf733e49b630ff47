from django.apps import AppConfig


class OidcProviderConfig(AppConfig):
    name = "tests.support.oidc_provider"
    label = "oidc_provider"
