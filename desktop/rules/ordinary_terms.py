"""Terms for acts of the ordinary process (Res. AGR 105/2017, art. 93 §8): "O prazo para a
realização de quaisquer atos processuais, inexistindo disposição legal ou especifica, será de
no mínimo 3 (três) dias."

The commission sets the term of an act it asks for (art. 93 §3: instruction by its
determination); a term shorter than the minimum is refused. The term runs from the ciência as
every procedural term of the resolution does (art. 83 §§1-3).
"""

from datetime import date

from desktop.rules.deadlines import Deadline, procedural_deadline
from desktop.rules.errors import RulesError
from desktop.rules.inputs import require_int
from desktop.rules.office_calendar import OfficeCalendar
from desktop.rules.rulebook import Rulebook

MINIMUM_KEY = "prazo_minimo_ato_processual_dias"


def ordinary_act_term(
    rulebook: Rulebook, calendar: OfficeCalendar, ciencia: date, days: int
) -> Deadline:
    """Due date of an act of the ordinary process the commission gives `days` days for."""
    if rulebook.jurisdiction != "GO":
        raise RulesError(
            "jurisdiction", "o prazo mínimo do art. 93 §8 é regra da Res. AGR 105/2017 (GO)"
        )
    if not isinstance(ciencia, date):
        raise RulesError("ciencia", "informe a data da ciência do ato")
    rulebook.check_in_force(ciencia, "ciencia")
    days = require_int(days, "days")
    minimum = rulebook.period(MINIMUM_KEY)
    if days < int(minimum.value):
        raise RulesError(
            "days",
            f"O prazo para a realização de atos do processo ordinário é de no mínimo "
            f"{int(minimum.value)} dias ({minimum.article}).",
        )
    return procedural_deadline(calendar, ciencia, days, (minimum.article,))
