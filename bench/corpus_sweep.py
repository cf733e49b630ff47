"""Sweep the verifier over every article of the real statute corpus.

    .venv/bin/python bench/corpus_sweep.py                  # table, every article
    .venv/bin/python bench/corpus_sweep.py --failures 20    # and 20 failures a class
    .venv/bin/python bench/corpus_sweep.py --sample 7       # every 7th article only
    .venv/bin/python bench/corpus_sweep.py --corpus DIR     # another copy of the corpus

The corpus is ../shared/corpus/*.jsonl, else the repository's copies of its files
(one article a line: law_label, article_no,
title, text; see its README). For each article its real text is the one evidence
passage, and answers cite it in the forms practitioners write (bracket, prose, "Art.
17 Abs. 1 lit. a DSGVO", "§ 622 Abs. 2 Satz 1 Nr. 3 BGB", "l'article 1240, alinéa 2,
du Code civil", "point (a) of Article 6(1)"), with pinpoints taken from the passage's
own structure and quotations of 5 to 12 of its words (straight, curly, two parts
joined by an ellipsis, a line break inside). Each must be verified: a flag is a
false flag. Each is then corrupted (a paragraph, point, Nummer or alinéa one past the
last, one content word of the quotation changed, an article past the law's range or
one not given) and each corruption must be flagged: one that passes is a miss.

The structure is parsed here, independently of the verifier (structure.py), from
the line markers the corpus keeps: "1." and "(a)" (EU), "(1)", "1.", "a)" and
sentences (German), one alinéa a line (French). A corruption of a pinpoint in an
article whose passage shows no structure at all is recorded as "unchecked": the
verifier is right not to judge it (pinpoint_checked false), and it is counted
apart, neither a miss nor a catch.

Exit status 1 when any correct citation is flagged or any corruption missed.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FILES = ("gdpr.jsonl", "eu_ai_act.jsonl", "de_bgb.jsonl", "fr_code_civil.jsonl")
SHARED = ROOT.parent / "shared" / "corpus"
# The repository's own copies of the shared files, so the sweep (and its sampled
# test) runs from a clean clone anywhere: the GDPR and the AI Act are the demo's,
# the BGB and the Code civil the tests' (tests/verification/corpus/README.md).
COPIES = (ROOT / "tests" / "verification" / "corpus", ROOT / "verification" / "demo")
CORPUS = SHARED if all((SHARED / name).exists() for name in FILES) else COPIES[0]


def corpus_file(corpus: Path, name: str) -> Path:
    """Return the file name of the corpus, or the repository's copy of it."""
    for directory in (corpus, *COPIES):
        if (directory / name).exists():
            return directory / name
    raise FileNotFoundError(f"{name}: not in {corpus} nor in the repository's copies")


sys.path.insert(0, str(ROOT))

from verification.core import (  # noqa: E402
    CitationStatus,
    EvidenceChunk,
    verify,
)

# How each law is named in prose and in German style, and one article number past
# its range (the catalogue's: data/laws/*.json).
LAWS = {
    "GDPR": {"prose": "GDPR", "of": "of the GDPR", "de": "DSGVO", "past": "100"},
    "EU AI Act": {
        "prose": "AI Act",
        "of": "of the AI Act",
        "de": "KI-VO",
        "past": "114",
    },
    "BGB": {"prose": "BGB", "past": "2386"},
    "KSchG": {"prose": "KSchG", "past": "27"},
    "GG": {"prose": "GG", "past": "147"},
    "Code civil": {"prose": "Code civil", "past": "2535"},
}
# A word no passage of that language holds, put in place of a quoted content word.
FOREIGN_WORD = {"en": "umbrellas", "de": "Regenschirme", "fr": "parapluies"}
LANGUAGE = {"GDPR": "en", "EU AI Act": "en", "Code civil": "fr"}
ROMAN = re.compile(r"^(?:i|ii|iii|iv|v|vi|vii|viii|ix|x|xi|xii)$")


