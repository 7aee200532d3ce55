"""The inspection reports, policies and transfers of a vehicle of the característica vinculada
alone, through the real widgets of Veículos on a real SQLite file: Res. AGR 105/2017, art. 56
asks its final inspection report "nos termos do que dispõe o art. 23" (IV) and its
civil-liability policy "nos termos do que dispõe o art. 50" (V), its CRV is art. 57's, and a
vehicle passes to such an "empresa ou instituição" by its registration under art. 56 (arts. 15
and 16), not by the transfer between the delegated services' transportadoras of Decreto
8.444/2015, art. 36, § 3º. The fretamento's vehicle keeps its own words."""

import pytest
from PySide6.QtCore import Qt

from desktop.demo.numbers import make_cnpj
from desktop.services.calendar import office_today
from desktop.services.errors import ValidationError
from desktop.services.registration.operators import create_operator
from desktop.services.validation import format_cnpj
from desktop.services.vehicles.register import register_vehicle
from desktop.ui.vehicles.area import VehiclesArea
from tests.factories.vehicles import (
    bus_of_today,
    certify,
    company,
    inspection_input,
    policy_input,
    vehicle_input,
)
from tests.ui.conftest import operator_input, ticking_from_noon

VINCULADA = ("caracteristica_vinculada",)
INSTITUTE_CNPJ = make_cnpj("700000000001")
CHARTER_CNPJ = make_cnpj("600000000001")


def words(text: str) -> str:
    """A caption wrapped into lines, read as one."""
    return " ".join(text.split())


def vinculada_company(ctx, keys, cnpj, name):
    """A company holding a CRC in force for the característica vinculada alone."""
    operator = create_operator(
        ctx,
        operator_input(
            cnpj=cnpj,
            legal_name=name,
            trade_name=name,
            modalities=VINCULADA,
            partners=(),
            state_registration="",
        ),
    )
    certify(ctx, keys, operator.id, modalities=VINCULADA)
    return operator


def charter_company(ctx, keys, cnpj, name):
    """A company holding a CRC in force for the fretamento contínuo."""
    operator = create_operator(ctx, operator_input(cnpj=cnpj, legal_name=name, trade_name=name))
    certify(ctx, keys, operator.id)
    return operator


def bus_of(ctx, keys, operator, inspector, plate, renavam, chassis):
    """A bus of `operator` registered today, inspected and insured."""
    return bus_of_today(
        ctx, keys, operator, inspector, plate=plate, renavam=renavam, chassis=chassis
    )


@pytest.fixture
def office(admin_context, open_area, tmp_path):
    """An institution and a charter company, each with a bus, and the area open on them."""
    keys = tmp_path / "keys"
    inspector = company(admin_context)
    institute = vinculada_company(admin_context, keys, INSTITUTE_CNPJ, "Instituto Cerrado Vivo")
    charter = charter_company(admin_context, keys, CHARTER_CNPJ, "Nova Rota Turismo Ltda")
    buses = {
        "vinculada": bus_of(
            admin_context,
            keys,
            institute,
            inspector,
            "ins-1001",
            "00639884962",
            "9BM384067HB055555",
        ),
        "fretamento": bus_of(
            admin_context, keys, charter, inspector, "fre-2002", "01234567897", "9BM384067HB066666"
        ),
    }
    area = open_area(VehiclesArea, ticking_from_noon(admin_context), keys)
    area.resize(1366, 728)
    area.show()
    area.refresh()
    return area, buses


def intro_of(qtbot, area, dialog_driver, action):
    """The intro of the dialog `action` opens, cancelled."""
    seen = {}

    def read(dialog):
        seen["intro"] = words(dialog.intro_label.text())
        return False

    dialog_driver.on("ActionDialog", read)
    area.actions_[action].trigger()
    return seen["intro"]


