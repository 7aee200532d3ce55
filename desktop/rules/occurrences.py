"""Accidents, thefts and other occurrences of a charter trip, communicated to the AGR (Goiás,
Res. AGR 105/2017).

Art. 48: in an accident, a theft or another occurrence involving the vehicle or its
passengers the operator assists them and communicates the fact to the AGR; its sole §: by
post with acknowledgement of receipt, within 5 days of the date of the event, with a copy of
the police report — a term counted as every term of the resolution (art. 83 §§1-3).
Art. 49: when the accident causes death or injury, light or grave, within 24 hours, the police
report with the information of items I-IX (VIII, where the fatal victims were taken, when
there are any); its sole § adds the results of the expert survey or of the driver's alcohol
or toxicology tests when they were made. Not communicating the occurrence is the infraction of
art. 77 IX ("não fazer a comunicação de trânsito, roubo ou outras ocorrências").

Lei RR 664/2008 has no such term for the charter authorisation: its art. 69 IX (any incident
in the service, within 10 days of learning of it) and art. 56 (an interrupted trip) are the
delegatária's duties on a line. These rules refuse a Roraima office.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from desktop.rules.deadlines import procedural_deadline
from desktop.rules.errors import RulesError
from desktop.rules.office_calendar import OfficeCalendar

R105 = "Res. AGR 105/2017"
TERM_ARTICLE = f"{R105}, art. 48, parágrafo único"
VICTIMS_ARTICLE = f"{R105}, art. 49"
LATE_INFRACTION = "77-IX"
LATE_INFRACTION_ARTICLE = f"{R105}, art. 77, IX"
KINDS = {
    "acidente": "Acidente de trânsito",
    "roubo": "Roubo",
    "outra": "Outra ocorrência",
}
# Art. 49, I-IX: what the communication of an accident with victims brings.
VICTIM_ITEMS = (
    ("service", "I — tipo do serviço"),
    ("trip_and_accident", "II — data e hora da viagem e do sinistro"),
    ("passengers", "III — número de passageiros"),
    ("vehicle", "IV — placa e ano de fabricação do veículo"),
    ("accident_kind", "V — tipo do acidente ou forma do sinistro"),
    ("place", "VI — local (rodovia, quilômetro, município)"),
    ("victims", "VII — número e identificação das vítimas"),
    ("fatal_destination", "VIII — para onde foram transferidas as vítimas fatais"),
    ("medical_care", "IX — onde é prestada a assistência médico-hospitalar"),
)
ROMAN = {key: label.split(" — ")[0] for key, label in VICTIM_ITEMS}


@dataclass(frozen=True)
class CommunicationTerm:
    """The last moment of the operator's communication: `due_at` with victims (24 hours),
    else the end of `due_on` (5 days); `article` says which."""

    due_on: date
    due_at: datetime | None
    article: str

    def missed(self, communicated_at: datetime | None, now: datetime) -> bool:
        """Whether the communication came (or, still missing, comes) after the term."""
        moment = communicated_at or now
        if self.due_at is not None:
            return moment > self.due_at
        return moment.date() > self.due_on


def _goias(calendar: OfficeCalendar) -> None:
    if calendar.jurisdiction != "GO":
        raise RulesError(
            "jurisdiction",
            "a Lei RR 664/2008 não fixa prazo de comunicação de ocorrência do fretamento",
        )


def communication_term(
    calendar: OfficeCalendar, occurred_at: datetime, with_victims: bool
) -> CommunicationTerm:
    """24 hours from the occurrence with death or injury (art. 49); otherwise 5 days from its
    date (art. 48 sole §), counted as art. 83 counts. `occurred_at` in the office's time."""
    _goias(calendar)
    if not isinstance(occurred_at, datetime) or occurred_at.tzinfo is None:
        raise RulesError("occurred_at", "informe data e hora da ocorrência")
    if with_victims:
        due_at = occurred_at + timedelta(hours=24)
        return CommunicationTerm(due_at.date(), due_at, VICTIMS_ARTICLE)
    deadline = procedural_deadline(calendar, occurred_at.date(), 5, (TERM_ARTICLE,))
    return CommunicationTerm(deadline.due, None, TERM_ARTICLE)


def missing_items(
    with_victims: bool, fatal_victims: bool, contents: Mapping[str, str]
) -> list[str]:
    """The keys of the items of art. 49 I-IX a communication with victims still lacks (VIII
    only with fatal victims); none without victims (art. 48 asks the police report only)."""
    if not with_victims:
        return []
    return [
        key
        for key, _label in VICTIM_ITEMS
        if (key != "fatal_destination" or fatal_victims) and not contents.get(key, "").strip()
    ]
