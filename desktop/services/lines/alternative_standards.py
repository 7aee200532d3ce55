"""The standards Roraima's alternative transport adopts within 90 days of its delegation (Lei
RR 664/2008, art. 68, II, III and VIII, §1º): the office records each item as it verifies it
(insert-only, audited) and sees the items still missing with their term; Início lists the
delegations past the term (`late_standards`)."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select

from desktop.models.line_standards import AlternativeStandard
from desktop.rules.lines.alternative_standards import (
    BY_KEY,
)
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, NotFound
from desktop.services.jurisdiction import require_provided
from desktop.services.lines.alternative_standards_records import (
    ALTERNATIVE,
    StandardsView,
    latest_delegation,
    view_of,
)
from desktop.services.lines.records import load_line
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import FieldErrors, check_required


@dataclass(frozen=True)
class StandardInput:
    item: str
    met_on: date | None
    reference: str


def record_standard(ctx: ServiceContext, line_id: uuid.UUID, data: StandardInput) -> StandardsView:
    """A standard of art. 68 verified as adopted by the line's delegatária."""
    require(ctx, Permission.LINE_EDIT)
    require_provided(ctx, "padronizacao_alternativo")
    errors = FieldErrors()
    chosen = BY_KEY.get(data.item)
    if chosen is None:
        errors.add("item", "Escolha o item do art. 68: II, III ou VIII (Lei RR 664/2008).")
    if data.met_on is None:
        errors.add("met_on", "Informe a data em que o escritório verificou a adoção.")
    elif data.met_on > office_today(ctx):
        errors.add("met_on", "A verificação não pode estar no futuro.")
    errors.add("reference", check_required(data.reference))
    errors.raise_if_any()
    assert data.met_on is not None and chosen is not None
    with ctx.database.write() as session:
        line = load_line(session, line_id)
        delegation = latest_delegation(session, line.id)
        if line.service_kind != ALTERNATIVE or delegation is None:
            raise NotFound(
                "A linha não é de transporte alternativo delegado (Lei RR 664/2008, art. 66)."
            )
        done = session.scalar(
            select(AlternativeStandard.id).where(
                AlternativeStandard.delegation_id == delegation.id,
                AlternativeStandard.item == chosen.key,
            )
        )
        if done is not None:
            raise Conflict(f"A adoção do item ({chosen.article}) já foi registrada.")
        if data.met_on < delegation.signed_on:
            errors.add("met_on", "A verificação não pode ser anterior à delegação.")
            errors.raise_if_any()
        insert_audited(
            session,
            ctx,
            AlternativeStandard(
                delegation_id=delegation.id,
                item=chosen.key,
                met_on=data.met_on,
                reference=data.reference.strip(),
                created_by_id=ctx.actor.user_id,
                created_at=ctx.clock(),
            ),
            "create",
        )
        return view_of(ctx, session, line, delegation)
