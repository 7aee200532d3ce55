"""What a Roraima office is told when it registers a vehicle or an operator's document with
something missing: the school vehicle, the vehicle bought new (not provided for, art. 27), the
inspection report, the policy and an expired certidão are answered on Lei RR 664/2008 (arts. 2
sole §, 20 V, 27, 30 and 39) or with no article where it is silent — never with Res. AGR
105/2017 nor the DETRAN-GO. A Goiás office keeps its own articles."""

import re
from datetime import date, timedelta

import pytest

from desktop.demo.numbers import make_cnpj
from desktop.services.errors import Conflict, ValidationError
from desktop.services.registration.operator_documents import DocumentInput, record_document
from desktop.services.registration.operators import create_operator
from desktop.services.vehicles.events import deactivate_vehicle
from desktop.services.vehicles.inspections import CompanyInput, register_company
from desktop.services.vehicles.register import register_vehicle
from desktop.services.vehicles.register_records import get_vehicle
from tests.factories.clock import at_day
from tests.factories.operators import operator_input
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import (
    TODAY,
    company,
    inspection_input,
    policy_input,
    registered_bus,
    vehicle_input,
)

GOIAS = re.compile(r"Res\.|Resolução|Decreto|AGR|105/2017|8\.444|Goiás|DETRAN-GO|art\. 1[78]\b")
BOA_VISTA = {"municipality_code": "1400100", "cep": "69301-150", "phone": "95 3623-1410"}
SCHOOL_BUS_BOUGHT_NEW = vehicle_input(
    school=True,
    school_stripe=False,
    school_inspection_until=None,
    new_vehicle=True,
    invoice_number="NF-1",
    invoice_issuer="Concessionária",
    invoice_date=None,
    request_signed_on=None,
    request_notarised=False,
)


def refused(call) -> dict[str, str]:
    with pytest.raises(ValidationError) as raised:
        call()
    return raised.value.field_errors


def vehicle_refusals(ctx, operator_id, inspector_id) -> dict[str, str]:
    """Every field message of two registrations: a school bus bought new with its stripe,
    school inspection and invoice date missing, a failed report and a policy that has
    ended; a bus with no report at all."""
    failed = inspection_input(inspector_id, approved=False, valid_until=TODAY)
    ended = policy_input(ends_on=TODAY - timedelta(days=1))
    shown = refused(
        lambda: register_vehicle(ctx, operator_id, SCHOOL_BUS_BOUGHT_NEW, failed, ended)
    )
    shown |= refused(
        lambda: register_vehicle(ctx, operator_id, vehicle_input(), None, policy_input())
    )
    return shown


@pytest.mark.postgres
def test_a_roraima_vehicle_is_refused_on_lei_664_only(admin_context):
    ctx = in_roraima(at_day(admin_context, TODAY))
    operator = create_operator(ctx, operator_input(**BOA_VISTA))
    inspector = company(ctx)
    shown = vehicle_refusals(ctx, operator.id, inspector.id)
    assert {
        "school_stripe",
        "school_inspection_until",
        "new_vehicle",
        "inspection.report_number",
        "inspection.approved",
        "policy.ends_on",
    } <= set(shown)
    assert "invoice_date" not in shown
    assert "Lei RR 664/2008 não prevê" in shown["new_vehicle"]
    cited = {name: text for name, text in shown.items() if GOIAS.search(text)}
    assert cited == {}
    assert "Lei RR 664/2008, art. 30" in shown["inspection.report_number"]
    assert "Lei RR 664/2008, art. 30" in shown["inspection.approved"]
    assert "Lei RR 664/2008, art. 20, V; art. 39" in shown["policy.ends_on"]
    assert shown["school_inspection_until"] == (
        "Informe a validade da vistoria escolar do DETRAN "
        "(Código de Trânsito Brasileiro; Lei RR 664/2008, art. 29)."
    )


@pytest.mark.postgres
def test_a_goias_vehicle_keeps_resolution_105(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    owner, inspector, _bus = registered_bus(ctx, tmp_path / "keys")
    shown = vehicle_refusals(ctx, owner.id, inspector.id)
    assert (
        "DETRAN-GO (Res. AGR 105/2017, art. 30, parágrafo único)"
        in (shown["school_inspection_until"])
    )
    assert "(Res. AGR 105/2017, art. 23, § 4º)" in shown["inspection.approved"]
    assert "(Res. AGR 105/2017, art. 25)" in shown["invoice_date"]
    assert (
        shown["policy.ends_on"] == "A apólice deve estar em vigor (Res. AGR 105/2017, art. 17, IV)."
    )


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("received_on", "valid_until"),
    [(TODAY, TODAY - timedelta(days=1)), (TODAY - timedelta(days=30), TODAY - timedelta(days=1))],
)
def test_an_expired_certidao_in_roraima_cites_lei_664(admin_context, received_on, valid_until):
    ctx = in_roraima(at_day(admin_context, TODAY))
    operator = create_operator(ctx, operator_input(**BOA_VISTA))
    data = DocumentInput("antecedentes_dirigentes", received_on, valid_until, date(2026, 1, 5))
    shown = refused(lambda: record_document(ctx, operator.id, data))
    assert "Lei RR 664/2008, art. 2º, parágrafo único" in shown["valid_until"]
    assert not GOIAS.search(shown["valid_until"])


def test_roraima_registers_an_inspection_company_without_inmetro(admin_context):
    """Res. AGR 105/2017, art. 23 asks the INMETRO accreditation; Lei RR 664/2008 has the
    CRE/RR inspect the vehicle (art. 30 §2) and asks none."""
    ctx = in_roraima(admin_context)
    registered = register_company(
        ctx, CompanyInput("Vistorias Boa Vista Ltda", make_cnpj("200000000009"), "", "CRE-7")
    )
    assert registered.inmetro_accreditation == ""
    with pytest.raises(ValidationError) as refused:
        register_company(admin_context, CompanyInput("Outra", make_cnpj("200000000010"), "", "7"))
    assert (
        "credenciamento no INMETRO (Res. AGR 105/2017, art. 23)"
        in (refused.value.field_errors["inmetro_accreditation"])
    )


def test_roraima_picks_the_inspection_company_on_lei_664(admin_context):
    ctx = in_roraima(at_day(admin_context, TODAY))
    operator = create_operator(ctx, operator_input(**BOA_VISTA))
    missing = inspection_input(None, valid_until=TODAY + timedelta(days=300))
    shown = refused(lambda: register_vehicle(ctx, operator.id, vehicle_input(), missing, None))
    assert shown["inspection.company_id"] == (
        "Escolha a empresa de inspeção registrada no órgão regulador "
        "(Lei RR 664/2008, art. 30, § 2º)."
    )


def test_goias_is_not_asked_for_roraima_s_deactivation(admin_context, tmp_path):
    """Lei RR 664/2008, art. 32 (the deactivation reported in 10 days) is Roraima's: a Goiás
    office is refused on its own Res. 105 art. 26, and the vehicle keeps its registration."""
    ctx = at_day(admin_context, TODAY)
    _owner, _inspector, bus = registered_bus(ctx, tmp_path / "keys")
    with pytest.raises(Conflict) as refused:
        deactivate_vehicle(ctx, bus.vehicle.id, TODAY, TODAY)
    assert "(art. 26)" in str(refused.value) and "664" not in str(refused.value)
    assert get_vehicle(ctx, bus.vehicle.id).status == "registrado"
