"""Autos de infração, their sanction process and the penalties decided.

An auto de infração, once recorded, is never deleted nor rewritten (Res. AGR 105/2017,
art. 80 §3; Decreto 8.444/2015, art. 51; Lei RR 664/2008, art. 76 §3). The tables
`infraction_notices`, `notice_infractions` and `notice_corrections` are insert-only, and the
database itself refuses an UPDATE or DELETE on them: SQLite triggers that RAISE(ABORT) and a
PostgreSQL trigger function (see `notice_triggers`). A formal error is fixed by a motivated
correction record before notification (Res. 105, art. 79 sole §); nullity is declared by a
decision of the process.

The triggers travel in the initial Alembic revision: this module registers an Alembic
autogenerate comparator and renderer (`CreateImmutabilityTriggers`), so
`scripts/regenerate-migration.sh` writes them into the revision it generates, after the
tables, with the SQL of both dialects.
"""

import uuid
from datetime import date, datetime
from decimal import Decimal

from alembic.autogenerate import comparators, renderers
from alembic.operations import MigrateOperation, Operations
from alembic.util.langhelpers import DispatchPriority
from sqlalchemy import (
    Date,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    Uuid,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, CreatedStamp, Money, UtcDateTime, UUIDPrimaryKey


class InfractionNotice(UUIDPrimaryKey, CreatedStamp, Base):
    """The auto de infração with every element of art. 80 (Res. 105), art. 51 §1 (Decreto)
    and art. 75 sole § (Lei RR 664), copied as the inspector wrote it.

    `operator_id` links a registered operator; the name and CNPJ are kept as written on the
    notice (the transport may be unauthorised, by a company not registered). `plate` is the
    plate seen on the road. `ciente` is "ciente" (the offender signed the 2nd copy, art. 80
    §1), "recusa" (refused) or "impossivel" (could not be obtained; §2 - the inspector
    records the fact in `ciente_note`).
    """

    __tablename__ = "infraction_notices"
    __table_args__ = (Index("ix_infraction_notices_operator_date", "operator_id", "occurred_on"),)

    number: Mapped[str] = mapped_column(String(20), unique=True)
    jurisdiction: Mapped[str] = mapped_column(String(2))
    operator_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("operators.id"), nullable=True
    )
    operator_name: Mapped[str] = mapped_column(String(200))
    operator_cnpj: Mapped[str] = mapped_column(String(14), index=True)
    operator_qualification: Mapped[str] = mapped_column(String(500))
    route: Mapped[str] = mapped_column(String(300))
    line: Mapped[str] = mapped_column(String(100), default="")
    place: Mapped[str] = mapped_column(String(300))
    occurred_at: Mapped[datetime] = mapped_column(UtcDateTime)
    occurred_on: Mapped[date] = mapped_column(Date)
    plate: Mapped[str] = mapped_column(String(7), index=True)
    vehicle_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("vehicles.id"), nullable=True, index=True
    )
    responsible_name: Mapped[str] = mapped_column(String(200))
    responsible_role: Mapped[str] = mapped_column(String(20))
    inspector_name: Mapped[str] = mapped_column(String(200))
    inspector_qualification: Mapped[str] = mapped_column(String(200))
    ciente: Mapped[str] = mapped_column(String(20))
    ciente_name: Mapped[str] = mapped_column(String(200), default="")
    ciente_note: Mapped[str] = mapped_column(Text, default="")
    description: Mapped[str] = mapped_column(Text, default="")


class NoticeInfraction(UUIDPrimaryKey, Base):
    """One infraction of a notice, from the rulebook catalogue, with its article as printed.
    Several in one notice are each penalised (Res. 105, art. 68 §3)."""

    __tablename__ = "notice_infractions"
    __table_args__ = (UniqueConstraint("notice_id", "position"),)

    notice_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("infraction_notices.id"))
    position: Mapped[int] = mapped_column(Integer)
    code: Mapped[str] = mapped_column(String(20))
    group: Mapped[str] = mapped_column(String(20))
    article: Mapped[str] = mapped_column(String(120))
    text: Mapped[str] = mapped_column(Text)


class NoticeCorrection(UUIDPrimaryKey, CreatedStamp, Base):
    """A motivated correction of a formal error, before notification (Res. 105, art. 79 sole
    §; Lei RR 664, art. 76 §3: the error is expressly pointed out)."""

    __tablename__ = "notice_corrections"

    notice_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("infraction_notices.id"), index=True
    )
    field: Mapped[str] = mapped_column(String(40))
    old_value: Mapped[str] = mapped_column(Text)
    new_value: Mapped[str] = mapped_column(Text)
    reason: Mapped[str] = mapped_column(Text)


