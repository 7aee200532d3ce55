"""The vehicle of a company registered for the característica vinculada alone, through the
real widgets of Veículos on a real SQLite file: Res. AGR 105/2017, Chapter V registers it by
the request of art. 56, I from the "empresa ou instituição", with the laudo final of art. 23
(art. 56, IV: no zero-km exemption, the fretamento's arts. 17, III, and 25), the tachograph
the traffic code asks (art. 56, caput, with art. 15, IV; not the fretamento's art. 38, IX)
and the CRV of art. 57."""

import pytest

from desktop.demo.numbers import make_cnpj
from desktop.services.calendar import office_today
from desktop.services.errors import ValidationError
from desktop.services.registration.operators import create_operator
from desktop.services.vehicles.inspections import CompanyInput, register_company
from desktop.services.vehicles.register import register_vehicle
from desktop.ui.vehicles.area import VehiclesArea
from tests.factories.reading import flat_pdf_text
from tests.factories.vehicle_screens import fill_bus, save_pdf_from_preview
from tests.factories.vehicles import certify, policy_input, vehicle_input
from tests.ui.conftest import operator_input, ticking_from_noon

VINCULADA = ("caracteristica_vinculada",)


def words(text: str) -> str:
    """A caption wrapped into lines, read as one."""
    return " ".join(text.split())


def office_of(ctx, keys, modalities):
    """A company holding a CRC in force for `modalities` and an inspection company."""
    vinculada_alone = modalities == VINCULADA
    operator = create_operator(
        ctx,
        operator_input(modalities=modalities, partners=(), state_registration="")
        if vinculada_alone
        else operator_input(modalities=modalities),
    )
    certify(ctx, keys, operator.id, modalities=modalities)
    register_company(
        ctx,
        CompanyInput("Inspeção Segura Ltda", make_cnpj("200000000001"), "OIA-0123", "AGR-INSP-007"),
    )
    return operator


@pytest.fixture
def vinculada_area(admin_context, open_area, tmp_path):
    office_of(admin_context, tmp_path / "keys", VINCULADA)
    area = open_area(VehiclesArea, ticking_from_noon(admin_context), tmp_path / "keys")
    area.resize(1366, 728)
    area.show()
    area.refresh()
    return area


def test_the_form_cites_chapter_v_and_asks_no_zero_km(qtbot, vinculada_area):
    area = vinculada_area
    fill_bus(qtbot, area, "86769597308")
    form = area.form
    assert area.status_label.text().endswith(
        "o CRV é emitido no registro (Res. AGR 105/2017, art. 57)."
    )
    assert words(form.request_notarised.text()) == (
        "Assinado pelo representante legal da empresa ou instituição com firma reconhecida "
        "(Res. AGR 105/2017, art. 56, I)"
    )
    assert not form.new_vehicle.isVisible()
    assert form.owner_fields.ownership.currentText() == "Própria, em nome da empresa ou instituição"
    assert "Veículo em nome da empresa ou instituição" in form.ownership_box.toolTip()

    form.tachograph.clear()
    form.request_notarised.setChecked(False)
    area.actions_["save"].trigger()
    assert form.error_of("tachograph") == (
        "Informe o registrador gráfico (tacógrafo), equipamento obrigatório do veículo de "
        "passageiros pelo Código de Trânsito Brasileiro (art. 105, II), que o veículo da "
        "característica vinculada atende (Res. AGR 105/2017, art. 56, caput, e art. 15, IV)."
    )
    assert form.error_of("request_notarised") == (
        "O requerimento deve ter a firma do representante legal reconhecida "
        "(Res. AGR 105/2017, art. 56, I)."
    )
    assert area.current is None


def test_the_crv_names_the_empresa_ou_instituicao(qtbot, vinculada_area, dialog_driver, tmp_path):
    area = vinculada_area
    fill_bus(qtbot, area, "86769597308")
    target = tmp_path / "crv.pdf"
    save_pdf_from_preview(qtbot, dialog_driver, target)
    area.actions_["save"].trigger()
    crv = " ".join(flat_pdf_text(target.read_bytes()).split())
    assert "Própria, em nome da empresa ou instituição" in crv, crv
    assert "autorizatária" not in crv
    assert area.current.ownership_label == "Própria, em nome da empresa ou instituição"
    assert area.status_label.text().endswith(
        "com firma reconhecida (Res. AGR 105/2017, art. 56, I)."
    )
    assert words(area.form.request_notarised.text()).endswith("(Res. AGR 105/2017, art. 56, I)")
    history = area.history
    articles = [history.table.texts(row)[2] for row in range(history.table.rowCount())]
    assert "Res. AGR 105/2017, art. 57" in articles, articles
    assert "Res. AGR 105/2017, arts. 14 a 16 e 56" in articles, articles
    assert "Res. AGR 105/2017, art. 24" not in articles
    assert history.issued.text() == "Certificados de registro emitidos (Res. AGR 105/2017, art. 57)"


def test_no_zero_km_vehicle_is_registered_without_inspection(admin_context, tmp_path):
    operator = office_of(admin_context, tmp_path / "keys", VINCULADA)
    today = office_today(admin_context)
    new = vehicle_input(
        manufacture_year=today.year,
        model_year=today.year,
        crlv_year=today.year,
        request_signed_on=today,
        new_vehicle=True,
        invoice_number="NF 1234",
        invoice_date=today,
        invoice_issuer="Mercedes-Benz do Brasil",
    )
    with pytest.raises(ValidationError) as refused:
        register_vehicle(admin_context, operator.id, new, None, policy_input(), tmp_path / "keys")
    assert dict(refused.value.field_errors)["new_vehicle"] == (
        "A característica vinculada não dispensa a vistoria do veículo zero quilômetro: o "
        "registro pede o laudo final de vistoria nos termos do art. 23 (Res. AGR 105/2017, art. "
        "56, IV), que veda o registro sem inspeção (§ 4º); a dispensa é do fretamento (arts. 17, "
        "III, e 25)."
    )
