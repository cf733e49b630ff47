"""The citation grammar: what a marker is and which articles it cites."""

from __future__ import annotations

import pytest

from verification.core.parse import MAX_RANGE, parse_references

# (text, [(law_label, article_no, pinpoint, malformed), ...])
GRAMMAR = [
    ("[Labour Law, Article 30]", [("Labour Law", "30", None, False)]),
    ("[Labour Law, Articles 30]", [("Labour Law", "30", None, False)]),
    ("[Labour Law, Art. 30]", [("Labour Law", "30", None, False)]),
    ("[Labour Law, Art 30]", [("Labour Law", "30", None, False)]),
    ("[Labour Law, Arts. 30]", [("Labour Law", "30", None, False)]),
    ("[Labour Law, ARTICLE 30]", [("Labour Law", "30", None, False)]),
    ("[Labour Law, article 30]", [("Labour Law", "30", None, False)]),
    ("[GDPR, Article 30(2)(b)]", [("GDPR", "30", "(2)(b)", False)]),
    ("[GDPR, Article 6 (1)(a)]", [("GDPR", "6", "(1)(a)", False)]),
    (
        "[GDPR, Articles 30, 31 and 35]",
        [
            ("GDPR", "30", None, False),
            ("GDPR", "31", None, False),
            ("GDPR", "35", None, False),
        ],
    ),
    (
        "[GDPR, Arts. 30 & 31]",
        [("GDPR", "30", None, False), ("GDPR", "31", None, False)],
    ),
    (
        "[GDPR, Articles 30-32]",
        [
            ("GDPR", "30", None, False),
            ("GDPR", "31", None, False),
            ("GDPR", "32", None, False),
        ],
    ),
    (
        "[GDPR, Articles 30–32]",
        [
            ("GDPR", "30", None, False),
            ("GDPR", "31", None, False),
            ("GDPR", "32", None, False),
        ],
    ),
    (
        "[GDPR, Articles 30 to 32]",
        [
            ("GDPR", "30", None, False),
            ("GDPR", "31", None, False),
            ("GDPR", "32", None, False),
        ],
    ),
    (
        "[AI Act, Article 6(2), Annex III, point 1(a)]",
        [("AI Act", "6", "(2), Annex III, point 1(a)", False)],
    ),
    (
        "[GDPR, Article 30, second subparagraph]",
        [("GDPR", "30", "second subparagraph", False)],
    ),
    (
        "[Federal Decree-Law No. 33 of 2021, Article 43]",
        [("Federal Decree-Law No. 33 of 2021", "43", None, False)],
    ),
    (
        "[Law No. 5, as amended, Article 3]",
        [("Law No. 5, as amended", "3", None, False)],
    ),
    (
        "[Article 29 Working Party Guidelines, Article 3]",
        [("Article 29 Working Party Guidelines", "3", None, False)],
    ),
    ("[GDPR Article 5]", [("GDPR", "5", None, False)]),
    (
        "[GDPR, Art. 5(1)(a); AI Act, Article 6]",
        [("GDPR", "5", "(1)(a)", False), ("AI Act", "6", None, False)],
    ),
    ("[نظام العمل، المادة 30]", [("نظام العمل", "30", None, False)]),
    ("[نظام العمل, مادة 30]", [("نظام العمل", "30", None, False)]),
    ("[نظام العمل، المادة ٣٠]", [("نظام العمل", "30", None, False)]),
    ("[Article 17(1)]", [(None, "17", "(1)", False)]),
    ("[Art. 6(1) GDPR]", [("GDPR", "6", "(1)", False)]),
    ("[Article 30 of the Labour Law]", [("Labour Law", "30", None, False)]),
    ("[GDPR, Articles 5, 5 and 5]", [("GDPR", "5", None, False)]),
    (
        "[GDPR, Article 5(1) and Article 6]",
        [("GDPR", "5", "(1)", False), ("GDPR", "6", None, False)],
    ),
    (
        "[نظام العمل، المادة 5 والمادة ٦]",
        [("نظام العمل", "5", None, False), ("نظام العمل", "6", None, False)],
    ),
    ("[Labour Law, Article]", [("Labour Law", None, None, True)]),
    ("[Labour Law, Article thirty]", [("Labour Law", None, None, True)]),
    ("[GDPR, Article 0]", [("GDPR", "0", None, True)]),
    ("[GDPR, Articles 32-30]", [("GDPR", "32", None, True)]),
    ("[GDPR, Article 1234567]", [("GDPR", None, None, True)]),
    # A hyphen before a smaller number, or after a lettered number, joins one id
    # (as in prose): read as a reversed range, every bracketed citation of a
    # Code civil article "1231-1" was malformed (bench/corpus_sweep.py).
    ("[Code civil, article 1231-1]", [("Code civil", "1231-1", None, False)]),
    ("[Code civil, Article 1112-2]", [("Code civil", "1112-2", None, False)]),
    (
        "[Code civil, art. 1231-1, alinéa 2]",
        [("Code civil", "1231-1", "alinéa 2", False)],
    ),
    ("[Title VII, § 2000e-2(a)]", [("Title VII", "2000e-2", "(a)", False)]),
    ("[BGB, §§ 622-623]", [("BGB", "622", None, False), ("BGB", "623", None, False)]),
    # A French code's letter opens its id: every bracketed "article L1234-1" was
    # malformed, a correct citation flagged.
    (
        "[Code du travail, article L1234-1]",
        [("Code du travail", "L1234-1", None, False)],
    ),
    (
        "[Code du travail, art. R. 4624-10]",
        [("Code du travail", "R4624-10", None, False)],
    ),
    (
        "[Code du travail, articles L1234-1 et L1234-9]",
        [
            ("Code du travail", "L1234-1", None, False),
            ("Code du travail", "L1234-9", None, False),
        ],
    ),
    # "and" in the bracket's language: the second article was a qualifier, unread.
    (
        "[DSGVO, Artikel 15 und 16]",
        [("DSGVO", "15", None, False), ("DSGVO", "16", None, False)],
    ),
    (
        "[RGPD, articles 15 et 16]",
        [("RGPD", "15", None, False), ("RGPD", "16", None, False)],
    ),
    ("[BGB, §§ 622 bis 624]", [("BGB", n, None, False) for n in ("622", "623", "624")]),
    # A recital is a part of the law, cited as itself (test_parts.py).
    (
        "[GDPR, Art. 5; see recital 39]",
        [("GDPR", "5", None, False), (None, "Recital 39", None, False)],
    ),
]


