"""A recorded auto de infração read back as corrected: its detail, lookups and printout.

The recorded notice is never changed (Res. AGR 105/2017, art. 80 §3; Lei RR 664, art. 76 §3):
its detail applies every correction record in order (art. 79 sole §), and the notice as
corrected is what gets printed, in three copies (art. 80 §1), and notified.
"""

import uuid
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.kind import NOTICE_KIND
from desktop.documents.notice_data import NoticeData, NoticeInfractionLine
from desktop.models.sanctions import (
    InfractionNotice,
    NoticeCorrection,
    NoticeInfraction,
    SanctionProcess,
)
from desktop.rules.joint_liability import LENDERS, joint_liability
from desktop.rules.notice_corrections import CORRECTABLE_FIELDS
from desktop.rules.notices import notice_drawing_up
from desktop.rules.rulebook import load_rulebook
from desktop.services.calendar import office_zone, zone_of
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued, issue_document
from desktop.services.errors import NotFound
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import format_cnpj, format_cpf


@dataclass(frozen=True)
class NoticeLine:
    code: str
    group: str
    article: str
    text: str


@dataclass(frozen=True)
class CorrectionRow:
    field: str
    field_label: str
    old_value: str
    new_value: str
    reason: str
    at: datetime


@dataclass(frozen=True)
class NoticeDetail:
    """The notice as corrected (every correction applied in order)."""

    id: uuid.UUID
    number: str
    process_id: uuid.UUID
    process_number: str
    operator_id: uuid.UUID | None
    operator_name: str
    operator_cnpj: str
    operator_qualification: str
    route: str
    line: str
    place: str
    occurred_at: datetime
    occurred_on: date
    plate: str
    vehicle_id: uuid.UUID | None
    responsible_name: str
    responsible_role: str
    infractions: tuple[NoticeLine, ...]
    inspector_name: str
    inspector_qualification: str
    ciente: str
    ciente_name: str
    ciente_note: str
    description: str
    recorded_on: date
    corrections: tuple[CorrectionRow, ...]
    drawn_up_at: datetime | None = None
    drawn_up_place: str = ""
    drawing_up_notes: tuple[str, ...] = ()
    jointly_liable: str = ""

    @property
    def cnpj_formatted(self) -> str:
        return format_cnpj(self.operator_cnpj)


def print_notice(
    session: Session, ctx: ServiceContext, notice: InfractionNotice, key_dir: Path | None
) -> Issued:
    """Issues (or, after a correction, re-issues under a new number) the notice PDF."""
    detail = notice_detail(session, notice)
    rulebook = load_rulebook(notice.jurisdiction)
    data = NoticeData(
        operator_name=detail.operator_name,
        operator_cnpj=detail.cnpj_formatted,
        operator_qualification=detail.operator_qualification,
        route=detail.route,
        line=detail.line,
        place=detail.place,
        occurred_at_local=detail.occurred_at.astimezone(office_zone(ctx)),
        plate=detail.plate,
        responsible_name=detail.responsible_name,
        responsible_role=detail.responsible_role,
        infractions=tuple(
            NoticeInfractionLine(
                line.code, line.article, line.text, rulebook.group_label(line.group)
            )
            for line in detail.infractions
        ),
        inspector_name=detail.inspector_name,
        inspector_qualification=detail.inspector_qualification,
        ciente=detail.ciente,
        ciente_name=detail.ciente_name,
        ciente_note=detail.ciente_note,
        description=detail.description,
        recorded_on=detail.recorded_on,
        drawn_up_local=(
            detail.drawn_up_at.astimezone(office_zone(ctx)) if detail.drawn_up_at else None
        ),
        drawn_up_place=detail.drawn_up_place,
        jointly_liable=detail.jointly_liable,
        corrections=tuple(
            f"{row.field_label}: “{row.old_value}” → “{row.new_value}” ({row.reason})"
            for row in detail.corrections
        ),
    )
    number = f"{notice.number}-C{len(detail.corrections)}" if detail.corrections else notice.number
    return issue_document(
        ctx,
        session,
        NOTICE_KIND,
        data,
        number=number,
        subject_ref=notice_subject(notice.id),
        key_dir=key_dir,
    )


def notice_subject(notice_id: uuid.UUID) -> str:
    return f"notice:{notice_id}"


def load_notice(session: Session, notice_id: uuid.UUID) -> InfractionNotice:
    notice = session.get(InfractionNotice, notice_id)
    if notice is None:
        raise NotFound("Auto de infração não encontrado.")
    return notice


