"""Queries of `desktop.services.sanctions.measures`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.sanctions import (
    InfractionNotice,
    NoticeInfraction,
    VehicleMeasure,
)
from desktop.rules import measures_for
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook

KIND_LABELS = {
    "retencao": "Retenção do veículo (Res. AGR 105/2017, art. 72)",
    "remocao": "Remoção para depósito público (Res. AGR 105/2017, art. 73)",
    "apreensao": "Apreensão do veículo (Lei RR 664/2008, art. 90)",
}


@dataclass(frozen=True)
class MeasureRow:
    id: uuid.UUID
    notice_id: uuid.UUID
    notice_number: str
    kind: str
    kind_label: str
    inciso: str
    plate: str
    depot: str
    started_at: datetime
    limit_day: date | None
    earliest_release_at: datetime | None
    articles: str
    released_at: datetime | None
    release_basis: str
    depot_days: int | None
    depot_fee: Decimal | None


@dataclass(frozen=True)
class MeasureProposal:
    kind: str
    label: str
    inciso: str
    text: str
    article: str


def measure_row(measure: VehicleMeasure, notice_number: str) -> MeasureRow:
    return MeasureRow(
        measure.id,
        measure.notice_id,
        notice_number,
        measure.kind,
        KIND_LABELS[measure.kind],
        measure.inciso,
        measure.plate,
        measure.depot,
        measure.started_at,
        measure.limit_day,
        measure.earliest_release_at,
        measure.articles,
        measure.released_at,
        measure.release_basis,
        measure.depot_days,
        measure.depot_fee,
    )


def notice_codes(session: Session, notice_id: uuid.UUID) -> tuple[str, ...]:
    """The infractions the auto records, in its order (Res. AGR 105/2017, art. 80, VI)."""
    return tuple(
        session.scalars(
            select(NoticeInfraction.code)
            .where(NoticeInfraction.notice_id == notice_id)
            .order_by(NoticeInfraction.position)
        )
    )


def propose_measures(ctx: ServiceContext, notice_id: uuid.UUID) -> list[MeasureProposal]:
    """GO arts. 72-73: the measures whose incisos describe an infraction of the notice."""
    require(ctx, Permission.OPERATOR_VIEW)
    rulebook = office_rulebook(ctx)
    with ctx.database.read() as session:
        codes = notice_codes(session, notice_id)
    proposals = {}
    for code in codes:
        for measure in measures_for(rulebook, code):
            proposals[(measure.kind, measure.inciso)] = MeasureProposal(
                measure.kind, measure.label, measure.inciso, measure.text, measure.article
            )
    return list(proposals.values())


def measures_of(ctx: ServiceContext, notice_id: uuid.UUID) -> list[MeasureRow]:
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        rows = session.execute(
            select(VehicleMeasure, InfractionNotice.number)
            .join(InfractionNotice, InfractionNotice.id == VehicleMeasure.notice_id)
            .where(VehicleMeasure.notice_id == notice_id)
            .order_by(VehicleMeasure.started_at)
        ).all()
        return [measure_row(measure, number) for measure, number in rows]


def vehicles_held(ctx: ServiceContext) -> list[MeasureRow]:
    """Vehicles still retained, in the depot or apprehended, oldest first (art. 73 §5: the
    processes of removed vehicles have priority)."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        rows = session.execute(
            select(VehicleMeasure, InfractionNotice.number)
            .join(InfractionNotice, InfractionNotice.id == VehicleMeasure.notice_id)
            .where(VehicleMeasure.released_at.is_(None))
            .order_by(VehicleMeasure.started_at)
        ).all()
        return [measure_row(measure, number) for measure, number in rows]
