"""Every group of answers, in the order the JSONL files are written."""

from __future__ import annotations

from authoring import (
    audit,
    brackets,
    checks,
    decoys,
    fabrications,
    formats,
    holdout,
    languages,
    markup,
    national,
    parts,
    prose,
    reach,
    styles,
)

GROUPS = {
    **brackets.GROUPS,
    **prose.GROUPS,
    **national.GROUPS,
    **languages.GROUPS,
    **checks.GROUPS,
    **fabrications.GROUPS,
    **formats.GROUPS,
    **markup.GROUPS,
    **styles.GROUPS,
    **reach.GROUPS,
    **parts.GROUPS,
    **holdout.GROUPS,
    **decoys.GROUPS,
    **audit.GROUPS,
}
