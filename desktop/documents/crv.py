"""Certificado de Registro de Veículo — CRV (Res. AGR 105/2017 arts. 24, 25 and 57; Lei RR
664/2008 arts. 27 and 29, I, where it is the vehicle's registration record).

Prints the operator (art. 15 II: the vehicle is registered in its name), the vehicle as it
must be identified on the road (plate, RENAVAM, chassis, type and capacity, tachograph and,
in Goiás only, the regulator's seal, art. 38 IX, XI and XII), its ownership (arts. 16,
19-20), and the inspection report whose validity the certificate follows (arts. 23 and 24).
A new vehicle registered without inspection shows the number, date and issuer of its
invoice and that it is zero km (art. 25). A reissued certificate names the one it supersedes.

The CRV joins the document kinds rendered by `desktop.documents.render` and titled by
`desktop.documents.legal` when this module is imported (`register`), so
`desktop.services.documents.issuing.issue_document` numbers, signs and registers it like the CRC.
"""

from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Table, TableStyle

from desktop.documents.blocks import (
    CONTENT_WIDTH,
    heading,
    operator_heading,
    operator_rows,
    paragraph,
    text,
)
from desktop.documents.crc import VINCULADA_HEADING
from desktop.documents.fonts import REGULAR
from desktop.documents.kind import CRV_KIND, DocumentKind
from desktop.documents.letterhead import Stamp, short_date, styles
from desktop.documents.vehicle_data import CrvData
from desktop.rules.rulebook import load_rulebook
from desktop.rules.validity import rr_registration_end
from desktop.rules.vehicle_articles import seal_registered

KIND = CRV_KIND
TITLE = "Certificado de Registro de Veículo"
ARTICLES = {
    "GO": ("Res. AGR 105/2017, arts. 15, 23, 24 e 25", "art. 57", "Decreto 8.444/2015, art. 36"),
    "RR": ("Lei 664/2008, arts. 27 e 28", "art. 29, I"),
}

_NOTES = {
    "GO": (
        "Válido enquanto válido o laudo final de vistoria (Res. AGR 105/2017, art. 24), até "
        "<b>{until}</b>; a AGR pode exigir nova vistoria a qualquer tempo (art. 23, § 3º). "
        "Porte obrigatório na viagem (arts. 38, X, e 39, I). Na venda, o veículo é "
        "descaracterizado e a baixa pedida em até 10 dias (art. 26)."
    ),
    "RR": (
        "Ficha de registro do veículo no CRE/RR (Lei 664/2008, art. 27), de porte obrigatório "
        "(art. 29, I). Uso por até 15 anos do ano de fabricação (art. 28, § 1º): o registro é "
        "cancelado de ofício quando o veículo os completa, em <b>{ends}</b> (art. 31, I); a "
        "desativação é comunicada em 10 dias (art. 32)."
    ),
}


# Res. AGR 105/2017, Chapter V: the vinculada's vehicle registered by the request of art. 56
# (arts. 14 to 16; its inspection, art. 56, IV, and art. 23) and its CRV, art. 57. The carrying
# of the CRV (arts. 38, X, and 39, I) and the sale (art. 26) are the fretamento's.
VINCULADA_ARTICLES = ("Res. AGR 105/2017, arts. 15, 23, 56 e 57",)
_VINCULADA_NOTE = (
    "Válido enquanto válido o laudo final de vistoria (Res. AGR 105/2017, art. 57), até "
    "<b>{until}</b>; a AGR pode exigir nova vistoria a qualquer tempo (arts. 23, § 3º, e 56, "
    "IV)."
)
_SERVICES = {
    False: "Serviço de transporte rodoviário intermunicipal de passageiros sob regime de "
    "fretamento",
    True: "Transporte rodoviário intermunicipal de passageiros de característica vinculada",
}

_NEW_VEHICLE_NOTE = (
    "Veículo zero quilômetro registrado sem vistoria dentro de 60 dias da nota fiscal "
    "(Res. AGR 105/2017, arts. 17, III, e 25): este certificado vale até <b>{until}</b>, "
    "quando o laudo final de vistoria deve ter sido apresentado (art. 23, § 4º). Porte "
    "obrigatório na viagem (arts. 38, X, e 39, I)."
)


