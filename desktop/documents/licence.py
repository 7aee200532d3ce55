"""Licença de viagem (Res. AGR 105/2017 arts. 27-30 and 58-59; Lei RR 664/2008 arts. 19-20,
where it is the authorisation of the service).

Prints the operator and every vehicle of the trip with plate and seats (registered with the
regulator, art. 38 VII), the trip as authorised — origin, destination and itinerary (art.
38 III: no other route), dates, the departure of an eventual trip (art. 28 I), the number of
trips and the table of days and times of a contínuo/escolar licence (arts. 29 IV, 30) —, the
contracting party, contract and invoice (arts. 28 II, 29 II and VI, 30 II and V), the drivers
with their link (arts. 46-47; none in Roraima) and defensive-driving certificate (art. 39
sole §), the number of passengers of the list carried with it (arts. 34, 39), and the
articles the issue was checked against. Document numbers and CPFs are masked (LGPD).

Registered with the renderer on import (`register`), like the CRV.
"""

from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Paragraph

from desktop.documents.blocks import (
    bullets,
    operator_heading,
    operator_rows,
    paragraph,
    text,
)
from desktop.documents.citations import cite
from desktop.documents.crv import pair_grid
from desktop.documents.kind import LICENCE_KIND, DocumentKind
from desktop.documents.letterhead import Stamp, short_date, styles
from desktop.documents.licence_data import LicenceData
from desktop.rules.licences import licence_basis, passenger_list_article
from desktop.rules.licences_rr import rr_licence_basis

KIND = LICENCE_KIND
TITLE = "Licença de Viagem"
# Lei RR 664/2008 names the act the autorização (arts. 18-22).
LOCAL_TITLES = {"RR": "Autorização de Serviço"}
# A Goiás licence rests on its own modality's articles (`licence_basis`), an autorização
# also on the articles of chapter V it was checked on (`rr_licence_basis`).
ARTICLES = {"RR": ("Lei 664/2008, arts. 2º, 19 e 20",)}

_NOTES = {
    "GO": (
        "Porte obrigatório no veículo durante a viagem, com o certificado de registro do "
        "veículo e a relação de passageiros (Res. AGR 105/2017, arts. 34 e 39). É vedado "
        "realizar trajeto diferente do especificado, o transporte intermediário e transportar "
        "pessoa não relacionada na lista (art. 38, III a V). {changes} Em retenção, acidente "
        "ou avaria, a viagem continua só em veículo registrado na AGR, com as anotações desta "
        "licença (art. 36)."
    ),
    "RR": (
        "Autorização de serviço por prazo não superior a seis meses (Lei 664/2008, art. 19), "
        "condicionada ao termo de compromisso assinado antes do início do serviço (art. 20): "
        "cumprir horários e itinerários, segurar os passageiros contra acidentes e as bagagens "
        "contra danos e extravios. Intransferível (art. 21). O veículo porta, durante a "
        "viagem, cópia desta autorização e do registro cadastral da delegatária (art. 90, VI)."
    ),
}


# The característica vinculada is no fretamento: the prohibitions of art. 38 and the papers
# of art. 39 are the autorizatária's (Chapter IV); its licence is issued per vehicle within
# the inspection's term (art. 58) to an "empresa ou instituição" (arts. 53, I, and 56, I),
# not to an autorizatária (art. 6º, III). Nor is the continuation of art. 36 its own: that
# "licença de viagem inicial" is the fretamento's (arts. 6º, XII, and 27), while the vinculada
# runs in the institution's own vehicle (art. 53, I) on a licence of that vehicle (art. 58).
_VINCULADA_NOTE = (
    "Licença emitida por veículo, com prazo não superior a um ano, observado o prazo de "
    "validade do laudo final de vistoria (Res. AGR 105/2017, art. 58). {changes}"
)
_VINCULADA_HEADING = "I — Empresa ou instituição"


