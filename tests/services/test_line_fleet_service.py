"""The fleet of a line through the services, on SQLite and PostgreSQL: only a registered
vehicle of the delegated operator goes on the line; the fleet is checked against the Termo's
minimum fleet and average age (GO Decreto 8.444/2015, art. 6º §1º, VII) and the RR limits
(Lei RR 664/2008, art. 28 §1º, art. 31 I, art. 66); removals are new records, nothing is
rewritten; a refusal writes nothing."""

from datetime import date

import pytest
import sqlalchemy
from sqlalchemy import select

from desktop.models.audit import AuditEntry
from desktop.models.lines import LineVehicle
from desktop.services.errors import ValidationError
from desktop.services.lines.delegations import (
    DelegationInput,
    record_delegation,
    record_publication,
)
from desktop.services.lines.fleet import FleetInput, record_fleet_change
from desktop.services.lines.fleet_records import line_fleet
from desktop.services.lines.register import create_line
from desktop.services.vehicles.events import deregister_on_sale
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, go_line, rr_concession, rr_line, termo, vehicle
from tests.factories.outorga import delegate_paying_on_signing
from tests.factories.reading import counts
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import (
    company,
    operator,
)


def stored(database):
    return counts(database, LineVehicle, AuditEntry)


def refused(ctx, line_id, data, field, fragment):
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        record_fleet_change(ctx, line_id, data)
    assert fragment in caught.value.field_errors[field], caught.value.field_errors
    assert stored(ctx.database) == before


