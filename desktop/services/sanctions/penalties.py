"""Penalties: the rules engine proposes, the julgador decides (DESIGN.md; Res. AGR 105/2017,
arts. 65-71 and 86-96; Lei RR 664/2008, arts. 78-88).

The proposal for each infraction of a notice is `desktop.rules.decide_fine` over the
operator's STORED history: the infractions of its earlier notices whose decision in effect
upholds them, with the penalties that decision applied. The julgador confirms it or changes
it with a recorded reason. A decision that cancels a notice in first instance goes to the
Council's mandatory review (art. 90); an appeal has no suspensive effect (art. 91 §1); a
revision never worsens the sanction (art. 96 §5). Warnings, suspensions and caducity become
`OperatorSanction` rows, read by `operator_sanction_status` for the licence check. Each
decision is checked and recorded by `desktop.services.sanctions.decisions`.
"""

import uuid
from datetime import date

from sqlalchemy import func, select

from desktop.models.sanctions import (
    NoticeInfraction,
    Penalty,
    ProcessDeadline,
    ProcessEvent,
)
from desktop.rules.deadlines import DEFENCE_ARTICLE, judgment_after_defence_term
from desktop.rules.ordinary_opening import already_opened
from desktop.rules.ordinary_terms import ordinary_act_day_error
from desktop.services.calendar import office_calendar, office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, ValidationError
from desktop.services.jurisdiction import require_provided
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.sanctions.caducity_revocation import undo_revoked_caducity
from desktop.services.sanctions.decisions import (
    DecisionInput,
    record_decision,
    validate_decision,
)
from desktop.services.sanctions.payments import latest_decision
from desktop.services.sanctions.penalties_records import proposals_of
from desktop.services.sanctions.process import add_event, close_deadlines, move, require_stage
from desktop.services.sanctions.process_records import ProcessDetail, load_process, process_detail
from desktop.services.validation import FieldErrors, check_required


def judge(ctx: ServiceContext, process_id: uuid.UUID, data: DecisionInput) -> ProcessDetail:
    """First-instance judgment (arts. 86-89; in the ordinary process the Council judges in a
    single instance, art. 94), after the defence or once its deadline has passed (art. 86
    sole §: ampla defesa). A decision that cancels the notice goes to the Council's
    mandatory review (art. 90)."""
    require(ctx, Permission.PROCESS_JUDGE)
    with ctx.database.write() as session:
        process = load_process(session, process_id)
        require_stage(process, ("prazo_defesa", "aguardando_julgamento"), "julgar")
        proposals = proposals_of(session, ctx, process)
        ordinary = process.kind == "ordinario"
        validate_decision(session, ctx, process, data, proposals, None, ordinary)
        assert data.decided_on is not None  # validate_decision refused it missing
        if process.stage == "prazo_defesa":
            due = session.scalar(
                select(ProcessDeadline.due)
                .where(
                    ProcessDeadline.process_id == process.id,
                    ProcessDeadline.kind == "defesa",
                )
                .order_by(ProcessDeadline.created_at.desc())
                .limit(1)
            )
            if due is not None and not judgment_after_defence_term(due, data.decided_on):
                raise ValidationError(
                    {
                        "decided_on": (
                            f"O prazo de defesa vence em {due:%d/%m/%Y}: o julgamento só "
                            "pode ocorrer depois dele ou da defesa "
                            f"({DEFENCE_ARTICLE[ctx.office.jurisdiction]})."
                        )
                    }
                )
        close_deadlines(session, process.id, ("defesa", "ato"), data.decided_on)
        rr = ctx.office.jurisdiction == "RR"
        # Lei RR 664/2008, art. 91: the órgão estadual competente decides on the defence and
        # the appeal goes to the CRE/RR; Res. 105's single instance (art. 94) and the
        # Council's mandatory review of a cancellation (art. 90) are Goiás's only.
        instance = "unica" if ordinary and not rr else "primeira"
        record_decision(session, ctx, process, instance, data, proposals)
        if rr:
            move(
                session,
                ctx,
                process,
                "aguardando_notificacao_decisao",
                "judge",
                "mantido" if data.upholds else "cancelado",
            )
        elif instance == "unica":
            # art. 94: the Council judges the ordinary process in a single instance; the
            # interested party is notified of its decision (art. 95), no appeal follows
            move(
                session,
                ctx,
                process,
                "aguardando_notificacao_conselho",
                "judge",
                "mantido" if data.upholds else "cancelado",
            )
        elif data.upholds:
            move(session, ctx, process, "aguardando_notificacao_decisao", "judge", "mantido")
        else:
            move(session, ctx, process, "reexame_conselho", "judge", "cancelado")
        return process_detail(session, process)


