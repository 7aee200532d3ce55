"""Queries of `desktop.services.registration.crc` and `crc_reissue`, read by their screens:
nothing here writes."""

import json
import uuid
from dataclasses import dataclass
from datetime import date, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.operators import (
    Crc,
    CrcCancellation,
    CrcRestoration,
    RegistrationApplication,
)
from desktop.rules.registration_act import prints_publication, registration_act_required
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.documents.standing import crc_documents
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.applications_records import current_publication
from desktop.services.registration.operators_records import load_operator, split_codes
from desktop.services.validation import format_cnpj


@dataclass(frozen=True)
class CrcDetail:
    id: uuid.UUID
    operator_id: uuid.UUID
    number: str
    process_number: str
    issued_on: date
    valid_until: date | None
    renewal_opens: date | None
    modalities: tuple[str, ...]
    legal_name: str
    trade_name: str
    cnpj_formatted: str
    address: str
    superseded_by_id: uuid.UUID | None
    cancelled_on: date | None = None
    cancellation_article: str = ""
    cancellation_process: str = ""
    cancellation_reason: str = ""
    restored_on: date | None = None
    restoration_article: str = ""
    restoration_process: str = ""

    def cancelled_on_day(self, day: date) -> bool:
        """Cancelled by a caducity (art. 70 §2) on `day`: until a revision revoked it (art.
        96), from the restoration's day on it is in force again."""
        return self.cancelled_on is not None and (
            self.restored_on is None or day < self.restored_on
        )

    def is_valid_on(self, day: date) -> bool:
        return (
            self.superseded_by_id is None
            and not self.cancelled_on_day(day)
            and self.issued_on <= day
            and (self.valid_until is None or day <= self.valid_until)
        )

    def renewal_open_on(self, day: date) -> bool:
        """GO art. 13 §3; a registration without a renewal window (RR) is never "renewing"."""
        return (
            self.renewal_opens is not None
            and self.valid_until is not None
            and self.renewal_opens <= day <= self.valid_until
        )


def crc_detail(
    crc: Crc, cancellation: CrcCancellation | None = None, restoration: CrcRestoration | None = None
) -> CrcDetail:
    return CrcDetail(
        id=crc.id,
        operator_id=crc.operator_id,
        number=crc.number,
        process_number=crc.process_number,
        issued_on=crc.issued_on,
        valid_until=crc.valid_until,
        renewal_opens=crc.renewal_opens,
        modalities=split_codes(crc.modalities),
        legal_name=crc.legal_name,
        trade_name=crc.trade_name,
        cnpj_formatted=format_cnpj(crc.cnpj),
        address=crc.address,
        superseded_by_id=crc.superseded_by_id,
        cancelled_on=cancellation.cancelled_on if cancellation else None,
        cancellation_article=cancellation.article if cancellation else "",
        cancellation_process=cancellation.process_number if cancellation else "",
        cancellation_reason=cancellation.reason if cancellation else "",
        restored_on=restoration.restored_on if restoration else None,
        restoration_article=restoration.article if restoration else "",
        restoration_process=restoration.process_number if restoration else "",
    )


def not_cancelled():
    """No cancellation of the CRC stands: none, or a restoration points at it (art. 96)."""
    restored = (
        select(CrcRestoration.id)
        .where(CrcRestoration.cancellation_id == CrcCancellation.id)
        .exists()
    )
    return ~select(CrcCancellation.id).where(CrcCancellation.crc_id == Crc.id, ~restored).exists()


def current_crc_row(session: Session, operator_id: uuid.UUID) -> Crc | None:
    """The operator's latest CRC neither replaced by a newer one nor cancelled (art. 70 §2);
    it may have expired."""
    return session.scalar(
        select(Crc)
        .where(Crc.operator_id == operator_id, Crc.superseded_by_id.is_(None), not_cancelled())
        .order_by(Crc.issued_on.desc())
        .limit(1)
    )


def current_crc(ctx: ServiceContext, operator_id: uuid.UUID) -> CrcDetail | None:
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        load_operator(session, operator_id)
        crc = current_crc_row(session, operator_id)
        return crc_detail(crc) if crc else None


def list_crcs(ctx: ServiceContext, operator_id: uuid.UUID) -> list[CrcDetail]:
    """Every CRC issued to the operator, newest first (superseded and cancelled ones
    included, a cancelled one with its cancellation and, when a revision revoked the
    caducity, its restoration)."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        load_operator(session, operator_id)
        rows = session.execute(
            select(Crc, CrcCancellation, CrcRestoration)
            .outerjoin(CrcCancellation, CrcCancellation.crc_id == Crc.id)
            .outerjoin(CrcRestoration, CrcRestoration.cancellation_id == CrcCancellation.id)
            .where(Crc.operator_id == operator_id)
            .order_by(Crc.issued_on.desc())
        )
        return [crc_detail(*row) for row in rows]


def expiring(start: date, end: date):
    return select(Crc).where(
        Crc.superseded_by_id.is_(None),
        not_cancelled(),
        Crc.valid_until >= start,
        Crc.valid_until <= end,
    )


def expiring_crcs(
    ctx: ServiceContext, within_days: int = 60, as_of: date | None = None, limit: int = 200
) -> list[CrcDetail]:
    """CRCs in force whose validity ends within `within_days` (art. 13 §3: renewal may be
    asked from 60 days before expiry), soonest first."""
    require(ctx, Permission.OPERATOR_VIEW)
    start = as_of or office_today(ctx)
    with ctx.database.read() as session:
        rows = session.scalars(
            expiring(start, start + timedelta(days=within_days))
            .order_by(Crc.valid_until, Crc.number)
            .limit(limit)
        )
        return [crc_detail(crc) for crc in rows]


def reissue_due(session: Session, application: RegistrationApplication, today: date) -> Crc | None:
    """The application's CRC in force on `today` whose latest document does not print the
    extract's publication as it stands; None when there is none or it already prints it."""
    crc = session.scalar(select(Crc).where(Crc.application_id == application.id))
    if (
        crc is None
        or current_crc_row(session, crc.operator_id) is not crc
        or not crc_detail(crc).is_valid_on(today)
    ):
        return None
    printed = json.loads(crc_documents(session, crc.number)[-1].data_json)
    shown = prints_publication(
        printed.get("registration_act", ""), *current_publication(application)
    )
    return None if shown else crc


def reissues_due(ctx: ServiceContext, operator_id: uuid.UUID) -> frozenset[uuid.UUID]:
    """The operator's applications whose CRC in force can be issued again with the
    publication as it stands (art. 12); none in Roraima, where nothing is published."""
    require(ctx, Permission.OPERATOR_VIEW)
    if not registration_act_required(ctx.office.jurisdiction):
        return frozenset()
    today = office_today(ctx)
    with ctx.database.read() as session:
        load_operator(session, operator_id)
        applications = session.scalars(
            select(RegistrationApplication).where(
                RegistrationApplication.operator_id == operator_id
            )
        )
        return frozenset(
            item.id for item in applications if reissue_due(session, item, today) is not None
        )
