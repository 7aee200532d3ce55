"""What the approval of a fusion of GO lines produces (Decreto 8.444/2015).

Art. 3º, XIX: a fusion is the "integração de linhas existentes, cujos itinerários se
complementam ou se superpõem, a originar nova linha, com consequente cancelamento daquelas
que lhe deram origem": a new line, and each merged line cancelled (an act at the end of its
history; nothing is deleted). Art. 43 §9º: it "culminará na assinatura de um novo contrato,
em caso de permissão ou concessão, ou nova autorização" for the services not linked to
infrastructure: the resulting line waits for its own instrument, none of the merged lines'
carries over to it.

Art. 43 §9º sets no number of lines: two or more lines are merged, each once, and every
check of §9º (I: one operator serving the links of all of them; II: the intermediate markets
kept) and §10 (no complementary service merged) applies to each of them.
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from desktop.rules.lines.delegation import D8444, DelegationKind
from desktop.rules.lines.register import LinePoint, LineStatus, PointKind

FUSION_DEFINITION = f"{D8444}, art. 3º, XIX"
FUSION_INSTRUMENT = f"{D8444}, art. 43 §9º"


def originates_line(jurisdiction: str, kind: str) -> bool:
    """A GO fusion originates a new line (art. 3º XIX). A Roraima one stays a change of the
    line, cancellable back to its original condition (Lei RR 664/2008, art. 57 §2º)."""
    return jurisdiction == "GO" and kind == "fusao"


def merged_operator_problem(merged_code: str, same_operator: bool) -> str | None:
    """Art. 43 §9º, I: "exploração por apenas uma transportadora das ligações servidas
    pelas linhas a se fundirem": the other line is run by this line's delegatária."""
    if same_operator:
        return None
    return (
        f"A linha {merged_code} não é explorada pela transportadora desta linha: a fusão "
        f"exige uma só transportadora nas ligações ({FUSION_INSTRUMENT}, I)."
    )


def merged_codes(text: str) -> tuple[tuple[str, ...], str | None]:
    """The other lines typed (separated by comma, semicolon or space), upper-cased, and the
    problem with them: none typed, or one typed twice (a line is merged once)."""
    codes = tuple(code.upper() for code in re.split(r"[,;\s]+", text) if code)
    if not codes:
        return codes, f"Informe as outras linhas existentes a fundir ({FUSION_DEFINITION})."
    repeated = sorted({code for code in codes if codes.count(code) > 1})
    if repeated:
        return codes, f"A linha {', '.join(repeated)} foi informada mais de uma vez."
    return codes, None


def complementary_problem(code: str, service_kind: str) -> str | None:
    """Art. 43 §10: "É vedada a fusão de uma linha com serviço complementar de outra ou de
    serviços complementares de linhas"."""
    if not service_kind.startswith("complementar_"):
        return None
    return (
        f"A linha {code} é serviço complementar: a fusão com serviço complementar é vedada "
        f"({D8444}, art. 43 §10)."
    )


@dataclass(frozen=True)
class FusedLeg:
    """One merged line's itinerary: its terminals (municipality; the destination's place),
    its length and its points, km from its own origin."""

    origin_code: str
    destination_code: str
    destination_place: str
    length_km: Decimal
    points: tuple[LinePoint, ...]


@dataclass(frozen=True)
class FusedItinerary:
    """The resulting line's itinerary: `order` the legs placed on it (index into the legs,
    km of the leg's origin on the resulting line), `first` and `last` the legs whose origin
    and destination are its terminals, `length` and `points` its own."""

    order: tuple[tuple[int, Decimal], ...]
    first: int
    last: int
    length: Decimal
    points: tuple[LinePoint, ...]


def fuse(legs: Sequence[FusedLeg]) -> FusedItinerary:
    """Art. 3º XIX: the fusion integrates lines "cujos itinerários se complementam ou se
    superpõem". A leg that starts where the itinerary so far ends continues it (they
    complement each other); a leg that starts at a municipality the itinerary so far already
    serves joins it there and runs on from that km (they share a stretch: superposed). The
    first leg that lets every other leg be placed so is the resulting line's origin; when
    they cannot all be placed so, the first leg (the line of the request) alone, the other
    legs left out of `order` (`unplaced_problem` refuses the fusion)."""
    for start in range(len(legs)):
        placed = _placed_from(legs, start)
        if placed is not None:
            return placed
    return _itinerary(legs, ((0, Decimal(0)),))


def _placed_from(legs: Sequence[FusedLeg], start: int) -> FusedItinerary | None:
    order: tuple[tuple[int, Decimal], ...] = ((start, Decimal(0)),)
    left = [index for index in range(len(legs)) if index != start]
    while left:
        so_far = _itinerary(legs, order)
        served = {point.municipality_code: point.km for point in reversed(so_far.points)}
        served[legs[start].origin_code] = Decimal(0)
        served[legs[so_far.last].destination_code] = so_far.length
        index = next(
            (i for i in left if legs[i].origin_code == legs[so_far.last].destination_code),
            next((i for i in left if legs[i].origin_code in served), None),
        )
        if index is None:
            return None
        order += ((index, served[legs[index].origin_code]),)
        left.remove(index)
    return _itinerary(legs, order)


