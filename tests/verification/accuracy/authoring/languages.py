# ruff: noqa: E501  (answer text is data: its lines break where the prose does)
"""Prose references in French, Spanish, Italian, Portuguese, Dutch, Polish, Vietnamese,
Indonesian, Chinese, Japanese and Korean answers."""

from __future__ import annotations

from authoring.answer import Answer

FRENCH = [
    Answer(
        "fr-001",
        """## Droit à l'effacement

Oui : selon ⟦l'article 17 du RGPD|v⟧, vous pouvez obtenir l'effacement de vos données \
lorsqu'elles ne sont plus nécessaires. Le responsable doit vous répondre dans un délai \
d'un mois (⟦article 12, paragraphe 3, du RGPD|u:anie⟧). Le consentement est défini à \
⟦l'article 4 du RGPD|u:anie⟧.""",
        ["gdpr:17"],
        "prose_fr",
    ),
    Answer(
        "fr-002",
        """Les contrats doivent être exécutés de bonne foi (⟦art. 1104 C. civ.|v⟧). \
⟦L'article 1217 du Code civil|v⟧ énumère les sanctions de l'inexécution, et \
⟦l'article 1218 du Code civil|u:anie⟧ définit la force majeure. Le principe de \
⟦l'article 1103 du Code civil|v⟧ reste central.""",
        ["cc:1104", "cc:1217", "cc:1103"],
        "prose_fr",
        aliases={"C. civ.": "Code civil"},
    ),
    Answer(
        "fr-003",
        """Le traitement fondé sur le consentement relève de \
⟦l'article 6, paragraphe 1, point a), du RGPD|v⟧ ; le retrait du consentement est \
régi par ⟦l'article 7, paragraphe 3, du RGPD|v⟧. Les données sensibles relèvent de \
⟦l'article 9 du RGPD|u:anie⟧ et ⟦les articles 13 et 14 du RGPD|u:anie⟧ imposent \
l'information des personnes.""",
        ["gdpr:6", "gdpr:7"],
        "prose_fr",
    ),
    Answer(
        "fr-004",
        """Le salarié licencié a droit à un préavis de deux mois \
(⟦art. L1234-1 du Code du travail|v@article_id⟧). Un licenciement sans cause réelle et \
sérieuse ouvre droit à réparation selon ⟦l'article L1235-3 du Code du travail|u:anie@article_id⟧.""",
        ["ct:L1234-1"],
        "prose_fr",
    ),
    Answer(
        "fr-005",
        """La recherche scientifique constitue une base autonome au titre de \
⟦l'article 6, paragraphe 1, point g), du RGPD|u:pin~paragraph 1 has points (a)-(f)⟧. \
Sinon, ⟦l'article 6, paragraphe 1, point f), du RGPD|v⟧ (intérêt \
légitime) peut servir, et la notification des violations relève de \
⟦l'article 33 du RGPD|u:anie⟧.""",
        ["gdpr:6"],
        "prose_fr",
    ),
]

