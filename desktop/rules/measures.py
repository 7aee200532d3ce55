"""Administrative measures an infraction may call for (GO Res. AGR 105/2017, arts. 72-73).

The rulebook ties each inciso of art. 72 (retention) and art. 73 (removal to a public
depot) to the infractions that describe the same situation. Whether the measure is taken
is the inspector's call on the spot (art. 73, II: removal when the fault cannot be cured
there), so this is a proposal listing the incisos, never a decision.
"""

from dataclasses import dataclass

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