def notice_detail(session: Session, notice: InfractionNotice) -> NoticeDetail:
    lines = session.scalars(
        select(NoticeInfraction)
        .where(NoticeInfraction.notice_id == notice.id)
        .order_by(NoticeInfraction.position)
    ).all()
    corrections = session.scalars(
        select(NoticeCorrection)
        .where(NoticeCorrection.notice_id == notice.id)
        .order_by(NoticeCorrection.created_at)
    ).all()
    values = {name: getattr(notice, name) for name in CORRECTABLE_FIELDS}
    for row in corrections:
        values[row.field] = row.new_value
    process = session.scalar(select(SanctionProcess).where(SanctionProcess.notice_id == notice.id))
    return NoticeDetail(
        id=notice.id,
        number=notice.number,
        process_id=process.id if process else notice.id,
        process_number=process.number if process else "",
        operator_id=notice.operator_id,
        operator_name=notice.operator_name,
        operator_cnpj=notice.operator_cnpj,
        operator_qualification=values["operator_qualification"],
        route=values["route"],
        line=values["line"],
        place=values["place"],
        occurred_at=notice.occurred_at,
        occurred_on=notice.occurred_on,
        plate=values["plate"],
        vehicle_id=notice.vehicle_id,
        responsible_name=values["responsible_name"],
        responsible_role=values["responsible_role"],
        infractions=tuple(NoticeLine(r.code, r.group, r.article, r.text) for r in lines),
        inspector_name=notice.inspector_name,
        inspector_qualification=values["inspector_qualification"],
        ciente=notice.ciente,
        ciente_name=notice.ciente_name,
        ciente_note=notice.ciente_note,
        description=values["description"],
        recorded_on=notice.created_at.astimezone(zone_of(notice.jurisdiction)).date(),
        drawn_up_at=notice.drawn_up_at,
        drawn_up_place=values["drawn_up_place"],
        drawing_up_notes=_drawing_up_notes(notice),
        jointly_liable=jointly_liable_sentence(notice),
        corrections=tuple(
            CorrectionRow(
                r.field,
                CORRECTABLE_FIELDS[r.field],
                r.old_value,
                r.new_value,
                r.reason,
                r.created_at,
            )
            for r in corrections
        ),
    )


def jointly_liable_sentence(notice: InfractionNotice) -> str:
    """Who answers jointly for the fine with the autuada (Res. 105, art. 22 sole §), as the
    auto and its notifications print it; empty when no one does."""
    if not notice.jointly_liable_name:
        return ""
    liable = joint_liability(
        notice.jurisdiction,
        next(code for code, role in LENDERS.items() if role == notice.jointly_liable_role),
        notice.jointly_liable_name,
        notice.jointly_liable_cpf,
        True,
    )
    assert liable is not None  # recorded from the same rule
    return liable.sentence(format_cpf(notice.jointly_liable_cpf))


def _drawing_up_notes(notice: InfractionNotice) -> tuple[str, ...]:
    """The rules' note when the notice was not drawn up at the infraction's moment (GO)."""
    if notice.drawn_up_at is None:
        return ()
    zone = zone_of(notice.jurisdiction)
    drawn_up = notice.drawn_up_at.astimezone(zone)
    return notice_drawing_up(notice.occurred_at.astimezone(zone), drawn_up, drawn_up).notes


def get_notice(ctx: ServiceContext, notice_id: uuid.UUID) -> NoticeDetail:
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        return notice_detail(session, load_notice(session, notice_id))


def find_notice(ctx: ServiceContext, number: str) -> NoticeDetail:
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        notice = session.scalar(
            select(InfractionNotice).where(InfractionNotice.number == number.strip().upper())
        )
        if notice is None:
            raise NotFound(f"Nenhum auto de infração nº {number} neste escritório.")
        return notice_detail(session, notice)


@dataclass(frozen=True)
class NoticeSummary:
    id: uuid.UUID
    number: str
    occurred_on: date
    operator_name: str
    cnpj_formatted: str
    plate: str
    codes: str


def list_notices(
    ctx: ServiceContext, operator_id: uuid.UUID | None = None, limit: int = 200
) -> list[NoticeSummary]:
    """Most recent notices first, of one operator or of the office."""
    require(ctx, Permission.OPERATOR_VIEW)
    query = select(InfractionNotice).order_by(
        InfractionNotice.occurred_at.desc(), InfractionNotice.number.desc()
    )
    if operator_id is not None:
        query = query.where(InfractionNotice.operator_id == operator_id)
    with ctx.database.read() as session:
        notices = session.scalars(query.limit(limit)).all()
        codes: dict[uuid.UUID, list[str]] = {}
        if notices:
            for notice_id, code in session.execute(
                select(NoticeInfraction.notice_id, NoticeInfraction.code)
                .where(NoticeInfraction.notice_id.in_([n.id for n in notices]))
                .order_by(NoticeInfraction.position)
            ):
                codes.setdefault(notice_id, []).append(code)
        return [
            NoticeSummary(
                n.id,
                n.number,
                n.occurred_on,
                n.operator_name,
                format_cnpj(n.operator_cnpj),
                n.plate,
                ", ".join(codes.get(n.id, [])),
            )
            for n in notices
        ]
