"""Veículos through the real widgets on a real SQLite file: the transfer dialog offers the
ownership rows of the registration form — a partner's comodato accepted with its 4 copies
(Res. AGR 105/2017 art. 20; Decreto 8.444/2015 art. 36 §3), a rented bus refused with
art. 16 and a receiving operator without CRC refused next to its field — and the vehicle form
asks the request with the signature notarised (art. 17 I) and the owner's CRC in force."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from desktop.demo.numbers import make_cnpj, make_cpf
from desktop.services.calendar import office_today
from desktop.services.registration.operators import PartnerInput, create_operator
from desktop.services.search.vehicles import search_vehicles
from desktop.services.validation import format_cpf
from desktop.services.vehicles.register_records import get_vehicle
from desktop.ui.vehicles.area import VehiclesArea
from tests.factories.vehicle_screens import fill_bus
from tests.factories.vehicles import bus_of_today, certify, company
from tests.ui.conftest import operator_input, ticking_from_noon

TARGET_CNPJ = make_cnpj("600000000001")
LENDER = PartnerInput("Antônio Carlos Peixoto", make_cpf("456123789"), "Sócio")


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


@pytest.fixture
def area_for(open_area, tmp_path):
    """The area on a clock that starts at noon of the machine's today and ticks."""

    def make(ctx):
        area = open_area(VehiclesArea, ticking_from_noon(ctx), tmp_path / "keys")
        area.refresh()
        return area

    return make


@pytest.fixture
def fleet(admin_context, tmp_path):
    """Viação São João (CRC in force) with a bus registered today, and the inspection
    company."""
    keys = tmp_path / "keys"
    owner = create_operator(admin_context, operator_input())
    certify(admin_context, keys, owner.id)
    inspector = company(admin_context)
    bus = bus_of_today(admin_context, keys, owner, inspector)
    return owner, bus


def receiving_company(ctx, keys=None):
    """Nova Rota, whose partner LENDER lends it the bus; with a CRC when `keys` is given."""
    partners = operator_input().partners + (LENDER,)
    target = create_operator(
        ctx,
        operator_input(
            cnpj=TARGET_CNPJ,
            legal_name="Nova Rota Turismo Ltda",
            trade_name="Nova Rota",
            partners=partners,
        ),
    )
    if keys is not None:
        certify(ctx, keys, target.id)
    return target


def choose_target(qtbot, dialog, text):
    picker = dialog.form.editor("new_operator_id")
    qtbot.keyClicks(picker, text)
    picker.editingFinished.emit()


def type_crlv(qtbot, dialog, number="023456789099", state="GO"):
    qtbot.keyClicks(dialog.form.editor("crlv_number"), number)
    dialog.form.editor("crlv_state").setCurrentText(state)


def choose_ownership(dialog, code):
    combo = dialog.form.editor("ownership")
    combo.setCurrentIndex(combo.findData(code))