@pytest.mark.parametrize(("text", "expected"), GRAMMAR)
def test_marker_yields_one_reference_per_article(text, expected):
    """A marker yields one reference per cited article, with its label and pinpoint."""
    found = [
        (ref.law_label, ref.article, ref.pinpoint, ref.malformed)
        for ref in parse_references(text)
    ]
    assert found == expected


@pytest.mark.parametrize(
    "text",
    [
        "No brackets at all, Article 5 of the GDPR.",
        "See note [1] and [2].",
        "A link [the regulation](https://eur-lex.europa.eu/eli/reg/2016/679/oj).",
        "A link [GDPR, Article 5](https://example.org/gdpr#art5).",
        "Unclosed [Labour Law, Article 30 and then nothing",
        "[" + "GDPR, " * 100 + "Article 5]",
        "[GDPR,\nArticle 5]",
        "[[[[",
    ],
)
def test_bracket_without_a_readable_marker_is_not_a_citation(text):
    """Brackets without a keyword, links, unclosed and overlong brackets are prose."""
    assert parse_references(text) == []


def test_every_reference_of_a_marker_carries_the_marker_span():
    """Each article of a multi-reference marker carries the whole marker's span."""
    text = "Both apply [GDPR, Art. 5; AI Act, Articles 6-7] here."
    raw = "[GDPR, Art. 5; AI Act, Articles 6-7]"
    refs = parse_references(text)
    assert len(refs) == 3
    for ref in refs:
        assert (ref.raw, text[ref.start : ref.end]) == (raw, raw)


def test_range_over_the_limit_is_malformed():
    """A range spanning more than the limit is one malformed reference."""
    (ref,) = parse_references(f"[GDPR, Articles 1-{MAX_RANGE + 1}]")
    assert (ref.article, ref.malformed) == ("1", True)


def test_range_at_the_limit_expands():
    """A range of exactly the limit expands inclusively."""
    refs = parse_references(f"[GDPR, Articles 1-{MAX_RANGE}]")
    assert [ref.article for ref in refs] == [str(n) for n in range(1, MAX_RANGE + 1)]


def test_marker_expanding_past_the_cap_is_one_malformed_reference():
    """A marker that expands to too many articles is a single malformed citation."""
    refs = parse_references("[GDPR, Articles 1-99, 1-99]")
    assert [(ref.article, ref.malformed) for ref in refs] == [("1", True)]


def test_offsets_count_code_points_past_emoji():
    """Offsets are code-point indices, so emoji before a marker do not shift it."""
    text = "🙂👍🏽 نص [GDPR, Article 5]"
    (ref,) = parse_references(text)
    assert text[ref.start : ref.end] == "[GDPR, Article 5]"
