"""The decision on a registration application (Res. 105 art. 7, III and sole §).

Approval issues the CRC for the approved modalities (art. 7, III, art. 13); refusal states its
reason and gives 10 days to appeal from the notice (sole §). Refusal for forged documents bars
a new application for 180 days (art. 9 §3). Every date comes from the rules engine on the
office calendar (registration_dates).
"""

import uuid
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from sqlalchemy.orm import Session

from desktop.models.operators import RegistrationBar
from desktop.rules.choices import RegistrationModality
from desktop.rules.errors import RulesError
from desktop.rules.money import format_brl
from desktop.rules.public_institutions import vinculada_only
from desktop.rules.registration_act import (
    publication_faults,
    registration_act_required,
    resolution_faults,
)
from desktop.services.calendar import office_today
from desktop.services.complaints.complaints_records import hold_in
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued
from desktop.services.errors import ValidationError
from desktop.services.office.audit import snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.registration import dates
from desktop.services.registration.applications import (
    audit_application,
    check_day,
    require_status,
    settle_operator_status,
)
from desktop.services.registration.applications_records import (
    OPEN_STATUSES,
    ApplicationDetail,
    application_detail,
    load_application,
)
from desktop.services.registration.bars import barred_message
from desktop.services.registration.crc import issue_crc
from desktop.services.registration.crc_records import CrcDetail, crc_detail
from desktop.services.registration.operator_documents_records import checklist_status
from desktop.services.registration.operators_records import load_operator, split_codes
from desktop.services.sanctions.payments_records import overdue_debts
from desktop.services.validation import FieldErrors


@dataclass(frozen=True)
class RegistrationAct:
    """The resolution that authorised the registration and, when already out, the DOE
    publication of its extract (Res. AGR 105/2017, art. 12; Goiás only)."""

    resolution_number: str = ""
    resolution_date: date | None = None
    published_on: date | None = None
    doe_reference: str = ""


def check_act(errors: FieldErrors, act: RegistrationAct, protocol_date: date, today: date) -> None:
    """The resolution is required; its extract's publication only when given (the CRC does
    not wait for it, `desktop.rules.registration_act`)."""
    faults = resolution_faults(act.resolution_number, act.resolution_date, protocol_date, today)
    if act.published_on is not None or act.doe_reference.strip():
        faults |= publication_faults(
            act.published_on, act.doe_reference, act.resolution_date, today
        )
    for field, message in faults.items():
        errors.add(field, message)


@dataclass(frozen=True)
class ApprovalResult:
    application: ApplicationDetail
    crc: CrcDetail
    printout: Issued


def debts_message(
    session: Session, operator_id: uuid.UUID, day: date, articles: str = "arts. 9º, IX, e 101"
) -> str | None:
    """The AGR's own debt records stand for its certidão negativa de débito (Res. 105,
    arts. 9º, IX, and 101): a debt past its due date on `day` stops the registration or its
    renewal, whatever certificate was uploaded. `articles` cites the registration's: art. 9º,
    IX is the fretamento's document, art. 101 asks the certidão of any act."""
    debts = overdue_debts(session, operator_id, day)
    if not debts:
        return None
    listed = "; ".join(
        f"{debt.description}, vencido em {debt.due_on:%d/%m/%Y}, "
        f"{format_brl(debt.outstanding)} em aberto"
        for debt in debts
    )
    return (
        f"Débito vencido na AGR ({listed}): sem certidão negativa de débito da AGR o registro "
        f"não é deferido nem renovado (Res. AGR 105/2017, {articles})."
    )


def crc_term_message(ctx: ServiceContext, day: date, valid_until: date) -> str | None:
    """Res. 105 art. 13: the end the AGR fixes is at most 3 years after the decision."""
    try:
        dates.crc_validity(ctx, day, valid_until)
    except RulesError as error:
        return error.sentence
    return None


