"""The registration process of Res. 105 art. 7: protocol, analysis, pendency, decision.

protocol -> analysis due in 10 days (caput) -> if incomplete, a pendency notice with 10 days
to cure, archived when it lapses (II) -> approval issuing the CRC for the approved modalities
(III, art. 13) or refusal with its reason and 10 days to appeal (sole §). Refusal for forged
documents bars a new application for 180 days (art. 9 §3); an application from a barred
company or partner (art. 9 §3, art. 70 §§3-4) is flagged with the bar and its end date.
Every date comes from the rules engine on the office calendar (registration_dates).
"""

import uuid
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from desktop.models.operators import (
    Operator,
    Partner,
    RegistrationApplication,
    RegistrationBar,
    RegistrationBarLift,
)
from desktop.services import registration_dates as dates
from desktop.services.audit import record_audit, snapshot
from desktop.services.context import ServiceContext
from desktop.services.crc import CrcDetail, crc_detail, current_crc_row, issue_crc
from desktop.services.errors import Conflict, NotFound, ValidationError
from desktop.services.issuing import Issued
from desktop.services.numbering import next_document_number
from desktop.services.operator_documents import checklist_status
from desktop.services.operator_printouts import print_pendency_notice, print_protocol
from desktop.services.operators import load_operator, split_codes
from desktop.services.permissions import Permission, require
from desktop.services.registration_checklist import MODALITIES
from desktop.services.validation import FieldErrors, format_cnpj, format_cpf

OPEN_STATUSES = ("protocolada", "em_analise", "pendente")
STATUS_LABELS = {
    "protocolada": "Protocolada",
    "em_analise": "Em análise",
    "pendente": "Pendente (notificada)",
    "arquivada": "Arquivada",
    "aprovada": "Aprovada",
    "indeferida": "Indeferida",
}


@dataclass(frozen=True)
class ApplicationDetail:
    id: uuid.UUID
    operator_id: uuid.UUID
    protocol_number: str
    protocol_date: date
    modalities: tuple[str, ...]
    status: str
    status_label: str
    analysis_due: date | None
    barred_until: date | None
    bar_article: str
    pendency_number: str | None
    pendency_text: str
    pendency_notified_on: date | None
    pendency_due: date | None
    pendency_answered_on: date | None
    archived_on: date | None
    decided_on: date | None
    approved_modalities: tuple[str, ...]
    refusal_reason: str
    forged_documents: bool
    refusal_notified_on: date | None
    appeal_due: date | None


@dataclass(frozen=True)
class ProtocolResult:
    application: ApplicationDetail
    printout: Issued


@dataclass(frozen=True)
class PendencyResult:
    application: ApplicationDetail
    printout: Issued


@dataclass(frozen=True)
class ApprovalResult:
    application: ApplicationDetail
    crc: CrcDetail
    printout: Issued


@dataclass(frozen=True)
class BarRow:
    id: uuid.UUID
    cnpj: str | None
    cpf: str | None
    who: str
    reason: str
    article: str
    starts_on: date
    until: date


def application_detail(application: RegistrationApplication) -> ApplicationDetail:
    return ApplicationDetail(
        id=application.id,
        operator_id=application.operator_id,
        protocol_number=application.protocol_number,
        protocol_date=application.protocol_date,
        modalities=split_codes(application.modalities),
        status=application.status,
        status_label=STATUS_LABELS[application.status],
        analysis_due=application.analysis_due,
        barred_until=application.barred_until,
        bar_article=application.bar_article,
        pendency_number=application.pendency_number,
        pendency_text=application.pendency_text,
        pendency_notified_on=application.pendency_notified_on,
        pendency_due=application.pendency_due,
        pendency_answered_on=application.pendency_answered_on,
        archived_on=application.archived_on,
        decided_on=application.decided_on,
        approved_modalities=split_codes(application.approved_modalities),
        refusal_reason=application.refusal_reason,
        forged_documents=application.forged_documents,
        refusal_notified_on=application.refusal_notified_on,
        appeal_due=application.appeal_due,
    )


