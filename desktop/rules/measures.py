"""Administrative measures an infraction may call for (GO Res. AGR 105/2017, arts. 72-73).

The rulebook ties each inciso of art. 72 (retention) and art. 73 (removal to a public
depot) to the infractions that describe the same situation. Whether the measure is taken
is the inspector's call on the spot (art. 73, II: removal when the fault cannot be cured
there), so this is a proposal listing the incisos, never a decision.
"""

from dataclasses import dataclass
from datetime import date

from desktop.rules.dates import add_days
from desktop.rules.errors import RulesError
from desktop.rules.rulebook import Rulebook

KINDS = {"retencao": "retenção do veículo", "remocao": "remoção do veículo para depósito"}


@dataclass(frozen=True)
class Measure:
    kind: str
    label: str
    inciso: str
    text: str
    article: str


def measures_for(rulebook: Rulebook, code: str) -> tuple[Measure, ...]:
    """Measures of arts. 72-73 whose incisos describe infraction `code` (empty for RR)."""
    rulebook.infraction(code)
    return tuple(
        Measure(kind, label, case.inciso, case.text, case.article)
        for kind, label in KINDS.items()
        for case in rulebook.cases.get(kind, ())
        if code in case.infractions
    )


@dataclass(frozen=True)
class RemovalTerm:
    removed_on: date
    last_day: date
    articles: tuple[str, ...]


def removal_term(rulebook: Rulebook, removed_on: date) -> RemovalTerm:
    """Art. 73 §6: a removal for operating without authorization (art. 73, I) lasts at most
    30 days (continuous, the start day excluded, as art. 83 counts)."""
    if rulebook.jurisdiction != "GO":
        raise RulesError("jurisdiction", "remoção para depósito é regra da Res. AGR 105/2017 (GO)")
    if not isinstance(removed_on, date):
        raise RulesError("removed_on", "informe a data da remoção")
    rulebook.check_in_force(removed_on, "removed_on")
    term = rulebook.period("remocao_maxima_dias")
    return RemovalTerm(
        removed_on,
        add_days(removed_on, int(term.value)),
        (term.article, "Res. AGR 105/2017, art. 83 §§1 e 3"),
    )
