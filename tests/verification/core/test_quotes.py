"""Quotations near a citation must appear in the passage it cites."""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from verification.core import CitationStatus, Diagnosis, explain, verify
from verification.core import EvidenceChunk as Chunk
from verification.core.languages import default_lexicon
from verification.core.quotes import (
    MAX_QUOTE_SEARCH_CHARS,
    closest_stretch,
    find_quotes,
    quote_found,
    says_nothing,
    single_quotes,
)
from verification.core.verifier import MAX_SENTENCES_PASSED

PASSAGE = (
    "The data subject shall have the right to obtain from the controller the "
    "erasure of personal data concerning him or her without undue delay."
)
EVIDENCE = [Chunk("g17", "GDPR", 17, PASSAGE), Chunk("g5", "GDPR", 5, "Lawful.")]

# (answer, status)
QUOTATIONS = [
    (
        'It says "the right to obtain from the controller the erasure" '
        "[GDPR, Article 17].",
        CitationStatus.VERIFIED,
    ),
    (
        "It says “THE RIGHT TO   OBTAIN from the controller” [GDPR, Article 17].",
        CitationStatus.VERIFIED,
    ),
    (
        "Es heißt „the right to obtain from the controller“ [GDPR, Article 17].",
        CitationStatus.VERIFIED,
    ),
    (
        "Il dit « the right to obtain from the controller » [GDPR, Article 17].",
        CitationStatus.VERIFIED,
    ),
    (
        'It says "the right to obtain … without undue delay" [GDPR, Article 17].',
        CitationStatus.VERIFIED,
    ),
    (
        'It says "the right to obtain ... personal data concerning him" '
        "(GDPR, Art. 17).",
        CitationStatus.VERIFIED,
    ),
    (
        'It says "the controller may erase data at will" [GDPR, Article 17].',
        CitationStatus.UNSUPPORTED,
    ),
    (
        'It says "without undue delay … the right to obtain" [GDPR, Article 17].',
        CitationStatus.UNSUPPORTED,
    ),
    # Fewer than five words is a phrase, not a quotation.
    ('It is "at will" [GDPR, Article 17].', CitationStatus.VERIFIED),
    # A quotation in another sentence is not this citation's.
    (
        'He said "this is entirely made up by me". Erasure applies [GDPR, Article 17].',
        CitationStatus.VERIFIED,
    ),
]


@pytest.mark.parametrize(("text", "status"), QUOTATIONS)
def test_quotation_is_checked_against_the_cited_passage(text, status):
    """A quotation of five words or more must appear in the cited passage."""
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.status is status
    if status is CitationStatus.UNSUPPORTED:
        assert citation.diagnosis is Diagnosis.QUOTE_NOT_IN_EVIDENCE
        assert citation.quote is not None and not citation.quote.found


@pytest.mark.parametrize(
    ("abbreviation", "verb"),
    [("C. civ.", "dispose"), ("c.c.", "prevede"), ("k.p.", "stanowi")],
)
def test_a_quotation_after_an_abbreviated_law_is_its_sentence(abbreviation, verb):
    """ "L'article 1240 C. civ. dispose que « ... »": the law's abbreviation ends in a
    full stop, but a lower-case word goes on the sentence. Cut there, the quotation
    belonged to no citation, and a misquotation passed as verified."""
    evidence = [Chunk("l", "Code civil", 1240, "Tout fait quelconque de l'homme.")]
    aliases = {abbreviation: "Code civil"}
    text = (
        f"L'article 1240 {abbreviation} {verb} « tout fait de l'homme doit toujours "
        "être indemnisé intégralement »."
    )
    (citation,) = verify(text, evidence, aliases=aliases).citations
    assert citation.law_label == "Code civil"
    assert citation.diagnosis is Diagnosis.QUOTE_NOT_IN_EVIDENCE


@pytest.mark.parametrize(
    ("text", "status"),
    [
        # A lead-in ending in a colon introduces the block: it answers for it.
        (f"Article 17 GDPR provides:\n\n> {PASSAGE}", CitationStatus.VERIFIED),
        (
            "Article 17 GDPR provides:\n\n> The data subject may have all data "
            "erased within three days.",
            CitationStatus.UNSUPPORTED,
        ),
        # A block over several lines is one quotation.
        (
            "Article 17 GDPR provides:\n> The data subject shall have the right to\n"
            "> obtain from the controller the erasure of personal data.",
            CitationStatus.VERIFIED,
        ),
        # A citation standing alone after the block answers for it too.
        (
            "> The data subject may have all data erased within three days.\n\n"
            "— Article 17 GDPR",
            CitationStatus.UNSUPPORTED,
        ),
        # A callout is the answer's own, not a quotation.
        (
            "Erasure is owed under Article 17 GDPR:\n\n> **Tip:** keep a record of "
            "every request you receive.",
            CitationStatus.VERIFIED,
        ),
        # A block the citation does not introduce is not its quotation.
        (
            "The client asked:\n\n> Can my employer delete my data within three "
            "days?\n\nUnder Article 17 GDPR, erasure is owed without undue delay.",
            CitationStatus.VERIFIED,
        ),
    ],
)
def test_a_block_quote_is_checked_as_a_quotation(text, status):
    """ "Article 17 GDPR provides:" and then "> ..." quotes the law as quote marks do:
    unchecked, a misquotation in a block passed as verified."""
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.status is status
    if status is CitationStatus.UNSUPPORTED:
        assert citation.diagnosis is Diagnosis.QUOTE_NOT_IN_EVIDENCE


