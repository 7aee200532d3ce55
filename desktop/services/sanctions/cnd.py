"""The certidão de débitos (Res. AGR 105/2017, art. 101: every act requires the certidão
negativa de débito of the AGR): negative when the operator has no overdue debt, positive
listing each overdue debt otherwise; issued with number, QR and verification code."""

import uuid
from dataclasses import dataclass
from pathlib import Path

from desktop.documents.kind import CND_KIND
from desktop.documents.notice_data import CndData, DebtLine
from desktop.models.operators import Operator
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued, issue_document
from desktop.services.network.sync import state_data_line
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.printouts import subject_of
from desktop.services.sanctions.payments_records import DebtRow, overdue_debts
from desktop.services.validation import format_cnpj


@dataclass(frozen=True)
class CndIssued:
    document: Issued
    negative: bool
    debts: tuple[DebtRow, ...]


def issue_cnd(
    ctx: ServiceContext, operator_id: uuid.UUID, key_dir: Path | None = None
) -> CndIssued:
    """Issues the certidão for the operator as it stands today, in one transaction."""
    require(ctx, Permission.PAYMENT_REGISTER)
    today = office_today(ctx)
    with ctx.database.write() as session:
        state_data = state_data_line(session, ctx)
        debts = overdue_debts(session, operator_id, today)
        operator = session.get(Operator, operator_id)
        assert operator is not None  # the screen names an operator of the register
        data = CndData(
            operator_name=operator.legal_name,
            operator_cnpj=format_cnpj(operator.cnpj),
            issued_on=today,
            debts=tuple(DebtLine(d.description, d.due_on, d.outstanding) for d in debts),
            issued_by=ctx.actor.display_name,
            state_data=state_data,
        )
        issued = issue_document(
            ctx, session, CND_KIND, data, subject_ref=subject_of(operator_id), key_dir=key_dir
        )
        return CndIssued(issued, not debts, tuple(debts))
