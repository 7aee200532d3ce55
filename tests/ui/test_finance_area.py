"""Financeiro shows the operator's sanctions next to its debts (Res. AGR 105/2017, arts. 69
and 101); the worklist opens the process of a deadline (Autos e Processos)."""

from datetime import date
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt

from desktop.services.errors import ValidationError
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.payments import register_payment
from desktop.services.sanctions.penalties import DecisionInput, judge, open_ordinary
from desktop.ui.finance.area import FinanceArea
from desktop.ui.navigator import Navigator
from desktop.ui.sanctions.area import NoticesArea
from desktop.ui.workspace import Workspace
from tests.factories.clock import at_day
from tests.factories.notices import fine_77_xvi, new_operator, notify_by_autos, recorded_notice
from tests.factories.process_acts import choose
from tests.factories.roraima import in_roraima, roraima_roles
from tests.factories.sanctions import judged, suspended


def test_suspension_shown_with_the_debts(qtbot, admin_context, context_for, tmp_path):
    operator = new_operator(admin_context)
    notice = recorded_notice(
        context_for("fiscal"), tmp_path, operator.id, infraction_codes=("78-III",)
    )
    julgador = at_day(context_for("julgador"), date(2026, 3, 23))
    open_ordinary(
        julgador, notice.process_id, ("Ana", "Bruno", "Célia"), "Portaria 1/2026", date(2026, 3, 10)
    )
    notify_by_autos(context_for("analista"), notice.process_id, date(2026, 3, 10))
    judge(
        julgador,
        notice.process_id,
        DecisionInput(
            date(2026, 3, 23),
            True,
            "Sem autorização.",
            (
                PenaltyChoice(
                    "78-III",
                    Decimal("3819.18"),
                    ("multa", "suspensao"),
                    suspension_first_day=date(2026, 4, 1),
                ),
            ),
        ),
    )
    area = FinanceArea(
        Workspace(
            at_day(context_for("atendente"), date(2026, 4, 2)), Navigator(), tmp_path / "keys"
        )
    )
    qtbot.addWidget(area)
    area.cnpj_box.setText("11.222.333/0001-81")
    area.lookup_button.click()
    assert "Sanções: suspensa de 01/04/2026 a 30/04/2026" in area.title.text()
    assert "Sem débitos vencidos" in area.title.text()  # the decision is not yet notified


def test_the_debts_name_the_operator_and_its_formatted_cnpj(qtbot, admin_context, tmp_path):
    """The CNPJ typed without punctuation came back as the title, "11222333000181 — Sem
    débitos vencidos…": the operator was not named, its CNPJ not in the Brazilian form."""
    operator = new_operator(admin_context)
    area = FinanceArea(Workspace(admin_context, Navigator(), tmp_path / "keys"))
    qtbot.addWidget(area)
    qtbot.keyClicks(area.cnpj_box, "11222333000181")
    qtbot.keyClick(area.cnpj_box, Qt.Key.Key_Return)
    assert area.title.text().startswith(
        f"{operator.legal_name}, CNPJ 11.222.333/0001-81 — Sem débitos vencidos"
    )


def test_worklist_opens_the_process(qtbot, admin_context, context_for, tmp_path):
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    notify_by_autos(context_for("analista"), notice.process_id, date(2026, 3, 10))
    area = NoticesArea(
        Workspace(
            at_day(context_for("analista"), date(2026, 3, 20)), Navigator(), tmp_path / "keys"
        )
    )
    qtbot.addWidget(area)
    worklist = area.worklist
    assert worklist.summary.text() == "0 vencido(s), 1 hoje, 0 nesta semana"
    assert worklist.table.item(0, 0).text() == "Vence hoje"
    assert worklist.table.item(0, 4).text() == notice.number
    worklist.table.setCurrentCell(0, 0)
    qtbot.keyClick(worklist.table, Qt.Key.Key_Return)
    assert area.tabs.currentWidget() is area.process
    assert notice.number in area.process.header.text()


