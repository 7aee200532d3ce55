"""RR written warning and suspension of a line (Lei 664/2008, arts. 84-85), and the grounds
the declaration of inidoneidade and the cassação stand on (arts. 86-87)."""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from desktop.rules.dates import add_months
from desktop.rules.errors import RulesError
from desktop.rules.inputs import require_int
from desktop.rules.money import drop_cents
from desktop.rules.numbers import br_int
from desktop.rules.rulebook import Rulebook

L664 = "Lei RR 664/2008"


def _require_rr(rulebook: Rulebook) -> None:
    if rulebook.jurisdiction != "RR":
        raise RulesError(
            "jurisdiction", f"regra da Lei RR 664/2008, não de {rulebook.jurisdiction}"
        )


def half_year(at: date) -> tuple[date, date]:
    """The half-year of art. 84, II that contains `at`: January-June or July-December."""
    if at.month <= 6:
        return date(at.year, 1, 1), date(at.year, 6, 30)
    return date(at.year, 7, 1), date(at.year, 12, 31)


@dataclass(frozen=True)
class WarningDecision:
    fines: int
    trips: int
    ratio: Fraction
    coefficient: Decimal
    warning: bool
    articles: tuple[str, ...]


def infraction_coefficient(rulebook: Rulebook, fines: int, trips: int) -> WarningDecision:
    """Art. 84, II and sole §: fines / trips on the line in the half-year; a written warning
    when the exact ratio is at least 0.10. `coefficient` is shown half-up to 2 decimals."""
    _require_rr(rulebook)
    fines = require_int(fines, "fines")
    trips = require_int(trips, "trips", minimum=1)
    threshold = rulebook.period("coeficiente_infracao_limite")
    ratio = Fraction(fines, trips)
    shown = (Decimal(fines) / Decimal(trips)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return WarningDecision(
        fines,
        trips,
        ratio,
        shown,
        ratio >= Fraction(str(threshold.value)),
        (threshold.article, f"{L664}, art. 84, parágrafo único"),
    )


def cassation_without_ground(
    inciso: str, declared_inidoneous_on: Iterable[date], decided_on: date
) -> str | None:
    """Art. 87, V: the cassação for a declaração de inidoneidade stands on that declaration
    (art. 86), made on or before the day of the cassação. The refusal, or None."""
    if inciso == "V" and not any(day <= decided_on for day in declared_inidoneous_on):
        return (
            "A cassação pelo art. 87, V, da Lei RR 664/2008 exige a declaração de inidoneidade "
            "da empresa (art. 86), que não está registrada até esta data: declare-a antes "
            "ou indique outro inciso."
        )
    return None


@dataclass(frozen=True)
class ProcessFacts:
    """The sanction process a clerk named for a declaration of inidoneidade or a cassação:
    its number, whether it is the operator's and whether it was opened as the processo
    administrativo with the commission the CRE/RR designated (art. 84, I)."""

    number: str
    of_operator: bool
    administrative: bool


PROCESS_GROUNDS = {
    "inidoneidade": (
        "A declaração de inidoneidade depende de processo administrativo para apuração da "
        "falta, assegurado o amplo direito de defesa (Lei RR 664/2008, art. 86, parágrafo "
        "único)"
    ),
    "cassacao": (
        "A cassação é imposta com base no resultado de processo administrativo, garantido o "
        "amplo direito de defesa (Lei RR 664/2008, art. 87, caput)"
    ),
}


def process_without_ground(kind: str, process: ProcessFacts | None) -> str | None:
    """Art. 86 sole § and art. 87 caput: the declaration of inidoneidade and the cassação
    stand on a processo administrativo of the operator, with full defence. The refusal, or
    None."""
    ground = PROCESS_GROUNDS[kind]
    if process is None:
        return f"{ground}: indique o processo."
    if not process.of_operator:
        return f"{ground}: o processo nº {process.number} é de outra empresa."
    if not process.administrative:
        return (
            f"{ground}: instaure no processo nº {process.number} o processo administrativo, "
            "com a comissão designada pelo CRE/RR (Lei RR 664/2008, art. 84, I), ou indique outro."
        )
    return None


@dataclass(frozen=True)
class SuspensionDecision:
    applicable: bool
    warnings: tuple[date, ...]
    max_days: int
    articles: tuple[str, ...]
    notes: tuple[str, ...]
    needs_decision: bool


def suspension_after_warnings(
    rulebook: Rulebook, warnings: Iterable[date], at: date
) -> SuspensionDecision:
    """Art. 85: suspension of up to 30 days after 3 successive written warnings within
    6 months (date to date, inclusive) before `at`."""
    _require_rr(rulebook)
    if not isinstance(at, date):
        raise RulesError("date", "informe uma data")
    needed = rulebook.period("advertencias_para_suspensao")
    months = rulebook.period("advertencias_janela_meses")
    limit = rulebook.period("suspensao_maxima_dias")
    dates = sorted(warnings)
    if any(not isinstance(day, date) for day in dates):
        raise RulesError("warnings", "datas de advertência inválidas")
    start = add_months(at, -int(months.value))
    recent = tuple(day for day in dates if start <= day <= at)
    applicable = len(recent) >= needed.value
    notes: tuple[str, ...] = ()
    if applicable:
        notes = (
            "Suspensão de até 30 dias: o CRE/RR fixa o prazo e a época, e pode convertê-la "
            "em multa (Lei RR 664/2008, art. 85, §§ 1º e 2º).",
        )
    return SuspensionDecision(
        applicable, recent, int(limit.value), (needed.article, limit.article), notes, applicable
    )


@dataclass(frozen=True)
class SuspensionFine:
    days: int
    multiple_per_day: int
    coefficient: Decimal
    amount: Decimal
    minimum: Decimal
    maximum: Decimal
    articles: tuple[str, ...]


def suspension_fine(
    rulebook: Rulebook, days: int, multiple_per_day: int, coefficient: Decimal
) -> SuspensionFine:
    """Art. 85 §1: a suspension converted into a fine of 5,000 to 50,000 times the tariff
    coefficient per day, chosen by the gravity of the fault; cents dropped (art. 78 sole §)."""
    _require_rr(rulebook)
    limit = rulebook.period("suspensao_maxima_dias")
    low = rulebook.period("conversao_multiplo_minimo")
    high = rulebook.period("conversao_multiplo_maximo")
    days = require_int(days, "days", minimum=1)
    if days > limit.value:
        raise RulesError("days", f"suspensão não pode exceder {limit.value} dias ({limit.article})")
    multiple = require_int(multiple_per_day, "multiple_per_day", minimum=1)
    if not low.value <= multiple <= high.value:
        raise RulesError(
            "multiple_per_day",
            f"deve estar entre {br_int(low.value)} e {br_int(high.value)} ({low.article})",
        )
    if not isinstance(coefficient, Decimal) or not coefficient.is_finite() or coefficient <= 0:
        raise RulesError("coeficiente_tarifario", "coeficiente tarifário deve ser positivo")
    return SuspensionFine(
        days,
        multiple,
        coefficient,
        drop_cents(days * multiple * coefficient),
        drop_cents(days * low.value * coefficient),
        drop_cents(days * high.value * coefficient),
        (low.article, limit.article, f"{L664}, art. 78, parágrafo único"),
    )


def conversion_in_time(suspension_decided_on: date, first_day: date, decided_on: date) -> bool:
    """Art. 85 §§1-2: the CRE/RR converts a suspension it has decided into a fine before the
    suspension is served, i.e. on or after the suspension's decision and before the first
    day of the time it set (§2)."""
    return suspension_decided_on <= decided_on < first_day


@dataclass(frozen=True)
class Apprehension:
    apprehended_at: datetime
    earliest_release: datetime
    needs_superior_authority: bool
    articles: tuple[str, ...]


def apprehension(rulebook: Rulebook, apprehended_at: datetime, repeated: bool) -> Apprehension:
    """Art. 90: a charter vehicle apprehended for at least 72 hours, released after that term
    once the faults are cured (§3); on recidivism only by a superior authority (§4)."""
    _require_rr(rulebook)
    if not isinstance(apprehended_at, datetime):
        raise RulesError("apprehended_at", "informe data e hora da apreensão")
    if not isinstance(repeated, bool):
        raise RulesError("repeated", "deve ser verdadeiro ou falso")
    term = rulebook.period("apreensao_minima_horas")
    articles = [term.article, f"{L664}, art. 90 §3º"]
    if repeated:
        articles.append(f"{L664}, art. 90 §4º")
    return Apprehension(
        apprehended_at,
        apprehended_at + timedelta(hours=int(term.value)),
        repeated,
        tuple(articles),
    )
