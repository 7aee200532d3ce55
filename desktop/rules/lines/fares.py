"""Fares of a regular line as dated values (GO Decreto 8.444/2015 arts. 14-17; Lei RR
664/2008 arts. 37-38).

GO: a line not linked to infrastructure, run under a Termo de Autorização, has free pricing
(art. 15): the autorizatária sets its fares and communicates them to the regulator at least
15 days before they take effect (§1º); the regulator may fix, for a determined period, the
maximum and minimum fare (§3º: `Intervention`, `check_within_limits`). Under permission or
concession the regulator sets the fares at signature (art. 16), readjusts them yearly —
sooner only in view of a fato relevante — and revises them every three years
(`check_contract_act`), never without the line's operational data nor the company's
accounting data (sole paragraph, `check_operational_data` and
`desktop.rules.lines.tariff_data`); art. 17 says what the readjustment restores.

RR: the CRE/RR's tariff worksheet (art. 37) gives the fare of a stretch as the tariff
coefficient (R$ per km, piso I) times its km, an indicative average value (§4º); the
terminal fee (art. 38) is added to the ticket.

A fare table takes effect on its date and stays until the next one: the fare in force on a
date is the latest table that took effect on or before it.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from typing import TypeVar

from desktop.rules.dates import add_years, br_date
from desktop.rules.lines.delegation import DelegationKind
from desktop.rules.lines.register import LineProblem
from desktop.rules.money import format_brl, round_cents
from desktop.rules.rulebook import Rulebook

D8444 = "Decreto 8.444/2015"
L664 = "Lei RR 664/2008"


@dataclass(frozen=True)
class FareRegime:
    kind: str
    label: str
    article: str


# Art. 16: the fare of a permission or concession, set in its contract and readjusted;
# art. 17: what the readjustment restores.
READJUSTMENT_ARTICLES = f"{D8444}, arts. 16 e 17"


def readjustment_applies(jurisdiction: str, delegation_kind: str | None) -> bool:
    """GO: only the fare a contract of permission or concession fixed is readjusted (arts.
    16 and 17); under a Termo de Autorização the autorizatária sets its fares freely (art.
    15). Lei RR 664/2008 has no such act: the fare follows the worksheet (art. 37)."""
    return jurisdiction == "GO" and delegation_kind in (
        DelegationKind.PERMISSAO,
        DelegationKind.CONCESSAO,
    )


# Art. 16: the triennial revision of a contract's fare.
REVISION_ARTICLE = f"{D8444}, art. 16"


def fare_regime(
    jurisdiction: str, delegation_kind: str | None, readjustment: bool, revision: bool = False
) -> FareRegime:
    """Which regime the line's fares follow, from the instrument that delegates it."""
    if jurisdiction == "RR":
        return FareRegime("planilha", "Planilha tarifária do CRE/RR", f"{L664}, arts. 37 e 38")
    if delegation_kind == DelegationKind.AUTORIZACAO:
        return FareRegime(
            "comunicada", "Tarifa comunicada (liberdade tarifária)", f"{D8444}, art. 15 §1º"
        )
    if revision and readjustment_applies(jurisdiction, delegation_kind):
        return FareRegime("revisao", "Revisão trienal da tarifa", REVISION_ARTICLE)
    if readjustment and readjustment_applies(jurisdiction, delegation_kind):
        return FareRegime("reajuste", "Reajuste da tarifa", READJUSTMENT_ARTICLES)
    return FareRegime("fixada", "Tarifa fixada no contrato", f"{D8444}, art. 16")


