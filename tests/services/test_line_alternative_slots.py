"""The alternative line's timetable through the services, on SQLite and PostgreSQL: a
departure less than an hour from one of the regular line between the same municipalities
run by another operator is refused next to the departures, naming Lei RR 664/2008 art. 66
and art. 68 §3º, nothing written; the same quadro an hour or more apart is recorded like any
other (art. 42 §2º); the regular line's own operator is not bound by the hour."""

from datetime import date, time

import pytest

from desktop.models.lines import LineDeparture, LineTimetable
from desktop.services.errors import ValidationError
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.register import create_line
from desktop.services.lines.timetables import DepartureInput, TimetableInput, record_timetable
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, rr_line
from tests.factories.reading import counts
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator


def quadro(*departures) -> TimetableInput:
    return TimetableInput(
        effective_from=TODAY,
        reference="Quadro CRE/RR nº 3",
        departures=tuple(DepartureInput(d, t, "1-6") for d, t in departures),
        changed_on=date(2026, 6, 10),
        communicated_on=date(2026, 6, 12),
    )


def stored(ctx):
    return counts(ctx.database, LineTimetable, LineDeparture)


@pytest.mark.postgres
def test_alternative_departures_keep_an_hour_from_the_regular_line(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    keys = tmp_path / "keys"
    company = operator(ctx, keys)
    cooperative = operator(
        ctx, keys, cnpj="11.444.777/0001-61", legal_name="Cooperativa Lavrado", kind="cooperativa"
    )
    ctx = in_roraima(ctx)
    regular = create_line(ctx, rr_line(code="RR-001"))
    alternative = create_line(ctx, rr_line(code="RR-A01", service_kind="alternativo"))
    for line, holder, number in ((regular, company, "TC-1"), (alternative, cooperative, "TC-2")):
        record_delegation(
            ctx, line.id, DelegationInput(holder.id, "autorizacao", number, date(2026, 6, 1))
        )
    record_timetable(ctx, regular.id, quadro(("ida", "06:00"), ("volta", "10:00")))
    before = stored(ctx)
    with pytest.raises(ValidationError) as caught:
        record_timetable(ctx, alternative.id, quadro(("ida", "06:30"), ("volta", "12:00")))
    assert caught.value.field_errors["departures"] == (
        "Ida às 06:30 a 30 min da partida das 06:00 da linha regular RR-001 (S T Q Q S S -): "
        "o transporte alternativo tem horários próprios, a uma hora ou mais dos da linha "
        "regular (Lei RR 664/2008, art. 66; art. 68 §3º)."
    )
    assert stored(ctx) == before
    (table,) = record_timetable(ctx, alternative.id, quadro(("ida", "07:00"), ("volta", "12:00")))
    assert [item.leaves for item in table.departures] == [time(7, 0), time(12, 0)]
    # "Salvo se realizado pela própria concessionária" (art. 68 §3º): the regular line's own
    # operator may run its alternative line at 06:30.
    own = create_line(ctx, rr_line(code="RR-A02", service_kind="alternativo"))
    record_delegation(
        ctx, own.id, DelegationInput(company.id, "autorizacao", "TC-3", date(2026, 6, 1))
    )
    record_timetable(ctx, own.id, quadro(("ida", "06:30"), ("volta", "12:00")))