# ---------------------------------------------------------------- structure
@dataclass
class Paragraph:
    """A numbered paragraph (Absatz, alinéa) and what it holds."""

    number: str
    lines: list[str] = field(default_factory=list)
    points: list[str] = field(default_factory=list)  # "a", "b" (EU) / "a" (a))
    items: list[str] = field(default_factory=list)  # German "1.", "2."
    sentences: int = 0  # German: a sure lower bound, 0 when unknown
    most_sentences: int = 0  # German: a sure upper bound (every full stop)
    letters: dict[str, list[str]] = field(default_factory=dict)  # Nr. -> a), b)
    list_in_first_sentence: bool = False


@dataclass
class Article:
    """One corpus entry and the structure read from its lines."""

    law: str
    number: str
    text: str
    paragraphs: list[Paragraph]
    numbered: bool  # the paragraphs carry numbers in the passage


EU_PARA = re.compile(r"^(\d{1,3})\.[\s\u00a0]+\S")
EU_POINT = re.compile(r"^\(([a-z]{1,4})\)(?:\s|$)")
EU_DEF = re.compile(r"^\((\d{1,3})\)(?:\s|$)")
DE_ABS = re.compile(r"^\((\d{1,2}[a-z]?)\)\s")
DE_ITEM = re.compile(r"^(\d{1,2}[a-z]?)\.\s")
DE_LETTER = re.compile(r"^([a-z]{1,2})\)\s")
# A full stop ending a German sentence: not after an abbreviation or a number
# ("Abs. 2", "Nr. 3", "z. B."), before a capital. Fewer ends than the verifier may
# count is safe: only sentences surely there are cited.
DE_ABBREV = frozenset(
    "Abs Nr S Art bzw vgl z B d h u a Buchst ff f Satz Ziff lit Anl v G BGBl I II usw "
    "gem ggf sog Nrn".split()
)
DE_SENTENCE_END = re.compile(r"(\S+)\.\s+(?=[A-ZÄÖÜ])")


def _next_letter(points: list[str]) -> str:
    return chr(ord(points[-1]) + 1) if points else "a"


def _parse_eu(law: str, number: str, text: str) -> Article:
    """Read "1." paragraphs with "(a)" points, or "(1)" definitions, of EU text."""
    paragraphs: list[Paragraph] = []
    lines = text.split("\n")
    expected = 1
    for line in lines:
        m = EU_PARA.match(line)
        if m and int(m.group(1)) == expected:
            paragraphs.append(Paragraph(m.group(1), [line]))
            expected += 1
            continue
        if paragraphs:
            paragraphs[-1].lines.append(line)
    if not paragraphs:
        # Definitions "(1)" ... "(68)" on lines of their own: Article 3(1) AI Act.
        expected = 1
        for line in lines:
            m = EU_DEF.match(line)
            if m and int(m.group(1)) == expected:
                paragraphs.append(Paragraph(m.group(1), [line]))
                expected += 1
            elif paragraphs:
                paragraphs[-1].lines.append(line)
        for p in paragraphs:
            p.items = []  # definitions are cited "Art. 4 Nr. 1 DSGVO" in German
    for p in paragraphs:
        p.points = _eu_points(p.lines[1:])
    numbered = bool(paragraphs)
    if not paragraphs:
        # Unnumbered subparagraphs: the lines that are no point nor a point's text.
        paragraphs = [Paragraph("1", lines, _eu_points(lines))]
        paragraphs[0].sentences = _subparagraphs(lines)
    return Article(law, number, text, paragraphs, numbered)


def _eu_points(lines: list[str]) -> list[str]:
    """Return the letters of the points the lines list, in every subparagraph.

    A paragraph may list points in two subparagraphs (Article 43(1) AI Act: (a),
    (b), then (a) to (d)): its points are the longest run. "(i)" after "(h)" is a
    point unless "(ii)" follows it before "(j)" (Article 5(1)(h) AI Act).
    """
    labels = [m.group(1) for line in lines if (m := EU_POINT.match(line))]
    best: list[str] = []
    run: list[str] = []
    for k, label in enumerate(labels):
        if label == "a":
            run = ["a"]
        elif len(label) == 1 and label == _next_letter(run):
            later = labels[k + 1 :]
            stop = later.index("j") if "j" in later else len(later)
            if label in "ivx" and "ii" in later[:stop]:
                continue
            run.append(label)
        else:
            continue
        if len(run) > len(best):
            best = list(run)
    return best


