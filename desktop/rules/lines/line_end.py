"""Where a line ends after a change that moves its terminal point.

GO Decreto 8.444/2015, art. 3º XXV: a line links "dois pontos terminais"; XXXVI: the
terminal point is where its itinerary is completed. An extension (art. 43, V and §11, I:
"a localidade para a qual será transferido" the terminal) moves the terminal to the new
locality, the old terminal staying on the itinerary as a section point, its market kept
(art. 3º XXVII). Roraima: an extension moves the end point to a new one (Lei RR 664/2008,
art. 58) and a shortening moves it back to a section point of the line (art. 59, III), the
points past it leaving the itinerary. In both cases the new version is named after its new
end points, as every line is (origin — destination).
"""

from dataclasses import dataclass
from decimal import Decimal

from desktop.rules.lines.register import LinePoint, PointKind

# The changes whose approval moves the line's terminal point, with the article that says so.
MOVES_END: dict[str, dict[str, str]] = {
    "GO": {"prolongamento": "Decreto 8.444/2015, art. 43, V e §11, I"},
    "RR": {
        "prolongamento": "Lei RR 664/2008, art. 58",
        "encurtamento": "Lei RR 664/2008, art. 59, III",
    },
}


@dataclass(frozen=True)
class LineEnd:
    """A terminal point: its place (the terminal's name) and municipality (IBGE code)."""

    place: str
    municipality_code: str


def moves_end(jurisdiction: str, kind: str) -> bool:
    return kind in MOVES_END.get(jurisdiction, {})


def line_name(origin: str, destination: str) -> str:
    """A line's name from its end points' municipality names."""
    return f"{origin} — {destination}"


def extended_points(
    points: list[LinePoint], old_end: LineEnd, old_length: Decimal
) -> list[LinePoint]:
    """An extension keeps every point, and the old terminal becomes a section point at the
    old length."""
    kept = LinePoint(PointKind.SECAO, old_end.place, old_end.municipality_code, old_length)
    return [*points, kept]


def shortened_end(points: list[LinePoint], new_length: Decimal) -> LinePoint | None:
    """The line's point where the shortened line ends (art. 59, III), None if none is there."""
    return next((point for point in points if point.km == new_length), None)
