"""Fine and penalties for a new infraction, given the operator's history.

GO — Res. AGR 105/2017 arts. 65-71: base value of art. 67 at the infraction date,
recidivism within 12 months (art. 6 XVI, art. 68; specific +50%, else generic +30%, §2;
same-date infractions are one inspection, §3), gradation of art. 71, suspension of art. 69,
direct caducity of art. 70.
RR — Lei 664/2008 arts. 78-83: multiple of the tariff coefficient, doubled for specific
recidivism on the same line within 6 months (art. 83), cents dropped (art. 78 sole §).
"""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from desktop.rules.choices import PenaltyKind
from desktop.rules.dates import add_months
from desktop.rules.errors import RulesError
from desktop.rules.money import drop_cents, round_cents
from desktop.rules.rulebook import Rulebook
from desktop.rules.text import fold_text

PENALTIES = PenaltyKind.codes()
STATUSES = ("valid", "annulled")
SEVERITY = {penalty: rank for rank, penalty in enumerate(PENALTIES)}
R105 = "Res. AGR 105/2017"
L664 = "Lei RR 664/2008"


@dataclass(frozen=True)
class PastInfraction:
    """An earlier infraction of the same operator; `annulled` ones never count."""

    infraction: str
    date: date
    penalties: tuple[str, ...] = ("multa",)
    status: str = "valid"
    line: str | None = None


@dataclass(frozen=True)
class FineDecision:
    infraction: str
    group: str
    base: Decimal
    recidivism: str
    surcharge_percent: int
    amount: Decimal
    penalties: tuple[str, ...]
    suspension_days: int | None
    considered: tuple[PastInfraction, ...]
    articles: tuple[str, ...]
    notes: tuple[str, ...]
    needs_decision: bool
    coefficient: Decimal | None = None


# The engine's recidivism codes (the harness answers them) as the julgador reads them: GO Res.
# AGR 105/2017, art. 68 §1 (genérica: same group; específica: same infraction); RR Lei
# 664/2008, art. 83 (específica, on the same line: the fine doubled).
RECIDIVISM_WORDS = {"none": "nenhuma", "generic": "genérica", "specific": "específica"}


def recidivism_label(decision: FineDecision) -> str:
    """'nenhuma', or the kind of recidivism with the surcharge it adds ('específica, +50%')."""
    words = RECIDIVISM_WORDS[decision.recidivism]
    if decision.recidivism == "none":
        return words
    return f"{words}, +{decision.surcharge_percent}%"


def penalty_words(codes: Iterable[str]) -> str:
    """The penalties as the julgador types them: 'multa, advertência' (first word of each)."""
    return ", ".join(PenaltyKind(code).label.split()[0] for code in codes)


def penalty_codes(text: str) -> tuple[str, ...]:
    """The penalties typed by the julgador ('multa, advertência', 'Suspensão') as codes; a word
    that names no penalty stays as typed, for the decision to refuse it."""
    codes = []
    for word in (part.strip() for part in text.split(",")):
        if not word:
            continue
        bare = fold_text(word.split()[0])
        codes.append(bare if bare in PENALTIES else word)
    return tuple(codes)


def decide_fine(
    rulebook: Rulebook,
    infraction: str,
    at: date,
    history: Iterable[PastInfraction] = (),
    line: str | None = None,
    coefficient: Decimal | None = None,
) -> FineDecision:
    """The engine's proposal for a new infraction committed on `at`.

    `coefficient` is the RR tariff coefficient; when omitted, the value registered in the
    rulebook (with its updates) at `at` is used, and none registered is an error.
    """
    if not isinstance(at, date):
        raise RulesError("date", "informe a data da infração")
    rulebook.check_in_force(at)
    entry = rulebook.infraction(infraction)
    past = tuple(history)
    _check_history(rulebook, past)
    if rulebook.jurisdiction == "GO":
        return _decide_go(rulebook, entry.code, at, past)
    return _decide_rr(rulebook, entry.code, at, past, line, coefficient)


def _check_history(rulebook: Rulebook, history: tuple[PastInfraction, ...]) -> None:
    for index, item in enumerate(history):
        where = f"history[{index}]"
        if not isinstance(item, PastInfraction):
            raise RulesError(where, "entrada do histórico inválida")
        if item.infraction not in rulebook.infractions:
            raise RulesError(
                f"{where}.infraction", f"a infração {item.infraction} não consta da {rulebook.law}"
            )
        if not isinstance(item.date, date):
            raise RulesError(f"{where}.date", "data inválida")
        if item.status not in STATUSES:
            raise RulesError(f"{where}.status", f"situação {item.status!r}; use valid ou annulled")
        unknown = [penalty for penalty in item.penalties if penalty not in PENALTIES]
        if unknown:
            raise RulesError(f"{where}.penalties", f"penalidade desconhecida {unknown[0]!r}")


def _window(history: tuple[PastInfraction, ...], at: date, months: int) -> list[PastInfraction]:
    """Valid entries strictly earlier than `at` and no more than `months` before it (date to
    date, inclusive; last day of the month when the day does not exist)."""
    start = add_months(at, -months)
    return [item for item in history if item.status == "valid" and start <= item.date < at]


GO_NOTES = {
    "advertencia": (
        "Advertência por escrito proposta (Res. AGR 105/2017, arts. 66 e 71, II), apurada em "
        "processo "
        "administrativo ordinário (art. 81, II)."
    ),
    "suspensao": (
        "Suspensão de 30 dias proposta (Res. AGR 105/2017, art. 69); quando decorre do "
        "art. 71, III, a resolução não fixa outro prazo. Cabe à autoridade julgadora decidir."
    ),
    "caducidade": (
        "Caducidade proposta; impede novo registro por até 2 anos (Res. AGR 105/2017, art. 70, "
        "§§ 3º e 4º). "
        "Decisão do Conselho Regulador em processo ordinário (art. 81, II)."
    ),
}
SIMULTANEOUS_NOTE = (
    "Infrações da mesma data são da mesma fiscalização: simultâneas, não reincidência "
    "(Res. AGR 105/2017, art. 68 §3)."
)


