"""The Reclamações e fiscalização tab of a Goiás operator (Res. AGR 105/2017, arts. 52 VII,
60 §2, 77 XII, 85 and 100), driven with the keyboard: a complaint refused next to its empty
field then recorded holds the operator (art. 100 sole §); Enter forwards it with the office's
term; once late, the auto opens in Autos e Processos typed 77-XII with the operator and the
facts filled in. A notification of the supplementary inspection goes the same way. A Roraima
office has no such tab."""

import dataclasses
from datetime import date

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QLabel

from desktop.services.validation import format_cnpj
from desktop.ui.operators.area import OperatorsArea
from desktop.ui.sanctions.area import NoticesArea
from desktop.ui.sanctions.prefill import NoticePrefill
from tests.factories.clock import at_day
from tests.factories.notices import new_operator

TODAY = date(2026, 6, 15)


def opened(open_area, ctx, tmp_path, operator):
    area = open_area(OperatorsArea, ctx, tmp_path / "keys")
    area.refresh()
    area.search_for(operator.legal_name)
    area.tabs.setCurrentWidget(area.complaints)
    return area.complaints


def test_a_complaint_is_recorded_forwarded_and_its_late_answer_opens_the_auto(
    qtbot, admin_context, tmp_path, open_area, dialog_driver
):
    operator = new_operator(admin_context)
    tab = opened(open_area, at_day(admin_context, TODAY), tmp_path, operator)
    assert "Nenhuma reclamação pendente" in tab.hold.text()
    seen = {}

    def record(dialog):
        dialog.form.editor("channel").setCurrentIndex(1)
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
        seen["empty"] = dialog.form.rows["summary"].error
        dialog.form.editor("summary").setPlainText("Motorista recusou embarque com bilhete.")
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
        return dialog.result()

    dialog_driver.on("ActionDialog", record)
    tab.buttons["complaint"].setFocus()
    qtbot.keyClick(tab.buttons["complaint"], Qt.Key.Key_Space)
    assert seen["empty"] == "Resuma o que o usuário relata."
    assert tab.complaint_table.rowCount() == 1
    assert tab.complaint_table.texts(0)[1:3] == ["Telefone", "recebida, não encaminhada"]
    assert "art. 100, parágrafo único" in tab.hold.text()
    assert "pedidos sobrestados" in tab.window().status_label.text()

    def forward(dialog):
        assert dialog.windowTitle() == "Encaminhar reclamação à autorizatária"
        dialog.form.editor("days").setValue(0)
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
        seen["days"] = dialog.form.rows["days"].error
        dialog.form.editor("days").setValue(3)
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
        return dialog.result()

    dialog_driver.on("ActionDialog", forward)
    tab.complaint_table.setFocus()
    tab.complaint_table.setCurrentCell(0, 0)
    qtbot.keyClick(tab.complaint_table, Qt.Key.Key_Return)
    assert "art. 100" in seen["days"]
    # Forwarded Monday 15 June with 3 days: due Thursday 18 June (art. 83).
    assert tab.complaint_table.texts(0)[2] == "sem resposta, prazo até 18/06/2026"

    # On 19 June the answer is late: the auto button opens Autos e Processos with 77-XII.
    later = opened(open_area, at_day(admin_context, date(2026, 6, 19)), tmp_path, operator)
    assert later.complaint_table.texts(0)[2] == "sem resposta, prazo vencido 18/06/2026"
    opened_records = []
    later.workspace.navigator.open_record.connect(
        lambda key, record: opened_records.append((key, record))
    )
    later.complaint_table.setCurrentCell(0, 0)
    qtbot.keyClick(later.buttons["complaint_auto"], Qt.Key.Key_Space)
    [(key, prefill)] = opened_records
    assert key == "notices" and prefill.codes == ("77-XII",)
    assert prefill.cnpj == tab.cnpj
    assert "prazo até 18/06/2026, sem resposta" in prefill.description
    assert "arts. 100 e 77, XII" in prefill.description


def test_an_unmet_notification_opens_the_auto_and_a_running_one_does_not(
    qtbot, admin_context, tmp_path, open_area, dialog_driver
):
    operator = new_operator(admin_context)
    tab = opened(open_area, at_day(admin_context, TODAY), tmp_path, operator)

    def notify(dialog):
        dialog.form.editor("notified_on").setDate(QDate(2026, 6, 3))
        dialog.form.editor("requested").setPlainText("Livros de registro de viagens de maio.")
        dialog.form.editor("days").setValue(3)
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
        return dialog.result()

    dialog_driver.on("ActionDialog", notify)
    qtbot.keyClick(tab.buttons["notify"], Qt.Key.Key_Space)
    # Ciência Wednesday 3 June, 3 days: Saturday 6 moves to Monday 8 June (art. 83 §2).
    assert tab.notification_table.texts(0)[1:3] == [
        "08/06/2026",
        "sem atendimento, prazo vencido 08/06/2026",
    ]
    opened_records = []
    tab.workspace.navigator.open_record.connect(lambda key, record: opened_records.append(record))
    tab.notification_table.setFocus()
    tab.notification_table.setCurrentCell(0, 0)
    qtbot.keyClick(tab.notification_table, Qt.Key.Key_Return)
    [prefill] = opened_records
    assert "arts. 60 §2 e 77, XII" in prefill.description and "não atendida" in prefill.description

    def running(dialog):
        dialog.form.editor("requested").setPlainText("Apólice do seguro em vigor.")
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
        return dialog.result()

    dialog_driver.on("ActionDialog", running)
    qtbot.keyClick(tab.buttons["notify"], Qt.Key.Key_Space)
    tab.notification_table.setCurrentCell(0, 0)  # newest first: the running one
    qtbot.keyClick(tab.buttons["notification_auto"], Qt.Key.Key_Space)
    assert len(opened_records) == 1
    assert "art. 77, XII" in tab.message.text()

    def present(dialog):
        assert dialog.windowTitle() == "Apresentação à fiscalização complementar"
        dialog.form.editor("presented").setPlainText("Apólice 123 vigente até 2027.")
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
        return dialog.result()

    dialog_driver.on("ActionDialog", present)
    tab.notification_table.setFocus()
    tab.notification_table.setCurrentCell(0, 0)
    qtbot.keyClick(tab.notification_table, Qt.Key.Key_Return)
    assert tab.notification_table.texts(0)[2] == "atendida em 15/06/2026, no prazo"


