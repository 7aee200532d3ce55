"""Civil-liability insurance of the vehicles (Res. AGR 105/2017 arts. 17 IV, 50-51, 56 V).

A policy is issued in the operator's name (art. 50) and identifies the vehicle (art. 17 IV);
it covers damage to the passengers per vehicle and per event (art. 51) and must be in force
for a trip licence (art. 51 §2) on every day of travel: the policies are kept as recorded,
never rewritten (the database refuses it), and a licence reads their periods
(`policy_covers`). In Goiás the cover must reach the minimum the AGR set (art. 51 §§1º and
3º), a dated value of the office's rulebook decided by `desktop.rules.insurance`. The vehicle
keeps the latest end date of its policies so the list of what lapses soon is one query.
"""

import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import bindparam, func, select
from sqlalchemy.orm import Session

from desktop.models.operators import Operator
from desktop.models.vehicles import InsurancePolicy, Vehicle
from desktop.rules.insurance import PolicyCover, cover_error, minimum_cover_series
from desktop.rules.money import parse_brl
from desktop.rules.rulebook import DatedValue
from desktop.rules.vehicle_articles import record_article
from desktop.services.context import ServiceContext
from desktop.services.errors import ServiceError
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook_in
from desktop.services.validation import (
    FieldErrors,
    check_cnpj,
    check_required,
    format_cnpj,
    normalize_cnpj,
)
from desktop.services.vehicles.history import audit_vehicle, record_event, vehicle_state
from desktop.services.vehicles.insurance_records import PolicyRow, policy_row
from desktop.services.vehicles.records import (
    IN_FORCE,
    load_vehicle,
    vehicle_of_vinculada_alone,
    vinculada_alone_of,
)


@dataclass(frozen=True)
class PolicyInput:
    """A policy as typed; `coverage` in reais as the clerk writes it ("1.500.000,00")."""

    insurer: str
    policy_number: str
    insured_cnpj: str
    coverage: str
    starts_on: date | None
    ends_on: date | None


def minimum_covers(session: Session, jurisdiction: str) -> tuple[DatedValue, ...]:
    """The minimum covers the AGR set (Res. 105, art. 51 §§1º and 3º), as the office
    recorded them; none in Roraima, where Res. 105 does not apply."""
    if jurisdiction != "GO":
        return ()
    return minimum_cover_series(office_rulebook_in(session, jurisdiction))


def check_policy(
    errors: FieldErrors,
    data: PolicyInput,
    operator: Operator,
    jurisdiction: str,
    prefix: str = "",
    minimums: tuple[DatedValue, ...] = (),
) -> Decimal | None:
    """Adds the messages of the fields at fault; returns the coverage read. `minimums`
    (GO, art. 51 §§1º and 3º): the cover must reach the one in force on the first day.
    RR: the delegatária's insurance of Lei 664 art. 39; Goiás, the característica vinculada
    alone: the empresa ou instituição's (art. 56, V, with art. 50)."""
    rr = jurisdiction == "RR"
    errors.add(prefix + "insurer", check_required(data.insurer))
    errors.add(prefix + "policy_number", check_required(data.policy_number))
    cnpj_message = check_cnpj(data.insured_cnpj)
    if cnpj_message is None and normalize_cnpj(data.insured_cnpj) != operator.cnpj:
        cnpj_message = (
            f"A apólice deve ser emitida em nome da delegatária, CNPJ "
            f"{format_cnpj(operator.cnpj)} (Lei RR 664/2008, art. 39)."
            if rr
            else f"A apólice deve ser emitida em nome da empresa ou instituição, CNPJ "
            f"{format_cnpj(operator.cnpj)} (Res. AGR 105/2017, art. 56, V, e art. 50)."
            if vinculada_alone_of(operator, jurisdiction)
            else f"A apólice deve ser emitida em nome da autorizatária, CNPJ "
            f"{format_cnpj(operator.cnpj)} (Res. AGR 105/2017, art. 50)."
        )
    errors.add(prefix + "insured_cnpj", cnpj_message)
    coverage = parse_brl(data.coverage)
    if coverage is None or coverage <= 0:
        errors.add(
            prefix + "coverage",
            "Informe o valor da cobertura do seguro, em reais (Lei RR 664/2008, art. 39)."
            if rr
            else "Informe o valor da cobertura por veículo e por evento (Res. AGR 105/2017, "
            "art. 51), em reais.",
        )
        coverage = None
    elif data.starts_on is not None:
        errors.add(prefix + "coverage", cover_error(minimums, data.starts_on, coverage))
    if data.starts_on is None:
        errors.add(prefix + "starts_on", "Informe o início da vigência.")
    if data.ends_on is None:
        errors.add(prefix + "ends_on", "Informe o fim da vigência.")
    elif data.starts_on is not None and data.ends_on <= data.starts_on:
        errors.add(prefix + "ends_on", "O fim da vigência deve ser posterior ao início.")
    return coverage


