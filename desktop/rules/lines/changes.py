"""May this change to a regular line be approved? (GO, Decreto 8.444/2015, art. 43.)

Each change is a plain dataclass holding the facts its paragraph asks for; distances are
Decimal km (the one-way length for `line_km`), compared exactly, the limit itself allowed.
`check_line_change` returns every reason that stops it, with its article. What the decree
leaves to the regulator's judgement (the market of §8 and §11 III, the service standards of
§11 IV, the demand of §5 II) is recorded with the decision, not answered here.
"""

from dataclasses import dataclass, field
from decimal import Decimal

from desktop.rules.errors import RulesError
from desktop.rules.inputs import require_bool, require_decimal, require_int
from desktop.rules.numbers import br_km
from desktop.rules.rulebook import Rulebook

D8444 = "Decreto 8.444/2015"


@dataclass(frozen=True)
class LineFinding:
    reason: str
    article: str
    message: str


@dataclass(frozen=True)
class LineChangeDecision:
    allowed: bool
    findings: tuple[LineFinding, ...] = field(default=())

    @property
    def reasons(self) -> tuple[str, ...]:
        return tuple(finding.reason for finding in self.findings)

    @property
    def articles(self) -> tuple[str, ...]:
        return tuple(finding.article for finding in self.findings)


def decide(
    vocabulary: dict[str, tuple[str, str]], failing: list[tuple[str, bool]]
) -> LineChangeDecision:
    """The decision from (reason, fails) pairs, with each reason's article and message."""
    findings = tuple(LineFinding(reason, *vocabulary[reason]) for reason, fails in failing if fails)
    return LineChangeDecision(not findings, findings)


def over_percent(part: Decimal, whole: Decimal, percent: Decimal) -> bool:
    """`part` is more than `percent` % of `whole`, compared exactly."""
    return part * 100 > whole * percent


@dataclass(frozen=True)
class NewSection:
    """§1: a new section; `access_km` the access from the axis of the line's itinerary."""

    access_km: Decimal
    same_municipality: bool
    already_served: bool


@dataclass(frozen=True)
class SemiurbanService:
    """§5: a line or partial trip turned into a semi-urban service; `line_km` one way."""

    line_km: Decimal


@dataclass(frozen=True)
class LineExtension:
    """§11: `extension_km` from the terminal to the new locality; `existing_line` when a
    regular line already links the terminals of the resulting line."""

    line_km: Decimal
    extension_km: Decimal
    existing_line: bool


def extended_length(
    line_km: Decimal, extension_km: Decimal, new_length_km: Decimal | None
) -> tuple[Decimal | None, str | None]:
    """§11: the one-way length of the line extended from its terminal to a locality
    `extension_km` away: `line_km` plus the extension when not given; given, longer than
    the line (the terminal is moved farther) and no longer than the line plus the distance
    §11 I measures, or that distance would be understated. (length, None) or (None, why)."""
    longest = line_km + extension_km
    if new_length_km is None:
        return longest, None
    if not line_km < new_length_km <= longest:
        return None, (
            f"O prolongamento leva a linha de {br_km(line_km)} km a mais de {br_km(line_km)} km e "
            f"no máximo {br_km(longest)} km: a extensão atual mais a distância do terminal à "
            f"nova localidade ({D8444}, art. 43, V e §11, I)."
        )
    return new_length_km, None


@dataclass(frozen=True)
class LineFusion:
    """§§9-10: `operators` serving the links of the lines to merge; `complementary` when one
    of them is a complementary service; `markets_kept` when the resulting line keeps serving
    the intermediate markets the merged lines served (§9 II; given as true when not said, as
    before it was asked)."""

    operators: int
    complementary: bool
    markets_kept: bool = True


LineChange = NewSection | SemiurbanService | LineExtension | LineFusion

# The kinds of change of art. 43, by the name the conformance harness uses.
CHANGES: dict[str, type[LineChange]] = {
    "secao": NewSection,
    "semiurbano": SemiurbanService,
    "prolongamento": LineExtension,
    "fusao": LineFusion,
}

