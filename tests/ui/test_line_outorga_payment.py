"""The outorga's instalments in the line's Delegação tab through the real widgets on a real
SQLite file (Decreto 8.444/2015, art. 11 §5º): the Termo's schedule under the delegations, the
payment of the instalment selected with the corrected value proposed; a wrong value refused
next to the field naming the article, nothing written; the right one marks it paid, showing
how it was paid (art. 12 §1º)."""

import sys
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel
from sqlalchemy import select

from desktop.models.line_termo_corrections import TermoBasisCorrection
from desktop.models.payments import Payment
from desktop.rules.lines.outorga import IGP_DI
from desktop.services.calendar import office_today
from desktop.services.errors import ValidationError
from desktop.services.lines.delegations import record_delegation
from desktop.services.lines.outorga import register_instalment_payment
from desktop.services.lines.register import create_line
from desktop.services.office.rule_values import register_rule_value
from desktop.services.office.users import update_user
from desktop.services.registration.operators import create_operator
from desktop.ui.lines.area import LinesArea
from tests.ui.conftest import operator_input, ticking_from_noon

sys.path.insert(0, str(Path(__file__).parents[1] / "services"))

from tests.factories.action_bar import choose  # noqa: E402
from tests.factories.lines import go_line, termo  # noqa: E402
from tests.factories.reading import count
from tests.factories.vehicles import certify  # noqa: E402


def open_line(open_area, admin_context, tmp_path, days_ago: int = 0, basis: str = "art11"):
    ctx = ticking_from_noon(admin_context)
    holder = create_operator(ctx, operator_input())
    certify(ctx, tmp_path / "keys", holder.id)
    line = create_line(ctx, go_line())
    signed = office_today(ctx) - timedelta(days=days_ago)
    # A value fixed by resolution (Decreto 8.444/2015, art. 11 §6º): the same whatever the
    # days of the 15 years from today.
    reduced = termo(
        holder.id,
        signed_on=signed,
        outorga_instalments=2,
        outorga_total="2.000,00",
        outorga_resolution="Resolução AGR nº 5/2026 (baixa demanda)",
        termo_basis=basis,
    )
    record_delegation(ctx, line.id, reduced)
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.refresh()
    area.open_record(line.id)
    return area


@pytest.fixture
def area(open_area, admin_context, tmp_path):
    return open_line(open_area, admin_context, tmp_path)


def payments(area) -> int:
    return count(area.ctx.database, Payment)


def test_an_instalment_paid_from_the_delegation_tab(qtbot, area, dialog_driver):
    area.tabs.setCurrentWidget(area.delegations)
    table = area.instalments.table
    assert [table.texts(row)[0] for row in range(table.rowCount())] == ["1/2", "2/2"]
    assert "art. 11 §5º" in area.instalments.caption.text()
    assert table.currentRow() == 0  # the oldest unpaid

    def pay(dialog):
        amount = dialog.form.editor("amount")
        # Paid on signing: nothing to correct, the instalment's own value is proposed.
        assert amount.text() == "1.000,00"
        amount.clear()
        qtbot.keyClicks(amount, "999,00")
        qtbot.keyClicks(dialog.form.editor("reference"), "GRU 1/2")
        dialog.try_submit()
        assert dialog.form.error_of("amount") == (
            "A parcela corrigida pelo IGP-DI até "
            f"{office_today(area.ctx):%d/%m/%Y} é de R$\xa01.000,00 "
            "(Decreto 8.444/2015, art. 11 §5º)."
        )
        assert payments(area) == 0
        amount.clear()
        qtbot.keyClicks(amount, "1.000,00")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", pay)
    area.actions_["instalment_payment"].trigger()
    assert payments(area) == 1
    assert table.texts(0)[3:] == ["R$\xa01.000,00", "paga", "Moeda corrente"]
    assert table.texts(1)[4:] == ["a vencer", ""]
    assert table.currentRow() == 1


