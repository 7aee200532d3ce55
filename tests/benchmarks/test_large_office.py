"""The large office of the benchmarks, built tiny: the bulk rows are what the services write,
so the real services read them (plate search, a vehicle's licences, the fine proposed from
the stored history) and the office sequences go on after them. Correctness only; the speed
is measured by benchmarks/office_bench.py."""

import pytest
from sqlalchemy import func, select

from benchmarks import large_office
from benchmarks.large_office import (
    OfficeSizes,
    build_large_office,
    office_url,
    open_large_office,
    reused_or_built,
)
from desktop.documents.licence import KIND as LICENCE_KIND
from desktop.models.licences import Licence
from desktop.models.numbering import DocumentCounter
from desktop.services.sanctions.penalties_records import propose_penalties
from desktop.services.search.licences import search_licences
from desktop.services.search.vehicles import search_vehicles
from desktop.services.vehicles.identifiers import format_plate
from desktop.services.vehicles.records import today_of

SIZES = OfficeSizes(operators=20, vehicles=60, licences=240, passengers=3, notices=40, history=6)
SMALL = OfficeSizes(operators=4, vehicles=8, licences=16, passengers=1, notices=6, history=2)


def test_tiny_large_office_is_read_by_the_services(tmp_path):
    build_large_office(tmp_path, SIZES)
    office = open_large_office(office_url(tmp_path))
    ctx = office.context
    assert office.counts == {
        "operators": 20,
        "vehicles": 60,
        "licences": 240,
        "licence_vehicles": 252,
        "licence_passengers": 720,
        "issued_documents": 240,
        "infraction_notices": 47,
        "sanction_processes": 47,
        "penalties": 6,
    }

    # Issue 4: a plate typed in lower case with a dash finds its bus.
    plate = office.sample_plates[3]
    found = search_vehicles(ctx, f"{plate[:3].lower()}-{plate[3:].lower()}").rows
    assert [row.plate for row in found] == [format_plate(plate)]
    assert found[0].id == office.sample_vehicles[3]

    # Issue 5: licence `index` runs on vehicle `index % 60`: four licences per bus, newest
    # first, each with the bus's plate.
    page = search_licences(ctx, vehicle_id=office.sample_vehicles[3])
    assert len(page.rows) == 4
    assert {row.plate for row in page.rows} == {format_plate(plate)}
    assert [row.start_on for row in page.rows] == sorted(
        (row.start_on for row in page.rows), reverse=True
    )

    # Licences 7, 27, 47, ... (one in twenty, 252 - 240 = 12 of them) go in two buses of the
    # operator: vehicle 27 (sample 9) is on its own four, with bus 47, and on the four of
    # bus 7 as the second bus: each licence is in the list of every vehicle it names.
    two = search_licences(ctx, vehicle_id=office.sample_vehicles[9]).rows
    assert len(two) == 8
    assert all(
        len(row.plates) == 2 and format_plate(office.sample_plates[9]) in row.plates for row in two
    )
    assert [row.plates[1] for row in two].count(format_plate(office.sample_plates[9])) == 4

    # The office sequence goes on after the last bulk licence of this year.
    with ctx.database.read() as session:
        year = today_of(ctx).year
        numbered = session.scalar(
            select(func.count()).select_from(Licence).where(Licence.number.like(f"BEN-{year}-%"))
        )
        last = session.scalar(
            select(DocumentCounter.last_number).where(
                DocumentCounter.kind == LICENCE_KIND, DocumentCounter.year == year
            )
        )
    assert numbered and last == numbered

    # Issue 6: the first operator's two judged notices of the last 12 months (of six over
    # two years) make the pending one a generic recidivism (Res. 105, art. 68 §2).
    assert office.fine_case.history == 6
    proposal = propose_penalties(ctx, office.fine_case.process_id)
    assert len(proposal) == 1
    assert proposal[0].recidivism == "generic"
    assert len(proposal[0].considered) == 2
    assert proposal[0].amount > proposal[0].base


def test_an_office_is_built_once_in_its_folder_and_measured_again_after(tmp_path):
    # Issue 18: the full run builds its 2,000,000 licences once and reuses the file.
    said: list[str] = []
    url = reused_or_built(tmp_path, SMALL, said.append)
    assert said[-1].startswith(f"office {SMALL} built in")
    said.clear()
    assert reused_or_built(tmp_path, SIZES, said.append) == url
    assert said == []
    office = open_large_office(url)
    assert office.counts["licences"] == SMALL.licences
    office.context.database.dispose()


def test_a_folder_whose_build_was_interrupted_is_refused(tmp_path, monkeypatch):
    def interrupted(*_arguments, **_keywords):
        raise KeyboardInterrupt

    monkeypatch.setattr(large_office, "add_licences", interrupted)
    with pytest.raises(KeyboardInterrupt):
        reused_or_built(tmp_path, SMALL)
    monkeypatch.undo()
    with pytest.raises(SystemExit, match="build was interrupted"):
        reused_or_built(tmp_path, SMALL)
