"""Auto de infração (Res. AGR 105/2017, arts. 79-80; Decreto 8.444/2015, art. 51 §§1-3;
Lei RR 664/2008, arts. 75-76), printed in three copies of equal content (art. 80 §1): the
1st for the offender, the 2nd for the "ciente", the 3rd for the process."""

from reportlab.platypus import Flowable, KeepInFrame, PageBreak

from desktop.documents.blocks import bullets, grid, heading, paragraph, text
from desktop.documents.kind import NOTICE_KIND, DocumentKind
from desktop.documents.letterhead import Stamp, long_date
from desktop.documents.notice_data import NoticeData
from desktop.documents.subsidiarity import FirstCitationMarked
from desktop.rules.regular_line_terms import applied_subsidiarily, regular_line_notice

KIND = NOTICE_KIND
TITLE = "Auto de Infração"
ARTICLES = {
    "GO": (
        "Res. AGR 105/2017, arts. 79 e 80",
        "Decreto 8.444/2015, art. 51",
    ),
    "RR": ("Lei 664/2008, arts. 75 e 76",),
}
# A Goiás regular line's auto: the decree's, the resolution integrating it (decree art. 54).
REGULAR_LINE_ARTICLES = (
    "Decreto 8.444/2015, art. 51",
    applied_subsidiarily("Res. AGR 105/2017, arts. 79 e 80"),
)
JOINTLY_LIABLE = "Responsável solidário (Res. AGR 105/2017, art. 22, parágrafo único)"
COPIES = {
    "GO": (
        "1ª via — autuado",
        "2ª via — ciente do autuado (Res. AGR 105/2017, art. 80, § 1º)",
        "3ª via — processo",
    ),
    # A Goiás regular line: the copies and the ciente of Decreto 8.444/2015, art. 51, § 2º.
    "GO_linha": (
        "1ª via — autuado",
        "2ª via — ciente do autuado (Decreto 8.444/2015, art. 51, § 2º)",
        "3ª via — processo",
    ),
    # Lei 664, art. 76: the 1st copy is handed to the offender against a receipt.
    "RR": (
        "1ª via — autuado, contra recibo (Lei 664/2008, art. 76)",
        "2ª via — recibo do autuado",
        "3ª via — processo",
    ),
}
CIENTE_TEXT = {
    "GO": {
        "ciente": "Ciente do autuado ou preposto: {name}.",
        "recusa": "O autuado ou preposto recusou-se a apor o ciente; o fato é consignado pelo "
        "agente autuante (Res. AGR 105/2017, art. 80, § 2º). {note}",
        "impossivel": "Não foi possível obter o ciente; o fato é consignado pelo agente "
        "autuante (Res. AGR 105/2017, art. 80, § 2º). {note}",
    },
    # A Goiás regular line: the fact consigned in the auto, Decreto 8.444/2015, art. 51, § 3º.
    "GO_linha": {
        "ciente": "Ciente do autuado ou preposto: {name}.",
        "recusa": "O autuado ou preposto recusou-se a apor o ciente; o fato é consignado pelo "
        "agente autuante (Decreto 8.444/2015, art. 51, § 3º). {note}",
        "impossivel": "Não foi possível obter o ciente; o fato é consignado pelo agente "
        "autuante (Decreto 8.444/2015, art. 51, § 3º). {note}",
    },
    "RR": {
        "ciente": "Ciente do autuado ou preposto: {name}.",
        "recusa": "O autuado ou preposto recusou-se a assinar; a ausência da assinatura não "
        "invalida o ato fiscal (Lei 664/2008, art. 76, § 1º). {note}",
        "impossivel": "Não foi possível obter a assinatura do autuado; a sua ausência não "
        "invalida o ato fiscal (Lei 664/2008, art. 76, § 1º). {note}",
    },
}
# The headings name the incisos of the article that lists what the auto must contain: GO
# Res. 105 art. 80 I-VII; RR Lei 664 art. 75 sole § I-III (line, delegatária, the fault
# with place, day, hour and the provision).
HEADINGS = {
    "GO": (
        "I — Autorizatária infratora",
        "II a V — Percurso, local, data, veículo e responsável",
        "VI — Dispositivo violado e infração cometida",
        "VII — Agente autuante",
        "Correções de erro formal (Res. AGR 105/2017, art. 79, parágrafo único)",
    ),
    "RR": (
        "Delegatária (Lei 664/2008, art. 75, parágrafo único, II)",
        "Linha, local, dia e hora (Lei 664/2008, art. 75, parágrafo único, I e III)",
        "Falta cometida e dispositivo em que se enquadra"
        " (Lei 664/2008, art. 75, parágrafo único, III)",
        "Fiscalização do DEIT — agente autuante (Lei 664/2008, art. 75, parágrafo único)",
        "Engano apontado expressamente pelo servidor (Lei 664/2008, art. 76, § 3º)",
    ),
}
CLOSING = {
    "GO": "Lavrado o auto, ele não pode ser inutilizado nem ter sustada a sua tramitação "
    "(Res. AGR 105/2017, art. 80, § 3º). Defesa no prazo de 10 (dez) dias da ciência "
    "(art. 83), com os requisitos do art. 84.",
    # A Goiás regular line: the decree's own articles (art. 51 §§ 4º-5º).
    "GO_linha": "Lavrado o auto, ele não pode ser inutilizado nem ter sustada a sua tramitação "
    "(Decreto 8.444/2015, art. 51, § 4º). Defesa no prazo de 10 (dez) dias contados a partir "
    "do 1º (primeiro) dia útil do recebimento da notificação (art. 51, § 5º), com os requisitos "
    "da Res. AGR 105/2017, art. 84.",
    "RR": "A assinatura do autuado não significa reconhecimento da falta, e a sua ausência não "
    "invalida o ato fiscal (Lei 664/2008, art. 76, § 1º). Defesa perante o CRE/RR em 30 "
    "(trinta) dias do recebimento (art. 89).",
}


