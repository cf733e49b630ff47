"""Right-to-left answers keep every inserted run readable, checked by where the
words land on screen (bounding boxes), not only by the markup.

An English diagnosis next to an Arabic or Hebrew sentence must read left to right as
one run with the law label inside it; an evidence header reads "<label>, Article N";
a citation is one unit in the sentence around it.
"""

from __future__ import annotations

from itertools import pairwise

import pytest

from tests.browser.conftest import login_as, serious_violations
from tests.factories import GDPR_6, GDPR_17, make_answer, make_user
from verification import core

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LAW = "نظام العمل"
LABOUR_84 = core.EvidenceChunk(
    chunk_id="sa-labour-84",
    law_label=LAW,
    article=84,
    text="إذا انتهت علاقة العمل وجب على صاحب العمل أن يدفع إلى العامل مكافأة عن مدة "
    "خدمته تحسب على أساس أجر نصف شهر عن كل سنة من السنوات الخمس الأولى.",
    score=0.9,
    citation_key="SA-LL-84",
)
# Ends in a full stop, a neutral character: outside an RTL run it drifts to the right.
ARABIC_QUESTION = "حقوق العامل عند إنهاء العقد."
QUESTION_WORDS = ("حقوق", "العامل", "العقد", ".")
ARABIC_TEXT = (
    "يستحق العامل مكافأة نهاية الخدمة [نظام العمل، المادة 84]. "
    "ويجب إشعار العامل كتابةً قبل إنهاء العقد بستين يوماً [نظام العمل، المادة 111]."
)
HEBREW_QUESTION = "מתי מותר לעבד נתונים אישיים?"
HEBREW_TEXT = (
    "מותר לעבד נתונים אישיים בהסכמת נושא המידע [GDPR, Article 6]. "
    "יש למחוק את הנתונים תוך שבוע [GDPR, Article 99]."
)
MIXED_TEXT = (
    "An employee must be given written notice before dismissal "
    "[نظام العمل، المادة 111]. Processing is lawful with consent [GDPR, Article 6]."
)
DIAGNOSIS_111 = (
    "Article",
    "111",
    "of",
    "the",
    "نظام",
    "العمل",
    "was",
    "not",
    "among",
    "the",
    "passages",
    "given",
    "to",
    "the",
    "model",
)

# The box of each token, found in logical (typed) order inside the element.
TOKEN_BOXES = """([selector, tokens]) => {
  const root = document.querySelector(selector);
  if (!root) return null;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes = [];
  let text = "";
  while (walker.nextNode()) {
    nodes.push([walker.currentNode, text.length]);
    text += walker.currentNode.data;
  }
  const locate = (index) => {
    for (let i = nodes.length - 1; i >= 0; i--) {
      if (nodes[i][1] <= index && index < nodes[i][1] + nodes[i][0].data.length) {
        return [nodes[i][0], index - nodes[i][1]];
      }
    }
    return null;
  };
  let cursor = 0;
  return tokens.map((token) => {
    const at = text.indexOf(token, cursor);
    if (at < 0) return null;
    cursor = at + token.length;
    const [startNode, startOffset] = locate(at);
    const [endNode, endOffset] = locate(at + token.length - 1);
    const range = document.createRange();
    range.setStart(startNode, startOffset);
    range.setEnd(endNode, endOffset + 1);
    const r = range.getBoundingClientRect();
    return {token, left: r.left, right: r.right, top: r.top, bottom: r.bottom};
  });
}"""


def boxes(page, selector: str, tokens) -> list[dict]:
    found = page.evaluate(TOKEN_BOXES, [selector, list(tokens)])
    assert found is not None, f"nothing matches {selector}"
    missing = [t for t, box in zip(tokens, found, strict=True) if box is None]
    assert not missing, f"{missing} not in {selector}"
    return found


def same_line(a: dict, b: dict) -> bool:
    height = min(a["bottom"] - a["top"], b["bottom"] - b["top"])
    return abs(a["top"] - b["top"]) < height / 2