def test_misquotation_carries_the_closest_stretch_of_the_passage():
    """The reviewer sees the passage's closest words beside the misquotation."""
    text = 'It says "the controller may erase data at will" [GDPR, Article 17].'
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.quote is not None
    assert citation.quote.text == "the controller may erase data at will"
    assert citation.quote.closest is not None
    assert citation.quote.closest in PASSAGE
    assert "controller" in citation.quote.closest
    assert "quoted words do not appear" in explain(citation)


def test_misquotations_of_a_long_passage_show_its_closest_stretch_in_turn():
    """Closest stretches visit the passage's words up to a per-answer allowance.

    A misquotation of a sentence the passage repeats is shown its first
    occurrence; past MAX_CLOSEST_VISITS word occurrences visited (words scattered
    over a long passage, tens of misquotations), the rest are shown none, still
    failed.
    """
    passage = PASSAGE + " " + "the " * 30_000
    near = 'It says "the data subject shall have the right to obtain x" '
    scattered = "".join(
        f'It says "the the the the the the erasure x{n}" [GDPR, Article 17]. '
        for n in range(40)
    )
    text = near + "[GDPR, Article 17]. " + scattered
    citations = verify(text, [Chunk("g17", "GDPR", 17, passage)]).citations
    assert len(citations) == 41
    assert all(c.quote is not None and not c.quote.found for c in citations)
    assert citations[0].quote.closest == (
        "The data subject shall have the right to obtain"
    )
    assert citations[1].quote.closest is not None
    assert citations[-1].quote.closest is None


def test_quotations_past_the_search_limit_are_not_checked_and_say_so():
    """Past MAX_QUOTE_SEARCH_CHARS searched, the answer's quotations stop being read.

    Each search counts its passages' length: against a megabyte passage about a
    hundred quotations are checked, the rest not, and the answer does not pass.
    """
    passage = PASSAGE + " x" * 500_000
    words = PASSAGE.split()
    quotes = [
        " ".join(words[start : start + size])
        for size in range(5, 12)
        for start in range(len(words) - size)
    ]
    text = "".join(f'It says "{quote}" [GDPR, Article 17]. ' for quote in quotes)
    report = verify(text, [Chunk("g17", "GDPR", 17, passage)])
    assert len(quotes) > MAX_QUOTE_SEARCH_CHARS // len(passage) + 10
    assert report.limit_reached and not report.passed
    first, last = report.citations[0], report.citations[-1]
    assert first.quote is not None and first.quote.found
    assert last.quote is None and last.status is CitationStatus.VERIFIED


def test_found_quotation_is_recorded():
    """A quotation that is in the passage is recorded as found."""
    text = 'It says "the right to obtain from the controller" [GDPR, Article 17].'
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.quote is not None
    assert (citation.quote.found, citation.quote.closest) == (True, None)


def test_quotation_before_a_citation_standing_alone_is_checked():
    """A citation alone after a quoting sentence checks that sentence's quotation."""
    text = (
        'The Regulation says "the controller may erase data at will".\n'
        "[GDPR, Article 17]"
    )
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.diagnosis is Diagnosis.QUOTE_NOT_IN_EVIDENCE


@pytest.mark.parametrize(
    ("quote", "found"),
    [
        ("the erasure of personal data", True),
        ("The  Erasure\nof personal data", True),
        ("the erasure – of personal data", False),
        ("without undue delay", True),
        ("personal data … undue delay", True),
        ("undue delay … personal data", False),
    ],
)
def test_quote_matching_folds_case_space_and_splits_on_ellipsis(quote, found):
    """Case and white space fold; an ellipsis splits into parts kept in order."""
    assert quote_found(quote, [PASSAGE]) is found


def test_closest_stretch_is_the_window_sharing_most_words():
    """The closest stretch shares most words, trimmed to the shared ones."""
    assert closest_stretch("erasure of personal information", [PASSAGE]) == (
        "erasure of personal"
    )


def test_unclosed_quotes_find_nothing():
    """An opening quote with no closing one on its line is no quotation."""
    assert find_quotes('He said "this goes on and on and on\nand never closes') == []


# The real text of GDPR Articles 6 and 17, as the demo ships it.
DEMO = Path(__file__).resolve().parents[3] / "verification" / "demo" / "gdpr.jsonl"
GDPR = {
    row["article_no"]: row["text"]
    for row in map(json.loads, DEMO.read_text(encoding="utf-8").splitlines())
    if row["article_no"] in (6, 17)
}
REAL = [Chunk("g6", "GDPR", 6, GDPR[6]), Chunk("g17", "GDPR", 17, GDPR[17])]
ART17 = (
    "the data subject shall have the right to obtain from the controller the erasure"
)
ART6 = "the data subject has given consent to the processing"
MADE_UP = "the controller may keep the data for ten more years"


def _verdicts(text: str) -> list[tuple[str, str | None, str | None]]:
    """Return (raw, diagnosis, quotation) of each citation verify finds in text."""
    return [
        (
            c.raw,
            c.diagnosis.value if c.diagnosis else None,
            c.quote.text if c.quote else None,
        )
        for c in verify(text, REAL).citations
    ]


# (answer, the quotation the citation records, whether it is found)
EVERY_QUOTATION = [
    (f'Article 17 GDPR: "{ART17}" and "{MADE_UP}".', MADE_UP, False),
    (f'Article 17 GDPR: "{MADE_UP}" and "{ART17}".', MADE_UP, False),
    (
        f'Article 17 GDPR: "{ART17}" and "without undue delay where one of the".',
        ART17,
        True,
    ),
    (
        f'Per Article 17 GDPR, "{ART17}", "{MADE_UP}" and "for the establishment, '
        'exercise or defence of legal claims".',
        MADE_UP,
        False,
    ),
    (f"Article 17 GDPR: “{ART17}” and « {MADE_UP} ».", f" {MADE_UP} ", False),
]


