"""Relação de passageiros carried on board with the licence (Res. AGR 105/2017 arts. 28 III,
29 V, 30 IV, 34, 39 and 59 II), and its annotations (art. 36; art. 28 §2).

The list names every vehicle of the licence (it is carried in each, art. 29 §§2-3), numbers
every passenger, identifies each by a document with the CPF masked (art.
34: matched at boarding), and marks the inclusions and substitutions made after issue with
how many of the four allowed were used (art. 28 §1; art. 29 §1) — typed, never handwritten
over. Each new version is a new document; the old one stays in the register.
"""

from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Table, TableStyle

from desktop.documents.blocks import CONTENT_WIDTH, grid, heading, operator_rows, paragraph, text
from desktop.documents.crv import pair_grid
from desktop.documents.fonts import BOLD, REGULAR
from desktop.documents.kind import LICENCE_ANNOTATION_KIND, PASSENGER_LIST_KIND, DocumentKind
from desktop.documents.letterhead import Stamp, short_date, styles
from desktop.documents.licence_data import LicenceAnnotationData, PassengerListData

KIND = PASSENGER_LIST_KIND
TITLE = "Relação de Passageiros"
ANNOTATION_KIND = LICENCE_ANNOTATION_KIND
ANNOTATION_TITLE = "Anotação na Licença de Viagem"
ARTICLES = {
    "GO": ("Res. AGR 105/2017, arts. 28, III e § 1º, 29, V, 30, IV, 34 e 39",),
    "RR": ("Lei 664/2008, arts. 19 e 20",),
}
ANNOTATION_ARTICLES = {
    "GO": ("Res. AGR 105/2017, arts. 28, § 2º, e 36",),
    "RR": ("Lei 664/2008, arts. 19 e 20",),
}
# The act the list goes with: GO's licença de viagem; Lei RR 664/2008 names it the
# autorização (arts. 18-22), printed as the "Autorização de Serviço" (licence.py).
ACT_NUMBER = {"GO": "Licença de viagem nº", "RR": "Autorização de serviço nº"}

BOARDING = {
    "GO": "Os passageiros são identificados no embarque conforme esta relação (Res. AGR "
    "105/2017, art. 34); é vedado transportar pessoa não relacionada (art. 38, V).",
    # Lei 664, art. 90 III: the list must match the persons actually carried, on pain of
    # the vehicle's apprehension.
    "RR": "A relação deve corresponder às pessoas efetivamente embarcadas e transportadas, "
    "sob pena de apreensão do veículo (Lei 664/2008, art. 90, III).",
}


def _table(data: PassengerListData) -> Table:
    style = styles()
    # Compact rows: a full bus (up to 50 seats) fits on two pages.
    row_style = ParagraphStyle("row", parent=style["cell"], fontSize=9, leading=10.5)
    header = ["Nº", "Nome", "Documento", "Observação"]
    rows = [[Paragraph(text(cell), style["label"]) for cell in header]]
    for item in data.passengers:
        note = "; ".join(part for part in (item.detail, item.note) if part)
        rows.append(
            [
                Paragraph(str(item.position), row_style),
                Paragraph(text(item.name), row_style),
                Paragraph(text(item.identity), row_style),
                Paragraph(text(note), row_style),
            ]
        )
    widths = [10 * mm, 62 * mm, 55 * mm, CONTENT_WIDTH - 127 * mm]
    table = Table(rows, colWidths=widths, repeatRows=1, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), REGULAR),
                ("FONTNAME", (0, 0), (-1, 0), BOLD),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LINEBELOW", (0, 0), (-1, -1), 0.3, "#999999"),
                ("TOPPADDING", (0, 0), (-1, -1), 1),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
            ]
        )
    )
    return table


def story(data: PassengerListData, stamp: Stamp) -> list[Flowable]:
    changes = (
        f"{data.changes_used} de {data.changes_allowed} inclusões ou substituições "
        "permitidas (Res. AGR 105/2017, art. 28, § 1º; art. 29, § 1º)"
        if data.changes_allowed is not None
        else f"{data.changes_used} inclusão(ões) ou substituição(ões)"
    )
    return [
        paragraph(text(TITLE), "title"),
        paragraph(
            f"{ACT_NUMBER[stamp.office.jurisdiction]} {text(data.licence_number)} — "
            f"{text(data.modality_label)}",
            "subtitle",
        ),
        pair_grid(
            operator_rows(data.operator)[:3]
            + [
                (
                    "Veículos (placas)" if len(data.plates) > 1 else "Veículo (placa)",
                    ", ".join(data.plates),
                ),
                ("Período", f"{short_date(data.start_on)} a {short_date(data.end_on)}"),
                ("Passageiros", str(len(data.passengers))),
                ("Alterações após a emissão", changes),
            ]
        ),
        heading("Passageiros"),
        _table(data),
        paragraph(
            BOARDING[stamp.office.jurisdiction] + f" Emitida por {text(data.issued_by)}; "
            "código de verificação "
            f"<b>{text(stamp.verification_code)}</b>.",
            "notice",
        ),
    ]


def _annotation_story(data: LicenceAnnotationData, stamp: Stamp) -> list[Flowable]:
    return [
        paragraph(text(ANNOTATION_TITLE), "title"),
        paragraph(f"Licença de viagem nº {text(data.licence_number)}", "subtitle"),
        grid(operator_rows(data.operator)[:3]),
        heading(data.kind_label),
        grid([("Ocorrência", data.occurred), *data.details, ("Base legal", data.article)]),
        paragraph(
            "Esta anotação acompanha a licença inicial, que não é alterada nem substituída "
            f"(Res. AGR 105/2017, art. 36). Registrada por {text(data.issued_by)}; código de "
            f"verificação <b>{text(stamp.verification_code)}</b>.",
            "notice",
        ),
    ]


DOCUMENTS = (
    DocumentKind(KIND, TITLE, ARTICLES, PassengerListData, story),
    DocumentKind(
        ANNOTATION_KIND,
        ANNOTATION_TITLE,
        ANNOTATION_ARTICLES,
        LicenceAnnotationData,
        _annotation_story,
    ),
)