SPANISH = [
    Answer(
        "es-001",
        """**Respuesta:** sí, puede pedir la supresión de sus datos conforme al \
⟦artículo 17 del RGPD|v⟧. El responsable debe informarle de forma transparente \
(⟦artículo 12 del RGPD|u:anie⟧). La base jurídica se encuentra en \
⟦el artículo 6.1.a) del RGPD|v⟧.""",
        ["gdpr:17", "gdpr:6"],
        "prose_es",
    ),
    Answer(
        "es-002",
        """El contrato se extingue por mutuo acuerdo según el \
⟦artículo 49.1.a) del Estatuto de los Trabajadores|v⟧. Si el despido es improcedente, \
la indemnización es de 33 días por año (⟦art. 56.1 ET|v⟧). El despido objetivo exige \
comunicación escrita (⟦art. 53.1 ET|v⟧) y el despido disciplinario se regula en el \
⟦artículo 54 del Estatuto de los Trabajadores|u:anie⟧. Las vacaciones están en el \
⟦art. 38 ET|u:anie⟧.""",
        ["et:49", "et:53", "et:56"],
        "prose_es",
        aliases={"ET": "Estatuto de los Trabajadores"},
    ),
    Answer(
        "es-003",
        """Según el ⟦artículo 50 del Reglamento de Inteligencia Artificial|v~"Reglamento \
de Inteligencia Artificial" is the Spanish name of the EU AI Act⟧, los proveedores \
deben informar a las personas que interactúan con un sistema de IA. El \
⟦artículo 52 del Reglamento de IA|u:anie⟧ trata de los modelos de uso general.""",
        ["ai:50"],
        "prose_es",
    ),
    Answer(
        "es-004",
        """Debe notificar la brecha a la autoridad en 72 horas (⟦artículo 33 del RGPD|v⟧) \
y comunicarla a los afectados si el riesgo es alto (⟦artículo 34 del Reglamento \
General de Protección de Datos|v~Spanish name of the GDPR⟧). La autoridad puede \
publicarla según el ⟦artículo 33.6 del RGPD|u:pin~Article 33 has paragraphs 1-5⟧.""",
        ["gdpr:33", "gdpr:34"],
        "prose_es",
    ),
]

ITALIAN = [
    Answer(
        "it-001",
        """In base all'⟦articolo 17 del GDPR|v⟧, l'interessato ha diritto alla \
cancellazione. Il consenso è disciplinato dall'⟦art. 7 GDPR|v⟧, mentre la base giuridica \
del legittimo interesse si trova nell'⟦art. 6, par. 1, lett. f) GDPR|u:anie⟧.""",
        ["gdpr:17", "gdpr:7"],
        "prose_it",
    ),
    Answer(
        "it-002",
        """Il recesso dal contratto a tempo indeterminato richiede il preavviso \
(⟦art. 2118 c.c.|v⟧); la giusta causa consente il recesso immediato \
(⟦art. 2119 c.c.|v⟧). La tutela reale è prevista dall'⟦articolo 18 dello Statuto dei \
lavoratori|u:lnie⟧, e il patto di non concorrenza dall'⟦art. 2125 c.c.|u:anie⟧.""",
        ["ccit:2118", "ccit:2119"],
        "prose_it",
        aliases={"c.c.": "Codice civile"},
    ),
    Answer(
        "it-003",
        """Secondo l'⟦articolo 2119 del codice civile|v⟧ il recesso per giusta causa non \
richiede preavviso. L'⟦articolo 2120 del codice civile|u:anie⟧ disciplina il TFR.""",
        ["ccit:2119"],
        "prose_it",
    ),
    Answer(
        "it-004",
        """Il trattamento è lecito se necessario all'esecuzione di un contratto \
(⟦art. 6, par. 1, lett. b), del GDPR|v⟧). Le ricerche di mercato sono disciplinate \
dall'⟦art. 6, par. 5, GDPR|u:pin~Article 6 has paragraphs 1-4⟧, e le sanzioni \
sono nell'⟦art. 83 del Regolamento (UE) 2016/679|u:anie⟧.""",
        ["gdpr:6"],
        "prose_it",
    ),
]

