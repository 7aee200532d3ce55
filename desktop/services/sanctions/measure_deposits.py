"""The security deposit (caução) that releases a removed vehicle and its refund, corrected,
when the auto falls (Res. AGR 105/2017, art. 73 §3, III, and §4; Decreto 8.444/2015, art. 52
§3, III). The deposit covers the fines, fees and costs of the release statement; the refund
uses the correction index the office records as a dated value of the rulebook
(`indice_correcao_caucao`, with its source), on the deposit day and on the refund day."""

import uuid
from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.sanctions import (
    DepositRefund,
    SanctionProcess,
    VehicleMeasure,
    VehicleMeasureDeposit,
)
from desktop.rules.choices import ProcessStage
from desktop.rules.errors import RulesError
from desktop.rules.money import format_brl
from desktop.rules.vehicle_release import (
    CORRECTION_INDEX,
    corrected_refund,
    deposit_covers,
    require_refund_due,
)
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, ValidationError
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook_in
from desktop.services.sanctions.measure_costs_records import removal_in, statement_in
from desktop.services.sanctions.measure_deposits_records import DepositRow, deposit_row
from desktop.services.sanctions.payments import latest_decision
from desktop.services.sanctions.process_events import add_event
from desktop.services.validation import FieldErrors, check_required


def _process(session: Session, measure: VehicleMeasure) -> SanctionProcess:
    process = session.scalar(
        select(SanctionProcess).where(SanctionProcess.notice_id == measure.notice_id)
    )
    assert process is not None  # every notice opens its process with it
    return process


def deposit_in(session: Session, measure_id: uuid.UUID) -> VehicleMeasureDeposit | None:
    return session.scalar(
        select(VehicleMeasureDeposit).where(VehicleMeasureDeposit.measure_id == measure_id)
    )


def _dated(ctx: ServiceContext, errors: FieldErrors, field: str, day: date | None) -> date:
    if day is None or day > office_today(ctx):
        errors.add(field, "Informe a data (não posterior a hoje).")
    return day or office_today(ctx)


def record_deposit(
    ctx: ServiceContext,
    measure_id: uuid.UUID,
    amount: Decimal | None,
    deposited_on: date | None,
    reference: str,
) -> DepositRow:
    """Records the caução of a removal still held; an amount under the statement of art. 73
    §3, III or bad input is refused with the article, nothing written."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    errors = FieldErrors()
    day = _dated(ctx, errors, "deposited_on", deposited_on)
    if amount is None:
        errors.add("amount", "Informe o valor depositado.")
    errors.add("reference", check_required(reference) and "Informe a guia do depósito.")
    errors.raise_if_any()
    assert amount is not None  # refused above when missing
    with ctx.database.write() as session:
        measure = removal_in(session, measure_id)
        if measure.released_at is not None:
            raise Conflict("O veículo já foi liberado.")
        if deposit_in(session, measure.id) is not None:
            raise Conflict("A caução desta remoção já foi registrada.")
        try:
            deposit_covers(statement_in(session, ctx, measure, "caucao", day), amount)
        except RulesError as error:
            raise ValidationError.from_rules(error) from error
        deposit = VehicleMeasureDeposit(
            measure_id=measure.id,
            amount=amount,
            deposited_on=day,
            reference=reference.strip(),
            created_at=ctx.clock(),
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(
            session, ctx, deposit, "create", entity="vehicle_measure_deposit", at=deposit.created_at
        )
        add_event(
            session,
            ctx,
            _process(session, measure).id,
            "caucao",
            day,
            f"Caução de {format_brl(amount)} depositada ({reference.strip()}), "
            f"veículo {measure.plate}.",
            "Res. AGR 105/2017, art. 73 §3, III; Decreto 8.444/2015, art. 52 §3, III",
        )
        return deposit_row(deposit, None)


def refund_deposit(
    ctx: ServiceContext, measure_id: uuid.UUID, refunded_on: date | None, reference: str
) -> DepositRow:
    """Returns the caução, corrected, once the process judged the auto unfounded (art. 73
    §4); refused while it is not, or without the index of the refund day recorded."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    errors = FieldErrors()
    day = _dated(ctx, errors, "refunded_on", refunded_on)
    errors.add("reference", check_required(reference) and "Informe a ordem de pagamento.")
    errors.raise_if_any()
    with ctx.database.write() as session:
        measure = removal_in(session, measure_id)
        deposit = deposit_in(session, measure.id)
        if deposit is None:
            raise Conflict("Não há caução registrada para esta remoção.")
        if session.scalar(select(DepositRefund.id).where(DepositRefund.deposit_id == deposit.id)):
            raise Conflict("A caução já foi devolvida.")
        process = _process(session, measure)
        decision = latest_decision(session, process.id)
        try:
            require_refund_due(
                process.stage == ProcessStage.ENCERRADO,
                decision.upholds if decision is not None else None,
            )
        except RulesError as error:
            raise Conflict(error.sentence) from error
        try:
            refund = corrected_refund(
                office_rulebook_in(session, "GO"), deposit.amount, deposit.deposited_on, day
            )
        except RulesError as error:
            message = error.message
            if error.field == CORRECTION_INDEX:
                message = f"Registre o índice de correção da caução: {message}."
            raise ValidationError({"refunded_on": message}) from error
        row = DepositRefund(
            deposit_id=deposit.id,
            refunded_on=day,
            index_then=refund.index_then.value,
            index_now=refund.index_now.value,
            corrected_amount=refund.corrected,
            articles="; ".join(refund.articles),
            reference=reference.strip(),
            created_at=ctx.clock(),
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(
            session, ctx, row, "create", entity="vehicle_deposit_refund", at=row.created_at
        )
        add_event(
            session,
            ctx,
            process.id,
            "devolucao_caucao",
            day,
            f"Caução de {format_brl(deposit.amount)} devolvida corrigida: "
            f"{format_brl(refund.corrected)} ({reference.strip()}).",
            row.articles,
        )
        return deposit_row(deposit, row)
