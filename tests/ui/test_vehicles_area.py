"""Veículos through the real widgets on a real SQLite file: a bus registered through the form
with its CRV printed to a PDF file, a bad RENAVAM refused next to its field with nothing
stored, an inspection recorded reissuing the CRV, the withdrawal by an inspector and the
lapsing list printed."""

import dataclasses
from datetime import UTC, date, datetime, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox

from desktop.demo.numbers import make_cnpj
from desktop.services.calendar import office_today
from desktop.services.registration.operators import create_operator
from desktop.services.search.vehicles import search_vehicles
from desktop.services.vehicles.inspections import CompanyInput, InspectionInput, register_company
from desktop.services.vehicles.insurance import PolicyInput
from desktop.services.vehicles.ownership import OwnershipInput
from desktop.services.vehicles.register import VehicleInput, register_vehicle
from desktop.services.vehicles.register_records import find_vehicle
from desktop.ui.main_window import MainWindow
from desktop.ui.vehicles.area import VehiclesArea
from tests.factories.reading import flat_pdf_text
from tests.factories.vehicle_screens import click, fill_bus, save_pdf_from_preview
from tests.factories.vehicles import certify, vehicle_input
from tests.ui.conftest import operator_input, ticking_from_noon


@pytest.fixture
def area_for(open_area, tmp_path):
    """The area on a clock that starts at noon of the machine's today and ticks."""

    def make(ctx):
        area = open_area(VehiclesArea, ticking_from_noon(ctx), tmp_path / "keys")
        area.refresh()
        return area

    return make


@pytest.fixture
def office(admin_context, tmp_path):
    """An operator holding a CRC in force (Res. 105 arts. 13 and 15 II) and an inspection
    company."""
    operator = create_operator(admin_context, operator_input())
    certify(admin_context, tmp_path / "keys", operator.id)
    company = register_company(
        admin_context,
        CompanyInput("Inspeção Segura Ltda", make_cnpj("200000000001"), "OIA-0123", "AGR-INSP-007"),
    )
    return operator, company


def test_register_a_bus_through_the_form_and_print_its_crv(
    qtbot, admin_context, office, area_for, dialog_driver, tmp_path
):
    operator, _ = office
    area = area_for(admin_context)
    fill_bus(qtbot, area, "86769597308")
    assert area.form.plate.text() == "BRA2E19"
    assert area.form.insured_cnpj.text() == "11.222.333/0001-81"
    target = tmp_path / "crv-impresso.pdf"
    save_pdf_from_preview(qtbot, dialog_driver, target)
    qtbot.keyClick(area.form.plate, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)

    vehicle = find_vehicle(admin_context, "bra-2e19")
    assert vehicle is not None and vehicle.operator_id == operator.id
    assert area.current.id == vehicle.id
    assert area.title.text() == "BRA2E19 — Mercedes-Benz O-500 RS"
    assert ("QDialog", f"Visualizar — CRV {vehicle.crv_number}") in dialog_driver.seen
    text = flat_pdf_text(target.read_bytes())
    for expected in (
        "Certificado de Registro de Veículo",
        vehicle.crv_number,
        "BRA2E19",
        "86769597308",
        "9BM384067HB012345",
        "Viação São João Ltda",
        "LV-0101",
        # Res. AGR 105/2017, art. 15, II: the DETRAN that licensed it.
        "nº 023456789012, exercício",
        "DETRAN-GO",
    ):
        assert expected in text, expected
    assert area.form.crlv_state.currentText() == "GO"
    assert area.model.rowCount() == 1
    assert area.model.row_at(0).plate == "BRA2E19"
    assert area.model.index(0, 3).data() == vehicle.crv_valid_until.strftime("%d/%m/%Y")
    assert area.history.crvs.texts(0)[0] == vehicle.crv_number


def test_bad_renavam_is_shown_next_to_the_field_and_nothing_stored(
    qtbot, admin_context, office, area_for, dialog_driver
):
    area = area_for(admin_context)
    fill_bus(qtbot, area, "86769597309")
    area.actions_["save"].trigger()
    assert area.form.error_of("renavam") == "RENAVAM inválido: o dígito verificador não confere."
    assert area.form.renavam.hasFocus()
    assert area.form.error_of("plate") == ""
    assert search_vehicles(admin_context, "").rows == ()
    assert dialog_driver.seen == []


