"""A GTFS feed exported through the services, read back as its files' rows, and validated with
the canonical GTFS rule set (the `gtfs-validator` package)."""

import csv
import io
import json
import zipfile
from datetime import date

from gtfs_validator.cli import main as validate_gtfs

from desktop.services.lines.gtfs import read_feed
from desktop.services.lines.gtfs_files import write_feed
from desktop.services.lines.stop_locations import StopLocationInput, record_stop_location
from desktop.services.lines.timetables import record_timetable
from tests.factories.lines import (
    ANAPOLIS,
    BOA_VISTA,
    CARACARAI,
    COCALZINHO,
    GOIANIA,
    MUCAJAI,
    PIRENOPOLIS,
    QUADRO,
    go_line_in_operation,
)

URL = "https://www.exemplo.go.gov.br/linhas"
IN_FORCE = date(2026, 7, 1)
# Boa Vista — Caracaraí's places (`rr_line`), as `StopLocationInput` reads them.
RR_PLACES = (
    (BOA_VISTA, "Boa Vista", "2,8197", "-60,6733"),
    (MUCAJAI, "Mucajaí", "2,4398", "-60,9094"),
    (CARACARAI, "Caracaraí", "1,8161", "-61,1277"),
)


def export(ctx, path, at=IN_FORCE):
    feed = read_feed(ctx.database, ctx.office, at, URL)
    write_feed(feed, path)
    return feed


def validated(ctx, path, at=IN_FORCE) -> dict[str, list[dict[str, str]]]:
    """The feed exported to `path`, checked free of errors, read back."""
    export(ctx, path, at)
    assert validation_errors(path, path.parent / "relatorio") == []
    return read_back(path)


def locate(ctx, places) -> None:
    for place in places:
        record_stop_location(ctx, StopLocationInput(*place))


def read_back(path) -> dict[str, list[dict[str, str]]]:
    with zipfile.ZipFile(path) as archive:
        return {
            name.removesuffix(".txt"): list(
                csv.DictReader(io.StringIO(archive.read(name).decode("utf-8")))
            )
            for name in archive.namelist()
        }


def validation_errors(path, out) -> list[dict]:
    assert validate_gtfs(["-i", str(path), "-o", str(out), "-d", "2026-07-01", "-c", "BR"]) == 0
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    return [notice for notice in report["notices"] if notice["severity"] == "ERROR"]


def line_located(admin_context, tmp_path, quadro=QUADRO, **line_changes):
    """The Goiás line in operation under `quadro`, its places located."""
    ctx, line = go_line_in_operation(admin_context, tmp_path, **line_changes)
    record_timetable(ctx, line.id, quadro)
    locate(
        ctx,
        (
            (GOIANIA, "Terminal Rodoviário de Goiânia", "-16,6578", "-49,2574"),
            (GOIANIA, "Posto Jamil", "-16,5902", "-49,1520"),
            (ANAPOLIS, "Rodoviária de Anápolis", "-16,3281", "-48,9534"),
            (COCALZINHO, "Rodoviária de Cocalzinho", "-15,7914", "-48,7747"),
            (PIRENOPOLIS, "Rodoviária de Pirenópolis", "-15,8520", "-48,9590"),
        ),
    )
    return ctx, line


def calendar_of(files, trip_id: str) -> tuple[str, str]:
    (trip,) = [row for row in files["trips"] if row["trip_id"] == trip_id]
    (service,) = [row for row in files["calendar"] if row["service_id"] == trip["service_id"]]
    return service["start_date"], service["end_date"]
