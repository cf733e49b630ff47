"""Who did something: the actor every audited write names.

Every layer's services take an `Actor` (a reviewer, an API token, a system task), so
it lives here, below all of them, rather than inside the audit service that happens
to store it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db import models

__all__ = ["Actor", "ActorType"]


class ActorType(models.TextChoices):
    USER = "user", "User"
    API_TOKEN = "api_token", "API token"
    SYSTEM = "system", "System task"
    ANONYMOUS = "anonymous", "Anonymous"


@dataclass(frozen=True)
class Actor:
    """Who did something: a user, an API token, or a system task."""

    type: str
    id: str
    label: str

    @classmethod
    def for_user(cls, user: Any) -> Actor:
        return cls(ActorType.USER, str(user.pk), f"user:{user.get_username()}")

    @classmethod
    def for_token(cls, token: Any) -> Actor:
        return cls(ActorType.API_TOKEN, str(token.pk), f"token:{token}")

    @classmethod
    def system(cls, name: str) -> Actor:
        return cls(ActorType.SYSTEM, "", f"system:{name}")

    @classmethod
    def anonymous(cls, label: str = "anonymous") -> Actor:
        return cls(ActorType.ANONYMOUS, "", label)
