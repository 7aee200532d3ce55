"""Every message a Roraima office is shown cites Roraima's law only (Lei RR 664/2008): the
refusals of the RR flows — the operator's registration, the auto de infração, the RR
penalties (arts. 84-88), the conversion of a suspension (art. 85 §1), the trips of a line
(art. 84), the authorisation of a trip, the vehicle (a comodato is refused on art. 27), and
the auto's process (notification, defence, judgment, appeal, publication of art. 91), the
GO-only steps (commission, Council review, preventive suspension, caducity), the
apprehension of art. 90 and the registration application — are driven with bad input in a
Roraima office, and none of their messages may cite a Goiás act or body."""

import dataclasses
import re
import uuid
from datetime import date, timedelta
from decimal import Decimal

import pytest
import sqlalchemy

from desktop.models.errors import UserFacingError
from desktop.models.line_changes import LineChangeRequest
from desktop.services.licences.issue_records import check_licence_request
from desktop.services.licences.requests import checklist
from desktop.services.lines.changes import decide_change, protocol_change
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.fleet import FleetInput, record_fleet_change
from desktop.services.lines.incidents import IncidentInput, record_incident
from desktop.services.lines.register import create_line
from desktop.services.lines.trips import record_trips
from desktop.services.lines.trips_records import line_coefficients
from desktop.services.office.rule_values import register_rule_value
from desktop.services.registration.appeals import file_registration_appeal
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.decision import refuse_application
from desktop.services.registration.operator_documents import DocumentInput, record_document
from desktop.services.registration.operators import OperatorInput, create_operator
from desktop.services.sanctions.caducity import declare_caducity
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.measure_costs import (
    CostInput,
    record_cost_payment,
    record_measure_cost,
)
from desktop.services.sanctions.measure_deposits import record_deposit
from desktop.services.sanctions.measures import apply_measure, release_vehicle
from desktop.services.sanctions.notice_corrections import correct_notice
from desktop.services.sanctions.notices import record_notice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.payments import register_payment
from desktop.services.sanctions.penalties import (
    DecisionInput,
    council_decide_appeal,
    council_review,
    judge,
    open_ordinary,
)
from desktop.services.sanctions.penalties_rr import (
    declare_cassacao,
    declare_inidoneidade,
    half_year_warning,
    suspend_after_warnings,
)
from desktop.services.sanctions.preventive import suspend_preventively
from desktop.services.sanctions.publication import record_publication
from desktop.services.sanctions.rr_conversion import convert_suspension
from desktop.services.sanctions.submissions import (
    SubmissionInput,
    close_without_appeal,
    receive_submission,
)
from desktop.services.vehicles.events import (
    cancel_ex_officio,
    deactivate_vehicle,
    deregister_on_sale,
    release_to_traffic,
    transfer_vehicle,
    withdraw_from_traffic,
)
from desktop.services.vehicles.inspections import (
    CompanyInput,
    InspectionInput,
    call_extra_inspection,
    record_inspection,
    register_company,
)
from desktop.services.vehicles.insurance import PolicyInput, record_policy
from desktop.services.vehicles.ownership import OwnershipInput
from desktop.services.vehicles.register import CrlvInput, register_vehicle
from tests.factories.clock import at_day
from tests.factories.licences import employee_driver, eventual
from tests.factories.lines import TODAY, approval, rr_extension, rr_line
from tests.factories.notices import new_operator, notice_input, recorded_notice
from tests.factories.roraima import (
    VAN_DAY,
    in_roraima,
    register_rr_coefficient,
    rr_bus,
    rr_driver,
    rr_operator,
)
from tests.factories.vehicles import (
    company,
    inspection_input,
    policy_input,
    registered_bus,
    vehicle_input,
)

BLANK_OPERATOR = OperatorInput(*[""] * 14, modalities=(), partners=())
GOIAS = re.compile(r"Res\.|Resolução|Decreto|AGR|105/2017|8\.444|Goiás|DETRAN-GO")
# An article a message cites without naming Lei 664 (or the federal CTB) is, to a Roraima
# clerk, any state's: a bare "art. 73, § 3º" was Res. 105's removal, shown in Roraima.
ARTICLE = re.compile(r"\barts?\.")
NAMED_ACT = re.compile(r"664/2008|Código de Trânsito Brasileiro")


def cites_goias_or_no_act(text: str) -> bool:
    """A Goiás act or body, or an article whose act the message does not name."""
    return bool(GOIAS.search(text) or (ARTICLE.search(text) and not NAMED_ACT.search(text)))


def messages(error: UserFacingError) -> list[str]:
    found = [str(error)]
    found += list(getattr(error, "field_errors", {}).values())
    return found


