"""The increase of trips shared between the lines of one route (Lei RR 664/2008, art. 54).

"Havendo mais de uma linha ligando os mesmos pontos extremos e com o mesmo itinerário, o
aumento do número de viagens será dividido proporcionalmente entre os respectivos
delegatários." The lines are those of `exclusivity_rr.Route.same_as` (same end points, in
either order, by the same roads).

Reading: "proporcionalmente" is to the trips each line runs now — the weekly departures, out
and back, of its quadro in force (`timetable.weekly_departures`). Trips are whole: each line
first takes the whole part of its exact quota (increase × its trips / the trips of all), and
the trips left go one each to the largest remainders (largest remainder method); equal
remainders go to the line with more trips now, then to the first in the order given. The
shares add up to the increase. A line may take less than its share; more is the other
lines' part.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from desktop.rules.errors import RulesError
from desktop.rules.lines.register import LineProblem

ARTICLE = "Lei RR 664/2008, art. 54"


@dataclass(frozen=True)
class RouteLine:
    """A line of the route: its code, its delegatário and its weekly trips in force."""

    code: str
    holder: str
    trips: int


@dataclass(frozen=True)
class TripShare:
    line: RouteLine
    share: int


def divide_increase(lines: Sequence[RouteLine], increase: int) -> tuple[TripShare, ...]:
    """Art. 54: `increase` trips divided between `lines` in proportion to their trips now,
    by largest remainder; the shares in the order of `lines`."""
    if isinstance(increase, bool) or not isinstance(increase, int) or increase < 0:
        raise RulesError("increase", "O aumento de viagens é um número inteiro, zero ou mais.")
    if any(isinstance(item.trips, bool) or item.trips < 0 for item in lines):
        raise RulesError("trips", "As viagens de cada linha são um número inteiro, zero ou mais.")
    total = sum(item.trips for item in lines)
    if total == 0:
        raise RulesError("trips", f"Sem viagens em vigor não há proporção a guardar ({ARTICLE}).")
    quotas = [Fraction(increase * item.trips, total) for item in lines]
    shares = [int(quota) for quota in quotas]
    order = sorted(
        range(len(lines)), key=lambda index: (-(quotas[index] % 1), -lines[index].trips, index)
    )
    for index in order[: increase - sum(shares)]:
        shares[index] += 1
    return tuple(TripShare(item, share) for item, share in zip(lines, shares, strict=True))


def division_text(shares: Sequence[TripShare]) -> str:
    """'RR-010 (Empresa A): 2; RR-011 (Empresa B): 6', as the clerk reads the division."""
    return "; ".join(
        f"{item.line.code} ({item.line.holder or 'sem delegatário'}): {item.share}"
        for item in shares
    )


def check_share(
    lines: Sequence[RouteLine], increase: int, code: str, added: int
) -> list[LineProblem]:
    """Art. 54: the line `code` of `lines` takes `added` trips of the route's `increase`,
    no more than its share."""
    shares = divide_increase(lines, increase)
    (own,) = [item for item in shares if item.line.code == code]
    if added <= own.share:
        return []
    return [
        LineProblem(
            "route_increase",
            f"Há mais de uma linha com os mesmos pontos extremos e itinerário: o aumento de "
            f"{increase} viagem(ns) por semana se divide entre elas em proporção às viagens "
            f"em vigor — {division_text(shares)}. Este quadro acrescenta {added} à linha "
            f"{code}, mais que a sua parte ({own.share}) ({ARTICLE}).",
        )
    ]
