"""A draft survives a crash (issue 17 §5): a half-filled *Novo veículo* is kept in the local
database a few seconds after the last change, offered back by the next main window on the
same SQLite file (the restart after a crash) and restored in its form, the licence request
with the vehicles and drivers added to it; saving or discarding the form (or closing the
window and discarding) deletes it; another user never sees it; a draft that cannot be
written leaves the clerk's form alone."""

import dataclasses
import logging
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox, QPushButton

from desktop.demo.numbers import make_cnpj
from desktop.models.startup import open_database
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.licences.requests import DriverInput
from desktop.services.office.drafts import list_drafts
from desktop.services.registration.operators import create_operator
from desktop.services.vehicles.inspections import CompanyInput, register_company
from desktop.ui.drafts_dialog import DraftsDialog
from desktop.ui.main_window import MainWindow
from desktop.ui.widgets import drafts as draft_keeper
from desktop.ui.widgets.drafts import wait_for_drafts
from tests.factories.licences import fleet, second_bus
from tests.factories.screens import pick, pick_vehicle
from tests.factories.vehicles import certify, make_renavam
from tests.ui.conftest import operator_input

ACCEPTED = QDialog.DialogCode.Accepted
# A draft is written DRAFT_MS (3 s) after the last change, on the writer thread; on a machine
# busy with other suites that took over 6 s. The waits end as soon as the draft is there.
WRITTEN_WITHIN_MS = 30_000


@pytest.fixture(autouse=True)
def quick_drafts(monkeypatch):
    """The form keeps its draft 3 s after the last change; here 0.2 s, still well after the
    keystrokes a test types in one go, so that each test does not wait the clerk's pause."""
    monkeypatch.setattr(draft_keeper, "DRAFT_MS", 200)


@pytest.fixture
def operator(admin_context, keys):
    """An operator holding a CRC in force (Res. AGR 105/2017, arts. 13 and 15 II) and an
    inspection company, so that a bus can be registered."""
    operator = create_operator(admin_context, operator_input())
    certify(admin_context, keys, operator.id)
    register_company(
        admin_context,
        CompanyInput("Inspeção Segura Ltda", make_cnpj("200000000001"), "OIA-0123", "AGR-INSP-007"),
    )
    return operator


@pytest.fixture
def window_for(qtbot, show_active, keys):
    def make(ctx):
        window = MainWindow(ctx, keys)
        qtbot.addWidget(window)
        show_active(window)
        return window

    return make


def half_a_bus(qtbot, vehicles) -> None:
    qtbot.keyClicks(vehicles.owner, "11.222.333/0001-81")
    vehicles.owner.editingFinished.emit()
    qtbot.keyClicks(vehicles.form.plate, "bra2e19")
    qtbot.keyClicks(vehicles.form.make, "Marcopolo")
    vehicles.form.seats.setValue(46)
    vehicles.form.request_notarised.setChecked(True)


def test_a_half_filled_vehicle_survives_a_crash_and_is_restored(
    qtbot, admin_context, operator, database_url, window_for, dialog_driver
):
    window = window_for(admin_context)
    vehicles = window.show_area("vehicles")
    half_a_bus(qtbot, vehicles)
    assert list_drafts(admin_context) == []
    qtbot.waitUntil(lambda: len(list_drafts(admin_context)) == 1, timeout=WRITTEN_WITHIN_MS)
    (draft,) = list_drafts(admin_context)
    assert (draft.form, draft.record_id, draft.title) == ("vehicles", None, "Novo veículo")

    # The first window is never closed (the crash); the next start opens the same file.
    database = open_database(database_url)
    try:
        restarted = window_for(ServiceContext(database, admin_context.actor, admin_context.office))
        offered: list[str] = []

        def reopen(dialog):
            offered.extend(dialog.labels())
            qtbot.mouseClick(dialog.reopen_button, Qt.MouseButton.LeftButton)
            return dialog.result()

        dialog_driver.on("DraftsDialog", reopen)
        restarted.offer_drafts()
        assert len(offered) == 1
        assert re.fullmatch(r"Rascunho de Novo veículo, \d\d/\d\d/\d{4} \d\d:\d\d", offered[0])
        assert restarted.current_area() == "vehicles"
        restored = restarted.pages["vehicles"]
        assert restored.owner.value().id == operator.id
        assert restored.form.plate.text() == "BRA2E19"
        assert restored.form.make.text() == "Marcopolo"
        assert restored.form.seats.value() == 46
        assert restored.form.request_notarised.isChecked()
        assert restored.form.insured_cnpj.text() == "11.222.333/0001-81"
        assert restored.has_unsaved_changes()
        assert dialog_driver.seen == [("DraftsDialog", "Rascunhos não salvos")]
    finally:
        database.dispose()