def add_policy(
    session: Session,
    ctx: ServiceContext,
    vehicle: Vehicle,
    data: PolicyInput,
    coverage: Decimal,
) -> InsurancePolicy:
    """Stores a checked policy and keeps the vehicle's insurance validity in step."""
    assert data.starts_on is not None  # check_policy refused a policy without its start
    policy = InsurancePolicy(
        id=uuid.uuid4(),
        vehicle_id=vehicle.id,
        operator_id=vehicle.operator_id,
        insurer=data.insurer.strip(),
        policy_number=data.policy_number.strip(),
        insured_cnpj=normalize_cnpj(data.insured_cnpj),
        coverage=coverage,
        starts_on=data.starts_on,
        ends_on=data.ends_on,
        created_by_id=ctx.actor.user_id,
        created_at=ctx.clock(),
    )
    insert_audited(session, ctx, policy, "create", entity="insurance_policy", at=policy.created_at)
    vehicle.insurance_valid_until = session.scalar(
        select(func.max(InsurancePolicy.ends_on)).where(
            InsurancePolicy.vehicle_id == vehicle.id,
            InsurancePolicy.operator_id == vehicle.operator_id,
        )
    )
    record_event(
        session,
        ctx,
        vehicle,
        "seguro",
        data.starts_on,
        f"Apólice nº {policy.policy_number} ({policy.insurer}), vigência "
        f"{data.starts_on:%d/%m/%Y} a {data.ends_on:%d/%m/%Y}",
        record_article(
            ctx.office.jurisdiction,
            "insurance",
            vehicle_of_vinculada_alone(session, vehicle, ctx.office.jurisdiction),
        ),
    )
    return policy


def record_policy(ctx: ServiceContext, vehicle_id: uuid.UUID, data: PolicyInput) -> PolicyRow:
    require(ctx, Permission.VEHICLE_EDIT)
    with ctx.database.write() as session:
        vehicle = load_vehicle(session, vehicle_id)
        if vehicle.status != IN_FORCE:
            raise ServiceError("O veículo não está registrado: não recebe apólice.")
        operator = session.get(Operator, vehicle.operator_id)
        assert operator is not None  # the vehicle's operator (foreign key)
        errors = FieldErrors()
        jurisdiction = ctx.office.jurisdiction
        coverage = check_policy(
            errors, data, operator, jurisdiction, minimums=minimum_covers(session, jurisdiction)
        )
        errors.raise_if_any()
        assert coverage is not None  # check_policy read it, or raised above
        before = vehicle_state(vehicle)
        policy = add_policy(session, ctx, vehicle, data, coverage)
        vehicle.updated_at = ctx.clock()
        audit_vehicle(session, ctx, vehicle, "insurance", before)
        return policy_row(policy)


# Built once: the licence check asks it for every vehicle (issue 18 §4).
_COVERS = (
    select(InsurancePolicy.starts_on, InsurancePolicy.ends_on, InsurancePolicy.coverage)
    .where(
        InsurancePolicy.vehicle_id == bindparam("vehicle_id"),
        InsurancePolicy.operator_id == bindparam("operator_id"),
    )
    .order_by(InsurancePolicy.starts_on)
)


def policy_covers(session: Session, vehicle: Vehicle) -> tuple[PolicyCover, ...]:
    """The periods and covers of the policies in the name of the vehicle's operator (art. 50:
    a policy of a former operator insures nobody now), oldest first."""
    rows = session.execute(_COVERS, {"vehicle_id": vehicle.id, "operator_id": vehicle.operator_id})
    return tuple(PolicyCover(first, last, cover) for first, last, cover in rows)
