"""The instrument that delegates a regular line, as each state's law names it: GO Termo de
Autorização (Decreto 8.444/2015, art. 6º §1º I-VIII and §2º; art. 11), contrato de permissão
(art. 7º) or de concessão (art. 8º); RR contrato de concessão (Lei RR 664/2008, arts. 13-17
and 24) or termo de compromisso of a line's authorisation (arts. 19-23). The delegatária, the
line with its route and sections, the term, what the instrument states and its clauses, each
with its article. Signed like every document."""

from reportlab.platypus import Flowable

from desktop.documents.blocks import bullets, grid, heading, operator_rows, paragraph, text
from desktop.documents.kind import (
    LINE_AUTHORISATION_KIND,
    LINE_COMMITMENT_KIND,
    LINE_CONCESSION_KIND,
    LINE_PERMISSION_KIND,
    DocumentKind,
)
from desktop.documents.letterhead import Stamp, long_date, short_date
from desktop.documents.line_documents_data import DelegationInstrumentData
from desktop.rules.lines.delegation import GO_TERMO_BASIS


def story(data: DelegationInstrumentData, stamp: Stamp) -> list[Flowable]:
    return [
        paragraph(text(data.title), "title"),
        paragraph(
            text(f"Nº {data.number} — Linha {data.line_code} — {data.line_name}"), "subtitle"
        ),
        grid(
            [
                ("Documento nº", stamp.number),
                ("Instrumento", f"{data.title} nº {data.number}"),
                ("Assinatura", long_date(data.signed_on)),
                ("Vigência", data.term),
            ]
        ),
        heading("Delegatária"),
        grid(operator_rows(data.operator)),
        heading("Objeto"),
        grid(
            [
                ("Linha", f"{data.line_code} — {data.line_name}"),
                ("Serviço", data.service_kind),
                ("Percurso", data.route),
                ("Seções", "; ".join(data.sections) or "Sem pontos de seção."),
            ]
        ),
        *(
            [heading("Condições do instrumento"), grid(list(data.conditions))]
            if data.conditions
            else []
        ),
        heading("Cláusulas"),
        *bullets(data.clauses, numbered=True),
        heading("Registro"),
        paragraph(
            text(
                f"Registro do instrumento assinado em {short_date(data.signed_on)}, emitido "
                f"pelo escritório em {short_date(data.issued_on)}."
            )
        ),
    ]


def _termo_cited(_jurisdiction: str, data: DelegationInstrumentData) -> tuple[str, ...]:
    """A GO Termo rests on art. 6º and on the article it was registered under (11 or 12)."""
    return data.basis or (GO_TERMO_BASIS,)


def _kind(code: str, title: str, articles: dict[str, tuple[str, ...]], cited=None) -> DocumentKind:
    return DocumentKind(code, title, articles, DelegationInstrumentData, story, cited=cited)


DOCUMENTS = (
    _kind(
        LINE_AUTHORISATION_KIND,
        "Termo de Autorização",
        {"GO": (GO_TERMO_BASIS,)},
        _termo_cited,
    ),
    _kind(
        LINE_PERMISSION_KIND,
        "Contrato de Permissão",
        {"GO": ("Decreto 8.444/2015, arts. 7º, 9º e 16",)},
    ),
    _kind(
        LINE_CONCESSION_KIND,
        "Contrato de Concessão",
        {
            "GO": ("Decreto 8.444/2015, arts. 8º, 10 e 16",),
            "RR": ("Lei 664/2008, arts. 13, 14 e 24",),
        },
    ),
    _kind(
        LINE_COMMITMENT_KIND,
        "Termo de Compromisso",
        {"RR": ("Lei 664/2008, arts. 19 a 23",)},
    ),
)