def _subparagraphs(lines: list[str]) -> int:
    """Return how many lines are neither a point nor the text of one."""
    count, after_marker = 0, False
    for line in lines:
        marker = EU_POINT.match(line) or EU_DEF.match(line)
        if marker:
            after_marker = not line[marker.end() :].strip()
        elif after_marker:
            after_marker = False
        elif line.strip():
            count += 1
    return count


def _sentences(text: str) -> int:
    ends = sum(
        1
        for m in DE_SENTENCE_END.finditer(text)
        if m.group(1).rstrip(")") not in DE_ABBREV and not m.group(1)[-1].isdigit()
    )
    return ends + 1


def _most_sentences(text: str) -> int:
    """Return the most sentences text may hold: one more than its full stops
    before anything but a lower-case letter or a digit (no sentence ends without
    one)."""
    ends = sum(
        1
        for m in re.finditer(r"[.!?]\s+(\S)", text)
        if not (m.group(1).islower() or m.group(1).isdigit())
    )
    return ends + 1


def _parse_de(law: str, number: str, text: str) -> Article:
    """Read "(1)" Absätze, their "1." Nummern, "a)" letters and sentences."""
    paragraphs: list[Paragraph] = []
    lines = text.split("\n")
    for line in lines:
        m = DE_ABS.match(line)
        if m:
            paragraphs.append(Paragraph(m.group(1), [line]))
        elif paragraphs:
            paragraphs[-1].lines.append(line)
    numbered = bool(paragraphs)
    if not paragraphs:
        paragraphs = [Paragraph("1", lines)]
    for p in paragraphs:
        listed = False
        for line in p.lines[1:] if numbered else p.lines:
            m = DE_ITEM.match(line)
            if m and m.group(1) == str(len(p.items) + 1):
                p.items.append(m.group(1))
                listed = True
                continue
            letter = DE_LETTER.match(line)
            if letter and p.items:
                got = p.letters.setdefault(p.items[-1], [])
                if letter.group(1) == _next_letter(got):
                    got.append(letter.group(1))
        if not listed:
            body = " ".join(p.lines)
            p.sentences = _sentences(body) if "\n" not in body else 0
            p.most_sentences = _most_sentences(body) if p.sentences else 0
        else:
            head = p.lines[0] if numbered else ""
            p.list_in_first_sentence = numbered and _sentences(head) == 1
    return Article(law, number, text, paragraphs, numbered)


def _parse_fr(law: str, number: str, text: str) -> Article:
    """Read one alinéa a line, as the Code civil's text is kept."""
    lines = [line for line in text.split("\n") if line.strip()]
    paragraphs = [Paragraph(str(i), [line]) for i, line in enumerate(lines, 1)]
    # Items "1°", "2°" (each an alinéa too): the article's, cited "art. 1128, 2°".
    items = [m.group(1) for line in lines if (m := re.match(r"(\d{1,2})°", line))]
    if items == [str(i) for i in range(1, len(items) + 1)]:
        paragraphs[0].items = items
    return Article(law, number, text, paragraphs, len(paragraphs) > 1)


def parse(law: str, number: str, text: str) -> Article:
    """Return the article with the structure its passage shows."""
    if law in ("GDPR", "EU AI Act"):
        return _parse_eu(law, number, text)
    if law == "Code civil":
        return _parse_fr(law, number, text)
    return _parse_de(law, number, text)


# ---------------------------------------------------------------- citations
@dataclass(frozen=True)
class Pin:
    """A pinpoint: paragraph, point (EU letter / German Buchstabe), item, sentence."""

    para: str | None = None
    point: str | None = None
    item: str | None = None
    sentence: int | None = None


