"""Comprovante de protocolo of a registration request (Res. AGR 105/2017 art. 7 caput, I).

Says what was asked, what was handed in and until when the analysis is due (10 days from the
protocol, art. 7 caput), and what happens if something is missing (art. 7 II).
"""

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from desktop.documents.blocks import bullets, grid, heading, operator_rows, paragraph, text
from desktop.documents.data import ProtocolReceiptData
from desktop.documents.kind import PROTOCOL_RECEIPT_KIND, DocumentKind
from desktop.documents.letterhead import Stamp, long_date, short_date
from desktop.rules.article_lists import grouped_articles

KIND = PROTOCOL_RECEIPT_KIND
TITLE = "Comprovante de Protocolo"
# The articles printed on the document, per jurisdiction.
ARTICLES = {
    "GO": ("Res. AGR 105/2017, art. 7º, caput e inciso I", "art. 8º"),
    "RR": ("Lei 664/2008, art. 2º, parágrafo único", "arts. 7º e 18"),
}
# The característica vinculada alone is asked by the request of art. 56, I, not art. 8º's.
VINCULADA_ARTICLES = ("Res. AGR 105/2017, art. 7º, caput e inciso I", "art. 56, I")

_DEADLINE_TEXT = {
    "GO": (
        "A análise dos documentos será feita no prazo de 10 (dez) dias, contados da data do "
        "protocolo (Res. AGR 105/2017, art. 7º, caput), até <b>{due}</b>. Autuado, o processo "
        "é encaminhado ao setor competente (art. 7º, I). Se a documentação estiver incompleta, "
        "o interessado será notificado para sanar a irregularidade em 10 (dez) dias, sob pena "
        "de arquivamento do processo (art. 7º, II)."
    ),
    "RR": (
        "O pedido de cadastro junto ao órgão estadual competente (Lei 664/2008, art. 2º, "
        "parágrafo único, e art. 18) será analisado pelo CRE/RR; a Lei 664/2008 não fixa "
        "prazo para a análise."
    ),
}


def story(data: ProtocolReceiptData, stamp: Stamp) -> list[Flowable]:
    return [
        paragraph(text(TITLE), "title"),
        paragraph(text(data.request), "subtitle"),
        grid(
            [
                ("Protocolo nº", stamp.number),
                ("Processo nº", data.process_number),
                ("Data do protocolo", long_date(data.protocol_date)),
                ("Modalidades requeridas", "; ".join(data.modalities)),
            ]
        ),
        heading("Requerente"),
        grid(operator_rows(data.operator)),
        heading("Documentos recebidos"),
        *bullets(data.documents_received),
        heading("Prazo de análise" if data.analysis_due else "Análise"),
        paragraph(
            _DEADLINE_TEXT[stamp.office.jurisdiction].format(
                due=short_date(data.analysis_due) if data.analysis_due else ""
            )
        ),
        Spacer(1, 10 * mm),
        paragraph(f"Recebido por: {text(data.received_by)}"),
    ]


def _articles(jurisdiction: str, data: ProtocolReceiptData) -> tuple[str, ...]:
    """Goiás: the request of art. 56, I for the característica vinculada alone; otherwise the
    articles that ask the registration's documents, as the pendency notice cites them."""
    if jurisdiction != "GO":
        return ARTICLES[jurisdiction]
    if data.vinculada_only:
        return VINCULADA_ARTICLES
    if data.asked_articles:
        return (ARTICLES["GO"][0], grouped_articles(data.asked_articles))
    return ARTICLES["GO"]


DOCUMENTS = (DocumentKind(KIND, TITLE, ARTICLES, ProtocolReceiptData, story, cited=_articles),)