class SanctionProcess(UUIDPrimaryKey, CreatedStamp, Base):
    """The administrative process of one notice (Res. 105, arts. 81-96): `kind` is
    "simplificado" (fines, art. 81 I) or "ordinario" (warning, suspension, caducity,
    art. 81 II). `stage` is where it stands; the history is in `process_events`."""

    __tablename__ = "sanction_processes"

    number: Mapped[str] = mapped_column(String(20), unique=True)
    notice_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("infraction_notices.id"), unique=True
    )
    operator_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("operators.id"), nullable=True, index=True
    )
    kind: Mapped[str] = mapped_column(String(20))
    stage: Mapped[str] = mapped_column(String(40), index=True)
    outcome: Mapped[str] = mapped_column(String(20), default="")
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime)


class ProcessEvent(UUIDPrimaryKey, CreatedStamp, Base):
    """One act of the process, in order: notification, defence, judgment, appeal, review,
    council decision, revision. `on` is the act's date (the ciência for a notification)."""

    __tablename__ = "process_events"
    __table_args__ = (UniqueConstraint("process_id", "sequence"),)

    process_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("sanction_processes.id"))
    sequence: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(30))
    on: Mapped[date] = mapped_column(Date)
    summary: Mapped[str] = mapped_column(Text)
    articles: Mapped[str] = mapped_column(Text, default="")
    document_number: Mapped[str] = mapped_column(String(20), default="")


class ProcessDeadline(UUIDPrimaryKey, CreatedStamp, Base):
    """A deadline running in a process (defence, appeal, payment), computed by the rules
    engine on the office calendar; `met_on` when the act came, `closed_on` when it lapsed
    or no longer applies."""

    __tablename__ = "process_deadlines"

    process_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("sanction_processes.id"), index=True
    )
    kind: Mapped[str] = mapped_column(String(20))
    ciencia: Mapped[date] = mapped_column(Date)
    due: Mapped[date] = mapped_column(Date, index=True)
    articles: Mapped[str] = mapped_column(Text)
    moved_because: Mapped[str] = mapped_column(Text, default="")
    met_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    closed_on: Mapped[date | None] = mapped_column(Date, nullable=True)


class Submission(UUIDPrimaryKey, CreatedStamp, Base):
    """A defence, appeal or revision request received (Res. 105, arts. 84, 87, 91, 96):
    `timely` against its deadline, `known` False when a requirement of art. 84 is missing
    (art. 87: "sob pena de não ser conhecida"), `missing` lists those requirements."""

    __tablename__ = "process_submissions"

    process_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("sanction_processes.id"), index=True
    )
    kind: Mapped[str] = mapped_column(String(20))
    received_on: Mapped[date] = mapped_column(Date)
    signatory: Mapped[str] = mapped_column(String(200))
    timely: Mapped[bool]
    known: Mapped[bool]
    missing: Mapped[str] = mapped_column(Text, default="")
    summary: Mapped[str] = mapped_column(Text, default="")


class ProcessDecision(UUIDPrimaryKey, CreatedStamp, Base):
    """A decision: first instance (`primeira`), Council review (`reexame`, art. 90), Council
    on appeal (`conselho`, art. 91) or revision (`revisao`, art. 96). `upholds` False means
    the notice was cancelled or annulled."""

    __tablename__ = "process_decisions"

    process_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("sanction_processes.id"), index=True
    )
    instance: Mapped[str] = mapped_column(String(20))
    decided_on: Mapped[date] = mapped_column(Date)
    upholds: Mapped[bool]
    reason: Mapped[str] = mapped_column(Text)


class Penalty(UUIDPrimaryKey, CreatedStamp, Base):
    """The penalty a decision applied to one infraction of the notice: the engine's proposal
    (amount and penalties, with its articles) and what the julgador decided, with the reason
    when they differ."""

    __tablename__ = "penalties"

    decision_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("process_decisions.id"), index=True
    )
    notice_infraction_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("notice_infractions.id")
    )
    proposed_amount: Mapped[Decimal] = mapped_column(Money)
    proposed_penalties: Mapped[str] = mapped_column(String(100))
    recidivism: Mapped[str] = mapped_column(String(20))
    amount: Mapped[Decimal] = mapped_column(Money)
    penalties: Mapped[str] = mapped_column(String(100))
    suspension_days: Mapped[int | None] = mapped_column(Integer, nullable=True)
    suspension_first_day: Mapped[date | None] = mapped_column(Date, nullable=True)
    suspension_last_day: Mapped[date | None] = mapped_column(Date, nullable=True)
    articles: Mapped[str] = mapped_column(Text)
    change_reason: Mapped[str] = mapped_column(Text, default="")



