"""A change request on a line, as the counter protocols it: the kinds of change each state's
law provides, the facts the clerk answers for each (with the article that asks for them),
and the analysis of the request by `check_line_change` (GO Decreto 8.444/2015, art. 43) or
`check_rr_line_change` (RR Lei 664/2008, arts. 57-59) — the same functions the conformance
harness answers `line_change` from — or, for the kinds whose conditions are facts the office
confirms (GO art. 43 I suppression, II, IV connection, VI; RR arts. 50, 57, 60-61), by
`changes_other`.

Facts the register already knows are not typed: the line's length (`line_km`: GO, the
current one-way length; RR art. 58 II, the initial itinerary of the contract, version 1) and
how often the line was already extended or shortened (RR arts. 58 §1º and 59 sole §, the
approved requests) and whether it results from a fusion still in force (RR art. 57 §2º: an
approved fusion not cancelled), which no unticked box undoes. `parse_facts` turns what was
typed into those values, one Portuguese message per bad field naming its article.
"""

import dataclasses
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from desktop.rules.errors import RulesError
from desktop.rules.lines.changes import (
    CHANGES,
    D8444,
    LineChangeDecision,
    check_line_change,
)
from desktop.rules.lines.changes_other import OTHER_KINDS, Fact
from desktop.rules.lines.changes_rr import L664, RR_CHANGES, check_rr_line_change
from desktop.rules.rulebook import Rulebook


@dataclass(frozen=True)
class ChangeKind:
    code: str
    label: str
    article: str
    facts: tuple[Fact, ...]


# GO art. 43 IV (the connection of timetables, §7º) and VI (more or fewer departures, §12)
# change the line's timetables, not its itinerary: their approval makes no new version of
# the line, and the request names no new roads or length.
KEEPS_ITINERARY = frozenset({"conexao", "horarios"})

# Facts the services take from the register, never typed.
DERIVED = frozenset(
    {
        "line_km",
        "previous_extensions",
        "previous_shortenings",
        "previous_itinerary_changes",
        "fusions_in_force",
    }
)

_FUSED = Fact("fused", "A linha resulta de fusão", bool, f"{L664}, art. 57 §2º")

ENGINE_KINDS: dict[str, dict[str, ChangeKind]] = {
    "GO": {
        "secao": ChangeKind(
            "secao",
            "Nova seção",
            f"{D8444}, art. 43, I e §1º",
            (
                Fact("access_km", "Acesso desde o eixo (km)", Decimal, f"{D8444}, art. 43 §1º, II"),
                Fact(
                    "same_municipality",
                    "Localidades do mesmo município",
                    bool,
                    f"{D8444}, art. 43 §1º, I",
                ),
                Fact(
                    "already_served",
                    "Localidades já atendidas por linha ou seção",
                    bool,
                    f"{D8444}, art. 43 §1º, I",
                ),
            ),
        ),
        "semiurbano": ChangeKind(
            "semiurbano", "Serviço semiurbano", f"{D8444}, art. 43, III e §5º", ()
        ),
        "prolongamento": ChangeKind(
            "prolongamento",
            "Prolongamento",
            f"{D8444}, art. 43, V e §11",
            (
                Fact(
                    "extension_km",
                    "Extensão do prolongamento (km)",
                    Decimal,
                    f"{D8444}, art. 43 §11, I",
                ),
                Fact(
                    "existing_line",
                    "Linha regular já liga os terminais resultantes",
                    bool,
                    f"{D8444}, art. 43 §11, II",
                ),
            ),
        ),
        "fusao": ChangeKind(
            "fusao",
            "Fusão de linhas",
            f"{D8444}, art. 43, IV e §§9º-10",
            (
                Fact(
                    "operators",
                    "Transportadoras que exploram as ligações",
                    int,
                    f"{D8444}, art. 43 §9º, I",
                ),
                Fact(
                    "complementary",
                    "Uma das linhas é serviço complementar",
                    bool,
                    f"{D8444}, art. 43 §10",
                ),
                Fact(
                    "markets_kept",
                    "A linha resultante garante o atendimento aos mercados intermediários",
                    bool,
                    f"{D8444}, art. 43 §9º, II",
                ),
            ),
        ),
    },
    "RR": {
        "prolongamento": ChangeKind(
            "prolongamento",
            "Prolongamento",
            f"{L664}, arts. 57 e 58",
            (
                Fact(
                    "extension_km",
                    "Extensão do prolongamento (km)",
                    Decimal,
                    f"{L664}, art. 58, II",
                ),
                Fact(
                    "new_end_is_seat",
                    "Novo ponto extremo é sede de município ou distrito",
                    bool,
                    f"{L664}, art. 58, V",
                ),
                Fact(
                    "coincides",
                    "Novos pontos extremos coincidem com os de outra linha",
                    bool,
                    f"{L664}, art. 58, III",
                ),
                _FUSED,
            ),
        ),
        "encurtamento": ChangeKind(
            "encurtamento",
            "Encurtamento",
            f"{L664}, arts. 57 e 59",
            (
                Fact(
                    "new_end_is_section",
                    "Novo ponto extremo é ponto de seção da linha",
                    bool,
                    f"{L664}, art. 59, III",
                ),
                Fact(
                    "coincides",
                    "Novos pontos extremos coincidem com os de outra linha",
                    bool,
                    f"{L664}, art. 59, I",
                ),
                _FUSED,
            ),
        ),
    },
}