def assert_reads(sequence: list[dict], direction: str) -> None:
    """Each box follows the one before it in reading order: further along the line
    (right for ltr, left for rtl) or on a later line."""
    for before, after in pairwise(sequence):
        where = f"{before['token']!r} then {after['token']!r}"
        if same_line(before, after):
            if direction == "ltr":
                assert after["left"] >= before["right"] - 1, f"{where} not ltr"
            else:
                assert after["right"] <= before["left"] + 1, f"{where} not rtl"
        else:
            assert after["top"] > before["top"], f"{where}: went back a line"


def union(first: dict, second: dict) -> dict:
    assert same_line(first, second)
    return {
        "token": f"{first['token']} {second['token']}",
        "left": min(first["left"], second["left"]),
        "right": max(first["right"], second["right"]),
        "top": min(first["top"], second["top"]),
        "bottom": max(first["bottom"], second["bottom"]),
    }


def assert_diagnosis_reads_as_one_english_run(page, selector: str) -> None:
    """The English words read left to right; the Arabic label sits between "of" and
    "was" as one right-to-left unit."""
    found = boxes(page, selector, DIAGNOSIS_111)
    law_first, law_second = found[4], found[5]
    assert_reads([law_first, law_second], "rtl")
    assert_reads([*found[:4], union(law_first, law_second), *found[6:]], "ltr")


def assert_follows(page, first: str, then: str, direction: str) -> None:
    """Element `then` comes after element `first` in reading order: where `first`
    ends (its last line box) `then` begins, further along the line or lower."""
    fragments = page.evaluate(
        """([a, b]) => [a, b].map((selector) => Array.from(
             document.querySelector(selector).getClientRects(),
             (r) => ({left: r.left, right: r.right, top: r.top, bottom: r.bottom})))""",
        [first, then],
    )
    # The line end of `first` and the line start of `then`: the right edge and the
    # left edge in a left-to-right line, the other way round in a right-to-left one.
    sign = 1 if direction == "ltr" else -1
    last = max(fragments[0], key=lambda r: (r["top"], sign * r["right"]))
    lines = [r for r in fragments[1] if r["right"] > r["left"]]
    begin = min(lines, key=lambda r: (r["top"], sign * r["left"]))
    assert_reads([{**last, "token": first}, {**begin, "token": then}], direction)


@pytest.fixture
def reviewer_page(page, settings):
    settings.CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    }
    login_as(page, make_user("reviewer"))
    return page


def test_arabic_answer_keeps_the_english_diagnosis_in_one_run(reviewer_page):
    """In an Arabic answer the diagnosis reads "Article 111 of the نظام العمل was
    not among the passages given to the model", after its citation in right-to-left
    order."""
    page = reviewer_page
    answer = make_answer(
        question=ARABIC_QUESTION, text=ARABIC_TEXT, evidence=(LABOUR_84,)
    )
    page.goto(f"/answers/{answer.pk}/")
    unsupported = 'mark.citation[data-article="111"]'
    diagnosis = f"{unsupported} + .diagnosis"
    assert page.locator(diagnosis).is_visible()
    assert_diagnosis_reads_as_one_english_run(page, diagnosis)

    # The paragraph is right to left: the diagnosis follows its citation leftwards.
    assert_follows(page, unsupported, diagnosis, "rtl")
    # The citation itself reads right to left, its label first.
    assert_reads(boxes(page, unsupported, ("نظام", "العمل", "المادة")), "rtl")

    # The tooltip holds the same sentence, set left to right with Unicode isolates.
    title = page.locator(unsupported).get_attribute("title")
    assert title == (
        f"\u2066Unsupported: Article 111 of the \u2068{LAW}\u2069 was not among the "
        "passages given to the model.\u2069"
    )

    # Evidence header: "<label>, Article 84", not "Article 84 ,<label>".
    header = boxes(page, ".passage-title", ("نظام", "العمل", ",", "Article", "84"))
    assert_reads(header[:2], "rtl")
    assert_reads([union(header[0], header[1]), *header[2:]], "ltr")

    # Findings list: the citation, then the reason, left to right.
    finding = boxes(
        page, "ol.findings li", ("]", "—", "Article", "not", "in", "evidence")
    )
    assert_reads(finding, "ltr")

    # The question reads right to left, its full stop at the end (far left).
    assert_reads(boxes(page, "h1", QUESTION_WORDS), "rtl")
    assert serious_violations(page) == []


