"""Deep pages (issue 18 §1): the last page of the licence list against its first page, in
the same run, on a SQLite file and on a PostgreSQL database, with each database's plan.

The Licenças area opens with every licence, newest first, in keyset pages of 50
(`search_licences`). The last page is asked with the cursor of the page before it, as a
clerk who scrolled to the end would; its time should not depend on how many licences come
before it. Also measured, as the baseline of the old code: the same last page asked with the
cursor written as `start_on < x OR (start_on = x AND id < y)`, the form the lists used
before the row value.

    python benchmarks/deep_pages.py [--licences 200000] [--rounds 20]
        [--postgres postgresql+psycopg://user:password@host:port/db]  # a server to build on
        [--folder FOLDER]   # keep the SQLite file there and reuse it on the next run

On PostgreSQL a new database is created on the server named by --postgres (the URL of any
database the user may connect to and create databases from), filled, measured and dropped.
"""

import argparse
import random
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import sqlalchemy
from sqlalchemy import and_, func, or_, select, text
from sqlalchemy.engine import make_url

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.bulk_licences import add_licences  # noqa: E402
from benchmarks.bulk_rows import Issuer  # noqa: E402
from benchmarks.large_office import PASSWORD, add_operators, add_vehicles  # noqa: E402
from desktop.models.licences import Licence  # noqa: E402
from desktop.models.office import Office  # noqa: E402
from desktop.models.pages import statements_sent  # noqa: E402
from desktop.models.startup import open_database  # noqa: E402
from desktop.services.context import ServiceContext  # noqa: E402
from desktop.services.office.setup import AdministratorSetup, OfficeSetup, set_up_office
from desktop.services.office.setup_records import load_office
from desktop.services.office.users import authenticate  # noqa: E402
from desktop.services.search.licences import (  # noqa: E402
    LicenceCursor,
    _cancelled,
    _plates,
    search_licences,
)
from desktop.services.vehicles.records import today_of  # noqa: E402

PAGE = 50
OFFICE = OfficeSetup(
    name="Regional de Benchmark",
    code="BEN",
    jurisdiction="GO",
    street="Avenida Goiás",
    number="1",
    district="Centro",
    municipality="Goiânia",
    uf="GO",
    cep="74005-010",
)


def build(url: str, licences: int, key_dir: Path, seed: int = 2026) -> None:
    """An office at `url` with `licences` licences over 1,500 buses of 500 operators (no
    passengers: the list does not read them)."""
    database = open_database(url)
    context = set_up_office(
        database, OFFICE, AdministratorSetup("admin", "Administração", PASSWORD), key_dir=key_dir
    )
    rng = random.Random(seed)
    admin_id = context.actor.user_id
    today = today_of(context)
    with database.read() as session:
        key_id = session.scalar(select(Office.key_id))
    operators = add_operators(database, admin_id, 500, rng)
    vehicles = add_vehicles(database, admin_id, operators, 1500, today, rng)
    add_licences(database, Issuer(OFFICE.code, key_id, admin_id), vehicles, licences, 0, today)
    with database.engine.connect() as connection:
        connection.exec_driver_sql("ANALYZE")
        connection.commit()
    database.dispose()


def signed_in(url: str) -> ServiceContext:
    database = open_database(url)
    return ServiceContext(
        database, authenticate(database, "admin", PASSWORD), load_office(database)
    )


def cursor_at(context: ServiceContext, older: int) -> LicenceCursor:
    """The cursor after which `older` licences are left: the (older + 1)-th oldest."""
    with context.database.read() as session:
        row = session.execute(
            select(Licence.start_on, Licence.id)
            .order_by(Licence.start_on, Licence.id)
            .offset(older)
            .limit(1)
        ).one()
    return LicenceCursor(row.start_on, row.id)


def or_form_page(context: ServiceContext, after: LicenceCursor) -> list:
    """The same page with the cursor the lists used before (issue 18's baseline)."""
    query = (
        select(Licence, _cancelled().label("cancelled"), _plates().label("plates"))
        .where(
            or_(
                Licence.start_on < after.start_on,
                and_(Licence.start_on == after.start_on, Licence.id < after.id),
            )
        )
        .order_by(Licence.start_on.desc(), Licence.id.desc())
        .limit(PAGE + 1)
    )
    with context.database.read() as session:
        return session.execute(query).all()


