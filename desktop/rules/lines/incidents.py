"""Accidents, interruptions and other incidents on a regular line, and the term and contents of
the operator's communication to the regulator.

Goiás, Decreto 8.444/2015: art. 23 §2º — an accident is communicated within 5 days, with the
police report and the data of the vehicle's graphic recorder (tachograph) when there was death
or grave injury; art. 24 — an interruption of the service by a fortuitous event or force
majeure, within 5 days too, "especificando as causas e as providências adotadas". Counted as
the AGR counts its terms (Res. AGR 105/2017, art. 83).

Roraima, Lei RR 664/2008 (its own law only): art. 56 — an interrupted trip, the delegatária
providing other transport and, when needed, food and lodging, communicated within 10 days;
art. 69, IX — any other incident in the service, within 10 days of learning of it. Counted
from the first business day after (art. 95). A communication late or missing is the
infraction of art. 80, VII ("atraso ou falta de encaminhamento … de qualquer comunicação
prevista nesta Lei"); the Decreto names no specific infraction for it.
"""

from dataclasses import dataclass
from datetime import date

from desktop.rules.deadlines import Deadline, procedural_deadline
from desktop.rules.errors import RulesError
from desktop.rules.office_calendar import OfficeCalendar

D8444 = "Decreto 8.444/2015"
L664 = "Lei RR 664/2008"


@dataclass(frozen=True)
class IncidentKind:
    label: str
    article: str
    days: int
    # (key, what the communication brings, article) — `grave_only` items only with death or
    # grave injury (GO art. 23 §2º).
    items: tuple[tuple[str, str, str], ...] = ()
    grave_only: frozenset[str] = frozenset()


KINDS: dict[str, dict[str, IncidentKind]] = {
    "GO": {
        "acidente": IncidentKind(
            "Acidente",
            f"{D8444}, art. 23 §2º",
            5,
            (
                ("police_report", "Boletim de ocorrência", f"{D8444}, art. 23 §2º"),
                ("tachograph", "Dados do registrador gráfico do veículo", f"{D8444}, art. 23 §2º"),
            ),
            frozenset({"police_report", "tachograph"}),
        ),
        "interrupcao": IncidentKind(
            "Interrupção do serviço por caso fortuito ou força maior",
            f"{D8444}, art. 24",
            5,
            (
                ("causes", "Causas da interrupção", f"{D8444}, art. 24"),
                ("measures", "Providências adotadas", f"{D8444}, art. 24"),
            ),
        ),
    },
    "RR": {
        "interrupcao": IncidentKind(
            "Interrupção da viagem",
            f"{L664}, art. 56",
            10,
            (
                (
                    "measures",
                    "Transporte providenciado e, se for o caso, alimentação e pousada",
                    f"{L664}, art. 56",
                ),
            ),
        ),
        "incidente": IncidentKind(
            "Outro incidente no serviço",
            f"{L664}, art. 69, IX",
            10,
            (("what", "O que ocorreu", f"{L664}, art. 69, IX"),),
        ),
    },
}
# What a late or missing communication is, where the state's law names it.
LATE_INFRACTION = {"RR": ("80-VII", f"{L664}, art. 80, VII")}


def kind_of(jurisdiction: str, kind: str) -> IncidentKind:
    try:
        return KINDS[jurisdiction][kind]
    except KeyError:
        names = ", ".join(item.label.lower() for item in KINDS.get(jurisdiction, {}).values())
        raise RulesError("kind", f"escolha o tipo da ocorrência: {names}") from None


def communication_term(calendar: OfficeCalendar, kind: str, start: date) -> Deadline:
    """The last day of the operator's communication of an incident of `kind` that happened
    (GO) or that it learned of (RR art. 69, IX) on `start`."""
    chosen = kind_of(calendar.jurisdiction, kind)
    return procedural_deadline(calendar, start, chosen.days, (chosen.article,))


def required_items(jurisdiction: str, kind: str, grave: bool) -> tuple[tuple[str, str, str], ...]:
    """What the communication must bring: `grave` (death or grave injury) adds the police
    report and the tachograph's data of a Goiás accident (art. 23 §2º)."""
    chosen = kind_of(jurisdiction, kind)
    return tuple(item for item in chosen.items if grave or item[0] not in chosen.grave_only)


def missing_items(
    jurisdiction: str, kind: str, grave: bool, contents: dict[str, str]
) -> list[tuple[str, str, str]]:
    """The required items a communication still lacks."""
    return [
        item
        for item in required_items(jurisdiction, kind, grave)
        if not contents.get(item[0], "").strip()
    ]


def is_late(due: date, communicated_on: date | None, today: date) -> bool:
    """Whether the communication came (or, still missing, comes) after its last day."""
    return (communicated_on or today) > due