class OperatorSanction(UUIDPrimaryKey, CreatedStamp, Base):
    """A sanction in force against an operator, the source of `operator_sanction_status`:
    `advertencia`, `suspensao` (first and last day, GO art. 69; RR art. 85), `caducidade`
    (GO art. 70, CRC cassado §2), RR `inidoneidade` (art. 86) and `cassacao` (arts. 87-88).
    `revoked_on` when a later decision of the same process removed it."""

    __tablename__ = "operator_sanctions"
    __table_args__ = (Index("ix_operator_sanctions_cnpj_kind", "cnpj", "kind"),)

    operator_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("operators.id"), nullable=True, index=True
    )
    cnpj: Mapped[str] = mapped_column(String(14))
    kind: Mapped[str] = mapped_column(String(20))
    decided_on: Mapped[date] = mapped_column(Date)
    first_day: Mapped[date | None] = mapped_column(Date, nullable=True)
    last_day: Mapped[date | None] = mapped_column(Date, nullable=True)
    articles: Mapped[str] = mapped_column(Text)
    reason: Mapped[str] = mapped_column(Text)
    line: Mapped[str] = mapped_column(String(100), default="")
    process_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("sanction_processes.id"), nullable=True, index=True
    )
    revoked_on: Mapped[date | None] = mapped_column(Date, nullable=True)


class VehicleMeasure(UUIDPrimaryKey, CreatedStamp, Base):
    """An administrative measure on the vehicle of a notice: GO retention (art. 72) or
    removal to a public depot (art. 73, daily fee of art. 74, at most 30 days in the case of
    §6), RR apprehension of at least 72 hours (Lei 664, art. 90). `release_basis` is the
    inciso of art. 73 §3 (or RR art. 90 §3) the release rests on."""

    __tablename__ = "vehicle_measures"

    notice_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("infraction_notices.id"), index=True
    )
    kind: Mapped[str] = mapped_column(String(20))
    plate: Mapped[str] = mapped_column(String(7), index=True)
    inciso: Mapped[str] = mapped_column(String(10))
    depot: Mapped[str] = mapped_column(String(200), default="")
    started_at: Mapped[datetime] = mapped_column(UtcDateTime)
    limit_day: Mapped[date | None] = mapped_column(Date, nullable=True)
    earliest_release_at: Mapped[datetime | None] = mapped_column(UtcDateTime, nullable=True)
    articles: Mapped[str] = mapped_column(Text)
    released_at: Mapped[datetime | None] = mapped_column(UtcDateTime, nullable=True)
    release_basis: Mapped[str] = mapped_column(String(40), default="")
    release_note: Mapped[str] = mapped_column(Text, default="")
    depot_days: Mapped[int | None] = mapped_column(Integer, nullable=True)
    depot_fee: Mapped[Decimal | None] = mapped_column(Money, nullable=True)

IMMUTABLE_TABLES = ("infraction_notices", "notice_infractions", "notice_corrections")
IMMUTABLE_MESSAGE = (
    "auto de infração registrado não pode ser alterado nem apagado "
    "(Res. AGR 105/2017, art. 80 §3; Lei RR 664/2008, art. 76 §3)"
)
PG_FUNCTION = "balcao_refuse_notice_change"


def sqlite_trigger_names(table: str) -> tuple[str, str]:
    return f"trg_{table}_no_update", f"trg_{table}_no_delete"


def pg_trigger_name(table: str) -> str:
    return f"trg_{table}_immutable"


def sqlite_create_statements(table: str) -> list[str]:
    no_update, no_delete = sqlite_trigger_names(table)
    return [
        f"CREATE TRIGGER {name} BEFORE {verb} ON {table} "
        f"BEGIN SELECT RAISE(ABORT, '{IMMUTABLE_MESSAGE}'); END"
        for name, verb in ((no_update, "UPDATE"), (no_delete, "DELETE"))
    ]


def pg_create_statements(table: str) -> list[str]:
    return [
        f"CREATE OR REPLACE FUNCTION {PG_FUNCTION}() RETURNS trigger LANGUAGE plpgsql "
        f"AS $$ BEGIN RAISE EXCEPTION '{IMMUTABLE_MESSAGE}'; END $$",
        f"CREATE TRIGGER {pg_trigger_name(table)} BEFORE UPDATE OR DELETE ON {table} "
        f"FOR EACH ROW EXECUTE FUNCTION {PG_FUNCTION}()",
        f"CREATE TRIGGER {pg_trigger_name(table)}_truncate BEFORE TRUNCATE ON {table} "
        f"FOR EACH STATEMENT EXECUTE FUNCTION {PG_FUNCTION}()",
    ]


