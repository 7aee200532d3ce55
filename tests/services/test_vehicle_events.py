"""Life events: withdrawal from traffic and release (Res. AGR 105/2017 art. 38 VIII),
transfer keeping the conditions of registration (Decreto 8.444/2015 art. 36 §3; Lei RR
664/2008 art. 28 §2), deregistration on sale (art. 26, late = art. 76 III), RR deactivation
(art. 32) and ex-officio cancellation (art. 31 I); the history of every event."""

from datetime import date

import pytest

from desktop.demo.numbers import make_cnpj
from desktop.services.errors import PermissionDenied, ServiceError, ValidationError
from desktop.services.vehicles.crv_records import list_crvs
from desktop.services.vehicles.events import (
    cancel_ex_officio,
    deactivate_vehicle,
    deregister_on_sale,
    release_to_traffic,
    transfer_vehicle,
    withdraw_from_traffic,
)
from desktop.services.vehicles.events_records import rr_cancellation_list, vehicle_events
from desktop.services.vehicles.ownership import OwnershipInput
from desktop.services.vehicles.register import CrlvInput, register_vehicle
from desktop.services.vehicles.register_records import get_vehicle
from tests.factories.clock import at_day
from tests.factories.roraima import in_roraima, rr_bus
from tests.factories.vehicles import (
    NEW_CRLV,
    TODAY,
    company,
    inspection_input,
    operator,
    policy_input,
    registered_bus,
    vehicle_input,
)


@pytest.fixture
def bus(admin_context, tmp_path):
    _, _, result = registered_bus(admin_context, tmp_path / "keys")
    return result.vehicle


@pytest.mark.postgres
def test_inspector_withdraws_and_releases(admin_context, context_for, bus):
    atendente = at_day(context_for("atendente"), TODAY)
    with pytest.raises(PermissionDenied):
        withdraw_from_traffic(atendente, bus.id, TODAY, "freio")
    fiscal = at_day(context_for("fiscal"), TODAY)
    with pytest.raises(ValidationError) as caught:
        withdraw_from_traffic(fiscal, bus.id, TODAY, " ")
    assert caught.value.field_errors == {"reason": "Campo obrigatório."}
    assert not get_vehicle(fiscal, bus.id).withdrawn
    withdraw_from_traffic(fiscal, bus.id, TODAY, "Auto nº GYN-2026-000010: pneus lisos")
    vehicle = get_vehicle(fiscal, bus.id)
    assert vehicle.withdrawn
    assert vehicle.situation == "Afastado de tráfego (Res. AGR 105/2017, art. 38, VIII)"
    with pytest.raises(ServiceError):
        withdraw_from_traffic(fiscal, bus.id, TODAY, "de novo")
    release_to_traffic(fiscal, bus.id, TODAY, "Pneus trocados, conferido")
    assert not get_vehicle(fiscal, bus.id).withdrawn
    events = vehicle_events(fiscal, bus.id)
    assert [(e.kind, e.article) for e in events[:2]] == [
        ("liberacao", "Res. AGR 105/2017, art. 38, VIII"),
        ("afastamento", "Res. AGR 105/2017, art. 38, VIII"),
    ]
    assert [e.kind for e in events[2:]] == ["crv", "seguro", "vistoria", "registro"]


@pytest.mark.postgres
def test_transfer_to_another_operator_issues_a_new_crv(admin_context, tmp_path, bus):
    ctx = at_day(admin_context, date(2026, 7, 1))
    target = operator(
        ctx, tmp_path / "keys", cnpj=make_cnpj("500000000001"), legal_name="Nova Rota Ltda"
    )
    issued = transfer_vehicle(
        ctx,
        bus.id,
        target.id,
        date(2026, 7, 1),
        OwnershipInput("propria"),
        NEW_CRLV,
        tmp_path / "keys",
    )
    vehicle = get_vehicle(ctx, bus.id)
    assert vehicle.operator_name == "Nova Rota Ltda"
    assert vehicle.crv_number == issued.number == "GYN-2026-000002"
    # the CRV keeps the inspection's validity (art. 24); the policy must be the new one's.
    assert vehicle.crv_valid_until == date(2027, 6, 1)
    assert vehicle.insurance_valid_until is None
    assert [c.superseded for c in list_crvs(ctx, bus.id)] == [False, True]
    kinds = [(e.kind, e.article) for e in vehicle_events(ctx, bus.id)[:3]]
    assert kinds == [
        ("crv", "Res. AGR 105/2017, art. 24"),
        ("transferencia_entrada", "Decreto 8.444/2015, art. 36, § 3º"),
        ("transferencia_saida", "Decreto 8.444/2015, art. 36, § 3º"),
    ]


