"""The partial stoppage of a line: only some departures, or only a stretch of it, stop (RR Lei
664/2008, art. 55, caput: "paralisação parcial ou total"; GO Decreto 8.444/2015, art. 25,
caput: "total ou parcial"). It is authorised in the same cases as the total stoppage
(`stoppage_term.authorise`: RR art. 55, I — low demand — or II — a blocked road —; GO art. 25)
and keeps its term; what it stops is its scope, checked here: the departures of the quadro in
force, or a stretch between two of the line's places (its ends and section points), never the
whole line, which is the total stoppage recorded as the line's status.
"""

from collections.abc import Sequence
from datetime import date

from desktop.rules.dates import br_date
from desktop.rules.lines.register import LineProblem
from desktop.rules.lines.stoppage import D8444
from desktop.rules.lines.stoppage_rr import L664
from desktop.rules.lines.timetable import Departure, not_on_the_quadro

PARTIAL_ARTICLE = {"GO": f"{D8444}, art. 25, caput", "RR": f"{L664}, art. 55, caput"}
# The departures stopped are of the quadro in force on the first day (GO art. 19; RR art. 42).
QUADRO_ARTICLES = {"GO": f"{D8444}, arts. 19 e 25", "RR": f"{L664}, arts. 42 e 55"}
# What changes a line's places from a given day: a section implanted or suppressed, the
# itinerary adjusted (GO art. 43); the line extended, shortened, its itinerary changed (RR arts.
# 58 to 61).
CHANGE_ARTICLE = {"GO": f"{D8444}, art. 43", "RR": f"{L664}, arts. 58 a 61"}


def partial_article(jurisdiction: str, obstruction: bool) -> str:
    """What a partial stoppage rests on: the caput that allows it and the case with its term
    (RR art. 55, I and §1º, or II and §2º; GO art. 25 §1º)."""
    if jurisdiction == "GO":
        return f"{D8444}, art. 25, caput e §1º"
    case = "II e §2º" if obstruction else "I e §1º"
    return f"{L664}, art. 55, caput, {case}"


def departures_off_the_quadro(
    jurisdiction: str, departures: Sequence[Departure], quadro_from: date | None, first_day: date
) -> str:
    """Why `departures` the line will not have on `first_day` are refused: they stop from the
    quadro in force on that day, from `quadro_from`, None when the line has none then."""
    citation = QUADRO_ARTICLES[jurisdiction]
    if quadro_from is None:
        return (
            f"A linha não tem quadro de horários em vigor em {br_date(first_day)}: nenhuma "
            f"partida para nesse dia, só um trecho ({citation})."
        )
    return not_on_the_quadro(departures, quadro_from, "só param partidas", citation)


def place_names(places: Sequence[tuple[str, str]]) -> list[str]:
    """The names a stretch's ends are chosen by and found by, one per place of the line — its
    origin, its section points in order, its destination — given as (place, municipality): the
    place (a terminal, a point's place) or, without one, the municipality; a name two places
    share ('Rodoviária') carries the municipality, '(Mucajaí)'."""
    plain = [place.strip() or municipality for place, municipality in places]
    return [
        f"{name} ({municipality})" if plain.count(name) > 1 else name
        for name, (_place, municipality) in zip(plain, places, strict=True)
    ]


def place_named(name: str, places: Sequence[tuple[str, str]]) -> int | None:
    """Which of the `places` ((place, municipality), as `place_names` takes them) a stretch's
    end names: the one `place_names` names so or, for a stretch recorded when the dialog named
    an end by its municipality ('Goiânia' for 'Terminal Rodoviário de Goiânia'), the only place
    in the municipality of that exact name; None when none is, or several (which, the record
    does not say)."""
    names = place_names(places)
    if name in names:
        return names.index(name)
    found = [number for number, (_place, town) in enumerate(places) if town == name]
    return found[0] if len(found) == 1 else None


def check_partial_scope(
    jurisdiction: str,
    chosen: Sequence[Departure],
    offered: Sequence[Departure],
    stretch: tuple[str, str] | None,
    places: Sequence[str],
    first_day: date | None = None,
) -> list[LineProblem]:
    """The scope's faults, next to their fields: `chosen` among the quadro's `offered`
    departures, `stretch` (from, to) among the `places` of the version of the line in force
    on `first_day`, origin first, destination last."""
    article = PARTIAL_ARTICLE[jurisdiction]
    if not chosen and stretch is None:
        return [
            LineProblem(
                "departures",
                f"Escolha as partidas ou o trecho paralisados: a paralisação parcial para só "
                f"parte do serviço ({article}).",
            )
        ]
    problems = []
    if chosen and stretch is None and set(chosen) >= set(offered):
        problems.append(
            LineProblem(
                "departures",
                "Todas as partidas do quadro param: é a paralisação total, registrada na "
                f"situação da linha ({article}).",
            )
        )
    if stretch is not None:
        start, end = stretch
        if (start not in places or end not in places) and first_day is not None:
            problems.append(
                LineProblem(
                    "stretch_to",
                    f"O trecho {start} — {end} não é da linha em {br_date(first_day)}: escolha-o "
                    f"entre os lugares da versão em vigor nesse dia "
                    f"({CHANGE_ARTICLE[jurisdiction]}).",
                )
            )
        elif start not in places or end not in places:
            problems.append(
                LineProblem("stretch_to", f"Escolha o trecho entre lugares da linha ({article}).")
            )
        elif start == end:
            problems.append(
                LineProblem("stretch_to", f"O trecho vai de um lugar da linha a outro ({article}).")
            )
        elif {start, end} == {places[0], places[-1]}:
            problems.append(
                LineProblem(
                    "stretch_to",
                    f"O trecho de {start} a {end} é a linha inteira: é a paralisação total, "
                    f"registrada na situação da linha ({article}).",
                )
            )
    return problems


def check_resumption(
    starts_on: date | None, resume_on: date | None, resumed_on: date | None, article: str
) -> list[LineProblem]:
    """The departures or stretch stopped from `starts_on` (None: no stoppage chosen, only the
    day is asked) serve again on `resumed_on`: after the first day stopped and, when the
    stoppage has a term (`resume_on`), before it, on which service resumes as authorised
    without another act; a stoppage for a blocked road has none and lasts until this act (RR
    art. 55 §2º). `article`: what the stoppage rests on, of the office's state
    (`partial_article`)."""
    if resumed_on is None:
        return [
            LineProblem(
                "resumed_on",
                f"Informe o dia em que o serviço volta: nele termina a paralisação parcial "
                f"({article}).",
            )
        ]
    if starts_on is not None and resumed_on <= starts_on:
        return [
            LineProblem(
                "resumed_on",
                f"O serviço volta depois do primeiro dia sem serviço, {br_date(starts_on)} "
                f"({article}).",
            )
        ]
    if resume_on is not None and resumed_on >= resume_on:
        return [
            LineProblem(
                "resumed_on",
                f"A paralisação já termina em {br_date(resume_on)}, como autorizada ({article}): "
                "o encerramento é anterior.",
            )
        ]
    return []