def _eu_forms(art: Article, pin: Pin) -> Iterator[tuple[str, str]]:
    """Yield (form, citation) for an EU regulation's article and pinpoint."""
    names = LAWS[art.law]
    n, label = art.number, art.law
    pp = (f"({pin.para})" if pin.para else "") + (f"({pin.point})" if pin.point else "")
    yield "bracket", f"[{label}, Article {n}{pp}]"
    yield "prose", f"Article {n}{pp} {names['prose']}"
    yield "prose_of", f"Article {n}{pp} {names['of']}"
    if pin.point:
        yield (
            "point_of",
            f"point ({pin.point}) of Article {n}({pin.para}) {names['prose']}",
        )
    de = f"Art. {n}"
    if pin.para and art.paragraphs[0].lines[0].startswith("("):
        de += f" Nr. {pin.para}"  # a definition: "Art. 4 Nr. 1 DSGVO"
    elif pin.para:
        de += f" Abs. {pin.para}"
    if pin.point:
        de += f" lit. {pin.point}"
    yield "german", f"{de} {names['de']}"


def _de_forms(art: Article, pin: Pin) -> Iterator[tuple[str, str]]:
    """Yield (form, citation) for a German statute's § or Art. and pinpoint."""
    sign = "Art." if art.law == "GG" else "§"
    words = []
    if pin.para:
        words.append(f"Abs. {pin.para}")
    if pin.sentence:
        words.append(f"Satz {pin.sentence}")
    if pin.item:
        words.append(f"Nr. {pin.item}")
    if pin.point:
        words.append(f"Buchst. {pin.point}")
    inner = " ".join([f"{sign} {art.number}", *words])
    yield "german", f"{inner} {art.law}"
    yield "bracket", f"[{art.law}, {inner}]"
    if pin.para and not (pin.sentence or pin.item or pin.point):
        yield "german_parens", f"{sign} {art.number}({pin.para}) {art.law}"


def _fr_forms(art: Article, pin: Pin) -> Iterator[tuple[str, str]]:
    """Yield (form, citation) for a Code civil article and alinéa."""
    n = art.number
    if pin.item:
        yield "item", f"l'article {n}, {pin.item}°, du Code civil"
        yield "item_bare", f"l'article {n} {pin.item}° du Code civil"
    elif pin.para:
        yield "alinea", f"l'article {n}, alinéa {pin.para}, du Code civil"
        yield "alinea_before", f"l'alinéa {pin.para} de l'article {n} du Code civil"
    else:
        yield "article", f"l'article {n} du Code civil"
        yield "bracket", f"[Code civil, article {n}]"
        yield "abbrev", f"l'art. {n} C. civ."


def forms(art: Article, pin: Pin) -> list[tuple[str, str]]:
    """Return the citations of the pinpoint in every form its law is written."""
    if art.law in ("GDPR", "EU AI Act"):
        return list(_eu_forms(art, pin))
    if art.law == "Code civil":
        return list(_fr_forms(art, pin))
    return list(_de_forms(art, pin))


def list_forms(art: Article, other: Article) -> list[str]:
    """Return citations of the article and the next one of its law, as a list."""
    a, b = art.number, other.number
    if art.law in ("GDPR", "EU AI Act"):
        return [f"Articles {a} and {b} {LAWS[art.law]['prose']}"]
    if art.law == "Code civil":
        return [f"les articles {a} et {b} du Code civil"]
    if art.law == "GG":
        return [f"Art. {a} und {b} GG", f"Art. {a}, Art. {b} GG"]
    return [f"§§ {a}, {b} {art.law}", f"§§ {a} und {b} {art.law}"]


def correct_pins(art: Article) -> list[Pin]:
    """Return the pinpoints the article's structure holds (a sample of each kind)."""
    pins = [Pin()]
    if not art.numbered and art.law not in ("GDPR", "EU AI Act", "Code civil"):
        p = art.paragraphs[0]
        pins += [Pin(item=i) for i in p.items[:1] + p.items[-1:]]
        return pins
    if art.law == "Code civil":
        items = art.paragraphs[0].items
        pins += [Pin(item=i) for i in dict.fromkeys(items[:1] + items[-1:])]
    if not art.numbered:
        return pins
    paras = art.paragraphs
    for p in {id(x): x for x in paras[:2] + paras[-1:]}.values():
        pins.append(Pin(para=p.number))
        for point in dict.fromkeys(p.points[:1] + p.points[-1:]):
            pins.append(Pin(para=p.number, point=point))
        for item in dict.fromkeys(p.items[:1] + p.items[-1:]):
            pins.append(Pin(para=p.number, item=item))
            if p.list_in_first_sentence:
                pins.append(Pin(para=p.number, sentence=1, item=item))
            for letter in dict.fromkeys(p.letters.get(item, [])[:1]):
                pins.append(Pin(para=p.number, item=item, point=letter))
        if p.sentences >= 2:
            pins.append(Pin(para=p.number, sentence=1))
            pins.append(Pin(para=p.number, sentence=p.sentences))
    return pins