def test_crlv_of_another_states_detran_is_refused_next_to_its_field(
    qtbot, admin_context, office, area_for, dialog_driver
):
    """Res. AGR 105/2017, art. 15, II: licensed by DETRAN-GO; one from SP writes nothing."""
    area = area_for(admin_context)
    fill_bus(qtbot, area, "86769597308")
    area.form.crlv_state.setCurrentText("SP")
    area.actions_["save"].trigger()
    assert area.form.error_of("crlv_state") == (
        "CRLV emitido pelo DETRAN-SP: o veículo do fretamento deve ser licenciado e registrado "
        "em nome da autorizatária pelo DETRAN-GO (Res. AGR 105/2017, art. 15, II)."
    )
    area.form.crlv_state.setCurrentText("")
    area.actions_["save"].trigger()
    assert "art. 15, II" in area.form.error_of("crlv_state")
    assert search_vehicles(admin_context, "").rows == ()
    assert dialog_driver.seen == []


def test_missing_owner_is_asked_before_anything(qtbot, admin_context, office, area_for):
    area = area_for(admin_context)
    area.actions_["save"].trigger()
    assert area.owner_error.text() == "Escolha o operador do veículo."
    assert search_vehicles(admin_context, "").rows == ()


def test_record_an_inspection_and_the_crv_is_reissued(
    qtbot, admin_context, office, area_for, dialog_driver, tmp_path
):
    area = area_for(admin_context)
    fill_bus(qtbot, area, "86769597308")
    dialog_driver.on("QDialog", lambda preview: QDialog.DialogCode.Rejected)
    area.save()
    first_crv = area.current.crv_number

    def fill(dialog):
        dialog.form.editor("company_id").setCurrentIndex(1)
        qtbot.keyClicks(dialog.form.editor("report_number"), "LV-0202")
        click(qtbot, dialog.ok_button)
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    target = tmp_path / "crv-reemitido.pdf"
    save_pdf_from_preview(qtbot, dialog_driver, target)
    area.actions_["inspection"].trigger()

    assert area.current.crv_number != first_crv
    assert area.inspections.table.rowCount() == 2
    assert area.inspections.table.texts(0)[0] == "LV-0202"
    assert [area.history.crvs.texts(row)[3] for row in range(2)] == ["Em vigor", "Substituído"]
    text = flat_pdf_text(target.read_bytes())
    assert "LV-0202" in text and f"Substitui o nº {first_crv}" in text


def test_inspection_in_the_future_stays_in_the_dialog(
    qtbot, admin_context, office, area_for, dialog_driver
):
    area = area_for(admin_context)
    fill_bus(qtbot, area, "86769597308")
    dialog_driver.on("QDialog", lambda preview: QDialog.DialogCode.Rejected)
    area.save()
    seen = {}

    def fill(dialog):
        dialog.form.editor("company_id").setCurrentIndex(1)
        qtbot.keyClicks(dialog.form.editor("report_number"), "LV-FUTURO")
        dialog.form.editor("inspected_on").setDate(
            dialog.form.editor("inspected_on").date().addDays(3)
        )
        click(qtbot, dialog.ok_button)
        seen["error"] = dialog.form.error_of("inspected_on")
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    area.actions_["inspection"].trigger()
    assert seen["error"] == "A vistoria não pode ter data futura."
    assert area.inspections.table.rowCount() == 1


def test_inspector_withdraws_the_bus_from_traffic(
    qtbot, admin_context, context_for, office, area_for, dialog_driver
):
    clerk = area_for(admin_context)
    fill_bus(qtbot, clerk, "86769597308")
    dialog_driver.on("QDialog", lambda preview: QDialog.DialogCode.Rejected)
    clerk.save()
    inspector = area_for(context_for("fiscal"))
    assert not inspector.actions_["new"].isEnabled()
    inspector.search_for("BRA-2E19")
    assert inspector.current is not None
    assert inspector.actions_["traffic"].text() == "Afastar…"

    def fill(dialog):
        qtbot.keyClicks(dialog.form.editor("reason"), "Pneus lisos, auto GYN-2026-000010")
        click(qtbot, dialog.ok_button)
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    inspector.actions_["traffic"].trigger()
    assert inspector.current.withdrawn
    assert "Afastado de tráfego (Res. AGR 105/2017, art. 38, VIII)" in inspector.status_label.text()
    assert inspector.history.table.texts(0)[1] == "Afastamento de tráfego"
    assert inspector.actions_["traffic"].text() == "Liberar…"