def sqlite_drop_statements(table: str) -> list[str]:
    return [f"DROP TRIGGER IF EXISTS {name}" for name in sqlite_trigger_names(table)]


def pg_drop_statements(table: str) -> list[str]:
    name = pg_trigger_name(table)
    return [
        f"DROP TRIGGER IF EXISTS {name} ON {table}",
        f"DROP TRIGGER IF EXISTS {name}_truncate ON {table}",
    ]


def immutability_triggers_present(connection, table: str) -> bool:
    """Whether the database already refuses changes to `table` (for autogenerate)."""
    if connection.dialect.name == "postgresql":
        query = "SELECT count(*) FROM pg_trigger WHERE tgname = :name"
        name = pg_trigger_name(table)
    else:
        query = "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name = :name"
        name = sqlite_trigger_names(table)[0]
    return bool(connection.execute(text(query), {"name": name}).scalar())


@Operations.register_operation("create_immutability_triggers")
class CreateImmutabilityTriggers(MigrateOperation):
    """Alembic operation: the triggers that make `table` insert-only, on either dialect."""

    def __init__(self, table: str) -> None:
        self.table = table

    @classmethod
    def create_immutability_triggers(cls, operations: Operations, table: str) -> None:
        operations.invoke(cls(table))

    def reverse(self) -> "DropImmutabilityTriggers":
        return DropImmutabilityTriggers(self.table)


@Operations.register_operation("drop_immutability_triggers")
class DropImmutabilityTriggers(MigrateOperation):
    def __init__(self, table: str) -> None:
        self.table = table

    @classmethod
    def drop_immutability_triggers(cls, operations: Operations, table: str) -> None:
        operations.invoke(cls(table))

    def reverse(self) -> CreateImmutabilityTriggers:
        return CreateImmutabilityTriggers(self.table)


def _statements_lines(postgres: list[str], sqlite: list[str]) -> list[str]:
    """Migration code running the statements of the connection's dialect; the SQL is
    written out in the revision, so the migration never depends on this module."""

    def calls(statements: list[str]) -> list[str]:
        lines = []
        for statement in statements:
            lines.append("op.execute(")
            lines += [repr(piece) for piece in _pieces(statement)]
            lines.append(")")
        return lines

    return [
        'if op.get_bind().dialect.name == "postgresql":',
        *calls(postgres),
        "else:",
        *calls(sqlite),
        "",
    ]


def _pieces(statement: str, width: int = 70) -> list[str]:
    words = statement.split(" ")
    pieces, current = [], ""
    for word in words:
        if current and len(current) + len(word) + 1 > width:
            pieces.append(current + " ")
            current = word
        else:
            current = f"{current} {word}" if current else word
    pieces.append(current)
    return pieces


@renderers.dispatch_for(CreateImmutabilityTriggers)
def _render_create(_context, operation: CreateImmutabilityTriggers) -> list[str]:
    return [
        f"# {operation.table} is insert-only (Res. AGR 105/2017, art. 80 §3)",
        *_statements_lines(
            pg_create_statements(operation.table), sqlite_create_statements(operation.table)
        ),
    ]


@renderers.dispatch_for(DropImmutabilityTriggers)
def _render_drop(_context, operation: DropImmutabilityTriggers) -> list[str]:
    return _statements_lines(
        pg_drop_statements(operation.table), sqlite_drop_statements(operation.table)
    )


@Operations.implementation_for(CreateImmutabilityTriggers)
def _create(operations: Operations, operation: CreateImmutabilityTriggers) -> None:
    postgres = operations.get_bind().dialect.name == "postgresql"
    for statement in (pg_create_statements if postgres else sqlite_create_statements)(
        operation.table
    ):
        operations.execute(statement)


@Operations.implementation_for(DropImmutabilityTriggers)
def _drop(operations: Operations, operation: DropImmutabilityTriggers) -> None:
    postgres = operations.get_bind().dialect.name == "postgresql"
    for statement in (pg_drop_statements if postgres else sqlite_drop_statements)(
        operation.table
    ):
        operations.execute(statement)


@comparators.dispatch_for("schema", priority=DispatchPriority.LAST)
def _compare_immutability_triggers(autogen_context, upgrade_ops, _schemas) -> None:
    connection = autogen_context.connection
    for table in IMMUTABLE_TABLES:
        if connection is None or not immutability_triggers_present(connection, table):
            upgrade_ops.ops.append(CreateImmutabilityTriggers(table))
