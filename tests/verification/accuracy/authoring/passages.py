# ruff: noqa: E501  (answer text is data: its lines break where the prose does)
"""Passages of laws that are not in /work/shared/corpus, written for this set.

They are *plausible*, not authoritative: each is a short paraphrase in the shape of the
real provision (numbered subsections, lettered points) so that pinpoints and quotations
can be checked against it. Their chunk ids start with ``syn:`` in the JSONL so nobody
mistakes them for statute text. Keys are ``<law key>:<article id>``.
"""

from __future__ import annotations

from typing import Final

# law key -> law label as the evidence names it
LABELS: Final = {
    "era": "Employment Rights Act 1996",
    "sll": "Labour Law",
    "ar": "نظام العمل",
    "uae": "Federal Decree-Law No. 33 of 2021",
    "usc": "42 U.S.C.",
    "usc29": "29 U.S.C.",
    "ipc": "IPC",
    "hsa": "Housing (Scotland) Act 2006",
    "env": "Environment Act 2021",
    "wtr": "Working Time Regulations 1998",
    "tupe": "TUPE Regulations 2006",
    "etr": "Employment Tribunals Rules of Procedure 2013",
    "ct": "Code du travail",
    "et": "Estatuto de los Trabajadores",
    "ccit": "Codice civile",
    "ctpt": "Código do Trabalho",
    "bw": "Burgerlijk Wetboek",
    "kp": "Kodeks pracy",
    "blld": "Bộ luật Lao động 2019",
    "uuk": "UU Ketenagakerjaan",
    "pipl": "个人信息保护法",
    "appi": "個人情報保護法",
    "lsa": "労働基準法",
    "kpipa": "개인정보 보호법",
    "klsa": "근로기준법",
    "cp": "Codice penale",
    "echr": "ECHR",
    "dpd": "Directive 95/46/EC",
    "lcl": "劳动合同法",
    "ccc": "Cal. Civ. Code",
    "cfr": "29 C.F.R.",
    "eqa": "Equality Act 2010",
    "dpa": "DPA 2018",
    "ukgdpr": "UK GDPR",
    "ica": "Indian Contract Act, 1872",
    "esa": "Employment Standards Act, 2000",
    "fwa": "Fair Work Act 2009",
    "wtd": "Directive 2003/88/EC",
    "tfeu": "TFEU",
    "cfreu": "Charter of Fundamental Rights of the European Union",
    "agg": "Allgemeines Gleichbehandlungsgesetz",
    "betrvg": "BetrVG",
    "cal": "Cal. Lab. Code",
    # Corpus laws whose recitals and annexes the corpus does not hold (parts.py).
    "gdpr": "GDPR",
    "ai": "EU AI Act",
    # Brazilian laws, numbered in paragraphs "§ 1º" and incisos "I -" (reach.py).
    "lgpd": "LGPD",
    "clt": "CLT",
}