@pytest.mark.parametrize(("text", "quote", "found"), EVERY_QUOTATION)
def test_every_quotation_of_a_sentence_is_checked(text, quote, found):
    """Each quotation of five words or more is checked; the first failing one shows."""
    (citation,) = verify(text, REAL).citations
    assert citation.quote is not None
    assert (citation.quote.text, citation.quote.found) == (quote, found)
    assert (citation.diagnosis is None) is found
    if not found:
        assert citation.diagnosis is Diagnosis.QUOTE_NOT_IN_EVIDENCE
        assert citation.quote.closest is not None
        assert citation.quote.closest in GDPR[17]


# (answer, diagnosis of its one citation)
LINE_BREAKS = [
    (
        'The controller "shall have the obligation to erase personal data\n'
        'within twelve months of any request" (Article 17 GDPR).',
        "quote_not_in_evidence",
    ),
    (
        'The controller "shall have the obligation to erase personal data\n'
        'without undue delay" (Article 17 GDPR).',
        None,
    ),
    (
        "The controller “shall have the obligation to erase personal data\r\n"
        "within twelve months of any request” (Article 17 GDPR).",
        "quote_not_in_evidence",
    ),
    (
        "Under Art. 17 GDPR „the controller may keep the data\nfor ten more years“.",
        "quote_not_in_evidence",
    ),
    # A blank line is a new paragraph: no quotation runs over it.
    (
        'The controller "shall have the obligation to erase\n\npersonal data within '
        'twelve months" (Article 17 GDPR).',
        None,
    ),
    (
        'The controller "shall have the obligation to erase\n  \npersonal data within '
        'twelve months" (Article 17 GDPR).',
        None,
    ),
]


@pytest.mark.parametrize(("text", "diagnosis"), LINE_BREAKS)
def test_a_quotation_may_run_over_one_line_break(text, diagnosis):
    """A quotation wrapped over one line break is checked; a blank line ends it."""
    ((_, found, _),) = _verdicts(text)
    assert found == diagnosis


@pytest.mark.parametrize(
    ("text", "quotes"),
    [
        ('"a b c d\ne f g h"', ["a b c d\ne f g h"]),
        ("“a b c\r\nd e f”", ["a b c\r\nd e f"]),
        ('"a b c\nd e\nf g h"', []),
        ('"a b c d e\n\nf g h i j"', []),
        ('"a b c d e f"\n"g h i j k l"', ["a b c d e f", "g h i j k l"]),
    ],
)
def test_find_quotes_allows_one_line_break(text, quotes):
    """find_quotes reads a quotation over one line break, never over two."""
    assert [quote.text for quote in find_quotes(text)] == quotes


# (answer: a misquotation, then a citation after a lead-in label)
LEAD_INS = [
    f'Erasure is due "{MADE_UP}". Source: Article 17 GDPR.',
    f'Erasure is due "{MADE_UP}". See: Article 17 GDPR.',
    f'Erasure is due "{MADE_UP}".\nSources: [GDPR, Article 17]',
    f'Erasure is due "{MADE_UP}". Cf. Article 17 GDPR.',
    f'Erasure is due "{MADE_UP}". See also Article 17 GDPR.',
    f'Erasure is due "{MADE_UP}".\n**Source:** Article 17 GDPR',
    f'Erasure is due "{MADE_UP}". (Source: Article 17 GDPR.)',
    f"Die Löschung erfolgt „{MADE_UP}“. Vgl. Art. 17 DSGVO.",
    f"L'effacement est dû « {MADE_UP} ». Voir l'article 17 du RGPD.",
    f"يجب المحو «{MADE_UP}».\nالمصدر: [GDPR, Article 17]",
    f'Erasure is due "{MADE_UP}". Sources: Article 6 GDPR and Article 17 GDPR.',
]


@pytest.mark.parametrize("text", LEAD_INS)
def test_a_citation_after_a_lead_in_label_stands_alone(text):
    """ "Source:", "See", "Cf.", "Vgl.", "Voir", "المصدر:" leave a citation alone."""
    verdicts = _verdicts(text)
    assert verdicts
    assert {diagnosis for _, diagnosis, _ in verdicts} == {"quote_not_in_evidence"}


# (answer, [(raw, diagnosis, recorded quotation)])
NOT_ALONE = [
    (
        f'Erasure is due "{ART17}". Source: Article 17 GDPR.',
        [("Article 17 GDPR", None, ART17)],
    ),
    (
        f'Erasure is due "{MADE_UP}". That is what Article 17 GDPR says.',
        [("Article 17 GDPR", None, None)],
    ),
    (
        f'Erasure is due "{MADE_UP}" [GDPR, Article 6]. Source: Article 17 GDPR.',
        [
            ("[GDPR, Article 6]", "quote_not_in_evidence", MADE_UP),
            ("Article 17 GDPR", None, None),
        ],
    ),
]


@pytest.mark.parametrize(("text", "verdicts"), NOT_ALONE)
def test_a_label_passes_a_true_quotation_and_words_or_a_citing_sentence_part(
    text, verdicts
):
    """A true quotation before a label holds; words, or a citing sentence, part.

    A citation with words of its own, or after a sentence that cites for itself,
    answers for no quotation of the sentence before.
    """
    assert _verdicts(text) == verdicts


