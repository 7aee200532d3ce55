"""Licenças through the real widgets on a real SQLite file: an eventual licence completed from
the keyboard and issued, with its passengers imported from an XLSX file; the refusal of a
suspended operator shown with its article and nothing stored; a bad spreadsheet reported
row by row; the day's licences printed in one job off the GUI thread."""

import io
from datetime import date
from pathlib import Path

import pytest
from openpyxl import Workbook
from pypdf import PdfReader
from PySide6.QtCore import QDate, QDateTime, Qt, QTime
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog

from desktop.demo.numbers import make_cpf
from desktop.services.licences.issue import issue_licence
from desktop.services.licences.records import licence_pdf
from desktop.services.search.licences import licence_ids_issued_on, search_licences
from desktop.ui.home.licences import LicenceHomePanel
from desktop.ui.licences.area import LicencesArea
from desktop.ui.licences.batch import print_batch
from desktop.ui.navigator import Navigator
from desktop.ui.widgets.worker import Task
from desktop.ui.workspace import Workspace
from tests.factories.clock import at_instant
from tests.factories.licences import (
    TODAY,
    continuous,
    departure,
    eventual,
    fleet,
    passengers,
    second_bus,
)
from tests.factories.sanctions import sanction_row
from tests.factories.screens import fill_trip, pick, pick_vehicle

NOON = departure(TODAY, 12)