def _notes(data: LicenceData, jurisdiction: str) -> str:
    note = _VINCULADA_NOTE if data.modality == "vinculada" else _NOTES[jurisdiction]
    return note.format(changes=_passenger_changes(data.modality))


def _passenger_changes(modality: str) -> str:
    """The changes a GO licence's list admits, under its own modality's article: at most 4 for
    the eventual and contínuo charter (arts. 28 and 29, § 1º), no number for the school and
    vinculada lists (arts. 30, IV and 59, II)."""
    limit = "de até 4 passageiros" if modality in ("eventual", "continuo") else "de passageiros"
    article = passenger_list_article(modality)
    return f"Inclusões ou substituições {limit}, sem rasuras (Res. AGR 105/2017, {article})."


def _compact_notice() -> ParagraphStyle:
    """The notice box in smaller type, so a licence fits on the one page carried on board;
    the space before it clears its border (drawn 3 mm around the text) off the articles
    above it."""
    return ParagraphStyle(
        "licence_notice",
        parent=styles()["notice"],
        fontSize=8.5,
        leading=10.5,
        spaceBefore=4.5 * mm,
        spaceAfter=1 * mm,
    )


def _heading(value: str) -> Paragraph:
    """A section heading closer to the section above it than a letter's: with the contínuo's
    contract and table of days and times, the licence still fits its one page."""
    return Paragraph(
        text(value),
        ParagraphStyle("licence_heading", parent=styles()["heading"], spaceBefore=2 * mm),
    )


def _checked_articles() -> ParagraphStyle:
    """The articles checked at issue, in the smallest type of the licence: the list grows
    with every check the law adds, and the licence stays one page."""
    return ParagraphStyle("licence_checked", parent=styles()["small"], fontSize=7, leading=8.5)


def check_dates(data: LicenceData) -> None:
    if data.end_on < data.start_on:
        raise ValueError("O último dia da viagem é anterior ao primeiro.")


# The headings that cite Res. 105 in Goiás (art. 29 IV: the table of days and times; arts.
# 46-47: the drivers' link); Lei 664 has no such articles, so Roraima prints them bare.
SCHEDULE_LABEL = {"GO": "Dias e horários (Res. AGR 105/2017, art. 29, IV)", "RR": "Dias e horários"}
DRIVERS_HEADING = {
    "GO": "IV — Motoristas (Res. AGR 105/2017, arts. 46 e 47)",
    "RR": "IV — Motoristas",
}


def _drivers_heading(data: LicenceData, jurisdiction: str) -> str:
    """Bare for the característica vinculada too: its Chapter V (Res. AGR 105/2017, arts.
    53-59) does not take up the fretamento's drivers' link of arts. 46-47."""
    if data.modality == "vinculada":
        return "IV — Motoristas"
    return DRIVERS_HEADING[jurisdiction]


# What the document calls itself where it points to the list carried with it: Roraima's is
# an autorização de serviço (Lei RR 664/2008, arts. 18-22).
THIS_DOCUMENT = {"GO": "esta licença", "RR": "esta autorização"}


def _trip_rows(data: LicenceData, jurisdiction: str) -> list[tuple[str, str]]:
    rows = [
        ("Origem", data.origin),
        ("Destino", data.destination),
        ("Itinerário", data.itinerary),
        ("Período", f"{short_date(data.start_on)} a {short_date(data.end_on)}"),
    ]
    if data.request:
        rows.append(("Requerimento (Res. AGR 105/2017, art. 28, I)", data.request))
    if data.departure:
        rows.append(("Partida", data.departure))
    if data.trips is not None:
        rows.append(("Quantidade de viagens", str(data.trips)))
    if data.schedule:
        rows.append((SCHEDULE_LABEL[jurisdiction], "; ".join(data.schedule)))
    if data.contractor:
        rows.append(("Contratante", data.contractor))
    if data.contract:
        rows.append(("Contrato", data.contract))
    if data.invoice_number:
        rows.append(("Nota fiscal nº", data.invoice_number))
    if data.issue_due is not None:
        rows.append(("Prazo de emissão (Res. AGR 105/2017, art. 59)", short_date(data.issue_due)))
    if data.commitment_signed_on is not None:
        rows.append(
            (
                "Termo de compromisso",
                f"assinado em {short_date(data.commitment_signed_on)} (Lei 664/2008, art. 20)",
            )
        )
    return rows


