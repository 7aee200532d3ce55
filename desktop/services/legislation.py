"""The "Legislação" screen: the infraction catalogue of the office's jurisdiction with each
group, the value in force (with the updates registered under Res. AGR 105/2017, art. 98) and
the article, straight from `desktop.rules.legislation_rows`."""

from dataclasses import dataclass
from datetime import date

from desktop.rules import LegislationRow, legislation_rows
from desktop.rules.fines import R105
from desktop.rules.rulebook import ValueSeries
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook


@dataclass(frozen=True)
class Legislation:
    jurisdiction: str
    on: date
    rows: tuple[LegislationRow, ...]
    values: tuple[ValueSeries, ...]  # the rulebook's order
    basis: str


def legislation(ctx: ServiceContext, on: date | None = None) -> Legislation:
    """The catalogue as it stands on `on` (default today)."""
    require(ctx, Permission.OPERATOR_VIEW)
    day = on or office_today(ctx)
    rulebook = office_rulebook(ctx)
    return Legislation(
        ctx.office.jurisdiction,
        day,
        legislation_rows(rulebook, day),
        tuple(rulebook.values.values()),
        f"{R105} e Decreto 8.444/2015" if ctx.office.jurisdiction == "GO" else "Lei RR 664/2008",
    )