def _go_recidivism(
    rulebook: Rulebook, code: str, considered: list[PastInfraction]
) -> tuple[str, int, list[str]]:
    """Art. 68: specific (same infraction, +50%) or else generic (same group, +30%)."""
    group = rulebook.infractions[code].group
    if any(item.infraction == code for item in considered):
        kind, key = "specific", "specific_percent"
    elif any(rulebook.infractions[item.infraction].group == group for item in considered):
        kind, key = "generic", "generic_percent"
    else:
        return "none", 0, []
    percent = rulebook.recidivism[key]
    articles = [
        rulebook.recidivism["window_months"].article,
        f"{R105}, art. 68 §1",
        percent.article,
    ]
    return kind, int(percent.value), articles


def _go_gradation(
    rulebook: Rulebook, code: str, recidivism: str, considered: list[PastInfraction]
) -> tuple[str, list[str]]:
    """Art. 71 gradation within the same 12 months, art. 69 suspension, art. 70 caducity;
    the most severe applies. Each inciso of art. 71 is one step of the scale, so the one
    reached is cited alone: III (multa mais suspensão) replaces II (multa mais advertência)."""
    entry = rulebook.infractions[code]
    level, articles = "multa", [f"{R105}, art. 71, I"]
    if recidivism != "none":
        level, articles = "advertencia", [f"{R105}, art. 71, II"]
        if entry.group in ("grave", "gravissima"):
            carried = {penalty for item in considered for penalty in item.penalties}
            if "suspensao" in carried:
                level = "caducidade"
                articles = [f"{R105}, art. 71, IV", f"{R105}, art. 70 §1"]
            elif "advertencia" in carried:
                level = "suspensao"
                articles = [f"{R105}, art. 71, III"]
    if entry.penalty:
        assert entry.penalty_article is not None  # the rulebook parser requires it
        articles.append(entry.penalty_article)
        if SEVERITY[entry.penalty] > SEVERITY[level]:
            level = entry.penalty
    return level, articles


def _decide_go(
    rulebook: Rulebook, code: str, at: date, history: tuple[PastInfraction, ...]
) -> FineDecision:
    entry = rulebook.infractions[code]
    fine_key = rulebook.groups[entry.group].fine_key
    assert fine_key is not None  # every GO group names its fine (go.json)
    base = rulebook.value(fine_key, at)
    considered = _window(history, at, int(rulebook.recidivism["window_months"].value))
    recidivism, surcharge, recidivism_articles = _go_recidivism(rulebook, code, considered)
    level, gradation_articles = _go_gradation(rulebook, code, recidivism, considered)
    articles = [entry.article, f"{R105}, art. 67", base.source]
    articles += recidivism_articles + gradation_articles
    notes = []
    if any(item.date == at and item.status == "valid" for item in history):
        notes.append(SIMULTANEOUS_NOTE)
    suspension_days = None
    if level == "suspensao":
        term = rulebook.period("suspensao_dias")
        suspension_days = int(term.value)
        articles.append(term.article)
    if level in GO_NOTES:
        notes.append(GO_NOTES[level])
    return FineDecision(
        code,
        entry.group,
        base.value,
        recidivism,
        surcharge,
        round_cents(base.value * (100 + surcharge) / 100),
        ("multa",) if level == "multa" else ("multa", level),
        suspension_days,
        tuple(considered),
        tuple(dict.fromkeys(articles)),
        tuple(notes),
        level != "multa",
    )


def _same_line(first: str | None, second: str | None) -> bool:
    if not first or not second:
        return False
    return first.strip().casefold() == second.strip().casefold()


def _decide_rr(
    rulebook: Rulebook,
    code: str,
    at: date,
    history: tuple[PastInfraction, ...],
    line: str | None,
    coefficient: Decimal | None,
) -> FineDecision:
    entry = rulebook.infractions[code]
    group = rulebook.groups[entry.group]
    if coefficient is None:
        coefficient = rulebook.value("coeficiente_tarifario", at).value
    if not isinstance(coefficient, Decimal) or not coefficient.is_finite() or coefficient <= 0:
        raise RulesError("coeficiente_tarifario", "coeficiente tarifário deve ser positivo")
    assert entry.multiple is not None  # every RR group is a multiple (rr.json)
    raw = entry.multiple * coefficient
    articles = [entry.article, group.article]
    notes = []
    window = rulebook.recidivism["window_months"]
    repeated = [
        item
        for item in _window(history, at, int(window.value))
        if item.infraction == code and _same_line(item.line, line)
    ]
    surcharge = 0
    recidivism = "none"
    if repeated:
        recidivism = "specific"
        surcharge = int(rulebook.recidivism["specific_percent"].value)
        articles.append(window.article)
    if not line:
        notes.append(
            f"Sem linha informada: a multa em dobro do art. 83 da {L664} exige falta na "
            "mesma linha."
        )
    amount = drop_cents(raw * (100 + surcharge) / 100)
    articles.append(f"{L664}, art. 78, parágrafo único")
    return FineDecision(
        code,
        entry.group,
        round_cents(raw),
        recidivism,
        surcharge,
        amount,
        ("multa",),
        None,
        tuple(repeated),
        tuple(articles),
        tuple(notes),
        False,
        coefficient,
    )