# (answer, [(raw, diagnosis, recorded quotation)])
SHARED_SENTENCE = [
    (
        f'Erasure follows where "{ART6}" (Articles 6 and 17 GDPR).',
        [
            ("(Articles 6 and 17 GDPR)", None, ART6),
            ("(Articles 6 and 17 GDPR)", None, None),
        ],
    ),
    (
        f'Erasure follows where "{ART6}" [GDPR, Article 17] [GDPR, Article 6].',
        [("[GDPR, Article 17]", None, None), ("[GDPR, Article 6]", None, ART6)],
    ),
    (
        f'Erasure follows where "{ART6}" (Article 6 GDPR), and "{ART17}" '
        "(Article 17 GDPR).",
        [("(Article 6 GDPR)", None, ART6), ("(Article 17 GDPR)", None, ART17)],
    ),
    (
        f'Erasure follows where "{MADE_UP}" (Articles 6 and 17 GDPR).',
        [
            ("(Articles 6 and 17 GDPR)", "quote_not_in_evidence", MADE_UP),
            ("(Articles 6 and 17 GDPR)", "quote_not_in_evidence", MADE_UP),
        ],
    ),
    (
        f'Erasure follows where "{ART6}" and "{MADE_UP}" [GDPR, Article 6] '
        "[GDPR, Article 17].",
        [
            ("[GDPR, Article 6]", "quote_not_in_evidence", MADE_UP),
            ("[GDPR, Article 17]", "quote_not_in_evidence", MADE_UP),
        ],
    ),
    (
        f'Erasure follows where "{ART6}".\nSources: Article 6 GDPR; Article 17 GDPR.',
        [("Article 6 GDPR", None, ART6), ("Article 17 GDPR", None, None)],
    ),
    # A source list's lines stand alone together: they answer for one quotation.
    (
        f'Erasure follows where "{ART6}".\n\nSources:\n- [GDPR, Article 17]\n'
        "- [GDPR, Article 6]",
        [("[GDPR, Article 17]", None, None), ("[GDPR, Article 6]", None, ART6)],
    ),
    (
        f'Erasure follows where "{MADE_UP}".\n\n1. [GDPR, Article 17]\n'
        "2. [GDPR, Article 6]",
        [
            ("[GDPR, Article 17]", "quote_not_in_evidence", MADE_UP),
            ("[GDPR, Article 6]", "quote_not_in_evidence", MADE_UP),
        ],
    ),
    (
        f'Erasure follows where "{ART6}".\n'
        + "".join("* [GDPR, Article 17]\n" for _ in range(12))
        + "* [GDPR, Article 6]",
        [("[GDPR, Article 17]", None, None)] * 12 + [("[GDPR, Article 6]", None, ART6)],
    ),
]


def test_a_citation_looks_back_over_a_bounded_run_of_labels():
    """Past MAX_SENTENCES_PASSED sentences saying nothing, no quotation is sought."""
    near = f'Erasure is due "{MADE_UP}".' + "\nSee:" * MAX_SENTENCES_PASSED
    far = near + "\nSee:"
    assert _verdicts(near + "\n[GDPR, Article 17]")[0][1] == "quote_not_in_evidence"
    assert _verdicts(far + "\n[GDPR, Article 17]")[0][1] is None


@pytest.mark.parametrize(("text", "verdicts"), SHARED_SENTENCE)
def test_a_quotation_holds_when_any_passage_its_sentence_cites_holds_it(text, verdicts):
    """A quotation in one cited passage fails none of its sentence's citations.

    Only when no passage the sentence cites holds it are they all unsupported;
    each citation records the quotation its own passage holds, if any.
    """
    assert _verdicts(text) == verdicts


def test_each_citation_of_a_misquoting_sentence_shows_its_own_closest_stretch():
    """The closest stretch beside a misquotation is from the citation's passage."""
    text = f'Erasure follows where "{ART6}x" (Articles 6 and 17 GDPR).'
    art6, art17 = verify(text, REAL).citations
    assert art6.quote and art6.quote.closest and art6.quote.closest in GDPR[6]
    assert art17.quote and art17.quote.closest and art17.quote.closest in GDPR[17]


# (answer, raws of the citations verify reports)
QUOTED_REFERENCES = [
    (
        "Erasure covers objections “pursuant to Article 21(1)” (Article 17 GDPR).",
        ["(Article 17 GDPR)"],
    ),
    (
        "Erasure covers objections 'pursuant to Article 21(1)' (Article 17 GDPR).",
        ["(Article 17 GDPR)"],
    ),
    (
        "Erasure covers objections ‘pursuant to Article 21(1)’ (Article 17 GDPR).",
        ["(Article 17 GDPR)"],
    ),
    (
        'Erasure covers objections "pursuant to Article 21(2)" (Article 17 GDPR).',
        ["(Article 17 GDPR)"],
    ),
    (
        "Erasure covers objections « pursuant to Article 21(1) » (Article 17 GDPR).",
        ["(Article 17 GDPR)"],
    ),
    # Not the evidence's words: the reference is the answer's own.
    (
        "Erasure covers objections “according to Article 21(1)” (Article 17 GDPR).",
        ["Article 21(1)", "(Article 17 GDPR)"],
    ),
    (
        "Erasure covers objections 'under Article 21(1)' (Article 17 GDPR).",
        ["Article 21(1)", "(Article 17 GDPR)"],
    ),
    (
        'Article 17 GDPR says "objections under Article 21(1) of the GDPR always win".',
        ["Article 17 GDPR", "Article 21(1) of the GDPR"],
    ),
    # Apostrophes open and close no quotation.
    (
        "The controller's duty under Article 21(1) and the processors' duties "
        "(Article 17 GDPR).",
        ["Article 21(1)", "(Article 17 GDPR)"],
    ),
]


