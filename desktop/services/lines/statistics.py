"""A line's monthly operating statistics, kept in the insert-only `line_trip_counts` with the
month set, and the months each Goiás line in operation is late with (Decreto 8.444/2015,
art. 19 §2º: tickets sold and passengers carried, by the 30th of the following month).
Roraima records the month's trips, which the art. 84, II coefficient reads."""

import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineTripCount
from desktop.rules import half_year
from desktop.rules.choices import Jurisdiction
from desktop.rules.errors import RulesError
from desktop.rules.lines.statistics import GO_ARTICLE, RR_ARTICLE, check_month_over
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound, ValidationError
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import check_required


@dataclass(frozen=True)
class MonthStatistics:
    """One month of a line as the operator reported it; `month` any day of the month."""

    month: date | None
    trips: int | None
    passengers: int | None
    sales: Decimal | None
    km: Decimal | None
    reported_on: date | None
    reference: str


def _count(value: int | None, required: bool, what: str, article: str) -> str | None:
    if value is None:
        return f"Informe {what} ({article})." if required else None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        return f"Informe {what}, zero ou mais ({article})."
    return None


def _amount(value: Decimal | None, required: bool, what: str, article: str) -> str | None:
    if value is None:
        return f"Informe {what} ({article})." if required else None
    if not isinstance(value, Decimal) or not value.is_finite() or value < 0:
        return f"Informe {what}, zero ou mais ({article})."
    return None


def check_statistics(ctx: ServiceContext, data: MonthStatistics) -> dict[str, str]:
    """The messages, by field, that refuse the month's statistics (empty when good)."""
    go = ctx.office.jurisdiction == Jurisdiction.GO
    article = GO_ARTICLE if go else RR_ARTICLE
    errors: dict[str, str] = {}
    try:
        check_month_over(data.month, office_today(ctx), article)
    except RulesError as refused:
        errors["month"] = refused.message
    checks = {
        "trips": _count(data.trips, not go, "o número de viagens realizadas", article),
        "passengers": _count(data.passengers, go, "os passageiros transportados", article),
        "sales": _amount(data.sales, go, "a venda de passagens em reais", article),
        "km": _amount(data.km, False, "a quilometragem percorrida", article),
    }
    errors.update({field: text for field, text in checks.items() if text})
    if data.reported_on is None or data.reported_on > office_today(ctx):
        errors["reported_on"] = "Informe quando a delegatária informou (não posterior a hoje)."
    if check_required(data.reference):
        errors["reference"] = "Informe o boletim ou documento em que a delegatária informou."
    return errors


def add_statistics(
    session: Session, ctx: ServiceContext, line_id: uuid.UUID, data: MonthStatistics
) -> LineTripCount:
    """Writes checked statistics in the caller's transaction (the import adds many)."""
    assert data.month is not None and data.reported_on is not None  # checked before
    month = data.month.replace(day=1)
    row = LineTripCount(
        line_id=line_id,
        half_start=half_year(month)[0],
        month=month,
        trips=data.trips,
        passengers=data.passengers,
        sales=data.sales,
        km=data.km,
        reported_on=data.reported_on,
        reference=data.reference.strip(),
        created_at=ctx.clock(),
        created_by_id=ctx.actor.user_id,
    )
    insert_audited(session, ctx, row, "create", entity="line_statistics", at=row.created_at)
    return row


def record_statistics(ctx: ServiceContext, line_id: uuid.UUID, data: MonthStatistics) -> None:
    """Records a month's statistics of the line; a correction is a new record."""
    require(ctx, Permission.LINE_EDIT)
    errors = check_statistics(ctx, data)
    if errors:
        raise ValidationError(errors)
    with ctx.database.write() as session:
        if session.get(Line, line_id) is None:
            raise NotFound("Linha não encontrada.")
        add_statistics(session, ctx, line_id, data)