def _load(session: Session, application_id: uuid.UUID) -> RegistrationApplication:
    application = session.get(RegistrationApplication, application_id)
    if application is None:
        raise NotFound("Pedido de registro não encontrado.")
    return application


def _require_status(application: RegistrationApplication, allowed: tuple[str, ...]) -> None:
    if application.status not in allowed:
        raise Conflict(
            f"O pedido {application.protocol_number} está "
            f"{STATUS_LABELS[application.status].lower()}: ação não permitida nesta fase."
        )


def _check_day(
    errors: FieldErrors, name: str, day: date | None, not_before: date, today: date, what: str
) -> None:
    if day is None:
        errors.add(name, f"Informe a data {what}.")
    elif day > today:
        errors.add(name, f"A data {what} não pode ser posterior a hoje.")
    elif day < not_before:
        errors.add(
            name,
            f"A data {what} não pode ser anterior a {not_before.strftime('%d/%m/%Y')}.",
        )


def _audit(session, ctx, application, action, before) -> None:
    record_audit(
        session,
        ctx.actor,
        "registration_application",
        application.id,
        action,
        before,
        snapshot(application),
        at=ctx.clock(),
    )


def settle_operator_status(session: Session, operator: Operator, on: date) -> None:
    """The operator's status from its latest application and its current CRC."""
    latest = session.scalar(
        select(RegistrationApplication)
        .where(RegistrationApplication.operator_id == operator.id)
        .order_by(
            RegistrationApplication.protocol_date.desc(), RegistrationApplication.created_at.desc()
        )
        .limit(1)
    )
    crc = current_crc_row(session, operator.id)
    if latest is not None and latest.status in OPEN_STATUSES:
        operator.status = "em_processo"
    elif crc is not None and crc.valid_until >= on:
        operator.status = "registrada"
    elif latest is None:
        operator.status = "sem_pedido"
    elif latest.status == "aprovada":
        operator.status = "registrada"
    else:
        operator.status = latest.status


def bars_on(session: Session, cnpj: str, cpfs: list[str], on: date) -> list[RegistrationBar]:
    """Bars in force on `on` against the company (CNPJ) or any of its partners (CPF); a bar
    lifted on or before `on` (revision revoking the caducity, art. 96) is not in force."""
    conditions = [RegistrationBar.cnpj == cnpj]
    if cpfs:
        conditions.append(RegistrationBar.cpf.in_(cpfs))
    lifted = (
        select(RegistrationBarLift.id)
        .where(
            RegistrationBarLift.bar_id == RegistrationBar.id, RegistrationBarLift.lifted_on <= on
        )
        .exists()
    )
    return list(
        session.scalars(
            select(RegistrationBar)
            .where(or_(*conditions), RegistrationBar.starts_on <= on, RegistrationBar.until >= on,
                   ~lifted)
            .order_by(RegistrationBar.until.desc())
        )
    )


def _bar_row(bar: RegistrationBar) -> BarRow:
    who = format_cnpj(bar.cnpj) if bar.cnpj else format_cpf(bar.cpf or "")
    return BarRow(bar.id, bar.cnpj, bar.cpf, who, bar.reason, bar.article, bar.starts_on, bar.until)


