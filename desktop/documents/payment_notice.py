"""Notificação para pagamento (Res. AGR 105/2017, art. 89: the autuado is notified to pay the
fine or appeal; art. 92: notified of the Council's decision; art. 91 §1: the appeal does not
suspend it; art. 101: an unpaid fine bars the certidão negativa; Lei RR 664/2008, art. 89
sole §: paid to the DEIT within 10 days of the end of the defence period or of the decision).

Printed once a fine is payable: after the ciência of the decision that keeps it, so the due
date is a date the rules engine counted on the office calendar, not a term still to run.
In Roraima, with no appeal, the 10 days run from the end of the defence period (art. 89
sole §; conformance `payment_due`): a defence judged after them leaves a due date already
past when the notice is printed, and the notice then calls for payment at once instead of
"until" a day gone by."""

from datetime import date

from reportlab.platypus import Flowable

from desktop.documents.blocks import bullets, grid, heading, paragraph, text
from desktop.documents.citations import cite, cite_grouped, split_citations
from desktop.documents.kind import PAYMENT_NOTICE_KIND, DocumentKind
from desktop.documents.letterhead import Stamp, short_date
from desktop.documents.notice_data import PaymentLine, PaymentNoticeData
from desktop.documents.subsidiarity import FirstCitationMarked
from desktop.rules.money import format_brl
from desktop.rules.regular_line_terms import DECREE_ARTICLE, RESOLUTION, applied_subsidiarily

KIND = PAYMENT_NOTICE_KIND
TITLE = "Notificação para Pagamento"
ARTICLES = {
    "GO": ("Res. AGR 105/2017, arts. 83, 89, 91 e 101",),
    "RR": ("Lei 664/2008, art. 89, parágrafo único",),
}
# {fines}, {when} and {balance}: the fine or fines, the term still running, or over before
# the Roraima notice (the module's docstring); Goiás's text names no time.
HOW_TO_PAY = {
    "GO": "Pague pela guia de recolhimento emitida pela AGR, informando os números do processo "
    "e do auto, e apresente o comprovante neste escritório para o registro do pagamento. O "
    "saldo não pago no vencimento torna-se débito vencido e impede a certidão negativa de "
    "débito exigida para qualquer ato perante a AGR (Res. AGR 105/2017, art. 101).",
    "RR": "Recolha ao DEIT o valor {fines} {when}, informando os números do processo e do auto "
    "(Lei 664/2008, art. 89, parágrafo único), e apresente o comprovante neste escritório para "
    "o registro do pagamento. O saldo não recolhido {balance}.",
}
APPEAL = {
    "GO": "O recurso ao Conselho Regulador, no prazo de 10 (dez) dias da ciência da decisão "
    "(Res. AGR 105/2017, arts. 83 e 91), <b>não tem efeito suspensivo</b> (art. 91, § 1º): "
    "a multa vence na data acima mesmo com o recurso.",
    "RR": "Da decisão cabe recurso ao CRE/RR (Lei 664/2008, art. 91).",
    # A Goiás regular line: the appeal within the decree's term.
    "GO_linha": "O recurso ao Conselho Regulador (Res. AGR 105/2017, art. 91), no prazo do "
    "Decreto 8.444/2015, art. 51, § 5º, <b>não tem efeito suspensivo</b> (art. 91, § 1º): a "
    "multa vence na data acima mesmo com o recurso.",
}


def _articles(jurisdiction: str, data: PaymentNoticeData) -> tuple[str, ...]:
    """The footer's base legal: on a Goiás regular line the resolution's payment articles
    apply subsidiarily (Decreto 8.444/2015, art. 54: the decree is silent on the payment),
    and the appeal runs by the decree."""
    if not data.regular_line:
        return ARTICLES[jurisdiction]
    basis = applied_subsidiarily(ARTICLES[jurisdiction][0])
    return (DECREE_ARTICLE, basis) if data.appeal_pending else (basis,)


def _line(line: PaymentLine, due_on: date, regular_line: bool) -> str:
    """A fine's line; on a Goiás regular line its articles grouped and without the
    resolution's name, which the heading of the lines says once."""
    described = f"{line.description} — multa de {format_brl(line.amount)}"
    if line.outstanding != line.amount:
        described += f", em aberto {format_brl(line.outstanding)}"
    articles = split_citations(line.articles)
    cited = (
        cite_grouped(articles).removeprefix(f"{RESOLUTION}, ") if regular_line else cite(articles)
    )
    described += f" ({cited})"
    if line.due_on != due_on:
        described += f" — vencimento {short_date(line.due_on)}"
    return described


