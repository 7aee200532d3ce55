"""A decision of the sanction process checked and recorded (Res. AGR 105/2017, arts.
86-96): motivated, not before the last act, a penalty for each infraction of the notice
(art. 68 §3), the engine's proposal changed only with a reason, warning, suspension and
caducity only in the ordinary process (art. 81 II), a revision never worse (art. 96 §5);
the penalties applied, the sanctions in force against the operator and the act in the
timeline, in the caller's transaction."""

import uuid
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.sanctions import (
    InfractionNotice,
    OperatorSanction,
    Penalty,
    ProcessDecision,
    ProcessEvent,
    SanctionProcess,
)
from desktop.rules import suspension_period
from desktop.rules.errors import RulesError
from desktop.rules.fines import PENALTIES, SEVERITY
from desktop.rules.money import format_brl
from desktop.rules.ordinary_terms import ordinary_act_day_error
from desktop.rules.sanctions import penalties_sentence
from desktop.rules.state_data import recidivism_data_line
from desktop.services.calendar import office_calendar, office_today
from desktop.services.context import ServiceContext
from desktop.services.documents.statewide_status import restate
from desktop.services.errors import ValidationError
from desktop.services.network.sync import state_data_line
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.rule_values import office_rulebook_in
from desktop.services.sanctions.notice_records import notice_subject
from desktop.services.sanctions.payments import cancel_outstanding_debts
from desktop.services.sanctions.process import (
    add_event,
)
from desktop.services.validation import FieldErrors, check_required

INSTANCE_LABELS = {
    "primeira": "Julgamento em primeira instância (Res. AGR 105/2017, arts. 86-89)",
    "unica": "Julgamento pelo Conselho Regulador em instância única (Res. AGR 105/2017, art. 94)",
    "reexame": "Reexame obrigatório pelo Conselho Regulador (Res. AGR 105/2017, art. 90)",
    "conselho": "Decisão do Conselho Regulador sobre o recurso (Res. AGR 105/2017, arts. 91-92)",
    "revisao": "Revisão do processo (Res. AGR 105/2017, art. 96)",
}
# Lei RR 664/2008, art. 91: the decision on the defence is published in the Diário Oficial
# and the appeal goes to the CRE/RR; Res. 105's single instance and mandatory review by the
# Council do not exist in Roraima, nor the revision of Res. 105 art. 96 (`penalties.revise`).
RR_INSTANCE_LABELS = {
    "primeira": "Decisão sobre a defesa (Lei 664/2008, art. 91)",
    "conselho": "Decisão do CRE/RR sobre o recurso (Lei 664/2008, art. 91)",
}


CANCELLED_ARTICLES = {"GO": "Res. AGR 105/2017, arts. 88 e 90", "RR": "Lei 664/2008, art. 91"}


def instance_label(instance: str, jurisdiction: str) -> str:
    """The instance of a decision as printed and recorded, in the office's own law."""
    if jurisdiction == "RR":
        return RR_INSTANCE_LABELS.get(instance, INSTANCE_LABELS[instance])
    return INSTANCE_LABELS[instance]


@dataclass(frozen=True)
class PenaltyChoice:
    """What the julgador applies to one infraction; `change_reason` is required when it
    differs from the engine's proposal."""

    code: str
    amount: Decimal
    penalties: tuple[str, ...]
    change_reason: str = ""
    suspension_first_day: date | None = None
    suspension_days: int | None = None


@dataclass(frozen=True)
class DecisionInput:
    decided_on: date | None
    upholds: bool
    reason: str
    penalties: tuple[PenaltyChoice, ...] = field(default_factory=tuple)


