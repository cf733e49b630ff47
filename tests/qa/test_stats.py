"""Verdict resolution, Wilson intervals and Cohen's kappa on hand-checkable tables."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from reviewer.qa import stats

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def test_kappa_textbook_example():
    """Cohen's kappa is 0.4 on the textbook 50-item yes/no table (20/5/10/15)."""
    pairs = (
        [("yes", "yes")] * 20
        + [("yes", "no")] * 5
        + [("no", "yes")] * 10
        + [("no", "no")] * 15
    )
    assert stats.cohen_kappa(pairs) == pytest.approx(0.4)


def test_kappa_perfect_and_undefined():
    """Full agreement on two labels is 1; one shared label throughout is undefined."""
    assert stats.cohen_kappa([("a", "a"), ("b", "b")]) == pytest.approx(1.0)
    assert stats.cohen_kappa([("a", "a"), ("a", "a")]) is None
    assert stats.cohen_kappa([]) is None


def test_pairwise_agreement_counts_only_shared_items():
    """A pair's kappa uses only the items both annotators labelled."""
    labels = {
        "i1": {1: "correct", 2: "correct", 3: "false_positive"},
        "i2": {1: "false_positive", 2: "false_positive"},
        "i3": {1: "correct", 3: "correct"},
    }
    by_pair = {(p.first, p.second): p for p in stats.pairwise_agreement(labels)}
    assert by_pair[(1, 2)].items == 2
    assert by_pair[(1, 2)].kappa == pytest.approx(1.0)
    assert by_pair[(1, 3)].items == 2
    assert by_pair[(1, 3)].observed == pytest.approx(0.5)
    assert by_pair[(2, 3)].items == 1


@pytest.mark.parametrize(
    ("successes", "n", "low", "high"),
    [
        (8, 10, 0.4902, 0.9433),
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (50, 100, 0.4038, 0.5962),
    ],
)
def test_wilson_interval_known_values(successes, n, low, high):
    """The Wilson score interval matches published 95% values."""
    got = stats.wilson_interval(successes, n)
    assert got == pytest.approx((low, high), abs=1e-4)


def test_wilson_interval_empty():
    """No observations give no interval."""
    assert stats.wilson_interval(0, 0) is None
    assert stats.Proportion(0, 0).value is None


def test_precision_ignores_false_negatives():
    """Precision is correct / (correct + false positive)."""
    p = stats.precision(["correct"] * 3 + ["false_positive"] + ["false_negative"])
    assert (p.successes, p.n, p.value) == (3, 4, 0.75)


def test_resolve_verdict_majority_then_latest():
    """The majority wins; a tie goes to the most recent vote."""
    votes = [
        stats.Vote(1, "correct", T0),
        stats.Vote(2, "false_positive", T0 + timedelta(hours=1)),
        stats.Vote(3, "correct", T0 + timedelta(hours=2)),
    ]
    assert stats.resolve_verdict(votes) == "correct"
    assert stats.resolve_verdict(votes[:2]) == "false_positive"
    assert stats.resolve_verdict([votes[1], votes[2]]) == "correct"
