"""Decision on a change request of a regular line (GO Decreto 8.444/2015, art. 43; Lei RR
664/2008, arts. 50 and 57-61): what was asked, the conditions of the article the request
fails (or that none fails), the decision with its act and reasons, and for an approval the
line's new version from its date; in Roraima, that the decision may be appealed to the
CRE/RR (Lei RR 664/2008, art. 92). Signed like every document."""

from reportlab.platypus import Flowable

from desktop.documents.blocks import bullets, grid, heading, paragraph, text
from desktop.documents.kind import LINE_CHANGE_DECISION_KIND, DocumentKind
from desktop.documents.letterhead import Stamp, long_date, short_date
from desktop.documents.line_change_data import LineChangeDecisionData

KIND = LINE_CHANGE_DECISION_KIND
TITLE = "Decisão sobre Alteração de Linha"
ARTICLES = {
    "GO": ("Decreto 8.444/2015, art. 43",),
    "RR": ("Lei 664/2008, arts. 50 e 57 a 61",),
}
# Art. 92: the decisions on fusion, extension, shortening, partial service and change of
# itinerary are appealed to the CRE/RR; the Decreto gives no such appeal of its own.
APPEAL = {"RR": "Da decisão cabe recurso ao CRE/RR (Lei 664/2008, art. 92)."}


def story(data: LineChangeDecisionData, stamp: Stamp) -> list[Flowable]:
    outcome = "APROVADA" if data.approved else "RECUSADA"
    rows = [
        ("Documento nº", stamp.number),
        ("Protocolo", f"{data.protocol}, de {short_date(data.requested_on)}"),
        ("Alteração", f"{data.kind_label} ({data.article})"),
    ]
    if data.operator:
        rows.append(("Delegatária", data.operator))
    rows += [
        ("Decisão", f"{outcome} em {long_date(data.decided_on)}"),
        ("Ato", data.reference),
    ]
    if data.new_version:
        rows.append(("Efeito na linha", data.new_version))
    appeal_text = APPEAL.get(stamp.office.jurisdiction)
    appeal = [heading("Recurso"), paragraph(text(appeal_text))] if appeal_text else []
    conditions = (
        bullets(data.findings)
        if data.findings
        else [paragraph(text("Nenhuma condição verificável do artigo deixou de ser atendida."))]
    )
    return [
        paragraph(text(TITLE), "title"),
        paragraph(text(f"Linha {data.line_code} — {data.line_name}"), "subtitle"),
        grid(rows),
        heading("Pedido"),
        paragraph(text(data.description)),
        *([paragraph(text(data.facts))] if data.facts else []),
        heading("Condições não atendidas"),
        *conditions,
        heading("Motivos"),
        paragraph(text(data.reasons or "—")),
        *appeal,
    ]


DOCUMENTS = (DocumentKind(KIND, TITLE, ARTICLES, LineChangeDecisionData, story),)
