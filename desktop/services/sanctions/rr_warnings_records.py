"""The written warnings of a Roraima operator per line (Lei RR 664/2008, arts. 84 and 85),
read by the Penalidades tab: nothing here writes."""

import uuid
from datetime import date

from sqlalchemy import select

from desktop.models.lines import Line
from desktop.models.operators import Operator
from desktop.models.sanctions import OperatorSanction
from desktop.rules.rr_line_penalties import LineWarnings, line_warnings
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook
from desktop.services.sanctions.rr_sanction_lines_records import counted_line, with_stated_line


def warnings_per_line(ctx: ServiceContext, operator_id: uuid.UUID, on: date) -> LineWarnings:
    """The operator's written warnings in force (decided by `on`, not revoked) within the 6
    months of art. 85 before `on`, counted for each of its lines in the register: a warning
    recorded with no line for the line stated since, if any."""
    require(ctx, Permission.OPERATOR_VIEW)
    rulebook = office_rulebook(ctx)
    with ctx.database.read() as session:
        operator = session.get(Operator, operator_id)
        if operator is None:
            raise NotFound("Operador não encontrado.")
        codes = session.scalars(select(Line.code).where(Line.operator_id == operator_id)).all()
        warnings = session.execute(
            with_stated_line(select(counted_line(), OperatorSanction.decided_on)).where(
                OperatorSanction.cnpj == operator.cnpj,
                OperatorSanction.kind == "advertencia",
                OperatorSanction.revoked_on.is_(None),
                OperatorSanction.decided_on <= on,
            )
        ).all()
    return line_warnings(rulebook, codes, [(text, day) for text, day in warnings], on)
