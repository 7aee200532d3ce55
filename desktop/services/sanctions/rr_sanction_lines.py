"""The analyst states the line of a Roraima written warning or suspension recorded before
they named one (Lei RR 664/2008, arts. 84, 85 and 87, IV): until then it counts for no line.
The sanction is never rewritten (its table only records, once, its revocation): the line is a
record of its own, one per sanction, with what it stands on, who stated it and when, audited
and never changed nor deleted; from then on arts. 85 and 87, IV count the sanction for it."""

import uuid
from dataclasses import dataclass

from sqlalchemy import select

from desktop.models.operators import Operator
from desktop.models.sanctions import OperatorSanction, SanctionLineStatement
from desktop.rules.errors import RulesError
from desktop.rules.rr_line_penalties import line_to_state
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound, ValidationError
from desktop.services.jurisdiction import require_provided
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.sanctions.penalties_rr import operator_lines
from desktop.services.validation import check_required


@dataclass(frozen=True)
class StatedLine:
    sanction_id: uuid.UUID
    line: str
    detail: str


def state_sanction_line(
    ctx: ServiceContext, sanction_id: uuid.UUID, line: str, basis: str
) -> StatedLine:
    """Records `line`, one of the operator's lines (its code, or its code and name as the
    lists show it), as the line of the warning or suspension `sanction_id`, recorded with no
    line, on `basis` (the auto, the process or the decision that shows it). Refused next to
    its field, nothing written, when the basis is missing, the line is not the operator's,
    or the sanction names a line or already had one stated."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    require_provided(ctx, "penalidade_rr", "line")
    missing = check_required(basis)
    if missing:
        raise ValidationError({"basis": missing})
    with ctx.database.write() as session:
        sanction = session.get(OperatorSanction, sanction_id)
        if sanction is None:
            raise NotFound("Advertência ou suspensão não encontrada.")
        operator = session.scalar(
            select(Operator).where(
                (Operator.id == sanction.operator_id) | (Operator.cnpj == sanction.cnpj)
            )
        )
        if operator is None:
            raise NotFound("Operador não encontrado.")
        stated = session.scalar(
            select(SanctionLineStatement.line).where(
                SanctionLineStatement.sanction_id == sanction.id
            )
        )
        try:
            code = line_to_state(
                sanction.kind,
                sanction.line,
                stated or "",
                line,
                operator_lines(session, operator),
            )
        except RulesError as error:
            raise ValidationError.from_rules(error) from error
        row = SanctionLineStatement(
            sanction_id=sanction.id,
            line=code,
            basis=basis.strip(),
            created_at=ctx.clock(),
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(session, ctx, row, "state_line", at=row.created_at)
    return StatedLine(
        sanction_id,
        code,
        f"linha {code} informada; conta para a linha {code} (Lei RR 664/2008, arts. 85 e 87, IV)",
    )