def test_lapsing_list_printed(qtbot, admin_context, office, area_for, dialog_driver, tmp_path):
    area = area_for(admin_context)
    fill_bus(qtbot, area, "86769597308")
    area.form.policy_end.setDate(area.form.policy_start.date().addDays(20))
    dialog_driver.on("QDialog", lambda preview: QDialog.DialogCode.Rejected)
    area.save()
    target = tmp_path / "vencimentos.pdf"
    listed = {}

    def show(dialog):
        listed["rows"] = [dialog.table.texts(row) for row in range(dialog.table.rowCount())]
        save_pdf_from_preview(qtbot, dialog_driver, target)
        click(qtbot, dialog.print_button)
        return QDialog.DialogCode.Rejected

    dialog_driver.on("VehicleExpiryDialog", show)
    area.actions_["expiry"].trigger()
    due = office_today(area.ctx).toordinal() + 20
    assert [row[1:3] for row in listed["rows"]] == [["Seguro de responsabilidade civil", "BRA2E19"]]
    assert listed["rows"][0][0] == date.fromordinal(due).strftime("%d/%m/%Y")
    text = flat_pdf_text(target.read_bytes())
    assert "BRA2E19" in text and "Seguro de responsabilidade civil" in text


def test_inspection_company_registered_from_the_area(qtbot, admin_context, area_for, dialog_driver):
    area = area_for(admin_context)
    outcome = {}

    def fill(dialog):
        qtbot.keyClicks(dialog.name, "Vistoria Cerrado Ltda")
        qtbot.keyClicks(dialog.cnpj, "11222333000182")
        qtbot.keyClicks(dialog.inmetro, "OIA-0456")
        click(qtbot, dialog.add_button)
        outcome["bad_cnpj"] = dialog.form.error_of("cnpj")
        outcome["registration"] = dialog.form.error_of("regulator_registration")
        dialog.cnpj.clear()
        qtbot.keyClicks(dialog.cnpj, make_cnpj("200000000002"))
        qtbot.keyClicks(dialog.registration, "AGR-INSP-011")
        click(qtbot, dialog.add_button)
        outcome["rows"] = dialog.table.rowCount()
        return QDialog.DialogCode.Rejected

    dialog_driver.on("CompaniesDialog", fill)
    area.actions_["companies"].trigger()
    assert outcome == {
        "bad_cnpj": "CNPJ inválido: os dígitos verificadores não conferem.",
        "registration": "Informe o número do registro no órgão regulador (Res. AGR 105/2017, "
        "art. 23).",
        "rows": 1,
    }
    assert area.form.company.count() == 2
    assert area.form.company.itemText(1).startswith("Vistoria Cerrado Ltda")