PORTUGUESE = [
    Answer(
        "pt-001",
        """Nos termos do ⟦artigo 17.º do RGPD|v⟧, o titular tem direito ao apagamento dos \
dados. O consentimento é uma das bases de licitude previstas no \
⟦art. 6.º, n.º 1, alínea a), do RGPD|v⟧. O direito de oposição consta do \
⟦artigo 21.º do RGPD|u:anie⟧.""",
        ["gdpr:17", "gdpr:6"],
        "prose_pt",
    ),
    Answer(
        "pt-002",
        """É proibido o despedimento sem justa causa (⟦artigo 338.º do Código do \
Trabalho|v⟧). Constitui justa causa o comportamento culposo grave do trabalhador \
(⟦art. 351.º, n.º 1, do Código do Trabalho|v⟧). A compensação por despedimento \
coletivo consta do ⟦artigo 366.º do Código do Trabalho|u:anie⟧, e o aviso prévio do \
⟦artigo 400.º do Código do Trabalho|u:anie⟧.""",
        ["ctpt:338", "ctpt:351"],
        "prose_pt",
    ),
    Answer(
        "pt-003",
        """O titular tem direito de acesso aos seus dados (⟦artigo 15.º do RGPD|v⟧), \
incluindo uma cópia gratuita (⟦art. 15.º, n.º 3, do RGPD|v⟧). Decisões automatizadas \
estão reguladas no ⟦artigo 22.º do RGPD|u:anie⟧, e a lista dos destinatários por \
nome consta da ⟦alínea i) do n.º 1 do artigo 15.º do RGPD|u:pin~paragraph 1 has points (a)-(h)⟧.""",
        ["gdpr:15"],
        "prose_pt",
    ),
]

DUTCH = [
    Answer(
        "nl-001",
        """Op grond van ⟦artikel 17 AVG|v⟧ kunt u verzoeken om wissing van uw gegevens. \
Toestemming is een grondslag volgens ⟦artikel 6 lid 1 sub a AVG|v⟧. Het recht op \
inzage staat in ⟦art. 15 van de AVG|u:anie⟧, en het recht op bezwaar in \
⟦artikel 21 AVG|u:anie⟧.""",
        ["gdpr:17", "gdpr:6"],
        "prose_nl",
    ),
    Answer(
        "nl-002",
        """De werkgever kan opzeggen als daar een redelijke grond voor is \
(⟦artikel 7:669 BW|v@article_id~colon-numbered article of the Dutch Civil Code⟧). De \
transitievergoeding volgt uit ⟦artikel 7:673 BW|u:anie@article_id⟧. De meldplicht \
datalekken staat in ⟦artikel 33 AVG|u:lnie~the GDPR is not in this evidence⟧.""",
        ["bw:7:669"],
        "prose_nl",
    ),
    Answer(
        "nl-003",
        """**Kort antwoord:** ja, u moet een datalek binnen 72 uur melden \
(⟦artikel 33, eerste lid, AVG|v⟧). Betrokkenen moet u informeren bij een hoog risico \
(⟦art. 34 lid 1 AVG|v⟧). De boete kan oplopen tot 10 miljoen euro volgens \
⟦artikel 83, vierde lid, van de AVG|u:anie⟧, en de functionaris gegevensbescherming \
moet betrokken worden (⟦artikel 38 AVG|u:anie⟧).""",
        ["gdpr:33", "gdpr:34"],
        "prose_nl",
    ),
]

POLISH = [
    Answer(
        "pl-001",
        """Zgodnie z ⟦art. 17 RODO|v~RODO is the Polish name of the GDPR⟧ masz prawo do \
usunięcia danych. Podstawą przetwarzania może być zgoda (⟦art. 6 ust. 1 lit. a \
RODO|v⟧). Prawo dostępu reguluje ⟦art. 15 RODO|u:anie⟧, a prawo sprzeciwu \
⟦art. 21 RODO|u:anie⟧.""",
        ["gdpr:17", "gdpr:6"],
        "prose_pl",
    ),
    Answer(
        "pl-002",
        """Umowa o pracę rozwiązuje się m.in. na mocy porozumienia stron \
(⟦art. 30 § 1 Kodeksu pracy|v⟧). Pracodawca może rozwiązać umowę bez wypowiedzenia \
z winy pracownika (⟦art. 52 § 1 k.p.|v⟧). Okresy wypowiedzenia określa \
⟦art. 36 Kodeksu pracy|u:anie⟧, a urlop wypoczynkowy ⟦art. 154 k.p.|u:anie⟧.""",
        ["kp:30", "kp:52"],
        "prose_pl",
        aliases={"k.p.": "Kodeks pracy", "Kodeksu pracy": "Kodeks pracy"},
    ),
    Answer(
        "pl-003",
        """Naruszenie trzeba zgłosić w ciągu 72 godzin (⟦art. 33 ust. 1 RODO|v⟧). \
Organ nadzorczy publikuje zgłoszenia na podstawie ⟦art. 33 ust. 6 RODO|u:pin~Article \
33 has paragraphs 1-5⟧, a odszkodowanie reguluje ⟦art. 82 RODO|u:anie⟧.""",
        ["gdpr:33"],
        "prose_pl",
    ),
]