def validate_decision(
    session: Session,
    ctx: ServiceContext,
    process: SanctionProcess,
    data: DecisionInput,
    proposals,
    current: dict[str, Penalty] | None,
    ordinary_act: bool = False,
) -> None:
    """`ordinary_act`: the decision is an act of the Goiás ordinary process, on a business
    day (Res. AGR 105/2017, art. 93 §7)."""
    errors = FieldErrors()
    last_act = session.scalar(
        select(ProcessEvent.on)
        .where(ProcessEvent.process_id == process.id)
        .order_by(ProcessEvent.on.desc())
        .limit(1)
    )
    if data.decided_on is None:
        errors.add("decided_on", "Informe a data da decisão.")
    elif data.decided_on > office_today(ctx):
        errors.add("decided_on", "A data da decisão não pode ser posterior a hoje.")
    elif last_act is not None and data.decided_on < last_act:
        errors.add(
            "decided_on",
            "A decisão não pode ser anterior ao último ato do processo "
            f"({last_act.strftime('%d/%m/%Y')}).",
        )
    elif ordinary_act:
        errors.add("decided_on", ordinary_act_day_error(office_calendar(ctx), data.decided_on))
    errors.add("reason", check_required(data.reason) and "A decisão deve ser motivada.")
    if data.upholds:
        _check_choices(errors, process, data, proposals, current, ctx.office.jurisdiction)
    elif data.penalties:
        errors.add("penalties", "Uma decisão que cancela o auto não aplica penalidades.")
    errors.raise_if_any()


def _check_choices(
    errors: FieldErrors,
    process: SanctionProcess,
    data: DecisionInput,
    proposals,
    current: dict[str, Penalty] | None,
    jurisdiction: str,
) -> None:
    """Res. AGR 105/2017 arts. 68 §3, 81 II, 69 and 96 §5 are cited in GO only; an RR office
    is told the same rule without them; the suspension is refused there, applied on the
    operator's record after 3 warnings (Lei RR 664/2008, art. 85)."""
    go = jurisdiction == "GO"
    wanted = [proposal.code for _, proposal in proposals]
    if sorted(choice.code for choice in data.penalties) != sorted(wanted):
        errors.add(
            "penalties",
            f"Decida a penalidade de cada infração do auto: {', '.join(wanted)}"
            + (" (Res. AGR 105/2017, art. 68, § 3º)." if go else "."),
        )
        return
    by_code = {proposal.code: proposal for _, proposal in proposals}
    for choice in data.penalties:
        name = f"penalties.{choice.code}"
        proposal = by_code[choice.code]
        if not choice.penalties or any(p not in PENALTIES for p in choice.penalties):
            errors.add(
                name, "Escolha as penalidades entre multa, advertência, suspensão e caducidade."
            )
            continue
        if (
            not isinstance(choice.amount, Decimal)
            or choice.amount < 0
            or (choice.amount != choice.amount.quantize(Decimal("0.01")))
        ):
            errors.add(name, "Informe o valor da multa em reais, com até 2 casas decimais.")
            continue
        changed = choice.amount != proposal.amount or set(choice.penalties) != set(
            proposal.penalties
        )
        if changed and not choice.change_reason.strip():
            errors.add(
                name,
                f"O valor ou as penalidades diferem da proposta "
                f"({format_brl(proposal.amount)} — {', '.join(proposal.penalties)}): registre o "
                "motivo da alteração.",
            )
        if set(choice.penalties) - {"multa"} and process.kind == "simplificado":
            errors.add(
                name,
                "Advertência, suspensão e caducidade são apuradas em processo "
                "administrativo ordinário (Res. AGR 105/2017, art. 81, II): instaure-o "
                "com a comissão de 3 membros (art. 93, § 1º)."
                if go
                else "Advertência e suspensão pedem o processo administrativo em que a falta "
                "grave é apurada por comissão designada pelo CRE/RR (Lei RR 664/2008, art. 84, "
                "I): instaure-o.",
            )
        if "suspensao" in choice.penalties and not go:
            errors.add(
                name,
                "Em Roraima a suspensão do serviço não se aplica no julgamento do auto: segue "
                "3 advertências escritas sucessivas em 6 meses e é aplicada na aba Penalidades "
                "do operador (Lei RR 664/2008, art. 85).",
            )
        elif "suspensao" in choice.penalties and choice.suspension_first_day is None:
            errors.add(name, "Informe o primeiro dia da suspensão (Res. AGR 105/2017, art. 69).")
        if current is not None:
            before = current.get(choice.code)
            if before is not None and (
                choice.amount > before.amount
                or _severity(choice.penalties) > _severity(tuple(before.penalties.split()))
            ):
                errors.add(
                    name,
                    "Da revisão do processo não pode resultar agravamento da sanção"
                    + (" (Res. AGR 105/2017, art. 96, § 5º)." if go else "."),
                )


def _severity(penalties: tuple[str, ...]) -> int:
    return max(SEVERITY[p] for p in penalties)