def test_roraima_ex_officio_cancellation_from_the_list(
    qtbot, admin_context, area_for, dialog_driver, tmp_path
):
    rr_office = dataclasses.replace(admin_context.office, jurisdiction="RR")
    rr = dataclasses.replace(admin_context, office=rr_office)
    registered_on = datetime(2019, 3, 1, 15, 0, tzinfo=UTC)
    past = dataclasses.replace(rr, clock=lambda: registered_on)
    owner = create_operator(past, operator_input())
    certify(past, tmp_path / "keys", owner.id)
    company = register_company(
        past, CompanyInput("Inspeção Norte Ltda", make_cnpj("200000000003"), "OIA-9", "CRE-RR-1")
    )
    # Lei 664 art. 28: 8 years of manufacture in 2019, still registrable.
    old = register_vehicle(
        past,
        owner.id,
        vehicle_input(
            plate="NAJ1234",
            make="Volvo",
            model="B270F",
            body="Busscar",
            seats=44,
            manufacture_year=2011,
            model_year=2011,
            tachograph="VDO 1318",
            crlv_number="1",
            crlv_year=2019,
            dpvat_reference="DPVAT 2019",
            ownership=OwnershipInput(
                "propria",
                ownership_certificate="CP-RR 1",
                maintenance_declaration_on=date(2019, 3, 1),
            ),
        ),
        InspectionInput(company.id, "LV-RR-1", date(2019, 2, 28), valid_until=date(2020, 2, 28)),
        None,
        tmp_path / "keys",
    ).vehicle
    area = area_for(rr)
    listed = {}

    def cancel(dialog):
        listed["before"] = [dialog.table.texts(row)[:4] for row in range(dialog.table.rowCount())]
        dialog.table.selectRow(0)
        click(qtbot, dialog.cancel_button)
        listed["after"] = dialog.table.rowCount()
        return QDialog.DialogCode.Rejected

    dialog_driver.on("CancellationDialog", cancel)
    area.actions_["cancellations"].trigger()
    age = office_today(area.ctx).year - 2011
    assert listed == {
        "before": [["NAJ-1234", "Viação São João Ltda", "2011", f"{age} anos"]],
        "after": 0,
    }
    assert find_vehicle(rr, "NAJ1234").status == "cancelado"
    assert find_vehicle(rr, "NAJ1234").id == old.id


def test_late_deregistration_is_flagged_to_the_clerk(
    qtbot, admin_context, office, area_for, dialog_driver
):
    area = area_for(admin_context)
    fill_bus(qtbot, area, "86769597308")
    dialog_driver.on("QDialog", lambda preview: QDialog.DialogCode.Rejected)
    area.save()
    messages = []

    def fill(dialog):
        dialog.form.editor("sold_on").setDate(dialog.form.editor("sold_on").date().addDays(-30))
        click(qtbot, dialog.ok_button)
        messages.append(dialog.form.error_of("decharacterised"))
        click(qtbot, dialog.form.editor("decharacterised"))
        click(qtbot, dialog.ok_button)
        return dialog.result()

    def note(box):
        messages.append(box.text())
        return 0

    dialog_driver.on("ActionDialog", fill)
    dialog_driver.on("QMessageBox", note)
    area.actions_["deregister"].trigger()
    assert "art. 76, VIII" in messages[0]
    assert "art. 76, III" in messages[1]
    assert area.current.status == "baixado"
    assert not area.actions_["crv"].isEnabled()
    assert area.history.table.texts(0)[1] == "Baixa por venda — FORA DO PRAZO"


def test_keyboard_order_and_masks(qtbot, admin_context, office, area_for):
    area = area_for(admin_context)
    assert area.owner.hasFocus()
    form = area.form
    form.plate.setFocus()
    qtbot.keyClicks(form.plate, "abc1234")
    assert form.plate.text() == "ABC1234"
    qtbot.keyClick(form.plate, Qt.Key.Key_Tab)
    assert form.renavam.hasFocus()
    qtbot.keyClicks(form.renavam, "12a34")
    assert form.renavam.text() == "1234"
    qtbot.keyClick(form.renavam, Qt.Key.Key_Tab)
    assert form.chassis.hasFocus()
    qtbot.keyClicks(form.chassis, "9bm-384")
    assert form.chassis.text() == "9BM384"


def registered_bus(ctx, office, key_dir):
    """BRA2E19, a Scania registered with its inspection and policy."""
    operator, company = office
    today = office_today(ctx)
    return register_vehicle(
        ctx,
        operator.id,
        VehicleInput(
            plate="BRA2E19",
            renavam="86769597308",
            chassis="9BM384067HB012345",
            make="Scania",
            model="K360",
            body="Irizar i6",
            kind="onibus",
            seats=42,
            manufacture_year=2022,
            model_year=2022,
            tachograph="VDO 1318",
            crlv_number="1",
            crlv_year=today.year,
            crlv_state="GO",
            dpvat_reference="DPVAT",
            ownership=OwnershipInput("propria"),
            request_signed_on=today,
            request_notarised=True,
        ),
        InspectionInput(company.id, "LV-1", today),
        PolicyInput(
            "Seguradora Cerrado S.A.",
            "RC-1",
            "11.222.333/0001-81",
            "1.000.000,00",
            today,
            today + timedelta(days=365),
        ),
        key_dir,
    ).vehicle


