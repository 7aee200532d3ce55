"""The fare table of a regular line in force from its date: GO, the fares communicated under
free pricing (Decreto 8.444/2015, art. 15 §1º) or set and readjusted by the regulator (arts.
16-17); RR, the quadro de tarifas of the CRE/RR's worksheet (Lei RR 664/2008, art. 37) with
the terminal fee (art. 38), carried on board (art. 29, inciso IV). Signed like every
document."""

from reportlab.platypus import Flowable, Paragraph, Table, TableStyle

from desktop.documents.blocks import CONTENT_WIDTH, bullets, grid, heading, paragraph, text
from desktop.documents.fonts import REGULAR
from desktop.documents.kind import FARE_TABLE_KIND, DocumentKind
from desktop.documents.letterhead import Stamp, long_date, styles
from desktop.documents.line_documents_data import FareLine, FareTableData

TITLE = "Tabela de Tarifas"
ARTICLES = {
    "GO": ("Decreto 8.444/2015, arts. 14 a 17",),
    "RR": ("Lei 664/2008, arts. 29, inciso IV, 37 e 38",),
}


def _fares(fares: tuple[FareLine, ...]) -> Table:
    style = styles()
    header = [
        Paragraph(text(label), style["label"]) for label in ("Origem", "Destino", "km", "Tarifa")
    ]
    rows = [
        [
            Paragraph(text(fare.origin), style["cell"]),
            Paragraph(text(fare.destination), style["cell"]),
            Paragraph(text(fare.km), style["cell"]),
            Paragraph(text(fare.value), style["cell"]),
        ]
        for fare in fares
    ]
    narrow = 0.14 * CONTENT_WIDTH
    wide = (CONTENT_WIDTH - 2 * narrow) / 2
    table = Table([header, *rows], colWidths=[wide, wide, narrow, narrow], hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), REGULAR),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LINEBELOW", (0, 0), (-1, -1), 0.3, "#999999"),
                ("LINEBELOW", (0, 0), (-1, 0), 0.8, "#333333"),
                ("TOPPADDING", (0, 0), (-1, -1), 2.2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
                ("LEFTPADDING", (0, 0), (-1, -1), 2),
            ]
        )
    )
    return table


def story(data: FareTableData, stamp: Stamp) -> list[Flowable]:
    return [
        paragraph(text(TITLE), "title"),
        paragraph(text(f"Linha {data.line_code} — {data.line_name}"), "subtitle"),
        grid(
            [
                ("Documento nº", stamp.number),
                ("Percurso", data.route),
                ("Delegatária", f"{data.operator_name} — CNPJ {data.operator_cnpj}"),
                ("Delegação", data.delegation),
                ("Regime tarifário", data.regime),
                ("Em vigor desde", long_date(data.effective_from)),
                ("Ato ou comunicação", data.reference),
                *data.details,
            ]
        ),
        heading("Tarifas por trecho"),
        _fares(data.fares),
        heading("Observações"),
        *bullets(data.notes),
    ]


DOCUMENTS = (DocumentKind(FARE_TABLE_KIND, TITLE, ARTICLES, FareTableData, story),)