def council_review(
    ctx: ServiceContext, process_id: uuid.UUID, data: DecisionInput
) -> ProcessDetail:
    """The Council's mandatory review of a first-instance cancellation (art. 90): confirming
    it (`upholds=False`) or reforming it (applying the penalties), the autuado is notified of
    the decision (arts. 88-89), which ends the process."""
    require_provided(ctx, "reexame_conselho", "process")
    return _council(ctx, process_id, data, "reexame", ("reexame_conselho",))


def council_decide_appeal(
    ctx: ServiceContext, process_id: uuid.UUID, data: DecisionInput
) -> ProcessDetail:
    """The Council's decision on the appeal (arts. 91-92); the offender is notified."""
    return _council(ctx, process_id, data, "conselho", ("recurso_conselho",))


def _council(ctx, process_id, data, instance, stages) -> ProcessDetail:
    require(ctx, Permission.PROCESS_JUDGE)
    with ctx.database.write() as session:
        process = load_process(session, process_id)
        # the appeal goes to the Council in GO (Res. 105, art. 91), to the CRE/RR in RR
        # (Lei 664, art. 91)
        body = "do CRE/RR" if ctx.office.jurisdiction == "RR" else "do Conselho"
        require_stage(process, stages, f"registrar a decisão {body}")
        proposals = proposals_of(session, ctx, process)
        validate_decision(session, ctx, process, data, proposals, None)
        close_deadlines(session, process.id, ("recurso",), data.decided_on)
        record_decision(session, ctx, process, instance, data, proposals)
        # art. 90: the Council's review is notified too - the provimento when it confirms
        # the cancellation (art. 88), the fine to pay when it reforms it (art. 89); art. 92
        # for its decision on an appeal
        move(
            session,
            ctx,
            process,
            "aguardando_notificacao_reexame"
            if instance == "reexame"
            else "aguardando_notificacao_conselho",
            "council",
            "mantido" if data.upholds else "cancelado",
        )
        return process_detail(session, process)


def revise(ctx: ServiceContext, process_id: uuid.UUID, data: DecisionInput) -> ProcessDetail:
    """Revision at any time, on request or ex officio, on new facts (art. 96): the sanction
    may be reduced or cancelled, never worsened (§5); the interested party is notified
    (§4). Goiás only: Lei RR 664/2008 provides no revision of a sanction — against the auto
    it gives the defence (art. 89) and, against the decision on it, the appeal to the CRE/RR
    (art. 91), nothing after — so a Roraima office is refused, citing what Lei 664 does
    provide."""
    require(ctx, Permission.PROCESS_JUDGE)
    require_provided(ctx, "revisao_sancao", "process")
    with ctx.database.write() as session:
        process = load_process(session, process_id)
        current_decision = latest_decision(session, process.id)
        if current_decision is None or not current_decision.upholds:
            raise ValidationError(
                {
                    "process": "Só se revê processo de que resultou sanção "
                    "(Res. AGR 105/2017, art. 96)."
                }
            )
        current = {
            code: penalty
            for penalty, code in session.execute(
                select(Penalty, NoticeInfraction.code)
                .join(NoticeInfraction, NoticeInfraction.id == Penalty.notice_infraction_id)
                .where(Penalty.decision_id == current_decision.id)
            )
        }
        proposals = proposals_of(session, ctx, process)
        validate_decision(session, ctx, process, data, proposals, current)
        assert data.decided_on is not None  # validate_decision refused it missing
        close_deadlines(session, process.id, ("recurso",), data.decided_on)
        record_decision(session, ctx, process, "revisao", data, proposals)
        # art. 96: a revision revoking the caducity restores the CRC and lifts the bars of
        # art. 70 §§2-4, each by a new record
        undo_revoked_caducity(session, ctx, process, data.decided_on)
        move(
            session,
            ctx,
            process,
            "aguardando_notificacao_conselho",
            "revise",
            "revisto" if data.upholds else "cancelado",
        )
        return process_detail(session, process)


