"""Goiás: the defence and appeal term of an auto lavrado on a regular line (Decreto estadual
8.444/2015, art. 51, § 5º): "O prazo para apresentação de defesa ou recurso será de 10 (dez)
dias, contados a partir do 1º (primeiro) dia útil do recebimento das respectivas
notificações."

Which autos: the decree's chapter XI punishes infractions "na execução dos serviços de
transporte coletivo rodoviário intermunicipal de passageiros" inspected under its art. 49 —
the regular services — while Res. AGR 105/2017 governs charter (fretamento). The auto names
"o percurso ou linha em que ocorrer a infração" (decree art. 51, § 1º, II; Res. 105, art. 80,
II), and a linha is by definition a regular and permanent service (decree art. 3º, XXV),
which a charter trip is not ("viagem sem caráter de linha", art. 3º, LXII). So a Goiás auto
that names a line concerns a regular line, unless one of its infractions is by its own terms
a charter one (fretamento, the passenger list, the licença de viagem — Res. 105 arts. 76
VI and IX, 77 XVI, 78 III and XII): that auto is the resolution's, whatever line the agent
wrote down.

The counting: day 1 is the first business day after the receipt (the decree starts the count
"a partir do 1º dia útil", and the day of receipt is excluded as Res. 105, art. 83, § 1º
excludes the day of the beginning — the regulator's resolution integrating the decree, its
art. 54); the days then run continuously and a due date on a day without business hours
moves to the next business day (Res. 105, art. 83, §§ 2º-3º, the subsidiary rule: the decree
says no more). Every document of such an auto that cites the resolution says so once, where
it first cites it (`first_citation_applied_subsidiarily`), and in the footer's base legal
printed on each page (`applied_subsidiarily`): the paper names the act that decides, and its
later citations of the resolution read in that light.
"""

import re
from datetime import date

from desktop.rules.deadlines import Deadline, counted_from_day_one
from desktop.rules.errors import RulesError
from desktop.rules.office_calendar import OfficeCalendar

DECREE_ARTICLE = "Decreto 8.444/2015, art. 51, § 5º"
DAYS = 10
SUBSIDIARY = ("Res. AGR 105/2017, art. 83, § 2º", "Res. AGR 105/2017, art. 83, § 3º")
INTEGRATION_ARTICLE = "Decreto 8.444/2015, art. 54"
RESOLUTION = "Res. AGR 105/2017"
MARK = f", aplicada subsidiariamente ({INTEGRATION_ARTICLE})"
# The articles a citation in running text names after the act: ", art. 84", ", arts. 83,
# §§ 1º a 3º, e 89", ", art. 22, parágrafo único".
_UNIT = r"(?:arts?\. \d+º?|§§? \d+º?|\d+º?|[IVXLC]+\b|caput|parágrafo único)"
_CITED_ARTICLES = re.compile(rf"[,:] {_UNIT}(?:(?:,? e |, |; | a |-){_UNIT})*")
# Infractions whose own text is of the charter service: its instruments, the passenger list
# (76-IX) and the licença de viagem (77-XVI; 78-XII, one used for a line trip), and fretamento
# itself (76-VI school charter; 78-III without authorisation).
CHARTER_ONLY = frozenset({"76-VI", "76-IX", "77-XVI", "78-III", "78-XII"})


def regular_line_notice(jurisdiction: str, line: str, infraction_codes: tuple[str, ...]) -> bool:
    """Whether an auto concerns a Goiás regular line, its terms then counted by the decree."""
    return (
        jurisdiction == "GO"
        and bool((line or "").strip())
        and not CHARTER_ONLY.intersection(infraction_codes)
    )


def applied_subsidiarily(citation: str) -> str:
    """A citation of Res. AGR 105/2017 on a regular line's document: the resolution applies
    there only where the decree is silent, integrating it (decree art. 54)."""
    return f"{citation}{MARK}"


def first_citation_applied_subsidiarily(text: str) -> str | None:
    """`text` with its first citation of Res. AGR 105/2017 marked as applied subsidiarily:
    at the end of the parentheses it is in, once however many articles they list ("(Res.
    AGR 105/2017, arts. 86-89, aplicada …)"), or in running text after the articles it
    names ("da Res. AGR 105/2017, art. 84, aplicada …, sob pena"); as it is when that
    citation is already marked; None when `text` does not cite the resolution."""
    start = text.find(RESOLUTION)
    if start < 0:
        return None
    depth = 0
    for end in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[end], 0)
        if depth < 0:
            if INTEGRATION_ARTICLE in text[start:end]:
                return text
            return f"{text[:end]}{MARK}{text[end:]}"
    named = start + len(RESOLUTION)
    cited = _CITED_ARTICLES.match(text, named)
    end = cited.end() if cited else named
    if text.startswith(MARK, end):
        return text
    return f"{text[:end]}{MARK}{text[end:]}"


def regular_line_deadline(calendar: OfficeCalendar, received: date) -> Deadline:
    """Due date of the defence or appeal against a regular-line auto notified on `received`."""
    if calendar.jurisdiction != "GO":
        raise RulesError("jurisdiction", f"o prazo do {DECREE_ARTICLE} é regra de Goiás")
    if not isinstance(received, date):
        raise RulesError("from", "informe a data do recebimento da notificação")
    day_one = calendar.first_business_day_after(received)
    return counted_from_day_one(calendar, received, day_one, DAYS, (DECREE_ARTICLE, *SUBSIDIARY))
