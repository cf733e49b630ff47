# ruff: noqa: E501  (answer text is data: its lines break where the prose does)
"""Text that looks like a citation and is not one: it must never be flagged.

Each decoy sits in a realistic answer next to real citations, because a verifier that
flags nothing scores perfectly on decoys alone.
"""

from __future__ import annotations

from authoring.answer import Answer

DECOY = [
    Answer(
        "decoy-001",
        """## Can my employer change my hours?

Check ⟦Article 5 of the employment contract|d~contract clause⟧ first: it sets your \
hours. If it is silent, ⟦clause 12 of the agreement|d⟧ on variation may help. As noted \
in ⟦paragraph 3 above|d⟧, written notice is required \
(⟦Employment Rights Act 1996, s. 1|v@law_first⟧).""",
        ["era:1"],
        "decoy",
    ),
    Answer(
        "decoy-002",
        """I have summarised the options in ⟦section 2 of this memo|d⟧. ⟦Section 2 \
below|d⟧ gives the timeline, and ⟦section 4 of this answer|d⟧ lists the risks. The \
legal basis is ⟦Article 6(1)(b) GDPR|v@prose_en⟧.""",
        ["gdpr:6"],
        "decoy",
    ),
    Answer(
        "decoy-003",
        """The withdrawal ground in ⟦Article 17(1)(b) GDPR|v@quotation⟧ covers a data \
subject who "withdraws consent on which the processing is based according to point (a) \
of ⟦Article 6(1)|d~inside a quotation of the evidence⟧, or point (a) of \
⟦Article 9(2)|d~inside a quotation of the evidence⟧, and where there is no other legal \
ground for the processing".""",
        ["gdpr:17"],
        "decoy",
    ),
    Answer(
        "decoy-004",
        """Point (h) is narrow. The AI Act itself says it "is without prejudice to \
⟦Article 9 of Regulation (EU) 2016/679|d~inside a quotation of the evidence⟧ for the \
processing of biometric data for purposes other than law enforcement" \
⟦[EU AI Act, Article 5(1)]|v@bracket⟧.""",
        ["ai:5"],
        "decoy",
    ),
    Answer(
        "decoy-005",
        """The controller must act on "any communication under ⟦Articles 15 to 22|d~inside \
a quotation of the evidence⟧ and 34 relating to processing to the data subject in a \
concise, transparent, intelligible and easily accessible form" \
⟦[GDPR, Article 12(1)]|v@bracket⟧.""",
        ["gdpr:12"],
        "decoy",
    ),
    Answer(
        "decoy-006",
        """Die Abfindung setzt voraus, dass der Arbeitgeber „wegen dringender betrieblicher \
Erfordernisse nach ⟦§ 1 Abs. 2 Satz 1|d~inside a quotation of the evidence⟧“ kündigt \
(⟦§ 1a Abs. 1 KSchG|v@german⟧). Prüfen Sie außerdem ⟦§ 3 Ihres Arbeitsvertrags|d~German \
contract clause⟧ und ⟦§ 7 der Betriebsvereinbarung|d~works agreement⟧.""",
        ["kschg:1a"],
        "decoy",
    ),
    Answer(
        "decoy-007",
        """**Timeline**

- The GDPR has applied since ⟦25 May 2018|d~a date⟧ (⟦[GDPR, Article 99(2)]|v@bracket⟧).
- You have ⟦72 hours|d~a duration⟧ to notify a breach.
- Fines reach ⟦EUR 20 million or 4%|d~an amount⟧ of turnover.
- The old ⟦Directive 95/46/EC|d~a law named without an article⟧ was repealed.""",
        ["gdpr:99"],
        "decoy",
    ),
    Answer(
        "decoy-008",
        """This answer was drafted with ⟦GPT-4o|d~model name⟧ and checked against \
⟦Claude 3.5 Sonnet|d~model name⟧ and ⟦Llama 3.1 70B|d~model name⟧. Under \
⟦Article 50(1) of the AI Act|v@prose_en⟧, users must know they are talking to an AI \
system.""",
        ["ai:50"],
        "decoy",
    ),
    Answer(
        "decoy-009",
        """The ⟦Article 29 Working Party|d~the name of a body⟧ issued guidance on consent \
before the EDPB replaced it. The current rule is ⟦Article 7 of the GDPR|v@prose_en⟧. \
See also the judgment in ⟦Case C-131/12|d~a case number⟧ (Google Spain) and \
⟦C-311/18|d~a case number⟧ (Schrems II).""",
        ["gdpr:7"],
        "decoy",
    ),
    Answer(
        "decoy-010",
        """Your certification under ⟦ISO 27001|d~a standard⟧ and ⟦ISO/IEC 42001 clause \
6.1|d~a standard's clause⟧ helps, but it is not a legal requirement. Security is \
required by ⟦Article 32 GDPR|v@prose_en⟧; a ⟦SOC 2 Type II|d~an audit report⟧ report is \
voluntary.""",
        ["gdpr:32"],
        "decoy",
    ),
    Answer(
        "decoy-011",
        """Le salarié doit d'abord relire ⟦l'article 4 du contrat de travail|d~French \
contract clause⟧ et ⟦l'article 9 du règlement intérieur|d~company rules⟧. La loi impose \
un préavis (⟦article L1234-1 du Code du travail|v@article_id⟧).""",
        ["ct:L1234-1"],
        "decoy",
    ),
    Answer(
        "decoy-012",
        """راجع ⟦المادة 3 من العقد|d~Arabic contract clause⟧ و⟦البند 5 من العقد|d~Arabic \
contract clause⟧ قبل أي إجراء، ثم طبق ⟦المادة 80 من نظام العمل|v@arabic⟧.""",
        ["ar:80"],
        "decoy",
    ),
    Answer(
        "decoy-013",
        """| Step | What to do | Basis |
|---|---|---|
| ⟦Step 1|d~table row⟧ | Identify the data | ⟦Art. 30 of our privacy policy|d~a company \
document⟧ |
| ⟦Step 2|d~table row⟧ | Erase it | ⟦Art. 17 GDPR|v@prose_en⟧ |
| ⟦Step 3|d~table row⟧ | Confirm in writing | ⟦clause 9.1 of the NDA|d~contract \
clause⟧ |""",
        ["gdpr:17"],
        "decoy",
    ),
    Answer(
        "decoy-014",
        """As requested in ⟦point 2 of your email|d⟧, here is the short version. Please \
also review ⟦Schedule 1 of the contract|d⟧ and ⟦Annex 2 of the tender|d⟧. The only \
statutory rule is ⟦section 86(1) of the Employment Rights Act 1996|v@common_law⟧; \
⟦page 12|d⟧ of your handbook repeats it.""",
        ["era:86"],
        "decoy",
    ),
    Answer(
        "decoy-015",
        """Under ⟦Article 12 of the Articles of Association|d~company constitution, not a \
statute⟧, the board may appoint a DPO. The law itself requires one in the cases of \
⟦Article 37(1) GDPR|v@prose_en⟧. ⟦Section 5 of the employee handbook|d⟧ repeats the \
rule, and ⟦rule 3 of our house rules|d⟧ covers visitors.""",
        ["gdpr:37"],
        "decoy",
    ),
    Answer(
        "decoy-016",
        """Revise primero ⟦la cláusula 5 del contrato|d~Spanish contract clause⟧ y \
⟦el artículo 3 del convenio de empresa|d~company agreement⟧. La ley aplicable es el \
⟦artículo 49 del Estatuto de los Trabajadores|v@prose_es⟧.""",
        ["et:49"],
        "decoy",
    ),
    Answer(
        "decoy-017",
        """The GDPR (⟦Regulation (EU) 2016/679|d~the law's own name, no article⟧) and the \
AI Act (⟦Regulation (EU) 2024/1689|d~the law's own name, no article⟧) overlap. \
⟦Article 10 of the AI Act|u:anie@prose_en⟧ covers training data governance, while \
⟦Article 5 of the GDPR|v@prose_en⟧ sets the principles.""",
        ["gdpr:5", "ai:50"],
        "decoy",
    ),
    Answer(
        "decoy-018",
        """In ⟦2024|d~a year⟧ the company had ⟦250 employees|d~a count⟧ and ⟦3 sites|d⟧. \
The dismissal took place on ⟦1 March 2023|d~a date⟧ after ⟦12 years|d~a duration⟧ of \
service, so the notice is twelve weeks (⟦s. 86(1)(c) ERA 1996|v@common_law⟧).""",
        ["era:86"],
        "decoy",
        aliases={"ERA 1996": "Employment Rights Act 1996"},
    ),
    Answer(
        "decoy-019",
        """Nach ⟦Ziffer 4 des Arbeitsvertrags|d~German contract clause⟧ gilt eine \
Probezeit von ⟦sechs Monaten|d⟧. Gesetzlich gilt in der Probezeit eine Frist von zwei \
Wochen (⟦§ 622 Abs. 3 BGB|v@german⟧), siehe auch ⟦Abschnitt 2 unten|d~"Section 2 \
below" in German⟧.""",
        ["bgb:622"],
        "decoy",
    ),
    Answer(
        "decoy-020",
        """Model comparison for this question: ⟦Gemini 1.5 Pro|d~model name⟧ and \
⟦Mistral Large 2|d~model name⟧ both cite ⟦Article 17 of the GDPR|v@prose_en⟧; \
⟦Qwen2 72B|d~model name⟧ cites nothing. Version ⟦2.0|d⟧ of our tool adds \
⟦Table 3|d⟧.""",
        ["gdpr:17"],
        "decoy",
    ),
    Answer(
        "decoy-021",
        """1. Read the request.
2. Apply ⟦GDPR Article 15(3)|v@prose_en⟧: give a copy.
3. Check exemptions, as in ⟦step 2 above|d⟧.
4. See ⟦footnote 4|d⟧ and ⟦Appendix B|d⟧ for templates.""",
        ["gdpr:15"],
        "decoy",
    ),
    Answer(
        "decoy-022",
        """The statute sets the principle in its own words: "⟦Section 94|d~inside a \
quotation of the evidence⟧ does not apply to the dismissal of an employee unless he \
has been continuously employed for a period of not less than two years" \
(⟦s. 108(1) ERA 1996|v@quotation⟧).""",
        ["era:108"],
        "decoy",
        aliases={"ERA 1996": "Employment Rights Act 1996"},
    ),
    Answer(
        "decoy-023",
        """Les parties ont prévu à ⟦l'article 8 des statuts|d~company articles⟧ une clause \
de non-concurrence. Le ⟦paragraphe 2 ci-dessus|d~"paragraph 2 above" in French⟧ \
explique pourquoi elle est fragile. La bonne foi reste exigée \
(⟦article 1104 du Code civil|v@prose_fr⟧).""",
        ["cc:1104"],
        "decoy",
    ),
    Answer(
        "decoy-024",
        """Use ⟦Python 3.12|d⟧ and ⟦Django 5.2|d⟧ for the tool. Legally, the design must \
follow ⟦Article 25(1) GDPR|v@prose_en⟧. Our ⟦Article 7 of the Data Processing \
Agreement|d~a contract document⟧ also requires encryption.""",
        ["gdpr:25"],
        "decoy",
    ),
    Answer(
        "decoy-025",
        """The current UAE law is ⟦Federal Decree-Law No. 33 of 2021|d~a law's name and \
number, no article⟧, which replaced ⟦Federal Law No. 8 of 1980|d~a law's name and \
number, no article⟧. Notice rules are in ⟦Article 43 of Federal Decree-Law No. 33 of \
2021|v@prose_en⟧.""",
        ["uae:43"],
        "decoy",
    ),
    Answer(
        "decoy-026",
        """Undang-undang yang berlaku adalah ⟦UU No. 13 Tahun 2003|d~a law's number and \
year⟧ tentang Ketenagakerjaan; pesangon diatur dalam \
⟦Pasal 156 ayat (1) UU Ketenagakerjaan|v@prose_id⟧. Lihat juga ⟦butir 3 di atas|d~"item 3 \
above"⟧.""",
        ["uuk:156"],
        "decoy",
    ),
    Answer(
        "decoy-027",
        """日本の個人情報保護法（⟦平成15年法律第57号|d~the act's number: "Act No. 57 of 2003"⟧）は、\
第三者提供に本人の同意を求めています（⟦個人情報保護法第27条|v@prose_ja⟧）。\
⟦契約書第5条|d~"Article 5 of the contract"⟧も確認してください。""",
        ["appi:27"],
        "decoy",
    ),
    Answer(
        "decoy-028",
        """Chapter overview: the rights of the data subject sit in ⟦Chapter III of the \
GDPR|d~a chapter, not an article⟧. The right to erasure is \
⟦Article 17 GDPR|v@prose_en⟧; see also ⟦question 4 of the FAQ|d⟧ and \
⟦slide 12|d⟧ of the training deck.""",
        ["gdpr:17"],
        "decoy",
    ),
    Answer(
        "decoy-029",
        """Die Parteien haben in ⟦Artikel 5 des Arbeitsvertrags|d~German contract \
article⟧ eine Ausschlussfrist von ⟦drei Monaten|d⟧ vereinbart. Gesetzlich bleibt \
⟦§ 622 Abs. 1 BGB|v@german⟧ maßgeblich; ⟦Punkt 2 oben|d~"point 2 above"⟧ erklärt, \
warum.""",
        ["bgb:622"],
        "decoy",
    ),
    Answer(
        "decoy-030",
        """In ⟦Section 3 of this note|d⟧ I compare the options; ⟦Exhibit 4|d⟧ has the \
figures. The rule on access is ⟦Article 15(1) of the GDPR|v@prose_en⟧, and the \
company's own ⟦Section 8 of the Data Retention Policy|d~a company policy, not a \
statute⟧ sets a 6-year period.""",
        ["gdpr:15"],
        "decoy",
    ),
    Answer(
        "decoy-031",
        """Prüfen Sie zuerst ⟦§ 8 des Mietvertrags|d~German lease clause⟧ und \
⟦§ 3 der Arbeitsordnung|d~company work rules⟧. Gesetzlich gilt: Die Kündigung bedarf der \
Schriftform (⟦§ 623 BGB|v@german⟧).""",
        ["bgb:623"],
        "decoy",
    ),
    Answer(
        "decoy-032",
        """Controlla ⟦l'articolo 3 del contratto|d~Italian contract clause⟧ e \
⟦l'art. 12 del CCNL|d~collective agreement⟧. Per legge il preavviso è dovuto \
(⟦art. 2118 c.c.|v@prose_it⟧).""",
        ["ccit:2118"],
        "decoy",
        aliases={"c.c.": "Codice civile"},
    ),
    Answer(
        "decoy-033",
        """Lees eerst ⟦artikel 4 van de arbeidsovereenkomst|d~Dutch employment contract⟧ \
en ⟦artikel 9 van het personeelsreglement|d~staff rules⟧. Wettelijk geldt dat de \
werkgever een redelijke grond nodig heeft (⟦artikel 7:669 BW|v@article_id⟧).""",
        ["bw:7:669"],
        "decoy",
    ),
    Answer(
        "decoy-034",
        """请先查看⟦劳动合同第5条|d~"Article 5 of the labour contract"⟧和\
⟦员工手册第3条|d~"Article 3 of the employee handbook"⟧。法律层面，处理个人信息须取得同意\
（⟦个人信息保护法第13条|v@prose_zh⟧）。""",
        ["pipl:13"],
        "decoy",
    ),
    Answer(
        "decoy-035",
        """راجع ⟦المادة الخامسة من عقد العمل|d~"Article 5 of the employment contract"⟧ \
و⟦المادة 12 من لائحة تنظيم العمل الداخلية|d~the employer's internal work rules⟧، \
ثم ⟦المادة 84 من نظام العمل|v@arabic⟧.""",
        ["ar:84"],
        "decoy",
    ),
    Answer(
        "decoy-036",
        """Erasure is required when the data subject objects:

> (c) the data subject objects to the processing pursuant to \
⟦Article 21(1)|d~inside a block quotation of the evidence⟧ and there are no overriding \
legitimate grounds for the processing

⟦[GDPR, Article 17(1)(c)]|v@bracket⟧""",
        ["gdpr:17"],
        "decoy",
    ),
    Answer(
        "decoy-037",
        """Revise ⟦el artículo 12 del convenio colectivo|d~collective agreement⟧ y \
⟦la cláusula 7 de su contrato|d~contract clause⟧. En el peor de los casos, el despido \
improcedente da derecho a una indemnización (⟦art. 56.1 ET|v@prose_es⟧). En 2023 la \
empresa tenía ⟦más de 250 trabajadores|d~a count⟧.""",
        ["et:56"],
        "decoy",
        aliases={"ET": "Estatuto de los Trabajadores"},
    ),
    Answer(
        "decoy-038",
        """Przeczytaj ⟦§ 3 regulaminu pracy|d~Polish work rules⟧ oraz \
⟦pkt 4 umowy o pracę|d~"point 4 of the employment contract"⟧. Z mocy prawa pracodawca \
może rozwiązać umowę bez wypowiedzenia (⟦art. 52 § 1 k.p.|v@prose_pl⟧).""",
        ["kp:52"],
        "decoy",
        aliases={"k.p.": "Kodeks pracy"},
    ),
    Answer(
        "decoy-039",
        """Erasure also covers a data subject who objects “pursuant to \
⟦Article 21(1)|d~inside a short quotation of the evidence⟧” \
(⟦Article 17 GDPR|v@quotation⟧).""",
        ["gdpr:17"],
        "decoy",
    ),
    Answer(
        "decoy-040",
        """Objections made 'pursuant to \
⟦Article 21(2)|d~inside a single-quoted quotation of the evidence⟧' also lead to \
erasure (⟦Article 17(1)(c) GDPR|v@quotation⟧).""",
        ["gdpr:17"],
        "decoy",
    ),
    Answer(
        "decoy-041",
        """A withdrawal of consent given under ‘point (a) of \
⟦Article 6(1)|d~inside a short curly-single quotation of the evidence⟧’ ends the \
processing ⟦[GDPR, Article 17(1)(b)]|v@bracket⟧.""",
        ["gdpr:17"],
        "decoy",
    ),
    Answer(
        "decoy-ko-001",
        """정당한 이유 없는 해고는 금지됩니다(⟦근로기준법 제23조 제1항|v@prose_ko⟧). \
⟦취업규칙 제5조|d~company work rules⟧에 따른 징계, ⟦근로계약서 제3조|d~an employment \
contract⟧와 ⟦회사 내규 제7조|d~company rules⟧는 법률이 아닙니다. \
⟦근로계약서상 제4조|d~a contract, with a particle⟧도 같습니다.""",
        ["klsa:23"],
        "decoy",
    ),
]

