"""Administrative measures on the vehicle of an auto de infração.

GO (Res. AGR 105/2017, arts. 64, 72-74): retention (art. 72 I-IV) until the fault is cured;
removal to a public depot (art. 73 I-II), released only on one of the conditions of §3, at
most 30 days when the removal is for operating without authorisation (§6), with the daily
depot fee of art. 74 paid to the AGR. RR (Lei 664/2008, art. 90): apprehension of at least
72 hours in the charter cases of I-VI, released after the term with the faults cured (§3),
by a superior authority on recidivism (§4). The rules engine proposes the measures and
computes every term and fee.

Depot days are counted by `desktop.rules.measures.depot_days` (art. 74): the removal day
counts, the release day does not.
"""

import uuid
from datetime import datetime
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.payments import Debt, Payment
from desktop.models.sanctions import (
    InfractionNotice,
    SanctionProcess,
    VehicleMeasure,
)
from desktop.rules import apprehension, depot_fee, removal_term
from desktop.rules.dates import br_date_time
from desktop.rules.errors import RulesError
from desktop.rules.measures import depot_days, held_refusal, inciso_refusal
from desktop.rules.money import format_brl
from desktop.rules.vehicle_release import require_costs_paid
from desktop.services.calendar import office_time, office_zone
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, NotFound, ValidationError
from desktop.services.office.audit import insert_audited, record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook, office_rulebook_in
from desktop.services.sanctions.measure_costs_records import costs_in
from desktop.services.sanctions.measure_deposits import deposit_in
from desktop.services.sanctions.measures_records import (
    KIND_LABELS,
    MeasureRow,
    measure_row,
    notice_codes,
)
from desktop.services.sanctions.payments import latest_decision
from desktop.services.sanctions.process_events import add_event
from desktop.services.validation import FieldErrors, check_required

KINDS: dict[str, dict[str, tuple[str, ...]]] = {
    "GO": {"retencao": ("I", "II", "III", "IV"), "remocao": ("I", "II")},
    "RR": {"apreensao": ("I", "II", "III", "IV", "V", "VI")},
}
RELEASE_BASES = {
    "retencao": {"sanada": "irregularidade sanada no local (Res. AGR 105/2017, art. 72)"},
    "remocao": {
        "improcedencia": "art. 73, § 3º, I — processo concluído pela improcedência do auto",
        "procedencia_paga": "art. 73, § 3º, II — processo concluído, multas, taxas e despesas "
        "pagas",
        "caucao": "art. 73, § 3º, III — depósito antecipado em caução",
        "saneamento": "art. 73, § 3º, IV — irregularidade sanada, taxas e despesas pagas",
        "limite_30_dias": "art. 73, § 6º — prazo máximo de 30 dias da remoção",
    },
    "apreensao": {
        "cumprido": "Lei RR 664/2008, art. 90, § 3º — prazo cumprido e irregularidades sanadas"
    },
}
FEE_BASES = ("procedencia_paga", "caucao", "saneamento")
# Art. 73, II: the retained vehicle whose fault is not cured on the spot is removed to the
# depot; the removal ends its retention (never released as cured).
REMOVED_AFTER_RETENTION = "removido"
REMOVED_AFTER_RETENTION_LABEL = (
    "irregularidade não sanada no local, veículo removido para depósito "
    "(Res. AGR 105/2017, art. 73, II)"
)


# Lei RR 664/2008, art. 90 §4º: the release of a recidivist's apprehension is the superior
# authority's act, which the process records.
SUPERIOR_RELEASE = (
    "; por ato da autoridade superior do órgão de fiscalização, na reincidência "
    "(Lei RR 664/2008, art. 90, § 4º)"
)


def _needs_superior_authority(measure: VehicleMeasure) -> bool:
    """The apprehension was dated by `apprehension` as a recidivist's (art. 90 §4º)."""
    return measure.kind == "apreensao" and "art. 90 §4º" in measure.articles


def local_time(ctx: ServiceContext, instant: datetime) -> str:
    """`instant` as the office's clock shows it, "21/04/2026 14:05"."""
    return br_date_time(office_time(ctx, instant))


