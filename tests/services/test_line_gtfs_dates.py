"""The GTFS feed reads who runs a line, its name and its fare zones day by day: a route whose
delegatária (Lei RR 664/2008, art. 15) or name (GO Decreto 8.444/2015, art. 43) changes within
the window becomes two routes, each with the trips and fares of its days; a line in force only
from a day after the feed's date runs from that day, without a note. Each feed read back from
the zip, valid by the canonical GTFS rule set."""

import dataclasses
from datetime import date

from desktop.services.lines.changes import decide_change, protocol_change
from desktop.services.lines.fares import record_fare_table
from desktop.services.lines.timetables import DepartureInput, TimetableInput, record_timetable
from desktop.services.lines.transfers import transfer_concession
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
from tests.factories.lines import QUADRO, approval, fares, request
from tests.factories.transfers import concession_to_transfer, transfer_input

D = date.fromisoformat


def route_of(files, trip_id: str) -> dict[str, str]:
    (trip,) = [row for row in files["trips"] if row["trip_id"] == trip_id]
    (route,) = [row for row in files["routes"] if row["route_id"] == trip["route_id"]]
    return route


def test_a_transfer_later_in_the_window_runs_the_trips_from_its_day_under_the_new_holder(
    admin_context, tmp_path
):
    """Roraima: the concession transferred on 05/01/2026 (Lei RR 664/2008, art. 15): the feed
    of 15/12/2025 runs RR-010 under the signatory until 04/01/2026 and, from 05/01, a route
    RR-010-20260105 under the interessado, the same stops."""
    concession = concession_to_transfer(admin_context, tmp_path / "keys")
    ctx, line = concession.ctx, concession.line
    record_timetable(
        ctx,
        line.id,
        TimetableInput(
            D("2025-12-01"),
            "Quadro de Regime de Funcionamento nº 1/2025",
            (DepartureInput("ida", "06:30", "1-5"), DepartureInput("volta", "17:00", "todos")),
            changed_on=D("2025-12-01"),
            communicated_on=D("2025-12-03"),
        ),
    )
    transfer_concession(ctx, line.id, transfer_input(concession))
    locate(ctx, RR_PLACES)
    files = validated(ctx, tmp_path / "rr.zip", D("2025-12-15"))

    before, after = "RR-010-ida-0630-12345", "RR-010-ida-0630-12345-20260105"
    assert calendar_of(files, before)[1] == "20260104"
    assert calendar_of(files, after)[0] == "20260105"
    assert route_of(files, before)["route_id"] == "RR-010"
    assert route_of(files, before)["agency_id"] == concession.signatory.cnpj
    assert route_of(files, after)["route_id"] == "RR-010-20260105"
    assert route_of(files, after)["agency_id"] == concession.interessado.cnpj
    assert {row["agency_id"] for row in files["agency"]} == {
        concession.signatory.cnpj,
        concession.interessado.cnpj,
    }
    assert len(files["stops"]) == 3


def test_an_extension_renaming_the_line_later_in_the_window_is_a_route_of_its_own(
    admin_context, tmp_path
):
    """Goiânia — Pirenópolis extended to Cocalzinho de Goiás from 01/08/2026 (art. 43, III):
    the feed of 01/07 names the route Goiânia — Pirenópolis until 31/07 and runs, from 01/08,
    a route GO-0101-20260801 under the new name, each with its fares."""
    ctx, line = line_located(admin_context, tmp_path)
    record_fare_table(ctx, line.id, fares())
    (asked,) = protocol_change(ctx, line.id, request())
    decide_change(ctx, asked.id, approval(effective_on=D("2026-08-01")))
    files = validated(ctx, tmp_path / "go.zip", D("2026-07-01"))

    before, after = "GO-0101-ida-0630-12345", "GO-0101-ida-0630-12345-20260801"
    assert route_of(files, before)["route_long_name"] == "Goiânia — Pirenópolis"
    assert route_of(files, after)["route_id"] == "GO-0101-20260801"
    assert route_of(files, after)["route_long_name"] == "Goiânia — Cocalzinho de Goiás"
    assert {row["route_id"] for row in files["fare_rules"]} == {"GO-0101", "GO-0101-20260801"}


def test_a_line_in_force_from_a_later_day_runs_from_that_day_without_a_note(
    admin_context, tmp_path
):
    """The line created on 15/06/2026 under a Termo published on 20/01 (art. 6º §2º) and a
    quadro from 15/06 (art. 19): the feed of 01/06 runs its trips from 15/06, and says nothing
    about a missing delegação or quadro."""
    ctx, _ = line_located(
        admin_context, tmp_path, quadro=dataclasses.replace(QUADRO, effective_from=D("2026-06-15"))
    )
    feed = export(ctx, tmp_path / "go.zip", D("2026-06-01"))
    assert validation_errors(tmp_path / "go.zip", tmp_path / "relatorio") == []
    files = read_back(tmp_path / "go.zip")

    assert not [note for note in feed.notes if "sem quadro" in note or "sem delegação" in note]
    assert calendar_of(files, "GO-0101-ida-0630-12345-20260615")[0] == "20260615"
    assert {row["route_id"] for row in files["routes"]} == {"GO-0101"}
