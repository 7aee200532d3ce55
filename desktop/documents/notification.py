"""Notificação of the sanction process (Res. AGR 105/2017, arts. 82-83, 88-92, 96 §4; Lei RR
664/2008, arts. 89 and 95): of the notice, with the defence term and the requirements of
art. 84; of a decision, with the penalties, the amounts and the term to pay or appeal; of the
Council's mandatory review of a cancellation (art. 90): the provimento when it confirms the
cancellation (art. 88), the fine to pay when it reforms it (art. 89)."""

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from desktop.documents.blocks import bullets, grid, heading, paragraph, text
from desktop.documents.kind import NOTIFICATION_KIND, DocumentKind
from desktop.documents.letterhead import Stamp, long_date
from desktop.documents.notice_data import NotificationData
from desktop.documents.subsidiarity import FirstCitationMarked
from desktop.rules.money import format_brl
from desktop.rules.regular_line_terms import DECREE_ARTICLE, applied_subsidiarily

KIND = NOTIFICATION_KIND
TITLE = "Notificação"
ARTICLES = {
    "GO": ("Res. AGR 105/2017, arts. 82 e 83",),
    "RR": ("Lei 664/2008, arts. 89 e 95",),
}
SUBTITLES = {
    "autuacao": "Notificação da autuação",
    "decisao": "Notificação da decisão de primeira instância e da penalidade",
    "conselho": "Notificação da decisão do Conselho Regulador",
    "reexame": "Notificação da decisão do Conselho Regulador em reexame obrigatório",
}
TEXTS = {
    ("autuacao", "GO"): "Fica o autuado <b>NOTIFICADO</b> da lavratura do auto de infração "
    "acima, podendo apresentar defesa dirigida à AGR no prazo de 10 (dez) dias contados da "
    "ciência desta notificação (Res. AGR 105/2017, art. 83), com os requisitos do art. 84, "
    "sob pena de não ser conhecida (art. 87).",
    ("autuacao", "RR"): "Fica a autuada <b>NOTIFICADA</b> da lavratura do auto de infração "
    "acima, cabendo defesa perante o CRE/RR no prazo de 30 (trinta) dias do recebimento "
    "(Lei 664/2008, art. 89), contados a partir do primeiro dia útil após a ciência (art. 95).",
    ("decisao", "GO"): "Fica o autuado <b>NOTIFICADO</b> da decisão acima para, no prazo de 10 "
    "(dez) dias contados da ciência, <b>pagar a multa</b> ou interpor recurso ao Conselho "
    "Regulador (Res. AGR 105/2017, arts. 83, 89 e 91). O recurso não tem efeito suspensivo "
    "(art. 91, § 1º): a multa não paga no prazo torna-se débito vencido e impede a certidão "
    "negativa (art. 101).",
    # A Goiás regular line: the defence and the appeal within the decree's term.
    ("autuacao_linha", "GO"): "Fica o autuado <b>NOTIFICADO</b> da lavratura do auto de "
    "infração acima, podendo apresentar defesa dirigida à AGR no prazo de 10 (dez) dias "
    "contados a partir do 1º (primeiro) dia útil do recebimento desta notificação (Decreto "
    "8.444/2015, art. 51, § 5º), com os requisitos da Res. AGR 105/2017, art. 84, sob pena de "
    "não ser conhecida (art. 87).",
    ("decisao_linha", "GO"): "Fica o autuado <b>NOTIFICADO</b> da decisão acima para, no prazo "
    "de 10 (dez) dias contados da ciência, <b>pagar a multa</b> (Res. AGR 105/2017, arts. 83 e "
    "89), podendo interpor recurso ao Conselho Regulador (art. 91) no prazo de "
    "10 (dez) dias contados a partir do 1º (primeiro) dia útil do recebimento desta "
    "notificação (Decreto 8.444/2015, art. 51, § 5º). O recurso não tem efeito suspensivo "
    "(Res. AGR 105/2017, art. 91, § 1º): a multa não paga no prazo torna-se débito vencido e "
    "impede a certidão negativa (art. 101).",
    ("decisao", "RR"): "Fica a autuada <b>NOTIFICADA</b> da decisão acima, devendo recolher ao "
    "DEIT o valor da multa no prazo de 10 (dez) dias (Lei 664/2008, art. 89, parágrafo "
    "único); da decisão cabe recurso ao CRE/RR (art. 91).",
    ("conselho", "GO"): "Fica o interessado <b>NOTIFICADO</b> da decisão do Conselho Regulador "
    "(Res. AGR 105/2017, {articles}). Havendo multa, o pagamento é devido no prazo "
    "de 10 (dez) dias contados da ciência (arts. 83 e 89).",
    ("reexame", "GO"): "Fica o autuado <b>NOTIFICADO</b> de que o Conselho Regulador, em "
    "reexame obrigatório da decisão de primeira instância que cancelou o auto (Res. AGR "
    "105/2017, art. 90), reformou-a e manteve o auto de infração: a multa acima deve ser "
    "<b>paga</b> no prazo de 10 (dez) dias contados da ciência desta notificação (arts. 83 e "
    "89); não paga no prazo, torna-se débito vencido e impede a certidão "
    "negativa (art. 101).",
    ("reexame", "RR"): "Fica a autuada <b>NOTIFICADA</b> de que o CRE/RR, em reexame da decisão "
    "que cancelou o auto, manteve o auto de infração: o valor da multa deve ser recolhido ao "
    "DEIT no prazo de 10 (dez) dias (Lei 664/2008, art. 89, parágrafo único).",
    ("reexame_cancelado", "GO"): "Fica o autuado <b>NOTIFICADO</b> do <b>provimento</b> da sua "
    "defesa (Res. AGR 105/2017, art. 88): o Conselho Regulador, em reexame obrigatório (art. "
    "90), confirmou a decisão de primeira instância que cancelou o auto de infração acima, que "
    "não produz efeito; nenhuma multa é devida por ele.",
    ("reexame_cancelado", "RR"): "Fica a autuada <b>NOTIFICADA</b> de que o CRE/RR confirmou a "
    "decisão que cancelou o auto de infração acima, que não produz efeito; nenhuma multa é "
    "devida por ele (Lei 664/2008, art. 91).",
    ("decisao_cancelada", "RR"): "Fica a autuada <b>NOTIFICADA</b> da decisão acima, que "
    "cancelou o auto de infração: ele não produz efeito e nenhuma multa é devida por ele "
    "(Lei 664/2008, art. 91).",
    ("conselho", "RR"): "Fica a interessada <b>NOTIFICADA</b> da decisão do CRE/RR (Lei 664/2008, "
    "art. 91). Havendo multa, o recolhimento é devido no prazo de 10 (dez) dias (art. 89, "
    "parágrafo único).",
}

