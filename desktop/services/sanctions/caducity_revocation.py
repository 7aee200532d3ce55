"""A revision that revokes a declared caducity (Res. AGR 105/2017, art. 96: the sanction may
be reduced or cancelled, never worsened, §5) undoes its effects of art. 70: the CRC it
cancelled (§2) is in force again and the bars on the company and its partners (§§3-4) are
lifted, from the day of the revision.

Nothing recorded is deleted nor rewritten: the cancellation and the bars stay as they were,
and new insert-only records point at them (`CrcRestoration`, `RegistrationBarLift`), with
their audit entries and an act in the process's timeline, in the revision's transaction.

Goiás only, hence its Res. 105 citations: it runs inside `penalties.revise`, which refuses a
Roraima office before anything is read (Lei RR 664/2008 provides no revision: defence, art.
89, and appeal to the CRE/RR, art. 91), and Roraima has no caducity (its cassação is arts.
22 and 87).
"""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.kind import CRC_KIND
from desktop.models.operators import (
    Crc,
    CrcCancellation,
    CrcRestoration,
    RegistrationBar,
    RegistrationBarLift,
)
from desktop.models.sanctions import OperatorSanction, SanctionProcess
from desktop.rules.dates import br_date
from desktop.services.context import ServiceContext
from desktop.services.documents.standing import crc_documents
from desktop.services.documents.statewide_status import restate
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.registration.applications import settle_operator_status
from desktop.services.registration.operators_records import load_operator
from desktop.services.registration.statewide_register import (
    crc_situation,
    record_register,
    registered_since,
)
from desktop.services.sanctions.process_events import add_event

ARTICLE = "Res. AGR 105/2017, art. 96"


@dataclass(frozen=True)
class Revocation:
    restored_crc_numbers: tuple[str, ...]
    lifted_bars: int


def _caducity_in_force(session: Session, process_id: uuid.UUID) -> bool:
    return (
        session.scalar(
            select(OperatorSanction.id).where(
                OperatorSanction.process_id == process_id,
                OperatorSanction.kind == "caducidade",
                OperatorSanction.revoked_on.is_(None),
            )
        )
        is not None
    )


def _store(
    session: Session, ctx: ServiceContext, record, entity: str, entity_id: uuid.UUID, action: str
) -> None:
    """A new restoration or lift, audited against the record it points at."""
    session.add(record)
    session.flush()
    record_audit(
        session, ctx.actor, entity, entity_id, action, None, snapshot(record), at=record.created_at
    )


def undo_revoked_caducity(
    session: Session, ctx: ServiceContext, process: SanctionProcess, on: date
) -> Revocation | None:
    """After the revision decided on `on` (already recorded in `session`): when it no longer
    applies the caducity, restores each CRC its declaration cancelled and lifts the bars it
    brought. None when the revision keeps the caducity or it was never declared."""
    if _caducity_in_force(session, process.id):
        return None
    cancellations = session.execute(
        select(CrcCancellation, Crc.number)
        .join(Crc, Crc.id == CrcCancellation.crc_id)
        .where(
            CrcCancellation.process_id == process.id,
            ~select(CrcRestoration.id)
            .where(CrcRestoration.cancellation_id == CrcCancellation.id)
            .exists(),
        )
    ).all()
    bars = session.scalars(
        select(RegistrationBar).where(
            RegistrationBar.process_id == process.id,
            ~select(RegistrationBarLift.id)
            .where(RegistrationBarLift.bar_id == RegistrationBar.id)
            .exists(),
        )
    ).all()
    if not cancellations and not bars:
        return None
    now = ctx.clock()
    reason = (
        f"Caducidade revogada na revisão do processo {process.number} em "
        f"{on:%d/%m/%Y} (Res. AGR 105/2017, art. 96)."
    )
    common = dict(
        reason=reason,
        article=ARTICLE,
        process_id=process.id,
        process_number=process.number,
        created_by_id=ctx.actor.user_id,
        created_at=now,
    )
    for cancellation, _ in cancellations:
        restoration = CrcRestoration(
            id=uuid.uuid4(), cancellation_id=cancellation.id, restored_on=on, **common
        )
        _store(session, ctx, restoration, "crc", cancellation.crc_id, "restore")
    for bar in bars:
        lift = RegistrationBarLift(id=uuid.uuid4(), bar_id=bar.id, lifted_on=on, **common)
        _store(session, ctx, lift, "registration_bar", bar.id, "lift")
    if process.operator_id is not None:
        operator = load_operator(session, process.operator_id)
        before = snapshot(operator)
        settle_operator_status(session, operator, on)
        operator.updated_at = now
        session.flush()
        record_audit(
            session,
            ctx.actor,
            "operator",
            operator.id,
            "update",
            before,
            snapshot(operator),
            at=now,
        )
        for cancellation, _number in cancellations:
            crc = session.get(Crc, cancellation.crc_id)
            assert crc is not None  # the cancellation's certificate (foreign key)
            record_register(
                session,
                operator,
                f"{crc_situation(crc)}; restabelecido em {br_date(on)} ({ARTICLE})",
                now,
                registered_since(ctx, operator),
                crc,
            )
    numbers = tuple(number for _, number in cancellations)
    # Each certificate's reissues with the extract's publication (art. 12) stand again too.
    documents = [row.number for number in numbers for row in crc_documents(session, number)]
    restate(session, now, numbers=documents, kind=CRC_KIND)
    restored = (
        f"certificado de registro cadastral {', '.join(numbers)} restabelecido; " if numbers else ""
    )
    add_event(
        session,
        ctx,
        process.id,
        "restabelecimento",
        on,
        f"Caducidade revogada na revisão: {restored}{len(bars)} impedimento(s) da "
        "empresa e dos sócios levantado(s).",
        f"{ARTICLE}; Res. AGR 105/2017, art. 70 §§2-4",
    )
    return Revocation(numbers, len(bars))