def test_an_overdue_instalment_paid_with_the_igp_di_correction_proposed(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    """Signed 200 days ago, the 2nd instalment (6 months later) is overdue, as is the 1st (due
    on signing); paid today the 2nd is 1.000,00 × 1187,93 / 1143,27 = 1.039,0634… →
    R$ 1.039,06 (§5; index numbers recorded for the test)."""
    area = open_line(open_area, admin_context, tmp_path, days_ago=200)
    today = office_today(area.ctx)
    table = area.instalments.table
    assert table.texts(1)[4] == "vencida"
    assert "2 vencida(s)" in area.instalments.caption.text()  # the 1st too, due on signing
    start = today - timedelta(days=200)
    register_rule_value(area.ctx, IGP_DI, start, Decimal("1143.27"), "IGP-DI (teste)")
    register_rule_value(area.ctx, IGP_DI, today, Decimal("1187.93"), "IGP-DI (teste)")
    table.setCurrentCell(1, 0)

    def pay(dialog):
        assert dialog.form.editor("amount").text() == "1.039,06"
        qtbot.keyClicks(dialog.form.editor("reference"), "GRU 2/2")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", pay)
    area.actions_["instalment_payment"].trigger()
    assert table.texts(1)[3:] == ["R$\xa01.039,06", "paga", "Moeda corrente"]
    assert "1 vencida(s)" in area.instalments.caption.text()


def test_a_paid_instalment_offers_no_payment_and_says_why(area, dialog_driver):
    """Selecting a paid instalment makes the payment unavailable at once, its tooltip saying
    why; the oldest unpaid one offers it again. The service still refuses on submit."""
    area.tabs.setCurrentWidget(area.delegations)
    table = area.instalments.table
    action = area.actions_["instalment_payment"]
    first = area.instalments.current()
    register_instalment_payment(
        area.ctx, first.debt_id, office_today(area.ctx), first.amount, "GRU 1/2"
    )
    area.open_record(area.current.id)
    table.setCurrentCell(0, 0)
    assert table.texts(0)[4] == "paga"
    assert not action.isEnabled()
    assert action.toolTip() == "A parcela 1/2 já está paga."
    assert area.action_bar.menus["instalment_payment"].menu().toolTipsVisible()
    table.setCurrentCell(1, 0)
    assert action.isEnabled()
    with pytest.raises(ValidationError) as refused:
        register_instalment_payment(
            area.ctx, first.debt_id, office_today(area.ctx), first.amount, "GRU 1/2 de novo"
        )
    assert refused.value.field_errors["amount"] == "A parcela 1 já está paga."


def test_only_the_later_instalments_are_paid_with_credits_art_12_s1(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    """Art. 12 §1º: on the temporary outorga of a line already operated, the 1st
    instalment's dialog offers money only, saying why; the 2nd is paid by compensation of
    credits of earlier operations, recorded as such."""
    area = open_line(open_area, admin_context, tmp_path, days_ago=200, basis="art12")
    today = office_today(area.ctx)
    register_rule_value(area.ctx, IGP_DI, today - timedelta(days=200), Decimal("1"), "teste")
    table = area.instalments.table
    offered = []

    def look(dialog):
        means = dialog.form.editor("means")
        offered.append([means.itemText(index) for index in range(means.count())])
        assert "art. 12 §1º" in means.toolTip()
        return 0

    dialog_driver.on("ActionDialog", look)
    table.setCurrentCell(0, 0)
    area.actions_["instalment_payment"].trigger()
    table.setCurrentCell(1, 0)

    def compensate(dialog):
        means = dialog.form.editor("means")
        offered.append([means.itemText(index) for index in range(means.count())])
        means.setCurrentIndex(means.findData("compensacao"))
        qtbot.keyClicks(dialog.form.editor("reference"), "Processo 2026/123 (creditos)")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", compensate)
    area.actions_["instalment_payment"].trigger()
    assert offered == [
        ["Moeda corrente"],
        ["Moeda corrente", "Compensação de créditos de explorações anteriores"],
    ]
    assert table.texts(1)[4:] == ["paga", "Compensação de créditos de explorações anteriores"]
    assert (
        "outorga temporária de serviço já explorado, paga em moeda corrente ou, exceto a 1ª "
        "parcela, com créditos de explorações anteriores (Decreto 8.444/2015, art. 12 §1º)"
        in (area.instalments.caption.text())
    )
    with area.ctx.database.read() as session:
        assert session.scalars(select(Payment.means)).all() == ["compensacao"]


def test_a_new_authorisation_s_outorga_offers_no_credits_art_12_s1(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    """Art. 12 §1º: credits pay only the temporary outorga of art. 12; the 2nd instalment of
    a Termo of art. 11 is offered in money only, and the schedule says so."""
    area = open_line(open_area, admin_context, tmp_path, days_ago=200)
    area.tabs.setCurrentWidget(area.delegations)
    assert (
        "outorga de autorização nova (Decreto 8.444/2015, art. 11), paga em moeda corrente"
        in area.instalments.caption.text()
    )
    offered = []

    def look(dialog):
        means = dialog.form.editor("means")
        offered.append([means.itemText(index) for index in range(means.count())])
        return 0

    dialog_driver.on("ActionDialog", look)
    area.instalments.table.setCurrentCell(1, 0)
    area.actions_["instalment_payment"].trigger()
    assert offered == [["Moeda corrente"]]


def test_a_termo_s_article_corrected_by_its_own_act_then_credits_follow(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    """Decreto 8.444/2015, arts. 11 and 12: a Termo recorded under art. 11 is corrected to
    art. 12 by a dated act (refused without the act, next to its field, nothing written);
    from it the 2nd instalment takes credits (art. 12 §1º), and once paid so the Termo can't
    go back to art. 11: refused next to the article, citing art. 12 § 1º."""
    area = open_line(open_area, admin_context, tmp_path, days_ago=200)
    today = office_today(area.ctx)
    register_rule_value(area.ctx, IGP_DI, today - timedelta(days=200), Decimal("1"), "teste")
    area.tabs.setCurrentWidget(area.delegations)
    seen = {}

    def correct(dialog):
        form = dialog.form
        seen["intro"] = dialog.findChild(QLabel).text()
        seen["proposed"] = form.editor("termo_basis").currentData()
        dialog.try_submit()
        seen["refused"] = (form.error_of("act"), form.error_of("reason"))
        seen["written"] = count(area.ctx.database, TermoBasisCorrection)
        qtbot.keyClicks(form.editor("act"), "Portaria AGR 45/2026")
        qtbot.keyClicks(form.editor("reason"), "A linha ja era explorada antes do Decreto.")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", correct)
    choose(area.action_bar, "termo_article")
    assert "registrado sob o art. 11 do Decreto 8.444/2015" in seen["intro"]
    assert seen["proposed"] == "art12"
    assert seen["refused"] == (
        "Informe o ato que corrige o artigo.",
        "Informe o motivo da correção do artigo.",
    )
    assert seen["written"] == 0
    assert count(area.ctx.database, TermoBasisCorrection) == 1
    history = area.history.table
    assert history.texts(history.rowCount() - 1)[1] == "Correção do artigo do Termo"

    def compensate(dialog):
        means = dialog.form.editor("means")
        means.setCurrentIndex(means.findData("compensacao"))
        qtbot.keyClicks(dialog.form.editor("reference"), "Processo 2026/123 (creditos)")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", compensate)
    area.instalments.table.setCurrentCell(1, 0)
    area.actions_["instalment_payment"].trigger()
    assert area.instalments.table.texts(1)[4:] == [
        "paga",
        "Compensação de créditos de explorações anteriores",
    ]

    def back_to_11(dialog):
        form = dialog.form
        seen["intro"] = dialog.findChild(QLabel).text()
        seen["proposed"] = form.editor("termo_basis").currentData()
        qtbot.keyClicks(form.editor("act"), "Portaria AGR 46/2026")
        qtbot.keyClicks(form.editor("reason"), "Engano.")
        dialog.try_submit()
        seen["refused"] = form.error_of("termo_basis")
        return 0

    dialog_driver.on("ActionDialog", back_to_11)
    area.delegations.table.setCurrentCell(0, 0)
    choose(area.action_bar, "termo_article")
    assert "registrado sob o art. 12 do Decreto 8.444/2015" in seen["intro"]
    assert seen["proposed"] == "art11"
    assert seen["refused"] == (
        "Parcela da outorga já paga com créditos de explorações anteriores: a compensação só "
        "cabe na outorga temporária do art. 12 (Decreto 8.444/2015, art. 12, § 1º); o Termo "
        "não pode passar ao art. 11."
    )
    assert count(area.ctx.database, TermoBasisCorrection) == 1


def test_a_termo_whose_article_cannot_be_read_is_refused_in_one_message(
    open_area, admin_context, context_for, tmp_path, dialog_driver
):
    """The clerk's account deactivated by another administrator while Linhas is open: the
    Termo's article is not read, and the refusal saying why is the one message shown, with
    no request to choose a Termo in Delegação after it, and no dialog."""
    area = open_line(open_area, admin_context, tmp_path)
    other = context_for("administrador")
    update_user(other, admin_context.actor.user_id, active=False)
    choose(area.action_bar, "termo_article")
    assert [name for name, _title in dialog_driver.seen] == ["QMessageBox"]
    assert dialog_driver.messages == [
        "Sua conta foi desativada pelo administrador do escritório; nada foi gravado. Procure "
        "o administrador."
    ]
    assert count(area.ctx.database, TermoBasisCorrection) == 0
