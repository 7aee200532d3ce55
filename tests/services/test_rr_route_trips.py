"""Lei RR 664/2008, art. 54, on a real SQLite file: a quadro (art. 42) adding trips to a line
whose end points and itinerary another line shares asks for the route's increase, is refused
next to that field with nothing written when it gives the line more than its proportional
share (naming the other line and its share), and records the division with the quadro when it
keeps to it. A line alone on its route, or a quadro moving no trips, is not asked."""

from datetime import timedelta

import pytest

from desktop.models.audit import AuditEntry
from desktop.models.lines import LineAct, LineDeparture, LineTimetable
from desktop.services.errors import ValidationError
from desktop.services.lines.records import get_line
from desktop.services.lines.route_trips import route_division
from desktop.services.lines.timetables import DepartureInput, record_timetable
from tests.factories.clock import at_day
from tests.factories.lines import TODAY
from tests.factories.reading import counts
from tests.factories.route_trips import THRICE, WEEKENDS_TOO, quadro, shared_route

NEXT = TODAY + timedelta(days=16)


def stored(database):
    return counts(database, LineTimetable, LineDeparture, LineAct, AuditEntry)


def increase(departures, **changes):
    return quadro(departures, NEXT, TODAY, **changes)


@pytest.fixture
def route(admin_context, tmp_path):
    return shared_route(at_day(admin_context, TODAY), tmp_path / "keys")


def test_more_than_the_share_is_refused_naming_the_other_line(route):
    before = stored(route.ctx.database)
    with pytest.raises(ValidationError) as caught:
        record_timetable(route.ctx, route.one.id, increase(WEEKENDS_TOO, reference=""))
    # Every problem at once: the act missing and the route's increase not stated.
    assert set(caught.value.field_errors) == {"reference", "route_increase"}
    asked = caught.value.field_errors["route_increase"]
    assert "RR-011" in asked and "Lei RR 664/2008, art. 54" in asked
    # The route's 8 trips: a quarter to RR-010 (10 of 40 trips), three quarters to RR-011.
    with pytest.raises(ValidationError) as caught:
        record_timetable(route.ctx, route.one.id, increase(WEEKENDS_TOO, route_increase=8))
    refused = caught.value.field_errors["route_increase"]
    assert f"RR-010 ({route.first}): 2; RR-011 ({route.second}): 6" in refused
    assert "mais que a sua parte (2)" in refused and "(Lei RR 664/2008, art. 54)" in refused
    assert stored(route.ctx.database) == before


def test_the_share_is_recorded_with_the_division(route):
    ctx = route.ctx
    assert [item.share for item in route_division(ctx, route.one.id, NEXT, 16)] == [4, 12]
    record_timetable(ctx, route.one.id, increase(WEEKENDS_TOO, route_increase=16))
    assert (
        "Aumento de 16 viagem(ns) por semana da ligação dividido entre as linhas (Lei RR "
        f"664/2008, art. 54): RR-010 ({route.first}): 4; RR-011 ({route.second}): 12."
        in get_line(ctx, route.one.id).acts[-1].details
    )
    # RR-011's quadro from the same day is divided on the same base: 12 is its share, 13 not.
    weekends = [DepartureInput("ida" if n % 2 else "volta", f"{6 + n}:00", "6 7") for n in range(6)]
    thirteen = (*THRICE, *weekends, DepartureInput("ida", "23:00", "1"))
    with pytest.raises(ValidationError):
        record_timetable(ctx, route.two.id, increase(thirteen, route_increase=16))
    record_timetable(ctx, route.two.id, increase((*THRICE, *weekends), route_increase=16))


def test_a_line_alone_on_its_route_or_moving_no_trips_is_not_asked(route):
    ctx = route.ctx
    assert route_division(ctx, route.other_road.id, NEXT, 4) == ()
    record_timetable(ctx, route.other_road.id, increase(WEEKENDS_TOO))
    moved = (DepartureInput("ida", "7:00", "1-5"), DepartureInput("volta", "18:00", "1-5"))
    record_timetable(ctx, route.one.id, increase(moved))