# Which decision of the Council is notified, by the decision's instance (GO): the single
# instance of the ordinary process (arts. 94-95), the appeal (arts. 91-92), the revision
# (art. 96 §4); "" for the notifications printed before the instance was kept.
COUNCIL_ARTICLES = {
    "unica": "arts. 94 e 95",
    "conselho": "arts. 91 e 92",
    "revisao": "art. 96, § 4º",
    "": "arts. 92 e 96, § 4º",
}


# Roraima has no Council (Lei 664 art. 91: the appeal goes to the CRE/RR).
RR_SUBTITLES = {
    "decisao": "Notificação da decisão sobre a defesa e da penalidade (Lei 664/2008, art. 91)",
    "conselho": "Notificação da decisão do CRE/RR sobre o recurso",
}


def _articles(jurisdiction: str, data: NotificationData) -> tuple[str, ...]:
    """The footer's base legal: a Goiás regular line's notification rests on the decree where
    its text counts the decree's term, and on Res. 105 only subsidiarily (art. 54)."""
    if not data.regular_line:
        return ARTICLES[jurisdiction]
    resolution = tuple(applied_subsidiarily(article) for article in ARTICLES[jurisdiction])
    if _text_key(data, jurisdiction).endswith("_linha"):
        return (DECREE_ARTICLE, *resolution)
    return resolution


