"""`balcao gtfs ARQUIVO.zip [--data DD/MM/AAAA] [--url URL]`: writes the lines in force on the
date (today by default, in the office's time zone) as a GTFS feed. Exit code 0 when written,
2 for bad input, 3 when the database can't be opened or the file can't be written; on any
failure nothing is written."""

import sys
from datetime import datetime
from pathlib import Path
from typing import TextIO
from zoneinfo import ZoneInfo

from desktop.models.errors import UserFacingError
from desktop.models.startup import open_existing_database
from desktop.rules.dates import parse_br_date
from desktop.services.lines.gtfs import TIMEZONES, read_feed
from desktop.services.lines.gtfs_files import write_feed
from desktop.services.office.setup_records import load_office

EXIT_BAD_INPUT = 2
EXIT_FAILED = 3


def gtfs_command(
    target: str,
    day: str | None,
    url: str,
    database_url: str | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    at = parse_br_date(day) if day is not None else None
    if day is not None and at is None:
        print(f"Data inválida: {day!r}; use DD/MM/AAAA, como 01/07/2026.", file=err)
        return EXIT_BAD_INPUT
    if not url.startswith(("https://", "http://")) or " " in url:
        print(f"Endereço inválido: {url!r}; use https://…", file=err)
        return EXIT_BAD_INPUT
    path = Path(target)
    if path.suffix.lower() != ".zip":
        print(f"O feed GTFS é um arquivo .zip: {target}", file=err)
        return EXIT_BAD_INPUT
    try:
        database = open_existing_database(database_url)
    except UserFacingError as problem:
        print(problem.message, file=err)
        return EXIT_FAILED
    try:
        office = load_office(database)
        at = at or datetime.now(ZoneInfo(TIMEZONES[office.jurisdiction])).date()
        feed = read_feed(database, office, at, url)
        write_feed(feed, path)
    except UserFacingError as problem:
        print(problem.message, file=err)
        return EXIT_FAILED
    finally:
        database.dispose()
    for note in feed.notes:
        print(f"Aviso: {note}", file=err)
    print(
        f"Feed GTFS de {at:%d/%m/%Y} gravado em {path}: {len(feed.routes)} linha(s), "
        f"{len(feed.trips)} viagem(ns), {len(feed.stops)} ponto(s).",
        file=out,
    )
    return 0
