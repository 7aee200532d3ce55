"""A complementary service runs on the route of the regular line it comes from (GO Decreto
8.444/2015, art. 42 II): the check of its end points, length and section points against that
line's, as the register records them."""

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from desktop.rules.lines.register import D8444, LinePoint, LineProblem, PointKind, ServiceKind
from desktop.rules.numbers import br_km


@dataclass(frozen=True)
class ParentRoute:
    """The route of the regular line a complementary service comes from: its end points'
    municipalities, its one-way length and the municipalities of its section points."""

    origin: str
    destination: str
    length_km: Decimal
    sections: frozenset[str]


def check_complementary_route(
    kind: str,
    origin: str,
    destination: str,
    length_km: Decimal | None,
    points: Sequence[LinePoint],
    parent: ParentRoute,
) -> list[LineProblem]:
    """GO art. 42 II: a complementary service runs on the route of its line. Direct and
    semi-direct trips link the line's terminals (art. 3º LIII-LIV; art. 42 II b-c): the
    direct one with no section point (art. 28; stops for meals and rest allowed), the
    semi-direct one at some of the line's own sections, not all; a partial trip covers part of the
    itinerary between the line's terminals or sections (art. 3º LIX; art. 42 II a). A
    residual trip serves the primitive itinerary, which the register no longer holds."""
    problems = []
    ends = {origin, destination}
    if kind in (ServiceKind.DIRETA, ServiceKind.SEMIDIRETA):
        clause = "b" if kind == ServiceKind.DIRETA else "c"
        if ends != {parent.origin, parent.destination}:
            problems.append(
                LineProblem(
                    "destination",
                    "A viagem direta ou semidireta liga os terminais da linha de origem: "
                    f"mesmos municípios de origem e destino ({D8444}, arts. 3º, LIII e LIV, "
                    f"e 42, II, {clause}).",
                )
            )
        for index, point in enumerate(points):
            if point.kind != PointKind.SECAO:
                continue
            if kind == ServiceKind.DIRETA:
                problems.append(
                    LineProblem(
                        f"points[{index}]",
                        f"Ponto {index + 1} ({point.place}): a viagem direta não tem ponto de "
                        "seção, só paradas para refeição e descanso "
                        f"({D8444}, arts. 28 e 42, II, b).",
                    )
                )
            elif point.municipality_code not in parent.sections:
                problems.append(
                    LineProblem(
                        f"points[{index}]",
                        f"Ponto {index + 1} ({point.place}): a viagem semidireta atende só "
                        f"seções da linha de origem ({D8444}, art. 42, II, c).",
                    )
                )
        served = {p.municipality_code for p in points if p.kind == PointKind.SECAO}
        if kind == ServiceKind.SEMIDIRETA and (not served or parent.sections <= served):
            problems.append(
                LineProblem(
                    "service_kind",
                    "A viagem semidireta atende só parte das seções da linha de origem: ao "
                    "menos uma e não todas; sem nenhuma é viagem direta "
                    f"({D8444}, arts. 3º, LIV, e 42, II, c).",
                )
            )
    elif kind == ServiceKind.PARCIAL:
        served = {parent.origin, parent.destination} | parent.sections
        for field, code, what in (
            ("origin", origin, "origem"),
            ("destination", destination, "destino"),
        ):
            if code and code not in served:
                problems.append(
                    LineProblem(
                        field,
                        f"A {what} da viagem parcial é terminal ou seção da linha de origem "
                        f"({D8444}, arts. 3º, LIX, e 42, II, a).",
                    )
                )
        if length_km is not None and length_km >= parent.length_km:
            problems.append(
                LineProblem(
                    "length_km",
                    "A viagem parcial percorre parte do itinerário da linha de origem, de "
                    f"{br_km(parent.length_km)} km ({D8444}, art. 42, II, a).",
                )
            )
    return problems
