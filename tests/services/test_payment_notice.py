"""The notificação para pagamento (Res. AGR 105/2017, art. 89: notified of the decision that
keeps the fine, the autuado pays it or appeals; art. 91 §1: the appeal does not suspend it;
art. 83 §2: a due date on a day without office hours moves to the next business day), printed
once the fine is payable, read back with pypdf and verified."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.models.documents import IssuedDocument
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import Conflict
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.payment_notice import print_payment_notice
from desktop.services.sanctions.payments import register_payment
from desktop.services.sanctions.payments_records import debts_of
from desktop.services.sanctions.penalties import DecisionInput, judge
from desktop.services.sanctions.process_records import get_process
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, notify_by_autos, recorded_notice
from tests.factories.reading import count, pdf_text


def issued_count(database) -> int:
    return count(database, IssuedDocument)


@pytest.mark.postgres
def test_payment_notice_after_the_decision_is_notified(
    admin_context, context_for, judged, tmp_path
):
    operator, notice = judged
    keys = tmp_path / "keys"
    analista = at_day(context_for("analista"), date(2026, 3, 24))
    before = issued_count(admin_context.database)
    with pytest.raises(Conflict) as refused:
        print_payment_notice(analista, notice.process_id, keys)
    assert "art. 89" in refused.value.message
    assert issued_count(admin_context.database) == before
    assert not get_process(admin_context, notice.process_id).payable
    # ciência on Tuesday 24/03: 10 days end on Good Friday 03/04, moved to Monday 06/04
    notify(analista, notice.process_id, "pessoal", date(2026, 3, 24), "Maria")
    assert get_process(admin_context, notice.process_id).payable
    issued = print_payment_notice(analista, notice.process_id, keys)
    text = pdf_text(issued.pdf)
    # The term's articles (arts. 83 and 89) are printed once, with the term, not again in
    # each fine's line.
    fines = " ".join(text.split("Multas a pagar")[1].split("Total a pagar")[0].split())
    assert "art. 77, XVI" in fines and "art. 89" not in fines and "art. 83" not in fines
    # Each line says each thing once: the auto and the process are in the grid above, the
    # infraction's article among the line's articles, art. 67 only with its item.
    assert notice.number not in fines and fines.count("art. 77, XVI") == 1
    assert "art. 67;" not in fines
    assert (
        "1. Infração 77-XVI — multa de R$ 1.909,59 (Res. AGR 105/2017: art. 77, XVI; art. 67, III"
        in fines
    )
    assert (
        "2. Infração 76-I — multa de R$ 911,61 (Res. AGR 105/2017: art. 76, I; art. 67, II" in fines
    )
    due = " ".join(text.split("Vencimento")[1].split("Multas a pagar")[0].split())
    assert due == (
        "06/04/2026 (prorrogado de 03/04/2026, feriado: Sexta-feira Santa; "
        "Res. AGR 105/2017, art. 83, § 2º)"
    )
    # the two fines, the grid and the appeal paragraph fit one page
    assert "Página 1 de 1" in text
    for expected in (
        f"Notificação para Pagamento nº {issued.number}",
        notice.number,
        "Julgamento em primeira instância",
        "de 23/03/2026",
        "24/03/2026",
        "R$ 1.909,59",
        "R$ 911,61",
        "Total a pagar: R$ 2.821,20",
        "vencimento: 06/04/2026",
        "03/04/2026",
        "art. 83, § 2º",
        "NOTIFICADO PARA PAGAMENTO",
        "Como pagar",
        "guia de recolhimento",
        "art. 101",
        "art. 91, § 1º",
        "art. 77, XVI",
        "Res. AGR 105/2017, arts. 83, 89, 91 e 101",
    ):
        assert expected in text, expected
    verdict = verify_bytes(admin_context.database, issued.pdf)
    assert verdict.valid and verdict.fields["Número"] == issued.number
    assert (
        verdict.fields["Valor (R$)"] == "2821.20" and verdict.fields["Vencimento"] == "06/04/2026"
    )
    entry = get_process(admin_context, notice.process_id).timeline[-1]
    assert (entry.kind, entry.label, entry.document_number) == (
        "notificacao_pagamento",
        "Notificação para pagamento",
        issued.number,
    )
    assert "R$\xa02.821,20" in entry.summary and "06/04/2026" in entry.summary


def test_payment_notice_lists_only_what_is_left_to_pay(
    admin_context, context_for, judged, tmp_path
):
    operator, notice = judged
    keys = tmp_path / "keys"
    analista = at_day(context_for("analista"), date(2026, 3, 27))
    notify(analista, notice.process_id, "pessoal", date(2026, 3, 27), "Maria")
    first, second = debts_of(admin_context, operator.id, date(2026, 3, 27))
    atendente = at_day(context_for("atendente"), date(2026, 3, 30))
    register_payment(atendente, first.id, date(2026, 3, 30), first.amount, "GR 1")
    register_payment(atendente, second.id, date(2026, 3, 30), Decimal("411.61"), "GR 2")
    text = pdf_text(print_payment_notice(analista, notice.process_id, keys).pdf)
    assert "R$ 1.909,59" not in text
    assert "em aberto R$ 500,00" in text and "Total a pagar: R$ 500,00" in text
    # art. 89 with art. 83: 10 days from Friday 27/03 end on Monday 06/04, not moved
    assert "vencimento: 06/04/2026" in text and "prorrogado" not in text
    # the count of the term cites its paragraphs as the act writes them, not "art. 83 §1"
    assert "art. 83; art. 83, § 1º; art. 83, § 2º; art. 83, § 3º" in " ".join(text.split())
    register_payment(atendente, second.id, date(2026, 3, 30), Decimal("500.00"), "GR 3")
    assert not get_process(admin_context, notice.process_id).payable
    with pytest.raises(Conflict):
        print_payment_notice(analista, notice.process_id, keys)


def test_a_payment_notice_of_three_fines_fits_one_page(admin_context, context_for, tmp_path):
    """Three fines kept by the decision, the appeal term running: one page still (the lines
    name each infraction, its fine and its articles once)."""
    operator = new_operator(admin_context)
    codes = ("77-XVI", "76-I", "76-II")
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id, infraction_codes=codes)
    notify_by_autos(context_for("analista"), notice.process_id, date(2026, 3, 10))
    amounts = (Decimal("1909.59"), Decimal("911.61"), Decimal("911.61"))
    judge(
        at_day(context_for("julgador"), date(2026, 3, 23)),
        notice.process_id,
        DecisionInput(
            date(2026, 3, 23),
            True,
            "Defesa não apresentada; infrações comprovadas.",
            tuple(
                PenaltyChoice(code, amount, ("multa",))
                for code, amount in zip(codes, amounts, strict=True)
            ),
        ),
    )
    analista = at_day(context_for("analista"), date(2026, 3, 24))
    notify(analista, notice.process_id, "pessoal", date(2026, 3, 24), "Maria")
    text = pdf_text(print_payment_notice(analista, notice.process_id, tmp_path / "keys").pdf)
    flat = " ".join(text.split())
    assert "3. Infração 76-II — multa de R$ 911,61" in flat
    assert "Total a pagar: R$ 3.732,81" in flat and "não tem efeito suspensivo" in flat
    assert "Página 1 de 1" in text