@pytest.mark.parametrize(("text", "raws"), QUOTED_REFERENCES)
def test_a_reference_quoted_from_the_evidence_belongs_to_the_quoted_law(text, raws):
    """Inside a quotation of the evidence, of any length, a reference is no citation.

    Inside a quotation the evidence does not hold, it is the answer's own.
    """
    assert [raw for raw, _, _ in _verdicts(text)] == raws


@pytest.mark.parametrize(
    ("text", "quotes"),
    [
        ("objections 'pursuant to Article 21(1)' apply", ["pursuant to Article 21(1)"]),
        ("objections ‘pursuant to Article 21(1)’ apply", ["pursuant to Article 21(1)"]),
        ("so-called ‹right to be forgotten›", ["right to be forgotten"]),
        ("the controller's and the processors' duties", []),
        ("the data subject’s right, the controller’s duty", []),
        ("rock 'n' roll", ["n"]),
    ],
)
def test_single_quotes_are_told_from_apostrophes(text, quotes):
    """A single quote opens after no letter and closes before none."""
    assert [words for _, _, words in single_quotes(text)] == quotes


@pytest.mark.parametrize(
    ("quote", "passages", "found"),
    [
        ("personal data … undue delay", ["personal data", "undue delay"], False),
        (
            "personal data … undue delay",
            ["undue delay", "personal data, undue delay"],
            True,
        ),
        ("a b … c", ["a b x", "a b c"], True),
        ("", ["anything"], True),
    ],
)
def test_ellipsis_parts_must_be_in_one_passage(quote, passages, found):
    """The parts of an elided quotation are looked for in one passage, in order."""
    assert quote_found(quote, passages) is found


@pytest.mark.parametrize(
    ("remainder", "alone"),
    [
        ("Source: ", True),
        (" **See:** ", True),
        ("- ", True),
        ("2. ", True),
        ("In 2018 ", False),
        ("Sources:  and .", True),
        ("(Vgl.  )", True),
        ("", True),
        ("That is what  says.", False),
        ("Erasure applies ", False),
    ],
)
def test_says_nothing_allows_only_lead_ins_list_words_and_punctuation(remainder, alone):
    """A sentence's remainder says nothing when only labels and "and" are left."""
    lex = default_lexicon()
    assert says_nothing(remainder, lex.lead_in_re, lex.list_words) is alone


ART17_WORDS = GDPR[17].split()


@st.composite
def stretches(draw: st.DrawFn, words: list[str] = ART17_WORDS) -> str:
    """Draw a stretch of five to twenty words of Article 17, as the passage has it."""
    start = draw(st.integers(0, len(words) - 5))
    length = draw(st.integers(5, min(20, len(words) - start)))
    return " ".join(words[start : start + length])


@settings(max_examples=200, deadline=None)
@given(stretches(), st.sampled_from(['"{}"', "“{}”", "« {} »", "„{}“"]), st.booleans())
def test_any_stretch_of_the_passage_quoted_verifies(stretch, marks, wrapped):
    """Words of the passage, quoted in any style and wrapped once, verify."""
    if wrapped:
        middle = len(stretch) // 2
        stretch = stretch[:middle] + stretch[middle:].replace(" ", "\n", 1)
    text = f"Article 17 GDPR provides {marks.format(stretch)}."
    cited = [c for c in verify(text, REAL).citations if c.raw == "Article 17 GDPR"]
    assert [c.status for c in cited] == [CitationStatus.VERIFIED]
    assert cited[0].quote is not None and cited[0].quote.found


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(
        [
            "Article 6(1)",
            "Article 9(2)",
            "Article 21(1)",
            "Article 21(2)",
            "Article 8(1)",
        ]
    ),
    st.integers(0, 4),
    st.integers(0, 4),
    st.sampled_from(['"{}"', "“{}”", "'{}'", "‘{}’", "« {} »"]),
)
def test_a_reference_quoted_from_the_passage_is_never_a_citation(
    reference, before, after, marks
):
    """A reference quoted with any number of the passage's words around it is none."""
    at = GDPR[17].index(reference)
    spans = [m.span() for m in re.finditer(r"\S+", GDPR[17])]
    first = next(i for i, (_, end) in enumerate(spans) if end > at)
    last = next(i for i, (_, end) in enumerate(spans) if end >= at + len(reference))
    begin = spans[max(0, first - before)][0]
    end = spans[min(len(spans) - 1, last + after)][1]
    quoted = marks.format(GDPR[17][begin:end].strip(";,.:"))
    text = f"Erasure covers {quoted} (Article 17 GDPR)."
    assert [c.raw for c in verify(text, REAL).citations] == ["(Article 17 GDPR)"]


BGB_623 = (
    "Die Beendigung von Arbeitsverhältnissen durch Kündigung oder "
    "Auflösungsvertrag bedürfen zu ihrer Wirksamkeit der Schriftform."
)
QUOTING_623 = (
    "Nach § 623 BGB gilt: „Die Beendigung von Arbeitsverhältnissen durch "
    "Kündigung oder Auflösungsvertrag bedürfen zu ihrer Wirksamkeit der Schriftform“."
)


@pytest.mark.parametrize(
    ("answer_form", "passage_form"), [("NFD", "NFC"), ("NFC", "NFD"), ("NFD", "NFD")]
)
def test_an_exact_quotation_holds_whatever_the_unicode_normal_form(
    answer_form, passage_form
):
    # "ü" is one character or "u" and a combining diaeresis (macOS, some PDFs):
    # the same text on screen, so the same quotation.
    passage = unicodedata.normalize(passage_form, BGB_623)
    answer = unicodedata.normalize(answer_form, QUOTING_623)
    (citation,) = verify(answer, [Chunk("b623", "BGB", 623, passage)]).citations
    assert citation.status is CitationStatus.VERIFIED


