"""What a regular line must be to enter the register: its end points, itinerary, sections and
kind of service (GO Decreto 8.444/2015 arts. 4º, 6º §1º II, 11 §1º and 42; Lei RR 664/2008
arts. 4º, 8º I, 47 and 66).

Every check answers with the problems it found, each naming the field at fault and the
article, in Portuguese: the service puts each message next to its field and writes nothing.
Municipalities are 7-digit IBGE codes; the first two digits are the state (52 Goiás,
14 Roraima). Distances are Decimal kilometres counted from the origin along the itinerary.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from desktop.rules.rulebook import Rulebook

D8444 = "Decreto 8.444/2015"
L664 = "Lei RR 664/2008"

IBGE_STATE_CODES = {"GO": "52", "RR": "14"}


@dataclass(frozen=True)
class LineProblem:
    field: str
    message: str


class ServiceKind(StrEnum):
    """Kinds of regular service: GO art. 4º I a/b and the complementary ones of art. 42 II;
    RR conventional or alternative transport (art. 66)."""

    DESVINCULADO = "regular_desvinculado"
    VINCULADO = "regular_vinculado"
    PARCIAL = "complementar_parcial"
    DIRETA = "complementar_direta"
    SEMIDIRETA = "complementar_semidireta"
    RESIDUAL = "complementar_residual"
    CONVENCIONAL = "convencional"
    ALTERNATIVO = "alternativo"


SERVICE_KINDS: dict[str, dict[ServiceKind, tuple[str, str]]] = {
    "GO": {
        ServiceKind.DESVINCULADO: (
            "Regular desvinculado de infraestrutura",
            f"{D8444}, art. 4º, I, a",
        ),
        ServiceKind.VINCULADO: ("Regular vinculado a infraestrutura", f"{D8444}, art. 4º, I, b"),
        ServiceKind.PARCIAL: ("Complementar — viagens parciais", f"{D8444}, art. 42, II, a"),
        ServiceKind.DIRETA: ("Complementar — viagens diretas", f"{D8444}, art. 42, II, b"),
        ServiceKind.SEMIDIRETA: (
            "Complementar — viagens semidiretas",
            f"{D8444}, art. 42, II, c",
        ),
        ServiceKind.RESIDUAL: ("Complementar — viagens residuais", f"{D8444}, art. 42, II, d"),
    },
    "RR": {
        # The line given in concession after a bidding (art. 6º), run by bus, and by
        # micro-ônibus in periods of low demand with the CRE/RR's leave (art. 99); art. 4º
        # is about creating a line, not the kind of service.
        ServiceKind.CONVENCIONAL: (
            "Convencional (ônibus e micro-ônibus)",
            f"{L664}, arts. 6º e 99",
        ),
        ServiceKind.ALTERNATIVO: ("Transporte alternativo", f"{L664}, art. 66"),
    },
}

COMPLEMENTARY = frozenset(
    {ServiceKind.PARCIAL, ServiceKind.DIRETA, ServiceKind.SEMIDIRETA, ServiceKind.RESIDUAL}
)


class LineStatus(StrEnum):
    EM_OPERACAO = "em_operacao"
    PARALISADA = "paralisada"
    SUSPENSA = "suspensa"
    EXTINTA = "extinta"
    # GO Decreto 8.444/2015, art. 43 §9º: the line a fusion originates waits for its new
    # authorisation (Termo) or contract; it runs once that delegation is registered.
    AGUARDA_AUTORIZACAO = "aguarda_autorizacao"
    AGUARDA_CONTRATO = "aguarda_contrato"


STATUS_LABELS: dict[str, str] = {
    LineStatus.EM_OPERACAO: "Em operação",
    LineStatus.PARALISADA: "Paralisada com autorização",
    LineStatus.SUSPENSA: "Suspensa",
    LineStatus.EXTINTA: "Extinta",
    LineStatus.AGUARDA_AUTORIZACAO: "Aguardando Termo",
    LineStatus.AGUARDA_CONTRATO: "Aguardando contrato",
}

AWAITING_DELEGATION = frozenset({LineStatus.AGUARDA_AUTORIZACAO, LineStatus.AGUARDA_CONTRATO})

# The article that lets a line stop for low demand, per jurisdiction.
STOPPAGE_ARTICLE = {"GO": f"{D8444}, art. 25", "RR": f"{L664}, art. 55"}

# Which status may follow which: an extinct line never comes back.
STATUS_CHANGES = {
    LineStatus.EM_OPERACAO: {LineStatus.PARALISADA, LineStatus.SUSPENSA, LineStatus.EXTINTA},
    LineStatus.PARALISADA: {LineStatus.EM_OPERACAO, LineStatus.SUSPENSA, LineStatus.EXTINTA},
    LineStatus.SUSPENSA: {LineStatus.EM_OPERACAO, LineStatus.EXTINTA},
    LineStatus.EXTINTA: set(),
    LineStatus.AGUARDA_AUTORIZACAO: {LineStatus.EXTINTA},
    LineStatus.AGUARDA_CONTRATO: {LineStatus.EXTINTA},
}


class PointKind(StrEnum):
    SECAO = "secao"
    PARADA = "parada"


POINT_LABELS: dict[str, str] = {
    PointKind.SECAO: "Ponto de seção",
    PointKind.PARADA: "Ponto de parada",
}


@dataclass(frozen=True)
class LinePoint:
    """A section point or stop of the itinerary, `km` from the origin."""

    kind: str
    place: str
    municipality_code: str
    km: Decimal


def state_article(jurisdiction: str) -> str:
    if jurisdiction == "GO":
        return f"{D8444}, art. 4º, caput"
    return f"{L664}, art. 4º, I"


def service_kind_label(jurisdiction: str, kind: str) -> str:
    kinds = SERVICE_KINDS.get(jurisdiction, {})
    return kinds[ServiceKind(kind)][0] if kind in kinds else kind


def check_end_points(jurisdiction: str, origin: str, destination: str) -> list[LineProblem]:
    """Both end points are municipalities of the office's state, and not the same one: the
    service is transport *between municipalities of the State* (GO art. 4º caput; RR the
    Lei's own system, art. 4º I: the end points in the State's context)."""
    prefix = IBGE_STATE_CODES[jurisdiction]
    article = state_article(jurisdiction)
    state_name = "Goiás" if jurisdiction == "GO" else "Roraima"
    problems = []
    for field, code, what in (
        ("origin", origin, "origem"),
        ("destination", destination, "destino"),
    ):
        if not code:
            problems.append(LineProblem(field, f"Informe o município de {what} da linha."))
        elif len(code) != 7 or not code.isdigit() or not code.startswith(prefix):
            problems.append(
                LineProblem(
                    field,
                    f"O município de {what} deve ser do Estado de {state_name}: a linha é "
                    f"intermunicipal dentro do Estado ({article}).",
                )
            )
    if origin and origin == destination:
        problems.append(
            LineProblem(
                "destination",
                "Origem e destino são o mesmo município: a linha deve ligar municípios "
                f"distintos ({article}).",
            )
        )
    return problems


def itinerary_article(jurisdiction: str) -> str:
    if jurisdiction == "GO":
        return f"{D8444}, arts. 6º §1º, II, e 11 §1º"
    return f"{L664}, art. 8º, I"


def check_itinerary(
    rulebook: Rulebook, roads: str, length_km: Decimal | None, points: Sequence[LinePoint]
) -> list[LineProblem]:
    """The itinerary (roads, length) and its section points and stops in order.

    GO: the line is described by its route (percurso), kilometres and sections (art. 6º §1º
    II; art. 11 §1º). RR: the itinerary and section points (art. 8º I); a section point may
    not be less than 10 km from another (art. 47). Each point lies strictly between the
    origin (km 0) and the destination (km `length_km`), farther than the one before it, in
    a municipality of the State."""
    jurisdiction = rulebook.jurisdiction
    article = itinerary_article(jurisdiction)
    problems = []
    if not roads.strip():
        problems.append(
            LineProblem("roads", f"Informe as rodovias do itinerário da linha ({article}).")
        )
    if length_km is None or length_km <= 0:
        problems.append(
            LineProblem("length_km", f"Informe a extensão do percurso em quilômetros ({article}).")
        )
        length_km = None
    prefix = IBGE_STATE_CODES[jurisdiction]
    previous = Decimal(0)
    last_section: Decimal | None = Decimal(0)
    gap = None
    if jurisdiction == "RR":
        gap = rulebook.period("secao_distancia_minima_km")
    for index, point in enumerate(points, start=1):
        field = f"points[{index - 1}]"
        where = f"Ponto {index} ({point.place or 'sem nome'})"
        if not point.place.strip():
            problems.append(LineProblem(field, f"Ponto {index}: informe o local."))
            continue
        if not point.municipality_code.startswith(prefix):
            problems.append(
                LineProblem(
                    field,
                    f"{where}: o município deve ser do Estado ({state_article(jurisdiction)}).",
                )
            )
            continue
        if point.km <= previous:
            problems.append(
                LineProblem(
                    field,
                    f"{where}: os pontos seguem a ordem do percurso, cada um mais distante da "
                    f"origem que o anterior (km {point.km} não passa de km {previous}; "
                    f"{article}).",
                )
            )
            continue
        if length_km is not None and point.km >= length_km:
            problems.append(
                LineProblem(
                    field,
                    f"{where}: km {point.km} fica além do destino, no km {length_km} ({article}).",
                )
            )
            continue
        if gap is not None and point.kind == PointKind.SECAO:
            if last_section is not None and point.km - last_section < gap.value:
                problems.append(
                    LineProblem(
                        field,
                        f"{where}: ponto de seção a menos de {gap.value} km de outro ponto "
                        f"de seção ou terminal ({gap.article}).",
                    )
                )
                continue
            last_section = point.km
        previous = point.km
    if gap is not None and length_km is not None and last_section is not None and points:
        if 0 < length_km - last_section < gap.value and last_section > 0:
            problems.append(
                LineProblem(
                    f"points[{len(points) - 1}]",
                    f"O último ponto de seção fica a menos de {gap.value} km do terminal de "
                    f"destino ({gap.article}).",
                )
            )
    return problems


def check_service_kind(
    jurisdiction: str, kind: str, has_parent: bool, parent_kind: str | None = None
) -> list[LineProblem]:
    """The kind is one of the jurisdiction's (GO art. 4º I; art. 42 II; RR art. 66). A
    complementary service (GO art. 42 II) runs on the route of the line it comes from, so it
    names that line; a regular line names none."""
    kinds = SERVICE_KINDS[jurisdiction]
    if kind not in kinds:
        allowed = ", ".join(label for label, _ in kinds.values())
        return [LineProblem("service_kind", f"Escolha o tipo de serviço: {allowed}.")]
    if kind in COMPLEMENTARY and not has_parent:
        return [
            LineProblem(
                "parent_line",
                "Serviço complementar: informe a linha que lhe deu origem, cujo percurso ele "
                f"segue ({D8444}, art. 42, II).",
            )
        ]
    if kind in COMPLEMENTARY and parent_kind in COMPLEMENTARY:
        return [
            LineProblem(
                "parent_line",
                "A linha de origem de um serviço complementar é uma linha regular, não outro "
                f"serviço complementar ({D8444}, art. 42, II).",
            )
        ]
    if kind not in COMPLEMENTARY and has_parent:
        return [
            LineProblem(
                "parent_line",
                "Só um serviço complementar deriva de outra linha "
                f"({D8444}, art. 42, II); deixe a linha de origem em branco.",
            )
        ]
    return []


def check_status_change(jurisdiction: str, current: str, new: str) -> list[LineProblem]:
    """A status follows another only as `STATUS_CHANGES` allows: an extinct line is closed;
    a line stops for low demand only while in operation (GO art. 25; RR art. 55)."""
    if new not in STATUS_LABELS:
        return [LineProblem("status", "Escolha a nova situação da linha.")]
    if new == current:
        return [LineProblem("status", f"A linha já está {STATUS_LABELS[current].lower()}.")]
    if new not in STATUS_CHANGES[LineStatus(current)]:
        if current == LineStatus.EXTINTA:
            message = "A linha está extinta: nenhum ato a reabre."
        elif current in AWAITING_DELEGATION:
            message = (
                "A linha resultante da fusão entra em operação com o registro da sua "
                f"delegação ({D8444}, art. 43 §9º)."
            )
        else:
            message = (
                f"Uma linha {STATUS_LABELS[current].lower()} não passa a "
                f"{STATUS_LABELS[new].lower()} ({STOPPAGE_ARTICLE[jurisdiction]})."
            )
        return [LineProblem("status", message)]
    return []
