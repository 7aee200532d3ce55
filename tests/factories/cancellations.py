"""A Roraima line in operation under a concession contract with a quadro in force from
01/07/2026 — ida 06:30 on weekdays, volta 17:00 every day — and the office on 15/07/2026, so
that its departures are cancelled in a season of low demand (Lei RR 664/2008, art. 51) or
some of its service stops (art. 55, caput)."""

from datetime import date
from typing import NamedTuple

from desktop.services.lines.cancellations import CancellationInput
from desktop.services.lines.delegations import record_delegation
from desktop.services.lines.partial_stoppages import PartialStoppageInput, stop_partially
from desktop.services.lines.records import LineDetail
from desktop.services.lines.register import create_line
from desktop.services.lines.stoppages import StoppageInput
from desktop.services.lines.timetables import DepartureInput, TimetableInput, record_timetable
from tests.factories.clock import at_day
from tests.factories.lines import QUADRO, go_line_in_operation, rr_concession, rr_line
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator

TODAY = date(2026, 7, 15)
WEEKDAYS_KEY = "ida 06:30 1-5"
DAILY_KEY = "volta 17:00 todos"


class LowDemandLine(NamedTuple):
    ctx: object  # the Roraima office on TODAY
    line: LineDetail


def line_with_quadro(admin_context, keys, **line_changes) -> LowDemandLine:
    """The line as `rr_line(**line_changes)` gives it."""
    ctx = in_roraima(at_day(admin_context, TODAY))
    holder = operator(ctx, keys)
    line = create_line(ctx, rr_line(**line_changes))
    record_delegation(
        ctx,
        line.id,
        rr_concession(holder.id),
    )
    record_timetable(
        ctx,
        line.id,
        TimetableInput(
            date(2026, 7, 1),
            "Quadro de Regime de Funcionamento nº 3/2026",
            (DepartureInput("ida", "06:30", "1-5"), DepartureInput("volta", "17:00", "todos")),
            changed_on=date(2026, 7, 1),
            communicated_on=date(2026, 7, 3),
        ),
    )
    return LowDemandLine(ctx, line)


def later_quadro(ctx, line_id) -> None:
    """The line's next quadro, in force from Monday 03/08/2026 (Lei RR 664/2008, art. 42 §2º):
    ida 07:00 and volta 17:00 every day."""
    record_timetable(
        ctx,
        line_id,
        TimetableInput(
            date(2026, 8, 3),
            "Quadro de Regime de Funcionamento nº 4/2026",
            (DepartureInput("ida", "07:00", "todos"), DepartureInput("volta", "17:00", "todos")),
            changed_on=date(2026, 7, 14),
            communicated_on=date(2026, 7, 15),
        ),
    )


def cancellation(**changes) -> CancellationInput:
    """Ida 06:30 cancelled from Monday 27/07 to Sunday 09/08/2026, consented on 20/07."""
    values = {
        "starts_on": date(2026, 7, 27),
        "ends_on": date(2026, 8, 9),
        "departures": (WEEKDAYS_KEY,),
        "consent": "Ofício CRE/RR nº 45/2026",
        "consent_on": date(2026, 7, 20),
        "sold_dates": "",
    }
    return CancellationInput(**(values | changes))


def partial(stoppage: StoppageInput | None = None, **changes) -> PartialStoppageInput:
    """The stretch Mucajaí — Caracaraí stopped from 03/08/2026 by a blocked road (art. 55, II)."""
    values = {
        "effective_on": date(2026, 8, 3),
        "reference": "Portaria CRE/RR nº 52/2026",
        "departures": (),
        "stretch_from": "Mucajaí",
        "stretch_to": "Caracaraí",
        "stoppage": stoppage or StoppageInput(obstruction=True),
    }
    return PartialStoppageInput(**(values | changes))


def go_partial(**changes) -> PartialStoppageInput:
    """Goiás: stopped for 40 days from Monday 06/07/2026 on low occupancy by Portaria AGR nº
    9/2026 (Decreto 8.444/2015, art. 25, caput); `changes` say which departures or stretch."""
    return partial(
        StoppageInput("25; 28; 29,9; 20; 22; 27", 40),
        effective_on=date(2026, 7, 6),
        reference="Portaria AGR nº 9/2026",
        **changes,
    )


def go_departure_stopped(admin_context, tmp_path, departure: str):
    """A Goiás line in operation with `QUADRO` whose `departure` ("volta 17:00 1-5") is stopped
    for 40 days from Monday 06/07/2026 on its low occupancy (Decreto 8.444/2015, art. 25,
    caput): the office's context and the line."""
    return go_partly_stopped(
        admin_context, tmp_path, departures=(departure,), stretch_from="", stretch_to=""
    )


def go_partly_stopped(admin_context, tmp_path, **scope):
    """A Goiás line in operation with `QUADRO` of which the departures or the stretch in
    `scope` stop for 40 days from Monday 06/07/2026 on their low occupancy (Decreto
    8.444/2015, art. 25, caput): the office's context and the line."""
    ctx, line = go_line_in_operation(admin_context, tmp_path)
    record_timetable(ctx, line.id, QUADRO)
    stop_partially(ctx, line.id, go_partial(**scope))
    return ctx, line


def low_demand(**changes) -> StoppageInput:
    """Six months below 50 %, 90 days, asked by the delegatária on 01/05/2026 (art. 55, I;
    art. 69, XIV)."""
    values = {
        "occupancy": "40; 42; 38; 45; 41; 39",
        "days": 90,
        "requested_on": date(2026, 5, 1),
    }
    return StoppageInput(**(values | changes))