def test_transfer_with_the_partners_comodato_through_the_dialog(
    qtbot, admin_context, fleet, area_for, dialog_driver, tmp_path
):
    _, bus = fleet
    receiving_company(admin_context, tmp_path / "keys")
    area = area_for(admin_context)
    area.load(bus.id)
    seen = {}

    def fill(dialog):
        choose_target(qtbot, dialog, "Nova Rota")
        type_crlv(qtbot, dialog)
        choose_ownership(dialog, "comodato_socio")
        form = dialog.form
        seen["ocb_shown"] = form.editor("contract_ocb_filing").isVisible()
        seen["leasing_shown"] = form.editor("leasing_institution").isVisible()
        form.editor("lender_name").setText(LENDER.name)
        qtbot.keyClicks(form.editor("lender_cpf"), LENDER.cpf)
        form.editor("contract_registry").setText("1º Cartório de Títulos de Anápolis")
        qtbot.keyClicks(form.editor("contract_number"), "RTD 12.345")
        form.editor("contract_copies").setValue(5)
        form.editor("lender_act").setText("Contrato social, cláusula 4ª")
        click(qtbot, dialog.ok_button)
        seen["copies"] = form.error_of("contract_copies")
        seen["authorisation"] = form.error_of("authorisation_act")
        seen["authorised_on"] = form.error_of("authorised_on")
        form.editor("contract_copies").setValue(4)
        click(qtbot, dialog.ok_button)
        seen["still_refused"] = dialog.result()
        qtbot.keyClicks(form.editor("authorisation_act"), "Portaria AGR nº 77/2026")
        form.editor("authorised_on").enabled.setChecked(True)
        click(qtbot, dialog.ok_button)
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    dialog_driver.on("QDialog", lambda preview: QDialog.DialogCode.Rejected)
    area.actions_["transfer"].trigger()

    assert seen == {
        "ocb_shown": False,
        "leasing_shown": False,
        "copies": "O contrato de comodato deve ser elaborado em 4 vias "
        "(Res. AGR 105/2017, art. 20, parágrafo único).",
        # Res. AGR 105/2017, art. 16, § 2º: only the AGR's exceptional act lifts the caput.
        "authorisation": "Sem a autorização excepcional da AGR o veículo cedido por comodato "
        "não é registrado: é vedado o registro de veículo em nome de pessoa física ou de "
        "terceiros (Res. AGR 105/2017, art. 16, caput e § 2º). Informe o ato.",
        "authorised_on": "Informe a data do ato da AGR que autorizou o registro "
        "(Res. AGR 105/2017, art. 16, § 2º).",
        "still_refused": QDialog.DialogCode.Rejected,
    }
    vehicle = get_vehicle(admin_context, bus.id)
    assert vehicle.operator_name == "Nova Rota Turismo Ltda"
    assert (vehicle.ownership, vehicle.lender_cpf, vehicle.contract_copies) == (
        "comodato_socio",
        format_cpf(LENDER.cpf),
        4,
    )
    today = office_today(area.ctx)
    assert (vehicle.authorisation_act, vehicle.authorised_on) == ("Portaria AGR nº 77/2026", today)
    assert vehicle.ownership_label.endswith(
        f"registro autorizado pela AGR: Portaria AGR nº 77/2026, de {today:%d/%m/%Y} "
        "(Res. AGR 105/2017, art. 16, § 2º)"
    )
    assert area.current.operator_name == "Nova Rota Turismo Ltda"
    assert area.history.table.texts(1)[1] == "Transferência recebida"
    assert area.history.table.texts(1)[2] == "Decreto 8.444/2015, art. 36, § 3º"
    assert ("QDialog", f"Visualizar — CRV {vehicle.crv_number}") in dialog_driver.seen


def test_transfer_asks_the_new_crlv_next_to_its_fields_and_shows_it(
    qtbot, admin_context, fleet, area_for, dialog_driver, tmp_path
):
    """Res. AGR 105/2017, arts. 15, II, and 17, II: the transferred bus is licensed by the
    DETRAN-GO in the new autorizatária's name; the dialog asks its CRLV as the vehicle form
    does, refuses it next to its fields with nothing written, and the history shows it."""
    owner, bus = fleet
    receiving_company(admin_context, tmp_path / "keys")
    area = area_for(admin_context)
    area.load(bus.id)
    seen = {}

    def fill(dialog):
        choose_target(qtbot, dialog, "Nova Rota")
        choose_ownership(dialog, "propria")
        dialog.form.editor("crlv_state").setCurrentText("SP")
        click(qtbot, dialog.ok_button)
        seen["number"] = dialog.form.error_of("crlv_number")
        seen["state"] = dialog.form.error_of("crlv_state")
        seen["written"] = get_vehicle(admin_context, bus.id).operator_id != owner.id
        type_crlv(qtbot, dialog)
        click(qtbot, dialog.ok_button)
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    dialog_driver.on("QDialog", lambda preview: QDialog.DialogCode.Rejected)
    area.actions_["transfer"].trigger()

    assert seen == {
        "number": "Informe o CRLV emitido pelo DETRAN (Res. AGR 105/2017, art. 17, II).",
        "state": "CRLV emitido pelo DETRAN-SP: o veículo do fretamento deve ser licenciado e "
        "registrado em nome da autorizatária pelo DETRAN-GO (Res. AGR 105/2017, art. 15, II).",
        "written": False,
    }
    vehicle = get_vehicle(admin_context, bus.id)
    assert vehicle.operator_name == "Nova Rota Turismo Ltda"
    year = office_today(admin_context).year
    assert (vehicle.crlv_number, vehicle.crlv_year, vehicle.crlv_state) == (
        "023456789099",
        year,
        "GO",
    )
    assert area.form.crlv_number.text() == "023456789099"
    assert area.history.table.texts(1)[1] == "Transferência recebida"
    assert f"CRLV nº 023456789099, exercício {year}, DETRAN-GO" in area.history.table.texts(1)[3]


