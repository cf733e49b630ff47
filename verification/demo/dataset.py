"""The demo data set: realistic answers over real GDPR and EU AI Act text.

Each scenario is an answer an assistant might really give, written with citation
placeholders `{GDPR:17}`. Variants inject the failures reviewers must catch: an
article that was never retrieved, a label the evidence does not use, a law that was
not in context at all, a citation that cannot be parsed, a label-less citation that
two laws could satisfy, and claims with no citation. Evidence passages are the real
article text from the corpus files beside this module.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from verification.core import EvidenceChunk

CORPUS_DIR = Path(__file__).resolve().parent
LAW_FILES = {"GDPR": "gdpr.jsonl", "EU AI Act": "eu_ai_act.jsonl"}
MAX_PASSAGE_CHARS = 1500


@cache
def corpus() -> dict[tuple[str, int], dict]:
    """Return every article of the corpus keyed by (law label, article number)."""
    articles = {}
    for label, filename in LAW_FILES.items():
        with (CORPUS_DIR / filename).open(encoding="utf-8") as handle:
            for line in handle:
                row = json.loads(line)
                articles[(label, int(row["article_no"]))] = row
    return articles


@dataclass(frozen=True)
class Scenario:
    slug: str
    question: str
    # Answer text with {LAW:ARTICLE} placeholders; LAW is a key of LAW_FILES or an
    # abbreviation below.
    text: str
    evidence: tuple[tuple[str, int], ...]


LAW_KEYS = {"GDPR": "GDPR", "AIA": "EU AI Act"}

SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        "lawful-basis",
        "On what legal basis may an online shop process customer data for marketing?",
        "Short answer: the shop needs a lawful basis for every processing purpose.\n\n"
        "Processing is lawful only where at least one basis applies, such as consent, "
        "performance of a contract or the controller's legitimate interests {GDPR:6}. "
        "Where the shop relies on consent, it must be able to demonstrate that the "
        "customer consented {GDPR:7}. The customer may withdraw consent at any time, "
        "and withdrawing must be as easy as giving it {GDPR:7}.\n\n"
        "Direct marketing can also rest on legitimate interests, but the customer can "
        "object to it at any time {GDPR:21}.",
        (("GDPR", 6), ("GDPR", 7), ("GDPR", 21), ("GDPR", 5)),
    ),
    Scenario(
        "erasure",
        "A former employee asks us to delete all their data. Do we have to?",
        "In many cases, yes. The data subject has the right to obtain erasure of "
        "personal data without undue delay where one of the listed grounds applies, "
        "for example where the data are no longer necessary {GDPR:17}. The right does "
        "not apply where processing is necessary to comply with a legal obligation, so "
        "payroll records kept under tax law may be retained {GDPR:17}.\n\n"
        "- Tell any recipients of the data about the erasure {GDPR:19}.\n"
        "- Answer the request within one month of receiving it {GDPR:12}.",
        (("GDPR", 17), ("GDPR", 19), ("GDPR", 12), ("GDPR", 16)),
    ),
    Scenario(
        "breach",
        "We discovered that a laptop with unencrypted customer files was stolen. "
        "What now?",
        "## Notify the supervisory authority\n\n"
        "A personal data breach must be notified to the supervisory authority "
        "without undue delay and, where feasible, within 72 hours of becoming aware "
        "of it {GDPR:33}. The notification must describe the nature of the breach, "
        "its likely consequences and the measures taken {GDPR:33}.\n\n"
        "## Inform the customers\n\n"
        "Where the breach is likely to result in a high risk to their rights and "
        "freedoms, the affected customers must be told without undue delay "
        "{GDPR:34}. Had the files been encrypted, that communication might not be "
        "required "
        "{GDPR:34}.",
        (("GDPR", 33), ("GDPR", 34), ("GDPR", 32), ("GDPR", 4)),
    ),
    Scenario(
        "dpo",
        "Does a mid-sized hospital group need a data protection officer?",
        "Yes. A controller must designate a data protection officer where its core "
        "activities consist of processing special categories of data on a large scale, "
        "and health data is such a category {GDPR:37} {GDPR:9}. The officer must be "
        "involved properly and in a timely manner in all data protection issues "
        "{GDPR:38}. Among other tasks, the officer monitors compliance and cooperates "
        "with the supervisory authority {GDPR:39}.",
        (("GDPR", 37), ("GDPR", 38), ("GDPR", 39), ("GDPR", 9)),
    ),
    Scenario(
        "processor",
        "What must our contract with a cloud hosting provider contain?",
        "The hosting provider acts as a processor, and processing by a processor must "
        "be governed by a binding contract {GDPR:28}. The contract must require the "
        "processor to act only on documented instructions and to ensure that its staff "
        "are bound by confidentiality {GDPR:28}. The processor may not engage another "
        "processor without prior written authorisation of the controller {GDPR:28}. "
        "Both parties must also keep records of processing activities {GDPR:30}.",
        (("GDPR", 28), ("GDPR", 29), ("GDPR", 30), ("GDPR", 32)),
    ),
    Scenario(
        "transfers",
        "Can we store HR data with a provider in a country outside the EU?",
        "A transfer to a third country may take place where the Commission has decided "
        "that the country ensures an adequate level of protection {GDPR:45}. Without "
        "such a decision, the transfer needs appropriate safeguards such as standard "
        "data protection clauses {GDPR:46}. Derogations for specific situations exist "
        "but should be read narrowly {GDPR:49}.",
        (("GDPR", 44), ("GDPR", 45), ("GDPR", 46), ("GDPR", 49)),
    ),
    Scenario(
        "fines",
        "How high can a GDPR fine be for ignoring a data subject's access request?",
        "Infringements of the data subjects' rights are subject to administrative "
        "fines of up to 20 000 000 EUR or up to 4 % of total worldwide annual "
        "turnover, whichever is higher {GDPR:83}. When deciding on the amount, the "
        "authority considers the nature, gravity and duration of the infringement "
        "{GDPR:83}. The right of access itself covers a copy of the personal data "
        "undergoing "
        "processing {GDPR:15}.",
        (("GDPR", 83), ("GDPR", 84), ("GDPR", 15)),
    ),
    Scenario(
        "dpia",
        "Do we need an impact assessment before rolling out video analytics in stores?",
        "Where processing is likely to result in a high risk, the controller must "
        "carry out a data protection impact assessment before the processing starts "
        "{GDPR:35}. Systematic monitoring of a publicly accessible area on a large "
        "scale is expressly listed as requiring one {GDPR:35}. If the assessment "
        "shows a high risk that cannot be mitigated, the supervisory authority must "
        "be "
        "consulted first {GDPR:36}.",
        (("GDPR", 35), ("GDPR", 36), ("GDPR", 25)),
    ),
    Scenario(
        "prohibited-ai",
        "Is emotion recognition software allowed for monitoring employees?",
        "Placing on the market or using AI systems to infer emotions of a natural "
        "person in the areas of workplace and education institutions is a prohibited "
        "practice, except for medical or safety reasons {AIA:5}. The prohibitions have "
        "applied since 2 February 2025 {AIA:113}.",
        (("EU AI Act", 5), ("EU AI Act", 113), ("EU AI Act", 3)),
    ),
    Scenario(
        "high-risk",
        "Is our CV-screening tool a high-risk AI system?",
        "Very likely. AI systems listed in Annex III are considered high-risk, and "
        "the employment area, including recruitment and selection, is listed there "
        "{AIA:6}. A provider may show that a listed system does not pose a "
        "significant risk, but must document that assessment {AIA:6}. High-risk "
        "systems must have a risk management system running throughout their "
        "lifecycle {AIA:9}, and training "
        "data must meet quality criteria {AIA:10}.",
        (("EU AI Act", 6), ("EU AI Act", 9), ("EU AI Act", 10), ("EU AI Act", 7)),
    ),
    Scenario(
        "chatbot-transparency",
        "Do we have to tell website visitors that they are chatting with an AI?",
        "Yes. Providers must ensure that AI systems intended to interact directly with "
        "natural persons are designed so that the persons are informed that they are "
        "interacting with an AI system {AIA:50}. Synthetic audio, image, video or text "
        "content must be marked as artificially generated {AIA:50}.",
        (("EU AI Act", 50), ("EU AI Act", 3), ("EU AI Act", 52)),
    ),
    Scenario(
        "ai-penalties",
        "What penalties apply if we deploy a prohibited AI practice?",
        "Non-compliance with the prohibited practices is subject to administrative "
        "fines of up to 35 000 000 EUR or up to 7 % of total worldwide annual "
        "turnover, whichever is higher {AIA:99}. Member States lay down the rules on "
        "penalties "
        "and must notify them to the Commission {AIA:99}.",
        (("EU AI Act", 99), ("EU AI Act", 5), ("EU AI Act", 101)),
    ),
    Scenario(
        "ai-and-gdpr",
        "Our high-risk AI system processes health data. Which rules apply?",
        "Both regimes apply at once. Health data is a special category whose "
        "processing is prohibited unless an exception applies {GDPR:9}. The AI Act "
        "allows providers to process special categories exceptionally for bias "
        "detection and correction, subject to safeguards {AIA:10}. Deployers should "
        "also carry "
        "out a data protection impact assessment {GDPR:35}.",
        (("GDPR", 9), ("EU AI Act", 10), ("GDPR", 35), ("GDPR", 5), ("EU AI Act", 5)),
    ),
)

# Spellings an assistant uses that neither the evidence nor the law catalogue knows
# (the catalogue already maps "General Data Protection Regulation" and "AI Act"):
# the alias QA should find.
LABEL_VARIANTS = {"GDPR": "Data Protection Reg.", "EU AI Act": "EU AI Regulation"}
# A quotation no passage contains, for the misquotation variant.
MISQUOTATION = "the controller may set this obligation aside whenever it is convenient"
FOREIGN_LAWS = (
    "ePrivacy Directive, Article 5(3)",
    "Data Act, Article 4",
    "NIS2, Art. 21",
)
UNCITED_CLAIMS = (
    "Supervisory authorities rarely fine small companies for a first infringement.",
    "Most controllers can rely on legitimate interests for any analytics purpose.",
    "In practice the authority will accept a notification sent a week late.",
)

# The failure each variant injects, with its share of the demo set.
VARIANTS = (
    ("clean", 4),
    ("article_not_in_evidence", 2),
    ("label_mismatch", 2),
    ("law_not_in_evidence", 1),
    ("malformed", 1),
    ("ambiguous", 1),
    ("uncited", 2),
    # Verifier 3: citations in prose, checked exactly like brackets.
    ("prose", 2),
    ("prose_not_in_evidence", 1),
    ("nonexistent_article", 1),
    ("misquotation", 1),
    ("bad_pinpoint", 1),
)

PLACEHOLDER = re.compile(r"\{(?P<law>GDPR|AIA):(?P<article>\d+)\}")


@dataclass(frozen=True)
class DemoAnswer:
    external_id: str
    source: str
    question: str
    text: str
    evidence: tuple[EvidenceChunk, ...]
    age_hours: float


def _cite(law: str, article: int | str) -> str:
    return f"[{law}, Article {article}]"


def _render(scenario: Scenario, variant: str, rng: random.Random) -> str:
    matches = list(PLACEHOLDER.finditer(scenario.text))
    target = rng.randrange(len(matches))
    cited = {(LAW_KEYS[m["law"]], int(m["article"])) for m in matches}
    in_evidence = set(scenario.evidence)

    # re.sub passes fresh match objects: find the target by its span.
    spans = [m.span() for m in matches]

    def by_span(match: re.Match[str]) -> str:
        law, article = LAW_KEYS[match["law"]], int(match["article"])
        if spans.index(match.span()) != target:
            return _cite(law, article)
        return _inject(variant, law, article, in_evidence | cited, rng)

    text = PLACEHOLDER.sub(by_span, scenario.text)
    # Some faulty answers also carry an uncited claim, as real ones do.
    if variant == "uncited" or (variant != "clean" and rng.random() < 0.4):
        text += " " + rng.choice(UNCITED_CLAIMS)
    return text


def _inject(
    variant: str,
    law: str,
    article: int,
    known: set[tuple[str, int]],
    rng: random.Random,
) -> str:
    if variant == "article_not_in_evidence":
        missing = next(
            a for a in range(article + 1, article + 40) if (law, a) not in known
        )
        return _cite(law, missing)
    if variant == "label_mismatch":
        return _cite(LABEL_VARIANTS[law], article)
    if variant == "law_not_in_evidence":
        return f"[{rng.choice(FOREIGN_LAWS)}]"
    if variant == "malformed":
        return f"[{law}, Article]"
    if variant == "ambiguous":
        return f"[Article {article}]"
    if variant == "prose":
        return f"(see Article {article} of the {law})"
    if variant == "prose_not_in_evidence":
        missing = next(
            a for a in range(article + 1, article + 40) if (law, a) not in known
        )
        return f"(as Article {missing} of the {law} provides)"
    if variant == "nonexistent_article":
        return _cite(law, 200)
    if variant == "misquotation":
        return f"(in the words of the law, “{MISQUOTATION}”) {_cite(law, article)}"
    if variant == "bad_pinpoint":
        return _cite(law, f"{article}(9)(z)")
    return _cite(law, article)


def _evidence(scenario: Scenario, variant: str, rng: random.Random) -> tuple:
    keys = list(scenario.evidence)
    if variant == "ambiguous":
        # A label-less citation is ambiguous only when two laws hold that article.
        other = "EU AI Act" if keys[0][0] == "GDPR" else "GDPR"
        keys += [(other, number) for _, number in keys if (other, number) in corpus()]
    chunks = []
    for position, (law, article) in enumerate(keys):
        row = corpus()[(law, article)]
        chunks.append(
            EvidenceChunk(
                chunk_id=f"{law.lower().replace(' ', '-')}-{article}-{position}",
                law_label=law,
                article=article,
                text=row["text"][:MAX_PASSAGE_CHARS],
                score=round(0.93 - 0.05 * position - rng.random() * 0.04, 3),
                citation_key=f"{law}:{article}",
            )
        )
    return tuple(chunks)


def demo_answers(count: int = 60, seed: int = 2026) -> Iterator[DemoAnswer]:
    """Yield `count` demo answers, the same ones for the same seed."""
    rng = random.Random(seed)
    weighted = [name for name, weight in VARIANTS for _ in range(weight)]
    for number in range(count):
        scenario = SCENARIOS[number % len(SCENARIOS)]
        variant = "clean" if number < len(SCENARIOS) // 2 else rng.choice(weighted)
        yield DemoAnswer(
            external_id=f"demo-{number:04d}-{scenario.slug}-{variant}",
            source="assistant-prod" if number % 4 else "assistant-beta",
            question=scenario.question,
            text=_render(scenario, variant, rng),
            evidence=_evidence(scenario, variant, rng),
            # Mostly recent, with a tail past the 24-hour review deadline.
            age_hours=rng.triangular(0.2, 40.0, 3.0),
        )