def protocol_application(
    ctx: ServiceContext,
    operator_id: uuid.UUID,
    protocol_date: date | None = None,
    modalities: tuple[str, ...] | None = None,
    key_dir: Path | None = None,
) -> ProtocolResult:
    """Protocols a registration request (art. 7 caput) and prints its receipt."""
    require(ctx, Permission.OPERATOR_EDIT)
    today = dates.office_today(ctx)
    day = protocol_date or today
    with ctx.database.write() as session:
        operator = load_operator(session, operator_id)
        wanted = tuple(modalities) if modalities else split_codes(operator.modalities)
        errors = FieldErrors()
        if day > today:
            errors.add("protocol_date", "A data do protocolo não pode ser posterior a hoje.")
        unknown = [code for code in wanted if code not in MODALITIES]
        if not wanted or unknown:
            errors.add("modalities", "Escolha ao menos uma modalidade (Res. 105, art. 8º, VI).")
        crc = current_crc_row(session, operator.id)
        if crc is not None and crc.valid_until >= day and day < crc.renewal_opens:
            errors.add(
                "protocol_date",
                f"O CRC {crc.number} vale até {crc.valid_until.strftime('%d/%m/%Y')}: o novo "
                f"registro pode ser requerido a partir de {crc.renewal_opens.strftime('%d/%m/%Y')}"
                " (Res. 105, art. 13, §3º).",
            )
        errors.raise_if_any()
        open_one = session.scalar(
            select(RegistrationApplication).where(
                RegistrationApplication.operator_id == operator.id,
                RegistrationApplication.status.in_(OPEN_STATUSES),
            )
        )
        if open_one is not None:
            raise Conflict(
                f"Já existe o pedido {open_one.protocol_number} em andamento para este operador."
            )
        cpfs = list(session.scalars(select(Partner.cpf).where(Partner.operator_id == operator.id)))
        bars = bars_on(session, operator.cnpj, cpfs, day)
        application = RegistrationApplication(
            id=uuid.uuid4(),
            operator_id=operator.id,
            protocol_number=next_document_number(session, ctx.office.code, "PRT", day.year),
            protocol_date=day,
            modalities=" ".join(code for code in MODALITIES if code in wanted),
            status="protocolada",
            analysis_due=dates.analysis_due(ctx, day),
            barred_until=bars[0].until if bars else None,
            bar_article=bars[0].article if bars else "",
            created_by_id=ctx.actor.user_id,
            created_at=ctx.clock(),
            updated_at=ctx.clock(),
        )
        session.add(application)
        session.flush()
        settle_operator_status(session, operator, day)
        _audit(session, ctx, application, "protocol", None)
        received = [
            status.item.title
            for status in checklist_status(session, ctx, operator, wanted, day)
            if status.state in ("em_dia", "vencendo")
        ]
        printout = print_protocol(session, ctx, operator, application, tuple(received), key_dir)
        return ProtocolResult(application_detail(application), printout)


def start_analysis(ctx: ServiceContext, application_id: uuid.UUID) -> ApplicationDetail:
    """The process goes to the analyst (art. 7, I)."""
    require(ctx, Permission.REGISTRATION_ANALYSE)
    with ctx.database.write() as session:
        application = _load(session, application_id)
        _require_status(application, ("protocolada",))
        before = snapshot(application)
        application.status = "em_analise"
        application.updated_at = ctx.clock()
        _audit(session, ctx, application, "start_analysis", before)
        return application_detail(application)


