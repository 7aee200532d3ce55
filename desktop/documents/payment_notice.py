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
from desktop.documents.citations import cite, split_citations
from desktop.documents.kind import PAYMENT_NOTICE_KIND, DocumentKind
from desktop.documents.letterhead import Stamp, short_date
from desktop.documents.notice_data import PaymentLine, PaymentNoticeData
from desktop.rules.money import format_brl
from desktop.rules.regular_line_terms import (
    DECREE_ARTICLE,
    RESOLUTION,
    applied_subsidiarily,
    citations_applied_subsidiarily,
)

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


def _payment_basis(data: PaymentNoticeData, jurisdiction: str) -> str:
    """The resolution's payment articles; on a Goiás regular line, applied subsidiarily
    (Decreto 8.444/2015, art. 54: the decree is silent on the payment)."""
    basis = ARTICLES[jurisdiction][0]
    return applied_subsidiarily(basis) if data.regular_line else basis


def _articles(jurisdiction: str, data: PaymentNoticeData) -> tuple[str, ...]:
    """The footer's base legal: a regular line's appeal runs by the decree."""
    basis = (_payment_basis(data, jurisdiction),)
    return (DECREE_ARTICLE, *basis) if data.regular_line and data.appeal_pending else basis


def _cited(data: PaymentNoticeData, said: str) -> str:
    """On a Goiás regular line, each citation of Res. AGR 105/2017 says it applies only
    subsidiarily (Decreto 8.444/2015, art. 54)."""
    return citations_applied_subsidiarily(said) if data.regular_line else said


def _line(line: PaymentLine, due_on: date, law: str | None = None) -> str:
    """A fine's line; its articles of `law`, if given, without the law's name, which the
    heading of the lines says once."""
    described = f"{line.description} — multa de {format_brl(line.amount)}"
    if line.outstanding != line.amount:
        described += f", em aberto {format_brl(line.outstanding)}"
    cited = cite(split_citations(line.articles))
    described += f" ({cited.removeprefix(f'{law}: ') if law else cited})"
    if line.due_on != due_on:
        described += f" — vencimento {short_date(line.due_on)}"
    return described


def _fine_lines(data: PaymentNoticeData) -> list[Flowable]:
    """The fines to pay; on a Goiás regular line, the resolution whose articles they cite is
    named once, applied subsidiarily, in their heading (each line would repeat it)."""
    if not data.regular_line:
        lines = tuple(_line(line, data.due_on) for line in data.lines)
        return [heading("Multas a pagar"), *bullets(lines, numbered=True)]
    lines = tuple(_cited(data, _line(line, data.due_on, RESOLUTION)) for line in data.lines)
    law = applied_subsidiarily(RESOLUTION)
    return [heading(f"Multas a pagar — artigos da {law}"), *bullets(lines, numbered=True)]


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
        f"pagamento ({_payment_basis(data, jurisdiction)}) terminou em "
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


def _jointly_liable(data: PaymentNoticeData) -> list[Flowable]:
    """Res. AGR 105/2017, art. 22 sole §: the lender of the vehicle in comodato."""
    if not data.jointly_liable:
        return []
    said = text(_cited(data, data.jointly_liable))
    return [heading("Responsável solidário"), paragraph(said, "notice")]


def story(data: PaymentNoticeData, stamp: Stamp) -> list[Flowable]:
    jurisdiction = stamp.office.jurisdiction
    due = short_date(data.due_on)
    if data.moved_because:
        due += f" ({data.moved_because}; {MOVED[jurisdiction]})"
    past_due = data.due_on < data.issued_on
    if past_due:
        due += " — já vencido na data desta notificação"
    flow: list[Flowable] = [
        paragraph(f"{TITLE} nº {text(stamp.number)}", "title"),
        paragraph(text(_cited(data, data.decision)), "subtitle"),
        grid(
            [
                ("Processo nº", data.process_number),
                ("Auto de infração nº", data.notice_number),
                ("Autuado", data.operator_name),
                ("CNPJ", data.operator_cnpj),
                ("Emitida por", data.issued_by),
                ("Ciência da decisão", f"{short_date(data.ciencia)} — prazo de {data.term}"),
                ("Vencimento", _cited(data, due)),
            ]
        ),
        *_jointly_liable(data),
        *_fine_lines(data),
        paragraph(
            f"Total a pagar: <b>{format_brl(data.total)}</b> — vencimento: "
            f"<b>{short_date(data.due_on)}</b>"
        ),
        paragraph(_notified(data, jurisdiction, past_due), "notice"),
        heading("Como pagar"),
        paragraph(text(_cited(data, _how_to_pay(data, jurisdiction, past_due)))),
    ]
    if data.appeal_pending:
        flow.append(
            paragraph(
                _cited(data, APPEAL[f"{jurisdiction}_linha" if data.regular_line else jurisdiction])
            )
        )
    return flow


DOCUMENTS = (DocumentKind(KIND, TITLE, ARTICLES, PaymentNoticeData, story, cited=_articles),)
