"""The registration application of Res. 105 art. 7: its record, protocol and lookups.

protocol -> analysis due in 10 days (caput); an application from a barred company or partner
(art. 9 §3, art. 70 §§3-4) is flagged with the bar and its end date. The operator's status
follows its latest application and its current CRC. Every date comes from the rules engine on
the office calendar (registration_dates). The analysis and pendency are in
registration_analysis, the decision in registration_decision, the bars in registration_bars.
"""

import uuid
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.operators import Operator, Partner, RegistrationApplication
from desktop.rules.choices import ApplicationStatus, RegistrationModality
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued
from desktop.services.documents.numbering import next_document_number
from desktop.services.errors import Conflict
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.registration import dates
from desktop.services.registration.applications_records import (
    OPEN_STATUSES,
    ApplicationDetail,
    application_detail,
)
from desktop.services.registration.bars import CASSATION_BAR_ARTICLE, cassation_bar_until
from desktop.services.registration.bars_records import bars_on
from desktop.services.registration.crc_records import current_crc_row
from desktop.services.registration.operator_documents_records import checklist_status
from desktop.services.registration.operators_records import load_operator, split_codes
from desktop.services.registration.printouts import print_protocol
from desktop.services.validation import FieldErrors


@dataclass(frozen=True)
class ProtocolResult:
    application: ApplicationDetail
    printout: Issued


def require_status(application: RegistrationApplication, allowed: tuple[str, ...]) -> None:
    if application.status not in allowed:
        raise Conflict(
            f"O pedido {application.protocol_number} está "
            f"{ApplicationStatus(application.status).label.lower()}: ação não permitida nesta fase."
        )


def check_day(
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


def audit_application(session, ctx, application, action, before) -> None:
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
    elif crc is not None and (crc.valid_until is None or crc.valid_until >= on):
        operator.status = "registrada"
    elif latest is None:
        operator.status = "sem_pedido"
    elif latest.status == "aprovada":
        operator.status = "registrada"
    else:
        operator.status = latest.status


def protocol_application(
    ctx: ServiceContext,
    operator_id: uuid.UUID,
    protocol_date: date | None = None,
    modalities: tuple[str, ...] | None = None,
    key_dir: Path | None = None,
) -> ProtocolResult:
    """Protocols a registration request (art. 7 caput) and prints its receipt."""
    require(ctx, Permission.OPERATOR_EDIT)
    today = office_today(ctx)
    day = protocol_date or today
    with ctx.database.write() as session:
        operator = load_operator(session, operator_id)
        wanted = tuple(modalities) if modalities else split_codes(operator.modalities)
        errors = FieldErrors()
        if day > today:
            errors.add("protocol_date", "A data do protocolo não pode ser posterior a hoje.")
        unknown = [code for code in wanted if code not in RegistrationModality.codes()]
        if not wanted or unknown:
            errors.add(
                "modalities",
                "Escolha ao menos um serviço (Lei RR 664/2008, art. 2º)."
                if ctx.office.jurisdiction == "RR"
                else "Escolha ao menos uma modalidade (Res. AGR 105/2017, art. 8º, VI).",
            )
        crc = current_crc_row(session, operator.id)
        if (
            crc is not None
            and crc.valid_until is not None
            and crc.renewal_opens is not None
            and crc.valid_until >= day
            and day < crc.renewal_opens
        ):
            errors.add(
                "protocol_date",
                f"O CRC {crc.number} vale até {crc.valid_until.strftime('%d/%m/%Y')}: o novo "
                f"registro pode ser requerido a partir de {crc.renewal_opens.strftime('%d/%m/%Y')}"
                " (Res. AGR 105/2017, art. 13, §3º).",
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
        barred_until = bars[0].until if bars else None
        bar_article = bars[0].article if bars else ""
        if ctx.office.jurisdiction == "RR":
            cassation = cassation_bar_until(session, operator.cnpj, cpfs, day)
            if cassation is not None and (barred_until is None or cassation > barred_until):
                barred_until, bar_article = cassation, CASSATION_BAR_ARTICLE
        application = RegistrationApplication(
            id=uuid.uuid4(),
            operator_id=operator.id,
            protocol_number=next_document_number(session, ctx.office.code, "PRT", day.year),
            protocol_date=day,
            modalities=" ".join(code for code in RegistrationModality.codes() if code in wanted),
            status="protocolada",
            analysis_due=dates.analysis_due(ctx, day),
            barred_until=barred_until,
            bar_article=bar_article,
            created_by_id=ctx.actor.user_id,
            created_at=ctx.clock(),
            updated_at=ctx.clock(),
        )
        session.add(application)
        session.flush()
        settle_operator_status(session, operator, day)
        audit_application(session, ctx, application, "protocol", None)
        received = [
            status.item.title
            for status in checklist_status(session, ctx, operator, wanted, day)
            if status.state in ("em_dia", "vencendo")
        ]
        printout = print_protocol(session, ctx, operator, application, tuple(received), key_dir)
        return ProtocolResult(application_detail(application), printout)