def open_ordinary(
    ctx: ServiceContext, process_id: uuid.UUID, members: tuple[str, ...], act: str, on: date | None
) -> ProcessDetail:
    """Converts the process into the ordinary process of art. 81 II (warning, suspension,
    caducity), conducted by a commission of 3 members designated by portaria (art. 93 §1).
    In RR, the administrative process of Lei 664 (arts. 84 I, 86 sole §, 87)."""
    require(ctx, Permission.PROCESS_JUDGE)
    names = tuple(name.strip() for name in members if name.strip())
    errors = FieldErrors()
    rr = ctx.office.jurisdiction == "RR"
    if rr and (not names or len(set(names)) != len(names)):
        # Lei RR 664/2008 names who instructs only in art. 84 I: the grave fault punished
        # with a written warning is "apurada em processo administrativo por comissão
        # designada pelo CRE/RR", of no set size. Arts. 86 sole § and 87 require an
        # administrative process with full defence but are silent on who conducts it; the
        # defence is before the CRE/RR (art. 89) and the appeal goes to it (art. 91).
        errors.add(
            "members",
            "Informe os membros distintos da comissão: a falta grave é apurada em processo "
            "administrativo por comissão designada pelo CRE/RR (Lei RR 664/2008, art. 84, "
            "I), de número de membros não fixado na lei.",
        )
    elif not rr and (len(names) != 3 or len(set(names)) != 3):
        errors.add(
            "members",
            "A comissão processante tem 3 (três) membros distintos "
            "(Res. AGR 105/2017, art. 93, § 1º).",
        )
    errors.add(
        "act",
        check_required(act)
        and (
            "Informe o ato do CRE/RR que designou a comissão (Lei RR 664/2008, art. 84, I)."
            if rr
            else "Informe a portaria que designou a comissão."
        ),
    )
    if on is None or on > office_today(ctx):
        errors.add("on", "Informe a data da instauração (não posterior a hoje).")
    else:
        errors.add("on", ordinary_act_day_error(office_calendar(ctx), on))
    errors.raise_if_any()
    assert on is not None  # refused above when missing
    with ctx.database.write() as session:
        process = load_process(session, process_id)
        require_stage(
            process,
            ("aguardando_notificacao", "prazo_defesa", "aguardando_julgamento"),
            "instaurar o processo administrativo" if rr else "instaurar o processo ordinário",
        )
        opened_on = session.scalar(
            select(func.min(ProcessEvent.on)).where(
                ProcessEvent.process_id == process.id, ProcessEvent.kind == "ordinario"
            )
        )
        refusal = already_opened(ctx.office.jurisdiction, process.kind, process.number, opened_on)
        if refusal:
            raise Conflict(refusal)
        before = snapshot(process)
        process.kind = "ordinario"
        session.flush()
        record_audit(
            session,
            ctx.actor,
            "sanction_process",
            process.id,
            "ordinary",
            before,
            snapshot(process),
            ctx.clock(),
        )
        add_event(
            session,
            ctx,
            process,
            "ordinario",
            on,
            f"Processo administrativo {'' if rr else 'ordinário '}instaurado ({act.strip()}); "
            f"comissão: {', '.join(names)}.",
            "Lei RR 664/2008, arts. 84, I, e 86, parágrafo único"
            if rr
            else "Res. AGR 105/2017, arts. 81, II, e 93",
        )
        return process_detail(session, process)
