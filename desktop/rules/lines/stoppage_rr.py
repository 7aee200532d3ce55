"""May a line stop running? (RR, Lei RR 664/2008, art. 55.)

Roraima's own law gives two alternative cases: an occupancy coefficient below 50 % in
6 consecutive months (I), the stoppage lasting at most 360 days on pain of caducity (§1);
or a road blocked with no alternative itinerary (II), the stoppage lasting while the
impediment does (§2), with no term to resume by.
"""

from collections.abc import Sequence
from datetime import date
from decimal import Decimal

from desktop.rules.errors import RulesError
from desktop.rules.inputs import require_bool, require_int
from desktop.rules.lines.stoppage import StoppageDecision, check_occupancy, low_demand_stoppage
from desktop.rules.rulebook import Rulebook

L664 = "Lei RR 664/2008"

RR_STOPPAGE_REASONS = {
    "aproveitamento": (
        f"{L664}, art. 55, I",
        "Coeficiente de aproveitamento não inferior a 50% em cada um dos 6 meses "
        "consecutivos anteriores à paralisação.",
    ),
    "duracao": (
        f"{L664}, art. 55 §1º",
        "Paralisação por mais de 360 dias, sob pena de caducidade da delegação.",
    ),
}


def rr_stoppage(
    rulebook: Rulebook,
    occupancy: Sequence[Decimal],
    start: date,
    days: int | None,
    obstruction: bool = False,
) -> StoppageDecision:
    """Art. 55: with `obstruction` (II) the stoppage is allowed whatever the occupancy and
    lasts while the road is blocked (§2: `days` may be None, `resume_by` is None); else the
    low-demand case (I, §1)."""
    if rulebook.jurisdiction != "RR":
        raise RulesError("jurisdiction", f"a paralisação do art. 55 é regra da {L664} (RR)")
    if not require_bool(obstruction, "obstruction"):
        return low_demand_stoppage(
            rulebook, occupancy, start, require_int(days, "days", minimum=1), RR_STOPPAGE_REASONS
        )
    months = check_occupancy(occupancy)
    if not isinstance(start, date):
        raise RulesError("start", "informe o primeiro dia sem serviço")
    if days is not None:
        require_int(days, "days", minimum=1)
    return StoppageDecision(
        True, (), None, months, (f"{L664}, art. 55, II", f"{L664}, art. 55 §2º")
    )
