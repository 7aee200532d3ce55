"""Monthly operating statistics of a regular line.

GO (Decreto 8.444/2015, art. 19 §2º): the operator gives the AGR, by the 30th day of the
month after the one the services were run, the statistics of tickets sold and passengers
carried on each line. A month following with no 30th day (February) is due on its last
day. Roraima's Lei 664/2008 sets no monthly deadline: its trips per line are the divisor
of the art. 84, II coefficient, so a Roraima month is never late.

Statistics are for a month already over: one not yet over is refused, naming the article.
"""

import calendar
from collections.abc import Iterable
from datetime import date

from desktop.rules.errors import RulesError

GO_ARTICLE = "Decreto 8.444/2015, art. 19 §2º"
RR_ARTICLE = "Lei RR 664/2008, art. 84, II"
DUE_DAY = 30


def month_start(day: date) -> date:
    """The first day of the month containing `day`."""
    return day.replace(day=1)


def next_month(month: date) -> date:
    """The first day of the month after the one starting on `month`."""
    if month.month == 12:
        return date(month.year + 1, 1, 1)
    return date(month.year, month.month + 1, 1)


def statistics_due(month: date) -> date:
    """The last day to give the month's statistics (GO art. 19 §2º): the 30th of the
    following month, or that month's last day when it is shorter (February)."""
    following = next_month(month_start(month))
    last = calendar.monthrange(following.year, following.month)[1]
    return following.replace(day=min(DUE_DAY, last))


def check_month_over(month: date | None, today: date, article: str = GO_ARTICLE) -> date:
    """The first day of `month`, refused when missing or not yet over on `today`."""
    if month is None:
        raise RulesError("month", f"Informe o mês das estatísticas ({article}).")
    first = month_start(month)
    if next_month(first) > today:
        raise RulesError(
            "month",
            f"O mês {first:%m/%Y} ainda não terminou: as estatísticas são do mês em que os "
            f"serviços foram realizados ({article}).",
        )
    return first


def late_months(operating_since: date, recorded: Iterable[date], today: date) -> list[date]:
    """The months (first days, oldest first) of a GO line in operation since
    `operating_since` whose statistics were due before `today` and are not recorded."""
    have = {month_start(day) for day in recorded}
    late = []
    month = month_start(operating_since)
    while statistics_due(month) < today:
        if month not in have:
            late.append(month)
        month = next_month(month)
    return late