def _fine_lines(data: PaymentNoticeData, cited: FirstCitationMarked) -> list[Flowable]:
    """The fines to pay; on a Goiás regular line, the resolution whose articles they cite is
    named once, in their heading (each line would repeat it)."""
    lines = tuple(_line(line, data.due_on, data.regular_line) for line in data.lines)
    title = f"Multas a pagar — artigos da {RESOLUTION}" if data.regular_line else "Multas a pagar"
    return [heading(cited(title)), *bullets(lines, numbered=True)]


# A due date on a day without business hours moves to the next business day.
MOVED = {"GO": "Res. AGR 105/2017, art. 83, § 2º", "RR": "Lei 664/2008, art. 95, parágrafo único"}


# Who is notified, as each law names it: Lei RR 664/2008, art. 89, parágrafo único, "a pessoa
# jurídica autuada"; Res. AGR 105/2017, art. 89, "o autuado".
NOTIFIED = {"GO": ("o autuado", "NOTIFICADO"), "RR": ("a autuada", "NOTIFICADA")}


def _notified(data: PaymentNoticeData, jurisdiction: str, past_due: bool) -> str:
    who, notified = NOTIFIED[jurisdiction]
    fines = f"{_fines(data)} acima"
    if not past_due:
        return (
            f"Fica {who} <b>{notified} PARA PAGAMENTO</b> {fines} até "
            f"<b>{short_date(data.due_on)}</b>."
        )
    return (
        f"Fica {who} <b>{notified} PARA PAGAMENTO IMEDIATO</b> {fines}: o prazo de "
        f"pagamento ({ARTICLES[jurisdiction][0]}) terminou em "
        f"<b>{short_date(data.due_on)}</b>, antes desta notificação."
    )


def _fines(data: PaymentNoticeData) -> str:
    return "das multas" if len(data.lines) > 1 else "da multa"


def _how_to_pay(data: PaymentNoticeData, jurisdiction: str, past_due: bool) -> str:
    fines = _fines(data)
    if past_due:
        return HOW_TO_PAY[jurisdiction].format(
            fines=fines, when="de imediato", balance="já é débito vencido"
        )
    return HOW_TO_PAY[jurisdiction].format(
        fines=fines, when="até o vencimento", balance="no vencimento torna-se débito vencido"
    )


def _jointly_liable(data: PaymentNoticeData, cited: FirstCitationMarked) -> list[Flowable]:
    """Res. AGR 105/2017, art. 22 sole §: the lender of the vehicle in comodato."""
    if not data.jointly_liable:
        return []
    said = text(cited(data.jointly_liable))
    return [heading("Responsável solidário"), paragraph(said, "notice")]


def story(data: PaymentNoticeData, stamp: Stamp) -> list[Flowable]:
    """The notice; on a Goiás regular line it says once, where it first cites Res. AGR
    105/2017, that the resolution applies subsidiarily (Decreto 8.444/2015, art. 54)."""
    jurisdiction = stamp.office.jurisdiction
    cited = FirstCitationMarked(data.regular_line)
    due = short_date(data.due_on)
    if data.moved_because:
        due += f" ({data.moved_because}; {MOVED[jurisdiction]})"
    past_due = data.due_on < data.issued_on
    if past_due:
        due += " — já vencido na data desta notificação"
    flow: list[Flowable] = [
        paragraph(f"{TITLE} nº {text(stamp.number)}", "title"),
        paragraph(text(cited(data.decision)), "subtitle"),
        grid(
            [
                ("Processo nº", data.process_number),
                ("Auto de infração nº", data.notice_number),
                ("Autuado", data.operator_name),
                ("CNPJ", data.operator_cnpj),
                ("Emitida por", data.issued_by),
                ("Ciência da decisão", cited(f"{short_date(data.ciencia)} — prazo de {data.term}")),
                ("Vencimento", cited(due)),
            ]
        ),
        *_jointly_liable(data, cited),
        *_fine_lines(data, cited),
        paragraph(
            f"Total a pagar: <b>{format_brl(data.total)}</b> — vencimento: "
            f"<b>{short_date(data.due_on)}</b>"
        ),
        paragraph(cited(_notified(data, jurisdiction, past_due)), "notice"),
        heading("Como pagar"),
        paragraph(text(cited(_how_to_pay(data, jurisdiction, past_due)))),
    ]
    if data.appeal_pending:
        appeal = APPEAL[f"{jurisdiction}_linha" if data.regular_line else jurisdiction]
        flow.append(paragraph(cited(appeal)))
    return flow


DOCUMENTS = (DocumentKind(KIND, TITLE, ARTICLES, PaymentNoticeData, story, cited=_articles),)
