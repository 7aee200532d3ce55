"""Notificação de pendência (Res. AGR 105/2017 art. 7 II).

Lists the missing items, gives the 10-day deadline and says the consequence: the process is
archived if the irregularity is not cured in time.
"""

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from desktop.documents.blocks import bullets, grid, heading, operator_rows, paragraph, text
from desktop.documents.data import PendencyNoticeData
from desktop.documents.kind import PENDENCY_NOTICE_KIND, DocumentKind
from desktop.documents.letterhead import Stamp, long_date, short_date
from desktop.rules.article_lists import grouped_articles

KIND = PENDENCY_NOTICE_KIND
TITLE = "Notificação de Pendência"
# The articles printed on the document, per jurisdiction; in Goiás, with the articles that ask
# the registration's documents (`asked_articles`).
ARTICLES = {
    "GO": ("Res. AGR 105/2017, art. 7º, inciso II",),
    "RR": ("Lei 664/2008, arts. 7º e 18",),
}
_NOTICE_TEXT = {
    "GO": (
        "Fica o interessado <b>NOTIFICADO</b> a sanar as pendências acima no prazo de "
        "10 (dez) dias, até <b>{deadline}</b>, <b>sob pena de arquivamento do processo</b> "
        "(Res. AGR 105/2017, art. 7º, inciso II). A documentação exigida está {documents} "
        "da mesma Resolução."
    ),
    "RR": (
        "Fica o interessado <b>NOTIFICADO</b> a apresentar os documentos ou as correções "
        "acima; sem eles o pedido não é apreciado pelo CRE/RR. Documentação exigida: Lei "
        "664/2008, art. 2º, parágrafo único, e art. 18."
    ),
}


def story(data: PendencyNoticeData, stamp: Stamp) -> list[Flowable]:
    return [
        paragraph(text(TITLE), "title"),
        paragraph("Registro cadastral — documentação incompleta", "subtitle"),
        grid(
            [
                ("Notificação nº", stamp.number),
                ("Processo nº", data.process_number),
                ("Data do protocolo", long_date(data.protocol_date)),
                ("Data da notificação", long_date(data.notice_date)),
            ]
        ),
        heading("Interessado"),
        grid(operator_rows(data.operator)),
        heading("Documentos ou itens pendentes"),
        *bullets(data.missing_items, numbered=True),
        paragraph(
            _NOTICE_TEXT[stamp.office.jurisdiction].format(
                deadline=short_date(data.deadline) if data.deadline else "",
                documents=_documents_asked(data),
            ),
            "notice",
        ),
        Spacer(1, 10 * mm),
        paragraph(f"Notificado por: {text(data.issued_by)}"),
    ]


def _documents_asked(data: PendencyNoticeData) -> str:
    """ "nos arts. 8º, 9º e 56", "no art. 56"."""
    articles = grouped_articles(data.asked_articles)
    return f"no {articles}" if articles.startswith("art. ") else f"nos {articles}"


def _articles(jurisdiction: str, data: PendencyNoticeData) -> tuple[str, ...]:
    if jurisdiction == "GO":
        return (*ARTICLES["GO"], grouped_articles(data.asked_articles))
    return ARTICLES[jurisdiction]


DOCUMENTS = (DocumentKind(KIND, TITLE, ARTICLES, PendencyNoticeData, story, cited=_articles),)
