"""Everything the home page shows, read in one go off the GUI thread.

The home page imports this module on the worker thread when it first reads (issue 18 §2):
the services below bring the models of lines, licences, vehicles, complaints and sanctions,
which the main window does not need to be shown and usable."""

from collections.abc import Callable
from typing import NamedTuple, TypeVar

from desktop.rules.choices import Jurisdiction
from desktop.services.complaints.late import LateItem, late_items
from desktop.services.context import ServiceContext
from desktop.services.home import HomeCounts, home_counts
from desktop.services.lines.alternative_standards_records import StandardsView, late_standards
from desktop.services.lines.delegations_records import ExpiringDelegation, expiring_delegations
from desktop.services.lines.incidents_records import IncidentRow, late_incidents
from desktop.services.lines.outorga_records import OverdueInstalment, overdue_instalments
from desktop.services.lines.partial_stoppages_records import (
    partial_stoppages_due,
    partial_stoppages_without_return,
)
from desktop.services.lines.statistics_records import LateLine, late_statistics
from desktop.services.lines.stoppages_records import (
    StoppageDue,
    StoppageWithoutReturn,
    stoppages_due,
    stoppages_without_return,
)
from desktop.services.registration.crc_records import CrcDetail, expiring_crcs
from desktop.services.registration.operator_documents_records import (
    ExpiringDocument,
    expiring_documents,
)
from desktop.services.registration.standing_records import StandingChangeRow, late_standing_changes
from desktop.services.search.licences import LicenceHome, licence_home
from desktop.services.vehicles.expiry import ExpiringItem, expiring_vehicle_items

T = TypeVar("T")

# The soonest of each list of the operators' tab; the cards count them all.
LIST_LIMIT = 200


class HomeReading(NamedTuple):
    counts: HomeCounts
    crcs: list[CrcDetail]
    documents: list[ExpiringDocument]
    vehicles: list[ExpiringItem]
    licences: LicenceHome
    delegations: list[ExpiringDelegation]
    stoppages: list[StoppageDue]
    without_return: list[StoppageWithoutReturn]
    incidents: list[IncidentRow]
    standards: list[StandardsView]
    late: list[LateItem]
    late_changes: list[StandingChangeRow]
    late_lines: list[LateLine]
    instalments: list[OverdueInstalment]


def read_home(
    ctx: ServiceContext,
    within_days: int,
    licence_days: int,
    go_on: Callable[[], None] = lambda: None,
) -> HomeReading:
    """The counts and lists of the home page: what expires in the next `within_days` days,
    the contínuo/escolar licences ending in the next `licence_days` and what is late.

    `go_on()` is called before each of the readings and stops the whole by raising: a reading
    of the page superseded by a newer one (F5, a change announced) ends at the next of its
    fourteen queries instead of running them all for nothing."""

    def then(reading: Callable[[], T]) -> T:
        go_on()
        return reading()

    return HomeReading(
        then(lambda: home_counts(ctx)),
        then(lambda: expiring_crcs(ctx, within_days=within_days, limit=LIST_LIMIT)),
        then(lambda: expiring_documents(ctx, within_days=within_days, limit=LIST_LIMIT)),
        then(lambda: expiring_vehicle_items(ctx, within_days=within_days)),
        then(lambda: licence_home(ctx, licence_days)),
        then(lambda: expiring_delegations(ctx, within_days=within_days)),
        # A partial stoppage (GO art. 25, caput; RR art. 55, caput) is due as a total one.
        then(
            lambda: sorted(
                stoppages_due(ctx, within_days=within_days)
                + partial_stoppages_due(ctx, within_days=within_days),
                key=lambda item: (item.last_day, item.line_code),
            )
        ),
        # In force with no day to resume (RR art. 55 §2º), listed apart: nothing falls due.
        then(
            lambda: sorted(
                stoppages_without_return(ctx) + partial_stoppages_without_return(ctx),
                key=lambda item: item.line_code,
            )
        ),
        then(lambda: late_incidents(ctx)),
        then(lambda: late_standards(ctx)),
        then(lambda: late_items(ctx)),
        then(lambda: late_standing_changes(ctx, limit=LIST_LIMIT)),
        then(lambda: late_statistics(ctx)),
        # The outorga's instalments are Goiás's (Decreto 8.444/2015, art. 11 §5º).
        then(
            lambda: overdue_instalments(ctx) if ctx.office.jurisdiction == Jurisdiction.GO else []
        ),
    )
