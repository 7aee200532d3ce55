"""Certificados de registro cadastral (Res. 105 art. 13; art. 7 III).

Issued on approval with every item of art. 13 §1 copied from the operator at issue time;
valid up to 3 years (the AGR may fix fewer), a new registration asked from 60 days before
expiry (§3). An issued CRC is never rewritten or deleted: the one it replaces points at it
(`superseded_by`), and a caducity cancels it (art. 70 §2) with a new `CrcCancellation`
record; a cancelled CRC is not in force until a revision revokes the caducity (art. 96) and
a new `CrcRestoration` record points at the cancellation.
"""

import uuid
from datetime import date
from pathlib import Path

from sqlalchemy.orm import Session

from desktop.documents.kind import CRC_KIND
from desktop.models.operators import (
    Crc,
    CrcCancellation,
    Operator,
    RegistrationApplication,
)
from desktop.rules.dates import br_date
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued
from desktop.services.documents.numbering import next_document_number
from desktop.services.documents.standing import crc_documents
from desktop.services.documents.statewide_status import restate
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.registration import dates
from desktop.services.registration.crc_records import current_crc_row
from desktop.services.registration.operators_records import full_address
from desktop.services.registration.printouts import print_crc
from desktop.services.registration.statewide_register import (
    crc_situation,
    record_register,
    registered_since,
)


def _documents(session: Session, crc: Crc) -> list[str]:
    """The numbers of the certificate's documents: the one issued with it and its reissues
    with the DOE publication of the extract as it stands (art. 12), withdrawn together."""
    return [row.number for row in crc_documents(session, crc.number)]


def issue_crc(
    session: Session,
    ctx: ServiceContext,
    operator: Operator,
    application: RegistrationApplication,
    key_dir: Path | None = None,
    recorded_until: date | None = None,
) -> tuple[Crc, Issued]:
    """Issues the CRC of an approved application inside the caller's transaction."""
    assert application.decided_on is not None  # the approval has just dated it
    validity = dates.crc_validity(ctx, application.decided_on, recorded_until)
    previous = current_crc_row(session, operator.id)
    crc = Crc(
        id=uuid.uuid4(),
        operator_id=operator.id,
        application_id=application.id,
        number=next_document_number(
            session, ctx.office.code, CRC_KIND, application.decided_on.year
        ),
        process_number=application.protocol_number,
        issued_on=application.decided_on,
        valid_until=validity.valid_until,
        renewal_opens=validity.renewal_opens,
        modalities=application.approved_modalities,
        legal_name=operator.legal_name,
        trade_name=operator.trade_name,
        cnpj=operator.cnpj,
        address=full_address(operator),
        created_by_id=ctx.actor.user_id,
        created_at=ctx.clock(),
    )
    session.add(crc)
    session.flush()
    record_audit(session, ctx.actor, "crc", crc.id, "issue", None, snapshot(crc), at=crc.created_at)
    record_register(
        session, operator, crc_situation(crc), crc.created_at, registered_since(ctx, operator), crc
    )
    if previous is not None:
        before = snapshot(previous)
        previous.superseded_by_id = crc.id
        session.flush()
        record_audit(
            session,
            ctx.actor,
            "crc",
            previous.id,
            "superseded",
            before,
            snapshot(previous),
            at=crc.created_at,
        )
        restate(session, crc.created_at, numbers=_documents(session, previous), kind=CRC_KIND)
    return crc, print_crc(session, ctx, operator, application, crc, key_dir)


def cancel_crc_in_force(
    session: Session,
    ctx: ServiceContext,
    operator: Operator,
    on: date,
    reason: str,
    article: str,
    process_id: uuid.UUID | None,
    process_number: str,
    status: str = "cassada",
) -> CrcCancellation | None:
    """Cancels (cassa) the operator's CRC in force inside the caller's transaction (art. 70
    §2; or summarily, art. 9 §4, with no process and the status `cancelada`): a new record
    points at the certificate, which stays as issued; the operator's status becomes
    `status`. None when the operator holds no CRC in force on `on`."""
    crc = current_crc_row(session, operator.id)
    if crc is None or (crc.valid_until is not None and crc.valid_until < on):
        return None
    cancellation = CrcCancellation(
        id=uuid.uuid4(),
        crc_id=crc.id,
        cancelled_on=on,
        reason=reason,
        article=article,
        process_id=process_id,
        process_number=process_number,
        created_by_id=ctx.actor.user_id,
        created_at=ctx.clock(),
    )
    session.add(cancellation)
    before = snapshot(operator)
    operator.status = status
    operator.updated_at = cancellation.created_at
    session.flush()
    record_audit(
        session,
        ctx.actor,
        "crc",
        crc.id,
        "cancel",
        None,
        snapshot(cancellation),
        at=cancellation.created_at,
    )
    record_audit(
        session,
        ctx.actor,
        "operator",
        operator.id,
        "update",
        before,
        snapshot(operator),
        at=cancellation.created_at,
    )
    restate(session, cancellation.created_at, numbers=_documents(session, crc), kind=CRC_KIND)
    ended = "cassado" if status == "cassada" else "cancelado"
    within = f" no processo {process_number}" if process_number else ""
    record_register(
        session,
        operator,
        f"CRC nº {crc.number} {ended} em {br_date(on)}{within} — {reason.rstrip('.')} ({article})",
        cancellation.created_at,
        registered_since(ctx, operator),
        crc,
    )
    return cancellation