def test_a_decomposed_misquotation_is_still_flagged():
    answer = unicodedata.normalize(
        "NFD", QUOTING_623.replace("Schriftform", "Zustimmung")
    )
    (citation,) = verify(answer, [Chunk("b623", "BGB", 623, BGB_623)]).citations
    assert citation.diagnosis is Diagnosis.QUOTE_NOT_IN_EVIDENCE


def test_an_arabic_quotation_holds_with_or_without_vowel_marks():
    # The passage is vowelled ("يَحقُّ"); the answer quotes it unvowelled, as most
    # Arabic text is written. Harakat change how a word is written, not which word.
    passage = "يَحقُّ للعامل أن يترك العمل دون إشعار، مع احتفاظه بحقوقه."
    evidence = [Chunk("a81", "نظام العمل", 81, passage)]
    quoted = '"يحق للعامل أن يترك العمل دون إشعار" (المادة 81 من نظام العمل).'
    fabricated = '"يحق للعامل أن يترك العمل بعد إشعار" (المادة 81 من نظام العمل).'
    assert verify(quoted, evidence).passed
    (citation,) = verify(fabricated, evidence).citations
    assert citation.diagnosis is Diagnosis.QUOTE_NOT_IN_EVIDENCE


@pytest.mark.parametrize(
    ("opening", "closing"),
    [("”", "”"), ("»", "«"), ("»", "»"), ("「", "」"), ("『", "』"), ("＂", "＂")],
)
def test_a_quotation_in_any_convention_s_marks_is_checked(opening, closing):
    # Swedish and Finnish ”…”, German and Danish »…«, Japanese 「…」: a fabricated
    # quotation is flagged whatever its marks, and a true one holds.
    true = "the right to obtain from the controller the erasure"
    false = "the right to obtain from the controller the deletion"
    for words, status in ((true, "verified"), (false, "unsupported")):
        text = f"It says {opening}{words}{closing} [GDPR, Article 17]."
        (citation,) = verify(text, EVIDENCE).citations
        assert citation.status.value == status, text


PIPL_47 = (
    "有下列情形之一的，个人信息处理者应当主动删除个人信息；个人信息处理者未删除的，"
    "个人有权请求删除：（一）处理目的已实现、无法实现或者为实现处理目的不再必要；"
)


@pytest.mark.parametrize(
    ("quote", "status"),
    [
        ("“有下列情形之一的，个人信息处理者应当主动删除个人信息”", "verified"),
        ("“个人信息处理者应当立即销毁全部个人信息”", "unsupported"),
        ("「个人信息处理者应当立即销毁全部个人信息」", "unsupported"),
        # Fewer than ten characters is a term, not a quotation: never checked.
        ("“立即销毁”", "verified"),
    ],
)
def test_a_chinese_quotation_of_ten_characters_is_checked(quote, status):
    # Chinese has no spaces to count five words by; ten characters stand for them.
    evidence = [Chunk("p47", "个人信息保护法", 47, PIPL_47)]
    text = f"根据《个人信息保护法》第47条规定：{quote}。"
    (citation,) = verify(text, evidence).citations
    assert citation.status.value == status


def test_a_quotation_in_arabic_indic_digits_matches_the_passage_either_way():
    """The answer is read with ASCII digits: "٦٠ يوماً" quoted from a passage that
    writes "٦٠" (or "60") is the passage's words."""
    quote = "إشعار يوجه إلى الطرف الآخر كتابة قبل الإنهاء بمدة لا تقل عن {} يوماً"
    for written, passage in (("٦٠", "٦٠"), ("60", "٦٠"), ("٦٠", "60")):
        evidence = [Chunk("sa75", "نظام العمل", 75, quote.format(passage))]
        text = f"تنص المادة 75 من نظام العمل على «{quote.format(written)}»."
        (citation,) = verify(text, evidence).citations
        assert citation.quote is not None and citation.quote.found, written


# (answer, status): a Markdown link's title names the page linked to; it quotes
# nothing. A note's own quotation, after no link destination, is still checked.
LINK_TITLES = [
    (
        "Erasure applies [1].\n\n[1]: https://gdpr-info.eu/art-17-gdpr/ "
        '"Art. 17 GDPR - Right to erasure (right to be forgotten)"',
        CitationStatus.VERIFIED,
    ),
    (
        "Erasure applies ([Art. 17 GDPR](https://gdpr-info.eu/art-17-gdpr/ "
        "“Right to erasure, the right to be forgotten”)).",
        CitationStatus.VERIFIED,
    ),
    (
        "Erasure applies [1].\n\n[1]: <https://gdpr-info.eu/art-17-gdpr/> "
        '"Art. 17 GDPR - Right to erasure (right to be forgotten)"',
        CitationStatus.VERIFIED,
    ),
    (
        'Erasure applies [1].\n\n[1]: See "the controller may erase data at will" '
        "(GDPR, Art. 17).",
        CitationStatus.UNSUPPORTED,
    ),
]


@pytest.mark.parametrize(("text", "status"), LINK_TITLES)
def test_a_markdown_link_title_is_no_quotation(text, status):
    """A link title is the linked page's name: a correct citation is not flagged."""
    report = verify(text, EVIDENCE)
    assert [c.status for c in report.citations] == [status]


# (answer, status): what stands in square brackets in a quotation is the writer's
# (a letter's case, a word for "it", "[sic]"); the words around it are checked.
ALTERATIONS = [
    (
        "It says “[t]he data subject shall have the right to obtain "
        "from the controller the erasure” (GDPR, Art. 17).",
        CitationStatus.VERIFIED,
    ),
    (
        "It grants “the right to obtain from [the controller] the deletion of "
        "personal data” [GDPR, Article 17].",
        CitationStatus.UNSUPPORTED,
    ),
    (
        "It grants “the right to obtain from [them] the erasure of personal data "
        "concerning him or her” [GDPR, Article 17].",
        CitationStatus.VERIFIED,
    ),
    (
        "It says “[t]he controller may erase data at will” [GDPR, Article 17].",
        CitationStatus.UNSUPPORTED,
    ),
]