def explain(context: ServiceContext, call: Callable[[], object]) -> str:
    """The database's plan of the statement `call` sends to read the licences."""
    engine = context.database.engine
    with statements_sent(engine) as sent:
        call()
    statement, parameters = next(item[:2] for item in sent if "FROM licences" in item[0])
    with engine.connect() as connection:
        if engine.dialect.name == "sqlite":
            rows = connection.exec_driver_sql(f"EXPLAIN QUERY PLAN {statement}", parameters)
            return "\n".join(f"    {row[3]}" for row in rows)
        rows = connection.exec_driver_sql(f"EXPLAIN {statement}", parameters)
        return "\n".join(f"    {row[0]}" for row in rows)


def timed(call: Callable[[], object], rounds: int) -> float:
    """Median milliseconds of `rounds` calls, after one call to warm the caches."""
    call()
    samples = []
    for _ in range(rounds):
        began = time.perf_counter()
        call()
        samples.append(time.perf_counter() - began)
    return statistics.median(samples) * 1000


def measure(name: str, url: str, rounds: int) -> dict[str, float]:
    context = signed_in(url)
    with context.database.read() as session:
        count = session.scalar(select(func.count()).select_from(Licence))
    last = cursor_at(context, PAGE)
    middle = cursor_at(context, count // 2)
    page = search_licences(context, after=last, limit=PAGE)
    assert len(page.rows) == PAGE and page.next_cursor is None, "not the last page"
    assert len(or_form_page(context, last)) == PAGE
    print(f"\n{name}: {count:,} licences, pages of {PAGE}", flush=True)
    print("  plan of the last page (row-value cursor, the service):")
    print(explain(context, lambda: search_licences(context, after=last, limit=PAGE)))
    print("  plan of the last page (OR/AND cursor, before):")
    print(explain(context, lambda: or_form_page(context, last)))
    print("  plan of the middle page (OR/AND cursor, before):")
    print(explain(context, lambda: or_form_page(context, middle)), flush=True)
    slow = max(3, rounds // 4)
    figures = {
        "first page, service": timed(lambda: search_licences(context, limit=PAGE), rounds),
        "middle page, service": timed(
            lambda: search_licences(context, after=middle, limit=PAGE), rounds
        ),
        "last page, service": timed(
            lambda: search_licences(context, after=last, limit=PAGE), rounds
        ),
        "middle page, OR/AND cursor": timed(lambda: or_form_page(context, middle), slow),
        "last page, OR/AND cursor": timed(lambda: or_form_page(context, last), slow),
    }
    context.database.dispose()
    first = figures["first page, service"]
    for measure_name, median in figures.items():
        print(f"  {measure_name:<28}: median {median:8.2f} ms, {median / first:6.2f}x the first")
    return figures


def on_sqlite(folder: Path, licences: int, rounds: int) -> None:
    url = f"sqlite:///{folder / 'deep-pages.sqlite3'}"
    if not (folder / "deep-pages.sqlite3").exists():
        began = time.perf_counter()
        build(url, licences, folder / "keys")
        print(f"SQLite file built in {time.perf_counter() - began:.0f} s", flush=True)
    measure("SQLite", url, rounds)


def on_postgres(server: str, licences: int, rounds: int) -> None:
    name = f"balcao_bench_{uuid.uuid4().hex[:12]}"
    admin = sqlalchemy.create_engine(make_url(server), isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.exec_driver_sql(f'CREATE DATABASE "{name}"')
    url = make_url(server).set(database=name).render_as_string(hide_password=False)
    try:
        with tempfile.TemporaryDirectory(prefix="balcao-deep-pages-") as keys:
            began = time.perf_counter()
            build(url, licences, Path(keys))
            print(f"PostgreSQL database built in {time.perf_counter() - began:.0f} s", flush=True)
            measure("PostgreSQL", url, rounds)
    finally:
        with admin.connect() as connection:
            try:
                connection.execute(text(f'DROP DATABASE IF EXISTS "{name}"'))
            except sqlalchemy.exc.OperationalError:
                connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--licences", type=int, default=200_000)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--postgres", help="URL of a PostgreSQL server to build a database on")
    parser.add_argument("--folder", type=Path, help="keep (and reuse) the SQLite file here")
    args = parser.parse_args()
    if args.folder:
        args.folder.mkdir(parents=True, exist_ok=True)
        on_sqlite(args.folder, args.licences, args.rounds)
    else:
        with tempfile.TemporaryDirectory(prefix="balcao-deep-pages-") as folder:
            on_sqlite(Path(folder), args.licences, args.rounds)
    if args.postgres:
        on_postgres(args.postgres, args.licences, args.rounds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
