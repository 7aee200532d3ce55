"""Queries of `desktop.services.sanctions.rr_conversion`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import or_, select

from desktop.models.operators import Operator
from desktop.models.sanctions import OperatorSanction
from desktop.rules.dates import br_date
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.office.permissions import Permission, require
from desktop.services.sanctions.rr_sanction_lines_records import counted_line, with_stated_line


@dataclass(frozen=True)
class RrSuspensionRow:
    id: uuid.UUID
    decided_on: date
    first_day: date
    last_day: date
    # The line whose service it suspends (Lei RR 664/2008, arts. 85 and 87, IV): the one
    # recorded or stated since; empty when recorded before suspensions named it and none
    # was stated.
    line: str = ""

    @property
    def days(self) -> int:
        return (self.last_day - self.first_day).days + 1

    @property
    def label(self) -> str:
        days = f"{br_date(self.first_day)} a {br_date(self.last_day)} ({self.days} dia(s))"
        return f"Linha {self.line}: {days}" if self.line else days


def rr_suspensions(ctx: ServiceContext, operator_id: uuid.UUID) -> list[RrSuspensionRow]:
    """The operator's suspensions of art. 85 still in effect (not withdrawn or converted)."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        operator = session.get(Operator, operator_id)
        if operator is None:
            raise NotFound("Operador não encontrado.")
        rows = session.execute(
            with_stated_line(select(OperatorSanction, counted_line()))
            .where(
                or_(
                    OperatorSanction.operator_id == operator_id,
                    OperatorSanction.cnpj == operator.cnpj,
                ),
                OperatorSanction.kind == "suspensao",
                OperatorSanction.revoked_on.is_(None),
                OperatorSanction.first_day.is_not(None),
                OperatorSanction.last_day.is_not(None),
            )
            .order_by(OperatorSanction.first_day)
        ).all()
        found = []
        for row, line in rows:
            assert row.first_day is not None and row.last_day is not None  # the query's
            found.append(RrSuspensionRow(row.id, row.decided_on, row.first_day, row.last_day, line))
        return found