def test_inspection_and_policy_cite_art_56_for_the_vinculada(qtbot, office, dialog_driver):
    area, buses = office
    area.load(buses["vinculada"].id)
    assert words(area.inspections.caption.text()) == (
        "Laudos finais de vistoria (Res. AGR 105/2017, art. 56, IV, e art. 23): anual até 10 "
        "anos de fabricação, semestral acima disso e para o transporte escolar."
    )
    assert words(area.insurance.caption.text()) == (
        "Seguro de responsabilidade civil em nome da empresa ou instituição, por veículo e por "
        "evento (Res. AGR 105/2017, art. 56, V, e arts. 50 e 51)."
    )
    assert intro_of(qtbot, area, dialog_driver, "inspection") == (
        "Laudo final de vistoria nos termos do art. 23, de empresa credenciada pelo INMETRO e "
        "registrada no órgão regulador (Res. AGR 105/2017, art. 56, IV). O laudo aprovado gera "
        "novo CRV (art. 57)."
    )
    assert intro_of(qtbot, area, dialog_driver, "policy") == words(area.insurance.caption.text())

    area.load(buses["fretamento"].id)
    assert words(area.inspections.caption.text()).startswith(
        "Laudos finais de vistoria (Res. AGR 105/2017, art. 23):"
    )
    assert words(area.insurance.caption.text()) == (
        "Seguro de responsabilidade civil em nome da autorizatária, por veículo e por evento "
        "(Res. AGR 105/2017, arts. 50 e 51)."
    )
    assert intro_of(qtbot, area, dialog_driver, "inspection").endswith(
        "(Res. AGR 105/2017, art. 23). O laudo aprovado gera novo CRV (art. 24)."
    )


def test_a_vinculada_vehicle_without_approved_inspection_cites_art_56_iv(admin_context, tmp_path):
    """The form always sends the vinculada's report (it has no zero-km vehicle, art. 56, IV):
    the service refuses one missing or failed with art. 56, IV and art. 23, § 4º."""
    keys = tmp_path / "keys"
    inspector = company(admin_context)
    institute = vinculada_company(admin_context, keys, INSTITUTE_CNPJ, "Instituto Cerrado Vivo")
    today = office_today(admin_context)
    bus = vehicle_input(request_signed_on=today, crlv_year=today.year)
    policy = policy_input(insured_cnpj=institute.cnpj_formatted, starts_on=today)
    with pytest.raises(ValidationError) as missing:
        register_vehicle(admin_context, institute.id, bus, None, policy, keys)
    assert dict(missing.value.field_errors)["inspection.report_number"] == (
        "É vedado o registro de veículo sem inspeção de segurança veicular: apresente o laudo "
        "final de vistoria (Res. AGR 105/2017, art. 56, IV, e art. 23, § 4º)."
    )
    failed = inspection_input(inspector.id, inspected_on=today, approved=False)
    with pytest.raises(ValidationError) as refused:
        register_vehicle(admin_context, institute.id, bus, failed, policy, keys)
    assert dict(refused.value.field_errors)["inspection.approved"] == (
        "Só o laudo aprovado permite o registro (Res. AGR 105/2017, art. 56, IV, e art. 23, § 4º)."
    )