def _body(data: NotificationData, jurisdiction: str) -> str:
    """The notification's text, with the Council's article."""
    return TEXTS[(_text_key(data, jurisdiction), jurisdiction)].replace(
        "{articles}", COUNCIL_ARTICLES.get(data.instance, COUNCIL_ARTICLES[""])
    )


def _text_key(data: NotificationData, jurisdiction: str) -> str:
    if data.purpose == "reexame" and not data.upholds:
        return "reexame_cancelado"
    if data.purpose == "decisao" and not data.upholds and jurisdiction == "RR":
        # Lei 664 has no review of a cancellation: the cancelling decision is notified.
        return "decisao_cancelada"
    if data.regular_line and data.purpose in ("autuacao", "decisao"):
        return f"{data.purpose}_linha"
    return data.purpose


# How the ciência is proven: GO Res. 105 art. 82; RR Lei 664 art. 89 I-II (the offender's
# signature, or the date of the AR or of the effective receipt joined to the process).
CIENCIA = {"GO": "Res. AGR 105/2017, art. 82", "RR": "Lei 664/2008, art. 89, I e II"}


# The space above "Notificado por", in mm. A Goiás regular line's text, longer by the decree's
# appeal term and the resolution's subsidiarity, keeps little more than its box's own, so a
# decision of three fines and the line of who notified it fit one page.
GAP = 10
REGULAR_LINE_GAP = 1


def story(data: NotificationData, stamp: Stamp) -> list[Flowable]:
    """The notification; on a Goiás regular line it says once, where it first cites Res. AGR
    105/2017, that the resolution applies subsidiarily (Decreto 8.444/2015, art. 54)."""
    jurisdiction = stamp.office.jurisdiction
    cited = FirstCitationMarked(data.regular_line)
    flow: list[Flowable] = [
        paragraph(f"{TITLE} nº {text(stamp.number)}", "title"),
        paragraph(
            text(
                RR_SUBTITLES.get(data.purpose, SUBTITLES[data.purpose])
                if jurisdiction == "RR"
                else SUBTITLES[data.purpose]
            ),
            "subtitle",
        ),
        grid(
            [
                ("Processo nº", data.process_number),
                ("Auto de infração nº", data.notice_number),
                ("Autuado", data.operator_name),
                ("CNPJ", data.operator_cnpj),
                ("Data", long_date(data.issued_on)),
            ]
        ),
        heading("Infrações"),
        *bullets(tuple(cited(line) for line in data.infractions), numbered=True),
    ]
    if data.purpose != "autuacao":
        flow.append(heading("Decisão"))
        flow.append(paragraph(text(data.decision_reason)))
        if data.decision_lines:
            flow += bullets(tuple(cited(line) for line in data.decision_lines), numbered=True)
            flow.append(paragraph(_total(data, cited)))
        if data.state_data:
            flow.append(paragraph(text(cited(data.state_data))))
    if data.jointly_liable:
        flow += [
            heading("Responsável solidário"),
            paragraph(text(cited(data.jointly_liable)), "notice"),
        ]
    flow += [
        paragraph(cited(_body(data, jurisdiction)), "notice"),
        Spacer(1, (REGULAR_LINE_GAP if data.regular_line else GAP) * mm),
        paragraph(
            f"Notificado por: {text(data.issued_by)}. Forma e data da ciência registradas "
            + cited(f"no processo ({CIENCIA[jurisdiction]}).")
        ),
    ]
    return flow


def _total(data: NotificationData, cited: FirstCitationMarked) -> str:
    """The fines' total; in Goiás (regular line or charter) with several penalties, followed
    by the articles they all rest on, which their lines then do not repeat."""
    total = f"Total das multas: <b>{format_brl(data.total)}</b>"
    if not data.decision_basis:
        return total
    return f"{total}. Base comum das penalidades: {text(cited(data.decision_basis))}."


DOCUMENTS = (DocumentKind(KIND, TITLE, ARTICLES, NotificationData, story, cited=_articles),)
