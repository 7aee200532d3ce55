"""Costs of a removal to a public depot and what its release costs (Res. AGR 105/2017,
arts. 73 §3 and 74; Decreto 8.444/2015, art. 52 §3): the removal, the transfer of the
passengers by another carrier and the stay in another body's depot are recorded as charged
(insert-only), and the release statement lists the fines, fees and costs of the chosen
condition of art. 73 §3 with the payee of each."""

import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import select

from desktop.models.sanctions import (
    VehicleMeasureCost,
    VehicleMeasureCostPayment,
)
from desktop.rules.vehicle_release import Cost
from desktop.services.calendar import office_today, office_zone
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, NotFound
from desktop.services.jurisdiction import require_provided
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.sanctions.measure_costs_records import costs_in, removal_in
from desktop.services.validation import FieldErrors, check_required

COST_KINDS = {
    "remocao": "Despesas com a remoção (Res. AGR 105/2017, art. 73, § 3º)",
    "transbordo": "Transbordo dos passageiros por outra transportadora "
    "(Decreto 8.444/2015, art. 52 §3)",
    "deposito_outro_orgao": "Permanência em depósito de outro órgão, paga a ele "
    "(Res. AGR 105/2017, art. 74, parágrafo único)",
}


@dataclass(frozen=True)
class CostInput:
    kind: str
    amount: Decimal | None
    payee: str
    incurred_on: date | None
    reference: str = ""


def record_measure_cost(
    ctx: ServiceContext, measure_id: uuid.UUID, data: CostInput
) -> tuple[Cost, ...]:
    """Records one cost of the removal as charged; bad input is refused, nothing written.
    A Roraima office is refused first, on its own law: the costs' labels cite Goiás's."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    require_provided(ctx, "despesas_deposito")
    errors = FieldErrors()
    if data.kind not in COST_KINDS:
        errors.add("kind", f"Escolha a despesa: {'; '.join(COST_KINDS.values())}.")
    if data.amount is None or data.amount <= 0:
        errors.add("amount", "Informe o valor cobrado, maior que zero.")
    errors.add(
        "payee",
        check_required(data.payee)
        and "Informe a quem é pago (o órgão do depósito, a transportadora, o guincho).",
    )
    if data.incurred_on is None or data.incurred_on > office_today(ctx):
        errors.add("incurred_on", "Informe a data da despesa (não posterior a hoje).")
    errors.raise_if_any()
    with ctx.database.write() as session:
        measure = removal_in(session, measure_id)
        if measure.released_at is not None:
            raise Conflict("O veículo já foi liberado: as despesas vão antes da liberação.")
        assert data.incurred_on is not None and data.amount is not None  # refused above
        if data.incurred_on < measure.started_at.astimezone(office_zone(ctx)).date():
            errors.add("incurred_on", "A despesa não é anterior à remoção.")
            errors.raise_if_any()
        row = VehicleMeasureCost(
            measure_id=measure.id,
            kind=data.kind,
            amount=data.amount,
            payee=data.payee.strip(),
            incurred_on=data.incurred_on,
            reference=data.reference.strip(),
            created_at=ctx.clock(),
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(
            session, ctx, row, "create", entity="vehicle_measure_cost", at=row.created_at
        )
        return costs_in(session, measure.id)


def record_cost_payment(
    ctx: ServiceContext, cost_id: uuid.UUID | None, paid_on: date | None, reference: str
) -> tuple[Cost, ...]:
    """Records that a cost of the removal was paid to the one who charged it (the receipt in
    `reference`), once: the release of art. 73 §3, II and IV waits for it (Decreto
    8.444/2015, art. 52 §3, II and IV). Bad input is refused, nothing written."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    require_provided(ctx, "despesas_deposito")
    errors = FieldErrors()
    errors.add("cost", "Escolha a despesa paga." if cost_id is None else None)
    if paid_on is None or paid_on > office_today(ctx):
        errors.add("paid_on", "Informe a data do pagamento (não posterior a hoje).")
    errors.add(
        "reference",
        check_required(reference)
        and "Informe o comprovante do pagamento a quem cobrou a despesa (Res. AGR 105/2017, "
        "art. 73, § 3º).",
    )
    errors.raise_if_any()
    assert cost_id is not None and paid_on is not None  # refused above
    with ctx.database.write() as session:
        cost = session.get(VehicleMeasureCost, cost_id)
        if cost is None:
            raise NotFound("Despesa não encontrada.")
        measure = removal_in(session, cost.measure_id)
        if session.scalar(
            select(VehicleMeasureCostPayment.id).where(VehicleMeasureCostPayment.cost_id == cost.id)
        ):
            raise Conflict("O pagamento desta despesa já foi registrado.")
        if paid_on < cost.incurred_on:
            errors.add("paid_on", "O pagamento não é anterior à despesa.")
            errors.raise_if_any()
        row = VehicleMeasureCostPayment(
            cost_id=cost.id,
            paid_on=paid_on,
            reference=reference.strip(),
            created_at=ctx.clock(),
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(
            session, ctx, row, "create", entity="vehicle_measure_cost_payment", at=row.created_at
        )
        return costs_in(session, measure.id)