def missing_items(ctx: ServiceContext, application_id: uuid.UUID) -> list[str]:
    """Titles of the required documents missing or expired for the requested modalities."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        application = _load(session, application_id)
        operator = load_operator(session, application.operator_id)
        return _missing(session, ctx, operator, application, dates.office_today(ctx))


def _missing(session, ctx, operator, application, on: date) -> list[str]:
    return [
        f"{status.item.title} ({status.item.article})"
        for status in checklist_status(
            session, ctx, operator, split_codes(application.modalities), on
        )
        if status.state in ("pendente", "vencido")
    ]


def issue_pendency_notice(
    ctx: ServiceContext,
    application_id: uuid.UUID,
    notified_on: date | None = None,
    items: tuple[str, ...] | None = None,
    key_dir: Path | None = None,
) -> PendencyResult:
    """Notifies the operator of incomplete documents: 10 days to cure (art. 7, II)."""
    require(ctx, Permission.REGISTRATION_ANALYSE)
    today = dates.office_today(ctx)
    day = notified_on or today
    with ctx.database.write() as session:
        application = _load(session, application_id)
        _require_status(application, ("protocolada", "em_analise"))
        operator = load_operator(session, application.operator_id)
        errors = FieldErrors()
        _check_day(errors, "notified_on", day, application.protocol_date, today, "da notificação")
        listed = tuple(item.strip() for item in items if item.strip()) if items else ()
        listed = listed or tuple(_missing(session, ctx, operator, application, day))
        if not listed:
            errors.add("items", "Informe os documentos ou as correções pendentes.")
        errors.raise_if_any()
        before = snapshot(application)
        application.status = "pendente"
        application.pendency_number = next_document_number(
            session, ctx.office.code, "PEN", day.year
        )
        application.pendency_text = "\n".join(listed)
        application.pendency_notified_on = day
        application.pendency_due = dates.pendency_due(ctx, day)
        application.pendency_answered_on = None
        application.updated_at = ctx.clock()
        session.flush()
        _audit(session, ctx, application, "pendency_notice", before)
        printout = print_pendency_notice(session, ctx, operator, application, listed, key_dir)
        return PendencyResult(application_detail(application), printout)


def answer_pendency(
    ctx: ServiceContext, application_id: uuid.UUID, answered_on: date | None = None
) -> ApplicationDetail:
    """The operator cured the pendency within the term: back to analysis."""
    require(ctx, Permission.OPERATOR_EDIT)
    today = dates.office_today(ctx)
    day = answered_on or today
    with ctx.database.write() as session:
        application = _load(session, application_id)
        _require_status(application, ("pendente",))
        errors = FieldErrors()
        _check_day(
            errors, "answered_on", day, application.pendency_notified_on, today, "da resposta"
        )
        if application.pendency_due is not None and day > application.pendency_due:
            errors.add(
                "answered_on",
                f"O prazo da notificação venceu em "
                f"{application.pendency_due.strftime('%d/%m/%Y')}: o processo é arquivado "
                "(Res. 105, art. 7º, II).",
            )
        errors.raise_if_any()
        before = snapshot(application)
        application.status = "em_analise"
        application.pendency_answered_on = day
        application.updated_at = ctx.clock()
        _audit(session, ctx, application, "pendency_answered", before)
        return application_detail(application)


def archive_lapsed(ctx: ServiceContext, as_of: date | None = None) -> list[ApplicationDetail]:
    """Archives every pending application whose cure term ended before `as_of` (art. 7, II)."""
    require(ctx, Permission.REGISTRATION_ANALYSE)
    day = as_of or dates.office_today(ctx)
    with ctx.database.write() as session:
        lapsed = list(
            session.scalars(
                select(RegistrationApplication)
                .where(
                    RegistrationApplication.status == "pendente",
                    RegistrationApplication.pendency_due < day,
                )
                .order_by(RegistrationApplication.protocol_number)
            )
        )
        for application in lapsed:
            before = snapshot(application)
            application.status = "arquivada"
            application.archived_on = day
            application.updated_at = ctx.clock()
            session.flush()
            settle_operator_status(session, load_operator(session, application.operator_id), day)
            _audit(session, ctx, application, "archive_lapsed", before)
        return [application_detail(application) for application in lapsed]


def approve_application(
    ctx: ServiceContext,
    application_id: uuid.UUID,
    decided_on: date | None = None,
    modalities: tuple[str, ...] | None = None,
    key_dir: Path | None = None,
) -> ApprovalResult:
    """Approves the registration and issues the CRC for the approved modalities (art. 7, III)."""
    require(ctx, Permission.REGISTRATION_DECIDE)
    require(ctx, Permission.CRC_ISSUE)
    today = dates.office_today(ctx)
    day = decided_on or today
    with ctx.database.write() as session:
        application = _load(session, application_id)
        _require_status(application, ("protocolada", "em_analise"))
        operator = load_operator(session, application.operator_id)
        requested = split_codes(application.modalities)
        approved = tuple(modalities) if modalities else requested
        errors = FieldErrors()
        _check_day(errors, "decided_on", day, application.protocol_date, today, "da decisão")
        if not approved or any(code not in requested for code in approved):
            errors.add("modalities", "Aprove somente modalidades requeridas no pedido.")
        if application.barred_until is not None and day <= application.barred_until:
            errors.add(
                "decided_on",
                f"Requerente impedido de novo registro até "
                f"{application.barred_until.strftime('%d/%m/%Y')} ({application.bar_article}).",
            )
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
        application.approved_modalities = " ".join(c for c in MODALITIES if c in approved)
        application.updated_at = ctx.clock()
        session.flush()
        crc, printout = issue_crc(session, ctx, operator, application, key_dir)
        settle_operator_status(session, operator, day)
        _audit(session, ctx, application, "approve", before)
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
    sole §). Forged or adulterated documents bar a new application for 180 days (art. 9 §3)."""
    require(ctx, Permission.REGISTRATION_DECIDE)
    today = dates.office_today(ctx)
    day = decided_on or today
    notice = notified_on or day
    with ctx.database.write() as session:
        application = _load(session, application_id)
        _require_status(application, OPEN_STATUSES)
        operator = load_operator(session, application.operator_id)
        errors = FieldErrors()
        if not (reason or "").strip():
            errors.add("reason", "Informe o motivo do indeferimento.")
        _check_day(errors, "decided_on", day, application.protocol_date, today, "da decisão")
        _check_day(errors, "notified_on", notice, day, today, "da notificação")
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
        if forged_documents:
            bar = dates.forged_documents_bar(ctx, day)
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
        _audit(session, ctx, application, "refuse", before)
        return application_detail(application)


