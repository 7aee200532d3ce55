"""The CRV (Res. AGR 105/2017 arts. 24-25) as printed: text read back from the PDF, one page,
verified by file and by code, reprinted byte for byte; the new vehicle's invoice (art. 25)
and the reissue naming the CRV it supersedes."""

import io
from datetime import date

import pytest
from pypdf import PdfReader

from desktop.services.documents.verification import verify_bytes, verify_code
from desktop.services.vehicles.crv_records import current_crv_pdf
from desktop.services.vehicles.ownership import OwnershipInput
from desktop.services.vehicles.register import register_vehicle
from tests.factories.clock import at_day
from tests.factories.reading import flat_pdf_text
from tests.factories.vehicles import (
    TODAY,
    operator,
    policy_input,
    registered_bus,
    reinspected_in_2027,
    vehicle_input,
)


@pytest.mark.postgres
def test_crv_text_verification_and_reprint(admin_context, tmp_path):
    _, _, result = registered_bus(admin_context, tmp_path / "keys")
    pdf = result.crv.pdf
    assert len(PdfReader(io.BytesIO(pdf)).pages) == 1
    text = flat_pdf_text(pdf)
    for expected in (
        "Certificado de Registro de Veículo",
        "GYN-2026-000001",
        "Viação São João Turismo Ltda.",
        "11.222.333/0001-81",
        "ABC-1234",
        "00639884962",
        "9BM384067HB012345",
        "Mercedes-Benz / O-500 RS",
        "Ônibus rodoviário",
        "46 passageiros",
        "2020/2021",
        "VDO 1318",
        "LV-2026-0101",
        "01/06/2026",
        "Inspeção Segura Ltda — INMETRO OIA-0123",
        "Válido até",
        "01/06/2027",
        "art. 24",
        result.crv.verification_code,
    ):
        assert expected in text, expected
    verdict = verify_bytes(admin_context.database, pdf)
    assert verdict.status == "valida"
    assert verdict.fields["Documento"] == "Certificado de Registro de Veículo"
    assert (verdict.fields["Placa"], verdict.fields["RENAVAM"]) == ("ABC1234", "00639884962")
    assert verdict.fields["Válido até"] == "01/06/2027"
    assert verify_code(admin_context.database, result.crv.verification_code).status == "valida"
    assert current_crv_pdf(admin_context, result.vehicle.id) == ("GYN-2026-000001", pdf)


def test_new_vehicle_crv_shows_its_invoice(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    owner = operator(ctx, tmp_path / "keys")
    result = register_vehicle(
        ctx,
        owner.id,
        vehicle_input(
            new_vehicle=True,
            manufacture_year=2026,
            model_year=2026,
            invoice_number="NF 004.512",
            invoice_date=date(2026, 5, 2),
            invoice_issuer="Concessionária Goiás Ltda",
            school=True,
            school_stripe=True,
            school_inspection_until=date(2026, 12, 1),
            ownership=OwnershipInput(
                "comodato_socio",
                lender_name="Maria da Conceição Souza",
                lender_cpf="390.533.447-05",
                contract_registry="2º Cartório de Goiânia",
                contract_number="RTD 88.123",
                contract_date=date(2026, 5, 2),
                contract_copies=4,
                lender_act="Contrato social, cláusula 5ª",
                authorisation_act="Portaria AGR nº 123/2026",
                authorised_on=date(2026, 5, 10),
            ),
        ),
        None,
        policy_input(),
        tmp_path / "keys",
    )
    # Every item at once still fits on the one page the vehicle carries (art. 39, I).
    assert len(PdfReader(io.BytesIO(result.crv.pdf)).pages) == 1
    text = flat_pdf_text(result.crv.pdf)
    assert "Maria da Conceição Souza (CPF 390.533.447-05)" in text
    # Res. AGR 105/2017, art. 16, § 2º: the AGR's act that authorised the comodato; art. 15,
    # II: the CRLV licensed by DETRAN-GO.
    assert "autorizado pela AGR: Portaria AGR nº 123/2026, de 10/05/2026" in text
    assert "DETRAN-GO" in text
    assert "60 dias da nota fiscal" in text
    # art. 25: invoice number, its date, who issued it and that the vehicle is zero km.
    for expected in (
        "Zero quilômetro",
        "art. 25",
        "NF 004.512",
        "02/05/2026",
        "Concessionária Goiás Ltda",
        "01/07/2026",
    ):
        assert expected in text, expected
    assert "Laudo final" not in text


def test_reissued_crv_names_the_one_it_supersedes(admin_context, tmp_path):
    keys = tmp_path / "keys"
    _, inspector, result = registered_bus(admin_context, keys)
    _, _, issued = reinspected_in_2027(admin_context, keys, result.vehicle.id, inspector.id)
    text = flat_pdf_text(issued.pdf)
    assert "Substitui o nº" in text and "GYN-2026-000001" in text
    assert "LV-2027-0042" in text and "18/05/2028" in text
