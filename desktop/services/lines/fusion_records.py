"""The lines a GO line may be merged with (Decreto 8.444/2015, art. 43 §§9º-10), for the
fusion's request to offer: the command (`services.lines.fusion`) still checks each one."""

import uuid

from sqlalchemy import select

from desktop.models.lines import Line
from desktop.rules.lines.fusion import complementary_problem
from desktop.rules.lines.register import STATUS_LABELS, LineStatus
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.lines.records import LineRow, municipality_name
from desktop.services.office.permissions import Permission, require


def fusion_candidates(ctx: ServiceContext, line_id: uuid.UUID) -> list[LineRow]:
    """The other lines in force of this line's delegatária, by number: art. 43 §9º, I asks
    "exploração por apenas uma transportadora das ligações servidas pelas linhas a se
    fundirem", and §10 forbids merging a complementary service. None for a line without a
    delegatária."""
    require(ctx, Permission.LINE_VIEW)
    with ctx.database.read() as session:
        line = session.get(Line, line_id)
        if line is None:
            raise NotFound("Linha não encontrada.")
        if line.operator_id is None:
            return []
        found = session.scalars(
            select(Line)
            .where(
                Line.operator_id == line.operator_id,
                Line.id != line.id,
                Line.status != LineStatus.EXTINTA,
            )
            .order_by(Line.code)
        ).all()
        return [
            LineRow(
                other.id,
                other.code,
                other.name,
                municipality_name(other.origin_code),
                municipality_name(other.destination_code),
                STATUS_LABELS[other.status],
                "",
            )
            for other in found
            if complementary_problem(other.code, other.service_kind) is None
        ]