@pytest.fixture
def office(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    return at_instant(admin_context, NOON), keys, operator, bus


@pytest.fixture
def area_for(open_area):
    def make(ctx, keys):
        return open_area(LicencesArea, ctx, keys)

    return make


def spreadsheet(path: Path, rows: list[list[object]]) -> Path:
    workbook = Workbook()
    for row in rows:
        workbook.active.append(row)
    workbook.save(path)
    return path


def choose_file(path: Path):
    def handler(dialog):
        assert isinstance(dialog, QFileDialog)
        dialog.selectFile(str(path))
        return QDialog.DialogCode.Accepted

    return handler


def test_eventual_licence_issued_from_the_form(qtbot, office, area_for, dialog_driver, tmp_path):
    ctx, keys, operator, _ = office
    area = area_for(ctx, keys)
    fill_trip(qtbot, area)
    assert area.form.drivers_box.list.item(0).text() == "Maria Souza — CPF ***.533.447-**"
    rows = [["nome", "cpf"]] + [[f"Passageira {n}", make_cpf(f"{n:09d}")] for n in range(500, 530)]
    dialog_driver.on("QFileDialog", choose_file(spreadsheet(tmp_path / "lista.xlsx", rows)))
    qtbot.mouseClick(area.form.import_button, Qt.MouseButton.LeftButton)
    assert area.form.passenger_count.text() == "30 passageiro(s)"
    table = area.form.passenger_table
    shown = table.itemDelegateForColumn(1).displayText(table.item(0, 1).text(), None)
    assert shown == "***." + make_cpf("000000500")[3:6] + "." + make_cpf("000000500")[6:9] + "-**"
    qtbot.keyClick(area.form.itinerary, Qt.Key.Key_F5)
    assert area.findings.text() == "Nenhum impedimento: a licença pode ser emitida."
    previews = []
    dialog_driver.on("QDialog", lambda dialog: previews.append(dialog.windowTitle()) or 0)
    qtbot.keyClick(area.form.itinerary, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert "Licença nº GYN-2026-000001 emitida" in area.findings.text()
    assert previews == ["Visualizar — Licença GYN-2026-000001"]
    stored = search_licences(ctx, operator_id=operator.id).rows
    assert [row.number for row in stored] == ["GYN-2026-000001"]
    assert area.model.rowCount() == 1
    detail = area.detail.toPlainText()
    assert "Passageiros (30; 0 alteração(ões) após a emissão)" in detail
    assert "CPF ***." in detail and make_cpf("000000500") not in detail
    # The form is empty for the next client.
    assert area.form.passengers() == () and area.form.operator.value() is None
    assert area.form.drivers_box.list.count() == 0 and area.form.itinerary.text() == ""


def test_suspended_operator_refused_with_the_article(
    qtbot, office, area_for, dialog_driver, tmp_path
):
    ctx, keys, operator, _ = office
    sanction_row(
        ctx,
        operator.id,
        "11222333000181",
        "suspensao",
        date(2026, 6, 1),
        "Res. AGR 105/2017, art. 69",
        "auto GYN-2026-000004",
        date(2026, 6, 1),
        date(2026, 6, 30),
    )
    area = area_for(ctx, keys)
    fill_trip(qtbot, area)
    area.form.set_passengers(passengers(10))
    qtbot.keyClick(area.form.itinerary, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert area.findings.text() == (
        "A licença não pode ser emitida:\n"
        "• Autorizatária suspensa em dia da viagem. (Res. AGR 105/2017, art. 69)"
    )
    assert search_licences(ctx).rows == ()
    assert dialog_driver.seen == []


def test_bad_spreadsheet_reported_row_by_row_nothing_imported(
    qtbot, office, area_for, dialog_driver, tmp_path
):
    ctx, keys, _, _ = office
    area = area_for(ctx, keys)
    pick(qtbot, area, area.form.operator, "viacao sao")
    pick_vehicle(qtbot, area, "ABC")
    rows = [["nome", "cpf"], ["Ana Reis", "111.111.111-11"]]
    rows += [[f"Passageiro {n}", make_cpf(f"{n:09d}")] for n in range(600, 646)]
    dialog_driver.on("QFileDialog", choose_file(spreadsheet(tmp_path / "lista.xlsx", rows)))
    qtbot.mouseClick(area.form.import_button, Qt.MouseButton.LeftButton)
    message = area.form.form.error_of("passengers")
    assert message.startswith("Nada foi importado; corrija a planilha:")
    assert "Linha 2: CPF 111.111.111-11: CPF inválido" in message
    assert (
        "Linha 48: acima da lotação do veículo, 46 lugares (Res. AGR 105/2017, art. 38, XII)"
        in message
    )
    assert area.form.passengers() == ()


def test_todays_licences_printed_in_one_job(qtbot, office, area_for, dialog_driver, tmp_path):
    ctx, keys, operator, bus = office
    issued = [
        issue_licence(ctx, eventual(operator.id, bus.id, passengers=passengers(count)), keys)
        for count in (5, 8)
    ]
    area = area_for(ctx, keys)
    target = tmp_path / "lote.pdf"

    def to_file(dialog):
        assert isinstance(dialog, QPrintDialog)
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(target))
        return QDialog.DialogCode.Accepted

    dialog_driver.on("QPrintDialog", to_file)
    qtbot.keyClick(area.list_view, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "enviada(s) à impressora" in area.findings.text(), timeout=30000)
    assert area.findings.text() == "2 licença(s) enviada(s) à impressora."
    printed = PdfReader(io.BytesIO(target.read_bytes()))
    assert len(printed.pages) == sum(len(PdfReader(io.BytesIO(item.pdf)).pages) for item in issued)
    # Printed as page images, each on the A4 paper of its licence.
    assert {
        (round(float(page.mediabox.width)), round(float(page.mediabox.height)))
        for page in printed.pages
    } == {(595, 842)}


def test_cancellation_and_passenger_change_from_the_list(qtbot, office, area_for, dialog_driver):
    ctx, keys, operator, bus = office
    issue_licence(ctx, eventual(operator.id, bus.id, passengers=passengers(5)), keys)
    area = area_for(ctx, keys)
    area.list_view.setFocus()
    area.list_view.selectRow(0)
    assert "Licença nº GYN-2026-000001" in area.detail.toPlainText()

    def include(dialog):
        form = dialog.form
        qtbot.keyClicks(form.editor("name"), "Ana Paula Reis")
        qtbot.keyClicks(form.editor("cpf"), "52998224725")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    area.search_for("gyn-2026-000001")
    assert area.model.rowCount() == 1 and area.current_id is not None
    dialog_driver.on("ActionDialog", include)
    qtbot.keyClick(
        area.list_view,
        Qt.Key.Key_I,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert "Passageiros (6; 1 alteração(ões) após a emissão)" in area.detail.toPlainText()
    assert "Ana Paula Reis — CPF ***.982.247-** — incluído após a emissão" in (
        area.detail.toPlainText()
    )

    def give_up(dialog):
        form = dialog.form
        qtbot.keyClicks(form.editor("refund_amount"), "4.800,00")
        qtbot.keyClicks(form.editor("refund_reference"), "PIX E123")
        # Asked now (12:00) for a trip leaving tomorrow at 08:00: too late (art. 28 §2).
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        assert "até 15/06/2026 às 08:00" in form.error_of("asked_at")
        form.editor("asked_at").setDateTime(QDateTime(QDate(2026, 6, 15), QTime(7, 30)))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", give_up)
    area.list_view.setFocus()
    qtbot.keyClick(
        area.list_view,
        Qt.Key.Key_D,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    text = area.detail.toPlainText()
    assert "Situação: desistência do usuário (Res. AGR 105/2017, art. 28, § 2º)" in text
    assert "R$ 4.800,00 (PIX E123)" in text
    assert ("QDialog", "Visualizar — Anotação") in dialog_driver.seen
    assert area.model.row_at(0).cancelled


def test_batch_cancelled_between_licences_keeps_what_was_printed(qtbot, office, tmp_path):
    ctx, keys, operator, bus = office
    issued = [
        issue_licence(ctx, eventual(operator.id, bus.id, passengers=passengers(3)), keys)
        for _ in range(3)
    ]
    control = Task(lambda _control: None).control
    loaded = []

    def load(licence_id):
        # Cancel pressed while the first licence is being printed.
        loaded.append(licence_id)
        control.cancel()
        return licence_pdf(ctx, licence_id)

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "parcial.pdf"))
    ids = licence_ids_issued_on(ctx, TODAY)
    assert print_batch(ids, load, printer, control) == 1
    assert loaded == [issued[0].id]
    printed = PdfReader(io.BytesIO((tmp_path / "parcial.pdf").read_bytes()))
    assert len(printed.pages) == len(PdfReader(io.BytesIO(issued[0].pdf)).pages)


def test_list_filtered_by_vehicle_operator_and_issue_day(qtbot, office, area_for):
    ctx, keys, operator, bus = office
    other = second_bus(ctx, keys, operator.id)
    for vehicle in (bus, other):
        issue_licence(ctx, eventual(operator.id, vehicle.id, passengers=passengers(3)), keys)
    area = area_for(ctx, keys)
    assert area.model.rowCount() == 2
    pick(qtbot, area, area.vehicle_filter, "GOI2")
    assert [area.model.row_at(0).plate] == ["GOI2B34"] and area.model.rowCount() == 1
    area.vehicle_filter.clear()
    assert area.model.rowCount() == 2
    pick(qtbot, area, area.operator_filter, "viacao sao")
    assert area.model.rowCount() == 2
    area.day_filter.enabled.setChecked(True)
    assert area.model.rowCount() == 2
    area.day_filter.edit.setDate(QDate(2026, 6, 16))
    assert area.model.rowCount() == 0


def test_home_panel_counts_today_and_opens_a_licence_ending_soon(qtbot, office):
    ctx, keys, operator, bus = office
    issue_licence(ctx, eventual(operator.id, bus.id, passengers=passengers(3)), keys)
    ending = issue_licence(ctx, continuous(operator.id, bus.id, end_on=date(2026, 7, 10)), keys)
    issue_licence(ctx, continuous(operator.id, bus.id), keys)
    navigator = Navigator()
    panel = LicenceHomePanel(Workspace(ctx, navigator, keys))
    qtbot.addWidget(panel)
    panel.refresh()
    assert panel.issued_today.text() == "Licenças emitidas hoje: 3"
    assert panel.table.rowCount() == 1
    assert panel.table.item(0, 0).text() == ending.number
    assert panel.table.item(0, 1).text() == "10/07/2026"
    with qtbot.waitSignal(navigator.open_record) as opened:
        panel.table.setCurrentCell(0, 0)
        qtbot.keyClick(panel.table, Qt.Key.Key_Return)
    assert opened.args == ["licences", ending.id]


def test_tab_reads_the_filters_above_the_list_in_order(qtbot, office, area_for):
    """Número, the company, the vehicle and "Emitidas em" are shown above the list: Tab
    went from the number to the list, then to the action bar, and reached the other
    filters only after it."""
    ctx, keys, _operator, _bus = office
    area = area_for(ctx, keys)
    area.search_box.setFocus()
    reached = []
    for _ in range(4):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    # The day's box is disabled until "Emitidas em" is ticked: Tab passes it by.
    assert reached == [
        area.operator_filter,
        area.vehicle_filter,
        area.day_filter.enabled,
        area.list_view,
    ]
    area.day_filter.enabled.setChecked(True)
    area.day_filter.enabled.setFocus()
    qtbot.keyClick(area.day_filter.enabled, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is area.day_filter.edit.focusProxy()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is area.list_view