def _vinculada(data: CrvData, jurisdiction: str) -> bool:
    return jurisdiction == "GO" and data.vinculada_only


def _note(data: CrvData, jurisdiction: str) -> str:
    if data.inspected_on is None:
        template = _NEW_VEHICLE_NOTE
    elif _vinculada(data, jurisdiction):
        template = _VINCULADA_NOTE
    else:
        template = _NOTES[jurisdiction]
    return template.format(
        until=short_date(data.valid_until), ends=_registration_ends_in(data, jurisdiction)
    )


def check_dates(data: CrvData) -> None:
    """Refuses a certificate that ends before it starts or an inspection after the issue."""
    if data.valid_until < data.issue_date:
        raise ValueError("A validade do CRV deve ser posterior à data de emissão.")
    if data.inspected_on is not None and data.inspected_on > data.issue_date:
        raise ValueError("O laudo de vistoria não pode ser posterior à emissão do CRV.")
    if data.inspected_on is None and data.invoice is None:
        raise ValueError(
            "Sem laudo de vistoria, só o veículo zero quilômetro com nota fiscal recebe o CRV "
            "(Res. AGR 105/2017, arts. 23, § 4º, e 25)."
        )


LABEL_WIDTH = 33 * mm


def compact_styles() -> dict[str, ParagraphStyle]:
    """Slightly smaller label, value and notice than the shared styles, so that a CRV with
    every item (comodato, school, zero-km invoice) still fits on one page."""
    style = styles()
    return {
        "label": ParagraphStyle("crv_label", parent=style["label"], fontSize=8.5, leading=11),
        "cell": ParagraphStyle("crv_cell", parent=style["cell"], fontSize=9, leading=11.5),
        "notice": ParagraphStyle(
            "crv_notice",
            parent=style["notice"],
            fontSize=9,
            leading=12,
            spaceBefore=4 * mm,
            spaceAfter=2 * mm,
        ),
    }


def pair_grid(rows: list[tuple[str, str]]) -> Table:
    """Label/value pairs two to a line, so the whole certificate fits on one page; a pair
    whose value is long takes the whole line."""
    style = compact_styles()
    value_width = (CONTENT_WIDTH - 2 * LABEL_WIDTH) / 2
    cells: list[list[Paragraph | str]] = []
    spans = []
    pending: list[Paragraph | str] = []
    for label, value in rows:
        pair: list[Paragraph | str] = [
            Paragraph(text(label), style["label"]),
            Paragraph(text(value), style["cell"]),
        ]
        if len(value) > 34:
            if pending:
                cells.append(pending + ["", ""])
                pending = []
            spans.append(("SPAN", (1, len(cells)), (3, len(cells))))
            cells.append(pair + ["", ""])
        elif pending:
            cells.append(pending + pair)
            pending = []
        else:
            pending = pair
    if pending:
        cells.append(pending + ["", ""])
    table = Table(
        cells, colWidths=[LABEL_WIDTH, value_width, LABEL_WIDTH, value_width], hAlign="LEFT"
    )
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), REGULAR),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LINEBELOW", (0, 0), (-1, -1), 0.3, "#999999"),
                ("TOPPADDING", (0, 0), (-1, -1), 1.2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8),
                ("LEFTPADDING", (0, 0), (-1, -1), 2),
                *spans,
            ]
        )
    )
    return table


