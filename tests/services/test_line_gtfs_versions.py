"""The GTFS feed over its window of days: each day runs on the version of the line (GO Decreto
8.444/2015, art. 43) and the quadro de horários (art. 19) in force that day, a later one on
trips and services of its own whose calendars cover only its days; a place keeps its stop id
in every version; a stretch stopped on days after a change is cut on that day's version; and a
stretch recorded naming an end by its municipality matches the only place there. Each feed
read back from the zip, valid by the canonical GTFS rule set."""

import dataclasses
from datetime import date

from desktop.services.lines import partial_stoppages
from desktop.services.lines.changes import decide_change, protocol_change
from desktop.services.lines.register import PointInput
from desktop.services.lines.stoppages import StoppageInput
from desktop.services.lines.timetables import DepartureInput, record_timetable
from tests.factories.cancellations import go_partial, line_with_quadro, partial
from tests.factories.gtfs import (
    RR_PLACES,
    calendar_of,
    export,
    line_located,
    locate,
    read_back,
    validated,
    validation_errors,
)
from tests.factories.lines import (
    ANAPOLIS,
    CARACARAI,
    COCALZINHO,
    GOIANIA,
    QUADRO,
    approval,
    rr_extension,
    suppress_anapolis,
)

D = date.fromisoformat
OUT_0630 = "GO-0101-ida-0630-12345"
COCALZINHO_POINTS = (
    PointInput("parada", "Posto Jamil", GOIANIA, "12"),
    PointInput("secao", "Rodoviária de Anápolis", ANAPOLIS, "55,5"),
    PointInput("secao", "Rodoviária de Cocalzinho", COCALZINHO, "90"),
)


def stops_of(files, trip_id: str) -> list[str]:
    names = {row["stop_id"]: row["stop_name"] for row in files["stops"]}
    return [names[row["stop_id"]] for row in files["stop_times"] if row["trip_id"] == trip_id]


def added_days(files, trip_id: str) -> list[str]:
    (trip,) = [row for row in files["trips"] if row["trip_id"] == trip_id]
    return [
        row["date"]
        for row in files["calendar_dates"]
        if row["service_id"] == trip["service_id"] and row["exception_type"] == "1"
    ]


def test_a_section_suppressed_later_in_the_window_leaves_the_trips_from_its_day(
    admin_context, tmp_path
):
    """The Anápolis section suppressed from 01/08/2026 (art. 43, I and §2º), the quadro
    reissued without it that day: the feed of 01/07 stops at Anápolis until 31/07 and, from
    01/08, runs trips of the new version past it, the same stop ids at both ends."""
    ctx, line = line_located(admin_context, tmp_path)
    suppress_anapolis(ctx, line.id, D("2026-08-01"))
    files = validated(ctx, tmp_path / "go.zip", D("2026-07-01"))

    terminal, jamil, anapolis, pirenopolis = (
        "Terminal Rodoviário de Goiânia",
        "Posto Jamil",
        "Rodoviária de Anápolis",
        "Rodoviária de Pirenópolis",
    )
    assert stops_of(files, OUT_0630) == [terminal, jamil, anapolis, pirenopolis]
    assert calendar_of(files, OUT_0630) == ("20260701", "20260731")
    later = f"{OUT_0630}-20260801"
    assert stops_of(files, later) == [terminal, jamil, pirenopolis]
    assert calendar_of(files, later) == ("20260801", "20410119")
    assert len(files["trips"]) == 2 * len(QUADRO.departures)
    assert len({row["stop_id"] for row in files["stops"]}) == 4


def test_an_extension_later_in_the_window_runs_to_the_new_end_from_its_day(admin_context, tmp_path):
    """Roraima: Boa Vista — Caracaraí extended to the Vila de Novo Paraíso (Lei RR 664/2008,
    art. 58, V) from 01/09/2026: the feed of 15/07 ends its trips at Caracaraí until 31/08 and
    at the Vila from 01/09, Caracaraí the same stop in both versions."""
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    (asked,) = protocol_change(rr.ctx, rr.line.id, rr_extension(new_roads=""))
    decide_change(
        rr.ctx,
        asked.id,
        approval(reference="Portaria CRE/RR nº 60/2026", effective_on=D("2026-09-01")),
    )
    locate(rr.ctx, (*RR_PLACES, (CARACARAI, "Vila de Novo Paraíso", "0,9560", "-60,4330")))
    files = validated(rr.ctx, tmp_path / "rr.zip", D("2026-07-15"))

    assert stops_of(files, "RR-010-ida-0630-12345") == ["Boa Vista", "Mucajaí", "Caracaraí"]
    assert calendar_of(files, "RR-010-ida-0630-12345")[1] == "20260831"
    later = "RR-010-volta-1700-1234567-20260901"
    assert stops_of(files, later) == ["Vila de Novo Paraíso", "Caracaraí", "Mucajaí", "Boa Vista"]
    assert calendar_of(files, later)[0] == "20260901"
    assert len({row["stop_id"] for row in files["stops"]}) == 4


