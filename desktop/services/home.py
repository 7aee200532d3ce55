"""The counts of the home page: operators by status, applications waiting, what expires in
the next 30 and 60 days (documents kept up to date, art. 9 §1; CRCs, art. 13 §3), in Goiás
the information not given in the AGR's terms (arts. 60 §2, 77 XII and 100), and at an office
of the state network how old its statewide data is (issue 19)."""

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from sqlalchemy import Select, func, select
from sqlalchemy.orm import Session

from desktop.models.operators import Operator, RegistrationApplication
from desktop.rules.state_data import is_stale, stale_banner
from desktop.services.calendar import office_now, office_time, office_today
from desktop.services.complaints.late import late_items
from desktop.services.context import ServiceContext
from desktop.services.network.freshness_records import stale_after_hours
from desktop.services.network.sync import state_sync
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.applications_records import OPEN_STATUSES
from desktop.services.registration.crc_records import expiring as expiring_crcs
from desktop.services.registration.operator_documents_records import expiring_query
from desktop.services.registration.operators_records import STATUS_LABELS


@dataclass(frozen=True)
class HomeCounts:
    as_of: date
    operators_by_status: dict[str, int]
    operators_total: int
    applications_open: int
    analysis_overdue: int
    pendencies_lapsed: int
    documents_expiring_30: int
    documents_expiring_60: int
    crcs_expiring_30: int
    crcs_expiring_60: int
    late_information: int
    # Empty unless an office of the state network has not heard from the sede for long.
    state_data_banner: str = ""

    def status_rows(self) -> list[tuple[str, int]]:
        """(label, count) of every operator status, in the order of the registry."""
        return [(label, self.operators_by_status[code]) for code, label in STATUS_LABELS.items()]


def state_data_banner(ctx: ServiceContext) -> str:
    """The warning when the sede was last heard from longer ago than the office's threshold
    (pg_stat_subscription; `network.freshness`); nothing at a standalone office or at the
    sede."""
    sync = state_sync(ctx)
    if sync is None:
        return ""
    threshold = timedelta(hours=stale_after_hours(ctx))
    if not is_stale(sync.last_heard, ctx.clock(), threshold):
        return ""
    heard = None if sync.last_heard is None else office_time(ctx, sync.last_heard)
    return stale_banner(heard, office_now(ctx))


def home_counts(ctx: ServiceContext, as_of: date | None = None) -> HomeCounts:
    require(ctx, Permission.OPERATOR_VIEW)
    banner = state_data_banner(ctx)
    day = as_of or office_today(ctx)
    with ctx.database.read() as session:
        by_status = dict.fromkeys(STATUS_LABELS, 0)
        for status, number in session.execute(
            select(Operator.status, func.count()).group_by(Operator.status)
        ):
            by_status[status] = number
        applications = select(func.count()).select_from(RegistrationApplication)
        open_count = session.execute(
            applications.where(RegistrationApplication.status.in_(OPEN_STATUSES))
        ).scalar_one()
        overdue = session.execute(
            applications.where(
                RegistrationApplication.status.in_(("protocolada", "em_analise")),
                RegistrationApplication.analysis_due < day,
            )
        ).scalar_one()
        lapsed = session.execute(
            applications.where(
                RegistrationApplication.status == "pendente",
                RegistrationApplication.pendency_due < day,
            )
        ).scalar_one()
        in_30 = day + timedelta(days=30)
        in_60 = day + timedelta(days=60)
        return HomeCounts(
            as_of=day,
            operators_by_status=by_status,
            operators_total=sum(by_status.values()),
            applications_open=open_count,
            analysis_overdue=overdue,
            pendencies_lapsed=lapsed,
            documents_expiring_30=_count(session, expiring_query(day, in_30)),
            documents_expiring_60=_count(session, expiring_query(day, in_60)),
            crcs_expiring_30=_count(session, expiring_crcs(day, in_30)),
            crcs_expiring_60=_count(session, expiring_crcs(day, in_60)),
            late_information=len(late_items(ctx, day)),
            state_data_banner=banner,
        )


def _count(session: Session, query: Select[Any]) -> int:
    """How many rows `query` gives."""
    return session.execute(select(func.count()).select_from(query.subquery())).scalar_one()
