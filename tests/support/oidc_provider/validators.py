"""The claims this provider releases: username, e-mail, names and its groups."""

from typing import Any

from oauth2_provider.oauth2_validators import OAuth2Validator


class ClaimsValidator(OAuth2Validator):
    # Which scope releases which claim (the `groups` claim comes with `profile`).
    oidc_claim_scope = {
        **OAuth2Validator.oidc_claim_scope,
        "groups": "profile",
    }

    def get_additional_claims(self, request: Any) -> dict[str, Any]:
        user = request.user
        return {
            "preferred_username": user.username,
            "email": user.email,
            "given_name": user.first_name,
            "family_name": user.last_name,
            "groups": sorted(user.groups.values_list("name", flat=True)),
        }