def test_ordinary_process_and_revision_from_the_process_panel(
    qtbot, admin_context, context_for, tmp_path, dialog_driver
):
    """Art. 93 §1: the commission of three; art. 96 §5: the revision cannot worsen."""
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    area = NoticesArea(
        Workspace(
            at_day(context_for("julgador"), date(2026, 3, 23)), Navigator(), tmp_path / "keys"
        )
    )
    qtbot.addWidget(area)
    panel = area.process
    panel.load(notice.process_id)

    def commission(dialog):
        for name, text in (
            ("members", "Ana"),
            ("member_1", "Bruno"),
            ("member_2", "Ana"),
            ("act", "Portaria 7/2026"),
        ):
            dialog.form.editor(name).setText(text)
        dialog.try_submit()
        assert "3 (três) membros" in dialog.form.error_of("members")
        dialog.form.editor("member_2").setText("Célia")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", commission)
    choose(panel, "ordinary")
    assert "(ordinário)" in panel.header.text()
    notify_by_autos(context_for("analista"), notice.process_id, date(2026, 3, 10))
    fine_77_xvi(context_for("julgador"), notice.process_id, date(2026, 3, 23))
    notify_by_autos(context_for("analista"), notice.process_id, date(2026, 3, 23))
    panel.load(notice.process_id)

    def worse(dialog):
        dialog.form.editor("penalties").item(0, 2).setText("2.500,00")
        dialog.form.editor("penalties").item(0, 4).setText("Fato novo")
        dialog.form.editor("reason").setText("Revisão de ofício")
        dialog.try_submit()
        assert "art. 96, § 5º" in dialog.form.general_error.text()
        return dialog.result()

    dialog_driver.on("ActionDialog", worse)
    choose(panel, "revise")
    # art. 94: the ordinary process is judged by the Council in a single instance
    assert "Fase: Encerrado" in panel.header.text()


def test_a_roraima_office_reads_the_overdue_fine_on_lei_664(
    qtbot, admin_context, context_for, tmp_path
):
    """Lei RR 664/2008, art. 89 sole §: the fine is due to the DEIT within 10 days; overdue,
    the certidão comes out positive. Goiás's art. 101 of Res. AGR 105/2017 is not cited."""
    rr = roraima_roles(admin_context, context_for)
    operator = new_operator(admin_context)
    judged(rr, tmp_path, operator.id)
    area = FinanceArea(
        Workspace(at_day(rr["atendente"], date(2026, 4, 21)), Navigator(), tmp_path / "keys")
    )
    qtbot.addWidget(area)
    area.cnpj_box.setText("11.222.333/0001-81")
    area.lookup_button.click()
    title = area.title.text()
    assert "1 débito(s) vencido(s)" in title
    assert "Lei RR 664/2008, art. 89, parágrafo único" in title
    assert "105" not in title and "AGR" not in title


def test_tab_leaves_the_debts_for_the_payment_button(
    qtbot, admin_context, context_for, open_area, tmp_path
):
    """A list, not a grid: one Tab from the debts reaches Registrar pagamento, as it does
    with 30 instalments of an outorga listed (it walked every cell before)."""
    rr = roraima_roles(admin_context, context_for)
    operator = new_operator(admin_context)
    judged(rr, tmp_path, operator.id)
    area = open_area(FinanceArea, at_day(rr["atendente"], date(2026, 4, 21)), tmp_path / "keys")
    area.cnpj_box.setText("11.222.333/0001-81")
    area.lookup_button.click()
    assert area.table.rowCount() == 1
    area.table.setFocus()
    area.table.setCurrentCell(0, 0)
    qtbot.keyClick(area.table, Qt.Key.Key_Tab)
    assert area.focusWidget() is area.pay_button


def test_a_settled_debt_offers_no_payment_and_says_why(
    qtbot, admin_context, context_for, open_area, tmp_path
):
    """Registrar pagamento is unavailable as soon as a settled debt is selected, with the
    reason in its tooltip; the service still refuses such a payment on submit."""
    rr = roraima_roles(admin_context, context_for)
    operator = new_operator(admin_context)
    judged(rr, tmp_path, operator.id)
    ctx = at_day(rr["atendente"], date(2026, 4, 21))
    area = open_area(FinanceArea, ctx, tmp_path / "keys")
    area.cnpj_box.setText("11.222.333/0001-81")
    area.lookup_button.click()
    area.table.selectRow(0)
    assert area.pay_button.isEnabled() and area.pay_button.toolTip() == ""
    debt = area.debts[0]
    register_payment(ctx, debt.id, date(2026, 4, 21), debt.outstanding, "DAR 1")
    area.load()
    assert area.table.item(0, 5).text() == "Quitado"
    area.table.clearSelection()
    area.table.selectRow(0)
    assert not area.pay_button.isEnabled()
    assert area.pay_button.toolTip() == "Este débito já está quitado: não há valor em aberto."
    with pytest.raises(ValidationError):
        register_payment(ctx, debt.id, date(2026, 4, 21), Decimal("1.00"), "DAR 2")


def test_a_roraima_suspension_is_shown_as_its_lines(
    qtbot, admin_context, roles, open_area, tmp_path
):
    """Lei RR 664/2008, arts. 85 and 87, IV: a Roraima suspension is of one line's service,
    and Financeiro names the line, as the operator's header does."""
    operator, _ = suspended(admin_context, roles, tmp_path)
    ctx = at_day(in_roraima(roles["analista"]), date(2026, 6, 25))
    area = open_area(FinanceArea, ctx, tmp_path / "keys")
    area.cnpj_box.setText(operator.cnpj)
    area.lookup_button.click()
    assert "Sanções: linha RR-001 suspensa de 01/07/2026 a 15/07/2026" in area.title.text()
