"""What the approval of a fusion of GO lines produces (Decreto 8.444/2015).

Art. 3º, XIX: a fusion is the "integração de linhas existentes, cujos itinerários se
complementam ou se superpõem, a originar nova linha, com consequente cancelamento daquelas
que lhe deram origem": a new line, and each merged line cancelled (an act at the end of its
history; nothing is deleted). Art. 43 §9º: it "culminará na assinatura de um novo contrato,
em caso de permissão ou concessão, ou nova autorização" for the services not linked to
infrastructure: the resulting line waits for its own instrument, none of the merged lines'
carries over to it.

A regular line runs both ways (art. 19: the AGR approves a "quadro com os horários de ida e
volta"; art. 3º XVIII counts its trips "com observância de cada sentido de seu percurso"):
the origin and destination a line is recorded with are only the order its itinerary was
written in. So the merged lines' itineraries complement or superpose each other (art. 3º
XIX) run either way: A→B and C→B complement each other into A→B→C, and two lines that only
share a terminal, A→B and A→C, into B→A→C. They meet at places, the terminals and points the
register records (art. 3º XXI: "nomes de localidades ou pontos geográficos conhecidos"), not
at municipalities: Goiânia's Terminal Rodoviário is not its Terminal Padre Pelágio; only
where a line records no place but the municipality is the municipality compared
(`Place.same_as`). What cannot be one new line is a line that leaves another's itinerary at
a place inside it, for an end of its own, without passing that itinerary's end (three ends,
a "Y"), or one that crosses it with neither of its ends on it. The new line has one
itinerary, from its "ponto inicial" to its "terminal" (art. 3º XXI and XXIX), so both are
refused naming the lines and the place (`fork_problem`, `crossing_problem`), not laid on
one road with one branch's end a section of the other.

Art. 43 §9º sets no number of lines: two or more lines are merged, each once, and every
check of §9º (I: one operator serving the links of all of them; II: the intermediate markets
kept) and §10 (no complementary service merged) applies to each of them.
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from decimal import Decimal

from desktop.rules.lines.delegation import D8444, DelegationKind
from desktop.rules.lines.register import LinePoint, LineStatus, PointKind
from desktop.rules.text import fold_text

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
class Place:
    """A place of a line as the register records it (art. 3º XXI: an itinerary is defined
    by "nomes de localidades ou pontos geográficos conhecidos"): `name` the terminal or the
    point's place, "" where the register records only the municipality (no terminal, or
    the municipality's own name, as `partial_stoppage.place_named` reads it), and its
    municipality."""

    name: str
    municipality_code: str

    def same_as(self, other: "Place") -> bool:
        """The same place: in the same municipality and of the same name, in any case, with
        or without accents; where a line records only the municipality, that is all that is
        known of the place, and it is taken for the other line's place there."""
        if self.municipality_code != other.municipality_code:
            return False
        mine, theirs = fold_text(self.name), fold_text(other.name)
        return not mine or not theirs or mine == theirs


def point_place(point: LinePoint) -> Place:
    return Place(point.place, point.municipality_code)


@dataclass(frozen=True)
class FusedLeg:
    """One merged line's itinerary as recorded: its terminals (municipality and place, ""
    where it records none), its length and its points, km from its recorded origin."""

    origin_code: str
    origin_place: str
    destination_code: str
    destination_place: str
    length_km: Decimal
    points: tuple[LinePoint, ...]

    @property
    def origin(self) -> Place:
        return Place(self.origin_place, self.origin_code)

    @property
    def destination(self) -> Place:
        return Place(self.destination_place, self.destination_code)

    def reversed(self) -> "FusedLeg":
        """The same line run the other way (art. 19: "horários de ida e volta"): its
        terminals swap, each point's km becomes length − km, the points in km order."""
        points = (
            LinePoint(point.kind, point.place, point.municipality_code, self.length_km - point.km)
            for point in self.points
        )
        return FusedLeg(
            self.destination_code,
            self.destination_place,
            self.origin_code,
            self.origin_place,
            self.length_km,
            tuple(sorted(points, key=lambda point: point.km)),
        )


@dataclass(frozen=True)
class PlacedLeg:
    """A leg on the resulting line: `index` into the legs, `km` of its start on the resulting
    line, `backwards` when it runs there the other way from the one it was recorded in."""

    index: int
    km: Decimal
    backwards: bool = False


@dataclass(frozen=True)
class Fork:
    """A leg that leaves the itinerary of the legs `along` at its place `at` for its own
    end, `to`, without passing `end`, where that itinerary ends."""

    leg: int
    along: tuple[int, ...]
    at: Place
    to: Place
    end: Place


@dataclass(frozen=True)
class Crossing:
    """A leg that crosses the itinerary of the legs `along` at its place `at`, neither of its
    ends on it."""

    leg: int
    along: tuple[int, ...]
    at: Place


