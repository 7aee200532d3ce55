"""The GTFS feed honours, each day of its window, the line's status by its dated acts: no trips
on the days the whole line is stopped (GO Decreto 8.444/2015, art. 25; Lei RR 664/2008, art.
55) — from the stoppage's first day to the day before service is back, to the window's end
while a Roraima road stays blocked (art. 55 §2º) — and none from the day the line is
extinguished (RR arts. 22, 87 e 93). Each feed read back from the zip, valid by the canonical
GTFS rule set."""

from datetime import date

from desktop.services.lines.register import StatusInput, change_status
from desktop.services.lines.stoppages import StoppageInput
from tests.factories.cancellations import line_with_quadro
from tests.factories.gtfs import (
    RR_PLACES,
    calendar_of,
    line_located,
    locate,
    validated,
)
from tests.factories.lines import QUADRO
from tests.factories.stoppages import LOW_DEMAND_GO, ROAD_BLOCKED_RR

D = date.fromisoformat
OUT_0630 = "GO-0101-ida-0630-12345"
TERMO_LAST_DAY = "20410119"


def stop_go_line(ctx, line_id, days: int) -> None:
    """The whole line stopped for low demand (art. 25) from Monday 03/08/2026 for `days`."""
    change_status(
        ctx,
        line_id,
        StatusInput(
            "paralisada",
            D("2026-08-03"),
            "Portaria AGR nº 7/2026",
            "ocupação < 30%",
            StoppageInput(LOW_DEMAND_GO.occupancy, days),
        ),
    )


def exported(ctx, tmp_path, at: date):
    return validated(ctx, tmp_path / "linhas.zip", at)


def runs_between(files, first: str, last: str) -> bool:
    """Whether a service of the feed has a day from `first` to `last` (AAAAMMDD)."""
    spans = [(row["start_date"], row["end_date"]) for row in files["calendar"]]
    exceptions = files.get("calendar_dates", [])
    added = [row["date"] for row in exceptions if row["exception_type"] == "1"]
    return any(start <= last and first <= end for start, end in spans) or any(
        first <= day <= last for day in added
    )


def rr_exported(rr, tmp_path):
    locate(rr.ctx, RR_PLACES)
    return exported(rr.ctx, tmp_path, D("2026-07-15"))


def test_a_stoppage_starting_later_leaves_its_days_without_trips(admin_context, tmp_path):
    """The whole line stopped 40 days from Monday 03/08/2026 (art. 25), service back on
    12/09: the feed of 01/07 runs its trips until 02/08 and, on trips of their own, from
    12/09 to the Termo's last day; none in between."""
    ctx, line = line_located(admin_context, tmp_path)
    stop_go_line(ctx, line.id, 40)
    files = exported(ctx, tmp_path, D("2026-07-01"))

    assert calendar_of(files, OUT_0630) == ("20260701", "20260802")
    assert calendar_of(files, f"{OUT_0630}-20260912") == ("20260912", TERMO_LAST_DAY)
    assert not runs_between(files, "20260803", "20260911")
    assert runs_between(files, "20260912", "20260912")
    assert len(files["trips"]) == 2 * len(QUADRO.departures)


def test_an_act_returning_the_line_before_its_term_brings_the_trips_back(admin_context, tmp_path):
    """Stopped 180 days from 03/08/2026, the line returns to operation by an act from
    01/09/2026: its trips run again from that day, not from the term's 30/01/2027."""
    ctx, line = line_located(admin_context, tmp_path)
    stop_go_line(ctx, line.id, 180)
    change_status(
        ctx, line.id, StatusInput("em_operacao", D("2026-09-01"), "Portaria AGR nº 8/2026")
    )
    files = exported(ctx, tmp_path, D("2026-07-01"))

    assert calendar_of(files, OUT_0630) == ("20260701", "20260802")
    assert calendar_of(files, f"{OUT_0630}-20260901") == ("20260901", TERMO_LAST_DAY)
    assert not runs_between(files, "20260803", "20260831")


def test_a_road_blocked_from_a_later_day_ends_the_trips_the_day_before(admin_context, tmp_path):
    """Roraima: the whole line stopped from 03/08/2026 while the road stays blocked (Lei RR
    664/2008, art. 55, II and §2º), with no day to return: the feed of 15/07 ends on 02/08."""
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    change_status(
        rr.ctx,
        rr.line.id,
        StatusInput(
            "paralisada", D("2026-08-03"), "Portaria CRE/RR nº 53/2026", stoppage=ROAD_BLOCKED_RR
        ),
    )
    files = rr_exported(rr, tmp_path)

    assert {row["end_date"] for row in files["calendar"]} == {"20260802"}
    assert files["feed_info"][0]["feed_end_date"] == "20260802"


def test_an_extinction_taking_effect_later_ends_the_trips_the_day_before(admin_context, tmp_path):
    """Roraima: the line extinguished by the CRE/RR from 01/10/2026 (arts. 22, 87 e 93): the
    feed of 15/07 runs its trips until 30/09 and none after."""
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    change_status(
        rr.ctx,
        rr.line.id,
        StatusInput(
            "extinta",
            D("2026-10-01"),
            "Portaria CRE/RR nº 70/2026",
            extinction_basis="decisao_cre",
        ),
    )
    files = rr_exported(rr, tmp_path)

    assert {row["end_date"] for row in files["calendar"]} == {"20260930"}
    assert files["feed_info"][0]["feed_end_date"] == "20260930"
