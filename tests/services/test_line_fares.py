"""Fare tables through the services: GO free pricing communicated 15 days ahead (Decreto
8.444/2015 art. 15 §1º), refused with nothing written when late; the fare in force on any
date; RR fares from the tariff coefficient registered for the date and the km (Lei RR
664/2008 art. 37) with the terminal fee (art. 38)."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.models.lines import LineAct, LineFareItem, LineFareTable
from desktop.services.errors import ValidationError
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.fares import (
    FareItemInput,
    FareTableInput,
    fares_in_force,
    record_fare_table,
)
from desktop.services.lines.register import create_line
from desktop.services.office.rule_values import register_rule_value
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, fares, go_line, rr_line, termo
from tests.factories.reading import counts
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator

D = date.fromisoformat


def stored(database):
    return counts(database, LineFareTable, LineFareItem, LineAct)


@pytest.fixture
def go(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    line = create_line(ctx, go_line())
    record_delegation(ctx, line.id, termo(holder.id, published_on=TODAY))
    return ctx, line


@pytest.mark.postgres
def test_go_fares_communicated_ahead_and_answerable_on_any_date(go):
    ctx, line = go
    tables = record_fare_table(ctx, line.id, fares())
    assert [(t.label, t.article) for t in tables] == [
        ("Tarifa comunicada", "Decreto 8.444/2015, art. 15 §1º")
    ]
    assert [item.value for item in tables[0].items] == [Decimal("28.90"), Decimal("61.50")]
    later = fares(
        effective_from=D("2026-12-01"),
        communicated_on=D("2026-06-15"),
        reference="Comunicação nº 40/2026",
        items=(FareItemInput("Goiânia", "Pirenópolis", "128", "64,00"),),
    )
    record_fare_table(ctx, line.id, later)
    assert fares_in_force(ctx, line.id, D("2026-06-30")) is None
    assert fares_in_force(ctx, line.id, D("2026-11-30")).reference == "Comunicação nº 33/2026"
    assert fares_in_force(ctx, line.id, D("2026-12-01")).items[0].value == Decimal("64.00")


def test_go_fare_before_its_15_day_notice_refused_nothing_written(go):
    ctx, line = go
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        record_fare_table(ctx, line.id, fares(effective_from=D("2026-06-29")))
    assert "art. 15 §1º" in caught.value.field_errors["effective_from"]
    with pytest.raises(ValidationError) as caught:
        record_fare_table(
            ctx, line.id, fares(items=(FareItemInput("Goiânia", "Anápolis", "55", ""),))
        )
    assert "valor" in caught.value.field_errors["items"]
    assert stored(ctx.database) == before


def test_a_line_without_delegation_has_no_fare(admin_context):
    ctx = at_day(admin_context, TODAY)
    line = create_line(ctx, go_line())
    with pytest.raises(ValidationError) as caught:
        record_fare_table(ctx, line.id, fares())
    assert "arts. 15 e 16" in caught.value.field_errors["effective_from"]


@pytest.mark.postgres
def test_rr_fare_from_the_coefficient_and_km_art_37(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    ctx = in_roraima(ctx)
    line = create_line(ctx, rr_line())
    record_delegation(ctx, line.id, DelegationInput(holder.id, "autorizacao", "TC-1", TODAY))
    table = FareTableInput(
        effective_from=D("2026-07-01"),
        reference="Planilha CRE/RR 2026",
        items=(
            FareItemInput("Boa Vista", "Mucajaí", "52", ""),
            FareItemInput("Boa Vista", "Caracaraí", "140", "30,00"),
        ),
        terminal_fee="3,50",
    )
    with pytest.raises(ValidationError) as caught:
        record_fare_table(ctx, line.id, table)
    assert "art. 37" in caught.value.field_errors["items"]
    # The coefficient is registered in Legislação, where the message sends the clerk (it said
    # "em Administração", which has no such button).
    assert (
        "em Legislação › Registrar valor atualizado ou informe"
        in (caught.value.field_errors["items"])
    )
    register_rule_value(
        ctx, "coeficiente_tarifario", D("2026-01-01"), Decimal("0.19"), "Res. CRE 1/2026"
    )
    (recorded,) = record_fare_table(ctx, line.id, table)
    assert (recorded.label, recorded.article) == (
        "Planilha tarifária",
        "Lei RR 664/2008, arts. 37 e 38",
    )
    assert [item.value for item in recorded.items] == [Decimal("9.88"), Decimal("30.00")]
    assert (recorded.coefficient, recorded.terminal_fee) == (Decimal("0.19"), Decimal("3.50"))
