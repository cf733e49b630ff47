"""The corpus sweep, sampled: correct citations of real statute text verify, and
their corruptions are flagged (bench/corpus_sweep.py, which sweeps every article).

Every third article of each corpus file, and every article where the full sweep
once found a false flag or a miss, is cited in every form with pinpoints and
quotations read from its own text, then corrupted. The corpus is the shared
statute corpus beside the repository (../shared/corpus), else the repository's
copies of its files (tests/verification/corpus, verification/demo): a clean clone
anywhere runs it, never skips it.
"""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "bench" / "corpus_sweep.py"
# The articles where the full sweep found a false flag or a miss, each named in
# the commit that fixed it: sampled or not, they are always swept.
REGRESSIONS = frozenset(
    {
        ("Code civil", "1111-1"),  # "[Code civil, article 1111-1]" was malformed
        ("Code civil", "1231-7"),
        ("GDPR", "50"),  # "Article 50(2) GDPR": points counted as paragraphs
        ("EU AI Act", "16"),
        ("EU AI Act", "66"),
        ("BGB", "621"),  # "§ 621 Abs. 2 BGB": items "1." read as Absätze
        ("KSchG", "11"),
        ("BGB", "312h"),  # a known miss, below
        ("EU AI Act", "3"),  # "Art. 3 Nr. 69 KI-VO", "Nr. 45 lit. c" passed
    }
)
# Misses the sweep found and the verifier does not yet catch, by answer: any
# other miss fails the test. § 312h BGB is one Absatz whose sentence lists items
# "1." after a word ("von dem Verbraucher\n1. die Kündigung"): told from a title
# line before a paragraph "1." ("Lawfulness of processing\n1. Processing ..."),
# it is not yet, so its items are read as paragraphs.
KNOWN_MISSES = frozenset(
    f"Die Regel folgt aus {citation} und gilt hier."
    for citation in ("§ 312h Abs. 2 BGB", "[BGB, § 312h Abs. 2]", "§ 312h(2) BGB")
)


def _sweep_module():
    spec = importlib.util.spec_from_file_location("corpus_sweep", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("corpus_sweep", module)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def results():
    sweep = _sweep_module()
    return sweep.sweep(sweep.CORPUS, sample=3, include=REGRESSIONS)


def test_every_correct_citation_of_a_sampled_article_verifies(results):
    """A correct citation of real text, in any form, with a pinpoint its passage
    shows or a quotation of its words, is verified."""
    flagged = [(c.answer, d) for c, r, d in results if r == "false_flag"]
    assert [c for c, r, _ in results if c.kind == "correct"]
    assert flagged == []


def test_every_corruption_of_a_sampled_article_is_flagged(results):
    """A paragraph, point or item one past the last, a changed quoted word, an
    article past the law's range or not given: each is flagged (or, against a
    passage that shows no structure, left unchecked)."""
    missed = [
        (c.answer, d)
        for c, r, d in results
        if r == "miss" and c.answer not in KNOWN_MISSES
    ]
    kinds = Counter(c.kind for c, _, _ in results if c.kind != "correct")
    assert set(kinds) >= {"para_past", "point_past", "word_changed", "not_given"}
    assert missed == []
