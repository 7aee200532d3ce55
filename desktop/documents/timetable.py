"""Quadro de horários of a regular line (GO Decreto 8.444/2015, art. 19: the departures out
and back, the route and its sections) — in Roraima the Quadro de Regime de Funcionamento
(Lei RR 664/2008, art. 42 §2º). The approved quadro in force from its date, signed like every
document, so an inspector on the road checks it offline."""

from dataclasses import dataclass
from datetime import date

from reportlab.platypus import Flowable

from desktop.documents.blocks import bullets, grid, heading, paragraph, text
from desktop.documents.data import digits_and_letters
from desktop.documents.kind import DocumentKind
from desktop.documents.letterhead import Stamp, long_date, short_date

KIND = "quadro_horarios"
TITLE = "Quadro de Horários"
ARTICLES = {
    "GO": ("Decreto 8.444/2015, art. 19",),
    "RR": ("Lei 664/2008, art. 42 §2º",),
}
RR_TITLE = "Quadro de Regime de Funcionamento"


@dataclass(frozen=True)
class TimetableData:
    line_code: str
    line_name: str
    route: str  # origin — destination, roads and km
    sections: tuple[str, ...]
    operator_name: str
    operator_cnpj: str
    delegation: str
    effective_from: date
    reference: str
    departures: tuple[str, ...]  # "Ida 06:30 — S T Q Q S - - — Convencional — seções: ..."
    issued_on: date
    # The departures cancelled (RR art. 51) and the partial stoppages (RR art. 55, caput; GO
    # Decreto 8.444/2015, art. 25, caput) in force or to come, each citing its article.
    suspended: tuple[str, ...] = ()

    @property
    def issue_date(self) -> date:
        return self.issued_on

    def signed_fields(self) -> dict[str, str]:
        return {
            "linha": self.line_code,
            "cnpj": digits_and_letters(self.operator_cnpj),
            "desde": self.effective_from.strftime("%Y%m%d"),
            "partidas": str(len(self.departures)),
        }


def story(data: TimetableData, stamp: Stamp) -> list[Flowable]:
    return [
        paragraph(text(stamp.title), "title"),
        paragraph(text(f"Linha {data.line_code} — {data.line_name}"), "subtitle"),
        grid(
            [
                ("Documento nº", stamp.number),
                ("Percurso", data.route),
                ("Delegatária", f"{data.operator_name} — CNPJ {data.operator_cnpj}"),
                ("Delegação", data.delegation),
                ("Em vigor desde", long_date(data.effective_from)),
                ("Ato de aprovação", data.reference),
            ]
        ),
        heading("Pontos de seção"),
        *(bullets(data.sections) if data.sections else [paragraph("Sem pontos de seção.")]),
        heading("Partidas"),
        *bullets(data.departures),
        paragraph(
            text(
                "Dias: S T Q Q S S D = segunda a domingo; '-' = sem partida no dia. "
                f"Quadro emitido em {short_date(data.issued_on)}; vale até a aprovação de novo "
                "quadro."
            )
        ),
        *(
            [heading("Partidas e trechos que não circulam"), *bullets(data.suspended)]
            if data.suspended
            else []
        ),
    ]


DOCUMENTS = (DocumentKind(KIND, TITLE, ARTICLES, TimetableData, story, {"RR": RR_TITLE}),)
