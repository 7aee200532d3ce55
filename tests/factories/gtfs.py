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

URL = "https://www.exemplo.go.gov.br/linhas"
IN_FORCE = date(2026, 7, 1)


def export(ctx, path, at=IN_FORCE):
    feed = read_feed(ctx.database, ctx.office, at, URL)
    write_feed(feed, path)
    return feed


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