VIETNAMESE = [
    Answer(
        "vi-001",
        """Người lao động có quyền đơn phương chấm dứt hợp đồng nhưng phải báo trước ít \
nhất 45 ngày (⟦Điều 35 Bộ luật Lao động 2019|v⟧). Người sử dụng lao động được đơn \
phương chấm dứt khi người lao động thường xuyên không hoàn thành công việc, theo \
⟦Điều 36 của Bộ luật Lao động 2019|v⟧. Trợ cấp thôi việc được quy định tại \
⟦Điều 46 Bộ luật Lao động 2019|u:anie⟧.""",
        ["blld:35", "blld:36"],
        "prose_vi",
    ),
    Answer(
        "vi-002",
        """Người lao động làm đủ 12 tháng được nghỉ hằng năm 12 ngày \
(⟦khoản 1 Điều 113 Bộ luật Lao động 2019|v~the passage shows no numbered khoản: not \
checked⟧). Thời giờ làm việc bình thường được quy định tại \
⟦Điều 105 Bộ luật Lao động 2019|u:anie⟧.""",
        ["blld:113"],
        "prose_vi",
    ),
    Answer(
        "vi-003",
        """Theo ⟦Điều 17 GDPR|v⟧, chủ thể dữ liệu có quyền yêu cầu xóa dữ liệu. Theo \
⟦Điều 20 của GDPR|u:anie⟧, họ có quyền di chuyển dữ liệu.""",
        ["gdpr:17"],
        "prose_vi",
    ),
    Answer(
        "vi-004",
        """Sự đồng ý là một căn cứ hợp pháp theo ⟦điểm a khoản 1 Điều 6 GDPR|v⟧. Nghiên \
cứu khoa học là một căn cứ riêng theo ⟦điểm g khoản 1 Điều 6 GDPR|u:pin~paragraph 1 has \
points (a)-(f)⟧, và quyền phản đối nằm ở ⟦Điều 21 GDPR|u:anie⟧.""",
        ["gdpr:6"],
        "prose_vi",
    ),
]

INDONESIAN = [
    Answer(
        "id-001",
        """Dalam hal terjadi PHK, pengusaha wajib membayar uang pesangon sesuai \
⟦Pasal 156 ayat (1) UU Ketenagakerjaan|v⟧, dengan perhitungan menurut \
⟦Pasal 156 ayat (2) UU Ketenagakerjaan|v⟧. Hak cuti diatur dalam \
⟦Pasal 79 UU Ketenagakerjaan|v⟧, sedangkan PHK karena efisiensi diatur dalam \
⟦Pasal 164 UU Ketenagakerjaan|u:anie⟧.""",
        ["uuk:156", "uuk:79"],
        "prose_id",
    ),
    Answer(
        "id-002",
        """Menurut ⟦Pasal 17 GDPR|v⟧, subjek data berhak meminta penghapusan data. \
⟦Pasal 22 GDPR|u:anie⟧ mengatur pengambilan keputusan otomatis, dan \
⟦Pasal 156 ayat (5) UU Ketenagakerjaan|u:lnie⟧ tidak relevan di sini.""",
        ["gdpr:17"],
        "prose_id",
    ),
    Answer(
        "id-003",
        """Persetujuan merupakan dasar hukum menurut ⟦Pasal 6 ayat (1) huruf a GDPR|v⟧, \
sedangkan kepentingan yang sah diatur dalam ⟦Pasal 6 ayat (1) huruf f GDPR|v⟧. \
Penelitian ilmiah merupakan dasar tersendiri menurut ⟦Pasal 6 ayat (1) huruf g \
GDPR|u:pin⟧, dan ⟦Pasal 99 GDPR|u:anie⟧ mengatur denda bagi pengendali.""",
        ["gdpr:6"],
        "prose_id",
    ),
]