@dataclass(frozen=True)
class FusedItinerary:
    """The resulting line's itinerary: `order` the legs placed on it, `first` and `last` the
    placed legs whose start and end are its terminals, `length` and `points` its own; `fork`
    the leg that would branch off it and `crossing` the one that would cross it, when one
    does (`fork_problem` and `crossing_problem` refuse the fusion)."""

    order: tuple[PlacedLeg, ...]
    first: PlacedLeg
    last: PlacedLeg
    length: Decimal
    points: tuple[LinePoint, ...]
    fork: Fork | None = None
    crossing: Crossing | None = None


def oriented(legs: Sequence[FusedLeg], placed: PlacedLeg) -> FusedLeg:
    """The leg as it runs on the resulting line."""
    leg = legs[placed.index]
    return leg.reversed() if placed.backwards else leg


def fuse(legs: Sequence[FusedLeg]) -> FusedItinerary:
    """Art. 3º XIX: the fusion integrates lines "cujos itinerários se complementam ou se
    superpõem" into one new line. A regular line runs both ways (art. 19: "horários de ida e
    volta"), so its recorded origin and destination are only the order it was recorded in:
    each leg is placed as recorded or reversed, whichever places it. The itineraries meet
    at places — a terminal or a point, as the register records it (art. 3º XXI: "nomes de
    localidades ou pontos geográficos conhecidos") —, not at municipalities: a line from
    a second place in a municipality the itinerary serves does not start where the
    itinerary does (`Place.same_as`). A leg complements the itinerary so far when it starts
    where that ends and does not turn back to a place it already serves; it is superposed
    on it when it starts at a place the itinerary serves and either ends at one served
    further on (it runs inside it) or passes through the itinerary's end and runs on. Two
    lines that only share a terminal complement each other through it: A→B and A→C are the
    line B→A→C.

    A leg that starts on the itinerary but, run either way, neither complements nor
    superposes it leaves it inside (or after running back over part of it) for an end of its
    own without passing the itinerary's end: it would branch off — a "Y", three ends. A leg
    that passes a place of the itinerary with neither of its ends on it crosses it. The line
    has one itinerary, from its "ponto inicial" to its "terminal" (art. 3º XXI and XXIX),
    and a bus cannot run both without going back over one: no one new line integrates them,
    `fork` and `crossing` say where (`fork_problem`, `crossing_problem`). Legs that touch
    nothing are left out of `order` (`unplaced_problem`).

    The first leg, as recorded and then reversed, that lets every other leg be placed so
    starts the resulting line; when none does, the first leg (the line of the request) as
    recorded, with the legs it could place."""
    tries = [
        _placed_from(legs, PlacedLeg(start, Decimal(0), backwards))
        for backwards in (False, True)
        for start in range(len(legs))
    ]
    whole = (fused for fused in tries if len(fused.order) == len(legs))
    return next(whole, tries[0])


def _placed_from(legs: Sequence[FusedLeg], start: PlacedLeg) -> FusedItinerary:
    order: tuple[PlacedLeg, ...] = (start,)
    left = [index for index in range(len(legs)) if index != start.index]
    while left:
        so_far = _itinerary(legs, order)
        served = _served(legs, so_far)
        placed = next(
            (
                PlacedLeg(index, km, backwards)
                for index in left
                for backwards in (False, True)
                for leg in (oriented(legs, PlacedLeg(index, Decimal(0), backwards)),)
                for km in (_joins(leg, served),)
                if km is not None
            ),
            None,
        )
        if placed is None:
            along = tuple(placed.index for placed in so_far.order)
            return replace(
                so_far,
                fork=_fork(legs, left, along, served),
                crossing=_crossing(legs, left, along, served),
            )
        order += (placed,)
        left.remove(placed.index)
    return _itinerary(legs, order)


Served = Sequence[tuple[Place, Decimal]]


def _served(legs: Sequence[FusedLeg], so_far: FusedItinerary) -> Served:
    """The places the itinerary serves with their km, its end first, then its start, then
    its points in km order: a place found here is found at its first entry."""
    return (
        (oriented(legs, so_far.last).destination, so_far.length),
        (oriented(legs, so_far.first).origin, Decimal(0)),
        *((point_place(point), point.km) for point in so_far.points),
    )


def _on(served: Served, place: Place) -> tuple[Place, Decimal] | None:
    """The itinerary's place that is `place`, and its km; None when it serves no such place."""
    return next(((found, km) for found, km in served if found.same_as(place)), None)


def _joins(leg: FusedLeg, served: Served) -> Decimal | None:
    """Art. 3º XIX: the km where the leg, as it runs, is superposed on the itinerary (starts
    on it and ends further on it, or passes its end and goes on) or complements it (starts
    at its end and goes on through places it does not serve: not back over it); None when
    it does neither."""
    start = _on(served, leg.origin)
    if start is None:
        return None
    stop = _on(served, leg.destination)
    if stop is not None:
        return start[1] if stop[1] > start[1] else None
    end = served[0][0]
    passes = [place for place in map(point_place, leg.points) if not place.same_as(leg.origin)]
    if any(place.same_as(end) for place in passes):
        return start[1]
    runs_on = leg.origin.same_as(end) and not any(_on(served, place) for place in passes)
    return start[1] if runs_on else None


