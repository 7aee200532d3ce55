"""The Goiás acts of Res. AGR 105/2017, art. 9º, from the operator's Processo tab, by the
keyboard: the communication of a change of standing (§2º), refused next to the field without
the fact, recorded late after the 10 days and listed in Início; the summary cancellation of
the registration (§4º), shown on the tab and in the operator's status. Neither is offered to
a Roraima office."""

import dataclasses
from datetime import date

import pytest
from PySide6.QtCore import Qt

from desktop.services.registration.standing_records import standing_changes_of
from desktop.ui.home.page import HomePage
from desktop.ui.navigator import Navigator
from desktop.ui.operators.area import OperatorsArea
from desktop.ui.workspace import Workspace
from tests.factories.clock import at_day
from tests.factories.licences import registered_operator
from tests.factories.screens import READING_BOUND_MS

DAY = date(2026, 7, 1)


def type_date(qtbot, field, text: str) -> None:
    field.line.setFocus()
    field.line.home(False)
    qtbot.keyClicks(field.line, text)
    field.line.editingFinished.emit()


@pytest.fixture
def registered(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator = registered_operator(admin_context, keys)
    return at_day(admin_context, DAY), operator, keys


def test_a_late_communication_by_the_keyboard(qtbot, registered, open_area, dialog_driver):
    ctx, operator, keys = registered
    area = open_area(OperatorsArea, ctx, keys)
    area.refresh()
    area.open_record(operator.id)
    process = area.process
    area.tabs.setCurrentWidget(process)
    assert process.buttons["standing"].isVisible()
    refused = {}

    def communicate(dialog):
        dialog.show()
        qtbot.waitExposed(dialog)
        form = dialog.form
        type_date(qtbot, form.editor("changed_on"), "11062026")
        type_date(qtbot, form.editor("communicated_on"), "23062026")
        form.editor("document").setFocus()
        qtbot.keyClicks(form.editor("document"), "Terceira alteracao contratual, JUCEG 5220009")
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
        refused["what"] = form.error_of("what")
        form.editor("what").setFocus()
        qtbot.keyClicks(form.editor("what"), "Mudanca da sede.")
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
        return dialog.result()

    dialog_driver.on("ActionDialog", communicate)
    # The mnemonic clicks the button as a click animates: after a moment.
    qtbot.keyClick(process, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: len(dialog_driver.seen) == 1)
    assert "art. 9º, §2º" in refused["what"]
    (change,) = standing_changes_of(ctx, operator.id)
    assert (change.due, change.late) == (date(2026, 6, 22), True)
    text = process.standing.text()
    assert "Alteração de 11/06/2026 comunicada em 23/06/2026 (prazo até 22/06/2026)" in text
    assert (
        "FORA DO PRAZO (Res. AGR 105/2017, art. 9º, § 2º): Mudanca da sede. — "
        "Terceira alteracao contratual, JUCEG 5220009" in text
    )

    page = HomePage(Workspace(ctx, Navigator()))
    qtbot.addWidget(page)
    with qtbot.waitSignal(page.loaded, timeout=READING_BOUND_MS):
        page.refresh()
    rows = [
        [page.table.item(row, column).text() for column in range(3)]
        for row in range(page.table.rowCount())
    ]
    assert [
        "22/06/2026",
        "Alteração de 11/06/2026 comunicada fora do prazo, em 23/06/2026 "
        "(Res. AGR 105/2017, art. 9º, §2º): Mudanca da sede.",
        operator.legal_name,
    ] in rows


def test_the_summary_cancellation_by_the_keyboard(qtbot, registered, open_area, dialog_driver):
    ctx, operator, keys = registered
    area = open_area(OperatorsArea, ctx, keys)
    area.refresh()
    area.open_record(operator.id)
    process = area.process
    area.tabs.setCurrentWidget(process)
    assert process.buttons["summary_cancel"].isEnabled()

    def cancel(dialog):
        dialog.show()
        qtbot.waitExposed(dialog)
        form = dialog.form
        type_date(qtbot, form.editor("cancelled_on"), "30062026")
        form.editor("reasons").setFocus()
        qtbot.keyClicks(form.editor("reasons"), "CNPJ baixado na Receita Federal.")
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
        return dialog.result()

    dialog_driver.on("ActionDialog", cancel)
    qtbot.keyClick(process, Qt.Key.Key_U, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: len(dialog_driver.seen) == 1)
    assert (
        "Registro cancelado sumariamente em 30/06/2026 (Res. AGR 105/2017, art. 9º, §4º)"
        in process.bars.text()
    )
    assert "CNPJ baixado na Receita Federal." in process.bars.text()
    assert (
        "Registro cancelado sumariamente (Res. AGR 105/2017, art. 9º, § 4º)"
        in area.status_label.text()
    )
    assert not process.buttons["summary_cancel"].isEnabled()


def test_roraima_is_not_offered_either_act(qtbot, registered, open_area):
    ctx, operator, keys = registered
    rr = dataclasses.replace(ctx, office=dataclasses.replace(ctx.office, jurisdiction="RR"))
    area = open_area(OperatorsArea, rr, keys)
    area.refresh()
    area.open_record(operator.id)
    assert not area.process.buttons["standing"].isVisibleTo(area.process)
    assert not area.process.buttons["summary_cancel"].isVisibleTo(area.process)
