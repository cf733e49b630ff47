"""The uncited-claim sweep: sentence splitting and what counts as a claim."""

from __future__ import annotations

import pytest

from verification.core import verify
from verification.core.parse import parse_references
from verification.core.segment import find_uncited

CLAIM = "The controller shall keep records of all processing activities."
OTHER = "Each supervisory authority shall monitor and enforce this Regulation."
CITE = "[GDPR, Article 30]"


def uncited(text: str) -> list[str]:
    """Return the uncited sentences of text, checking each span against its text."""
    markers = [(ref.start, ref.end) for ref in parse_references(text)]
    found = find_uncited(text, markers)
    for sentence in found:
        assert text[sentence.start : sentence.end] == sentence.text
    return [sentence.text for sentence in found]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (f"{CLAIM} {OTHER}", [CLAIM, OTHER]),
        (f"{CLAIM[:-1]}! {OTHER}", [CLAIM[:-1] + "!", OTHER]),
        (f"{CLAIM}\n{OTHER[:-1]}", [CLAIM, OTHER[:-1]]),
        (f"{CLAIM}\r\n{OTHER}", [CLAIM, OTHER]),
        ("المادة تنطبق على جميع العقود المبرمة في الدولة؟ " + CLAIM, [CLAIM]),
    ],
)
def test_sentences_split_on_terminators_and_line_breaks(text, expected):
    """Sentences end at ., !, ?, ؟ before a space, and at every line break."""
    assert uncited(text) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        "The rule in Art. 30 applies to every controller without exception.",
        "Federal Decree-Law No. 33 of 2021 governs every private employment contract.",
        "Some duties, e.g. record keeping, apply to processors and controllers too.",
        "Some duties, i.e. record keeping, apply to processors and controllers too.",
        "Compare the earlier rule, cf. the national law, before you rely on it.",
        "The second para. of that provision sets out a shorter period for notice.",
        "The rule in Sec. 4 of the statute applies to every employer in the state.",
        "Mr. Smith and Dr. Jones both signed the contract on the same day.",
        "The case of Smith vs. Jones settled the point for all later disputes.",
        "The author J. Smith wrote that the rule applies to every employer.",
        "The U.S. approach to data protection differs from the one in the Union.",
        "The fine may reach 2.5 million euro or 4.0 percent of annual turnover.",
        # No sentence starts with a lower-case letter: what follows goes on.
        "L'article 1240 C. civ. dispose que tout fait de l'homme oblige à réparer.",
        "L'art. 2043 c.c. prevede il risarcimento del danno ingiusto causato.",
        "Die Frist ist lang, vgl. die Regel im Gesetz zur Kündigung von Verträgen.",
        "The controller ... shall take reasonable steps to inform other controllers.",
        "Umowa rozwiązuje się m.in. na mocy porozumienia stron w każdym przypadku.",
    ],
)
def test_abbreviations_initials_and_numbers_do_not_end_a_sentence(sentence):
    """A full stop after an abbreviation, an initial or in a number is not an end."""
    assert uncited(sentence) == [sentence]


def test_number_before_a_full_stop_ends_the_sentence():
    """A full stop after an article number still ends the sentence."""
    first = "The controller must follow the rule set out in Article 5."
    assert uncited(f"{first} {OTHER}") == [first, OTHER]


@pytest.mark.parametrize(
    "text",
    [
        f"{CLAIM[:-1]} {CITE}.",
        f"{CLAIM} {CITE}",
        f"{CLAIM}   {CITE} [AI Act, Article 6]",
        f"{CLAIM}\n{CITE}",
        f"{CLAIM}\n\n{CITE}",
        f"The controller {CITE} shall keep records of all processing activities.",
        f"{CLAIM[:-1]} [GDPR, Article]. ",
        f"{CLAIM[:-1]} [Unknown Law, Article 3].",
    ],
)
def test_sentence_with_any_marker_is_cited(text):
    """A sentence holding or followed by a marker, even a malformed one, is cited."""
    assert uncited(text) == []


def test_a_marker_then_a_lower_case_word_goes_on_the_sentence():
    """ "records. [GDPR, Article 30] and ..." is one cited sentence: a lower-case word
    after the marker does not give the marker to a sentence of its own."""
    text = f"{CLAIM} {CITE} and the processor shall keep them for five years."
    assert uncited(text) == []


def test_marker_after_full_stop_belongs_to_the_sentence_before():
    """A marker after a sentence's full stop cites that sentence, not the next one."""
    text = f"{CLAIM} {CITE} {OTHER}"
    assert uncited(text) == [OTHER]


def test_marker_after_a_heading_does_not_join_it():
    """A marker opening the line after an unterminated line stays with its own line."""
    text = f"{CLAIM[:-1]}\n{CITE} {OTHER}"
    assert uncited(text) == [CLAIM[:-1]]