def test_transfer_asks_the_crlv_in_the_new_operators_name(admin_context, tmp_path, bus):
    """Res. AGR 105/2017, arts. 15, II, and 17, II: the transferred bus is licensed anew in
    the new autorizatária's name; its CRLV is checked as the registration's, with the same
    messages, stored with the transfer and shown in the history."""
    ctx = at_day(admin_context, date(2026, 7, 1))
    target = operator(ctx, tmp_path / "keys", cnpj=make_cnpj("500000000004"))
    keys = tmp_path / "keys"
    with pytest.raises(ValidationError) as caught:
        transfer_vehicle(
            ctx,
            bus.id,
            target.id,
            date(2026, 7, 1),
            OwnershipInput("propria"),
            CrlvInput(" ", 2019, "SP"),
            keys,
        )
    with pytest.raises(ValidationError) as registration:
        register_vehicle(
            ctx,
            target.id,
            vehicle_input(plate="XYZ-9876", crlv_number=" ", crlv_year=2019, crlv_state="SP"),
            inspection_input(company(ctx, "200000000008").id),
            policy_input(),
            keys,
        )
    crlv_fields = ("crlv_number", "crlv_year", "crlv_state")
    assert sorted(caught.value.field_errors) == sorted(crlv_fields)
    assert caught.value.field_errors == {
        field: registration.value.field_errors[field] for field in crlv_fields
    }
    assert "art. 17, II" in caught.value.field_errors["crlv_number"]
    assert "DETRAN-GO (Res. AGR 105/2017, art. 15, II)" in caught.value.field_errors["crlv_state"]
    assert get_vehicle(ctx, bus.id).operator_id != target.id
    transfer_vehicle(
        ctx, bus.id, target.id, date(2026, 7, 1), OwnershipInput("propria"), NEW_CRLV, keys
    )
    vehicle = get_vehicle(ctx, bus.id)
    assert (vehicle.crlv_number, vehicle.crlv_year, vehicle.crlv_state) == (
        "023456789099",
        2026,
        "GO",
    )
    received = next(e for e in vehicle_events(ctx, bus.id) if e.kind == "transferencia_entrada")
    assert "CRLV nº 023456789099, exercício 2026, DETRAN-GO" in received.details


def refused_transfer(ctx, keys, bus, cnpj: str, on: date, ownership: str):
    """The transfer of `bus` on `on` to a new operator, refused: that operator and the
    refusals by field."""
    target = operator(ctx, keys, cnpj=make_cnpj(cnpj))
    with pytest.raises(ValidationError) as caught:
        transfer_vehicle(ctx, bus.id, target.id, on, OwnershipInput(ownership), NEW_CRLV, keys)
    return target, caught.value.field_errors


def test_transfer_refused_without_inspection_in_force(admin_context, tmp_path, bus):
    ctx = at_day(admin_context, date(2027, 6, 2))
    target, errors = refused_transfer(
        ctx, tmp_path / "keys", bus, "500000000002", date(2027, 6, 2), "propria"
    )
    assert "art. 36, § 3º" in errors["new_operator_id"]
    assert get_vehicle(ctx, bus.id).operator_id != target.id


def test_transfer_refuses_forbidden_ownership(admin_context, tmp_path, bus):
    ctx = at_day(admin_context, date(2026, 7, 1))
    _, errors = refused_transfer(
        ctx, tmp_path / "keys", bus, "500000000003", date(2026, 7, 1), "locado"
    )
    assert "art. 16" in errors["ownership"]


@pytest.mark.postgres
def test_deregistration_in_time(admin_context, bus):
    # art. 26 sole §: sale on 01/06/2026, 10 days counted as art. 83 -> 11/06/2026.
    ctx = at_day(admin_context, TODAY)
    outcome = deregister_on_sale(ctx, bus.id, date(2026, 6, 1), date(2026, 6, 11), True)
    assert (outcome.due_on, outcome.late) == (date(2026, 6, 11), False)
    assert get_vehicle(ctx, bus.id).status == "baixado"
    event = vehicle_events(ctx, bus.id)[0]
    assert (event.kind, event.late, event.article) == ("baixa", False, "Res. AGR 105/2017, art. 26")
    assert event.details == (
        "Venda em 01/06/2026; veículo descaracterizado; prazo de 10 dias até 11/06/2026."
    )


