"""Two Roraima lines on one route and a third by another road, each with its quadro in force
(no tests here): RR-010 (10 trips a week) and RR-011 (30), Boa Vista — Caracaraí by the
BR-174, RR-011 registered from the other end with the road typed otherwise; RR-012 by the
BR-432 — the lines among which Lei RR 664/2008, art. 54, divides an increase of trips."""

from datetime import date, timedelta
from typing import NamedTuple

from desktop.services.calendar import office_today
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.records import LineDetail
from desktop.services.lines.register import create_line
from desktop.services.lines.timetables import DepartureInput, TimetableInput, record_timetable
from tests.factories.lines import BOA_VISTA, CARACARAI, rr_line
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator

# 10 trips a week: out and back Monday to Friday.
WEEKDAYS = (DepartureInput("ida", "6:00", "1-5"), DepartureInput("volta", "17:00", "1-5"))
# 30 trips a week: three times out and back Monday to Friday.
THRICE = (
    *WEEKDAYS,
    DepartureInput("ida", "8:00", "1-5"),
    DepartureInput("volta", "19:00", "1-5"),
    DepartureInput("ida", "10:00", "1-5"),
    DepartureInput("volta", "21:00", "1-5"),
)
# 14 trips: 4 more than WEEKDAYS, out and back on Saturdays and Sundays.
WEEKENDS_TOO = (
    *WEEKDAYS,
    DepartureInput("ida", "6:00", "6 7"),
    DepartureInput("volta", "17:00", "6 7"),
)


def quadro(departures, effective_from: date, communicated_on: date, **changes) -> TimetableInput:
    values = {
        "effective_from": effective_from,
        "reference": "Quadro CRE/RR 1/2026",
        "departures": departures,
        "changed_on": communicated_on,
        "communicated_on": communicated_on,
    }
    return TimetableInput(**(values | changes))


class SharedRoute(NamedTuple):
    ctx: object
    one: LineDetail
    two: LineDetail
    other_road: LineDetail
    first: str
    second: str


def shared_route(ctx, keys) -> SharedRoute:
    """The three lines in a Roraima office, their quadros in force since 30 days ago, RR-010
    under concession to one company and RR-011 to another (their legal names returned)."""
    today = office_today(ctx)
    holders = (
        operator(ctx, keys),
        operator(ctx, keys, cnpj="11.444.777/0001-61", legal_name="Transportes Caracaraí Ltda."),
    )
    ctx = in_roraima(ctx)
    one = create_line(ctx, rr_line(code="RR-010"))
    two = create_line(
        ctx,
        rr_line(
            code="RR-011",
            origin_code=CARACARAI,
            destination_code=BOA_VISTA,
            roads="br 174",
            points=(),
        ),
    )
    other_road = create_line(ctx, rr_line(code="RR-012", roads="BR-432", points=()))
    for line, holder, number in zip((one, two), holders, ("CC-01/2026", "CC-02/2026"), strict=True):
        record_delegation(
            ctx,
            line.id,
            DelegationInput(
                holder.id,
                "concessao",
                number,
                today - timedelta(days=45),
                bidding=f"Concorrência {number}",
                homologated_on=today - timedelta(days=55),
            ),
        )
    since = today - timedelta(days=30)
    for line, departures in ((one, WEEKDAYS), (two, THRICE), (other_road, WEEKDAYS)):
        record_timetable(ctx, line.id, quadro(departures, since, today))
    return SharedRoute(ctx, one, two, other_road, holders[0].legal_name, holders[1].legal_name)