CHINESE = [
    Answer(
        "zh-001",
        """根据⟦《个人信息保护法》第13条|v⟧，取得个人同意是处理个人信息的合法性基础之一。\
处理目的已实现的，个人信息处理者应当主动删除个人信息（⟦个人信息保护法第47条|v⟧）。\
跨境提供个人信息的规则见⟦《个人信息保护法》第38条|u:anie⟧。""",
        ["pipl:13", "pipl:47"],
        "prose_zh",
    ),
    Answer(
        "zh-002",
        """⟦《个人信息保护法》第十三条|v~Chinese numerals⟧规定了处理个人信息的情形；\
⟦《个人信息保护法》第五十五条|u:anie~Chinese numerals⟧规定了个人信息保护影响评估。""",
        ["pipl:13"],
        "prose_zh",
    ),
    Answer(
        "zh-003",
        """根据⟦GDPR第17条|v⟧，数据主体有权要求删除其个人数据。⟦GDPR第20条|u:anie⟧\
规定了数据可携带权，⟦GDPR第200条|u:ne⟧规定了对中小企业的豁免。""",
        ["gdpr:17"],
        "prose_zh",
    ),
    Answer(
        "zh-004",
        """根据⟦《通用数据保护条例》第6条第1款|v~Chinese name of the GDPR⟧，处理须具备合法依据。\
⟦《个人信息保护法》第13条|u:lnie~the PIPL is not in this evidence⟧规定了类似的情形，\
而⟦GDPR第6条第5款|u:pin~Article 6 has paragraphs 1-4⟧规定了市场调查。""",
        ["gdpr:6"],
        "prose_zh",
    ),
]

JAPANESE = [
    Answer(
        "ja-001",
        """個人データを第三者に提供するには、原則として本人の同意が必要です\
（⟦個人情報保護法第27条第1項|v~the passage shows no numbered 項: not checked⟧）。\
本人は保有個人データの開示を請求できます（⟦個人情報保護法第33条|v⟧）。\
利用停止等については⟦個人情報保護法第35条|u:anie⟧を参照してください。""",
        ["appi:27", "appi:33"],
        "prose_ja",
    ),
    Answer(
        "ja-002",
        """解雇するには少なくとも30日前に予告しなければなりません（⟦労働基準法第20条|v⟧）。\
年次有給休暇は⟦労働基準法第39条|u:anie⟧に定められています。""",
        ["lsa:20"],
        "prose_ja",
    ),
    Answer(
        "ja-003",
        """⟦GDPR第17条|v⟧は消去権（忘れられる権利）を定めています。\
データポータビリティ権は⟦GDPR第20条|u:anie⟧、異議を述べる権利は⟦第21条|u:anie~bare \
第21条 after the GDPR was named⟧です。""",
        ["gdpr:17"],
        "prose_ja",
    ),
    Answer(
        "ja-004",
        """同意は適法な根拠の一つです（⟦GDPR第6条第1項|v⟧）。市場調査は⟦GDPR第6条第5項|u:pin~Article \
6 has paragraphs 1-4⟧に定められており、制裁金は⟦GDPR第83条|u:anie⟧に定められています。""",
        ["gdpr:6"],
        "prose_ja",
    ),
]