LABELS = [
    Answer(
        "label-001",
        """Sie können die Löschung verlangen (⟦Art. 17 DSGVO|v@german⟧); in English, \
⟦Article 17 GDPR|v@prose_en~the evidence labels the law "DSGVO"⟧. Für die \
Einschränkung gilt ⟦Art. 18 DSGVO|u:anie@german⟧.""",
        ["gdpr:17=DSGVO"],
        "prose_en",
    ),
    Answer(
        "label-002",
        """Consent must be provable (⟦[GDPR, Article 7(1)]|v@bracket~the evidence labels \
the law "Regulation (EU) 2016/679"⟧) and can be withdrawn (⟦Art. 7(3) GDPR|v@prose_en⟧). \
Children's consent is in ⟦Art. 8 GDPR|u:anie@prose_en⟧.""",
        ["gdpr:7=Regulation (EU) 2016/679"],
        "prose_en",
    ),
    Answer(
        "label-003",
        """For a UK employer the principles are in ⟦Article 5 of the UK GDPR|v@prose_en⟧. \
⟦Article 5 of the GDPR|u@prose_en~the EU GDPR is another law: only the UK GDPR is in \
the evidence⟧ is the EU equivalent.""",
        ["gdpr:5=UK GDPR"],
        "prose_en",
    ),
]

GROUPS = {"decoy": DECOY, "labels": LABELS}
