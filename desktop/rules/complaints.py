"""Users' complaints and supplementary inspection in Goiás (Res. AGR 105/2017).

Art. 52 VII: the AGR receives, investigates ("apurar") and acts to solve the users' complaints,
mediating when it fits and, when mediation fails, deliberating on them. Art. 100: the operator
answers the complaints the AGR forwards to it "dentro dos prazos estabelecidos"; its sole §:
"Qualquer assunto de interesse da autorizataria na AGR terá sua solução ou encaminhamento
sobrestado até que eventual reclamação seja apreciada e a ele dada uma resposta" — the hold
runs from the complaint's receipt and ends only when the AGR has appreciated it (its
deliberation under art. 52 VII), not when the operator answers.

Art. 60 §2: in the supplementary inspection the AGR notifies or determines the solution of
specific non-conformities, and "o não atendimento no prazo fixado resultará na lavratura do
auto de infração"; art. 61 §1: books and documents asked for are owed; art. 85: the
simplified process does not start with the auto in that case. A late answer to a complaint or
a notification not met in its term is the infraction of art. 77 XII ("não prestar informações
nos prazos estabelecidos pela AGR").

The terms the AGR sets are counted as every term of the resolution (art. 83 §§1-3). Lei RR
664/2008 has no forwarding of complaints to the delegatária with a term (art. 41 §1 has the
passenger complain of baggage to the delegatária itself), no hold and no notification before
the auto; it has the duty to give the information the CRE/RR asks in its term (art. 69, VIII)
and its breach, infraction 81-IX, drawn up in an auto (art. 75). These rules refuse a Roraima
office.
"""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from desktop.rules.deadlines import Deadline, procedural_deadline
from desktop.rules.errors import RulesError
from desktop.rules.office_calendar import OfficeCalendar

R105 = "Res. AGR 105/2017"
ANSWER_ARTICLE = f"{R105}, art. 100"
HOLD_ARTICLE = f"{R105}, art. 100, parágrafo único"
NOTIFICATION_ARTICLE = f"{R105}, art. 60 §2"
LATE_INFRACTION = "77-XII"
LATE_INFRACTION_ARTICLE = f"{R105}, art. 77, XII"
# Art. 52 VII: the AGR solves the complaint, mediates it or, mediation failed, deliberates.
OUTCOMES = {
    "solucionada": "solucionada",
    "mediada": "resolvida por mediação",
    "deliberada": "deliberada pela AGR após a mediação frustrada",
}


def _goias_only(calendar: OfficeCalendar, what: str) -> None:
    if calendar.jurisdiction != "GO":
        raise RulesError("jurisdiction", f"{what} é regra da Res. AGR 105/2017 (GO)")


def _term(
    calendar: OfficeCalendar, ciencia: date, days: object, field: str, article: str
) -> Deadline:
    if not isinstance(ciencia, date):
        raise RulesError(field, "informe a data da ciência")
    if isinstance(days, bool) or not isinstance(days, int) or days < 1:
        raise RulesError("days", f"informe o prazo fixado pela AGR em dias, ao menos 1 ({article})")
    return procedural_deadline(calendar, ciencia, days, (article,))


def answer_deadline(calendar: OfficeCalendar, forwarded_on: date, days: object) -> Deadline:
    """Last day for the operator to answer a complaint forwarded on `forwarded_on` with the
    `days` the AGR set (art. 100), counted as art. 83 counts."""
    _goias_only(calendar, "a resposta a reclamações encaminhadas (Res. AGR 105/2017, art. 100)")
    return _term(calendar, forwarded_on, days, "forwarded_on", ANSWER_ARTICLE)


def notification_deadline(calendar: OfficeCalendar, ciencia: date, days: object) -> Deadline:
    """Last day to meet a notification of the supplementary inspection (art. 60 §2)."""
    _goias_only(
        calendar, "a notificação da fiscalização complementar (Res. AGR 105/2017, art. 60, § 2º)"
    )
    return _term(calendar, ciencia, days, "notified_on", NOTIFICATION_ARTICLE)


def term_columns(term: Deadline) -> dict[str, object]:
    """The term as the forwarding and the notification keep it: the days the AGR fixed, the
    last day and the articles it was counted under (art. 83)."""
    return {"days": term.days, "due": term.due, "articles": "; ".join(term.articles)}


def is_late(due: date, met_on: date | None, today: date) -> bool:
    """An answer or presentation after `due`, or none by the end of `due` (art. 77 XII)."""
    if met_on is not None:
        return met_on > due
    return today > due


@dataclass(frozen=True)
class ComplaintState:
    """What the hold reads of a complaint: received and, once the AGR deliberated on it
    (art. 52 VII), the day it was appreciated."""

    received_on: date
    appreciated_on: date | None


@dataclass(frozen=True)
class Hold:
    held: bool
    pending: int
    article: str = HOLD_ARTICLE

    def message(self) -> str:
        return (
            f"Há {self.pending} reclamação(ões) de usuário ainda não apreciada(s) pela AGR: "
            f"qualquer assunto da autorizatária fica sobrestado até que seja apreciada e "
            f"respondida ({self.article})."
        )


def requests_hold(complaints: Iterable[ComplaintState], day: date) -> Hold:
    """Whether the operator's matters are held on `day` (art. 100 sole §): a complaint
    received by then and not yet appreciated holds them; the operator's answer alone does
    not lift the hold."""
    pending = sum(
        1
        for complaint in complaints
        if complaint.received_on <= day
        and (complaint.appreciated_on is None or complaint.appreciated_on > day)
    )
    return Hold(pending > 0, pending)