def check_contract_act(
    kind: str, effective_from: date, since: date, relevant_fact: str
) -> list[LineProblem]:
    """Art. 16: a readjustment is annual — within a year of `since` (the last readjustment or
    revision, else the contract's signature) only in view of a fato relevante, stated; the
    revision is triennial — not within three years of the last one or of the signature."""
    if kind == "reajuste" and effective_from < add_years(since, 1) and not relevant_fact.strip():
        return [
            LineProblem(
                "relevant_fact",
                f"Reajuste anual: a tarifa do contrato foi fixada, reajustada ou revista com "
                f"vigência em {br_date(since)}, o próximo reajuste a partir de "
                f"{br_date(add_years(since, 1))}; antes disso, só diante de fato relevante — "
                f"descreva-o ({D8444}, art. 16).",
            )
        ]
    if kind == "revisao" and effective_from < add_years(since, 3):
        return [
            LineProblem(
                "effective_from",
                f"Revisão trienal: a tarifa do contrato foi fixada ou revista com vigência em "
                f"{br_date(since)}, a próxima revisão a partir de {br_date(add_years(since, 3))} "
                f"({REVISION_ARTICLE}).",
            )
        ]
    return []


def check_operational_data(late: Sequence[date]) -> list[LineProblem]:
    """Art. 16, sole paragraph: without the data the tariff calculation needs, the fare is
    neither readjusted nor revised. The office records the monthly operating statistics
    (art. 19 §2º): `late` are the months still missing, oldest first."""
    if not late:
        return []
    months = ", ".join(f"{month:%m/%Y}" for month in late[:6]) + (" …" if len(late) > 6 else "")
    return [
        LineProblem(
            "effective_from",
            f"Faltam as estatísticas mensais da linha de {months} ({D8444}, art. 19 §2º): sem "
            "os dados operacionais a tarifa não é reajustada nem revista "
            f"({D8444}, art. 16, parágrafo único).",
        )
    ]


def check_no_communication(regime: FareRegime, communicated_on: date | None) -> list[LineProblem]:
    """GO: only the free fare of a Termo de Autorização is communicated (art. 15 §1º); the
    fare of a permission or concession is fixed in its contract (art. 16), nothing to
    communicate."""
    if communicated_on is None or regime.kind == "comunicada":
        return []
    return [
        LineProblem(
            "communicated_on",
            f"A tarifa da linha por permissão ou concessão é fixada no contrato ({D8444}, art. "
            "16): não há comunicação a registrar, só na tarifa livre do Termo de Autorização "
            "(art. 15 §1º).",
        )
    ]


def check_notice(
    rulebook: Rulebook, communicated_on: date | None, effective_from: date
) -> list[LineProblem]:
    """GO art. 15 §1º: communicated at least 15 days before taking effect."""
    notice = rulebook.period("tarifa_comunicacao_antecedencia_dias")
    if communicated_on is None:
        return [
            LineProblem(
                "communicated_on",
                f"Informe a data da comunicação da tarifa ao ente regulador ({notice.article}).",
            )
        ]
    earliest = communicated_on + timedelta(days=int(notice.value))
    if effective_from < earliest:
        return [
            LineProblem(
                "effective_from",
                f"Comunicada em {br_date(communicated_on)}, a tarifa vigora a partir de "
                f"{br_date(earliest)}: antecedência mínima de {notice.value} dias "
                f"({notice.article}).",
            )
        ]
    return []


def rr_fare(coefficient: Decimal, km: Decimal) -> Decimal:
    """Art. 37: the coefficient (R$ per km) times the km of the stretch, to the cent."""
    return round_cents(coefficient * km)


@dataclass(frozen=True)
class FareItem:
    origin: str
    destination: str
    km: Decimal
    value: Decimal | None


def check_items(items: Sequence[FareItem]) -> list[LineProblem]:
    """Each stretch named, with its km and a positive fare."""
    if not items:
        return [LineProblem("items", "Informe ao menos uma tarifa da tabela.")]
    problems = []
    for index, item in enumerate(items):
        if not item.origin.strip() or not item.destination.strip():
            problems.append(
                LineProblem(f"items[{index}]", f"Trecho {index + 1}: origem e destino.")
            )
        elif item.km <= 0:
            problems.append(LineProblem(f"items[{index}]", f"Trecho {index + 1}: informe os km."))
        elif item.value is None or item.value <= 0:
            problems.append(
                LineProblem(
                    f"items[{index}]",
                    f"{item.origin} → {item.destination}: informe o valor da tarifa.",
                )
            )
    return problems


