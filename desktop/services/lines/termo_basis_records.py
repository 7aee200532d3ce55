"""The article a GO Termo de Autorização is under now (Decreto 8.444/2015, arts. 11 and 12):
the one recorded with it, or the one of its latest correction by a dated act."""

import uuid

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.line_termo_corrections import TermoBasisCorrection
from desktop.models.lines import LineDelegation
from desktop.models.payments import Debt, Payment
from desktop.rules.lines.outorga import BY_COMPENSATION
from desktop.rules.lines.termo_basis import termo_basis
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.office.permissions import Permission, require


def latest_correction(session: Session, delegation_id: uuid.UUID) -> TermoBasisCorrection | None:
    return session.scalars(
        select(TermoBasisCorrection)
        .where(TermoBasisCorrection.delegation_id == delegation_id)
        .order_by(TermoBasisCorrection.act_on.desc(), TermoBasisCorrection.created_at.desc())
        .limit(1)
    ).first()


def current_termo_basis(session: Session, delegation: LineDelegation) -> str | None:
    """The Termo's article: its latest correction's, or the one it was recorded under."""
    correction = latest_correction(session, delegation.id)
    return correction.basis if correction is not None else delegation.termo_basis


def paid_with_credits(session: Session, delegation_id: uuid.UUID) -> bool:
    """Art. 12 §1º: an instalment of the Termo's outorga was paid with credits."""
    return (
        session.scalar(
            select(Payment.id)
            .join(Debt, Debt.id == Payment.debt_id)
            .where(Debt.line_delegation_id == delegation_id, Payment.means == BY_COMPENSATION)
            .limit(1)
        )
        is not None
    )


def termo_basis_of(ctx: ServiceContext, delegation_id: uuid.UUID) -> str:
    """The article ("art11" or "art12") the Termo is under now."""
    require(ctx, Permission.LINE_VIEW)
    with ctx.database.read() as session:
        delegation = session.get(LineDelegation, delegation_id)
        if delegation is None:
            raise NotFound("Termo de Autorização não encontrado.")
        return termo_basis(current_termo_basis(session, delegation))
