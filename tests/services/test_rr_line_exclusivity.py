"""Lei RR 664/2008, art. 12: the concession of a Roraima line over 250 km is refused, next to
the operator and nothing written, to the company holding the concession of another line on the
same route over the same period; another company receives it, and a line up to 250 km may
stay with one company."""

from datetime import date

import pytest

from desktop.models.audit import AuditEntry
from desktop.models.lines import LineAct, LineDelegation
from desktop.services.errors import ValidationError
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.records import get_line
from desktop.services.lines.register import create_line
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, rr_line
from tests.factories.reading import counts
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator

pytestmark = pytest.mark.postgres

RORAINOPOLIS = "1400472"


def stored(database):
    return counts(database, LineDelegation, LineAct, AuditEntry)


def long_line(code, **changes):
    return rr_line(
        code=code,
        name="Boa Vista — Rorainópolis",
        destination_code=RORAINOPOLIS,
        length_km="298,5",
        **changes,
    )


def concession(holder_id, number):
    return DelegationInput(
        holder_id,
        "concessao",
        number,
        date(2026, 6, 1),
        bidding=f"Concorrência {number}",
        homologated_on=date(2026, 5, 20),
    )


@pytest.fixture
def rr(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    first = operator(ctx, tmp_path / "keys")
    second = operator(ctx, tmp_path / "keys", cnpj="11.444.777/0001-61")
    return in_roraima(ctx), first, second


def test_the_first_winner_does_not_take_the_second_long_line(rr):
    """A line up to 250 km, though, may stay with one company."""
    ctx, first, second = rr
    one = create_line(ctx, long_line("RR-300"))
    two = create_line(ctx, long_line("RR-301"))
    record_delegation(ctx, one.id, concession(first.id, "CC-01/2026"))
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        record_delegation(ctx, two.id, concession(first.id, "CC-02/2026"))
    refused = caught.value.field_errors["operator"]
    assert "Lei RR 664/2008, art. 12 e parágrafo único" in refused and "RR-300" in refused
    assert stored(ctx.database) == before
    detail = record_delegation(ctx, two.id, concession(second.id, "CC-02/2026"))
    assert detail.delegations[0].number == "CC-02/2026"
    short = create_line(ctx, rr_line(code="RR-010"))
    shorter = create_line(ctx, rr_line(code="RR-011"))
    record_delegation(ctx, short.id, concession(first.id, "CC-03/2026"))
    assert record_delegation(ctx, shorter.id, concession(first.id, "CC-04/2026")).delegations


def test_the_same_roads_typed_otherwise_are_the_same_route(rr):
    """Art. 12 compares the itinerary, not how the clerk typed it; the line keeps its text."""
    ctx, first, _ = rr
    one = create_line(ctx, long_line("RR-300"))
    two = create_line(ctx, long_line("RR-301", roads="br 174."))
    record_delegation(ctx, one.id, concession(first.id, "CC-01/2026"))
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        record_delegation(ctx, two.id, concession(first.id, "CC-02/2026"))
    assert "RR-300" in caught.value.field_errors["operator"]
    assert stored(ctx.database) == before
    assert get_line(ctx, two.id).roads == "br 174."