@pytest.fixture
def go(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    keys = tmp_path / "keys"
    holder = operator(ctx, keys)
    other = operator(ctx, keys, cnpj="11.444.777/0001-61", legal_name="Outra Viação Ltda")
    inspector = company(ctx)
    line = create_line(ctx, go_line())
    detail = delegate_paying_on_signing(ctx, line.id, termo(holder.id, minimum_fleet=2))
    record_publication(ctx, detail.delegations[0].id, date(2026, 6, 12), "DOE/GO nº 24.100")
    return ctx, keys, holder, other, inspector, line


@pytest.mark.postgres
def test_go_fleet_reaches_the_termo_minimum_and_average_age(go):
    ctx, keys, holder, _, inspector, line = go
    first = vehicle(ctx, keys, holder, inspector.id, 1, year=2018)
    second = vehicle(ctx, keys, holder, inspector.id, 2, year=2019)
    assert line_fleet(ctx, line.id).problems == (
        "Frota de 0 veículo(s): o termo fixa a quantidade mínima de 2 "
        "(Decreto 8.444/2015, art. 6º §1º, VII).",
    )
    fleet = record_fleet_change(ctx, line.id, FleetInput(first.id, "inclusao", TODAY, "OF 1"))
    assert [row.plate for row in fleet.vehicles] == ["ABC-1201"]
    fleet = record_fleet_change(ctx, line.id, FleetInput(second.id, "inclusao", TODAY))
    # 2026 - 2018 = 8 and 2026 - 2019 = 7: average 7,5 over the 6 years of art. 6º §1º VII.
    assert fleet.average_age == 7.5 and fleet.minimum_fleet == 2
    assert fleet.problems == (
        "Idade média da frota de 7,5 anos de fabricação: o limite é 6 anos "
        "(Decreto 8.444/2015, art. 6º §1º, VII).",
    )
    newer = vehicle(ctx, keys, holder, inspector.id, 3, year=2025)
    record_fleet_change(ctx, line.id, FleetInput(newer.id, "inclusao", TODAY))
    fleet = record_fleet_change(ctx, line.id, FleetInput(first.id, "retirada", TODAY))
    # 7 and 1 years: average 4,0; two vehicles, the minimum.
    assert [row.plate for row in fleet.vehicles] == ["ABC-1202", "ABC-1203"]
    assert fleet.problems == ()
    with ctx.database.read() as session:
        kinds = session.scalars(
            select(LineVehicle.kind).order_by(LineVehicle.created_at, LineVehicle.kind)
        ).all()
    assert sorted(kinds) == ["inclusao", "inclusao", "inclusao", "retirada"]
    for statement in (
        sqlalchemy.update(LineVehicle).values(reference="reescrito"),
        sqlalchemy.delete(LineVehicle),
    ):
        with pytest.raises(sqlalchemy.exc.DatabaseError) as error:
            with ctx.database.engine.begin() as connection:
                connection.execute(statement)
        assert "O histórico da linha não é alterado nem apagado" in str(error.value)


@pytest.mark.postgres
def test_go_vehicle_must_belong_to_the_delegated_operator(go):
    ctx, keys, holder, other, inspector, line = go
    foreign = vehicle(ctx, keys, other, inspector.id, 4)
    refused(
        ctx,
        line.id,
        FleetInput(foreign.id, "inclusao", TODAY),
        "vehicle",
        "só veículos do operador delegatário compõem a frota da linha "
        "(Decreto 8.444/2015, art. 6º §1º, I e VII)",
    )
    own = vehicle(ctx, keys, holder, inspector.id, 5)
    refused(ctx, line.id, FleetInput(own.id, "retirada", TODAY), "vehicle", "não está na frota")
    refused(ctx, line.id, FleetInput(None, "inclusao", TODAY), "vehicle", "Escolha o veículo")
    # Before the extract's publication the Termo is not effective (art. 6º §2º).
    refused(
        ctx,
        line.id,
        FleetInput(own.id, "inclusao", date(2026, 6, 11)),
        "effective_on",
        "não tem delegação eficaz em 11/06/2026",
    )
    record_fleet_change(ctx, line.id, FleetInput(own.id, "inclusao", TODAY))
    refused(ctx, line.id, FleetInput(own.id, "inclusao", TODAY), "vehicle", "já está na frota")
    # Sold and deregistered while on the line: the check names it until it is taken off.
    deregister_on_sale(ctx, own.id, TODAY, TODAY, True)
    assert line_fleet(ctx, line.id).problems == (
        "Veículo ABC-1205: sem registro em vigor em nome do delegatário; retire-o da frota da "
        "linha (Decreto 8.444/2015, art. 6º §1º, I e VII).",
        "Frota de 0 veículo(s): o termo fixa a quantidade mínima de 2 "
        "(Decreto 8.444/2015, art. 6º §1º, VII).",
    )
    fleet = record_fleet_change(ctx, line.id, FleetInput(own.id, "retirada", TODAY))
    assert fleet.vehicles == ()


@pytest.mark.postgres
def test_rr_vehicle_over_15_years_leaves_no_room_on_the_line(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    keys = tmp_path / "keys"
    holder = operator(ctx, keys)
    inspector = company(ctx)
    ctx = in_roraima(ctx)
    old = vehicle(ctx, keys, holder, inspector.id, 6, year=2018)
    line = create_line(ctx, rr_line())
    contract = rr_concession(holder.id)
    record_delegation(ctx, line.id, contract)
    fleet = record_fleet_change(ctx, line.id, FleetInput(old.id, "inclusao", TODAY))
    assert fleet.problems == ()
    # In 2034 the 2018 bus has 16 years of manufacture: art. 28 §1º and art. 31 I.
    later = at_day(ctx, date(2034, 3, 1))
    assert line_fleet(later, line.id).problems == (
        "Veículo ABC-1206: 16 anos de fabricação; o veículo é utilizado por até 15 anos e tem "
        "o registro cancelado de ofício ao completá-los (Lei RR 664/2008, art. 28 §1º; "
        "art. 31, I).",
    )
    record_fleet_change(later, line.id, FleetInput(old.id, "retirada", date(2034, 3, 1)))
    refused(
        later,
        line.id,
        FleetInput(old.id, "inclusao", date(2034, 3, 1)),
        "vehicle",
        "(Lei RR 664/2008, art. 28 §1º; art. 31, I)",
    )


@pytest.mark.postgres
def test_rr_alternative_transport_seats_and_delegatee(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    keys = tmp_path / "keys"
    holder = operator(ctx, keys, kind="cooperativa")
    inspector = company(ctx)
    ctx = in_roraima(ctx)
    small = vehicle(ctx, keys, holder, inspector.id, 7, kind="microonibus", seats=6)
    van = vehicle(ctx, keys, holder, inspector.id, 8, kind="van", seats=15)
    line = create_line(ctx, rr_line(code="RR-A01", service_kind="alternativo"))
    record_delegation(
        ctx,
        line.id,
        DelegationInput(holder.id, "autorizacao", "TC-01/2026", date(2026, 6, 1)),
    )
    refused(
        ctx,
        line.id,
        FleetInput(small.id, "inclusao", TODAY),
        "vehicle",
        "Veículo ABC-1207: 6 lugares; o transporte alternativo é feito em veículo de no mínimo "
        "7 lugares (Lei RR 664/2008, art. 66).",
    )
    fleet = record_fleet_change(ctx, line.id, FleetInput(van.id, "inclusao", TODAY))
    assert [(row.plate, row.seats) for row in fleet.vehicles] == [("ABC-1208", 15)]