def test_a_quadro_starting_later_in_the_window_runs_from_its_day(admin_context, tmp_path):
    """A new quadro from 01/08/2026 (art. 19) moves the weekdays' 06:30 departure to 07:00:
    the feed of 01/07 has the 06:30 until 31/07 and the 07:00 from 01/08 to the Termo's last
    day."""
    ctx, line = line_located(admin_context, tmp_path)
    later = dataclasses.replace(
        QUADRO,
        effective_from=D("2026-08-01"),
        reference="Quadro AGR nº 15/2026",
        departures=(
            DepartureInput("ida", "7:00", "1-5", "Convencional 46 lugares", "Anápolis"),
            *QUADRO.departures[1:],
        ),
    )
    record_timetable(ctx, line.id, later)
    files = validated(ctx, tmp_path / "go.zip", D("2026-07-01"))

    assert calendar_of(files, OUT_0630) == ("20260701", "20260731")
    assert calendar_of(files, "GO-0101-ida-0700-12345-20260801") == ("20260801", "20410119")
    assert f"{OUT_0630}-20260801" not in {row["trip_id"] for row in files["trips"]}
    assert calendar_of(files, "GO-0101-ida-0630-67-20260801") == ("20260801", "20410119")
    assert max(row["end_date"] for row in files["calendar"]) == "20410119"


def test_a_stretch_stopped_after_a_change_is_cut_on_that_days_version(admin_context, tmp_path):
    """The Anápolis section suppressed from 01/08/2026 (art. 43, I), then Rodoviária de
    Cocalzinho — Rodoviária de Pirenópolis stopped 40 days from Monday 03/08 (art. 25, caput):
    those days the trip runs Goiânia — Cocalzinho without Anápolis."""
    ctx, line = line_located(admin_context, tmp_path, points=COCALZINHO_POINTS)
    suppress_anapolis(ctx, line.id, D("2026-08-01"))
    partial_stoppages.stop_partially(
        ctx,
        line.id,
        partial(
            StoppageInput("25; 28; 29,9; 20; 22; 27", 40),
            reference="Portaria AGR nº 9/2026",
            stretch_from="Rodoviária de Cocalzinho",
            stretch_to="Rodoviária de Pirenópolis",
        ),
    )
    files = validated(ctx, tmp_path / "go.zip", D("2026-07-01"))

    short = f"{OUT_0630}-20260801-trecho-1-1"
    assert stops_of(files, short) == [
        "Terminal Rodoviário de Goiânia",
        "Posto Jamil",
        "Rodoviária de Cocalzinho",
    ]
    days = added_days(files, short)
    assert (len(days), days[0], days[-1]) == (30, "20260803", "20260911")


def test_a_stretch_naming_a_terminal_by_its_municipality_still_cuts_the_trips(
    admin_context, tmp_path, monkeypatch
):
    """A stretch recorded when the dialog named the origin by its municipality, 'Goiânia —
    Rodoviária de Anápolis', stopped 40 days from Monday 06/07/2026 (art. 25, caput): the
    line's only place in Goiânia is its terminal, so the trips run Anápolis — Pirenópolis
    those days, without a note."""
    ctx, line = line_located(admin_context, tmp_path)
    older = ["Goiânia", "Rodoviária de Anápolis", "Pirenópolis"]
    with monkeypatch.context() as patched:
        patched.setattr(partial_stoppages, "stretch_places", lambda *_: older)
        partial_stoppages.stop_partially(
            ctx,
            line.id,
            go_partial(stretch_from="Goiânia", stretch_to="Rodoviária de Anápolis"),
        )
    feed = export(ctx, tmp_path / "go.zip", D("2026-07-01"))
    assert validation_errors(tmp_path / "go.zip", tmp_path / "relatorio") == []
    files = read_back(tmp_path / "go.zip")

    assert not [note for note in feed.notes if "trecho paralisado" in note]
    short = f"{OUT_0630}-trecho-1-1"
    assert stops_of(files, short) == ["Rodoviária de Anápolis", "Rodoviária de Pirenópolis"]
    days = added_days(files, short)
    assert (len(days), days[0], days[-1]) == (30, "20260706", "20260814")