def test_saving_the_vehicle_deletes_its_draft(
    qtbot, admin_context, operator, window_for, dialog_driver
):
    vehicles = window_for(admin_context).show_area("vehicles")
    half_a_bus(qtbot, vehicles)
    form = vehicles.form
    qtbot.keyClicks(form.renavam, make_renavam("8676959730"))
    qtbot.keyClicks(form.chassis, "9bm384067hb012345")
    qtbot.keyClicks(form.model, "Paradiso 1200")
    qtbot.keyClicks(form.body_type, "Rodoviario")
    qtbot.keyClicks(form.tachograph, "VDO 1318 445566")
    qtbot.keyClicks(form.crlv_number, "023456789012")
    form.crlv_state.setCurrentText("GO")
    qtbot.keyClicks(form.dpvat, "DPVAT quitado")
    form.company.setCurrentIndex(1)
    qtbot.keyClicks(form.report_number, "LV-0101")
    qtbot.keyClicks(form.insurer, "Seguradora Cerrado S.A.")
    qtbot.keyClicks(form.policy_number, "RC-0001")
    qtbot.keyClicks(form.coverage, "1.500.000,00")
    year = office_today(admin_context).year - 2
    form.manufacture_year.setValue(year)
    form.model_year.setValue(year)
    qtbot.waitUntil(lambda: len(list_drafts(admin_context)) == 1, timeout=WRITTEN_WITHIN_MS)

    vehicles.actions_["save"].trigger()
    assert vehicles.current is not None, dialog_driver.messages
    qtbot.waitUntil(lambda: list_drafts(admin_context) == [], timeout=WRITTEN_WITHIN_MS)


def test_discarding_the_changes_deletes_the_draft(
    qtbot, admin_context, operator, window_for, dialog_driver
):
    vehicles = window_for(admin_context).show_area("vehicles")
    half_a_bus(qtbot, vehicles)
    qtbot.waitUntil(lambda: len(list_drafts(admin_context)) == 1, timeout=WRITTEN_WITHIN_MS)
    vehicles.actions_["discard"].trigger()
    assert vehicles.form.make.text() == ""
    qtbot.waitUntil(lambda: list_drafts(admin_context) == [], timeout=WRITTEN_WITHIN_MS)
    assert dialog_driver.seen == []


