"""May a line stop running for low demand? (GO, Decreto 8.444/2015, art. 25; the counting
shared with Roraima's own rule in `stoppage_rr`.)

The regulator may authorise a stoppage when the occupancy coefficient (coeficiente de
aproveitamento) was below the threshold in 6 consecutive months: each month below it,
exactly, not their average. The months read are the last 6 given, those before the first
day without service. The stoppage lasts at most 360 days, on pain of caducity (§1): service
resumes by `start` + 360 calendar days, a date never moved to a business day.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from decimal import Decimal

from desktop.rules.dates import add_days
from desktop.rules.errors import RulesError
from desktop.rules.inputs import require_decimal, require_int
from desktop.rules.lines.changes import LineFinding
from desktop.rules.rulebook import Rulebook

D8444 = "Decreto 8.444/2015"

STOPPAGE_REASONS = {
    "aproveitamento": (
        f"{D8444}, art. 25, caput",
        "Coeficiente de aproveitamento não inferior a 30% em cada um dos 6 meses "
        "consecutivos anteriores à paralisação.",
    ),
    "duracao": (
        f"{D8444}, art. 25 §1º",
        "Paralisação por mais de 360 dias, sob pena de caducidade.",
    ),
}


@dataclass(frozen=True)
class StoppageDecision:
    """`resume_by` is the last day by which service resumes (None while it lasts as long as
    an impediment); `months` the coefficients read, oldest first."""

    allowed: bool
    findings: tuple[LineFinding, ...]
    resume_by: date | None
    months: tuple[Decimal, ...]
    articles: tuple[str, ...]
    notes: tuple[str, ...] = field(default=())

    @property
    def reasons(self) -> tuple[str, ...]:
        return tuple(finding.reason for finding in self.findings)


def check_occupancy(occupancy: Sequence[Decimal]) -> tuple[Decimal, ...]:
    """Monthly coefficients in percent, each from 0 to 100."""
    if isinstance(occupancy, str) or not isinstance(occupancy, Sequence):
        raise RulesError("occupancy", "informe a lista dos coeficientes mensais, em %")
    months = []
    for index, value in enumerate(occupancy):
        percent = require_decimal(value, f"occupancy[{index}]")
        if percent > 100:
            raise RulesError(f"occupancy[{index}]", f"percentual acima de 100 ({percent})")
        months.append(percent)
    return tuple(months)


def low_demand_stoppage(
    rulebook: Rulebook,
    occupancy: Sequence[Decimal],
    start: date,
    days: int,
    vocabulary: Mapping[str, tuple[str, str]],
) -> StoppageDecision:
    """The stoppage for low demand of `rulebook`'s jurisdiction, its reasons worded by
    `vocabulary`: threshold, months and longest stoppage come from the rulebook."""
    months = check_occupancy(occupancy)
    if not isinstance(start, date):
        raise RulesError("start", "informe o primeiro dia sem serviço")
    days = require_int(days, "days", minimum=1)
    threshold = rulebook.period("paralisacao_aproveitamento_limite_pct")
    needed = int(rulebook.period("paralisacao_meses_consecutivos").value)
    longest = rulebook.period("paralisacao_maxima_dias")
    recent = months[-needed:]
    low = len(recent) == needed and all(month < threshold.value for month in recent)
    failing = [("aproveitamento", not low), ("duracao", days > longest.value)]
    findings = tuple(LineFinding(reason, *vocabulary[reason]) for reason, fails in failing if fails)
    return StoppageDecision(
        not findings,
        findings,
        add_days(start, int(longest.value)),
        recent,
        (threshold.article, longest.article),
    )


def stoppage(
    rulebook: Rulebook, occupancy: Sequence[Decimal], start: date, days: int
) -> StoppageDecision:
    """GO art. 25: below 30 % in each of 6 consecutive months, at most 360 days (§1); a new
    stoppage may follow a restart while demand stays low (§2)."""
    if rulebook.jurisdiction != "GO":
        raise RulesError("jurisdiction", f"a paralisação do art. 25 é regra do {D8444} (GO)")
    decision = low_demand_stoppage(rulebook, occupancy, start, days, STOPPAGE_REASONS)
    note = (
        "Art. 25 §3º: só se autoriza se os passageiros continuarem atendidos por outras "
        "linhas da transportadora ou de concorrente — registre a verificação com a decisão."
    )
    return replace(decision, articles=(*decision.articles, f"{D8444}, art. 25 §3º"), notes=(note,))
