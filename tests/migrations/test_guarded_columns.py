"""Every column of a guarded table is watched by the update trigger a migrated database has:
the trigger of a table with allowed changes refuses an UPDATE only of the columns it names,
so a column added to the model by a later migration, without the triggers written again
(scripts/regenerate-migration.sh), could be rewritten silently. The trigger's SQL is read
from a SQLite database migrated by the real start-up path.

And each change the law allows (`ALLOWED`: a term met or closed once, a release once with its
fee, an appeal decided once, …) is made against the installed trigger itself, copied onto a
table of the same columns without constraints: it passes once; then the same change again,
undone, a column that moves only with it changed alone, or another column touched with it,
is refused. On PostgreSQL too (-m postgres, BALCAO_TEST_DATABASE=postgres)."""

import re
import uuid
from datetime import UTC, date, datetime
from decimal import Decimal
from typing import NamedTuple

import pytest
from sqlalchemy import Column, MetaData, Table, delete, insert, text, update
from sqlalchemy.exc import DatabaseError

from desktop.models import import_all_models
from desktop.models.base import Base
from desktop.models.database import Database
from desktop.models.insert_only import insert_only_guard, pg_trigger_name, sqlite_trigger_names
from desktop.models.startup import open_database
from desktop.rules.choices import STAGE_REACHED_FROM, ProcessStage

# What a trigger with allowed changes checks of a column (insert_only.Guard.refused_update).
CHECKED = re.compile(r'NEW\."(\w+)" IS NOT OLD\."\1"')


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> dict[str, str]:
    """The SQL of each trigger of a newly migrated SQLite database, by name."""
    path = tmp_path_factory.mktemp("guards") / "balcao.sqlite3"
    database = open_database(f"sqlite:///{path}")
    try:
        with database.engine.connect() as connection:
            query = text("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'")
            return dict(connection.execute(query).tuples().all())
    finally:
        database.dispose()


def unwatched(table_name: str, columns: list[str], installed: dict[str, str]) -> list[str]:
    """The columns an UPDATE of `table_name` may change that the guard does not allow and
    the installed trigger does not refuse."""
    guard = insert_only_guard(table_name)
    assert guard is not None
    trigger = installed.get(sqlite_trigger_names(table_name)[0])
    if trigger is None:
        return columns
    if " WHEN " not in trigger:
        return []  # every UPDATE refused
    free = {change.column for change in guard.changes if not change.allowed}
    checked = set(CHECKED.findall(trigger))
    return [column for column in columns if column not in free | checked]


def test_every_column_of_a_guarded_table_is_watched_by_its_update_trigger(installed):
    import_all_models()
    missing = {
        table.name: unwatched(table.name, [column.name for column in table.columns], installed)
        for table in Base.metadata.sorted_tables
        if insert_only_guard(table.name) is not None
    }
    assert {name: columns for name, columns in missing.items() if columns} == {}, (
        "write these tables' triggers again (scripts/regenerate-migration.sh while there is "
        "one initial revision; a later revision that adds a column drops and recreates them)"
    )


# Each change the law allows a guarded table, as the law reads: the row before it, the change
# (passes once), and what then is refused — the same column again, undone, or the columns
# that move only with it alone. `never`: refused from the row before, too.
D1, D2 = date(2026, 4, 1), date(2026, 4, 2)
T1, T2 = datetime(2026, 4, 1, 15, tzinfo=UTC), datetime(2026, 4, 2, 15, tzinfo=UTC)
A, B = uuid.UUID(int=1), uuid.UUID(int=2)


class Allowed(NamedTuple):
    what: str
    before: dict[str, object]
    change: dict[str, object]
    again: tuple[dict[str, object], ...]
    never: tuple[dict[str, object], ...] = ()


def _superseded_once(what: str) -> Allowed:
    before = {"superseded_by_id": None}
    again = ({"superseded_by_id": B}, {"superseded_by_id": None})
    return Allowed(what, before, {"superseded_by_id": A}, again)


def _stage_moves() -> list[Allowed]:
    """Every move of a process's stage the acts make (STAGE_REACHED_FROM), and back refused
    unless an act makes that move too."""
    moves = [
        (source, target)
        for target, sources in STAGE_REACHED_FROM.items()
        for source in (sources if sources is not None else tuple(ProcessStage))
        if source != target
    ]
    return [
        Allowed(
            f"fase {source} → {target}",
            {"stage": source},
            {"stage": target},
            () if (target, source) in moves else ({"stage": source},),
        )
        for source, target in moves
    ]