@pytest.mark.parametrize(("text", "status"), ALTERATIONS)
def test_a_bracketed_alteration_splits_a_quotation_as_an_ellipsis_does(text, status):
    """A quotation opening "[t]he" quotes "The": a marked change is no misquote."""
    [citation] = verify(text, EVIDENCE).citations
    assert citation.status is status


@pytest.mark.parametrize(
    ("text", "status", "diagnosis"),
    [
        # The attribution line inside the block cites it, and its quotation is
        # the block's words without the attribution.
        (
            "> The data subject shall have the right to obtain from the controller "
            "the erasure of personal data.\n>\n> — Article 17 GDPR",
            CitationStatus.VERIFIED,
            None,
        ),
        (
            "> The data subject may have all data erased within three days.\n"
            "> — Article 17 GDPR",
            CitationStatus.UNSUPPORTED,
            Diagnosis.QUOTE_NOT_IN_EVIDENCE,
        ),
        # After the quotation on its line.
        (
            '> "The data subject may have all data erased within three days." '
            "— Art. 17 GDPR",
            CitationStatus.UNSUPPORTED,
            Diagnosis.QUOTE_NOT_IN_EVIDENCE,
        ),
        # A fabricated attribution.
        (
            "> The data subject shall have the right to obtain from the controller "
            "the erasure of personal data.\n> -- Article 99 GDPR",
            CitationStatus.UNSUPPORTED,
            Diagnosis.ARTICLE_NOT_IN_EVIDENCE,
        ),
    ],
)
def test_a_block_quotes_attribution_is_the_answers_citation(text, status, diagnosis):
    """ "> — Article 17 GDPR" under a quoted passage names its source: read as the
    quoted law's own reference, a fabricated attribution passed unread."""
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.status, citation.diagnosis) == (status, diagnosis)
    if diagnosis is not Diagnosis.ARTICLE_NOT_IN_EVIDENCE:
        assert citation.quote is not None


@pytest.mark.parametrize(
    "text",
    [
        "> **Note:** Article 99 GDPR requires a record of every request.",
        "> [!IMPORTANT]\n> Article 99 GDPR requires a record of every request.",
        "> **Article 99 GDPR:** every request is recorded.",
    ],
)
def test_a_callouts_citation_is_the_answers(text):
    """A callout ("> **Note:**", "> [!IMPORTANT]") is the answer's own words, not a
    quotation: its citation is read and checked (a fabricated one passed)."""
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.article == "99"
    assert citation.diagnosis is Diagnosis.ARTICLE_NOT_IN_EVIDENCE


ERASURE = Chunk(
    "g17",
    "GDPR",
    17,
    "1. The data subject shall have the right to obtain from the controller the "
    "erasure of personal data concerning him or her without undue delay.",
)


@pytest.mark.parametrize(
    "text",
    [
        "Article 17 GDPR (\"Right to erasure ('right to be forgotten')\") lets you "
        "ask for deletion.",
        "Under **Article 17 GDPR – “Right to erasure (‘right to be forgotten’)”**, "
        "you may ask for deletion.",
    ],
)
def test_quoting_the_cited_articles_title_is_no_misquotation(text):
    """Passages come without their titles: the title the catalogue knows for the
    cited article was flagged quote_not_in_evidence in a correct answer."""
    (citation,) = verify(text, [ERASURE]).citations
    assert citation.status is CitationStatus.VERIFIED
    assert citation.quote is not None and citation.quote.found


def test_another_articles_title_is_still_a_misquotation():
    text = 'Article 17 GDPR ("Lawfulness of processing of personal data") applies.'
    (citation,) = verify(text, [ERASURE]).citations
    assert citation.diagnosis is Diagnosis.QUOTE_NOT_IN_EVIDENCE


@pytest.mark.parametrize(
    ("text", "diagnosis"),
    [
        (
            "> The data subject shall have the right to obtain from the controller "
            "the erasure of personal data (Article 17(1) GDPR).",
            None,
        ),
        (
            "> The data subject shall have the right to obtain from the controller "
            "the erasure of personal data (Article 99 GDPR).",
            Diagnosis.ARTICLE_NOT_IN_EVIDENCE,
        ),
        (
            "> The data subject may delete anything the controller holds at any "
            "moment (Article 17 GDPR).",
            Diagnosis.QUOTE_NOT_IN_EVIDENCE,
        ),
    ],
)
def test_a_source_in_brackets_ending_a_block_quote_line_is_the_answers(text, diagnosis):
    """Taken for the quoted law's, a fabricated source there passed unread and the
    misquotation before it unchecked."""
    (citation,) = verify(text, [ERASURE]).citations
    assert citation.diagnosis is diagnosis
    assert citation.raw.startswith("(")


def test_a_bracket_inside_a_block_quote_line_stays_the_quoted_laws():
    text = (
        "> The data subject shall have the right to obtain from the controller the "
        "erasure (see Article 21(1)) of personal data concerning him or her."
    )
    assert verify(text, [ERASURE]).citations == ()


