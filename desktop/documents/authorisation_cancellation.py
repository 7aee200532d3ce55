"""Notificação de Cancelamento de Autorização (Lei RR 664/2008, art. 22): the company is told
that the CRE/RR cancelled its autorização de serviço, on which ground of the caput (I to V)
and by which act of which day, that it ends with no indemnity, and that the decision may be
appealed to the CRE/RR (art. 92), the terms counted as art. 95 counts. Signed like every
document; the autorização itself is not reissued."""

from reportlab.platypus import Flowable

from desktop.documents.blocks import grid, heading, operator_rows, paragraph, text
from desktop.documents.kind import AUTHORISATION_CANCELLATION_KIND, DocumentKind
from desktop.documents.letterhead import Stamp, long_date, short_date
from desktop.documents.licence_data import AuthorisationCancellationData

KIND = AUTHORISATION_CANCELLATION_KIND
TITLE = "Notificação de Cancelamento de Autorização"
# Only Roraima's law has this act: the Goiás rules give no cancellation of a licence by the
# office, so no Goiás office prints it.
ARTICLES = {"RR": ("Lei 664/2008, arts. 22, 92 e 95",)}


def _cited(jurisdiction: str, data: AuthorisationCancellationData) -> tuple[str, ...]:
    return (data.article, "Lei RR 664/2008, arts. 92 e 95")


def story(data: AuthorisationCancellationData, stamp: Stamp) -> list[Flowable]:
    return [
        paragraph(text(TITLE), "title"),
        paragraph(text(f"Autorização de serviço nº {data.licence_number}"), "subtitle"),
        grid(
            [
                ("Documento nº", stamp.number),
                *operator_rows(data.operator),
                ("Serviço", data.modality_label),
                ("Período", f"{short_date(data.start_on)} a {short_date(data.end_on)}"),
            ]
        ),
        heading("Decisão do CRE/RR"),
        grid(
            [
                ("Autorização", f"CANCELADA em {long_date(data.decided_on)}"),
                ("Motivo", data.ground),
                ("Ato", data.act),
                ("Base legal", data.article),
            ]
        ),
        paragraph(text(data.effect)),
        heading("Recurso"),
        paragraph(text(data.appeal)),
        paragraph(
            f"Registrada por {text(data.issued_by)}; código de verificação "
            f"<b>{text(stamp.verification_code)}</b>.",
            "notice",
        ),
    ]


DOCUMENTS = (
    DocumentKind(KIND, TITLE, ARTICLES, AuthorisationCancellationData, story, cited=_cited),
)
