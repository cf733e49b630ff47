"""Evidence passages: every line addressable, pinpoints resolved, long ones folded."""

from __future__ import annotations

import re

import pytest

from reviewer.passages import passage_layout, pinpoint_keys
from tests.factories import corpus_articles, corpus_chunk, make_answer

GDPR_17 = next(a for a in corpus_articles() if a["article_no"] == 17)["text"]
# § 622 BGB, Abs. 1 to 3 (bundestag/gesetze, /work/shared/corpus/de_bgb.jsonl).
BGB_622 = (
    "(1) Das Arbeitsverhältnis eines Arbeiters oder eines Angestellten "
    "(Arbeitnehmers) kann mit einer Frist von vier Wochen zum Fünfzehnten oder zum "
    "Ende eines Kalendermonats gekündigt werden.\n"
    "(2) Für eine Kündigung durch den Arbeitgeber beträgt die Kündigungsfrist, wenn "
    "das Arbeitsverhältnis in dem Betrieb oder Unternehmen\n"
    "1. zwei Jahre bestanden hat, einen Monat zum Ende eines Kalendermonats,\n"
    "2. fünf Jahre bestanden hat, zwei Monate zum Ende eines Kalendermonats,\n"
    "3. acht Jahre bestanden hat, drei Monate zum Ende eines Kalendermonats,\n"
    "(3) Während einer vereinbarten Probezeit, längstens für die Dauer von sechs "
    "Monaten, kann das Arbeitsverhältnis mit einer Frist von zwei Wochen gekündigt "
    "werden.\n"
    "(4) Von den Absätzen 1 bis 3 abweichende Regelungen können durch Tarifvertrag "
    "vereinbart werden."
)
# Code civil, art. 1104 (DILA / Légifrance (LEGI), via Tricoteuses).
CODE_CIVIL_1104 = (
    "Les contrats doivent être négociés, formés et exécutés de bonne foi.\n"
    "Cette disposition est d'ordre public."
)


@pytest.mark.parametrize(
    ("pinpoint", "keys", "alinea"),
    [
        ("(1)(b)", ["1", "b"], None),
        ("(2) (a) (iv)", ["2", "a", "iv"], None),
        ("Abs. 2", ["2"], None),
        ("Abs. 2 Nr. 3", ["2", "3"], None),
        ("Absatz 1 Satz 2 Nr. 4", ["1"], None),
        ("paragraph 2, point (a)", ["2", "a"], None),
        ("Abs. 1 lit. c", ["1", "c"], None),
        ("alinéa 2", [], 2),
        ("a", [], None),
        ("", [], None),
    ],
)
def test_pinpoint_keys(pinpoint, keys, alinea):
    """Pinpoints in EU, German and French styles read as a path of keys; a sentence
    number, finer than a line, ends the path."""
    assert pinpoint_keys(pinpoint) == (keys, alinea)


@pytest.mark.parametrize(
    ("text", "pinpoint", "expected"),
    [
        (GDPR_17, "(1)(b)", "evidence-7-1-b"),
        (GDPR_17, "(3)(e)", "evidence-7-3-e"),
        (GDPR_17, "(2)", "evidence-7-2"),
        (GDPR_17, "(1)(z)", "evidence-7-1"),  # no point (z): the paragraph
        (GDPR_17, "(9)", ""),
        (BGB_622, "Abs. 2", "evidence-7-2"),
        (BGB_622, "Abs. 2 Nr. 3", "evidence-7-2-3"),
        (BGB_622, "(4)", "evidence-7-4"),
        (CODE_CIVIL_1104, "alinéa 2", "evidence-7-l2"),
        (CODE_CIVIL_1104, "alinéa 9", ""),
        (GDPR_17, None, ""),
    ],
)
def test_a_pinpoint_names_the_line_it_points_at(text, pinpoint, expected):
    """GDPR "1."/"(a)", German "(1)"/"1." and French alinéas resolve to line ids."""
    assert passage_layout(text, "evidence-7").anchor_for(pinpoint) == expected


def test_roman_subpoints_nest_under_their_point_and_point_i_stays_a_point():
    """ "(i)" after "(h)" is point i; "(i)" under "(a)" is its first subpoint."""
    text = "1. Para\n(a) one\n(i) sub one\n(ii) sub two\n(b) two\n(h) eight\n(i) nine"
    layout = passage_layout(text, "e")
    assert layout.anchor_for("(1)(a)(ii)") == "e-1-a-ii"
    assert layout.anchor_for("(1)(i)") == "e-1-i"


def test_every_line_has_an_id_and_text_is_escaped():
    """Each line is a <p> with an id; markup in a passage is text."""
    layout = passage_layout("(1) <script>x</script>\nplain & line", "e")
    html = str(layout.lead)
    assert re.findall(r'id="([^"]+)"', html) == ["e-1", "e-l2"]
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert '<span class="passage-pin">(1)</span>' in html


def test_a_long_passage_folds_after_its_first_lines():
    """A long passage shows its first lines and folds the rest; a short one shows
    all of itself."""
    layout = passage_layout(GDPR_17, "e")
    assert layout.lead and layout.rest and layout.rest_lines > 0
    assert 'id="e-1"' in layout.lead and 'id="e-3-e"' in layout.rest
    short = passage_layout("1. Short.\n2. Also short.", "e")
    assert short.rest == "" and short.rest_lines == 0


@pytest.mark.django_db
def test_answer_page_links_a_pinpointed_citation_to_its_line(reviewer_client):
    """On the answer page a verified pinpointed citation names its passage line,
    which the evidence panel renders, folded away inside a <details>."""
    text = "Erasure applies where consent is withdrawn [GDPR, Article 17(1)(b)]."
    answer = make_answer(text=text, evidence=(corpus_chunk(17),))
    html = reviewer_client.get(f"/answers/{answer.pk}/").content.decode()
    chunk = answer.evidence.get()
    line_id = f"evidence-{chunk.pk}-1-b"
    assert f'data-pinpoint="{line_id}"' in html
    assert f'id="{line_id}"' in html
    assert '<details class="passage-more"' in html
    assert "Show the whole passage" in html