T = TypeVar("T")


def in_force(tables: Sequence[tuple[date, T]], at: date) -> T | None:
    """The table in force on `at`: the latest to take effect on or before it; of two with
    the same date, the one recorded later (listed later)."""
    found = None
    latest = None
    for start, table in tables:
        if start <= at and (latest is None or start >= latest):
            found, latest = table, start
    return found


# Art. 15 §3º: the regulator may fix, for a determined period, the maximum and minimum fare.
INTERVENTION_ARTICLE = f"{D8444}, art. 15 §3º"


@dataclass(frozen=True)
class Intervention:
    minimum: Decimal
    maximum: Decimal
    starts_on: date
    ends_on: date
    reference: str

    @property
    def text(self) -> str:
        """ "tarifa entre R$ 20,00 e R$ 60,00 de 01/07/2026 a 31/12/2026 (Resolução …)"."""
        return (
            f"tarifa da linha entre {format_brl(self.minimum)} e {format_brl(self.maximum)} "
            f"de {br_date(self.starts_on)} a {br_date(self.ends_on)} ({self.reference}; "
            f"{INTERVENTION_ARTICLE})"
        )


def check_intervention(
    minimum: Decimal | None, maximum: Decimal | None, starts_on: date | None, ends_on: date | None
) -> list[LineProblem]:
    """Art. 15 §3º: both limits, the minimum not above the maximum, and a determined period."""
    problems = []
    if minimum is None or minimum <= 0:
        problems.append(LineProblem("minimum", "Informe o valor mínimo da tarifa, em reais."))
    if maximum is None or maximum <= 0:
        problems.append(LineProblem("maximum", "Informe o valor máximo da tarifa, em reais."))
    elif minimum is not None and minimum > maximum:
        problems.append(LineProblem("maximum", "O valor máximo não pode ser menor que o mínimo."))
    if starts_on is None:
        problems.append(LineProblem("starts_on", "Informe o início do prazo da intervenção."))
    if ends_on is None or (starts_on is not None and ends_on < starts_on):
        problems.append(
            LineProblem(
                "ends_on",
                f"A fixação de preços é por prazo determinado ({INTERVENTION_ARTICLE}): informe "
                "o fim do prazo, a partir do início.",
            )
        )
    return problems


def intervention_on(interventions: Sequence[Intervention], at: date) -> Intervention | None:
    """The intervention in force on `at`: of those whose period covers it, the one recorded
    last (listed last)."""
    found = None
    for intervention in interventions:
        if intervention.starts_on <= at <= intervention.ends_on:
            found = intervention
    return found


def interventions_ahead(interventions: Sequence[Intervention], at: date) -> list[Intervention]:
    """The interventions scheduled after `at` — their period not yet begun — soonest first,
    of two starting the same day the one recorded first."""
    return sorted((i for i in interventions if i.starts_on > at), key=lambda i: i.starts_on)


def check_within_limits(
    items: Sequence[FareItem], intervention: Intervention | None
) -> list[LineProblem]:
    """Art. 15 §3º: during the intervention the fare of the line — its longest stretch, from
    the origin to the destination — stays within the limits fixed."""
    priced = [item for item in items if item.value is not None]
    if intervention is None or not priced:
        return []
    line_fare = max(priced, key=lambda item: item.km)
    assert line_fare.value is not None  # filtered above
    if intervention.minimum <= line_fare.value <= intervention.maximum:
        return []
    return [
        LineProblem(
            "items",
            f"{line_fare.origin} → {line_fare.destination}: {format_brl(line_fare.value)} fora "
            f"dos limites que o ente regulador fixou: {intervention.text}.",
        )
    ]
