"""Operator search against bare SQL (issue 18 §3), in the same run, with the plans.

`search_operators` — what the Operadoras list and its filter call — for names (accent-free,
upper case, several words) and for CNPJ prefixes typed with or without punctuation, each
against the very statement it sends replayed with the bare `sqlite3` module on the same
file. A CNPJ prefix (only digits and `. / -`, at least three digits) is a range of the
CNPJ's unique index; the plan of each kind of query is printed.

    python benchmarks/operator_search.py [--operators 20000] [--rounds 30] [--folder F]
"""

import argparse
import random
import sqlite3
import sys
import tempfile
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.deep_pages import OFFICE, signed_in  # noqa: E402
from benchmarks.large_office import PASSWORD, add_operators  # noqa: E402
from benchmarks.measure import captured, report  # noqa: E402
from desktop.models.engine import sqlite_file  # noqa: E402
from desktop.models.startup import open_database  # noqa: E402
from desktop.services.office.setup import AdministratorSetup, set_up_office  # noqa: E402
from desktop.services.search.operators import search_operators  # noqa: E402
from desktop.services.text import fold_text  # noqa: E402
from desktop.services.validation import normalize_cnpj  # noqa: E402

NAMES = [
    "sao joao",
    "transportes goias",
    "TURISMO",
    "serra dourada 0420",
    "anapolis expresso",
    "cerrado ltda",
    "pirenopolis",
]
# The benchmark's CNPJs are 1000xxxx0001-dd: prefixes of 3 to 14 digits, formatted or not.
CNPJS = ["100", "10.001", "1000123", "10.001.234", "10.002.345/0001", "1000345600"]


def build(url: str, operators: int, key_dir: Path) -> None:
    database = open_database(url)
    context = set_up_office(
        database, OFFICE, AdministratorSetup("admin", "Administração", PASSWORD), key_dir=key_dir
    )
    add_operators(database, context.actor.user_id, operators, random.Random(2026))
    with database.engine.connect() as connection:
        connection.exec_driver_sql("ANALYZE")
        connection.commit()
    database.dispose()


def plan(connection: sqlite3.Connection, sent) -> str:
    rows = connection.execute(f"EXPLAIN QUERY PLAN {sent.statement}", sent.parameters)
    return "; ".join(row[3] for row in rows)


def time_queries(context, path: Path, queries: list[str], rounds: int):
    """Per query: the service; the page's statement bare; every statement the call sends
    bare (its read transaction, the account's check and the page), then rolled back as the
    session's end does."""
    service, raw, whole = [], [], []
    connection = sqlite3.connect(path)
    for text in queries:
        sent = captured(context.database.engine, partial(search_operators, context, text))
        page = next(item for item in sent if "FROM operators" in item.statement)
        print(f"  {text!r}: {plan(connection, page)}")
        for _ in range(rounds):
            start = time.perf_counter()
            search_operators(context, text)
            service.append(time.perf_counter() - start)
            start = time.perf_counter()
            page.run(connection)
            raw.append(time.perf_counter() - start)
            start = time.perf_counter()
            for item in sent:
                item.run(connection)
            connection.rollback()
            whole.append(time.perf_counter() - start)
    connection.close()
    return service, raw, whole


def text_search_before(connection: sqlite3.Connection, text: str) -> list:
    """The page the search read for a CNPJ before the range (bare SQL): the folded names or
    the CNPJ by LIKE, walking the covering index in name order."""
    words = fold_text(text).split(" ")
    compact = normalize_cnpj(text)
    names = " AND ".join("search_text LIKE ? ESCAPE '\\'" for _ in words)
    return connection.execute(
        "SELECT id, legal_name, trade_name, cnpj, municipality_code, uf, status, sort_name "
        f"FROM operators WHERE ({names}) OR cnpj LIKE ? ESCAPE '\\' "
        "ORDER BY sort_name, id LIMIT 51",
        [*(f"%{word}%" for word in words), f"{compact}%"],
    ).fetchall()


def time_before(path: Path, rounds: int) -> list[float]:
    connection = sqlite3.connect(path)
    samples = []
    for text in CNPJS:
        for _ in range(rounds):
            start = time.perf_counter()
            text_search_before(connection, text)
            samples.append(time.perf_counter() - start)
    connection.close()
    return samples


def measure(url: str, rounds: int) -> None:
    context = signed_in(url)
    path = sqlite_file(url)
    search_operators(context, "aquecimento")
    every_service, every_raw = [], []
    for name, queries in (("names", NAMES), ("CNPJ prefixes", CNPJS)):
        print(f"{name}, plans:")
        service, raw, whole = time_queries(context, path, queries, rounds)
        report(f"operator search, {name}", service, raw, "raw SQL")
        report(f"operator search, {name}", service, whole, "every statement sent, bare")
        every_service += service
        every_raw += raw
        if name == "CNPJ prefixes":
            report(
                "CNPJ prefixes, bare SQL of the range",
                raw,
                time_before(path, rounds),
                "bare SQL of the text search they ran before",
            )
    report("operator search, every query", every_service, every_raw, "raw SQL")
    context.database.dispose()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--operators", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--folder", type=Path, help="keep the office here and reuse it")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="balcao-search-") as scratch:
        folder = args.folder or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        url = f"sqlite:///{folder / f'operators-{args.operators}.sqlite3'}"
        if not sqlite_file(url).exists():
            began = time.perf_counter()
            build(url, args.operators, folder / f"keys-{args.operators}")
            print(f"{args.operators} operators built in {time.perf_counter() - began:.0f} s")
        measure(url, args.rounds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