def _fork(
    legs: Sequence[FusedLeg], left: Sequence[int], along: tuple[int, ...], served: Served
) -> Fork | None:
    """The first leg left that starts (as recorded or reversed) on the itinerary but could
    not be placed: it branches off it at the last place of the itinerary it serves."""
    for index in left:
        for leg in (legs[index], legs[index].reversed()):
            start = _on(served, leg.origin)
            if start is not None:
                passed = [
                    found for point in leg.points if (found := _on(served, point_place(point)))
                ]
                at = passed[-1] if passed else start
                return Fork(index, along, at[0], leg.destination, served[0][0])
    return None


def _crossing(
    legs: Sequence[FusedLeg], left: Sequence[int], along: tuple[int, ...], served: Served
) -> Crossing | None:
    """The first leg left with neither end on the itinerary that passes one of its places:
    it crosses it at the first it passes."""
    for index in left:
        leg = legs[index]
        if _on(served, leg.origin) or _on(served, leg.destination):
            continue
        shared = [found for point in leg.points if (found := _on(served, point_place(point)))]
        if shared:
            return Crossing(index, along, shared[0][0])
    return None


def _itinerary(legs: Sequence[FusedLeg], order: tuple[PlacedLeg, ...]) -> FusedItinerary:
    """The points of the legs in `order`, km on the resulting line. Art. 43 §9º, II keeps
    the intermediate markets: where a merged line, run the way it is placed, ends inside
    the resulting line (not at one of its terminals) becomes a section. The decree does not
    say how the section points of lines that share a stretch are counted; art. 19 has the
    AGR approve one table of each line's "percursos [...] e seus seccionamentos", and §9º,
    II asks the markets served before to be served, not served twice: a place
    (`Place.same_as`) listed by more than one merged line is one section of the resulting
    line, at its first km; the points run in km order."""
    last = max(order, key=lambda placed: placed.km + legs[placed.index].length_km)
    length = last.km + legs[last.index].length_km
    terminals = (oriented(legs, order[0]).origin, oriented(legs, last).destination)
    candidates: list[LinePoint] = []
    for placed in order:
        leg = oriented(legs, placed)
        candidates.extend(
            LinePoint(point.kind, point.place, point.municipality_code, point.km + placed.km)
            for point in leg.points
        )
        if not any(leg.destination.same_as(terminal) for terminal in terminals):
            candidates.append(
                LinePoint(
                    PointKind.SECAO,
                    leg.destination_place,
                    leg.destination_code,
                    placed.km + leg.length_km,
                )
            )
    points: list[LinePoint] = []
    for point in candidates:
        if not any(point_place(point).same_as(point_place(kept)) for kept in points):
            points.append(point)
    return FusedItinerary(
        order,
        order[0],
        last,
        length,
        tuple(sorted(points, key=lambda point: point.km)),
    )


def unplaced_problem(codes: Sequence[str]) -> str | None:
    """Art. 43 §9º, II: "garantia, na linha resultante, do atendimento antes prestado aos
    mercados intermediários". A merged line that neither continues the others' itinerary
    nor starts on it, run either way, has no place on the resulting line: its markets would
    not be served."""
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


# Art. 3º XIX, XXI and XXIX: why lines that would not run one itinerary are no fusion.
ONE_LINE = (
    "a fusão integra itinerários que se complementam ou se superpõem numa só nova linha, de "
    f"um ponto inicial a um terminal ({D8444}, art. 3º, XIX e XXIX)."
)


def _itinerary_of(along: Sequence[str]) -> str:
    return f"da linha {along[0]}" if len(along) == 1 else f"das linhas {joined(along)}"


def fork_problem(code: str, along: Sequence[str], at: str, to: str, end: str) -> str:
    """Art. 3º XIX: the line `code` would branch off the itinerary of the lines `along` at
    the place `at`, for `to`, without passing `end`, where it ends (names, not codes): the
    itineraries neither complement nor superpose into one new line."""
    return (
        f"A linha {code} sai do itinerário {_itinerary_of(along)} em {at} para {to}, sem "
        f"passar por {end}, onde ele termina: seriam dois ramais, e {ONE_LINE}"
    )


def crossing_problem(code: str, along: Sequence[str], at: str) -> str:
    """Art. 3º XIX: the line `code` would cross the itinerary of the lines `along` at the
    place `at` (a name), neither of its ends on it: the itineraries neither complement nor
    superpose into one new line."""
    return (
        f"A linha {code} cruza o itinerário {_itinerary_of(along)} em {at}, sem começar nem "
        f"terminar nele: seriam dois itinerários que se cruzam, e {ONE_LINE}"
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