def _itinerary(legs: Sequence[FusedLeg], order: tuple[tuple[int, Decimal], ...]) -> FusedItinerary:
    """The points of the legs in `order`, km on the resulting line. Art. 43 §9º, II keeps
    the intermediate markets: where a merged line ended inside the resulting line (not in
    the municipality of one of its terminals) becomes a section. The decree does not say
    how the section points of lines that share a stretch are counted; art. 19 has the AGR
    approve one table of each line's "percursos [...] e seus seccionamentos", and §9º, II
    asks the markets served before to be served, not served twice: a place (same name, same
    municipality) listed by more than one merged line is one section of the resulting line,
    at its first km; the points run in km order."""
    last = max(order, key=lambda placed: placed[1] + legs[placed[0]].length_km)
    length = last[1] + legs[last[0]].length_km
    terminals = {legs[order[0][0]].origin_code, legs[last[0]].destination_code}
    candidates: list[LinePoint] = []
    for index, offset in order:
        leg = legs[index]
        candidates.extend(
            LinePoint(point.kind, point.place, point.municipality_code, point.km + offset)
            for point in leg.points
        )
        if leg.destination_code not in terminals:
            candidates.append(
                LinePoint(
                    PointKind.SECAO,
                    leg.destination_place,
                    leg.destination_code,
                    offset + leg.length_km,
                )
            )
    points: dict[tuple[str, str], LinePoint] = {}
    for point in candidates:
        points.setdefault((point.place.strip().casefold(), point.municipality_code), point)
    return FusedItinerary(
        order,
        order[0][0],
        last[0],
        length,
        tuple(sorted(points.values(), key=lambda point: point.km)),
    )


def unplaced_problem(codes: Sequence[str]) -> str | None:
    """Art. 43 §9º, II: "garantia, na linha resultante, do atendimento antes prestado aos
    mercados intermediários". A merged line that neither continues the others' itinerary
    nor starts on it has no place on the resulting line: its markets would not be served."""
    if not codes:
        return None
    if len(codes) == 1:
        return (
            f"A linha {codes[0]} não continua o itinerário das demais nem parte de um ponto "
            f"dele: a linha resultante não atenderia os seus mercados ({FUSION_INSTRUMENT}, II)."
        )
    return (
        f"As linhas {joined(codes)} não continuam o itinerário das demais nem partem de um "
        f"ponto dele: a linha resultante não atenderia os seus mercados ({FUSION_INSTRUMENT}, "
        "II)."
    )


# Art. 43 §9º: the instrument the new line waits for, by its status until then.
AWAITED = {
    LineStatus.AGUARDA_AUTORIZACAO: "nova autorização",
    LineStatus.AGUARDA_CONTRATO: "novo contrato",
}


@dataclass(frozen=True)
class FusionOutcome:
    """The approval always makes a new line and cancels the merged ones (art. 3º XIX);
    `instrument` is what the new line waits for (art. 43 §9º), in `status` until then."""

    instrument: str
    status: LineStatus

    def plan(self, merged: tuple[str, ...], resulting: str) -> str:
        """What approving the fusion of the `merged` lines into `resulting` records."""
        codes = joined(merged)
        return (
            f"A aprovação cria a linha {resulting} com o itinerário do pedido e cancela "
            f"as linhas {codes}, cujos históricos são mantidos ({FUSION_DEFINITION}); a "
            f"linha {resulting} aguarda {self.instrument} ({FUSION_INSTRUMENT})."
        )


def joined(codes: Sequence[str]) -> str:
    """The lines' numbers as the act names them: "A, B e C"."""
    return " e ".join(filter(None, (", ".join(codes[:-1]), codes[-1])))


def fusion_outcome(delegation_kind: str | None) -> FusionOutcome:
    """Art. 43 §9º: a new contract for a permission or concession, a new authorisation
    otherwise (the services not linked to infrastructure)."""
    contract = delegation_kind in (DelegationKind.PERMISSAO, DelegationKind.CONCESSAO)
    status = LineStatus.AGUARDA_CONTRATO if contract else LineStatus.AGUARDA_AUTORIZACAO
    return FusionOutcome(AWAITED[status], status)


def awaiting_text(status: str) -> str:
    """Art. 43 §9º: what a line originated by a fusion waits for, "" for any other line."""
    if status not in AWAITED:
        return ""
    return f"Sem delegação: aguarda {AWAITED[LineStatus(status)]} ({FUSION_INSTRUMENT})."
