"""The line each Roraima written warning and suspension counts for (Lei RR 664/2008, arts.
84, 85 and 87, IV): the one it recorded or, for one recorded before they named it, the one
stated afterwards in a record of its own (`SanctionLineStatement`); and the records still
without a line, which Penalidades lists beside the action that states it. Nothing here
writes."""

import uuid
from dataclasses import dataclass
from datetime import date
from typing import TypeVar

from sqlalchemy import ColumnElement, Select, func, or_, select

from desktop.models.operators import Operator
from desktop.models.sanctions import OperatorSanction, SanctionLineStatement
from desktop.rules.dates import br_date
from desktop.rules.rr_line_penalties import STATED_KINDS
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.office.permissions import Permission, require

KIND_LABELS = {"advertencia": "Advertência escrita", "suspensao": "Suspensão"}


def counted_line() -> ColumnElement[str]:
    """The line a sanction counts for, empty when none: the one it recorded, else the one
    stated afterwards (the query joins `with_stated_line`)."""
    return func.coalesce(func.nullif(OperatorSanction.line, ""), SanctionLineStatement.line, "")


# Any select over `operator_sanctions`, given back with the columns it had.
Query = TypeVar("Query", bound=Select)


def with_stated_line(query: Query) -> Query:
    """`query` over `operator_sanctions` with the line stated for each, if any."""
    return query.outerjoin(
        SanctionLineStatement, SanctionLineStatement.sanction_id == OperatorSanction.id
    )


@dataclass(frozen=True)
class SanctionWithoutLine:
    """A written warning or a suspension in force recorded with no line: it counts for no
    line (arts. 85 and 87, IV) until its line is stated."""

    id: uuid.UUID
    kind: str
    decided_on: date
    first_day: date | None
    last_day: date | None
    reason: str

    @property
    def label(self) -> str:
        """ "Advertência escrita de 20/04/2026", "Suspensão de 01/07/2026 a 10/07/2026,
        decidida em 22/06/2026"."""
        what = KIND_LABELS[self.kind]
        if self.first_day is None or self.last_day is None:
            return f"{what} de {br_date(self.decided_on)}"
        return (
            f"{what} de {br_date(self.first_day)} a {br_date(self.last_day)}, decidida em "
            f"{br_date(self.decided_on)}"
        )


def sanctions_without_line(
    ctx: ServiceContext, operator_id: uuid.UUID
) -> list[SanctionWithoutLine]:
    """The operator's written warnings and suspensions in force (not revoked) recorded with
    no line and with none stated since, oldest first."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        operator = session.get(Operator, operator_id)
        if operator is None:
            raise NotFound("Operador não encontrado.")
        rows = session.scalars(
            with_stated_line(select(OperatorSanction))
            .where(
                or_(
                    OperatorSanction.operator_id == operator_id,
                    OperatorSanction.cnpj == operator.cnpj,
                ),
                OperatorSanction.kind.in_(STATED_KINDS),
                OperatorSanction.revoked_on.is_(None),
                counted_line() == "",
            )
            .order_by(OperatorSanction.decided_on, OperatorSanction.created_at)
        ).all()
        return [
            SanctionWithoutLine(
                row.id, row.kind, row.decided_on, row.first_day, row.last_day, row.reason
            )
            for row in rows
        ]