def _vehicle_rows(data: LicenceData, jurisdiction: str) -> list[tuple[str, str]]:
    """One vehicle in its own rows; several, one line each and their seats together beside
    the passengers, so the licence still fits on its page: the passenger list is carried in
    every vehicle of the trip (art. 29 §§2-3; art. 39)."""
    listed = (
        f"{data.passengers} na relação que acompanha {THIS_DOCUMENT[jurisdiction]}"
        if data.passengers
        else data.passenger_list
    )
    if len(data.vehicles) == 1:
        vehicle = data.vehicles[0]
        return [
            ("Placa", vehicle.plate),
            ("Marca/modelo", vehicle.make_model),
            ("Lotação", f"{vehicle.seats} passageiros"),
            ("CRV nº", vehicle.crv_number or "—"),
            ("Passageiros", listed),
        ]
    rows = [
        (
            f"Veículo {index}",
            f"{vehicle.plate} — {vehicle.make_model} — "
            f"{vehicle.seats} lugares — CRV nº {vehicle.crv_number or '—'}",
        )
        for index, vehicle in enumerate(data.vehicles, start=1)
    ]
    seats = sum(vehicle.seats for vehicle in data.vehicles)
    return rows + [("Passageiros", f"{listed}; lotação total {seats} lugares")]


def story(data: LicenceData, stamp: Stamp) -> list[Flowable]:
    check_dates(data)
    return [
        paragraph(text(stamp.title), "title"),
        paragraph(f"{text(data.modality_label)} — nº {text(stamp.number)}", "subtitle"),
        _heading(
            _VINCULADA_HEADING
            if data.modality == "vinculada"
            else operator_heading(stamp.office.jurisdiction)
        ),
        pair_grid(operator_rows(data.operator)),
        _heading("II — Viagem autorizada"),
        pair_grid(_trip_rows(data, stamp.office.jurisdiction)),
        _heading(
            "III — Veículos e passageiros"
            if len(data.vehicles) > 1
            else "III — Veículo e passageiros"
        ),
        pair_grid(_vehicle_rows(data, stamp.office.jurisdiction)),
        *([paragraph(text(data.carried_note), "small")] if data.carried_note else []),
        _heading(_drivers_heading(data, stamp.office.jurisdiction)),
        *bullets(
            tuple(
                f"{driver.name} — CPF {driver.cpf_masked} — CNH {driver.cnh}"
                + (f" — vínculo: {driver.link}" if driver.link else "")
                + (
                    f" — direção defensiva: {driver.defensive_certificate}"
                    if driver.defensive_certificate
                    else ""
                )
                for driver in data.drivers
            )
        ),
        _heading("V — Verificações na emissão"),
        Paragraph(text(cite(data.articles_checked)) + ".", _checked_articles()),
        # The box whole on one page: on the next one when the page has no room left for it.
        KeepTogether(
            Paragraph(
                _notes(data, stamp.office.jurisdiction)
                + f" Emitida por {text(data.issued_by)} em {short_date(data.issue_date)}.",
                _compact_notice(),
            )
        ),
    ]


def _articles(jurisdiction: str, data: LicenceData) -> tuple[str, ...]:
    """The footer's base legal: a Goiás licence's own modality's articles; an autorização's
    with the articles of chapter V its issue was checked on."""
    if jurisdiction == "GO":
        return licence_basis(data.modality)
    return (rr_licence_basis(data.articles_checked),)


DOCUMENTS = (
    DocumentKind(KIND, TITLE, ARTICLES, LicenceData, story, LOCAL_TITLES, cited=_articles),
)
