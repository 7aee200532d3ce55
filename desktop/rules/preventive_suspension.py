"""The preventive suspension of Res. AGR 105/2017, art. 93 §9: "Constatada a infração de que
trata o inciso I do art. 78 desta Resolução, o setor competente poderá propor ao Conselho
Regulador a suspensão imediata em caráter preventivo da empresa até a conclusão do processo
administrativo ordinário."

Only for the infraction of art. 78, I, only in the ordinary process, decided by the Council,
and in force from the day it decides until the process is concluded (its judgment).
"""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from desktop.rules.errors import RulesError
from desktop.rules.rulebook import Rulebook

ARTICLE = "Res. AGR 105/2017, art. 93 §9"
INFRACTION = "78-I"


@dataclass(frozen=True)
class PreventiveSuspension:
    first_day: date
    articles: tuple[str, ...]

    def in_force(self, on: date, concluded_on: date | None) -> bool:
        """Running on `on`: decided by then and the process not yet concluded."""
        return self.first_day <= on and (concluded_on is None or on < concluded_on)

    def runs_during(self, start: date, end: date, concluded_on: date | None) -> bool:
        """Running on some day from `start` to `end` (a trip's days)."""
        return self.in_force(max(start, self.first_day), concluded_on) and self.first_day <= end


def preventive_suspension(
    rulebook: Rulebook, infractions: Iterable[str], process_kind: str, first_day: date | None
) -> PreventiveSuspension:
    """The Council's preventive suspension of a company whose notice types art. 78, I, in
    the ordinary process (art. 93 §9); RulesError naming the input that does not allow it."""
    if rulebook.jurisdiction != "GO":
        raise RulesError("jurisdiction", "a suspensão preventiva é regra da Res. AGR 105/2017")
    if not isinstance(first_day, date):
        raise RulesError("decided_on", "informe a data da decisão do Conselho Regulador")
    rulebook.check_in_force(first_day, "decided_on")
    if INFRACTION not in set(infractions):
        raise RulesError(
            "infractions",
            f"a suspensão preventiva cabe só na infração do art. 78, I ({ARTICLE})",
        )
    if process_kind != "ordinario":
        raise RulesError(
            "process",
            "a suspensão preventiva dura até a conclusão do processo administrativo "
            f"ordinário: instaure-o antes ({ARTICLE})",
        )
    return PreventiveSuspension(first_day, (ARTICLE,))
