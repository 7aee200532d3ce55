"""Every message a Roraima office is shown cites Roraima's law only (Lei RR 664/2008): the
refusals of the RR flows — the operator's registration, the auto de infração, the RR
penalties (arts. 84-88), the conversion of a suspension (art. 85 §1), the trips of a line
(art. 84) and the authorisation of a trip — are driven with bad input in a Roraima office,
and none of their messages may cite a Goiás act or body."""

import dataclasses
import re
from datetime import date

import pytest

from desktop.models.errors import UserFacingError
from desktop.services.licences.issue import check_licence_request
from desktop.services.licences.requests import checklist
from desktop.services.lines.register import create_line
from desktop.services.lines.trips import line_coefficients, record_trips
from desktop.services.registration.operators import OperatorInput, create_operator
from desktop.services.sanctions.notice_corrections import correct_notice
from desktop.services.sanctions.notices import record_notice
from desktop.services.sanctions.penalties_rr import (
    declare_cassacao,
    declare_inidoneidade,
    half_year_warning,
    suspend_after_warnings,
)
from desktop.services.sanctions.rr_conversion import convert_suspension
from desktop.services.vehicles.inspections import CompanyInput, register_company
from desktop.services.vehicles.ownership import OwnershipInput
from desktop.services.vehicles.register import register_vehicle
from tests.factories.clock import at_day
from tests.factories.licences import eventual
from tests.factories.notices import new_operator, notice_input, recorded_notice
from tests.factories.vehicles import (
    company,
    inspection_input,
    policy_input,
    registered_bus,
    vehicle_input,
)
from tests.services.test_line_samples import TODAY, rr_line
from tests.services.test_rr_documents import in_roraima

BLANK_OPERATOR = OperatorInput(*[""] * 14, modalities=(), partners=())
GOIAS = re.compile(r"Res\.|Resolução|Decreto|AGR|105/2017|8\.444|Goiás|DETRAN-GO")


def messages(error: UserFacingError) -> list[str]:
    found = [str(error)]
    found += list(getattr(error, "field_errors", {}).values())
    return found


def with_commitment(data):
    """The request with the RR commitment signed and every paper of its checklist shown."""
    papers = frozenset(item.key for item in checklist(data.modality, "RR"))
    return dataclasses.replace(data, commitment_signed_on=TODAY, documents_presented=papers)


BLANK_BUS = vehicle_input(
    plate="",
    kind="carreta",
    manufacture_year=1990,
    model_year=1989,
    tachograph="",
    crlv_number="",
    dpvat_reference="",
    ownership=OwnershipInput("locado"),
    request_signed_on=None,
    request_notarised=False,
)


def bus(ctx, operator_id, keys, inspector_id, data):
    inspection = inspection_input(inspector_id, inspected_on=None)
    return lambda: register_vehicle(ctx, operator_id, data, inspection, None, keys)