def _apprehended_before(session: Session, cnpj: str, notice_id: uuid.UUID) -> bool:
    return (
        session.scalar(
            select(VehicleMeasure.id)
            .join(InfractionNotice, InfractionNotice.id == VehicleMeasure.notice_id)
            .where(
                InfractionNotice.operator_cnpj == cnpj,
                VehicleMeasure.kind == "apreensao",
                VehicleMeasure.notice_id != notice_id,
            )
            .limit(1)
        )
        is not None
    )


def _held(session: Session, plate: str) -> tuple[tuple[str, str], ...]:
    """The measures not released on the vehicle `plate`, with their auto's number."""
    return tuple(
        (kind, number)
        for kind, number in session.execute(
            select(VehicleMeasure.kind, InfractionNotice.number)
            .join(InfractionNotice, InfractionNotice.id == VehicleMeasure.notice_id)
            .where(VehicleMeasure.plate == plate, VehicleMeasure.released_at.is_(None))
            .order_by(VehicleMeasure.started_at)
        )
    )


def apply_measure(
    ctx: ServiceContext,
    notice_id: uuid.UUID,
    kind: str,
    inciso: str,
    started_at: datetime | None,
    depot: str = "",
) -> MeasureRow:
    """Records the measure the inspector took with the notice (art. 73 §1)."""
    require(ctx, Permission.NOTICE_RECORD)
    rulebook = office_rulebook(ctx)
    allowed = KINDS[ctx.office.jurisdiction]
    errors = FieldErrors()
    if kind not in allowed:
        errors.add(
            "kind",
            f"Medida administrativa não prevista: {', '.join(KIND_LABELS[k] for k in allowed)}.",
        )
    elif inciso not in allowed[kind]:
        errors.add("inciso", f"Inciso inválido para {KIND_LABELS[kind]}.")
    if kind in ("remocao", "apreensao") and check_required(depot):
        errors.add("depot", "Informe o depósito ou pátio onde o veículo ficou.")
    with ctx.database.write() as session:
        notice = session.get(InfractionNotice, notice_id)
        if notice is None:
            raise NotFound("Auto de infração não encontrado.")
        if started_at is None or started_at.tzinfo is None:
            errors.add("started_at", "Informe data e hora da medida.")
        elif started_at < notice.occurred_at or started_at > ctx.clock():
            errors.add(
                "started_at",
                "A medida é tomada no ato da fiscalização: entre a hora do auto e agora"
                + (
                    " (Res. AGR 105/2017, art. 73, § 1º)."
                    if ctx.office.jurisdiction == "GO"
                    else "."
                ),
            )
        if kind in allowed:
            errors.add("kind", held_refusal(kind, notice.plate, _held(session, notice.plate)))
            codes = notice_codes(session, notice.id)
            errors.add("inciso", inciso_refusal(rulebook, kind, inciso, codes))
        errors.raise_if_any()
        assert started_at is not None  # refused above when missing
        limit_day = earliest = None
        articles: tuple[str, ...] = ()
        local_day = started_at.astimezone(office_zone(ctx)).date()
        if kind == "retencao":
            articles = (f"Res. AGR 105/2017, art. 72, {inciso}", "Res. AGR 105/2017, art. 64, I")
        elif kind == "remocao":
            articles = (f"Res. AGR 105/2017, art. 73, {inciso}", "Res. AGR 105/2017, art. 64, II")
            if inciso == "I":
                term = removal_term(rulebook, local_day)
                limit_day, articles = term.last_day, articles + term.articles
        else:
            outcome = apprehension(
                rulebook, started_at, _apprehended_before(session, notice.operator_cnpj, notice.id)
            )
            earliest = outcome.earliest_release
            articles = (f"Lei RR 664/2008, art. 90, {inciso}",) + outcome.articles
        measure = VehicleMeasure(
            notice_id=notice.id,
            kind=kind,
            plate=notice.plate,
            inciso=inciso,
            depot=depot.strip(),
            started_at=started_at,
            limit_day=limit_day,
            earliest_release_at=earliest,
            articles="; ".join(articles),
            created_at=ctx.clock(),
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(
            session, ctx, measure, "apply", entity="vehicle_measure", at=measure.created_at
        )
        if kind == "remocao":
            _end_retentions(session, ctx, measure, notice.number)
        process = session.scalar(
            select(SanctionProcess).where(SanctionProcess.notice_id == notice.id)
        )
        assert process is not None  # every notice opens its process with it
        parts = [f"{KIND_LABELS[kind]}, inciso {inciso}, placa {notice.plate}"]
        if depot.strip():
            parts.append(f"depósito {depot.strip()}")
        if limit_day:
            parts.append(f"prazo máximo até {limit_day:%d/%m/%Y}")
        if earliest:
            parts.append(f"liberação não antes de {local_time(ctx, earliest)}")
        add_event(
            session,
            ctx,
            process.id,
            "medida",
            local_day,
            "; ".join(parts) + ".",
            "; ".join(articles),
        )
        return measure_row(measure, notice.number)


def _end_retentions(
    session: Session, ctx: ServiceContext, removal: VehicleMeasure, number: str
) -> None:
    """The retentions still held on the removed vehicle end with its removal (art. 73, II),
    each noted in its own process."""
    retained = session.scalars(
        select(VehicleMeasure).where(
            VehicleMeasure.plate == removal.plate,
            VehicleMeasure.kind == "retencao",
            VehicleMeasure.released_at.is_(None),
        )
    ).all()
    for retention in retained:
        before = snapshot(retention)
        retention.released_at = max(removal.started_at, retention.started_at)
        retention.release_basis = REMOVED_AFTER_RETENTION
        retention.release_note = f"Removido para depósito pelo auto nº {number}."
        session.flush()
        record_audit(
            session,
            ctx.actor,
            "vehicle_measure",
            retention.id,
            "release",
            before,
            snapshot(retention),
            ctx.clock(),
        )
        process_id = session.scalar(
            select(SanctionProcess.id).where(SanctionProcess.notice_id == retention.notice_id)
        )
        assert process_id is not None  # every notice opens its process with it
        add_event(
            session,
            ctx,
            process_id,
            "medida",
            retention.released_at.astimezone(office_zone(ctx)).date(),
            f"Retenção do veículo {retention.plate} encerrada: "
            f"{REMOVED_AFTER_RETENTION_LABEL}, auto nº {number}.",
            "Res. AGR 105/2017, art. 73, II",
        )


def _check_release(
    session: Session,
    ctx: ServiceContext,
    measure: VehicleMeasure,
    notice: InfractionNotice,
    released_at: datetime,
    basis: str,
    superior_authority: bool,
    act: str,
    errors: FieldErrors,
) -> None:
    process = session.scalar(select(SanctionProcess).where(SanctionProcess.notice_id == notice.id))
    assert process is not None  # every notice opens its process with it
    decision = latest_decision(session, process.id)
    local_day = released_at.astimezone(office_zone(ctx)).date()
    if basis == "improcedencia" and not (
        process.stage == "encerrado" and decision is not None and not decision.upholds
    ):
        errors.add(
            "basis",
            "O processo ainda não foi concluído pela improcedência ou "
            "insubsistência do auto (Res. AGR 105/2017, art. 73, § 3º, I).",
        )
    if basis == "procedencia_paga" and (
        process.stage != "encerrado"
        or decision is None
        or not decision.upholds
        or unpaid_debts_of_process(session, process.id)
    ):
        errors.add(
            "basis",
            "Exige o processo concluído pela procedência e as multas pagas (Res. AGR 105/2017, "
            "art. 73, § 3º, II).",
        )
    if basis == "caucao" and deposit_in(session, measure.id) is None:
        errors.add(
            "basis",
            "Registre antes o depósito da caução das multas, taxas e despesas "
            "(Res. AGR 105/2017, art. 73, § 3º, III).",
        )
    if basis == "saneamento" and measure.inciso != "II":
        errors.add(
            "basis",
            "O saneamento só libera o veículo removido por irregularidade não "
            "sanável no local (Res. AGR 105/2017, art. 73, § 3º, IV, e caput, II).",
        )
    if basis == "limite_30_dias" and (measure.limit_day is None or local_day < measure.limit_day):
        errors.add(
            "basis",
            "O prazo de 30 dias do art. 73, § 6º, só se aplica à remoção por "
            "operar sem autorização, e ainda não terminou.",
        )
    if measure.kind == "apreensao":
        assert measure.earliest_release_at is not None  # apply_measure dates every apprehension
        if released_at < measure.earliest_release_at:
            errors.add(
                "released_at",
                "A apreensão dura no mínimo 72 horas (Lei RR 664/2008, "
                "art. 90): liberação a partir de "
                f"{local_time(ctx, measure.earliest_release_at)}.",
            )
        if _needs_superior_authority(measure) and not superior_authority:
            errors.add(
                "superior_authority",
                "Na reincidência a liberação é ato da autoridade "
                "superior do órgão de fiscalização (Lei RR 664/2008, art. 90, § 4º).",
            )
        if check_required(act):
            errors.add(
                "note",
                "Informe o ato do órgão fiscalizador que libera o veículo "
                + (
                    "(Lei RR 664/2008, art. 90, §§ 3º e 4º: na reincidência, da autoridade "
                    "superior)."
                    if _needs_superior_authority(measure)
                    else "(Lei RR 664/2008, art. 90, § 3º)."
                ),
            )


def unpaid_debts_of_process(session: Session, process_id: uuid.UUID) -> list[Debt]:
    """The fines of the process not fully paid (whatever their due date)."""
    debts = session.scalars(
        select(Debt).where(Debt.process_id == process_id, Debt.cancelled_on.is_(None))
    ).all()
    unpaid = []
    for debt in debts:
        paid = sum(
            (p.amount for p in session.scalars(select(Payment).where(Payment.debt_id == debt.id))),
            Decimal(0),
        )
        if paid < debt.amount:
            unpaid.append(debt)
    return unpaid


def release_vehicle(
    ctx: ServiceContext,
    measure_id: uuid.UUID,
    released_at: datetime | None,
    basis: str,
    fee_reference: str = "",
    note: str = "",
    superior_authority: bool = False,
) -> MeasureRow:
    """Releases the vehicle on one of the conditions of art. 73 §3 (GO removal), after the
    fault is cured (GO retention) or after 72 hours (RR apprehension, by the act `note`
    names: art. 90 §3º). For a removal the
    daily depot fee of art. 74 is computed and, on the bases that require it, registered as
    paid with its guia (`fee_reference`)."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    with ctx.database.write() as session:
        measure = session.get(VehicleMeasure, measure_id)
        if measure is None:
            raise NotFound("Medida não encontrada.")
        if measure.released_at is not None:
            raise Conflict("O veículo já foi liberado.")
        notice = session.get(InfractionNotice, measure.notice_id)
        assert notice is not None  # the measure's notice (foreign key)
        errors = FieldErrors()
        if basis not in RELEASE_BASES[measure.kind]:
            errors.add(
                "basis",
                "Escolha a condição de liberação: "
                f"{'; '.join(RELEASE_BASES[measure.kind].values())}.",
            )
        if released_at is None or released_at.tzinfo is None:
            errors.add("released_at", "Informe data e hora da liberação.")
        elif released_at < measure.started_at or released_at > ctx.clock():
            errors.add("released_at", "A liberação fica entre a medida e agora.")
        if errors.messages:
            errors.raise_if_any()
        assert released_at is not None  # refused above when missing
        _check_release(
            session, ctx, measure, notice, released_at, basis, superior_authority, note, errors
        )
        needs_fee = measure.kind == "remocao" and basis in FEE_BASES
        if needs_fee and check_required(fee_reference):
            errors.add(
                "fee_reference",
                "Informe a guia de pagamento das taxas e despesas do "
                "depósito (Res. AGR 105/2017, art. 73, § 3º; art. 74).",
            )
        errors.raise_if_any()
        before = snapshot(measure)
        release_day = released_at.astimezone(office_zone(ctx)).date()
        costs = costs_in(session, measure.id)
        try:
            # art. 73 §3, II and IV: the costs charged by others are paid before the release
            require_costs_paid(basis, costs, release_day)
        except RulesError as error:
            raise ValidationError.from_rules(error) from error
        # Res. 105, art. 74 sole §: another body's depot is paid to that body, not the AGR.
        other_depot = any(cost.kind == "deposito_outro_orgao" for cost in costs)
        fee = None
        if measure.kind == "remocao" and not other_depot:
            start_day = measure.started_at.astimezone(office_zone(ctx)).date()
            try:
                fee = depot_fee(
                    office_rulebook_in(session, ctx.office.jurisdiction),
                    depot_days(start_day, release_day),
                    start_day,
                )
            except RulesError as error:
                raise ValidationError.from_rules(error) from error
            if needs_fee:
                _fee_charged(session, ctx, notice, measure, fee, release_day, fee_reference)
            elif basis == "limite_30_dias":
                # Art. 73 §6 ends the removal, not the daily fee of its stay (art. 74): it
                # stays owed to the AGR, due on the release.
                _fee_charged(session, ctx, notice, measure, fee, release_day, None)
        # The depot fee is written with the release, in one UPDATE: the database admits it
        # only then (desktop/models/sanctions.py).
        if fee is not None:
            measure.depot_days, measure.depot_fee = fee.days, fee.amount
        measure.released_at = released_at
        measure.release_basis = basis
        measure.release_note = note.strip()
        session.flush()
        record_audit(
            session,
            ctx.actor,
            "vehicle_measure",
            measure.id,
            "release",
            before,
            snapshot(measure),
            ctx.clock(),
        )
        process = session.scalar(
            select(SanctionProcess).where(SanctionProcess.notice_id == notice.id)
        )
        assert process is not None  # every notice opens its process with it
        add_event(
            session,
            ctx,
            process.id,
            "liberacao",
            release_day,
            f"Veículo {measure.plate} liberado: {RELEASE_BASES[measure.kind][basis]}"
            + (f"; ato de liberação: {note.strip()}" if measure.kind == "apreensao" else "")
            + (SUPERIOR_RELEASE if _needs_superior_authority(measure) else "")
            + (
                f"; {measure.depot_days} diária(s) de depósito, {format_brl(measure.depot_fee)}"
                if measure.depot_fee is not None
                else ""
            )
            + ".",
            measure.articles,
        )
        return measure_row(measure, notice.number)


def _fee_charged(session, ctx, notice, measure, fee, day, reference: str | None) -> None:
    """The depot fee of art. 74 as a debt due on the release `day`, paid that day with the
    guia `reference` when one is given."""
    debt = Debt(
        id=uuid.uuid4(),
        operator_id=notice.operator_id,
        cnpj=notice.operator_cnpj,
        kind="taxa_deposito",
        description=f"Taxa de depósito — {fee.days} diária(s) de {format_brl(fee.daily.value)}, "
        f"veículo "
        f"{measure.plate}, auto nº {notice.number}",
        articles="; ".join(fee.articles),
        amount=fee.amount,
        due_on=day,
        process_id=session.scalar(
            select(SanctionProcess.id).where(SanctionProcess.notice_id == notice.id)
        ),
        created_at=ctx.clock(),
        created_by_id=ctx.actor.user_id,
    )
    session.add(debt)
    session.flush()
    if reference is not None:
        session.add(
            Payment(
                debt_id=debt.id,
                paid_on=day,
                amount=fee.amount,
                reference=reference.strip(),
                created_at=ctx.clock(),
                created_by_id=ctx.actor.user_id,
            )
        )
    action = "create" if reference is None else "create_paid"
    record_audit(session, ctx.actor, "debt", debt.id, action, None, snapshot(debt), ctx.clock())