def past_pins(art: Article) -> list[tuple[str, Pin]]:
    """Return (class, pinpoint) one past the last paragraph, point or item."""
    paras = art.paragraphs
    if art.law == "Code civil" or art.numbered:
        last = paras[-1].number if art.numbered else "1"
        nxt = str(int(re.match(r"\d+", last).group()) + 1)
        out = [("para_past", Pin(para=nxt))]
    elif art.law in ("GDPR", "EU AI Act"):
        # Unnumbered subparagraphs: the verifier counts at most one a line.
        out = [("para_past", Pin(para=str(paras[0].sentences + 1)))]
    else:
        out = [("para_past", Pin(para="2"))]  # a German § of one Absatz
    if art.law == "Code civil":
        items = paras[0].items
        if items:
            out.append(("item_past", Pin(item=str(len(items) + 1))))
        return out
    for p in paras:
        para = p.number if art.numbered else None
        if p.most_sentences:
            out.append(("sentence_past", Pin(para=para, sentence=p.most_sentences + 1)))
        for item, letters in p.letters.items():
            out.append(
                ("point_past", Pin(para=para, item=item, point=_next_letter(letters)))
            )
        if p.points:
            out.append(("point_past", Pin(para=para, point=_next_letter(p.points))))
        if p.items:
            out.append(("item_past", Pin(para=para, item=str(len(p.items) + 1))))
    return out


# ---------------------------------------------------------------- quotations
QUOTE_CHARS = set("\"'“”„«»‘’‚‹›")
MARKER = re.compile(r"^(?:\(\w{1,4}\)|\w{1,4}[.)°]|-|–)$")


def quote_words(art: Article, para: Paragraph, length: int = 8) -> list[str] | None:
    """Return 5-12 consecutive words of the paragraph, none a marker or quote mark."""
    for line in para.lines:
        words = line.replace("\u00a0", " ").split()
        while words and MARKER.match(words[0]):
            words = words[1:]
        take = words[: min(length, len(words))]
        while take and not any(ch.isalnum() for ch in take[-1].rstrip(",;:.")):
            take.pop()  # a closing ";" is no word of the quotation
        if sum(any(ch.isalnum() for ch in w) for w in take) < 5:
            continue
        if any(ch in QUOTE_CHARS for w in take for ch in w):
            continue
        take[-1] = take[-1].rstrip(",;:.")
        return take
    return None


def _swap_content_word(words: list[str], lang: str) -> list[str] | None:
    """Return words with the longest alphabetic word replaced by a foreign one."""
    best = max(
        (i for i, w in enumerate(words) if w.isalpha() and len(w) >= 5),
        key=lambda i: len(words[i]),
        default=None,
    )
    if best is None:
        return None
    out = list(words)
    out[best] = FOREIGN_WORD[lang]
    return out


def quote_variants(words: list[str], lang: str) -> Iterator[tuple[str, str]]:
    """Yield (form, quoted text with its marks) of one real quotation."""
    text = " ".join(words)
    yield "quote_straight", f'"{text}"'
    yield "quote_curly", f"“{text}”"
    if lang == "fr":
        yield "quote_guillemets", f"« {text} »"
    if lang == "de":
        yield "quote_german", f"„{text}“"
    if len(words) >= 8:
        head, tail = " ".join(words[:3]), " ".join(words[5:])
        yield "quote_ellipsis", f"“{head} … {tail}”"
    mid = len(words) // 2
    yield (
        "quote_linebreak",
        "“" + " ".join(words[:mid]) + "\n" + " ".join(words[mid:]) + "”",
    )


