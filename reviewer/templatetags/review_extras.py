"""Template helpers for the reviewer's desk: roles, deadlines, who holds an answer."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from django import template
from django.utils import timezone
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe

from foundations.roles import user_roles
from reviewer.rendering import diagnosis_html
from verification import core

register = template.Library()


@register.filter
def provision(article: str) -> str:
    """`{{ chunk.article|provision }}`: "Article 17", or "Recital 39" for a part."""
    return core.provision_name(str(article))


@register.simple_tag
def roles_of(user: Any) -> frozenset[str]:
    """`{% roles_of request.user as roles %}` then `{% if "qa" in roles %}`."""
    return user_roles(user)


def _duration(delta: timedelta) -> str:
    minutes = int(abs(delta.total_seconds()) // 60)
    if minutes < 60:
        return f"{minutes} min"
    hours, minutes = divmod(minutes, 60)
    if hours < 48:
        return f"{hours} h {minutes:02d} min" if hours < 10 else f"{hours} h"
    return f"{hours // 24} d {hours % 24} h"


@register.simple_tag
def deadline(answer: Any, now: datetime | None = None) -> SafeString:
    """Time left until the review deadline, or how long overdue, for waiting answers."""
    now = now or timezone.now()
    waiting = answer.review_state in ("unreviewed", "escalated") and (
        answer.verification_state == "flagged"
    )
    if not waiting:
        return mark_safe('<span class="muted">—</span>')
    left = answer.review_deadline_at - now
    if left.total_seconds() < 0:
        return format_html(
            '<span class="deadline deadline--overdue">'
            '<span aria-hidden="true">⚠ </span>Overdue {}</span>',
            _duration(left),
        )
    soon = " deadline--soon" if left < timedelta(hours=2) else ""
    return format_html('<span class="deadline{}">{} left</span>', soon, _duration(left))


@register.filter
def age(value: datetime) -> str:
    """How long ago, compactly: "35 min", "5 h 02 min", "3 d 4 h"."""
    return _duration(timezone.now() - value)


@register.filter
def holder(answer: Any) -> str:
    """Who is reviewing (live claim) or reviewed the answer, or ""."""
    if answer.claim_is_live():
        return answer.claimed_by.username
    if answer.reviewed_by_id:
        return answer.reviewed_by.username
    return ""


@register.filter
def role_names(roles: frozenset[str]) -> str:
    """ "senior reviewer, qa" from a set of role names, in a stable order."""
    return ", ".join(sorted(role.replace("_", " ") for role in roles))


@register.filter
def explanation_html(check: Any) -> str:
    """The core's explanation of an unsupported check, each law label isolated."""
    return diagnosis_html(check.explanation, check.law_label, check.suggested_label)