def approve_application(
    ctx: ServiceContext,
    application_id: uuid.UUID,
    decided_on: date | None = None,
    modalities: tuple[str, ...] | None = None,
    key_dir: Path | None = None,
    valid_until: date | None = None,
    act: RegistrationAct | None = None,
) -> ApprovalResult:
    """Approves the registration and issues the CRC for the approved modalities (art. 7, III).
    The característica vinculada approved alone is asked what Chapter V asks: the documents
    of art. 56, I-V and the AGR's certidão (art. 101), not the autorizatária's hold (art.
    100, parágrafo único), as its vehicles and licences are not.
    `valid_until`: the end date the office records; in Roraima none unless recorded (Lei
    664/2008 sets none), in Goiás the 3 years of Res. 105 art. 13 unless the AGR fixes a
    shorter validity ("até 3 anos"). `act`: in Goiás, the resolution that authorised the
    registration and its extract in the DOE if already published (art. 12)."""
    act = act or RegistrationAct()
    require(ctx, Permission.REGISTRATION_DECIDE)
    require(ctx, Permission.CRC_ISSUE)
    today = office_today(ctx)
    day = decided_on or today
    with ctx.database.write() as session:
        application = load_application(session, application_id)
        require_status(application, ("protocolada", "em_analise"))
        operator = load_operator(session, application.operator_id)
        requested = split_codes(application.modalities)
        approved = tuple(modalities) if modalities else requested
        errors = FieldErrors()
        check_day(errors, "decided_on", day, application.protocol_date, today, "da decisão")
        if not approved or any(code not in requested for code in approved):
            errors.add("modalities", "Aprove somente modalidades requeridas no pedido.")
        if valid_until is not None and valid_until <= day:
            errors.add("valid_until", "O fim do registro deve ser posterior à decisão.")
        elif valid_until is not None and ctx.office.jurisdiction == "GO":
            errors.add("valid_until", crc_term_message(ctx, day, valid_until))
        if application.barred_until is not None and day <= application.barred_until:
            errors.add(
                "decided_on",
                f"Requerente impedido de novo registro até "
                f"{application.barred_until.strftime('%d/%m/%Y')} ({application.bar_article}).",
            )
        elif ctx.office.jurisdiction == "GO":
            # Res. 105, art. 70 §§3-4 (and art. 9 §3): a bar published after the protocol,
            # against the company or a partner, stops the approval on the day of the decision.
            errors.add("decided_on", barred_message(session, operator, day))
        if registration_act_required(ctx.office.jurisdiction):
            check_act(errors, act, application.protocol_date, today)
        if ctx.office.jurisdiction == "GO" and vinculada_only(approved):
            # Chapter V: the request of art. 56 (its checklist below), the AGR's certidão of
            # any act (art. 101); the hold of art. 100 sole § is the autorizatária's.
            errors.add("debts", debts_message(session, operator.id, day, "art. 101"))
        elif ctx.office.jurisdiction == "GO":
            errors.add("debts", debts_message(session, operator.id, day))
            # Res. 105, art. 100 sole §: held while a user's complaint is not appreciated.
            hold = hold_in(session, "GO", operator.id, day)
            errors.add("complaints", hold.message() if hold.held else None)
        errors.raise_if_any()
        missing = [
            f"{status.item.title} ({status.item.article})"
            for status in checklist_status(session, ctx, operator, approved, day)
            if status.state in ("pendente", "vencido")
        ]
        if missing:
            raise ValidationError(
                {"documents": "Documentos pendentes ou vencidos: " + "; ".join(missing)}
            )
        before = snapshot(application)
        application.status = "aprovada"
        application.decided_on = day
        application.approved_modalities = " ".join(
            c for c in RegistrationModality.codes() if c in approved
        )
        if registration_act_required(ctx.office.jurisdiction):
            application.resolution_number = act.resolution_number.strip()
            application.resolution_date = act.resolution_date
            application.doe_published_on = act.published_on
            application.doe_reference = act.doe_reference.strip()
        application.updated_at = ctx.clock()
        session.flush()
        crc, printout = issue_crc(session, ctx, operator, application, key_dir, valid_until)
        settle_operator_status(session, operator, day)
        audit_application(session, ctx, application, "approve", before)
        return ApprovalResult(application_detail(application), crc_detail(crc), printout)


def refuse_application(
    ctx: ServiceContext,
    application_id: uuid.UUID,
    reason: str,
    decided_on: date | None = None,
    forged_documents: bool = False,
    notified_on: date | None = None,
) -> ApplicationDetail:
    """Refuses the registration with its reason; 10 days to appeal from the notice (art. 7,
    sole §). Forged or adulterated documents bar a new application for 180 days (art. 9 §3).
    In Roraima neither term nor bar applies (Lei 664/2008 sets none)."""
    require(ctx, Permission.REGISTRATION_DECIDE)
    today = office_today(ctx)
    day = decided_on or today
    notice = notified_on or day
    with ctx.database.write() as session:
        application = load_application(session, application_id)
        require_status(application, OPEN_STATUSES)
        operator = load_operator(session, application.operator_id)
        errors = FieldErrors()
        if not (reason or "").strip():
            errors.add("reason", "Informe o motivo do indeferimento.")
        check_day(errors, "decided_on", day, application.protocol_date, today, "da decisão")
        check_day(errors, "notified_on", notice, day, today, "da notificação")
        errors.raise_if_any()
        before = snapshot(application)
        application.status = "indeferida"
        application.decided_on = day
        application.refusal_reason = reason.strip()
        application.forged_documents = forged_documents
        application.refusal_notified_on = notice
        application.appeal_due = dates.appeal_due(ctx, notice)
        application.updated_at = ctx.clock()
        session.flush()
        bar = dates.forged_documents_bar(ctx, day) if forged_documents else None
        if bar is not None:
            session.add(
                RegistrationBar(
                    id=uuid.uuid4(),
                    cnpj=operator.cnpj,
                    cpf=None,
                    reason="documento_falso",
                    article=bar.articles[0],
                    starts_on=day,
                    until=bar.barred_until,
                    operator_id=operator.id,
                    application_id=application.id,
                    created_by_id=ctx.actor.user_id,
                    created_at=ctx.clock(),
                )
            )
        settle_operator_status(session, operator, day)
        audit_application(session, ctx, application, "refuse", before)
        return application_detail(application)