def test_a_draft_discarded_from_the_offer_is_gone(
    qtbot, admin_context, operator, window_for, dialog_driver
):
    vehicles = window_for(admin_context).show_area("vehicles")
    half_a_bus(qtbot, vehicles)
    vehicles.drafts.keep()
    wait_for_drafts()
    restarted = window_for(admin_context)

    def discard(dialog):
        qtbot.mouseClick(dialog.discard_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("DraftsDialog", discard)
    restarted.offer_drafts()
    wait_for_drafts()
    assert list_drafts(admin_context) == []
    assert restarted.current_area() == "home"


def test_another_user_is_not_offered_the_draft(
    qtbot, admin_context, context_for, operator, window_for, dialog_driver
):
    vehicles = window_for(admin_context).show_area("vehicles")
    half_a_bus(qtbot, vehicles)
    vehicles.drafts.keep()
    wait_for_drafts()
    clerk = context_for("atendente")
    assert list_drafts(clerk) == []
    window_for(clerk).offer_drafts()
    assert dialog_driver.seen == []
    assert len(list_drafts(admin_context)) == 1


def test_a_draft_that_cannot_be_written_leaves_the_form_alone(
    qtbot, admin_context, operator, window_for, dialog_driver, monkeypatch, caplog
):
    def broken(*_args, **_kwargs):
        raise OSError("disco cheio")

    monkeypatch.setattr(draft_keeper, "save_draft", broken)
    vehicles = window_for(admin_context).show_area("vehicles")
    with caplog.at_level(logging.ERROR, logger="desktop.ui"):
        half_a_bus(qtbot, vehicles)
        qtbot.waitUntil(
            lambda: any("não gravado" in record.getMessage() for record in caplog.records),
            timeout=WRITTEN_WITHIN_MS,
        )
    assert vehicles.form.plate.text() == "BRA2E19"
    assert vehicles.form.make.text() == "Marcopolo"
    assert vehicles.has_unsaved_changes()
    assert vehicles.status_label.text().startswith("Escolha o operador")
    assert dialog_driver.seen == []
    assert list_drafts(admin_context) == []


def test_the_offer_lists_the_newest_draft_first_and_fits_the_screen(
    qtbot, admin_context, operator, window_for, dialog_driver
):
    window = window_for(admin_context)
    vehicles = window.show_area("vehicles")
    half_a_bus(qtbot, vehicles)
    vehicles.drafts.keep()
    wait_for_drafts()
    operators = window.show_area("operators")
    qtbot.keyClicks(operators.form.legal_name, "Viacao Serra Dourada")
    operators.drafts.keep()
    wait_for_drafts()
    dialog = DraftsDialog(admin_context, list_drafts(admin_context), lambda draft: None, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert [label.split(",")[0] for label in dialog.labels()] == [
        "Rascunho de Novo operador",
        "Rascunho de Novo veículo",
    ]
    assert dialog.width() <= 1366 and dialog.height() <= 768


def reopen_first(qtbot, dialog_driver):
    def reopen(dialog):
        qtbot.mouseClick(dialog.reopen_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("DraftsDialog", reopen)


@pytest.mark.parametrize(
    ("area", "field", "typed", "title"),
    [
        ("operators", "legal_name", "Viacao Serra Dourada", "Novo operador"),
        ("lines", "code", "GO-0123", "Nova linha"),
        ("licences", "itinerary", "GO-060 via Trindade", "Nova licença"),
        ("notices", "route", "Goiania - Anapolis", "Novo auto de infração"),
    ],
)
def test_every_form_that_asks_before_discarding_keeps_a_draft(
    qtbot, admin_context, window_for, dialog_driver, area, field, typed, title
):
    page = window_for(admin_context).show_area(area)
    assert page.may_close()
    qtbot.keyClicks(getattr(page.form, field), typed)
    qtbot.waitUntil(lambda: len(list_drafts(admin_context)) == 1, timeout=WRITTEN_WITHIN_MS)
    assert list_drafts(admin_context)[0].title == title

    restarted = window_for(admin_context)
    reopen_first(qtbot, dialog_driver)
    restarted.offer_drafts()
    restored = restarted.pages[area]
    assert restarted.current_area() == area
    assert getattr(restored.form, field).text() == typed
    assert restored.has_unsaved_changes()
    dialog_driver.on("QMessageBox", lambda box: QMessageBox.StandardButton.No)
    assert not restored.may_close()
    assert dialog_driver.seen[-1][0] == "QMessageBox"
    assert getattr(restored.form, field).text() == typed


def test_the_draft_of_an_edited_operator_reopens_that_operator(
    qtbot, admin_context, operator, window_for, dialog_driver
):
    operators = window_for(admin_context).show_area("operators")
    operators.open_record(operator.id)
    operators.form.trade_name.clear()
    qtbot.keyClicks(operators.form.trade_name, "Serra Dourada Turismo")
    qtbot.waitUntil(lambda: len(list_drafts(admin_context)) == 1, timeout=WRITTEN_WITHIN_MS)
    (draft,) = list_drafts(admin_context)
    assert (draft.record_id, draft.title) == (operator.id, "Viação São João Ltda")

    restarted = window_for(admin_context)
    reopen_first(qtbot, dialog_driver)
    restarted.offer_drafts()
    restored = restarted.pages["operators"]
    assert restored.current_id() == operator.id
    assert restored.form.trade_name.text() == "Serra Dourada Turismo"
    assert restored.form.legal_name.text() == "Viação São João Ltda"
    restored.actions_["save"].trigger()
    assert not restored.has_unsaved_changes()
    qtbot.waitUntil(lambda: list_drafts(admin_context) == [], timeout=WRITTEN_WITHIN_MS)


def test_closing_the_window_asks_and_discarding_deletes_the_draft(
    qtbot, admin_context, operator, window_for, dialog_driver
):
    window = window_for(admin_context)
    vehicles = window.show_area("vehicles")
    half_a_bus(qtbot, vehicles)
    qtbot.waitUntil(lambda: len(list_drafts(admin_context)) == 1, timeout=WRITTEN_WITHIN_MS)

    # The program's own close() asks as the title bar's × does; "No" keeps window and draft.
    dialog_driver.on("QMessageBox", lambda box: QMessageBox.StandardButton.No)
    assert not window.close()
    assert window.isVisible() and window.current_area() == "vehicles"
    wait_for_drafts()
    assert len(list_drafts(admin_context)) == 1

    dialog_driver.on("QMessageBox", lambda box: QMessageBox.StandardButton.Yes)
    assert window.close()
    assert not window.isVisible()
    wait_for_drafts()
    assert list_drafts(admin_context) == []
    assert dialog_driver.seen == [("QMessageBox", "Alterações não salvas")] * 2


def add_driver(qtbot, form) -> None:
    box = form.drivers_box
    qtbot.keyClicks(box.name, "Maria Souza")
    qtbot.keyClicks(box.cpf, "39053344705")
    qtbot.keyClicks(box.cnh, "02650306461")
    box.link.setCurrentIndex(box.link.findData("contrato_social"))
    qtbot.keyClicks(box.reference, "JUCEG 52200012345")
    qtbot.mouseClick(form.findChild(QPushButton, "add_driver"), Qt.MouseButton.LeftButton)


def test_the_licence_draft_brings_back_its_vehicles_and_drivers(
    qtbot, admin_context, keys, database_url, window_for, dialog_driver
):
    """The rows added while typing the request — the vehicles of the trip (Res. AGR
    105/2017 art. 29 §§2-3) and its drivers (arts. 46 and 47) — are in the draft, and so
    are the papers ticked in the checklist of a contínuo request (art. 29), which the
    modality restored first replaces."""
    operator, bus = fleet(admin_context, keys)
    other = second_bus(admin_context, keys, operator.id)
    licences = window_for(admin_context).show_area("licences")
    form = licences.form
    form.modality.setCurrentIndex(form.modality.findData("continuo"))
    for paper in ("requerimento", "contrato"):
        qtbot.keyClick(form.checks[paper], Qt.Key.Key_Space)
    pick(qtbot, licences, form.operator, "viacao sao")
    pick_vehicle(qtbot, licences, "ABC")
    # A vehicle on the list, the picker empty again: the request has unsaved changes.
    assert form.vehicle.text() == "" and licences.has_unsaved_changes()
    pick_vehicle(qtbot, licences, "GOI2")
    add_driver(qtbot, form)
    maria = DriverInput(
        "Maria Souza", "39053344705", "02650306461", "contrato_social", "JUCEG 52200012345"
    )
    assert form.drivers_box.drivers == [maria]

    def kept_rows():
        return [(d.values["vehicle"], d.values["drivers"]) for d in list_drafts(admin_context)]

    labels = form.vehicles.labels()
    vehicle_rows = [[labels[0], str(bus.id)], [labels[1], str(other.id)]]
    driver_rows = [dataclasses.asdict(maria)]
    qtbot.waitUntil(lambda: kept_rows() == [(vehicle_rows, driver_rows)], timeout=WRITTEN_WITHIN_MS)

    database = open_database(database_url)
    try:
        restarted = window_for(ServiceContext(database, admin_context.actor, admin_context.office))
        reopen_first(qtbot, dialog_driver)
        restarted.offer_drafts()
        assert restarted.current_area() == "licences"
        restored = restarted.pages["licences"].form
        assert restored.operator.value() == operator.id
        assert restored.vehicles.values() == (bus.id, other.id)
        assert [restored.vehicles.list.item(row).text() for row in range(2)] == labels
        assert labels[0].startswith("ABC-1234 — ") and labels[1].startswith("GOI2B34 — ")
        assert restored.drivers_box.drivers == [maria]
        assert restored.drivers_box.list.item(0).text() == "Maria Souza — CPF ***.533.447-**"
        assert restored.request().vehicle_ids == (bus.id, other.id)
        assert restored.request().drivers == (maria,)
        assert restored.current_modality() == "continuo"
        assert restored.request().documents_presented == {"requerimento", "contrato"}
        assert restarted.pages["licences"].has_unsaved_changes()
    finally:
        database.dispose()


def test_a_paper_ticked_as_the_last_change_is_kept(
    qtbot, admin_context, database_url, window_for, dialog_driver
):
    """The papers of a contínuo request (Res. AGR 105/2017, art. 29) are check boxes the
    form builds anew when the modality changes: ticking one after the draft of the
    modality was kept, and changing nothing else, keeps the draft again with the tick."""
    licences = window_for(admin_context).show_area("licences")
    form = licences.form
    form.modality.setCurrentIndex(form.modality.findData("continuo"))

    def kept_ticks():
        return [d.values.get("check_requerimento") for d in list_drafts(admin_context)]

    qtbot.waitUntil(lambda: kept_ticks() == [False], timeout=WRITTEN_WITHIN_MS)
    qtbot.keyClick(form.checks["requerimento"], Qt.Key.Key_Space)
    assert form.checks["requerimento"].isChecked()
    qtbot.waitUntil(lambda: kept_ticks() == [True], timeout=WRITTEN_WITHIN_MS)

    database = open_database(database_url)
    try:
        restarted = window_for(ServiceContext(database, admin_context.actor, admin_context.office))
        reopen_first(qtbot, dialog_driver)
        restarted.offer_drafts()
        restored = restarted.pages["licences"].form
        assert restored.current_modality() == "continuo"
        assert restored.checks["requerimento"].isChecked()
        assert restored.request().documents_presented == {"requerimento"}
    finally:
        database.dispose()