# A driver as Roraima takes him, and one with the papers only Res. AGR 105/2017 asks
# (arts. 46-47 and 39 sole §), which a Roraima request is refused for.
RR_DRIVERS = (rr_driver(),)
GOIAS_DRIVER = employee_driver(defensive_certificate="SEST SENAT 2025-8891")


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
            lambda: suspend_after_warnings(ctx, operator_id, "", TODAY, None, 31, "x"),
        ),
        (
            "inidoneidade sem inciso",
            lambda: declare_inidoneidade(ctx, operator_id, TODAY, "", "Documento falso", None),
        ),
        (
            "inidoneidade sem processo",
            lambda: declare_inidoneidade(ctx, operator_id, TODAY, "I", "Documento falso", None),
        ),
        (
            "cassação sem inciso",
            lambda: declare_cassacao(ctx, operator_id, TODAY, "VI", 9, "x", None),
        ),
        (
            "cassação com impedimento longo",
            lambda: declare_cassacao(ctx, operator_id, TODAY, "I", 9, "x", None),
        ),
        (
            "cassação sem processo",
            lambda: declare_cassacao(ctx, operator_id, TODAY, "I", 2, "x", None),
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
            lambda: check_licence_request(ctx, eventual(operator_id, bus_id, drivers=RR_DRIVERS)),
        ),
        (
            "autorização com ônibus de outra empresa, termo assinado",
            lambda: check_licence_request(
                ctx, with_commitment(eventual(operator_id, bus_id, drivers=RR_DRIVERS))
            ),
        ),
        (
            "autorização com vínculo e direção defensiva do motorista",
            lambda: check_licence_request(
                ctx, with_commitment(eventual(operator_id, bus_id, drivers=(GOIAS_DRIVER,)))
            ),
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
            "transferência de veículo afastado",
            lambda: transfer_vehicle(
                ctx, bus_id, operator_id, None, OwnershipInput(""), CrlvInput("", 0)
            ),
        ),
        (
            "baixa por venda",
            lambda: deregister_on_sale(ctx, bus_id, TODAY, TODAY, False),
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
    withdraw_from_traffic(ctx, other_bus.vehicle.id, TODAY, "Pneus lisos")
    shown = []
    inspector = company(ctx, base="200000000002")
    flows = refusals(
        ctx, operator.id, line.id, tmp_path / "keys", notice.id, other_bus.vehicle.id, inspector.id
    )
    for flow, call in flows:
        with pytest.raises(UserFacingError) as raised:
            call()
        shown += [(flow, text) for text in messages(raised.value)]
    cited = [(flow, text) for flow, text in shown if cites_goias_or_no_act(text)]
    assert cited == [], "\n".join(f"{flow}: {text}" for flow, text in cited)
    assert any("Lei RR 664/2008" in text for _flow, text in shown)


BLANK_SUBMISSION = SubmissionInput(None, "", "", "", "", "", "", None, False, False, False)
BLANK_DECISION = DecisionInput(None, True, "")
FINE = (PenaltyChoice("79-I", Decimal("125.00"), ("multa",)),)


def refused(shown, flow, call):
    with pytest.raises(UserFacingError) as raised:
        call()
    shown += [(flow, text) for text in messages(raised.value)]


@pytest.mark.postgres
def test_every_refusal_of_a_roraima_process_cites_lei_664_only(admin_context, tmp_path):
    """The auto's process in an RR office, step by step (notification, defence, judgment,
    appeal to the CRE/RR, publication, art. 91), the GO-only steps (ordinary commission,
    Council review, preventive suspension, caducity), the apprehension of the vehicle (art.
    90) and the operator's registration application, each driven with bad input: no message
    may cite a Goiás act or body."""
    keys = tmp_path / "keys"
    ctx = in_roraima(at_day(admin_context, TODAY))
    register_rule_value(
        ctx, "coeficiente_tarifario", date(2026, 1, 1), Decimal("0.2500"), "Resolução CRE/RR 1"
    )
    operator = new_operator(admin_context, cnpj="11.444.777/0001-61")
    notice = recorded_notice(
        ctx, tmp_path, operator.id, day=TODAY, infraction_codes=("79-I",), line="RR-010"
    )
    process = notice.process_id
    shown: list[tuple[str, str]] = []
    refused(shown, "notificação em branco", lambda: notify(ctx, process, "", None, ""))
    refused(
        shown,
        "defesa antes da ciência",
        lambda: receive_submission(ctx, process, "defesa", BLANK_SUBMISSION),
    )
    refused(shown, "julgamento antes da defesa", lambda: judge(ctx, process, BLANK_DECISION))
    refused(shown, "comissão em Roraima", lambda: open_ordinary(ctx, process, (), "", None))
    refused(shown, "suspensão preventiva", lambda: suspend_preventively(ctx, process, None, ""))
    refused(shown, "apreensão em branco", lambda: apply_measure(ctx, notice.id, "", "", None))
    refused(
        shown, "retenção de Goiás", lambda: apply_measure(ctx, notice.id, "retencao", "I", None)
    )
    measure = apply_measure(ctx, notice.id, "apreensao", "I", ctx.clock(), "Pátio do DEIT")
    refused(shown, "liberação em branco", lambda: release_vehicle(ctx, measure.id, None, ""))
    refused(
        shown,
        "caução em Roraima",
        lambda: record_deposit(ctx, measure.id, Decimal("10.00"), TODAY, "x"),
    )
    notify(at_day(ctx, TODAY), process, "autos", TODAY, "Maria")
    refused(
        shown,
        "defesa em branco",
        lambda: receive_submission(ctx, process, "defesa", BLANK_SUBMISSION),
    )
    in_term = at_day(ctx, TODAY + timedelta(days=10))
    decision = DecisionInput(TODAY + timedelta(days=10), True, "Provada.", FINE)
    refused(shown, "julgamento no prazo de defesa", lambda: judge(in_term, process, decision))
    assert "(Lei RR 664/2008, art. 89: defesa contra o auto de infração)" in shown[-1][1]
    judge_ctx = at_day(ctx, TODAY + timedelta(days=40))
    refused(shown, "julgamento em branco", lambda: judge(judge_ctx, process, BLANK_DECISION))
    suspension = (
        PenaltyChoice("79-I", Decimal("125.00"), ("multa", "suspensao"), change_reason="Grave."),
    )
    refused(
        shown,
        "suspensão em processo simplificado",
        lambda: judge(judge_ctx, process, DecisionInput(TODAY, True, "Provada.", suspension)),
    )
    judge(judge_ctx, process, DecisionInput(TODAY + timedelta(days=40), True, "Provada.", FINE))
    refused(
        shown, "revisão do Conselho", lambda: council_review(judge_ctx, process, BLANK_DECISION)
    )
    refused(shown, "caducidade em Roraima", lambda: declare_caducity(judge_ctx, process, None))
    refused(shown, "publicação em branco", lambda: record_publication(judge_ctx, process, None, ""))
    refused(
        shown,
        "recurso antes da ciência",
        lambda: receive_submission(judge_ctx, process, "recurso", BLANK_SUBMISSION),
    )
    refused(shown, "encerramento sem data", lambda: close_without_appeal(judge_ctx, process, None))
    notify(judge_ctx, process, "autos", TODAY + timedelta(days=40), "Maria")
    refused(
        shown,
        "recurso em branco",
        lambda: receive_submission(judge_ctx, process, "recurso", BLANK_SUBMISSION),
    )
    refused(
        shown,
        "decisão do recurso sem recurso",
        lambda: council_decide_appeal(judge_ctx, process, BLANK_DECISION),
    )
    refused(
        shown,
        "requerimento com modalidade inexistente",
        lambda: protocol_application(ctx, operator.id, modalities=("fretamento_lunar",)),
    )
    refused(
        shown,
        "requerimento com data futura",
        lambda: protocol_application(ctx, operator.id, TODAY + timedelta(days=3)),
    )
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    refused(shown, "indeferimento sem motivo", lambda: refuse_application(ctx, application.id, ""))
    refused(
        shown,
        "recurso do registro em Roraima",
        lambda: file_registration_appeal(ctx, application.id, None, ""),
    )
    said = {flow: " ".join(text for by, text in shown if by == flow) for flow, _text in shown}
    assert "arts. 22, 87 e 88" in said["caducidade em Roraima"]
    assert "recurso ao CRE/RR (art. 91)" in said["revisão do Conselho"]
    assert "Lei RR 664/2008, art. 2º" in said["requerimento com modalidade inexistente"]
    assert "Lei RR 664/2008, art. 90" in said["caução em Roraima"]
    assert "(Lei RR 664/2008, art. 84, I)" in said["suspensão em processo simplificado"]
    assert "ordinário" not in said["suspensão em processo simplificado"]
    assert (
        "apurada em processo administrativo por comissão designada pelo CRE/RR "
        "(Lei RR 664/2008, art. 84, I)" in said["comissão em Roraima"]
    )
    assert "registrar a decisão do CRE/RR" in said["decisão do recurso sem recurso"]
    assert "Conselho" not in said["decisão do recurso sem recurso"]
    cited = [(flow, text) for flow, text in shown if cites_goias_or_no_act(text)]
    assert cited == [], "\n".join(f"{flow}: {text}" for flow, text in cited)


@pytest.mark.postgres
def test_line_refusals_in_roraima_cite_lei_664_only(admin_context, context_for, database):
    """Who may not register a line (arts. 13-24) or decide its change (arts. 57-62) is told
    so on Lei 664 in a Roraima office; the database's refusal to rewrite a change request,
    which cannot know the office, cites neither state's act."""
    ctx = in_roraima(at_day(admin_context, TODAY))
    line = create_line(ctx, rr_line())
    (row,) = protocol_change(ctx, line.id, rr_extension())
    shown: list[tuple[str, str]] = []
    clerk = in_roraima(at_day(context_for("atendente"), TODAY))
    refused(shown, "linha pelo atendente", lambda: create_line(clerk, rr_line(code="RR-011")))
    analyst = in_roraima(at_day(context_for("analista"), TODAY))
    refused(shown, "alteração pelo analista", lambda: decide_change(analyst, row.id, approval()))
    said = dict(shown)
    assert "(Lei RR 664/2008, arts. 13 a 24)" in said["linha pelo atendente"]
    assert "(Lei RR 664/2008, arts. 57 a 62)" in said["alteração pelo analista"]
    with pytest.raises(sqlalchemy.exc.DatabaseError) as error:
        with database.engine.begin() as connection:
            connection.execute(sqlalchemy.update(LineChangeRequest).values(protocol="X"))
    shown.append(("pedido reescrito", str(error.value)))
    assert "não são alterados nem apagados" in str(error.value)
    assert "Lei RR" not in str(error.value)
    cited = [(flow, text) for flow, text in shown if cites_goias_or_no_act(text)]
    assert cited == [], "\n".join(f"{flow}: {text}" for flow, text in cited)


@pytest.mark.postgres
def test_every_refusal_of_a_roraima_vehicle_line_and_payment_cites_lei_664_only(
    admin_context, rr, tmp_path
):
    """The flows the screens reach only with data the demo lacks — a registered delegatária's
    bus (its inspections, insurance, traffic and deregistration), a line's incidents, fleet
    and delegation, the depot costs of Goiás's removal, payments and the operator's papers —
    driven with bad input in a Roraima office: no message may cite a Goiás act or body, nor
    an article without naming its act."""
    keys = tmp_path / "keys"
    register_rr_coefficient(admin_context)
    operator = rr_operator(rr, keys, date(2026, 6, 1))
    ctx = in_roraima(at_day(admin_context, TODAY))
    bus = rr_bus(in_roraima(admin_context), keys, operator.id, VAN_DAY)
    line = create_line(ctx, rr_line())
    blank_policy = PolicyInput("", "", "", "", None, None)
    flows = [
        (
            "vistoria em branco",
            lambda: record_inspection(ctx, bus.id, InspectionInput(None, "", None)),
        ),
        ("vistoria exigida em branco", lambda: call_extra_inspection(ctx, bus.id, None, "")),
        ("apólice em branco", lambda: record_policy(ctx, bus.id, blank_policy)),
        ("afastamento em branco", lambda: withdraw_from_traffic(ctx, bus.id, None, "")),
        ("liberação sem afastamento", lambda: release_to_traffic(ctx, bus.id, TODAY, "x")),
        ("desativação em branco", lambda: deactivate_vehicle(ctx, bus.id, None, None)),
        ("cancelamento de ofício", lambda: cancel_ex_officio(ctx, bus.id, None)),
        (
            "ocorrência da linha em branco",
            lambda: record_incident(ctx, line.id, IncidentInput("", None, False, "", "")),
        ),
        ("frota em branco", lambda: record_fleet_change(ctx, line.id, FleetInput(None, "", None))),
        (
            "delegação em branco",
            lambda: record_delegation(ctx, line.id, DelegationInput(None, "", "", None)),
        ),
        (
            "despesa de depósito em branco",
            lambda: record_measure_cost(ctx, uuid.uuid4(), CostInput("", None, "", None)),
        ),
        ("pagamento de despesa em branco", lambda: record_cost_payment(ctx, None, None, "")),
        ("pagamento em branco", lambda: register_payment(ctx, uuid.uuid4(), None, None, "")),
        (
            "documento do cadastro em branco",
            lambda: record_document(ctx, operator.id, DocumentInput("", None)),
        ),
    ]
    shown: list[tuple[str, str]] = []
    for flow, call in flows:
        refused(shown, flow, call)
    cited = [(flow, text) for flow, text in shown if cites_goias_or_no_act(text)]
    assert cited == [], "\n".join(f"{flow}: {text}" for flow, text in cited)
    assert any("Lei RR 664/2008" in text for _flow, text in shown)
