"""May this change to a regular line be approved? (RR, Lei RR 664/2008, arts. 57-59.)

Roraima's own law: a line is extended (art. 58) or shortened (art. 59) once, with the prior
approval of the CRE/RR, and a line that results from a fusion is neither (art. 57 §2).
Distances are Decimal km, compared exactly, the limit itself allowed. What the law leaves to
the CRE/RR's judgement (art. 58 I and IV, art. 59 II: conditions for a new line, ruinous
competition, harm to existing services) is recorded with the decision, not answered here.
"""

from dataclasses import dataclass
from decimal import Decimal

from desktop.rules.errors import RulesError
from desktop.rules.inputs import require_bool, require_decimal, require_int
from desktop.rules.lines.changes import LineChangeDecision, decide, over_percent
from desktop.rules.rulebook import Rulebook

L664 = "Lei RR 664/2008"


@dataclass(frozen=True)
class RrLineExtension:
    """Art. 58: `line_km` the initial itinerary of the concession contract, `extension_km`
    from the original end point to the new one, `previous_extensions` already made,
    `new_end_is_seat` when the new end is the seat of a municipality or district,
    `coincides` when the new end points are another line's, `fused` when the line results
    from a fusion."""

    line_km: Decimal
    extension_km: Decimal
    previous_extensions: int
    new_end_is_seat: bool
    coincides: bool
    fused: bool


@dataclass(frozen=True)
class RrLineShortening:
    """Art. 59: `new_end_is_section` when the new end is a section point of the line."""

    previous_shortenings: int
    new_end_is_section: bool
    coincides: bool
    fused: bool


RrLineChange = RrLineExtension | RrLineShortening

# The changes of arts. 58-59, by the name the conformance harness uses.
RR_CHANGES: dict[str, type[RrLineChange]] = {
    "prolongamento": RrLineExtension,
    "encurtamento": RrLineShortening,
}

_FUSED = (f"{L664}, art. 57 §2º", "Linha resultante de fusão não pode ser alterada.")

RR_LINE_CHANGE_REASONS: dict[str, dict[str, tuple[str, str]]] = {
    "prolongamento": {
        "prolongamento_excede": (
            f"{L664}, art. 58, II",
            "Prolongamento superior a 50% do itinerário inicial do contrato de concessão.",
        ),
        "prolongamento_unico": (
            f"{L664}, art. 58 §1º",
            "A linha já foi prolongada: cada linha só se prolonga uma única vez.",
        ),
        "ponto_extremo": (
            f"{L664}, art. 58, V",
            "Novo ponto extremo não é sede de município ou de distrito.",
        ),
        "pontos_coincidentes": (
            f"{L664}, art. 58, III",
            "Novos pontos extremos coincidentes com os de outra linha.",
        ),
        "linha_fundida": _FUSED,
    },
    "encurtamento": {
        "encurtamento_unico": (
            f"{L664}, art. 59, parágrafo único",
            "A linha já foi encurtada: o encurtamento só é permitido uma única vez.",
        ),
        "ponto_extremo": (
            f"{L664}, art. 59, III",
            "Novo ponto extremo não é ponto de seção da linha encurtada.",
        ),
        "pontos_coincidentes": (
            f"{L664}, art. 59, I",
            "Novos pontos extremos coincidentes com os de outra linha.",
        ),
        "linha_fundida": _FUSED,
    },
}


def _common(change: RrLineChange) -> list[tuple[str, bool]]:
    return [
        ("pontos_coincidentes", require_bool(change.coincides, "coincides")),
        ("linha_fundida", require_bool(change.fused, "fused")),
    ]


def check_rr_line_change(rulebook: Rulebook, change: RrLineChange) -> LineChangeDecision:
    """Every reason of RR_LINE_CHANGE_REASONS that stops `change` (arts. 57 §2, 58, 59)."""
    if rulebook.jurisdiction != "RR":
        raise RulesError("jurisdiction", f"alteração de linha dos arts. 57-59 é regra da {L664}")
    if isinstance(change, RrLineExtension):
        length = require_decimal(change.line_km, "line_km", positive=True)
        extension = require_decimal(change.extension_km, "extension_km")
        previous = require_int(change.previous_extensions, "previous_extensions")
        percent = Decimal(rulebook.period("prolongamento_maximo_pct").value)
        most = int(rulebook.period("prolongamentos_maximos").value)
        failing = [
            ("prolongamento_excede", over_percent(extension, length, percent)),
            ("prolongamento_unico", previous >= most),
            ("ponto_extremo", not require_bool(change.new_end_is_seat, "new_end_is_seat")),
            *_common(change),
        ]
        return decide(RR_LINE_CHANGE_REASONS["prolongamento"], failing)
    if isinstance(change, RrLineShortening):
        previous = require_int(change.previous_shortenings, "previous_shortenings")
        most = int(rulebook.period("encurtamentos_maximos").value)
        failing = [
            ("encurtamento_unico", previous >= most),
            ("ponto_extremo", not require_bool(change.new_end_is_section, "new_end_is_section")),
            *_common(change),
        ]
        return decide(RR_LINE_CHANGE_REASONS["encurtamento"], failing)
    raise RulesError("kind", f"alteração de linha {type(change).__name__} não prevista na {L664}")


# Arts. 57-61 are the section "Da Alteração de Linha" whose changes art. 62 lets be cancelled;
# the partial service of art. 50 lies outside it.
CANCELLABLE = frozenset({"fusao", "prolongamento", "encurtamento", "alteracao_itinerario"})


def cancellation_article(kind: str) -> str:
    """Art. 57 §2º: the service of a fusion may be cancelled at any time, returning to its
    original condition; art. 62: the other changes of the section, once the reasons that
    determined them cease."""
    return f"{L664}, art. 57 §2º" if kind == "fusao" else f"{L664}, art. 62"


def cancellation_problems(
    kind: str, approved: bool, already_cancelled: bool, latest: bool
) -> list[str]:
    """Why an approved change cannot be cancelled now (empty: it can): only a change of
    arts. 57-61, approved, not cancelled yet, and still the line's current version — a later
    change is cancelled first, so the line returns to the condition before this one."""
    if kind not in CANCELLABLE:
        return [f"Só as alterações dos arts. 57 a 61 podem ser canceladas ({L664}, art. 62)."]
    if not approved:
        return ["Só uma alteração aprovada pode ser cancelada."]
    if already_cancelled:
        return ["Esta alteração já foi cancelada."]
    if not latest:
        return [
            "A linha teve outra alteração depois desta: cancele primeiro a mais recente, "
            f"para voltar à condição anterior ({cancellation_article(kind)})."
        ]
    return []