def test_late_deregistration_is_flagged_as_the_infraction_of_art_76(admin_context, bus):
    ctx = at_day(admin_context, TODAY)
    outcome = deregister_on_sale(ctx, bus.id, date(2026, 6, 1), date(2026, 6, 12), True)
    assert outcome.late
    assert "art. 76, III" in outcome.message
    event = vehicle_events(ctx, bus.id)[0]
    assert event.late and event.article == "Res. AGR 105/2017, art. 26; art. 76, III"


def test_deregistration_only_after_decharacterisation(admin_context, bus):
    ctx = at_day(admin_context, TODAY)
    with pytest.raises(ValidationError) as caught:
        deregister_on_sale(ctx, bus.id, date(2026, 6, 1), date(2026, 6, 5), False)
    assert "art. 76, VIII" in caught.value.field_errors["decharacterised"]
    assert get_vehicle(ctx, bus.id).status == "registrado"


def test_deregistered_plate_may_be_registered_again(admin_context, tmp_path, bus):
    ctx = at_day(admin_context, TODAY)
    deregister_on_sale(ctx, bus.id, date(2026, 6, 1), date(2026, 6, 5), True)
    buyer = operator(ctx, tmp_path / "keys", cnpj=make_cnpj("500000000004"))
    result = register_vehicle(
        ctx,
        buyer.id,
        vehicle_input(),
        inspection_input(company(ctx, "200000000009").id),
        policy_input(insured_cnpj=buyer.cnpj_formatted),
        tmp_path / "keys",
    )
    assert result.vehicle.operator_id == buyer.id


def roraima_bus(admin_context, tmp_path, manufacture_year, day):
    """A Roraima office's context on `day` and a bus made in `manufacture_year` that it
    registered that day."""
    ctx = in_roraima(at_day(admin_context, day))
    owner = operator(ctx, tmp_path / "keys")
    bus = rr_bus(
        ctx,
        tmp_path / "keys",
        owner.id,
        day,
        manufacture_year=manufacture_year,
        model_year=manufacture_year,
    )
    return ctx, bus


def test_rr_deactivation_reported_late_is_flagged(admin_context, tmp_path):
    ctx, vehicle = roraima_bus(admin_context, tmp_path, 2020, TODAY)
    outcome = deactivate_vehicle(ctx, vehicle.id, date(2026, 6, 1), date(2026, 6, 12))
    # Lei 664 art. 32, counted as art. 95: 01/06/2026 -> 11/06/2026.
    assert (outcome.due_on, outcome.late) == (date(2026, 6, 11), True)
    assert get_vehicle(ctx, vehicle.id).status == "desativado"
    # The history row says each thing once: its label "FORA DO PRAZO" and its articles
    # column; the details read "Desativado em 01/06/2026. Desativação comunicada fora do
    # prazo de 10 dias (até 11/06/2026; Lei 664/2008, art. 32)." beside them.
    event = vehicle_events(ctx, vehicle.id)[0]
    assert (event.late, event.article) == (True, "Lei 664/2008, arts. 31, II, e 32")
    assert event.details == "Fora de serviço desde 01/06/2026; prazo de 10 dias até 11/06/2026."


def test_rr_ex_officio_cancellation_list(admin_context, tmp_path):
    ctx, old = roraima_bus(admin_context, tmp_path, 2018, date(2026, 3, 1))
    # Lei 664 art. 31 I: 15 years completed in 2033; the 15th year notes the decision.
    assert rr_cancellation_list(ctx, date(2032, 6, 1)) == []
    assert [(row.plate, row.age_years) for row in rr_cancellation_list(ctx, date(2033, 6, 1))] == [
        ("ABC-1234", 15)
    ]
    with pytest.raises(ServiceError):
        cancel_ex_officio(at_day(ctx, date(2032, 6, 1)), old.id, date(2032, 6, 1))
    later = at_day(ctx, date(2033, 6, 1))
    cancel_ex_officio(later, old.id, date(2033, 6, 1))
    assert get_vehicle(later, old.id).status == "cancelado"
    assert rr_cancellation_list(later) == []