@pytest.mark.parametrize("typed", ["bra-2e19", "86769597308"])
def test_global_search_opens_the_vehicle(
    qtbot, admin_context, office, show_active, tmp_path, typed
):
    registered = registered_bus(admin_context, office, tmp_path / "keys")
    window = MainWindow(admin_context, tmp_path / "keys")
    qtbot.addWidget(window)
    show_active(window)
    assert "vehicles" in [area.key for area in window.areas]
    qtbot.keyClicks(window.search_box, typed)
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)
    assert window.current_area() == "vehicles"
    vehicles = window.pages["vehicles"]
    assert vehicles.current.id == registered.id
    assert vehicles.title.text() == "BRA2E19 — Scania K360"


def test_global_search_asks_before_replacing_a_half_filled_new_vehicle(
    qtbot, admin_context, office, show_active, tmp_path, dialog_driver
):
    """Issue 17 §5: Ctrl+K replaced a half-filled *Novo veículo* without a question."""
    registered = registered_bus(admin_context, office, tmp_path / "keys")
    window = MainWindow(admin_context, tmp_path / "keys")
    qtbot.addWidget(window)
    show_active(window)
    vehicles = window.show_area("vehicles")
    qtbot.keyClicks(vehicles.form.make, "Marcopolo")
    qtbot.keyClicks(window.search_box, "BRA2E19")
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)
    assert dialog_driver.seen == [("QMessageBox", "Alterações não salvas")]
    assert vehicles.current is None and vehicles.form.make.text() == "Marcopolo"

    dialog_driver.on("QMessageBox", lambda box: QMessageBox.StandardButton.Yes)
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)
    assert vehicles.current.id == registered.id


def test_the_vinculada_vehicle_cites_art_56_for_its_crlv_and_art_57_on_its_crv(
    qtbot, admin_context, area_for, dialog_driver, tmp_path
):
    """Res. AGR 105/2017, art. 56: the característica vinculada's vehicles are registered
    "nos termos do que dispõe os arts. 14, 15 e 16", with the CRLV "emitido pelo DETRAN" (III,
    the words art. 17, II uses for the fretamento): art. 15, II's DETRAN-GO stands, refused
    under art. 56 with no word of the fretamento's autorizatária; its CRV is art. 57's."""
    vinculada = ("caracteristica_vinculada",)
    operator = create_operator(
        admin_context, operator_input(modalities=vinculada, partners=(), state_registration="")
    )
    certify(admin_context, tmp_path / "keys", operator.id, modalities=vinculada)
    register_company(
        admin_context,
        CompanyInput("Inspeção Segura Ltda", make_cnpj("200000000001"), "OIA-0123", "AGR-INSP-007"),
    )
    area = area_for(admin_context)
    fill_bus(qtbot, area, "86769597308")
    area.form.crlv_state.setCurrentText("SP")
    area.actions_["save"].trigger()
    refusal = area.form.error_of("crlv_state")
    assert refusal.startswith("CRLV emitido pelo DETRAN-SP: o veículo da característica vinculada")
    assert refusal.endswith("pelo DETRAN-GO (Res. AGR 105/2017, art. 56, caput, e art. 15, II).")
    assert "fretamento" not in refusal and "autorizatária" not in refusal
    assert search_vehicles(admin_context, "").rows == ()

    area.form.crlv_state.setCurrentText("GO")
    target = tmp_path / "crv-vinculada.pdf"
    save_pdf_from_preview(qtbot, dialog_driver, target)
    area.actions_["save"].trigger()
    crv = " ".join(flat_pdf_text(target.read_bytes()).split())
    assert "de característica vinculada" in crv
    assert "I — Empresa ou instituição" in crv
    assert "laudo final de vistoria (Res. AGR 105/2017, art. 57)" in crv
    assert "Base legal: Res. AGR 105/2017, arts. 15, 23, 56 e 57." in crv
    for fretamento in ("fretamento", "art. 24", "Decreto 8.444", "art. 38"):
        assert fretamento not in crv, fretamento