def test_hebrew_answer_keeps_an_english_citation_whole(reviewer_page):
    """A Latin-script citation in a Hebrew sentence reads "[GDPR, Article 99]" with
    its brackets in place, and its diagnosis follows it in right-to-left order."""
    page = reviewer_page
    answer = make_answer(
        question=HEBREW_QUESTION, text=HEBREW_TEXT, evidence=(GDPR_6, GDPR_17)
    )
    page.goto(f"/answers/{answer.pk}/")
    unsupported = 'mark.citation[data-article="99"]'
    diagnosis = f"{unsupported} + .diagnosis"
    assert_reads(
        boxes(page, unsupported, ("[", "GDPR", ",", "Article", "99", "]")), "ltr"
    )
    words = ("Article", "99", "of", "GDPR", "was", "not", "among", "the", "passages")
    assert_reads(boxes(page, diagnosis, words), "ltr")
    assert_follows(page, unsupported, diagnosis, "rtl")
    # The verified citation also stays whole.
    verified = 'mark.citation[data-article="6"]'
    assert_reads(boxes(page, verified, ("[", "GDPR", "Article", "6", "]")), "ltr")
    assert_reads(boxes(page, "h1", ("מתי", "מותר", "לעבד")), "rtl")


def test_mixed_answer_keeps_an_arabic_citation_whole_in_english(reviewer_page):
    """An Arabic citation in an English answer reads right to left as one unit, and
    its English diagnosis follows it to the right with the label inside."""
    page = reviewer_page
    answer = make_answer(text=MIXED_TEXT, evidence=(LABOUR_84, GDPR_6))
    page.goto(f"/answers/{answer.pk}/")
    unsupported = 'mark.citation[data-article="111"]'
    diagnosis = f"{unsupported} + .diagnosis"
    assert_reads(boxes(page, unsupported, ("نظام", "العمل", "المادة")), "rtl")
    assert_diagnosis_reads_as_one_english_run(page, diagnosis)
    assert_follows(page, unsupported, diagnosis, "ltr")
    header = boxes(page, ".passage-title", ("نظام", "العمل", ",", "Article", "84"))
    assert_reads([union(header[0], header[1]), *header[2:]], "ltr")


def test_queue_audit_and_qa_pages_keep_arabic_runs_apart(page, settings):
    """The queue row, the audit trail and the QA annotation page set an Arabic
    question and answer right to left without pulling the English around them."""
    settings.CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    }
    answer = make_answer(
        question=ARABIC_QUESTION, text=ARABIC_TEXT, evidence=(LABOUR_84,)
    )
    admin = make_user("admin")
    admin.groups.add(make_user("qa").groups.get())
    login_as(page, admin)

    page.goto("/?tab=all")
    row_link = f'tr[data-answer-id="{answer.pk}"] a.row-link'
    assert_reads(boxes(page, row_link, QUESTION_WORDS), "rtl")

    # Audit trail: "Question:" first, then the question, its full stop at its left.
    page.goto(f"/audit/answers/{answer.pk}/")
    question = boxes(page, ".audit-question", ("Question:", *QUESTION_WORDS))
    assert_reads(question[1:], "rtl")
    assert question[0]["right"] <= min(box["left"] for box in question[1:]) + 1

    # QA annotation: the raw answer text is right to left, full stop at the end.
    page.goto(f"/qa/answers/{answer.pk}/annotate/")
    ending = ("العقد", "بستين", "يوماً", "111", ".")
    assert_reads(boxes(page, "pre.qa-answer-text", ending), "rtl")
    item = page.locator("q.qa-item-text").first
    assert item.get_attribute("dir") == "auto"
