"""The outorga of a GO Termo de Autorização is computed, not typed (Decreto 8.444/2015, art.
11 §4º): the coefficient the office registered in force on the signature × the line's km out
and back × the days of the term, stored with its basis; a lower value only citing the
regulator's resolution (§6º), never a higher one; with no coefficient registered the Termo is
refused naming where to register it. Nothing is written on a refusal."""

from datetime import date
from decimal import Decimal

import pytest
from sqlalchemy import select

from desktop.models.audit import AuditEntry
from desktop.models.lines import LineDelegation
from desktop.models.payments import Debt
from desktop.rules.lines.outorga import OutorgaPrice
from desktop.services.errors import ValidationError
from desktop.services.lines.changes import decide_change, protocol_change
from desktop.services.lines.delegations import record_delegation
from desktop.services.lines.outorga_records import price_preview
from desktop.services.lines.register import create_line
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, approval, go_line, request, termo
from tests.factories.outorga import COEFFICIENT_SOURCE
from tests.factories.reading import counts
from tests.factories.vehicles import operator

# R$ 0,187654/km × (128 km × 2) × 5.479 days (10/06/2026 to 10/06/2041) = 263.208,004096.
COMPUTED = Decimal("263208.00")


@pytest.fixture
def go(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    return ctx, holder, create_line(ctx, go_line())


def stored(ctx):
    return counts(ctx.database, LineDelegation, Debt, AuditEntry)


def the_termo(ctx) -> LineDelegation:
    with ctx.database.read() as session:
        return session.scalars(select(LineDelegation)).one()


def refused(ctx, line_id, data) -> dict[str, str]:
    before = stored(ctx)
    with pytest.raises(ValidationError) as caught:
        record_delegation(ctx, line_id, data)
    assert stored(ctx) == before
    return caught.value.field_errors


def test_left_blank_the_termo_takes_the_computed_value_and_stores_its_basis(go):
    ctx, holder, line = go
    record_delegation(ctx, line.id, termo(holder.id))
    item = the_termo(ctx)
    assert (item.outorga_total, item.outorga_computed) == (COMPUTED, COMPUTED)
    assert item.outorga_coefficient == Decimal("0.187654")  # six decimals, read back whole
    assert item.outorga_basis == (
        "R$ 0,187654/km × 256,0 km (ida e volta) × 5.479 dias de vigência = R$\xa0263.208,00 "
        f"(Decreto 8.444/2015, art. 11 §4º; coeficiente: {COEFFICIENT_SOURCE})"
    )
    assert item.outorga_resolution == ""
    with ctx.database.read() as session:
        debts = session.scalars(select(Debt.amount)).all()
    assert sum(debts) == COMPUTED and len(debts) == 30


def test_a_higher_value_is_refused(go):
    ctx, holder, line = go
    errors = refused(ctx, line.id, termo(holder.id, outorga_total="2.337.840,00"))
    assert "R$\xa0263.208,00 (Decreto 8.444/2015, art. 11 §4º)" in errors["outorga_total"]


def test_a_lower_value_only_citing_the_resolution_of_paragraph_6(go):
    ctx, holder, line = go
    errors = refused(ctx, line.id, termo(holder.id, outorga_total="100.000,00"))
    assert "art. 11 §6º" in errors["outorga_resolution"]
    record_delegation(
        ctx,
        line.id,
        termo(
            holder.id,
            outorga_total="100.000,00",
            outorga_resolution="Resolução AGR nº 5/2026 (baixa demanda)",
        ),
    )
    item = the_termo(ctx)
    assert (item.outorga_total, item.outorga_computed) == (Decimal("100000.00"), COMPUTED)
    assert item.outorga_resolution == "Resolução AGR nº 5/2026 (baixa demanda)"


def test_no_coefficient_in_force_on_the_signature_is_refused_naming_where_to_register(go):
    """The test office's coefficient is in force from 01/01/2020."""
    ctx, holder, line = go
    errors = refused(ctx, line.id, termo(holder.id, signed_on=date(2019, 12, 31)))
    assert errors["outorga_total"] == (
        "Nenhum coeficiente tarifário registrado em vigor em 31/12/2019: registre-o em "
        "Legislação › Registrar valor atualizado… (Decreto 8.444/2015, art. 11 §4º)."
    )


def test_the_length_is_that_of_the_version_in_force_on_the_signature(go):
    """Art. 11 §4º prices the line the Termo authorises when signed: an extension approved
    to take effect later (art. 43, V) does not change the price of a Termo signed before it."""
    ctx, holder, line = go
    record_delegation(ctx, line.id, termo(holder.id, published_on=date(2026, 6, 10)))
    (pending,) = protocol_change(ctx, line.id, request())
    decide_change(ctx, pending.id, approval(effective_on=date(2026, 7, 1)))
    signed_before = price_preview(ctx, line.id, date(2026, 6, 10), 15)
    signed_after = price_preview(ctx, line.id, date(2026, 7, 1), 15)
    assert isinstance(signed_before, OutorgaPrice) and isinstance(signed_after, OutorgaPrice)
    assert (signed_before.round_trip_km, signed_before.total) == (Decimal("256.0"), COMPUTED)
    assert signed_after.round_trip_km == Decimal("307.2")
