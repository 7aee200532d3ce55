"""What the companies and cooperatives of Roraima's alternative transport must adopt within
90 days (Lei RR 664/2008, art. 68 §1º): standardised tickets and ticket books, with model and
order numbering released by the state body (II); the company's standard colour and a defined
itinerary (III); insurance for every passenger, the premiums written on the tickets (VIII).

The law counts the 90 days without saying from when; we count them, as every term of the law
(art. 95), from the first business day after the delegatária learned of the duty — the
signature of its delegation.
"""

from dataclasses import dataclass
from datetime import date

from desktop.rules.deadlines import Deadline, procedural_deadline
from desktop.rules.errors import RulesError
from desktop.rules.office_calendar import OfficeCalendar

L664 = "Lei RR 664/2008"
TERM_ARTICLE = f"{L664}, art. 68 §1º"
DAYS = 90


@dataclass(frozen=True)
class Standard:
    key: str
    label: str
    article: str


STANDARDS = (
    Standard(
        "bilhetes",
        "Bilhetes e talões de passagens padronizados, com modelo e numeração de ordem "
        "liberados pelo órgão estadual",
        f"{L664}, art. 68, II",
    ),
    Standard("cor", "Cor padronizada da empresa e itinerário definido", f"{L664}, art. 68, III"),
    Standard(
        "seguro",
        "Seguro para todos os passageiros, com os prêmios escritos nos bilhetes",
        f"{L664}, art. 68, VIII",
    ),
)
BY_KEY = {standard.key: standard for standard in STANDARDS}


def standards_term(calendar: OfficeCalendar, signed_on: date) -> Deadline:
    """The last day to adopt the standards of a delegation signed on `signed_on`."""
    if calendar.jurisdiction != "RR":
        raise RulesError("jurisdiction", f"o prazo do art. 68 §1º é regra da {L664} (RR)")
    return procedural_deadline(calendar, signed_on, DAYS, (TERM_ARTICLE,))


def missing_standards(met: set[str]) -> tuple[Standard, ...]:
    """The standards not adopted yet, in the order of the article."""
    return tuple(item for item in STANDARDS if item.key not in met)
