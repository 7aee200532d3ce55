"""A long Roraima line is not exclusive (Lei RR 664/2008, art. 12).

"As linhas com extensão superior a 250 km não poderão ser exclusivas, desde que haja demanda"
and, to that end, the CRE/RR holds a second bidding "no qual o vencedor do primeiro não poderá
participar" (parágrafo único). Whether there is demand is the CRE/RR's judgment; once it
registers a second line linking the same end points by the same roads (the lines art. 54
divides the added trips between), the company that holds the concession of one may not win
the concession of the other. A renewal (art. 14) is no bidding, an authorisation (art. 19)
neither.
"""

import re
import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from desktop.rules.dates import br_date
from desktop.rules.lines.register import LineProblem
from desktop.rules.rulebook import Rulebook
from desktop.rules.text import fold_text


@dataclass(frozen=True)
class Route:
    """A line's end points (IBGE codes, in either order) and roads as its version records."""

    origin_code: str
    destination_code: str
    roads: str

    def same_as(self, other: "Route") -> bool:
        ends = {self.origin_code, self.destination_code}
        return ends == {other.origin_code, other.destination_code} and self.same_roads_as(other)

    def same_roads_as(self, other: "Route") -> bool:
        """The same roads, or, travelled from the other end, the same roads in the reverse
        order: B→A via RR-205 then BR-174 is A→B via BR-174 then RR-205 (art. 12)."""
        if same_roads(self.roads, other.roads):
            return True
        swapped = (self.origin_code, self.destination_code) == (
            other.destination_code,
            other.origin_code,
        )
        return swapped and reversed_roads(self.roads, other.roads)


_WORDS = re.compile(r"[^\W_]+")
_LETTERS_DIGITS = re.compile(r"[^\W\d_]+|\d+")


def road_words(text: str) -> tuple[str, ...]:
    """The words of an itinerary typed as free text, as compared: without case, accents,
    spacing or punctuation, a road's letters apart from its number ("BR-174", "br 174" and
    "BR174" are all ("br", "174")), the digits of a number kept together."""
    plain = fold_text(text)
    return tuple(part for word in _WORDS.findall(plain) for part in _LETTERS_DIGITS.findall(word))


_STRETCHES = re.compile(r"[,;/>\u2192|]|\s[-\u2013\u2014]\s|\s(?:e|via|até)\s", re.IGNORECASE)


def stretches(text: str) -> tuple[tuple[str, ...], ...]:
    """An itinerary's stretches as the clerk separated them (comma, semicolon, slash, arrow,
    a spaced dash, "e", "via", "até"), each as its words (`road_words`), empty ones left out."""
    parts = (road_words(part) for part in _STRETCHES.split(text))
    return tuple(part for part in parts if part)


def reversed_roads(typed: str, other: str) -> bool:
    """`other` lists the stretches of `typed` in the reverse order, as the same itinerary
    reads from its other end; each stretch's own words keep their order ("BR-174")."""
    return stretches(typed) == stretches(other)[::-1]


def same_roads(typed: str, other: str) -> bool:
    """Art. 12 (and art. 54, "o mesmo itinerário"): two itineraries typed differently only in
    case, accents, spacing or punctuation are the same roads; what is stored and shown stays
    as typed."""
    return road_words(typed) == road_words(other)


@dataclass(frozen=True)
class HeldConcession:
    """The concession, in force over the new one's period, of another line of the register."""

    line_code: str
    route: Route
    operator_id: uuid.UUID
    operator_name: str
    last_day: date


def check_not_exclusive(
    rulebook: Rulebook,
    route: Route,
    length_km: Decimal,
    operator_id: uuid.UUID,
    held: list[HeldConcession],
) -> list[LineProblem]:
    """Art. 12: the concession of a line longer than 250 km is refused to the company that
    holds the concession of another line on the same route."""
    limit = rulebook.period("linha_nao_exclusiva_km")
    if length_km <= Decimal(limit.value):
        return []
    for other in held:
        if other.operator_id == operator_id and other.route.same_as(route):
            return [
                LineProblem(
                    "operator",
                    f"{other.operator_name} detém a concessão da linha {other.line_code}, de "
                    f"mesmos pontos extremos e itinerário, até {br_date(other.last_day)}: a "
                    f"linha com mais de {limit.value} km não pode ser exclusiva e o vencedor "
                    f"do primeiro certame não participa do segundo ({limit.article} e "
                    "parágrafo único).",
                )
            ]
    return []