TEXTS: Final = {
    "era:1": (
        "(1) Where an employee begins employment with an employer, the employer shall "
        "give to the employee a written statement of particulars of employment.\n"
        "(2) The statement may be given in instalments and shall be given not later "
        "than the beginning of the employment."
    ),
    "era:86": (
        "(1) The notice required to be given by an employer to terminate the contract "
        "of employment of a person who has been continuously employed for one month "
        "or more—\n"
        "(a) is not less than one week's notice if his period of continuous employment "
        "is less than two years,\n"
        "(b) is not less than one week's notice for each year of continuous employment "
        "if his period of continuous employment is two years or more but less than "
        "twelve years, and\n"
        "(c) is not less than twelve weeks' notice if his period of continuous "
        "employment is twelve years or more.\n"
        "(2) The notice required to be given by an employee who has been continuously "
        "employed for one month or more to terminate his contract of employment is "
        "not less than one week."
    ),
    "era:94": (
        "(1) An employee has the right not to be unfairly dismissed by his employer.\n"
        "(2) Subsection (1) has effect subject to the following provisions of this "
        "Part and to the provisions of the Trade Union and Labour Relations "
        "(Consolidation) Act 1992."
    ),
    "era:95": (
        "(1) For the purposes of this Part an employee is dismissed by his employer "
        "if (and, subject to subsection (2), only if)—\n"
        "(a) the contract under which he is employed is terminated by the employer "
        "(whether with or without notice),\n"
        "(b) he is employed under a limited-term contract and that contract "
        "terminates by virtue of the limiting event without being renewed under the "
        "same contract, or\n"
        "(c) the employee terminates the contract under which he is employed (with "
        "or without notice) in circumstances in which he is entitled to terminate it "
        "without notice by reason of the employer's conduct.\n"
        "(2) An employee shall be taken to be dismissed by his employer for the "
        "purposes of this Part if the employer gives notice to terminate the contract "
        "and the employee gives counter-notice within the obligatory period."
    ),
    "era:97": (
        '(1) In this Part "the effective date of termination"—\n'
        "(a) in relation to an employee whose contract of employment is terminated by "
        "notice, means the date on which the notice expires,\n"
        "(b) in relation to an employee whose contract of employment is terminated "
        "without notice, means the date on which the termination takes effect."
    ),
    "era:98": (
        "(1) In determining for the purposes of this Part whether the dismissal of an "
        "employee is fair or unfair, it is for the employer to show—\n"
        "(a) the reason (or, if more than one, the principal reason) for the "
        "dismissal, and\n"
        "(b) that it is either a reason falling within subsection (2) or some other "
        "substantial reason of a kind such as to justify the dismissal of an "
        "employee holding the position which the employee held.\n"
        "(2) A reason falls within this subsection if it—\n"
        "(a) relates to the capability or qualifications of the employee for "
        "performing work of the kind which he was employed by the employer to do,\n"
        "(b) relates to the conduct of the employee,\n"
        "(c) is that the employee was redundant, or\n"
        "(d) is that the employee could not continue to work in the position which "
        "he held without contravention of a duty or restriction imposed by or under "
        "an enactment.\n"
        "(4) Where the employer has fulfilled the requirements of subsection (1), the "
        "determination of the question whether the dismissal is fair or unfair "
        "depends on whether in the circumstances the employer acted reasonably or "
        "unreasonably in treating it as a sufficient reason for dismissing the "
        "employee, and shall be determined in accordance with equity and the "
        "substantial merits of the case."
    ),
    "era:108": (
        "(1) Section 94 does not apply to the dismissal of an employee unless he has "
        "been continuously employed for a period of not less than two years ending "
        "with the effective date of termination."
    ),
    "era:139": (
        "(1) For the purposes of this Act an employee who is dismissed shall be taken "
        "to be dismissed by reason of redundancy if the dismissal is wholly or mainly "
        "attributable to—\n"
        "(a) the fact that his employer has ceased or intends to cease to carry on "
        "the business for the purposes of which the employee was employed by him, or\n"
        "(b) the fact that the requirements of that business for employees to carry "
        "out work of a particular kind have ceased or diminished."
    ),
    "sll:74": (
        "The work contract shall terminate in any of the following cases: (1) if both "
        "parties agree to terminate it, provided that the worker's consent is in "
        "writing; (2) if the period specified in the contract expires; (3) at the "
        "will of one party in contracts of indefinite duration."
    ),
    "sll:75": (
        "Where the contract is for an indefinite period, either party may terminate "
        "it based on a legitimate reason to be specified in a written notice to the "
        "other party at least sixty days before termination if the worker's wage is "
        "paid monthly, and thirty days for other workers."
    ),
    "sll:77": (
        "Unless the contract includes a specific compensation for its termination by "
        "one party for an illegitimate reason, the aggrieved party is entitled to "
        "compensation of fifteen days' wage for each year of the worker's service."
    ),
    "sll:80": (
        "The employer may not terminate the contract without an award, notice or "
        "compensation except in the following cases, provided that the worker is "
        "given an opportunity to state the reasons for objecting to the termination: "
        "(1) if the worker assaults the employer or a supervisor during work; (2) if "
        "the worker fails to perform his essential obligations under the contract."
    ),
    "sll:84": (
        "Upon termination of the work relationship, the employer shall pay the worker "
        "an end-of-service award of half a month's wage for each of the first five "
        "years and a one month's wage for each of the following years."
    ),
    "sll:98": (
        "A worker may not be actually employed for more than eight hours a day if "
        "the employer uses the daily work criterion, or more than forty-eight hours a "
        "week if he uses the weekly criterion."
    ),
    "sll:109": (
        "A worker shall be entitled to an annual leave of not less than twenty-one "
        "days, increased to a period of not less than thirty days if the worker "
        "spends five consecutive years in the service of the employer."
    ),
    "ar:74": (
        "ينتهي عقد العمل في أي من الأحوال الآتية: إذا اتفق الطرفان على إنهائه بشرط أن "
        "تكون موافقة العامل كتابية، أو إذا انتهت المدة المحددة في العقد."
    ),
    "ar:77": (
        "ما لم يتضمن العقد تعويضًا محددًا مقابل إنهائه من أحد الطرفين لسبب غير مشروع، "
        "يستحق الطرف المتضرر من إنهاء العقد تعويضًا أجر خمسة عشر يومًا عن كل سنة."
    ),
    "ar:80": (
        "لا يجوز لصاحب العمل فسخ العقد دون مكافأة أو إشعار العامل أو تعويضه إلا في "
        "الحالات الآتية، وبشرط أن يتيح له الفرصة لكي يبدي أسباب معارضته للفسخ."
    ),
    "ar:81": (
        "يحق للعامل أن يترك العمل دون إشعار، مع احتفاظه بحقوقه النظامية كلها، إذا لم "
        "يقم صاحب العمل بالوفاء بالتزاماته العقدية أو النظامية الجوهرية إزاء العامل."
    ),
    "ar:84": (
        "إذا انتهت علاقة العمل وجب على صاحب العمل أن يدفع إلى العامل مكافأة عن مدة "
        "خدمته تحسب على أساس أجر نصف شهر عن كل سنة من السنوات الخمس الأولى."
    ),
    "ar:109": (
        "يستحق العامل عن كل عام إجازة سنوية لا تقل مدتها عن واحد وعشرين يومًا، تزاد "
        "إلى مدة لا تقل عن ثلاثين يومًا إذا أمضى العامل في خدمة صاحب العمل خمس سنوات."
    ),
    "uae:29": (
        "The worker shall be entitled to a paid annual leave of not less than thirty "
        "days for each year of service."
    ),
    "uae:43": (
        "1. Either party may terminate the employment contract for a legitimate "
        "reason, provided that the other party is notified in writing.\n"
        "2. The notice period shall be agreed in the contract and shall be not less "
        "than thirty days and not more than ninety days."
    ),
    "uae:51": (
        "1. The full-time foreign worker who has completed one year or more of "
        "continuous service shall be entitled to an end-of-service gratuity at the "
        "end of his service.\n"
        "2. The gratuity shall be calculated on the basis of the basic wage."
    ),
    "usc:1983": (
        "Every person who, under color of any statute, ordinance, regulation, custom, "
        "or usage, of any State or Territory or the District of Columbia, subjects, "
        "or causes to be subjected, any citizen of the United States or other person "
        "within the jurisdiction thereof to the deprivation of any rights, "
        "privileges, or immunities secured by the Constitution and laws, shall be "
        "liable to the party injured in an action at law."
    ),
    "usc:2000e-2": (
        "(a) It shall be an unlawful employment practice for an employer—\n"
        "(1) to fail or refuse to hire or to discharge any individual, or otherwise "
        "to discriminate against any individual with respect to his compensation, "
        "terms, conditions, or privileges of employment, because of such "
        "individual's race, color, religion, sex, or national origin."
    ),
    "usc29:207": (
        "(a)(1) Except as otherwise provided in this section, no employer shall "
        "employ any of his employees who in any workweek is engaged in commerce or in "
        "the production of goods for commerce for a workweek longer than forty hours "
        "unless such employee receives compensation for his employment in excess of "
        "the hours above specified at a rate not less than one and one-half times the "
        "regular rate at which he is employed.\n"
        "(b) No employer shall be deemed to have violated subsection (a) by employing "
        "any employee for a workweek in excess of that specified in such subsection "
        "under a collective bargaining agreement."
    ),
    "ccc:1798.100": (
        "(a) A consumer shall have the right to request that a business that collects "
        "a consumer's personal information disclose to that consumer the categories "
        "and specific pieces of personal information the business has collected.\n"
        "(b) A business that controls the collection of a consumer's personal "
        "information shall, at or before the point of collection, inform consumers "
        "of the categories of personal information to be collected."
    ),
    "cfr:825.100": (
        "(a) The Family and Medical Leave Act of 1993 allows eligible employees of a "
        "covered employer to take job-protected, unpaid leave for up to a total of "
        "12 workweeks in any 12 months.\n"
        "(b) An employee on FMLA leave is also entitled to have health benefits "
        "maintained while on leave."
    ),
    "ipc:302": (
        "Whoever commits murder shall be punished with death, or imprisonment for "
        "life, and shall also be liable to fine."
    ),
    "ipc:420": (
        "Whoever cheats and thereby dishonestly induces the person deceived to "
        "deliver any property to any person shall be punished with imprisonment of "
        "either description for a term which may extend to seven years, and shall "
        "also be liable to fine."
    ),
    "hsa:83": (
        "(1) A local authority must prepare a scheme of assistance setting out the "
        "assistance it will provide to owners of houses in its area."
    ),
    "hsa:84": (
        "(1) A local authority may provide assistance in the form of grants or loans "
        "for the purpose of carrying out work to a house."
    ),
    "hsa:85": (
        "(1) Assistance may be provided only if the local authority is satisfied that "
        "the work is necessary to bring the house into a reasonable state of repair."
    ),
    "env:56": (
        "(1) The Secretary of State may by regulations make provision for the "
        "establishment of a deposit scheme.\n"
        "(2) Regulations under this section may require a scheme administrator to "
        "charge a deposit on the sale of a scheme item."
    ),
    "wtr:4": (
        "(1) Unless his employer has first obtained the worker's agreement in writing "
        "to perform such work, a worker's working time, including overtime, in any "
        "reference period shall not exceed an average of 48 hours for each seven "
        "days.\n"
        "(2) An employer shall take all reasonable steps to ensure that the limit "
        "specified in paragraph (1) is complied with in the case of each worker "
        "employed by him."
    ),
    "wtr:12": (
        "(1) Where a worker's daily working time is more than six hours, he is "
        "entitled to a rest break.\n"
        "(3) The rest break shall be an uninterrupted period of not less than 20 "
        "minutes."
    ),
    "wtr:13": (
        "(1) A worker is entitled to four weeks' annual leave in each leave year."
    ),
    "tupe:4": (
        "(1) A relevant transfer shall not operate so as to terminate the contract of "
        "employment of any person employed by the transferor and assigned to the "
        "organised grouping of resources or employees that is subject to the "
        "relevant transfer, which would otherwise be terminated by the transfer, but "
        "any such contract shall have effect after the transfer as if originally "
        "made between the person so employed and the transferee."
    ),
    "tupe:7": (
        "(1) Where either before or after a relevant transfer, any employee of the "
        "transferor or transferee is dismissed, that employee is to be treated as "
        "unfairly dismissed if the sole or principal reason for the dismissal is the "
        "transfer."
    ),
    "tupe:13": (
        "(1) In this regulation and regulation 14 references to affected employees "
        "mean any employees who may be affected by the transfer.\n"
        "(2) Long enough before a relevant transfer to enable the employer of any "
        "affected employees to consult the appropriate representatives, the employer "
        "shall inform those representatives of the fact that the transfer is to take "
        "place."
    ),
    "etr:2": (
        "The overriding objective of these Rules is to enable Employment Tribunals to "
        "deal with cases fairly and justly."
    ),
    "etr:3": (
        "A Tribunal shall wherever practicable and appropriate encourage the use by "
        "the parties of the services of Acas, judicial or other mediation, or other "
        "means of resolving their disputes by agreement."
    ),
    "ct:L1234-1": (
        "Lorsque le licenciement n'est pas motivé par une faute grave, le salarié a "
        "droit : 1° S'il justifie chez le même employeur d'une ancienneté de services "
        "continus inférieure à six mois, à un préavis dont la durée est déterminée "
        "par la loi ; 2° S'il justifie d'une ancienneté comprise entre six mois et "
        "moins de deux ans, à un préavis d'un mois ; 3° S'il justifie d'une "
        "ancienneté d'au moins deux ans, à un préavis de deux mois."
    ),
    "ct:L1234-9": (
        "Le salarié titulaire d'un contrat de travail à durée indéterminée, licencié "
        "alors qu'il compte 8 mois d'ancienneté ininterrompus au service du même "
        "employeur, a droit, sauf en cas de faute grave, à une indemnité de "
        "licenciement."
    ),
    "ct:L1232-1": (
        "Tout licenciement pour motif personnel est motivé dans les conditions "
        "définies par le présent chapitre. Il est justifié par une cause réelle et "
        "sérieuse."
    ),
    "et:49": (
        "1. El contrato de trabajo se extinguirá: a) Por mutuo acuerdo de las partes. "
        "b) Por las causas consignadas válidamente en el contrato. c) Por expiración "
        "del tiempo convenido."
    ),
    "et:53": (
        "1. La adopción del acuerdo de extinción al amparo de lo prevenido en el "
        "artículo anterior exige la comunicación escrita al trabajador expresando la "
        "causa."
    ),
    "et:56": (
        "1. Cuando el despido sea declarado improcedente, el empresario, en el plazo "
        "de cinco días desde la notificación de la sentencia, podrá optar entre la "
        "readmisión del trabajador o el abono de una indemnización equivalente a "
        "treinta y tres días de salario por año de servicio."
    ),
    "ccit:2118": (
        "Ciascuno dei contraenti può recedere dal contratto di lavoro a tempo "
        "indeterminato, dando il preavviso nel termine e nei modi stabiliti dagli usi "
        "o secondo equità."
    ),
    "ccit:2119": (
        "Ciascuno dei contraenti può recedere dal contratto prima della scadenza del "
        "termine, se il contratto è a tempo determinato, o senza preavviso, se il "
        "contratto è a tempo indeterminato, qualora si verifichi una causa che non "
        "consenta la prosecuzione, anche provvisoria, del rapporto."
    ),
    "ctpt:338": (
        "É proibido o despedimento sem justa causa ou por motivos políticos ou "
        "ideológicos."
    ),
    "ctpt:351": (
        "1 - Constitui justa causa de despedimento o comportamento culposo do "
        "trabalhador que, pela sua gravidade e consequências, torne imediata e "
        "praticamente impossível a subsistência da relação de trabalho."
    ),
    "bw:7:669": (
        "1. De werkgever kan de arbeidsovereenkomst opzeggen indien daar een redelijke "
        "grond voor is en herplaatsing van de werknemer binnen een redelijke termijn "
        "niet mogelijk is of niet in de rede ligt."
    ),
    "kp:30": (
        "§ 1. Umowa o pracę rozwiązuje się: 1) na mocy porozumienia stron; 2) przez "
        "oświadczenie jednej ze stron z zachowaniem okresu wypowiedzenia; 3) przez "
        "oświadczenie jednej ze stron bez zachowania okresu wypowiedzenia."
    ),
    "kp:52": (
        "§ 1. Pracodawca może rozwiązać umowę o pracę bez wypowiedzenia z winy "
        "pracownika w razie ciężkiego naruszenia przez pracownika podstawowych "
        "obowiązków pracowniczych."
    ),
    "blld:35": (
        "Người lao động có quyền đơn phương chấm dứt hợp đồng lao động nhưng phải "
        "báo trước cho người sử dụng lao động ít nhất 45 ngày nếu làm việc theo hợp "
        "đồng lao động không xác định thời hạn."
    ),
    "blld:36": (
        "Người sử dụng lao động có quyền đơn phương chấm dứt hợp đồng lao động khi "
        "người lao động thường xuyên không hoàn thành công việc theo hợp đồng lao "
        "động."
    ),
    "blld:113": (
        "Người lao động làm việc đủ 12 tháng cho một người sử dụng lao động thì được "
        "nghỉ hằng năm, hưởng nguyên lương theo hợp đồng lao động 12 ngày làm việc."
    ),
    "uuk:156": (
        "(1) Dalam hal terjadi pemutusan hubungan kerja, pengusaha diwajibkan "
        "membayar uang pesangon dan atau uang penghargaan masa kerja dan uang "
        "penggantian hak yang seharusnya diterima.\n"
        "(2) Perhitungan uang pesangon sebagaimana dimaksud dalam ayat (1) paling "
        "sedikit sebagai berikut: a. masa kerja kurang dari 1 (satu) tahun, 1 (satu) "
        "bulan upah."
    ),
    "uuk:79": (
        "(1) Pengusaha wajib memberi waktu istirahat dan cuti kepada pekerja/buruh."
    ),
    "pipl:13": (
        "符合下列情形之一的，个人信息处理者方可处理个人信息：（一）取得个人的同意；"
        "（二）为订立、履行个人作为一方当事人的合同所必需。"
    ),
    "pipl:47": (
        "有下列情形之一的，个人信息处理者应当主动删除个人信息；个人信息处理者未删除的，"
        "个人有权请求删除：（一）处理目的已实现、无法实现或者为实现处理目的不再必要。"
    ),
    "appi:27": (
        "個人情報取扱事業者は、次に掲げる場合を除くほか、あらかじめ本人の同意を得ないで、"
        "個人データを第三者に提供してはならない。"
    ),
    "appi:33": (
        "本人は、個人情報取扱事業者に対し、当該本人が識別される保有個人データの開示を"
        "請求することができる。"
    ),
    "kpipa:2": (
        "제2조(정의) 이 법에서 사용하는 용어의 뜻은 다음과 같다.\n"
        '1. "개인정보"란 살아 있는 개인에 관한 정보로서 개인을 알아볼 수 있는 정보를 말한다.\n'
        '2. "처리"란 개인정보의 수집, 생성, 연계, 기록, 저장, 보유, 이용, 제공을 말한다.\n'
        '3. "정보주체"란 처리되는 정보에 의하여 알아볼 수 있는 사람을 말한다.'
    ),
    "kpipa:15": (
        "제15조(개인정보의 수집ㆍ이용) ① 개인정보처리자는 다음 각 호의 어느 하나에 "
        "해당하는 경우에는 개인정보를 수집할 수 있으며 그 수집 목적의 범위에서 이용할 수 있다.\n"
        "1. 정보주체의 동의를 받은 경우\n"
        "2. 법률에 특별한 규정이 있거나 법령상 의무를 준수하기 위하여 불가피한 경우\n"
        "3. 정보주체와 체결한 계약을 이행하기 위하여 필요한 경우\n"
        "② 개인정보처리자는 동의를 받을 때에는 수집ㆍ이용 목적을 정보주체에게 알려야 한다."
    ),
    "kpipa:17": (
        "제17조(개인정보의 제공) ① 개인정보처리자는 다음 각 호의 어느 하나에 해당되는 "
        "경우에는 정보주체의 개인정보를 제3자에게 제공할 수 있다.\n"
        "1. 정보주체의 동의를 받은 경우\n"
        "2. 개인정보를 수집한 목적 범위에서 개인정보를 제공하는 경우\n"
        "② 개인정보처리자는 동의를 받을 때에는 개인정보를 제공받는 자와 이용 목적을 "
        "정보주체에게 알려야 한다."
    ),
    "klsa:23": (
        "제23조(해고 등의 제한) ① 사용자는 근로자에게 정당한 이유 없이 해고, 휴직, "
        "정직, 전직, 감봉, 그 밖의 징벌을 하지 못한다. "
        "② 사용자는 근로자가 업무상 부상 또는 질병의 요양을 위하여 휴업한 기간과 그 후 "
        "30일 동안은 해고하지 못한다."
    ),
    "klsa:26": (
        "사용자는 근로자를 해고하려면 적어도 30일 전에 예고를 하여야 하고, 30일 전에 "
        "예고를 하지 아니하였을 때에는 30일분 이상의 통상임금을 지급하여야 한다."
    ),
    "cp:416-bis": (
        "Chiunque fa parte di un'associazione di tipo mafioso formata da tre o più "
        "persone, è punito con la reclusione da dieci a quindici anni."
    ),
    "cp:416": (
        "Quando tre o più persone si associano allo scopo di commettere più delitti, "
        "coloro che promuovono o costituiscono od organizzano l'associazione sono "
        "puniti, per ciò solo, con la reclusione da tre a sette anni."
    ),
    "lsa:20": (
        "使用者は、労働者を解雇しようとする場合においては、少くとも三十日前にその予告を"
        "しなければならない。"
    ),
    "echr:8": (
        "1. Everyone has the right to respect for his private and family life, his "
        "home and his correspondence.\n"
        "2. There shall be no interference by a public authority with the exercise of "
        "this right except such as is in accordance with the law."
    ),
    "dpd:6": (
        "1. Member States shall provide that personal data must be:\n"
        "(a) processed fairly and lawfully;\n"
        "(b) collected for specified, explicit and legitimate purposes."
    ),
    "lcl:39": (
        "劳动者有下列情形之一的，用人单位可以解除劳动合同：\n"
        "（一）在试用期间被证明不符合录用条件的；\n"
        "（二）严重违反用人单位的规章制度的；\n"
        "（三）严重失职，营私舞弊，给用人单位造成重大损害的。"
    ),
    "eqa:13": (
        "(1) A person (A) discriminates against another (B) if, because of a "
        "protected characteristic, A treats B less favourably than A treats or would "
        "treat others.\n"
        "(2) If the protected characteristic is age, A does not discriminate against B "
        "if A can show A's treatment of B to be a proportionate means of achieving a "
        "legitimate aim."
    ),
    "dpa:45": (
        "(1) A data subject is entitled to obtain from the controller confirmation as "
        "to whether or not personal data concerning him or her is being processed.\n"
        "(2) Where that is the case, the data subject is entitled to access to the "
        "personal data."
    ),
    "ukgdpr:15": (
        "1. The data subject shall have the right to obtain from the controller "
        "confirmation as to whether or not personal data concerning him or her are "
        "being processed, and, where that is the case, access to the personal data."
    ),
    "ica:25": (
        "An agreement made without consideration is void, unless it is expressed in "
        "writing and registered, or is a promise to compensate for something done, or "
        "is a promise to pay a debt barred by limitation law."
    ),
    "esa:54": (
        "No employer shall terminate the employment of an employee who has been "
        "continuously employed for three months or more unless the employer has given "
        "to the employee written notice of termination."
    ),
    "fwa:394": (
        "(1) A person who has been dismissed may apply to the FWC for an order under "
        "Division 4 granting a remedy.\n"
        "(2) The application must be made within 21 days after the dismissal took "
        "effect."
    ),
    "wtd:7": (
        "1. Member States shall take the measures necessary to ensure that every "
        "worker is entitled to paid annual leave of at least four weeks.\n"
        "2. The minimum period of paid annual leave may not be replaced by an "
        "allowance in lieu, except where the employment relationship is terminated."
    ),
    "tfeu:101": (
        "1. The following shall be prohibited as incompatible with the internal "
        "market: all agreements between undertakings which have as their object or "
        "effect the prevention, restriction or distortion of competition.\n"
        "2. Any agreements or decisions prohibited pursuant to this Article shall be "
        "automatically void."
    ),
    "cfreu:8": (
        "1. Everyone has the right to the protection of personal data concerning him "
        "or her.\n"
        "2. Such data must be processed fairly for specified purposes."
    ),
    "agg:1": (
        "Ziel des Gesetzes ist, Benachteiligungen aus Gründen der Rasse oder wegen der "
        "ethnischen Herkunft, des Geschlechts, der Religion oder Weltanschauung, einer "
        "Behinderung, des Alters oder der sexuellen Identität zu verhindern oder zu "
        "beseitigen."
    ),
    "betrvg:87": (
        "(1) Der Betriebsrat hat, soweit eine gesetzliche oder tarifliche Regelung "
        "nicht besteht, in folgenden Angelegenheiten mitzubestimmen:\n"
        "1. Fragen der Ordnung des Betriebs und des Verhaltens der Arbeitnehmer im "
        "Betrieb;\n"
        "2. Beginn und Ende der täglichen Arbeitszeit;\n"
        "3. vorübergehende Verkürzung oder Verlängerung der Arbeitszeit;\n"
        "4. Zeit, Ort und Art der Auszahlung der Arbeitsentgelte;\n"
        "5. Aufstellung allgemeiner Urlaubsgrundsätze;\n"
        "6. Einführung und Anwendung von technischen Einrichtungen, die dazu bestimmt "
        "sind, das Verhalten oder die Leistung der Arbeitnehmer zu überwachen.\n"
        "(2) Kommt eine Einigung nicht zustande, so entscheidet die Einigungsstelle."
    ),
    "cal:2802": (
        "(a) An employer shall indemnify his or her employee for all necessary "
        "expenditures or losses incurred by the employee in direct consequence of the "
        "discharge of his or her duties."
    ),
    # Recitals and annexes of corpus laws, paraphrased in their shape (parts.py).
    "gdpr:Recital 47": (
        "The legitimate interests of a controller, including those of a controller "
        "to which the personal data may be disclosed, or of a third party, may "
        "provide a legal basis for processing, provided that the interests or the "
        "fundamental rights and freedoms of the data subject are not overriding. The "
        "processing of personal data for direct marketing purposes may be regarded "
        "as carried out for a legitimate interest."
    ),
    "gdpr:Recital 39": (
        "Any processing of personal data should be lawful and fair. It should be "
        "transparent to natural persons that personal data concerning them are "
        "collected, used, consulted or otherwise processed and to what extent the "
        "personal data are or will be processed."
    ),
    "lgpd:7": (
        "Art. 7º O tratamento de dados pessoais somente poderá ser realizado nas "
        "seguintes hipóteses:\n"
        "I - mediante o fornecimento de consentimento pelo titular;\n"
        "II - para o cumprimento de obrigação legal ou regulatória pelo controlador;\n"
        "III - pela administração pública, para o tratamento e uso compartilhado de "
        "dados necessários à execução de políticas públicas;\n"
        "IX - quando necessário para atender aos interesses legítimos do controlador "
        "ou de terceiro;\n"
        "X - para a proteção do crédito.\n"
        "§ 3º O tratamento de dados pessoais cujo acesso é público deve considerar a "
        "finalidade, a boa-fé e o interesse público que justificaram sua "
        "disponibilização."
    ),
    "clt:477": (
        "Art. 477. Na extinção do contrato de trabalho, o empregador deverá proceder "
        "à anotação na Carteira de Trabalho e Previdência Social.\n"
        "§ 6º A entrega ao empregado de documentos que comprovem a comunicação da "
        "extinção contratual aos órgãos competentes deverá ser efetuada até dez dias "
        "contados a partir do término do contrato.\n"
        "§ 8º A inobservância do disposto no § 6º deste artigo sujeitará o infrator "
        "à multa."
    ),
    "ai:Annex III": (
        "High-risk AI systems pursuant to Article 6(2) are the AI systems listed in "
        "any of the following areas:\n"
        "1. Biometrics, in so far as their use is permitted under relevant Union or "
        "national law:\n"
        "(a) remote biometric identification systems;\n"
        "(b) AI systems intended to be used for biometric categorisation;\n"
        "(c) AI systems intended to be used for emotion recognition.\n"
        "2. Critical infrastructure: AI systems intended to be used as safety "
        "components in the management and operation of critical digital "
        "infrastructure, road traffic, or in the supply of water, gas, heating or "
        "electricity.\n"
        "3. Education and vocational training.\n"
        "4. Employment, workers' management and access to self-employment:\n"
        "(a) AI systems intended to be used for the recruitment or selection of "
        "natural persons, in particular to place targeted job advertisements, to "
        "analyse and filter job applications, and to evaluate candidates;\n"
        "(b) AI systems intended to be used to make decisions affecting terms of "
        "work-related relationships, the promotion or termination of work-related "
        "contractual relationships, to allocate tasks based on individual behaviour "
        "or personal traits or characteristics or to monitor and evaluate the "
        "performance and behaviour of persons in such relationships."
    ),
}