KOREAN = [
    Answer(
        "ko-001",
        """개인정보처리자는 정보주체의 동의를 받은 경우 개인정보를 수집할 수 있습니다\
(⟦개인정보 보호법 제15조제1항제1호|v⟧). 제3자 제공은 ⟦「개인정보 보호법」 제17조|v⟧에 \
따르며, 국외 이전은 ⟦개인정보 보호법 제28조의8|u:anie~an inserted article (28-8)⟧에 \
규정되어 있습니다.""",
        ["kpipa:15", "kpipa:17"],
        "prose_ko",
    ),
    Answer(
        "ko-002",
        """사용자는 정당한 이유 없이 근로자를 해고하지 못합니다(⟦근로기준법 제23조 제1항|v⟧). \
해고 예고는 ⟦같은 법 제26조|v~the same Act⟧에 따라 30일 전에 하여야 하며, \
⟦동법 제27조|u:anie~the same Act, not in the evidence⟧는 서면 통지를 요구합니다. """,
        ["klsa:23", "klsa:26"],
        "prose_ko",
    ),
    Answer(
        "ko-003",
        """⟦개인정보 보호법 제2조제1호|v~items of an article without paragraphs⟧는 개인정보를 \
정의하고, ⟦이 법 제2조제3호|v~this Act⟧는 정보주체를 정의합니다. 가명정보의 정의는 \
⟦개인정보 보호법 제2조제9호|u:pin~Article 2 has items 1-3 here⟧에 있다고 합니다.""",
        ["kpipa:2"],
        "prose_ko",
    ),
    Answer(
        "ko-004",
        """정보주체의 동의를 받으면 개인정보를 제공할 수 있습니다\
(⟦「개인정보 보호법」 제17조제1항제1호|v⟧). 동의를 받을 때에는 이용 목적을 알려야 합니다\
(⟦개인정보 보호법 제17조제2항|v⟧). 공공기관의 제공은 \
⟦개인정보 보호법 제17조제4항|u:pin~Article 17 has paragraphs 1-2⟧에 따릅니다.""",
        ["kpipa:17"],
        "prose_ko",
    ),
    Answer(
        "ko-005",
        """업무상 질병으로 휴업한 기간과 그 후 30일 동안은 해고하지 못합니다\
(⟦근로기준법 제23조제2항|v~paragraphs written on one line⟧). 부당해고 구제신청은 \
⟦근로기준법 제28조|u:anie⟧에 따르고, 경영상 해고는 ⟦근로기준법 제24조|u:anie⟧에 \
따릅니다.""",
        ["klsa:23"],
        "prose_ko",
    ),
    Answer(
        "ko-006",
        """⟦GDPR 제17조|v⟧는 삭제권을 정하고, ⟦개인정보 보호법 제36조|u:lnie~the PIPA is not \
in this evidence⟧도 정정ㆍ삭제를 규정합니다. ⟦GDPR 제200조|u:ne~the GDPR has 99 \
articles⟧는 존재하지 않습니다.""",
        ["gdpr:17"],
        "prose_ko",
    ),
    Answer(
        "ko-007",
        """수집과 제공의 근거는 ⟦개인정보 보호법 제15조|v⟧ 및 ⟦제17조|v~the second article of \
a list, of the same law⟧에 있습니다. ⟦Article 17 of the PIPA|v~the English alias⟧도 \
같은 내용입니다.""",
        ["kpipa:15", "kpipa:17"],
        "prose_ko",
    ),
]

GROUPS = {
    "prose_fr": FRENCH,
    "prose_es": SPANISH,
    "prose_it": ITALIAN,
    "prose_pt": PORTUGUESE,
    "prose_nl": DUTCH,
    "prose_pl": POLISH,
    "prose_vi": VIETNAMESE,
    "prose_id": INDONESIAN,
    "prose_zh": CHINESE,
    "prose_ja": JAPANESE,
    "prose_ko": KOREAN,
}
