"""The accounting data a GO permissionária or concessionária gives for the tariff calculation
(Decreto 8.444/2015, art. 16, parágrafo único), recorded from a line's screen for the company
that holds the line's contract, and read by the readjustment and the revision of its fare.
The rules come from `desktop.rules.lines.tariff_data`; deliveries are insert-only."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy.orm import Session

from desktop.models.lines import LineDelegation, OperatorAccountingData
from desktop.models.operators import Operator
from desktop.rules.lines.fares import readjustment_applies
from desktop.rules.lines.tariff_data import ARTICLE, check_accounting_period
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import ValidationError
from desktop.services.lines.tariff_data_records import (
    AccountingRow,
    accounting_periods,
    latest_delegation,
)
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import FieldErrors, check_required


@dataclass(frozen=True)
class AccountingDataInput:
    period_start: date | None
    period_end: date | None
    received_on: date | None
    reference: str


def _holder(session: Session, ctx: ServiceContext, line_id: uuid.UUID) -> LineDelegation:
    """The line's contract of permission or concession, whose holder the paragraph obliges."""
    delegation = latest_delegation(session, line_id)
    if delegation is None or not readjustment_applies(ctx.office.jurisdiction, delegation.kind):
        raise ValidationError(
            {
                "period_start": "Só as permissionárias e concessionárias fornecem dados "
                f"contábeis para o cálculo tarifário ({ARTICLE}): a linha não está sob "
                "contrato de permissão ou concessão."
            }
        )
    return delegation


def record_accounting_data(
    ctx: ServiceContext, line_id: uuid.UUID, data: AccountingDataInput
) -> list[AccountingRow]:
    """Records a delivery of accounting data by the holder of the line's contract."""
    require(ctx, Permission.LINE_EDIT)
    with ctx.database.write() as session:
        delegation = _holder(session, ctx, line_id)
        errors = FieldErrors()
        for problem in check_accounting_period(
            data.period_start, data.period_end, data.received_on, office_today(ctx)
        ):
            errors.add(problem.field, problem.message)
        errors.add("reference", check_required(data.reference))
        errors.raise_if_any()
        assert data.period_start and data.period_end and data.received_on  # refused above
        operator = session.get(Operator, delegation.operator_id)
        assert operator is not None  # operator_id is a foreign key
        row = OperatorAccountingData(
            id=uuid.uuid4(),
            operator_id=operator.id,
            period_start=data.period_start,
            period_end=data.period_end,
            received_on=data.received_on,
            reference=data.reference.strip(),
            created_by_id=ctx.actor.user_id,
            created_at=ctx.clock(),
        )
        insert_audited(session, ctx, row, "create", at=row.created_at)
        return accounting_periods(session, operator.id)
