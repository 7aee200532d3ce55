"""The notification of the pending act of a process, printed through `issuing` with its
number, QR and verification code: of the notice (defence term, Res. AGR 105/2017, arts. 83-84),
of the first-instance decision (pay or appeal, arts. 89 and 91) or of the Council's decision
(arts. 92 and 96 §4). The ciência is recorded afterwards with `notify` (art. 82)."""

import uuid
from decimal import Decimal
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.citations import cite_grouped, shared_citations, split_citations
from desktop.documents.kind import NOTIFICATION_KIND
from desktop.documents.notice_data import NotificationData
from desktop.models.sanctions import (
    InfractionNotice,
    NoticeInfraction,
    Penalty,
    ProcessDecision,
)
from desktop.rules.regular_line_terms import regular_line_notice
from desktop.rules.sanctions import penalties_sentence
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued, issue_document
from desktop.services.office.permissions import Permission, require
from desktop.services.sanctions.notice_records import jointly_liable_sentence, notice_subject
from desktop.services.sanctions.payments import latest_decision
from desktop.services.sanctions.process import NOTIFICATION_PURPOSES, purpose_label, require_stage
from desktop.services.sanctions.process_events import add_event
from desktop.services.sanctions.process_records import load_process
from desktop.services.validation import format_cnpj


def print_notification(
    ctx: ServiceContext, process_id: uuid.UUID, key_dir: Path | None = None
) -> Issued:
    """Issues the notification the process is waiting for (its stage says which)."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    today = office_today(ctx)
    with ctx.database.write() as session:
        process = load_process(session, process_id)
        require_stage(process, tuple(NOTIFICATION_PURPOSES), "imprimir a notificação")
        purpose = NOTIFICATION_PURPOSES[process.stage]
        notice = session.get(InfractionNotice, process.notice_id)
        assert notice is not None  # the process's notice (foreign key)
        infractions = session.scalars(
            select(NoticeInfraction)
            .where(NoticeInfraction.notice_id == notice.id)
            .order_by(NoticeInfraction.position)
        ).all()
        decision = latest_decision(session, process.id)
        regular_line = regular_line_notice(
            notice.jurisdiction, notice.line, tuple(i.code for i in infractions)
        )
        lines, total, basis = _decision_lines(session, decision, purpose, notice.jurisdiction)
        data = NotificationData(
            purpose=purpose,
            process_number=process.number,
            notice_number=notice.number,
            operator_name=notice.operator_name,
            operator_cnpj=format_cnpj(notice.operator_cnpj),
            issued_on=today,
            infractions=tuple(f"{i.code} — {i.article}: {i.text}" for i in infractions),
            decision_lines=tuple(lines),
            decision_reason=decision.reason if decision and purpose != "autuacao" else "",
            total=total,
            issued_by=ctx.actor.display_name,
            upholds=decision.upholds if decision and purpose != "autuacao" else True,
            jointly_liable=jointly_liable_sentence(notice),
            state_data=decision.state_data if decision and purpose != "autuacao" else "",
            instance=decision.instance if decision and purpose != "autuacao" else "",
            regular_line=regular_line,
            decision_basis=basis,
        )
        issued = issue_document(
            ctx,
            session,
            NOTIFICATION_KIND,
            data,
            subject_ref=notice_subject(notice.id),
            key_dir=key_dir,
        )
        add_event(
            session,
            ctx,
            process.id,
            "notificacao_emitida",
            today,
            f"{purpose_label(purpose, ctx.office.jurisdiction)} nº {issued.number} emitida.",
            # how the autuado is notified: Res. 105 art. 82 (GO); Lei 664 art. 89 (RR)
            "Res. AGR 105/2017, art. 82"
            if ctx.office.jurisdiction == "GO"
            else "Lei RR 664/2008, art. 89",
            issued.number,
        )
        return issued


def _decision_lines(
    session: Session, decision: ProcessDecision | None, purpose: str, jurisdiction: str
) -> tuple[list[str], Decimal, str]:
    """The penalties of the upheld decision, one line each with its amount and articles, their
    total and, in Goiás (regular line or charter) with several, the articles they all rest on:
    said once, grouped, so each line cites only its own."""
    if purpose == "autuacao" or decision is None or not decision.upholds:
        return [], Decimal("0.00"), ""
    penalties = session.execute(
        select(Penalty, NoticeInfraction.code)
        .join(NoticeInfraction, NoticeInfraction.id == Penalty.notice_infraction_id)
        .where(Penalty.decision_id == decision.id)
        .order_by(NoticeInfraction.position)
    ).all()
    cited = [split_citations(penalty.articles) for penalty, _ in penalties]
    goias = jurisdiction == "GO"
    shared = shared_citations(cited) if goias and len(penalties) > 1 else []
    lines = []
    for (penalty, code), articles in zip(penalties, cited, strict=True):
        words = penalties_sentence(
            penalty.penalties.split(),
            penalty.amount,
            penalty.suspension_first_day,
            penalty.suspension_last_day,
        )
        own = cite_grouped(a for a in articles if a not in shared)
        said = own if goias else penalty.articles
        lines.append(f"{code}: {words} ({said})" if said else f"{code}: {words}")
    total = sum((penalty.amount for penalty, _ in penalties), Decimal("0.00"))
    return lines, total, cite_grouped(shared)
