"""Every refusal reason of the licence, from what the database holds, with its article
(Res. AGR 105/2017 arts. 13, 23-30, 38, 46-47, 50-51, 58, 69, 101)."""

from dataclasses import replace
from datetime import date, timedelta

import pytest

from desktop.models.operators import Operator
from desktop.services.errors import ValidationError
from desktop.services.licences.issue import LicenceRefused, issue_licence
from desktop.services.licences.issue_records import check_licence_request
from desktop.services.licences.requests import LicenceInput
from desktop.services.vehicles.events import withdraw_from_traffic
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import (
    TODAY,
    bus_of,
    continuous,
    departure,
    employee_driver,
    eventual,
    fleet,
    passengers,
    registered_operator,
    vinculada,
)
from tests.factories.payments import paid, unpaid_fine
from tests.factories.sanctions import sanction_row
from tests.factories.vehicles import company, make_renavam

NOON = departure(TODAY, 12)


def reasons(ctx, data: LicenceInput) -> set[str]:
    return set(check_licence_request(at_instant(ctx, NOON), data).reasons)


def article_of(ctx, data: LicenceInput, reason: str) -> str:
    check = check_licence_request(at_instant(ctx, NOON), data)
    return next(f.article for f in check.findings if f.reason == reason)


@pytest.fixture
def setup(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    return admin_context, keys, operator, bus


def test_allowed_request_has_no_finding(setup):
    ctx, _, operator, bus = setup
    check = check_licence_request(at_instant(ctx, NOON), eventual(operator.id, bus.id))
    assert check.allowed and check.findings == ()


def test_six_hours_before_departure_is_the_last_moment(setup):
    ctx, _, operator, bus = setup
    # Art. 28 I: "antecedência de até 06 horas": asked at 12:00 for 18:00 is in time,
    # for 17:59 it is not.
    on_time = eventual(operator.id, bus.id, start_on=TODAY, departure_at=departure(TODAY, 18))
    assert reasons(ctx, on_time) == set()
    late = eventual(
        operator.id,
        bus.id,
        start_on=TODAY,
        departure_at=departure(TODAY, 18) - timedelta(minutes=1),
    )
    assert reasons(ctx, late) == {"antecedencia_minima"}
    assert article_of(ctx, late, "antecedencia_minima") == "Res. AGR 105/2017, art. 28, I"


def test_continuous_duration_between_5_days_and_12_months(setup):
    ctx, _, operator, bus = setup
    # Arts. 29 and 30: "não inferior a 05 (cinco) dias": 1 to 4 July is 4 days.
    short = continuous(operator.id, bus.id, end_on=date(2026, 7, 4))
    assert reasons(ctx, short) == {"duracao_minima"}
    assert reasons(ctx, continuous(operator.id, bus.id, end_on=date(2026, 7, 5))) == set()
    assert article_of(ctx, short, "duracao_minima") == "Res. AGR 105/2017, art. 29"
    # 12 months at most: from 2026-07-01 the last day is 2027-06-30; the bus's insurance
    # (until 2027-01-10) and inspection (until 2027-06-01) also stop a trip that long.
    long = continuous(operator.id, bus.id, end_on=date(2027, 7, 1))
    assert reasons(ctx, long) == {"duracao_maxima", "seguro_vencido", "vistoria_vencida"}
    assert article_of(ctx, long, "seguro_vencido") == "Res. AGR 105/2017, art. 50; art. 51 §2º"
    assert article_of(ctx, long, "vistoria_vencida") == "Res. AGR 105/2017, arts. 23 e 24"


def test_capacity(setup):
    ctx, _, operator, bus = setup
    assert reasons(ctx, eventual(operator.id, bus.id, passengers=passengers(46))) == set()
    full = eventual(operator.id, bus.id, passengers=passengers(47))
    assert reasons(ctx, full) == {"lotacao"}
    assert article_of(ctx, full, "lotacao") == "Res. AGR 105/2017, art. 38, XII"


def test_modality_not_registered(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator = registered_operator(admin_context, keys, modalities=("eventual_turistico",))
    bus = bus_of(admin_context, keys, operator.id)
    data = continuous(operator.id, bus.id)
    assert reasons(admin_context, data) == {"modalidade_nao_registrada"}
    assert article_of(admin_context, data, "modalidade_nao_registrada") == (
        "Res. AGR 105/2017, art. 13 §1º, III"
    )


def test_crc_expired(admin_context, tmp_path):
    keys = tmp_path / "keys"
    # Approved on 2023-06-16: the CRC is valid 3 years, until 2026-06-16 (art. 13).
    operator = registered_operator(admin_context, keys, day=date(2023, 6, 16))
    bus = bus_of(admin_context, keys, operator.id)
    one_day = eventual(operator.id, bus.id, end_on=date(2026, 6, 16))
    assert reasons(admin_context, one_day) == set()
    two_days = eventual(operator.id, bus.id, end_on=date(2026, 6, 17))
    assert reasons(admin_context, two_days) == {"crc_vencido"}
    assert article_of(admin_context, two_days, "crc_vencido") == "Res. AGR 105/2017, art. 13"


def test_inspection_expired_during_the_trip(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator = registered_operator(admin_context, keys)
    ctx = at_day(admin_context, TODAY)
    # Inspected 2025-06-17 (bus of 2020, 12 months: valid until 2026-06-17, art. 23 I).
    bus = bus_of(admin_context, keys, operator.id, inspector=company(ctx))
    old = bus_of(
        admin_context,
        keys,
        operator.id,
        inspected_on=date(2025, 6, 17),
        inspector=company(ctx, base="200000000003"),
        plate="OLD1A23",
        renavam=make_renavam("0123456789"),
        chassis="9BM384067HB099999",
    )
    assert reasons(admin_context, eventual(operator.id, bus.id)) == set()
    assert reasons(admin_context, eventual(operator.id, old.id, end_on=date(2026, 6, 17))) == (
        set()
    )
    assert reasons(admin_context, eventual(operator.id, old.id)) == {"vistoria_vencida"}


def test_vehicle_withdrawn_from_traffic(setup, context_for):
    ctx, _, operator, bus = setup
    fiscal = at_day(context_for("fiscal"), TODAY)
    withdraw_from_traffic(fiscal, bus.id, TODAY, "Pneus carecas (auto nº GYN-2026-000010)")
    data = eventual(operator.id, bus.id)
    assert reasons(ctx, data) == {"veiculo_afastado"}
    assert article_of(ctx, data, "veiculo_afastado") == (
        "Res. AGR 105/2017, art. 38, VIII; art. 69, VIII"
    )


@pytest.mark.postgres
def test_driver_without_proven_link(setup):
    ctx, _, operator, bus = setup
    # Art. 47 II: a contrato social proves the link only of a partner of the operator.
    stranger = employee_driver(link_kind="contrato_social", link_reference="JUCEG 1")
    data = eventual(operator.id, bus.id, drivers=(stranger,))
    assert reasons(ctx, data) == {"motorista_sem_vinculo"}
    assert article_of(ctx, data, "motorista_sem_vinculo") == "Res. AGR 105/2017, arts. 46 e 47"
    # Art. 47 I: an employee shows the CTPS.
    assert reasons(ctx, eventual(operator.id, bus.id, drivers=(employee_driver(),))) == set()


def test_vinculada_drivers_are_not_asked_the_link_of_arts_46_47(setup):
    """Arts. 46-47 bind the fretamento's autorizatária to its drivers; Chapter V (arts.
    53-59) asks the link of the persons carried (arts. 54 and 59), not the drivers'."""
    ctx, _, operator, bus = setup
    unlinked = employee_driver(link_kind="", link_reference="")
    staff = tuple(replace(p, employment_proof="ctps") for p in passengers(20))
    linked = vinculada(operator.id, bus.id, drivers=(unlinked,), passengers=staff)
    check = check_licence_request(at_instant(ctx, NOON), linked)
    assert check.allowed, check.lines()
    with pytest.raises(ValidationError) as error:
        check_licence_request(
            at_instant(ctx, NOON), continuous(operator.id, bus.id, drivers=(unlinked,))
        )
    assert "art. 47" in error.value.field_errors["drivers"]


def test_general_passenger_list_only_for_health_or_rural_workers(setup):
    ctx, _, operator, bus = setup
    general = eventual(operator.id, bus.id, passenger_list="geral_saude", passengers=())
    assert reasons(ctx, general) == {"lista_geral_nao_permitida"}
    # Art. 28 III: the eventual licence asks the nominal list.
    assert article_of(ctx, general, "lista_geral_nao_permitida") == (
        "Res. AGR 105/2017, art. 28, III"
    )
    # Art. 29 §2: contínuo for health treatment of a municipality may carry a general list.
    health = continuous(
        operator.id, bus.id, passenger_list="geral_saude", passengers=(), contractor_public=True
    )
    assert reasons(ctx, health) == set()
    # §3: rural workers only with more than one destination.
    rural = continuous(
        operator.id, bus.id, passenger_list="geral_trabalhadores_rurais", passengers=()
    )
    assert reasons(ctx, rural) == {"lista_geral_nao_permitida"}
    assert (
        reasons(
            ctx,
            continuous(
                operator.id,
                bus.id,
                destinations=3,
                passengers=(),
                passenger_list="geral_trabalhadores_rurais",
            ),
        )
        == set()
    )


def _operator_row(ctx, operator_id):
    with ctx.database.read() as session:
        return session.get(Operator, operator_id)


@pytest.mark.postgres
def test_suspended_operator(setup):
    ctx, keys, operator, bus = setup
    row = _operator_row(ctx, operator.id)
    # Art. 69: suspended 30 days from 2026-05-19 to 2026-06-17, decided before.
    sanction_row(
        ctx,
        operator.id,
        row.cnpj,
        "suspensao",
        date(2026, 5, 10),
        "Res. AGR 105/2017, art. 69",
        "auto GYN-2026-000001",
        date(2026, 5, 19),
        date(2026, 6, 17),
    )
    data = eventual(operator.id, bus.id)
    assert reasons(ctx, data) == {"autorizataria_suspensa"}
    assert article_of(ctx, data, "autorizataria_suspensa") == "Res. AGR 105/2017, art. 69"
    # A trip after the last day of the suspension is not stopped by it.
    after = eventual(
        operator.id,
        bus.id,
        start_on=date(2026, 6, 18),
        end_on=date(2026, 6, 19),
        departure_at=departure(date(2026, 6, 18), 8),
    )
    assert reasons(ctx, after) == set()
    # Nor is a trip that ends before a suspension decided for later days.
    sanction_row(
        ctx,
        operator.id,
        row.cnpj,
        "suspensao",
        date(2026, 6, 12),
        "Res. AGR 105/2017, art. 69",
        "auto GYN-2026-000003",
        date(2026, 6, 20),
        date(2026, 7, 19),
    )
    assert reasons(ctx, after) == set()
    assert reasons(
        ctx,
        eventual(
            operator.id,
            bus.id,
            start_on=date(2026, 6, 18),
            end_on=date(2026, 6, 20),
            departure_at=departure(date(2026, 6, 18), 8),
        ),
    ) == {"autorizataria_suspensa"}
    with pytest.raises(LicenceRefused) as refused:
        issue_licence(at_instant(ctx, NOON), data, keys)
    assert "Autorizatária suspensa em dia da viagem. (Res. AGR 105/2017, art. 69)" in (
        refused.value.message
    )


@pytest.mark.postgres
def test_overdue_debt_until_paid(setup):
    ctx, _, operator, bus = setup
    row = _operator_row(ctx, operator.id)
    debt_id = unpaid_fine(ctx, operator.id, row.cnpj, date(2026, 6, 14))
    data = eventual(operator.id, bus.id)
    assert reasons(ctx, data) == {"debito_agr"}
    assert article_of(ctx, data, "debito_agr") == "Res. AGR 105/2017, art. 101"
    paid(ctx, debt_id, TODAY, "1000.00")
    assert reasons(ctx, data) == {"debito_agr"}
    paid(ctx, debt_id, TODAY, "909.59", "GRU 2")
    assert reasons(ctx, data) == set()


@pytest.mark.postgres
def test_every_failing_reason_at_once(setup, context_for):
    ctx, _, operator, bus = setup
    fiscal = at_day(context_for("fiscal"), TODAY)
    withdraw_from_traffic(fiscal, bus.id, TODAY, "Registrador gráfico danificado")
    data = eventual(
        operator.id,
        bus.id,
        start_on=TODAY,
        departure_at=departure(TODAY, 14),
        end_on=date(2027, 2, 1),
        passengers=passengers(50),
        drivers=(employee_driver(link_kind="ata"),),
    )
    check = check_licence_request(at_instant(ctx, NOON), data)
    assert set(check.reasons) == {
        "antecedencia_minima",
        "lotacao",
        "seguro_vencido",
        "veiculo_afastado",
        "motorista_sem_vinculo",
    }
    assert len(check.lines()) == 5 and all("Res. AGR 105/2017" in line for line in check.lines())