def test_transfer_refused_next_to_the_operator_and_the_ownership(
    qtbot, admin_context, fleet, area_for, dialog_driver
):
    owner, bus = fleet
    receiving_company(admin_context)
    area = area_for(admin_context)
    area.load(bus.id)
    seen = {}

    def fill(dialog):
        choose_target(qtbot, dialog, "Nova Rota")
        choose_ownership(dialog, "locado")
        click(qtbot, dialog.ok_button)
        seen["operator"] = dialog.form.error_of("new_operator_id")
        seen["ownership"] = dialog.form.error_of("ownership")
        return QDialog.DialogCode.Rejected

    dialog_driver.on("ActionDialog", fill)
    area.actions_["transfer"].trigger()

    assert seen == {
        "operator": "Nova Rota Turismo Ltda não tem certificado de registro cadastral (CRC) "
        "em vigor: só a autorizatária registrada na AGR registra veículos em seu nome "
        "(Res. AGR 105/2017, arts. 12, 13 e 15, II; Decreto 8.444/2015, art. 36, § 2º).",
        "ownership": "É vedado o registro de veículo locado (Res. AGR 105/2017, art. 16).",
    }
    assert get_vehicle(admin_context, bus.id).operator_id == owner.id


def test_transfer_without_the_receiving_operator_is_refused_next_to_its_field(
    qtbot, admin_context, fleet, area_for, dialog_driver
):
    owner, bus = fleet
    area = area_for(admin_context)
    area.load(bus.id)
    seen = {}

    def fill(dialog):
        click(qtbot, dialog.ok_button)
        seen["operator"] = dialog.form.error_of("new_operator_id")
        return QDialog.DialogCode.Rejected

    dialog_driver.on("ActionDialog", fill)
    area.actions_["transfer"].trigger()

    assert seen == {"operator": "Escolha a nova autorizatária."}
    assert get_vehicle(admin_context, bus.id).operator_id == owner.id


def test_the_form_asks_the_notarised_request_and_the_owners_crc(
    qtbot, admin_context, fleet, area_for, dialog_driver, tmp_path
):
    unregistered = receiving_company(admin_context)
    area = area_for(admin_context)
    fill_bus(
        qtbot,
        area,
        "86769597308",
        owner=unregistered.cnpj_formatted,
        chassis="9bm384067hb054321",
        notarised=False,
    )
    area.actions_["save"].trigger()

    assert area.owner_error.text() == (
        "Nova Rota Turismo Ltda não tem certificado de registro cadastral (CRC) em vigor: só "
        "a autorizatária registrada na AGR registra veículos em seu nome (Res. AGR 105/2017, "
        "arts. 12, 13 e 15, II; Decreto 8.444/2015, art. 36, § 2º)."
    )
    assert area.owner_error.isVisible()
    assert area.form.error_of("request_notarised") == (
        "O requerimento deve ter a firma do representante legal reconhecida "
        "(Res. AGR 105/2017, art. 17, I)."
    )
    assert [row.plate for row in search_vehicles(admin_context, "").rows] == ["ABC-1234"]

    certify(admin_context, tmp_path / "keys", unregistered.id)
    area.form.request_notarised.setChecked(True)
    dialog_driver.on("QDialog", lambda preview: QDialog.DialogCode.Rejected)
    area.actions_["save"].trigger()

    assert area.current is not None and area.current.operator_id == unregistered.id
    assert area.current.request_notarised
    assert not area.owner_error.isVisible()
    assert not area.form.request_signed_on.isEnabled()
    assert area.form.request_notarised.isChecked()
    today = office_today(area.ctx).strftime("%d/%m/%Y")
    assert (
        f"Requerimento de registro de {today}, com firma reconhecida "
        "(Res. AGR 105/2017, art. 17, I)." in area.status_label.text()
    )