LINE_CHANGE_REASONS: dict[str, dict[str, tuple[str, str]]] = {
    "secao": {
        "acesso_distante": (
            f"{D8444}, art. 43 §1º, II",
            "Acesso à nova seção a mais de 10 km do eixo do itinerário da linha.",
        ),
        "mesmo_municipio": (
            f"{D8444}, art. 43 §1º, I",
            "Seção entre localidades do mesmo município.",
        ),
        "ja_atendida": (
            f"{D8444}, art. 43 §1º, I",
            "Localidades já atendidas por linha ou seção ligando seus pontos terminais.",
        ),
    },
    "semiurbano": {
        "extensao_semiurbano": (
            f"{D8444}, art. 43 §5º, III",
            "Serviço semiurbano em linha com extensão superior a 60 km.",
        ),
    },
    "prolongamento": {
        "prolongamento_excede": (
            f"{D8444}, art. 43 §11, I",
            "Prolongamento superior a 20% da extensão do itinerário normal da linha.",
        ),
        "linha_existente": (
            f"{D8444}, art. 43 §11, II",
            "Linha regular já liga entre si os terminais da linha resultante.",
        ),
    },
    "fusao": {
        "mais_de_uma_transportadora": (
            f"{D8444}, art. 43 §9º, I",
            "Ligações das linhas a fundir exploradas por mais de uma transportadora.",
        ),
        "servico_complementar": (
            f"{D8444}, art. 43 §10",
            "Fusão de linha com serviço complementar, vedada.",
        ),
        "mercados_intermediarios": (
            f"{D8444}, art. 43 §9º, II",
            "A linha resultante não garante o atendimento antes prestado aos mercados "
            "intermediários.",
        ),
    },
}


def _limit(rulebook: Rulebook, key: str) -> Decimal:
    return Decimal(rulebook.period(key).value)


def _failing(rulebook: Rulebook, change: LineChange) -> tuple[str, list[tuple[str, bool]]]:
    if isinstance(change, NewSection):
        access = require_decimal(change.access_km, "access_km")
        return "secao", [
            ("acesso_distante", access > _limit(rulebook, "secao_acesso_maximo_km")),
            ("mesmo_municipio", require_bool(change.same_municipality, "same_municipality")),
            ("ja_atendida", require_bool(change.already_served, "already_served")),
        ]
    if isinstance(change, SemiurbanService):
        length = require_decimal(change.line_km, "line_km", positive=True)
        limit = _limit(rulebook, "semiurbano_extensao_maxima_km")
        return "semiurbano", [("extensao_semiurbano", length > limit)]
    if isinstance(change, LineExtension):
        length = require_decimal(change.line_km, "line_km", positive=True)
        extension = require_decimal(change.extension_km, "extension_km")
        percent = _limit(rulebook, "prolongamento_maximo_pct")
        return "prolongamento", [
            ("prolongamento_excede", over_percent(extension, length, percent)),
            ("linha_existente", require_bool(change.existing_line, "existing_line")),
        ]
    if isinstance(change, LineFusion):
        operators = require_int(change.operators, "operators", minimum=1)
        most = int(rulebook.period("fusao_transportadoras_maximas").value)
        return "fusao", [
            ("mais_de_uma_transportadora", operators > most),
            ("servico_complementar", require_bool(change.complementary, "complementary")),
            ("mercados_intermediarios", not require_bool(change.markets_kept, "markets_kept")),
        ]
    raise RulesError("kind", f"alteração de linha {type(change).__name__} não prevista no art. 43")


def check_line_change(rulebook: Rulebook, change: LineChange) -> LineChangeDecision:
    """Every reason of LINE_CHANGE_REASONS that stops `change` (art. 43 §§1, 5, 9-11)."""
    if rulebook.jurisdiction != "GO":
        raise RulesError("jurisdiction", f"alteração de linha do art. 43 é regra do {D8444} (GO)")
    kind, failing = _failing(rulebook, change)
    return decide(LINE_CHANGE_REASONS[kind], failing)
