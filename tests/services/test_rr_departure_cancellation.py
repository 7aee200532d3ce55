"""Lei RR 664/2008, art. 51 through the services: the cancellation of regular departures is an
insert-only record and a dated act, the quadro in force stays as approved, the days with
tickets sold run (sole paragraph); a refusal writes nothing, and Goiás has no such act."""

from datetime import date

import pytest
from sqlalchemy import select

from desktop.models.line_cancellations import DepartureCancellation
from desktop.models.lines import LineAct, LineDeparture, LineTimetable
from desktop.services.errors import ValidationError
from desktop.services.lines.cancellations import cancel_departures
from desktop.services.lines.cancellations_records import cancellations, declared_months
from desktop.services.lines.records import get_line
from tests.factories.cancellations import DAILY_KEY, cancellation, later_quadro, line_with_quadro
from tests.factories.lines import go_line_in_operation
from tests.factories.reading import counts

D = date.fromisoformat


def test_cancellation_recorded_with_sold_days_kept(admin_context, tmp_path):
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    quadro_before = counts(rr.ctx.database, LineTimetable, LineDeparture)
    detail = cancel_departures(
        rr.ctx, rr.line.id, cancellation(sold_dates="31/07/2026; 01/08/2026")
    )
    assert counts(rr.ctx.database, DepartureCancellation) == (1,)
    assert counts(rr.ctx.database, LineTimetable, LineDeparture) == quadro_before
    act = detail.acts[-1]
    assert (act.label, act.reference, act.article) == (
        "Cancelamento de horários",
        "Ofício CRE/RR nº 45/2026",
        "Lei RR 664/2008, art. 51",
    )
    (row,) = cancellations(rr.ctx, rr.line.id)
    # 10 weekdays less Friday 31/07 sold; Saturday 01/08 has no ida 06:30 to keep.
    assert row.kept == (D("2026-07-31"),)
    assert declared_months([row]) == {D("2026-07-01"): 4, D("2026-08-01"): 5}
    assert "passagens já vendidas" in row.text
    assert "Lei RR 664/2008, art. 51, parágrafo único" in row.text


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"consent_on": D("2026-07-28")}, "consent_on"),
        ({"departures": ("ida 07:00 1-5",)}, "departures"),
        ({"sold_dates": "31/13/2026"}, "sold_dates"),
        ({"starts_on": D("2026-06-29")}, "starts_on"),  # before the quadro
        ({"consent": " "}, "consent"),
    ],
)
def test_refused_next_to_its_field_nothing_written(admin_context, tmp_path, changes, field):
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    acts = counts(rr.ctx.database, LineAct)
    with pytest.raises(ValidationError) as refused:
        cancel_departures(rr.ctx, rr.line.id, cancellation(**changes))
    assert field in refused.value.field_errors
    assert counts(rr.ctx.database, DepartureCancellation) == (0,)
    assert counts(rr.ctx.database, LineAct) == acts


def test_a_later_quadro_inside_the_period_is_refused(admin_context, tmp_path):
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    later_quadro(rr.ctx, rr.line.id)
    with pytest.raises(ValidationError) as refused:
        cancel_departures(rr.ctx, rr.line.id, cancellation(departures=(DAILY_KEY,)))
    assert "03/08/2026" in refused.value.field_errors["ends_on"]
    assert counts(rr.ctx.database, DepartureCancellation) == (0,)


def test_a_departure_the_line_will_not_have_on_the_first_day_is_refused(admin_context, tmp_path):
    """On 15/07/2026, with the quadro of 03/08 approved (Lei RR 664/2008, art. 42): from 03/08
    the ida 06:30 of today's quadro is refused next to the departures, named, citing arts. 42
    and 51, nothing written; the ida 07:00 of the new quadro is cancelled on it."""
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    later_quadro(rr.ctx, rr.line.id)
    acts = counts(rr.ctx.database, LineAct)
    from_august = {"starts_on": D("2026-08-03"), "ends_on": D("2026-08-09")}
    with pytest.raises(ValidationError) as refused:
        cancel_departures(rr.ctx, rr.line.id, cancellation(**from_august))
    message = refused.value.field_errors["departures"]
    assert "Ida 06:30 (S T Q Q S - -)" in message and "03/08/2026" in message
    assert "Lei RR 664/2008, arts. 42 e 51" in message
    assert counts(rr.ctx.database, DepartureCancellation, LineAct) == (0, *acts)
    cancel_departures(
        rr.ctx, rr.line.id, cancellation(departures=("ida 07:00 todos",), **from_august)
    )
    with rr.ctx.database.read() as session:
        (recorded,) = session.scalars(select(DepartureCancellation)).all()
        quadro = session.get(LineTimetable, recorded.timetable_id)
        assert quadro is not None and quadro.effective_from == D("2026-08-03")


def test_goias_has_no_such_act(admin_context, tmp_path):
    ctx, line = go_line_in_operation(admin_context, tmp_path)
    with pytest.raises(ValidationError) as refused:
        cancel_departures(ctx, line.id, cancellation())
    assert refused.value.field_errors["departures"].startswith("O Decreto 8.444/2015 não prevê")
    assert "Lei RR" not in refused.value.field_errors["departures"]
    assert get_line(ctx, line.id).acts[-1].label != "Cancelamento de horários"


def test_a_departure_is_not_cancelled_twice_on_the_same_day(admin_context, tmp_path):
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    cancel_departures(rr.ctx, rr.line.id, cancellation())
    with pytest.raises(ValidationError) as refused:
        cancel_departures(
            rr.ctx, rr.line.id, cancellation(starts_on=D("2026-08-09"), ends_on=D("2026-08-20"))
        )
    assert "já cancelado de 27/07/2026 a 09/08/2026" in refused.value.field_errors["departures"]
    # Another departure, or the days after, are cancelled as asked.
    cancel_departures(rr.ctx, rr.line.id, cancellation(departures=(DAILY_KEY,)))
    cancel_departures(
        rr.ctx, rr.line.id, cancellation(starts_on=D("2026-08-10"), ends_on=D("2026-08-20"))
    )
    assert counts(rr.ctx.database, DepartureCancellation) == (3,)