@pytest.mark.parametrize(
    "passage",
    [
        "1. The data subject shall have the right to obtain from the con-\ntroller"
        " the erasure of personal data",
        "1. The data subject shall have the right to obtain from the con-\r\ntroller"
        " the erasure of personal data",
    ],
)
def test_a_word_broken_over_two_lines_of_a_passage_is_one_word(passage):
    """Text cut from a PDF breaks words at a hyphen ("con-\\ntroller"): a correct
    quotation of "the controller" was flagged quote_not_in_evidence."""
    evidence = [Chunk("g", "GDPR", 17, passage)]
    quoted = (
        'Article 17 GDPR grants "the right to obtain from the controller the erasure".'
    )
    wrong = (
        'Article 17 GDPR grants "the right to obtain from the controllers the erasure".'
    )
    assert verify(quoted, evidence).citations[0].status is CitationStatus.VERIFIED
    assert verify(wrong, evidence).citations[0].status is CitationStatus.UNSUPPORTED


def test_a_hyphen_ending_a_line_may_be_the_words_own():
    evidence = [
        Chunk("b", "BGB", 312, "(1) für Liefer-\noder Dienstleistungsverträge gelten")
    ]
    answer = '§ 312 BGB: "für Liefer- oder Dienstleistungsverträge gelten".'
    assert verify(answer, evidence).citations[0].status is CitationStatus.VERIFIED


FIRST = "1. The data subject shall have the right to erasure of those personal data."
SECOND = "2. Where the controller has made the personal data public, it shall inform."
OVER_THE_CUT = "erasure of those personal data. 2. Where the controller"


def test_a_quotation_may_run_from_one_chunk_of_an_article_into_the_next():
    """Pipelines cut an article into chunks; a quotation over the cut was flagged."""
    evidence = [Chunk("a", "GDPR", 17, FIRST), Chunk("b", "GDPR", 17, SECOND)]
    answer = f'Article 17 GDPR: "{OVER_THE_CUT}".'
    assert verify(answer, evidence).citations[0].status is CitationStatus.VERIFIED


def test_a_quotation_never_runs_from_one_article_into_another():
    evidence = [Chunk("a", "GDPR", 17, FIRST), Chunk("b", "GDPR", 18, SECOND)]
    answer = f'Article 17 GDPR: "{OVER_THE_CUT}".'
    (citation,) = verify(answer, evidence).citations
    assert citation.diagnosis is Diagnosis.QUOTE_NOT_IN_EVIDENCE


def test_a_quotation_may_run_over_chunks_that_overlap():
    """Pipelines overlap their chunks: a quotation over the cut was in neither
    chunk, nor in the two joined with the overlap written twice."""
    whole = FIRST + " " + SECOND
    evidence = [Chunk("a", "GDPR", 17, whole[:90]), Chunk("b", "GDPR", 17, whole[50:])]
    answer = f'Article 17 GDPR: "{OVER_THE_CUT}".'
    assert verify(answer, evidence).citations[0].status is CitationStatus.VERIFIED


def test_a_quotation_may_run_over_a_cut_inside_a_word():
    """A splitter cutting at a character count cuts words: "... the contr" and
    "oller shall"; the quotation over it was in neither chunk."""
    whole = FIRST + " " + SECOND
    cut = whole.index("controller") + 4
    evidence = [
        Chunk("a", "GDPR", 17, whole[:cut]),
        Chunk("b", "GDPR", 17, whole[cut:]),
    ]
    answer = f'Article 17 GDPR: "{OVER_THE_CUT}".'
    assert verify(answer, evidence).citations[0].status is CitationStatus.VERIFIED


def test_a_reference_inside_a_quotation_over_a_cut_is_the_quoted_laws():
    """ "gemäß Artikel 246 ... des Einführungsgesetzes" quoted from § 356c BGB over
    the cut between its chunks: the quotation was taken for the answer's own
    words, and the EGBGB article in it was flagged as the answer's citation."""
    passage = (
        "(1) Das Widerrufsrecht erlischt, wenn der Unternehmer den Verbraucher"
        " gemäß Artikel 246 Absatz 3 des Einführungsgesetzes zum Bürgerlichen"
        " Gesetzbuche belehrt hat."
    )
    cut = passage.index("Absatz")
    evidence = [
        Chunk("a", "BGB", "356c", passage[:cut]),
        Chunk("b", "BGB", "356c", passage[cut:]),
    ]
    answer = (
        'Es heißt "gemäß Artikel 246 Absatz 3 des Einführungsgesetzes" (§ 356c BGB).'
    )
    statuses = [c.status for c in verify(answer, evidence).citations]
    assert statuses == [CitationStatus.VERIFIED]


@pytest.mark.parametrize(
    "text",
    [
        'You asked: "Can my employer refuse to delete all my data?" Under Article 17 '
        "GDPR you may ask for erasure.",
        'The user asked: "Does Article 17 GDPR let me delete my account?" Yes: '
        "Article 17 GDPR gives you that right.",
        "Vous demandez : « Puis-je exiger la suppression de mes données ? » Selon "
        "l'article 17 du RGPD, oui.",
        "> **Question:** Can I make them erase every copy of my data?\n\n"
        "— Article 17 GDPR",
    ],
)
def test_a_restated_question_is_no_quotation_of_the_law(text):
    """A statute states, it does not ask: a quoted question is the user's, and
    checked against the passage it flagged a correct citation."""
    report = verify(text, EVIDENCE)
    assert report.citations
    assert all(c.status is CitationStatus.VERIFIED for c in report.citations)


def test_a_misquotation_beside_a_restated_question_is_still_flagged():
    """Only the question is passed over; the sentence's other quotation is checked."""
    text = (
        'You asked: "Can I have my data erased?" Article 17 GDPR says "the controller '
        'may keep personal data for as long as it likes".'
    )
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.diagnosis is Diagnosis.QUOTE_NOT_IN_EVIDENCE