# ---------------------------------------------------------------- answers
def frame(lang: str, citation: str, quote: str | None) -> str:
    """Return an answer sentence citing citation (and quoting quote) in lang."""
    if lang == "fr":
        if quote:
            return f"Aux termes de {citation}, {quote}."
        return f"La règle figure à {citation}, qui s'applique ici."
    if lang == "de":
        if quote:
            return f"Nach {citation} gilt: {quote}."
        return f"Die Regel folgt aus {citation} und gilt hier."
    if quote:
        return f"As {citation} puts it, {quote}."
    return f"The rule is set out in {citation}, which applies here."


@dataclass(frozen=True)
class Case:
    """One answer and what the verifier must make of its target citation."""

    law: str
    article: str
    form: str
    kind: str  # "correct" or the corruption class
    answer: str
    target: str
    evidence: tuple[EvidenceChunk, ...]
    # The passage shows the structure the pinpoint is judged by (paragraphs,
    # points or items, or lines): a corruption passed unchecked is then a miss.
    structured: bool = True


def cases(art: Article, other: Article) -> Iterator[Case]:
    """Yield the correct and corrupted answers of one article (other: the next
    article of its law, whose number is cited as one not given, and whose words
    are quoted as if they were this article's)."""
    lang = LANGUAGE.get(art.law, "de")
    ev = (EvidenceChunk(f"{art.law}-{art.number}", art.law, art.number, art.text),)
    both = (*ev, EvidenceChunk("other", other.law, other.number, other.text))

    lines = sum(1 for line in art.text.split("\n") if line.strip())
    shows = art.numbered or lines > 1

    def case(
        form: str, kind: str, citation: str, quote: str | None = None, evidence=ev
    ) -> Case:
        answer = frame(lang, citation, quote)
        structured = shows or kind != "para_past"
        return Case(
            art.law, art.number, form, kind, answer, citation, evidence, structured
        )

    for pin in correct_pins(art):
        for form, citation in forms(art, pin):
            yield case(form, "correct", citation)
    paras = [p for p in art.paragraphs if quote_words(art, p)]
    for p in paras[:1] + paras[-1:] if len(paras) > 1 else paras:
        words = quote_words(art, p)
        assert words
        pin = Pin(para=p.number) if art.numbered else Pin()
        form, citation = forms(art, pin)[0]
        for qform, quote in quote_variants(words, lang):
            yield case(qform, "correct", citation, quote)
        # Beside another article's passage, as retrieval gives several.
        yield case(
            "quote_two_chunks", "correct", citation, f"“{' '.join(words)}”", both
        )
        swapped = _swap_content_word(words, lang)
        if swapped:
            yield case(
                "quote_curly", "word_changed", citation, f"“{' '.join(swapped)}”"
            )
    flat = " ".join(art.text.split()).casefold()
    theirs = next((w for p in other.paragraphs if (w := quote_words(other, p))), None)
    if theirs and " ".join(theirs).casefold() not in flat:
        form, citation = forms(art, Pin())[0]
        yield case(
            "quote_curly", "quote_elsewhere", citation, f"“{' '.join(theirs)}”", both
        )
    for kind, pin in past_pins(art):
        for form, citation in forms(art, pin):
            yield case(form, kind, citation)
    for citation in list_forms(art, other):
        yield case("list", "correct", citation, evidence=both)
        yield case("list", "list_not_given", citation)
    past = LAWS[art.law]["past"]
    for kind, number in (("article_past", past), ("not_given", other.number)):
        moved = Article(art.law, number, "", art.paragraphs, art.numbered)
        for form, citation in forms(moved, Pin()):
            yield case(form, kind, citation)