def _vehicle_rows(data: CrvData, jurisdiction: str) -> list[tuple[str, str]]:
    """The vehicle as registered; the school stripe cites Res. 105 art. 18 in Goiás only
    (Lei RR 664/2008 says nothing of the school vehicle), and only Goiás's vehicle carries
    the regulator's seal (`seal_registered`)."""
    vehicle = data.vehicle
    seal = [("Selo do órgão", vehicle.seal_number or "—")] if seal_registered(jurisdiction) else []
    return [
        ("Placa", vehicle.plate),
        ("RENAVAM", vehicle.renavam),
        ("Chassi", vehicle.chassis),
        ("Marca/modelo", vehicle.make_model),
        ("Carroceria", vehicle.body),
        ("Tipo", vehicle.kind),
        ("Lotação", f"{vehicle.seats} passageiros"),
        ("Ano fabr./modelo", f"{vehicle.manufacture_year}/{vehicle.model_year}"),
        ("Registrador gráfico", vehicle.tachograph),
        *seal,
        ("CRLV", vehicle.crlv),
        ("Escolar", _school(vehicle.school, jurisdiction)),
        ("Propriedade", data.ownership),
    ]


def _school(school: bool, jurisdiction: str) -> str:
    if not school:
        return "Não"
    return "Sim (faixa da Res. AGR 105/2017, art. 18)" if jurisdiction == "GO" else "Sim"


def _inspection_rows(data: CrvData) -> list[tuple[str, str]]:
    if data.invoice is not None and data.inspected_on is None:
        invoice = data.invoice
        return [
            ("Veículo", "Zero quilômetro (Res. AGR 105/2017, art. 25)"),
            ("Nota fiscal nº", invoice.number),
            ("Expedida em", short_date(invoice.issued_on)),
            ("Emitida por", invoice.issuer),
        ]
    assert data.inspected_on is not None  # check_dates: no inspection only with an invoice
    return [
        ("Laudo final nº", data.inspection_report),
        ("Data da vistoria", short_date(data.inspected_on)),
        ("Empresa de inspeção", data.inspection_company),
    ]


def _registration_ends_in(data: CrvData, jurisdiction: str) -> int | None:
    """Roraima: the year the registration is cancelled de ofício (`rr_registration_end`)."""
    if jurisdiction != "RR":
        return None
    return rr_registration_end(load_rulebook("RR"), data.vehicle.manufacture_year).year


def _term_row(data: CrvData, jurisdiction: str) -> tuple[str, str]:
    """Goiás's CRV is valid while its inspection report is (Res. AGR 105/2017, art. 24); a
    Roraima registration has no term: it is cancelled de ofício at 15 years of manufacture
    (Lei 664/2008, art. 31, I)."""
    ends = _registration_ends_in(data, jurisdiction)
    if ends is not None:
        return ("Cancelamento de ofício", f"{ends} (Lei RR 664/2008, art. 31, I)")
    return ("Válido até", short_date(data.valid_until))


def story(data: CrvData, stamp: Stamp) -> list[Flowable]:
    check_dates(data)
    dates = [
        ("Certificado nº", stamp.number),
        _term_row(data, stamp.office.jurisdiction),
        ("Emitido em", short_date(data.issue_date)),
    ]
    if data.supersedes:
        dates.append(("Substitui o nº", data.supersedes))
    return [
        paragraph(text(TITLE), "title"),
        paragraph(_SERVICES[_vinculada(data, stamp.office.jurisdiction)], "subtitle"),
        pair_grid(dates),
        heading(
            VINCULADA_HEADING
            if _vinculada(data, stamp.office.jurisdiction)
            else operator_heading(stamp.office.jurisdiction)
        ),
        pair_grid(operator_rows(data.operator)),
        heading("II — Veículo"),
        pair_grid(_vehicle_rows(data, stamp.office.jurisdiction)),
        heading("III — Vistoria"),
        pair_grid(_inspection_rows(data)),
        Paragraph(
            _note(data, stamp.office.jurisdiction)
            + f" Emitido por {text(data.issued_by)}; código de verificação "
            f"<b>{text(stamp.verification_code)}</b>.",
            compact_styles()["notice"],
        ),
    ]


def _articles(jurisdiction: str, data: CrvData) -> tuple[str, ...]:
    return VINCULADA_ARTICLES if _vinculada(data, jurisdiction) else ARTICLES[jurisdiction]


DOCUMENTS = (DocumentKind(KIND, TITLE, ARTICLES, CrvData, story, cited=_articles),)