RELEASE = {
    "released_at": T1,
    "release_basis": "pagamento",
    "release_note": "Multas e despesas pagas.",
    "depot_days": 2,
    "depot_fee": Decimal("100.00"),
}
ALLOWED: dict[str, list[Allowed]] = {
    "crcs": [_superseded_once("CRC substituído uma vez pelo que o renova")],
    "crvs": [_superseded_once("CRV substituído uma vez pelo que o renova")],
    "debts": [
        Allowed(
            "débito cancelado uma vez, com o seu motivo",
            {"cancelled_on": None, "cancel_reason": ""},
            {"cancelled_on": D1, "cancel_reason": "Decisão reformada."},
            ({"cancelled_on": D2}, {"cancelled_on": None}, {"cancel_reason": "Outro."}),
            ({"cancel_reason": "Sem cancelamento."},),
        )
    ],
    "operator_sanctions": [
        Allowed(
            "sanção revogada uma vez",
            {"revoked_on": None},
            {"revoked_on": D1},
            ({"revoked_on": D2}, {"revoked_on": None}),
        )
    ],
    "process_deadlines": [
        Allowed(
            f"prazo {ended} uma vez",
            {"met_on": None, "closed_on": None},
            {column: D1},
            ({column: D2}, {column: None}, {other: D2}),
            ({"met_on": D1, "closed_on": D1},),
        )
        for ended, column, other in (
            ("cumprido", "met_on", "closed_on"),
            ("encerrado", "closed_on", "met_on"),
        )
    ],
    "registration_appeals": [
        Allowed(
            "recurso decidido uma vez",
            {"decided_on": None, "granted": None, "decision_reason": ""},
            {"decided_on": D1, "granted": True, "decision_reason": "Provido."},
            ({"decided_on": D2}, {"granted": False}, {"decision_reason": "Outro."}),
            ({"granted": True}, {"decision_reason": "Sem decisão."}),
        )
    ],
    "sanction_processes": [
        *_stage_moves(),
        Allowed(
            "rito de simplificado para ordinário, uma vez",
            {"kind": "simplificado"},
            {"kind": "ordinario"},
            ({"kind": "simplificado"},),
        ),
        Allowed("resultado", {"outcome": ""}, {"outcome": "mantido"}, ()),
        Allowed("atualizado em", {"updated_at": T1}, {"updated_at": T2}, ()),
    ],
    "vehicle_measures": [
        Allowed(
            "veículo liberado uma vez, com a base e a taxa de depósito",
            {
                column: None if column in ("released_at", "depot_days", "depot_fee") else ""
                for column in RELEASE
            },
            RELEASE,
            (
                {"released_at": T2},
                {"released_at": None},
                {"depot_fee": Decimal("50.00")},
                {"depot_days": 3},
                {"release_basis": "caucao"},
            ),
            ({"depot_fee": Decimal("50.00")}, {"release_note": "Sem liberação."}),
        )
    ],
}
# A column no allowed change moves, touched with one that is allowed: the UPDATE is refused.
TOUCHED = "created_by_id"


def guarded_with_changes() -> list[str]:
    import_all_models()
    return sorted(
        table.name
        for table in Base.metadata.sorted_tables
        if (guard := insert_only_guard(table.name)) is not None and guard.changes
    )


def test_every_table_with_allowed_changes_has_them_exercised():
    assert sorted(ALLOWED) == guarded_with_changes()


def installed_update_trigger(connection, table: str) -> str:
    """The SQL of the UPDATE trigger the migration installed on `table`."""
    if connection.dialect.name == "postgresql":
        query = (
            "SELECT pg_get_triggerdef(oid) FROM pg_trigger WHERE tgname = :name",
            f"{pg_trigger_name(table)}_update",
        )
    else:
        query = (
            "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = :name",
            sqlite_trigger_names(table)[0],
        )
    return connection.execute(text(query[0]), {"name": query[1]}).scalar_one()


def probe_of(database: Database, table_name: str) -> Table:
    """A table with the columns of `table_name` and no constraint, under the installed UPDATE
    trigger of `table_name` itself: rows the guard judges without a whole process behind."""
    import_all_models()
    table = Base.metadata.tables[table_name]
    probe = Table(
        f"probe_{table_name}",
        MetaData(),
        *(Column(column.name, column.type) for column in table.columns),
    )
    with database.engine.begin() as connection:
        trigger = installed_update_trigger(connection, table_name)
        probe.create(connection)
        renamed = re.sub(rf"\bON (?:\w+\.)?{table_name}\b", f"ON {probe.name}", trigger)
        connection.execute(text(renamed.replace(f"trg_{table_name}_", f"trg_{probe.name}_", 1)))
    return probe


def updated(database: Database, probe: Table, values: dict[str, object]) -> bool:
    """Whether the UPDATE of the probe's row to `values` passed the trigger."""
    try:
        with database.engine.begin() as connection:
            connection.execute(update(probe).values(values))
    except DatabaseError as refused:
        guard = insert_only_guard(probe.name.removeprefix("probe_"))
        assert guard is not None and guard.message in str(refused)
        return False
    return True


def fresh_row(database: Database, probe: Table, before: dict[str, object]) -> None:
    with database.engine.begin() as connection:
        connection.execute(delete(probe))
        connection.execute(insert(probe).values(id=uuid.uuid4(), created_by_id=A, **before))


@pytest.mark.postgres
@pytest.mark.parametrize("table_name", sorted(ALLOWED))
def test_each_allowed_change_passes_once_and_nothing_more(database, table_name):
    probe = probe_of(database, table_name)
    wrong = []
    for allowed in ALLOWED[table_name]:
        fresh_row(database, probe, allowed.before)
        for refused in (*allowed.never, {**allowed.change, TOUCHED: B}):
            if updated(database, probe, refused):
                wrong.append(f"{allowed.what}: {refused} passou")
                fresh_row(database, probe, allowed.before)
        if not updated(database, probe, allowed.change):
            wrong.append(f"{allowed.what}: recusada")
            continue
        for refused in allowed.again:
            if updated(database, probe, refused):
                wrong.append(f"{allowed.what}, depois: {refused} passou")
    assert wrong == []
