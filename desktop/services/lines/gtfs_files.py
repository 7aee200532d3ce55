"""Writes a `gtfs.Feed` as the GTFS files (https://gtfs.org/schedule/reference/) with the
standard library's csv and zipfile, into a temporary file that replaces the target only when
complete: a failure leaves nothing written."""

import csv
import io
import os
import tempfile
import zipfile
from dataclasses import astuple, fields
from pathlib import Path

from desktop.services.errors import ServiceError
from desktop.services.lines.gtfs import (
    Agency,
    Fare,
    FareRule,
    Feed,
    FeedInfo,
    Route,
    Service,
    ServiceDate,
    Stop,
    StopTime,
    Trip,
)

FILES = (
    ("feed_info.txt", "info", FeedInfo),
    ("agency.txt", "agencies", Agency),
    ("stops.txt", "stops", Stop),
    ("routes.txt", "routes", Route),
    ("trips.txt", "trips", Trip),
    ("stop_times.txt", "stop_times", StopTime),
    ("calendar.txt", "services", Service),
    ("calendar_dates.txt", "service_dates", ServiceDate),
    ("fare_attributes.txt", "fares", Fare),
    ("fare_rules.txt", "fare_rules", FareRule),
)


def _csv(rows: tuple, columns: type) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(field.name for field in fields(columns))
    for row in rows:
        writer.writerow("" if value is None else value for value in astuple(row))
    return out.getvalue().encode("utf-8")


def write_feed(feed: Feed, target: Path) -> None:
    """Writes the feed's files into the zip `target`, whole or not at all."""
    if not feed.routes:
        raise ServiceError(f"Nenhuma linha em vigor em {feed.at:%d/%m/%Y}: nada a publicar.")
    folder = target.parent if str(target.parent) else Path(".")
    try:
        handle, temporary = tempfile.mkstemp(suffix=".zip", dir=folder)
    except OSError as error:
        raise ServiceError(f"Não foi possível gravar em {folder}: {error.strerror}.") from error
    try:
        with (
            os.fdopen(handle, "wb") as raw,
            zipfile.ZipFile(raw, "w", zipfile.ZIP_DEFLATED) as zip_,
        ):
            for name, attribute, columns in FILES:
                if name == "calendar_dates.txt" and not feed.service_dates:
                    continue  # optional, and a line without exceptions has none
                zip_.writestr(name, _csv(getattr(feed, attribute), columns))
        # Open data: readable by all, unlike mkstemp's private default.
        os.chmod(temporary, 0o644)
        os.replace(temporary, target)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise ServiceError(f"Não foi possível gravar {target}: {error.strerror}.") from error
