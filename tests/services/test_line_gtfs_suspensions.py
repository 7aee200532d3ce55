"""The GTFS feed runs no departure on the days it is cancelled (Lei RR 664/2008, art. 51) or
stopped (art. 55, caput; GO Decreto 8.444/2015, art. 25, caput), and runs short of a stretch
stopped: the feed read back, its
`calendar_dates` exceptions and its trips, valid by the canonical GTFS rule set."""

from datetime import date

from desktop.services.lines.cancellations import cancel_departures
from desktop.services.lines.partial_stoppages import stop_partially
from tests.factories.cancellations import (
    DAILY_KEY,
    cancellation,
    go_departure_stopped,
    line_with_quadro,
    partial,
)
from tests.factories.gtfs import RR_PLACES, export, locate, read_back, validated

D = date.fromisoformat
OUT_0630 = "RR-010-ida-0630-12345"
BACK_1700 = "RR-010-volta-1700-1234567"


def removed(files, service_id: str) -> list[str]:
    return [
        row["date"]
        for row in files["calendar_dates"]
        if row["service_id"] == service_id and row["exception_type"] == "2"
    ]


def exported(rr, tmp_path):
    locate(rr.ctx, RR_PLACES)
    return validated(rr.ctx, tmp_path / "rr.zip", D("2026-07-15"))


def test_cancelled_departures_do_not_run_on_their_days(admin_context, tmp_path):
    """Ida 06:30 cancelled from 27/07 to 09/08/2026 but on 31/07, its tickets sold (art. 51,
    sole paragraph); the volta 17:00 runs every day."""
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    cancel_departures(rr.ctx, rr.line.id, cancellation(sold_dates="31/07/2026"))
    files = exported(rr, tmp_path)
    trips = {row["trip_id"]: row["service_id"] for row in files["trips"]}
    assert trips[OUT_0630] != trips[BACK_1700]
    weekdays = ["27", "28", "29", "30", "03", "04", "05", "06", "07"]
    assert removed(files, trips[OUT_0630]) == [
        f"2026{'07' if day > '09' else '08'}{day}" for day in weekdays
    ]
    assert removed(files, trips[BACK_1700]) == []


def test_a_partial_stoppage_of_a_departure_takes_it_off_for_its_term(admin_context, tmp_path):
    """The volta 17:00 stopped from 03/08/2026 while a blocked road lasts (art. 55, II and
    §2º): off every day from then to the feed's end."""
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    stop_partially(
        rr.ctx,
        rr.line.id,
        partial(departures=(DAILY_KEY,), stretch_from="", stretch_to=""),
    )
    files = exported(rr, tmp_path)
    trips = {row["trip_id"]: row["service_id"] for row in files["trips"]}
    (calendar,) = [row for row in files["calendar"] if row["service_id"] == trips[BACK_1700]]
    days = removed(files, trips[BACK_1700])
    assert (days[0], days[-1]) == ("20260803", calendar["end_date"])
    assert removed(files, trips[OUT_0630]) == []


def test_a_stretch_stopped_leaves_trips_short_of_it(admin_context, tmp_path):
    """Mucajaí — Caracaraí stopped from 03/08/2026 (art. 55, II): those days the trips run
    between Boa Vista and Mucajaí only, the whole trips not at all."""
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    stop_partially(rr.ctx, rr.line.id, partial())
    files = exported(rr, tmp_path)
    trips = {row["trip_id"]: row["service_id"] for row in files["trips"]}
    assert removed(files, trips[OUT_0630])[0] == "20260803"
    short = trips[f"{OUT_0630}-trecho-1-1"]
    added = [row["date"] for row in files["calendar_dates"] if row["service_id"] == short]
    assert added == removed(files, trips[OUT_0630])
    stops = {row["stop_id"]: row["stop_name"] for row in files["stops"]}
    for trip_id, expected in (
        (f"{OUT_0630}-trecho-1-1", ["Boa Vista", "Mucajaí"]),
        (f"{BACK_1700}-trecho-1-1", ["Mucajaí", "Boa Vista"]),
    ):
        assert [
            stops[row["stop_id"]] for row in files["stop_times"] if row["trip_id"] == trip_id
        ] == expected
    assert f"{OUT_0630}-trecho-1-2" not in trips


def test_go_partial_stoppage_of_a_departure_for_the_days_authorised(admin_context, tmp_path):
    """Goiás: the volta 17:00 of weekdays stopped 40 days from Monday 06/07/2026 (Decreto
    8.444/2015, art. 25, caput): off its six weeks of weekdays, back on Monday 17/08."""
    ctx, line = go_departure_stopped(admin_context, tmp_path, "volta 17:00 1-5")
    export(ctx, tmp_path / "go.zip", D("2026-07-01"))
    files = read_back(tmp_path / "go.zip")
    trips = {row["trip_id"]: row["service_id"] for row in files["trips"]}
    days = removed(files, trips["GO-0101-volta-1700-12345"])
    assert (len(days), days[0], days[-1]) == (30, "20260706", "20260814")
    assert removed(files, trips["GO-0101-ida-0630-12345"]) == []
