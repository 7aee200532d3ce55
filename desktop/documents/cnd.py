"""Certidão de débitos (Res. AGR 105/2017, art. 101: every act requires the certidão negativa
de débito): negative when the operator has no overdue debt with the regulator, positive
listing each overdue debt otherwise."""

from collections.abc import Mapping
from decimal import Decimal

from reportlab.platypus import Flowable

from desktop.documents.blocks import bullets, grid, heading, paragraph, text
from desktop.documents.kind import CND_KIND, DocumentKind
from desktop.documents.letterhead import Stamp, long_date, short_date
from desktop.documents.notice_data import CndData
from desktop.rules.money import format_brl

KIND = CND_KIND
TITLE = "Certidão de Débitos"
ARTICLES = {
    "GO": ("Res. AGR 105/2017, art. 101",),
    "RR": ("Lei 664/2008, art. 89, parágrafo único",),
}


# What makes a debt overdue and what the certificate is for: GO Res. 105 art. 101 (every
# act requires the negative certificate); RR Lei 664 art. 89 sole § (the fine paid to the
# DEIT within 10 days of the end of the defence term or of the decision on the appeal).
BASIS = {"GO": "Res. AGR 105/2017, art. 101", "RR": "Lei 664/2008, art. 89, parágrafo único"}
POSITIVE = {
    "GO": "Enquanto não quitados, esta certidão não substitui a certidão negativa exigida "
    "pelo art. 101 da Res. AGR 105/2017.",
    "RR": "Multas não recolhidas ao DEIT no prazo do art. 89, parágrafo único, da Lei 664/2008.",
}


# The printed title by the result the QR code signs (CndData.signed_fields, "res").
TITLES = {"negativa": "Certidão Negativa de Débito", "positiva": "Certidão Positiva de Débito"}


def _title(data: CndData) -> str:
    return TITLES[data.signed_fields()["res"]]


def _signed_title(signed: Mapping[str, str]) -> str:
    return TITLES.get(signed.get("res", ""), TITLE)


def story(data: CndData, stamp: Stamp) -> list[Flowable]:
    jurisdiction = stamp.office.jurisdiction
    flow: list[Flowable] = [
        paragraph(text(stamp.title), "title"),
        paragraph(f"Certidão nº {text(stamp.number)}", "subtitle"),
        heading("Interessado"),
        grid([("Nome", data.operator_name), ("CNPJ", data.operator_cnpj)]),
    ]
    if data.negative:
        flow.append(
            paragraph(
                f"Certificamos que, em <b>{long_date(data.issued_on)}</b>, não constam débitos "
                f"vencidos do interessado acima perante este órgão ({BASIS[jurisdiction]}).",
                "notice",
            )
        )
    else:
        total = sum((debt.outstanding for debt in data.debts), start=Decimal(0))
        flow += [
            paragraph(
                f"Certificamos que, em <b>{long_date(data.issued_on)}</b>, constam os débitos "
                "vencidos abaixo do interessado perante este órgão. " + POSITIVE[jurisdiction],
                "notice",
            ),
            heading("Débitos vencidos"),
            *bullets(
                tuple(
                    f"{debt.description} — vencimento {short_date(debt.due_on)} — "
                    f"{format_brl(debt.outstanding)}"
                    for debt in data.debts
                ),
                numbered=True,
            ),
            paragraph(f"Total em aberto: <b>{format_brl(total)}</b>"),
        ]
    if data.state_data:
        flow.append(paragraph(text(data.state_data)))
    flow.append(
        paragraph(
            f"Emitida por {text(data.issued_by)}. Autenticidade: código de verificação "
            f"<b>{text(stamp.verification_code)}</b> e QR code no rodapé."
        )
    )
    return flow


DOCUMENTS = (
    DocumentKind(KIND, TITLE, ARTICLES, CndData, story, titled=_title, signed_titled=_signed_title),
)