def test_the_notices_area_opens_the_auto_filled_in(
    qtbot, admin_context, context_for, tmp_path, open_area
):
    operator = new_operator(admin_context)
    fiscal = at_day(context_for("fiscal"), TODAY)
    area = open_area(NoticesArea, fiscal, tmp_path / "keys")
    area.open_record(
        NoticePrefill(format_cnpj(operator.cnpj), ("77-XII",), "Não prestou informações no prazo.")
    )
    assert area.tabs.currentWidget() is area.form
    assert area.form.operator_name.text() == operator.legal_name
    assert area.form.codes.text() == "77-XII"
    assert area.form.description.text() == "Não prestou informações no prazo."
    assert "art. 77, XII" in area.form.code_texts.text()


def test_a_roraima_office_has_no_complaints_tab(qtbot, admin_context, tmp_path, open_area):
    rr = dataclasses.replace(
        admin_context, office=dataclasses.replace(admin_context.office, jurisdiction="RR")
    )
    area = open_area(OperatorsArea, rr, tmp_path / "keys")
    assert area.complaints is None
    titles = [area.tabs.tabText(index) for index in range(area.tabs.count())]
    assert not any("Reclamações" in title for title in titles)


def test_enter_walks_a_complaint_to_its_appreciation_which_lifts_the_hold(
    qtbot, admin_context, tmp_path, open_area, dialog_driver
):
    operator = new_operator(admin_context)
    ctx = at_day(admin_context, TODAY)
    tab = opened(open_area, ctx, tmp_path, operator)
    steps = []

    def step(fill):
        def handle(dialog):
            steps.append(dialog.windowTitle())
            fill(dialog)
            qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
            return dialog.result()

        return handle

    def record(dialog):
        dialog.form.editor("summary").setPlainText("Ar-condicionado desligado na viagem.")

    def answer(dialog):
        dialog.form.editor("answer").setPlainText("Equipamento consertado.")

    def appreciate(dialog):
        dialog.form.editor("outcome").setCurrentIndex(1)
        dialog.form.editor("conclusion").setPlainText("Usuário aceitou o desconto oferecido.")

    for fill in (record, lambda dialog: None, answer, appreciate):
        dialog_driver.on("ActionDialog", step(fill))
    qtbot.keyClick(tab.buttons["complaint"], Qt.Key.Key_Space)
    tab.complaint_table.setFocus()
    for expected in ("sem resposta, prazo até", "respondida em 15/06/2026, no prazo"):
        tab.complaint_table.setCurrentCell(0, 0)
        qtbot.keyClick(tab.complaint_table, Qt.Key.Key_Return)
        assert tab.complaint_table.texts(0)[2].startswith(expected)
        assert "art. 100, parágrafo único" in tab.hold.text()
    tab.complaint_table.setCurrentCell(0, 0)
    qtbot.keyClick(tab.complaint_table, Qt.Key.Key_Return)
    assert steps == [
        "Reclamação de usuário",
        "Encaminhar reclamação à autorizatária",
        "Resposta da autorizatária",
        "Apreciação da reclamação",
    ]
    assert tab.complaint_table.texts(0)[2] == "apreciada em 15/06/2026 (resolvida por mediação)"
    assert "Nenhuma reclamação pendente" in tab.hold.text()
    assert "sobrestados" not in tab.window().status_label.text()


def test_the_headings_cite_the_act_and_never_break_a_citation(
    qtbot, admin_context, tmp_path, open_area
):
    """The buttons under each heading carry no article: the heading cites them with the act,
    and wrapped at 1366 px it never leaves "§" at a line's end and "2º" on the next."""
    operator = new_operator(admin_context)
    tab = opened(open_area, at_day(admin_context, TODAY), tmp_path, operator)
    headings = [label.text() for label in tab.findChildren(QLabel) if label.wordWrap()]
    assert (
        "Fiscalização complementar: notificações (Res. AGR 105/2017, arts.\u00a060, "
        "§\u00a02º, 61 e 85)" in headings
    )
    assert tab.buttons["notify"].text() == "N&otificar…"