def record_decision(
    session: Session,
    ctx: ServiceContext,
    process: SanctionProcess,
    instance: str,
    data: DecisionInput,
    proposals,
) -> ProcessDecision:
    notice = session.get(InfractionNotice, process.notice_id)
    assert notice is not None  # the process's notice (foreign key)
    assert data.decided_on is not None  # the decision's check refused it missing
    now = ctx.clock()
    rulebook = office_rulebook_in(session, ctx.office.jurisdiction)
    statewide = state_data_line(session, ctx) if data.upholds and proposals else ""
    decision = ProcessDecision(
        id=uuid.uuid4(),
        process_id=process.id,
        instance=instance,
        decided_on=data.decided_on,
        upholds=data.upholds,
        reason=data.reason.strip(),
        state_data=recidivism_data_line(rulebook.recidivism["window_months"].article, statewide)
        if statewide
        else "",
        created_at=now,
        created_by_id=ctx.actor.user_id,
    )
    session.add(decision)
    session.flush()
    record_audit(
        session, ctx.actor, "process_decision", decision.id, "decide", None, snapshot(decision), now
    )
    for sanction in session.scalars(
        select(OperatorSanction).where(
            OperatorSanction.process_id == process.id, OperatorSanction.revoked_on.is_(None)
        )
    ):
        sanction.revoked_on = data.decided_on
    if instance != "primeira":
        cancel_outstanding_debts(
            session,
            ctx,
            process.id,
            data.decided_on,
            f"Substituído pela decisão de {data.decided_on:%d/%m/%Y} "
            f"({instance_label(instance, ctx.office.jurisdiction)}).",
        )
    choices = {choice.code: choice for choice in data.penalties}
    lines = []
    for infraction, proposal in proposals if data.upholds else ():
        choice = choices[infraction.code]
        period = None
        if "suspensao" in choice.penalties:
            try:
                period = suspension_period(
                    rulebook,
                    choice.suspension_first_day,
                    choice.suspension_days,
                    data.decided_on,
                )
            except RulesError as error:
                raise ValidationError({f"penalties.{choice.code}": error.message}) from error
        penalty = Penalty(
            decision_id=decision.id,
            notice_infraction_id=infraction.id,
            proposed_amount=proposal.amount,
            proposed_penalties=" ".join(proposal.penalties),
            recidivism=proposal.recidivism,
            amount=choice.amount,
            penalties=" ".join(p for p in PENALTIES if p in choice.penalties),
            suspension_days=period.days if period else None,
            suspension_first_day=period.first_day if period else None,
            suspension_last_day=period.last_day if period else None,
            articles="; ".join(proposal.articles + (period.articles if period else ())),
            change_reason=choice.change_reason.strip(),
            created_at=now,
            created_by_id=ctx.actor.user_id,
        )
        session.add(penalty)
        for kind in ("advertencia", "suspensao", "caducidade"):
            if kind in choice.penalties:
                session.add(
                    OperatorSanction(
                        operator_id=notice.operator_id,
                        cnpj=notice.operator_cnpj,
                        kind=kind,
                        decided_on=data.decided_on,
                        first_day=period.first_day if kind == "suspensao" and period else None,
                        last_day=period.last_day if kind == "suspensao" and period else None,
                        articles=penalty.articles,
                        reason=data.reason.strip(),
                        line=notice.line,
                        process_id=process.id,
                        created_at=now,
                        created_by_id=ctx.actor.user_id,
                    )
                )
        lines.append(
            f"{infraction.code}: {penalties_sentence(choice.penalties, choice.amount)}"
            + (
                f" (proposta {format_brl(proposal.amount)}; motivo: {choice.change_reason})"
                if choice.change_reason.strip()
                else ""
            )
        )
    session.flush()
    verdict = "auto mantido — " + "; ".join(lines) if data.upholds else "auto cancelado"
    add_event(
        session,
        ctx,
        process,
        "julgamento" if instance in ("primeira", "unica") else instance,
        data.decided_on,
        f"{instance_label(instance, ctx.office.jurisdiction)}: {verdict}. "
        f"Motivo: {data.reason.strip()}",
        "; ".join(sorted({a for _, p in proposals for a in p.articles}))
        if data.upholds
        else CANCELLED_ARTICLES[ctx.office.jurisdiction],
    )
    restate(session, now, subjects=[notice_subject(notice.id)])
    return decision