def refusals(ctx, operator_id, line_id, keys, notice_id, bus_id, inspector_id):
    """(flow, call) of each RR refusal, driven with bad input."""
    blank_notice = notice_input(
        operator_id,
        line="",
        place="",
        plate="",
        infraction_codes=(),
        inspector_name="",
        occurred_time=None,
        drawn_up_place="",
    )
    wrong_code = notice_input(operator_id, line="RR-010", infraction_codes=("77-XVI",))
    return [
        ("operador em branco", lambda: create_operator(ctx, BLANK_OPERATOR)),
        ("auto em branco", lambda: record_notice(ctx, blank_notice, key_dir=keys)),
        ("auto com infração de Goiás", lambda: record_notice(ctx, wrong_code, key_dir=keys)),
        (
            "advertência sem linha",
            lambda: half_year_warning(ctx, operator_id, "", TODAY, 0, "Apuração"),
        ),
        (
            "suspensão sem advertências",
            lambda: suspend_after_warnings(ctx, operator_id, TODAY, None, 31, "x"),
        ),
        (
            "inidoneidade sem inciso",
            lambda: declare_inidoneidade(ctx, operator_id, TODAY, "", "Documento falso"),
        ),
        (
            "cassação sem inciso",
            lambda: declare_cassacao(ctx, operator_id, TODAY, "VI", 9, "x"),
        ),
        (
            "cassação com impedimento longo",
            lambda: declare_cassacao(ctx, operator_id, TODAY, "I", 9, "x"),
        ),
        ("conversão em branco", lambda: convert_suspension(ctx, None, None, 1, "")),
        ("conversão sem suspensão", lambda: convert_suspension(ctx, None, TODAY, 1, "Grave")),
        (
            "correção de elemento não corrigível",
            lambda: correct_notice(ctx, notice_id, "infraction", "x", "", key_dir=keys),
        ),
        (
            "correção de placa em branco",
            lambda: correct_notice(ctx, notice_id, "plate", "", "Erro.", key_dir=keys),
        ),
        (
            "autorização com ônibus de outra empresa",
            lambda: check_licence_request(ctx, eventual(operator_id, bus_id)),
        ),
        (
            "autorização com ônibus de outra empresa, termo assinado",
            lambda: check_licence_request(ctx, with_commitment(eventual(operator_id, bus_id))),
        ),
        ("veículo em branco e locado", bus(ctx, operator_id, keys, inspector_id, BLANK_BUS)),
        (
            "microônibus com 40 lugares",
            bus(ctx, operator_id, keys, inspector_id, vehicle_input(kind="microonibus", seats=40)),
        ),
        (
            "ônibus com 18 lugares",
            bus(ctx, operator_id, keys, inspector_id, vehicle_input(seats=18)),
        ),
        (
            "leasing sem autorização",
            bus(
                ctx,
                operator_id,
                keys,
                inspector_id,
                vehicle_input(ownership=OwnershipInput("leasing", leasing_institution="Banco")),
            ),
        ),
        *(
            (
                f"veículo {kind}",
                bus(
                    ctx,
                    operator_id,
                    keys,
                    inspector_id,
                    vehicle_input(ownership=OwnershipInput(kind)),
                ),
            )
            for kind in ("arrendado", "terceiro", "pessoa_fisica")
        ),
        *(
            (
                f"veículo em {kind}",
                bus(
                    ctx,
                    operator_id,
                    keys,
                    inspector_id,
                    vehicle_input(ownership=OwnershipInput(kind, lender_cpf="1")),
                ),
            )
            for kind in ("comodato_socio", "comodato_cooperado")
        ),
        (
            "empresa de inspeção em branco",
            lambda: register_company(ctx, CompanyInput("", "", "", "")),
        ),
        (
            "vistoria sem empresa e apólice de outro CNPJ",
            lambda: register_vehicle(
                ctx,
                operator_id,
                vehicle_input(),
                inspection_input(None),
                policy_input(insured_cnpj="11.222.333/0001-81", coverage="0"),
                keys,
            ),
        ),
        ("viagens em branco", lambda: record_trips(ctx, None, None, -1, None, "")),
        (
            "viagens de semestre futuro",
            lambda: record_trips(ctx, line_id, date(2027, 1, 1), 1, TODAY, "x"),
        ),
        ("coeficientes de operador inexistente", lambda: line_coefficients(ctx, line_id, TODAY)),
    ]


@pytest.mark.postgres
def test_every_refusal_of_a_roraima_flow_cites_lei_664_only(admin_context, tmp_path):
    ctx = in_roraima(at_day(admin_context, TODAY))
    operator = new_operator(admin_context, cnpj="11.444.777/0001-61")
    line = create_line(ctx, rr_line())
    notice = recorded_notice(
        ctx, tmp_path, operator.id, day=TODAY, infraction_codes=("79-I",), line="RR-010"
    )
    _owner, _inspector, other_bus = registered_bus(admin_context, tmp_path / "keys")
    shown = []
    inspector = company(ctx, base="200000000002")
    flows = refusals(
        ctx, operator.id, line.id, tmp_path / "keys", notice.id, other_bus.vehicle.id, inspector.id
    )
    for flow, call in flows:
        with pytest.raises(UserFacingError) as raised:
            call()
        shown += [(flow, text) for text in messages(raised.value)]
    cited = [(flow, text) for flow, text in shown if GOIAS.search(text)]
    assert cited == [], "\n".join(f"{flow}: {text}" for flow, text in cited)
    assert any("Lei RR 664/2008" in text for _flow, text in shown)