# ---------------------------------------------------------------- judging
def outcome(c: Case) -> tuple[str, str]:
    """Return (result, detail): ok, false_flag, miss, unchecked (no structure)."""
    report = verify(c.answer, list(c.evidence))
    start = c.answer.find(c.target)
    end = start + len(c.target)
    mine = [x for x in report.citations if x.start < end and x.end > start]
    if c.kind == "correct":
        bad = [x for x in report.citations if x.status != CitationStatus.VERIFIED]
        if not mine:
            return "false_flag", "not read"
        if bad:
            return (
                "false_flag",
                f"{bad[0].diagnosis}: {bad[0].raw!r} pin={bad[0].pinpoint!r}",
            )
        return "ok", ""
    if not mine:
        return "miss", "not read"
    flagged = [x for x in mine if x.status != CitationStatus.VERIFIED]
    if flagged:
        return "ok", str(flagged[0].diagnosis)
    x = mine[0]
    if c.kind.endswith("_past") and not x.pinpoint_checked and not c.structured:
        return "unchecked", f"pin={x.pinpoint!r}"
    return (
        "miss",
        f"verified: {x.raw!r} pin={x.pinpoint!r} checked={x.pinpoint_checked}",
    )


def articles(
    corpus: Path, sample: int = 1, include: frozenset[tuple[str, str]] = frozenset()
) -> list[tuple[Article, Article]]:
    """Return every sample-th article (and those included, (law, number)), each
    with the next article of its law."""
    out = []
    for name in FILES:
        path = corpus_file(corpus, name)
        rows = [json.loads(line) for line in path.open(encoding="utf-8")]
        by_law: dict[str, list[dict[str, str]]] = defaultdict(list)
        for row in rows:
            by_law[row["law_label"]].append(row)
        for i, row in enumerate(rows):
            number = str(row["article_no"])
            if i % sample and (row["law_label"], number) not in include:
                continue
            law = by_law[row["law_label"]]
            nxt = law[(law.index(row) + 1) % len(law)]
            other = parse(nxt["law_label"], str(nxt["article_no"]), nxt["text"])
            out.append((parse(row["law_label"], number, row["text"]), other))
    return out


def sweep(
    corpus: Path = CORPUS,
    sample: int = 1,
    include: frozenset[tuple[str, str]] = frozenset(),
) -> list[tuple[Case, str, str]]:
    """Return every case of the sampled articles with its result and detail."""
    return [
        (c, *outcome(c))
        for art, other in articles(corpus, sample, include)
        for c in cases(art, other)
    ]


def table(results: list[tuple[Case, str, str]]) -> str:
    """Return the counts per law and per form (correct) or class (corrupted)."""
    rows: dict[tuple[str, str, str], Counter[str]] = defaultdict(Counter)
    for c, result, _ in results:
        group = "correct" if c.kind == "correct" else "corrupt"
        key = (group, c.form if group == "correct" else c.kind, c.law)
        rows[key][result] += 1
        rows[(group, "ALL", c.law)][result] += 1
        rows[(group, c.form if group == "correct" else c.kind, "ALL")][result] += 1
    lines = [
        f"{'':8} {'form / class':18} {'law':11} {'cases':>6} {'bad':>5} "
        f"{'unchecked':>9}"
    ]
    for (group, name, law), n in sorted(rows.items()):
        bad = n["false_flag"] + n["miss"]
        total = sum(n.values())
        lines.append(
            f"{group:8} {name:18} {law:11} {total:6} {bad:5} {n['unchecked']:9}"
        )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--sample", type=int, default=1)
    parser.add_argument("--failures", type=int, default=0)
    args = parser.parse_args()
    results = sweep(args.corpus, args.sample)
    print(table(results))
    bad = [(c, r, d) for c, r, d in results if r in ("false_flag", "miss")]
    by_class: dict[tuple[str, str], list[tuple[Case, str]]] = defaultdict(list)
    for c, r, d in bad:
        by_class[(r, c.kind if r == "miss" else c.form)].append((c, d))
    for (r, name), items in sorted(by_class.items()):
        print(f"\n{r} {name}: {len(items)}")
        for c, d in items[: args.failures]:
            print(f"  {c.law} {c.article}: {c.answer!r} -> {d}")
    print(
        f"\n{len(results)} cases, "
        f"{sum(r == 'false_flag' for _, r, _ in results)} false flags, "
        f"{sum(r == 'miss' for _, r, _ in results)} misses, "
        f"{sum(r == 'unchecked' for _, r, _ in results)} unchecked (no structure)"
    )
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