def _closing_key(data: NoticeData, jurisdiction: str) -> str:
    codes = tuple(line.code for line in data.infractions)
    return "GO_linha" if regular_line_notice(jurisdiction, data.line, codes) else jurisdiction


def _articles(jurisdiction: str, data: NoticeData) -> tuple[str, ...]:
    """The footer's base legal, the act its closing text follows."""
    if _closing_key(data, jurisdiction) == "GO_linha":
        return REGULAR_LINE_ARTICLES
    return ARTICLES[jurisdiction]


def _copy(data: NoticeData, stamp: Stamp, copy_label: str) -> list[Flowable]:
    """One copy; on a Goiás regular line it says once, where it first cites Res. AGR
    105/2017, that the resolution applies subsidiarily (each copy is read on its own)."""
    jurisdiction = stamp.office.jurisdiction
    key = _closing_key(data, jurisdiction)
    cited = FirstCitationMarked(key == "GO_linha")
    ciente = CIENTE_TEXT[key][data.ciente].format(
        name=text(data.ciente_name), note=text(data.ciente_note)
    )
    operator, trip, fault, agent, corrections = HEADINGS[jurisdiction]
    route = data.route + (f" — linha {data.line}" if data.line else "")
    where = [("Percurso ou linha", route)]
    if jurisdiction == "RR":
        where = [("Linha (número e pontos extremos)", data.line), ("Percurso", data.route)]
    story: list[Flowable] = [
        paragraph(f"{TITLE} nº {text(stamp.number)}", "title"),
        paragraph(text(copy_label), "subtitle"),
        heading(operator),
        grid(
            [
                ("Nome", data.operator_name),
                ("CNPJ", data.operator_cnpj),
                ("Qualificação", data.operator_qualification),
            ]
        ),
    ]
    if data.jointly_liable:
        story += [
            heading(cited(JOINTLY_LIABLE)),
            paragraph(text(cited(data.jointly_liable))),
        ]
    story += [
        heading(trip),
        grid(
            [
                *where,
                ("Local", data.place),
                ("Data e horário", data.occurred_at_local.strftime("%d/%m/%Y às %H:%M")),
                ("Placa do veículo", data.plate),
                ("Responsável", f"{data.responsible_name} ({data.responsible_role})"),
            ]
        ),
        heading(fault),
        *bullets(
            tuple(
                f"{line.code} — {cited(line.article)} ({line.group}): {line.text}"
                for line in data.infractions
            ),
            numbered=True,
        ),
    ]
    if data.description:
        story.append(paragraph(text(data.description)))
    if len(data.infractions) > 1 and jurisdiction == "GO":
        story.append(
            paragraph(
                cited(
                    "Cada infração constatada neste auto é penalizada (Res. AGR 105/2017, "
                    "art. 68, § 3º)."
                ),
                "notice",
            )
        )
    if data.corrections:
        story.append(heading(cited(corrections)))
        story += bullets(data.corrections)
    if data.drawn_up_local is not None:
        drawn_up = f"{data.drawn_up_place}, em {data.drawn_up_local.strftime('%d/%m/%Y às %H:%M')}"
    else:
        drawn_up = long_date(data.recorded_on)
    story += [
        heading(agent),
        grid([("Lavrado em", drawn_up)]),
        *signature_line(data, key),
        paragraph(ciente, "notice"),
        paragraph(text(cited(CLOSING[key]))),
    ]
    return story


SIGNATURE_CAPTION = {
    "GO": "assinatura do agente autuante (Res. AGR 105/2017, art. 80, VII)",
    "GO_linha": "assinatura do agente autuante (Decreto 8.444/2015, art. 51, § 1º, VII)",
    "RR": "assinatura do agente autuante",
}


def signature_line(data: NoticeData, key: str) -> list[Flowable]:
    """The line the agent signs on every copy, with name and qualification under it; `key`
    the jurisdiction, or "GO_linha" for a Goiás regular line's auto."""
    return [
        paragraph(
            "_" * 60 + f"<br/>{text(data.inspector_name)}, "
            f"{text(data.inspector_qualification)} — {text(SIGNATURE_CAPTION[key])}",
            "notice",
        )
    ]


def story(data: NoticeData, stamp: Stamp) -> list[Flowable]:
    """Each copy on one page (art. 80 §1: copies of equal content), shrunk to fit it when
    the auto is long, never spilling its last lines onto a page of their own."""
    pages: list[Flowable] = []
    for index, label in enumerate(COPIES[_closing_key(data, stamp.office.jurisdiction)]):
        if index:
            pages.append(PageBreak())
        pages.append(KeepInFrame(0, 0, _copy(data, stamp, label), mode="shrink"))
    return pages


DOCUMENTS = (DocumentKind(KIND, TITLE, ARTICLES, NoticeData, story, cited=_articles),)
