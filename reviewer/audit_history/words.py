"""What an audit event changed, in one sentence a person reads without the JSON.

The payload stays one click away (and in the exports) as the record; this is the
summary for the list. Every value comes from the payload as recorded, so the
sentence says what happened then, not what the rows say now. Plain text: the
template escapes it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from foundations.audit.models import AuditAction, AuditEvent
from verification.models import ReviewState

from ..qa.models import Reason, Verdict

Payload = Mapping[str, Any]


def _state(value: Any) -> str:
    try:
        return str(ReviewState(value).label).lower()
    except ValueError:
        return str(value or "unknown")


def _quoted(text: Any, limit: int = 200) -> str:
    text = " ".join(str(text).split())
    return f"“{text if len(text) <= limit else text[: limit - 1] + '…'}”"


def _decision(verb: str) -> Callable[[Payload], str]:
    def words(p: Payload) -> str:
        sentence = f"{verb} (was {_state(p.get('from_state'))})"
        if p.get("reason_category_label"):
            sentence += f": {p['reason_category_label']}"
        if p.get("reason"):
            sentence += f"; reason: {_quoted(p['reason'])}"
        if p.get("comment"):
            sentence += f"; comment: {_quoted(p['comment'])}"
        return sentence + "."

    return words


def _alias(verb: str) -> Callable[[Payload], str]:
    def words(p: Payload) -> str:
        alias, canonical = p.get("alias"), p.get("canonical")
        sentence = f"{verb} alias {_quoted(alias)} for {_quoted(canonical)}"
        if p.get("reason"):
            sentence += f"; reason: {_quoted(p['reason'])}"
        return sentence + "."

    return words


def _alias_changed(p: Payload) -> str:
    before, after = p.get("before") or {}, p.get("after") or {}
    return (
        f"Changed alias {_quoted(after.get('alias'))} for "
        f"{_quoted(after.get('canonical'))} (was {_quoted(before.get('alias'))} for "
        f"{_quoted(before.get('canonical'))})."
    )


def _annotation(p: Payload) -> str:
    try:
        verdict = str(Verdict(p.get("verdict")).label)
    except ValueError:
        verdict = str(p.get("verdict"))
    sentence = f"QA verdict: {verdict}"
    if p.get("reason"):
        try:
            sentence += f" ({Reason(p['reason']).label})"
        except ValueError:
            sentence += f" ({p['reason']})"
    if p.get("note"):
        sentence += f"; note: {_quoted(p['note'])}"
    return sentence + (" (replacing an earlier verdict)." if p.get("replaced") else ".")


def _claim_released(p: Payload) -> str:
    return "Claim released" + (f" ({p['reason']})." if p.get("reason") else ".")


def _login_failed(p: Payload) -> str:
    # The username is recorded only as a keyed hash (people type passwords there).
    sentence = "Failed sign-in"
    if p.get("ip"):
        sentence += f" from {p['ip']}"
    if p.get("failures"):
        sentence += f", failure {p['failures']}"
    if p.get("reason") == "locked_out":
        sentence += ", refused: locked out"
    elif p.get("reason") == "throttled":
        sentence += ", refused: too many from this address"
    return sentence + "."


def _role_changed(p: Payload) -> str:
    parts = []
    if p.get("groups_added"):
        parts.append("added to " + ", ".join(p["groups_added"]))
    if p.get("groups_removed"):
        parts.append("removed from " + ", ".join(p["groups_removed"]))
    if p.get("flags"):
        parts.append("flags " + ", ".join(f"{k}: {v}" for k, v in p["flags"].items()))
    who = _quoted(p.get("username", ""))
    return f"{who} " + ("; ".join(parts) or "roles changed") + "."


def _assigned(p: Payload) -> str:
    sentence = f"Assigned to {_quoted(p.get('assignee', ''))}"
    if p.get("previous_assignee_id"):
        sentence += " (reassigned)"
    rule = p.get("rule")
    if isinstance(rule, Mapping) and rule:
        shown = ", ".join(f"{k}: {v}" for k, v in rule.items() if v not in ("", None))
        sentence += f", by rule ({shown})"
    return sentence + "."


def _reopened(p: Payload) -> str:
    sentence = f"Reopened (was {_state(p.get('from_state'))})"
    if p.get("reason"):
        sentence += f"; reason: {_quoted(p['reason'])}"
    return sentence + "."


_WORDS: dict[str, Callable[[Payload], str]] = {
    AuditAction.DECISION_REOPEN: _reopened,
    AuditAction.ASSIGNED: _assigned,
    AuditAction.LOGIN_UNLOCKED: lambda p: (
        f"Sign-in unlocked for {_quoted(p.get('username', ''))}."
    ),
    AuditAction.DECISION_APPROVE: _decision("Approved"),
    AuditAction.DECISION_ESCALATE: _decision("Escalated"),
    AuditAction.DECISION_REJECT: _decision("Rejected"),
    AuditAction.COMMENT: lambda p: f"Comment: {_quoted(p.get('comment', ''))}.",
    AuditAction.ALIAS_CREATED: _alias("Added"),
    AuditAction.ALIAS_CHANGED: _alias_changed,
    AuditAction.ALIAS_DELETED: _alias("Removed"),
    AuditAction.ALIAS_SUGGESTION_DISMISSED: _alias("Dismissed the suggested"),
    AuditAction.QA_ANNOTATION: _annotation,
    AuditAction.CLAIM_TAKEN: lambda p: "Opened for review (claimed).",
    AuditAction.CLAIM_RELEASED: _claim_released,
    AuditAction.VERIFICATION_FAILED: lambda p: (
        f"Verification failed (attempt {p.get('attempts', '?')}): "
        f"{_quoted(p.get('reason', ''))}."
    ),
    AuditAction.LOGIN_FAILED: _login_failed,
    AuditAction.TOKEN_CREATED: lambda p: (
        f"API token {_quoted(p.get('name') or p.get('prefix', ''))} created for "
        f"source {_quoted(p.get('source', ''))}."
    ),
    AuditAction.TOKEN_REVOKED: lambda p: (
        f"API token {_quoted(p.get('prefix', ''))} of source "
        f"{_quoted(p.get('source', ''))} revoked."
    ),
    AuditAction.ROLE_CHANGED: _role_changed,
}


def event_words(event: AuditEvent) -> str:
    """One sentence saying what the event changed, or "" when the name says it."""
    describe = _WORDS.get(event.action)
    if describe is None:
        return ""
    try:
        return describe(event.payload or {})
    except (AttributeError, TypeError, ValueError):
        # An old payload of another shape: the JSON below still says everything.
        return ""


def events_with_words(events: list[AuditEvent]) -> list[AuditEvent]:
    """Attach `words` to each event for the templates; return the same list."""
    for event in events:
        event.words = event_words(event)  # type: ignore[attr-defined]
    return events