@pytest.mark.parametrize(
    "text",
    [
        "Records are required here.",
        "## The controller shall keep records of all processing activities",
        "# Obligations of the controller and of the processor under the law",
        "**Obligations of the controller and of the processor under the law**",
        "The controller has to satisfy the following three conditions:",
        "Does the controller have to keep records of every processing activity?",
        "هل يجب على صاحب العمل دفع تعويض في هذه الحالة الخاصة؟",
    ],
)
def test_non_claims_are_not_reported(text):
    """Fragments, headings, lead-ins ending in ':' and questions are not claims."""
    assert uncited(text) == []


@pytest.mark.parametrize(
    ("line", "words"),
    [
        (f"- {CLAIM}", CLAIM),
        (f"* {CLAIM}", CLAIM),
        (f"+ {CLAIM}", CLAIM),
        (f"1. {CLAIM}", CLAIM),
        (f"12) {CLAIM}", CLAIM),
        (f"   - {CLAIM}", CLAIM),
        (f"> {CLAIM}", CLAIM),
    ],
)
def test_markdown_markers_stay_out_of_the_span(line, words):
    """List, number and quote markers are left out of the reported span."""
    assert uncited(f"Intro.\n{line}") == [words]


def test_markdown_marker_does_not_count_as_a_word():
    """Five words after a list marker are still too short to be a claim."""
    assert uncited("- one two three four five") == []


def test_six_words_make_a_claim():
    """A sentence of six words is a claim."""
    assert uncited("The controller keeps records of processing.") == [
        "The controller keeps records of processing."
    ]


def test_spans_index_the_original_text_after_emoji():
    """Spans are code-point indices into the original text, emoji included."""
    text = f"🙂 Intro 👍🏽.\n- {CLAIM} 🎉 {OTHER}"
    assert uncited(text) == [CLAIM, f"🎉 {OTHER}"]


def test_marker_after_a_heading_line_does_not_reach_past_it():
    """A marker opening the line after a heading does not cite the sentence above."""
    text = f"{CLAIM}\n## Records\n{CITE} {OTHER}"
    assert uncited(text) == [CLAIM]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The short line is the sentence before the marker: the claim stays uncited.
        (f"{CLAIM}\nShort line.\n{CITE} {OTHER}", [CLAIM, OTHER]),
        # A line of only a list marker has no sentence: the marker cites the claim.
        (f"{CLAIM}\n\n- \n{CITE} {OTHER}", [OTHER]),
        (f"{CLAIM}\nShort line.\n\n- \n{CITE} {OTHER}", [CLAIM, OTHER]),
        (f"{CLAIM}\n## Head\n\n{CITE} {OTHER}", [CLAIM]),
        (f"{CLAIM}\nShort line\n{CITE} {OTHER}", [CLAIM]),
    ],
)
def test_short_lines_before_a_marker_line_are_still_its_sentence_before(text, expected):
    """Short lines are passed over, yet a marker below still finds its sentence."""
    assert uncited(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1. " * 50 + CLAIM, [CLAIM]),
        ("Abs. 1 " * 40 + f"\n{CLAIM}", [CLAIM]),
        ("2. " * 40 + f"{CLAIM} " + "3. " * 40, [CLAIM]),
    ],
)
def test_a_line_dense_with_full_stops_splits_as_any_other(text, expected):
    """A line with a full stop every few characters still yields its one claim."""
    assert uncited(text) == expected


@pytest.mark.parametrize(
    "aside",
    [
        "**Disclaimer:** I am not a lawyer, and this is not legal advice.",
        "Please consult a qualified employment lawyer about your own situation.",
        "Diese Antwort stellt keine Rechtsberatung im Einzelfall dar.",
        "Ceci ne constitue pas un avis juridique sur votre situation personnelle.",
        "Esta respuesta no constituye asesoramiento jurídico de ningún tipo.",
        "هذه المعلومات ليست استشارة قانونية ولا تغني عن محام مختص.",
        "You asked whether your employer may keep your records after you leave.",
        "I hope this helps, and let me know if you have any other questions.",
        "Ich hoffe, das hilft Ihnen weiter, und stehe gerne zur Verfügung.",
        "N’hésitez pas à me poser d’autres questions sur votre situation.",
        "No dude en escribirme si tiene otras preguntas sobre su caso.",
    ],
)
def test_an_assistants_aside_is_no_uncited_claim(aside):
    """A disclaimer, a courtesy or the question restated is the assistant speaking
    for itself, not a claim of the law: marked uncited, it was noise beside most
    answers. The claim beside it is still marked."""
    text = f"{aside}\n\n{CLAIM}"
    assert [s.text for s in verify(text, []).uncited_sentences] == [CLAIM]


@pytest.mark.parametrize(
    "claim",
    [
        "Employees have a right to legal advice before they sign a settlement.",
        "Vor dem Arbeitsgericht besteht in erster Instanz kein Anwaltszwang.",
        "The employer cannot rely on a disclaimer to exclude liability for negligence.",
    ],
)
def test_a_claim_about_lawyers_or_advice_is_still_a_claim(claim):
    """Only an aside's own phrasing passes: the law's words for advice are claims."""
    assert [s.text for s in verify(claim, []).uncited_sentences] == [claim]
