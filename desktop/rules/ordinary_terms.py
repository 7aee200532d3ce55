"""Terms for acts of the ordinary process (Res. AGR 105/2017, art. 93 §8): "O prazo para a
realização de quaisquer atos processuais, inexistindo disposição legal ou especifica, será de
no mínimo 3 (três) dias."

Its acts are done on business days (art. 93 §7): "Os atos processuais serão realizados em dias
úteis na sede da AGR, no horário normal de expediente" — on the office calendar the deadlines
use. The rule is the ordinary process's (Seção III); the simplified process and Lei RR
664/2008 have none.

The commission sets the term of an act it asks for (art. 93 §3: instruction by its
determination); a term shorter than the minimum is refused. The term runs from the ciência as
every procedural term of the resolution does (art. 83 §§1-3).
"""

from datetime import date

from desktop.rules.dates import br_date
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


BUSINESS_DAYS_ARTICLE = "Res. AGR 105/2017, art. 93, § 7º"


def ordinary_act_day_error(calendar: OfficeCalendar, day: date) -> str | None:
    """Why an act of the Goiás ordinary process cannot be dated `day`, or None."""
    if calendar.jurisdiction != "GO":
        return None
    closed = calendar.closed_because(day)
    if closed is None:
        return None
    return (
        f"Os atos do processo ordinário são realizados em dias úteis, no horário de expediente "
        f"da AGR ({BUSINESS_DAYS_ARTICLE}): {br_date(day)} não é dia útil ({closed})."
    )
