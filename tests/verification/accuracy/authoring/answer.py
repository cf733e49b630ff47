"""The shape of one hand-written answer before build_set.py expands it."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Answer:
    """An answer with its references marked up, the passages it saw, and its form.

    ``evidence`` names passages by key: "gdpr:17" (corpus) or "era:94" (written for
    this set, see passages.py). ``aliases`` are the deployment's alias rows, passed to
    verify() the way the app passes LabelAlias rows.
    """

    id: str
    text: str
    evidence: list[str]
    form: str
    aliases: dict[str, str] = field(default_factory=dict)
    note: str = ""