def record_caducity_bar(
    ctx: ServiceContext,
    operator_id: uuid.UUID,
    published_on: date,
    until: date | None = None,
    process_id: uuid.UUID | None = None,
) -> list[BarRow]:
    """Caducity declared: the company and its partners or cooperados may not apply again for
    up to 2 years from the publication in the Diário Oficial (art. 70 §§3-4). `process_id` is
    the sanction process that declared it, so a revision revoking it lifts these bars."""
    require(ctx, Permission.REGISTRATION_DECIDE)
    with ctx.database.write() as session:
        operator = load_operator(session, operator_id)
        longest = dates.caducity_bar(ctx, published_on)
        end = until or longest.barred_until
        errors = FieldErrors()
        if end <= published_on:
            errors.add("until", "O fim do impedimento deve ser posterior à publicação.")
        elif end > longest.barred_until:
            errors.add(
                "until",
                f"O impedimento é de até 2 anos: no máximo até "
                f"{longest.barred_until.strftime('%d/%m/%Y')} (Res. 105, art. 70, §3º).",
            )
        errors.raise_if_any()
        partners = list(session.scalars(select(Partner).where(Partner.operator_id == operator.id)))
        targets = [(operator.cnpj, None, "Res. AGR 105/2017, art. 70 §3")]
        targets += [(None, p.cpf, "Res. AGR 105/2017, art. 70 §4") for p in partners]
        rows = []
        for cnpj, cpf, article in targets:
            bar = RegistrationBar(
                id=uuid.uuid4(),
                cnpj=cnpj,
                cpf=cpf,
                reason="caducidade",
                article=article,
                starts_on=published_on,
                until=end,
                operator_id=operator.id,
                application_id=None,
                process_id=process_id,
                created_by_id=ctx.actor.user_id,
                created_at=ctx.clock(),
            )
            session.add(bar)
            session.flush()
            record_audit(
                session,
                ctx.actor,
                "registration_bar",
                bar.id,
                "create",
                None,
                snapshot(bar),
                at=bar.created_at,
            )
            rows.append(_bar_row(bar))
        return rows


def bars_against(
    ctx: ServiceContext, operator_id: uuid.UUID, on: date | None = None
) -> list[BarRow]:
    """Bars in force against the operator or any of its partners on `on` (default today)."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        operator = load_operator(session, operator_id)
        cpfs = list(session.scalars(select(Partner.cpf).where(Partner.operator_id == operator.id)))
        return [
            _bar_row(bar)
            for bar in bars_on(session, operator.cnpj, cpfs, on or dates.office_today(ctx))
        ]


def list_applications(ctx: ServiceContext, operator_id: uuid.UUID) -> list[ApplicationDetail]:
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        load_operator(session, operator_id)
        return [
            application_detail(application)
            for application in session.scalars(
                select(RegistrationApplication)
                .where(RegistrationApplication.operator_id == operator_id)
                .order_by(RegistrationApplication.protocol_date.desc())
            )
        ]


def get_application(ctx: ServiceContext, application_id: uuid.UUID) -> ApplicationDetail:
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        return application_detail(_load(session, application_id))
