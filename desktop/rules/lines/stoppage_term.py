"""A stoppage authorised, followed to its end: the day service resumes as authorised and the
day past which the delegation falls to caducity (GO Decreto 8.444/2015, art. 25 §1º; RR Lei
664/2008, art. 55 §§1º-2º).

`authorise` answers whether the stoppage may be authorised at all (each state's own rule in
`stoppage` and `stoppage_rr`); `term` gives its dates: service resumes on the first day after
the days authorised, and at the latest on the day the law's longest stoppage (360 days) ends —
not resumed by then, the line is subject to caducity. A Roraima stoppage for a blocked road
(art. 55, II) lasts while the impediment does (§2º): it has neither date.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from desktop.rules.dates import add_days, br_date
from desktop.rules.errors import RulesError
from desktop.rules.lines.stoppage import D8444, STOPPAGE_REASONS, StoppageDecision, stoppage
from desktop.rules.lines.stoppage_rr import L664, RR_STOPPAGE_REASONS, rr_stoppage
from desktop.rules.rulebook import Rulebook

CADUCITY_ARTICLE = {"GO": f"{D8444}, art. 25 §1º", "RR": f"{L664}, art. 55 §1º"}
OBSTRUCTION_ARTICLE = f"{L664}, art. 55 §2º"
# What the occupancy typed is read against: 6 consecutive months below the state's threshold.
OCCUPANCY_ARTICLE = {
    "GO": STOPPAGE_REASONS["aproveitamento"][0],
    "RR": RR_STOPPAGE_REASONS["aproveitamento"][0],
}


def authorise(
    rulebook: Rulebook,
    occupancy: Sequence[Decimal],
    start: date,
    days: int | None,
    obstruction: bool = False,
) -> StoppageDecision:
    """May the stoppage be authorised? GO art. 25 (low demand only); RR art. 55, I (low
    demand) or II (`obstruction`: a blocked road with no alternative itinerary)."""
    jurisdiction = rulebook.jurisdiction
    if jurisdiction != "RR" and obstruction:
        raise RulesError(
            "obstruction", f"o {D8444}, art. 25, só prevê a paralisação por baixa demanda"
        )
    if days is None and not obstruction:
        # Low demand stops for the days authorised, at most 360 (GO art. 25 §1º; RR art. 55
        # §1º); only a blocked road stops while it lasts (RR art. 55 §2º).
        raise RulesError(
            "days",
            "informe por quantos dias a paralisação é autorizada, até 360 "
            f"({CADUCITY_ARTICLE[jurisdiction]})",
        )
    if jurisdiction == "RR":
        return rr_stoppage(rulebook, occupancy, start, days, obstruction)
    assert days is not None  # refused above
    return stoppage(rulebook, occupancy, start, days)


@dataclass(frozen=True)
class StoppageTerm:
    """`resume_on`: the first day of service again as authorised; `limit_on`: the last day
    to resume before caducity. Both None while a Roraima road obstruction lasts."""

    start: date
    resume_on: date | None
    limit_on: date | None
    article: str
    months: tuple[Decimal, ...] = ()

    def due_within(self, today: date, days: int) -> bool:
        """Whether service must resume within `days` of `today` (or should have already)."""
        return self.resume_on is not None and self.resume_on <= add_days(today, days)

    def days_left(self, today: date) -> int | None:
        """Days until service resumes as authorised; negative once that day has passed."""
        return None if self.resume_on is None else (self.resume_on - today).days

    def caducity(self, today: date) -> bool:
        """Still stopped after the law's longest stoppage: the delegation is subject to
        caducity (GO art. 25 §1º; RR art. 55 §1º)."""
        return self.limit_on is not None and today > self.limit_on

    def since(self, today: date) -> str:
        """'desde 03/08/2026', or 'a partir de 03/08/2026' while that first day is still to
        come, so a stoppage authorised ahead is seen before it starts."""
        return f"{'a partir de' if today < self.start else 'desde'} {br_date(self.start)}"

    def describe(self, today: date, stopped: str = "Paralisada") -> str:
        """What the counter reads about this stoppage on `today`, citing the article;
        `stopped` names what stops ('Paralisação parcial de trecho …')."""
        if self.resume_on is None or self.limit_on is None:
            return f"{stopped} enquanto durar a obstrução da rodovia ({self.article})."
        if self.caducity(today):
            return (
                f"{stopped} desde {br_date(self.start)}, além do limite de "
                f"{br_date(self.limit_on)}: sujeita a caducidade ({self.article})."
            )
        left = self.days_left(today) or 0
        when = (
            f"retomar a operação até {br_date(self.resume_on)}"
            if left >= 0
            else f"deveria ter retomado em {br_date(self.resume_on)} (há {-left} dia(s))"
        )
        return (
            f"{stopped} desde {br_date(self.start)}: {when}; limite sob pena de caducidade "
            f"{br_date(self.limit_on)} ({self.article})."
        )


def term(
    jurisdiction: str, decision: StoppageDecision, start: date, days: int | None
) -> StoppageTerm:
    """The dates of an authorised stoppage of `days` from `start` (the first day without
    service), within the law's longest (`decision.resume_by`)."""
    if not decision.allowed:
        raise RulesError("stoppage", "a paralisação não foi autorizada: não tem prazo")
    if decision.resume_by is None:
        return StoppageTerm(start, None, None, OBSTRUCTION_ARTICLE, decision.months)
    if days is None:
        raise RulesError("days", "informe por quantos dias a paralisação é autorizada")
    resume_on = min(add_days(start, days), decision.resume_by)
    return StoppageTerm(
        start, resume_on, decision.resume_by, CADUCITY_ARTICLE[jurisdiction], decision.months
    )