# Every kind a request may name, in the order of the law: those above and the other kinds
# of art. 43 (GO) and of arts. 50, 57 and 60-61 (RR), in `changes_other`.
LAW_ORDER = {
    "GO": (
        "secao",
        "supressao_secao",
        "ajuste_itinerario",
        "semiurbano",
        "conexao",
        "fusao",
        "prolongamento",
        "horarios",
    ),
    "RR": ("atendimento_parcial", "fusao", "prolongamento", "encurtamento", "alteracao_itinerario"),
}


def _kinds(jurisdiction: str) -> dict[str, ChangeKind]:
    found = dict(ENGINE_KINDS[jurisdiction])
    for code, other in OTHER_KINDS[jurisdiction].items():
        found[code] = ChangeKind(code, other.label, other.article, other.facts)
    return {code: found[code] for code in LAW_ORDER[jurisdiction]}


CHANGE_KINDS: dict[str, dict[str, ChangeKind]] = {key: _kinds(key) for key in LAW_ORDER}


def change_kind(jurisdiction: str, code: str) -> ChangeKind:
    kinds = CHANGE_KINDS.get(jurisdiction, {})
    if code not in kinds:
        law = f"{D8444}, art. 43" if jurisdiction == "GO" else f"{L664}, arts. 50 e 57-61"
        raise RulesError("kind", f"Escolha o tipo de alteração previsto ({law}).")
    return kinds[code]


def _number(text: str, kind: type) -> Decimal | int | None:
    cleaned = (text or "").strip().replace(" ", "")
    if "," in cleaned:
        cleaned = cleaned.replace(".", "").replace(",", ".")
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        return None
    if not value.is_finite() or value < 0:
        return None
    if kind is int:
        return int(value) if value == value.to_integral_value() and value >= 1 else None
    return value


def parse_facts(
    jurisdiction: str, code: str, typed: dict[str, str | bool]
) -> tuple[dict[str, object], dict[str, str]]:
    """The facts of the kind from what was typed (numbers as '12,5'; yes/no as bool), and
    a message by fact name for each one missing or not a number, naming its article."""
    kind = change_kind(jurisdiction, code)
    facts: dict[str, object] = {}
    problems: dict[str, str] = {}
    for fact in kind.facts:
        raw = typed.get(fact.name, False if fact.kind is bool else "")
        if fact.kind is bool:
            facts[fact.name] = bool(raw)
            continue
        value = _number(str(raw), fact.kind)
        if value is None:
            what = "um número inteiro de 1 em diante" if fact.kind is int else "os km, ex.: 12,5"
            problems[fact.name] = f"{fact.label}: informe {what} ({fact.article})."
        else:
            facts[fact.name] = value
    return facts, problems


def analyse(
    rulebook: Rulebook, code: str, facts: dict[str, object], derived: dict[str, object]
) -> LineChangeDecision:
    """The decision of art. 43 (GO) or arts. 50 and 57-61 (RR) on the request's facts."""
    jurisdiction = rulebook.jurisdiction
    change_kind(jurisdiction, code)
    values = {**derived, **facts}
    # RR art. 57 §2º: a line whose fusion the register holds approved and not cancelled
    # results from it, whatever was ticked.
    if derived.get("fusions_in_force"):
        values["fused"] = True
    if code in OTHER_KINDS[jurisdiction]:
        return OTHER_KINDS[jurisdiction][code].check(values)
    if jurisdiction == "GO":
        return check_line_change(rulebook, _built(CHANGES[code], values))
    return check_rr_line_change(rulebook, _built(RR_CHANGES[code], values))


def _built(change_type: Any, values: dict[str, Any]) -> Any:
    """The change's dataclass from the facts, each already parsed to its field's type by
    `read_facts` (a number of km as Decimal, a count as int, a yes/no as bool)."""
    fields = dataclasses.fields(change_type)
    return change_type(**{spec.name: values[spec.name] for spec in fields})


def fact_text(jurisdiction: str, code: str, facts: dict[str, object]) -> str:
    """The facts as the decision document and the list show them."""
    parts = []
    for fact in change_kind(jurisdiction, code).facts:
        value = facts.get(fact.name)
        if fact.kind is bool:
            shown = "sim" if value else "não"
        else:
            shown = str(value).replace(".", ",")
        parts.append(f"{fact.label}: {shown}")
    return "; ".join(parts)
