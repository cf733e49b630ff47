"""Law labels folded for comparison, in one way used by every stage."""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Final

# Arabic harakat, superscript alef, Quranic marks and tatweel: they change how a label
# is written, never which law it names.
_ARABIC_MARKS: Final = dict.fromkeys(
    [*range(0x064B, 0x0660), 0x0670, *range(0x06D6, 0x06EE), 0x0640]
)


@lru_cache(maxsize=4096)
def normalise_label(label: str) -> str:
    """Fold a law label for comparison: case, digits, spacing and punctuation.

    Unicode-aware on purpose: folding to ``[a-z0-9]`` would erase an Arabic label
    entirely, and then every pair of Arabic laws would match each other.
    """
    folded = unicodedata.normalize("NFKC", label).casefold().translate(_ARABIC_MARKS)
    return "".join(
        str(unicodedata.decimal(char)) if char.isdecimal() else char
        for char in folded
        if char.isalnum()
    )