def test_a_bus_passes_to_an_empresa_ou_instituicao_by_art_56(qtbot, office, dialog_driver):
    area, buses = office
    area.load(buses["fretamento"].id)
    seen = {}

    def transfer(dialog):
        form = dialog.form
        seen["before"] = words(dialog.intro_label.text())
        picker = form.editor("new_operator_id")
        qtbot.keyClicks(picker, "Instituto Cerrado")
        picker.editingFinished.emit()
        seen["intro"] = words(dialog.intro_label.text())
        seen["receiver"] = form.rows["new_operator_id"].label_text
        ownership = form.editor("ownership")
        ownership.setCurrentIndex(ownership.findData("propria"))
        seen["ownership"] = ownership.currentText()
        qtbot.keyClicks(form.editor("crlv_number"), "023456789099")
        form.editor("crlv_state").setCurrentText("GO")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", transfer)
    area.actions_["transfer"].trigger()
    assert seen["before"].startswith(
        "O veículo registrado pode ser transferido a outra autorizatária"
    )
    assert seen["intro"] == (
        "O veículo passa à empresa ou instituição da característica vinculada pelo registro em "
        "seu nome (Res. AGR 105/2017, art. 56, caput, com os arts. 15 e 16), não pela "
        "transferência entre transportadoras do Decreto 8.444/2015: a empresa ou instituição "
        "com registro cadastral em vigor e o veículo próprio, em leasing autorizado ou cedido "
        "por sócio ou cooperado em comodato, licenciado pelo DETRAN-GO em seu nome, com o seu "
        "novo CRLV (art. 56, III, e art. 15, II), e o laudo final de vistoria em vigor (art. 56, "
        "IV). Um novo CRV é emitido em nome da empresa ou instituição (art. 57)."
    )
    assert seen["receiver"] == "&Nova empresa ou instituição"
    assert seen["ownership"] == "Própria, em nome da empresa ou instituição"
    assert area.current.operator_cnpj == format_cnpj(INSTITUTE_CNPJ)
    assert area.current.ownership_label == "Própria, em nome da empresa ou instituição"
    history = area.history
    rows = [history.table.texts(row) for row in range(history.table.rowCount())]
    transfers = [row for row in rows if row[1].startswith("Transferência")]
    assert {row[2] for row in transfers} == {
        "Res. AGR 105/2017, art. 56, caput, com os arts. 15 e 16"
    }, transfers
    received = next(row for row in transfers if row[1] == "Transferência recebida")
    assert received[3].endswith(
        "registre a apólice de seguro em nome da nova empresa ou instituição "
        "(Res. AGR 105/2017, art. 56, V, e art. 50)"
    )
    assert area.insurance.caption.text().startswith(
        "Seguro de responsabilidade civil em nome da empresa ou instituição"
    )


def test_the_policy_in_another_name_is_refused_with_art_56_v(qtbot, office, dialog_driver):
    area, buses = office
    area.load(buses["vinculada"].id)
    seen = {}

    def policy(dialog):
        form = dialog.form
        qtbot.keyClicks(form.editor("insurer"), "Seguradora Cerrado S.A.")
        qtbot.keyClicks(form.editor("policy_number"), "RC-2027-0002")
        form.editor("insured_cnpj").clear()
        qtbot.keyClicks(form.editor("insured_cnpj"), CHARTER_CNPJ)
        qtbot.keyClicks(form.editor("coverage"), "1.500.000,00")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        seen["insured"] = form.error_of("insured_cnpj")
        return dialog.result()

    dialog_driver.on("ActionDialog", policy)
    area.actions_["policy"].trigger()
    assert seen["insured"] == (
        "A apólice deve ser emitida em nome da empresa ou instituição, CNPJ "
        f"{format_cnpj(INSTITUTE_CNPJ)} (Res. AGR 105/2017, art. 56, V, e art. 50)."
    )


def articles_of(area):
    history = area.history
    return {
        history.table.texts(row)[1]: history.table.texts(row)[2]
        for row in range(history.table.rowCount())
    }


def test_the_history_cites_art_56_for_the_report_the_policy_and_the_call(
    qtbot, office, dialog_driver
):
    area, buses = office
    area.load(buses["vinculada"].id)

    def call(dialog):
        dialog.form.editor("reason").setPlainText("Denúncia de pneus gastos")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", call)
    area.actions_["extra"].trigger()
    articles = articles_of(area)
    assert articles["Laudo de vistoria"] == "Res. AGR 105/2017, art. 56, IV, e art. 23"
    assert articles["Apólice de seguro"] == "Res. AGR 105/2017, art. 56, V, e arts. 50 e 51"
    assert articles["Nova vistoria exigida"] == "Res. AGR 105/2017, art. 56, IV, e art. 23, § 3º"

    area.load(buses["fretamento"].id)
    articles = articles_of(area)
    assert articles["Laudo de vistoria"] == "Res. AGR 105/2017, art. 23"
    assert articles["Apólice de seguro"] == "Res. AGR 105/2017, arts. 50 e 51"
