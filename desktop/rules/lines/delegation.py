"""The delegation that lets an operator run a line, and its term.

GO (Decreto 8.444/2015): the Termo de Autorização for regular service not linked to
infrastructure (arts. 6º and 11), with every element of art. 6º §1º I-VIII, a term of at most
15 years (VI) and a minimum fleet of average age up to 6 years (VII), effective only once its
extract is published in the Diário Oficial (§2º); permission (art. 7º, not linked to
infrastructure) and concession (art. 8º, linked to infrastructure), contracts after a bidding
whose term the edital sets.

RR (Lei RR 664/2008): the concession contract (art. 13) of 10 years, renewable once (art. 14),
signed within 30 days of the homologation, operation starting the day after signature
(art. 24); the authorisation of a line, one year from the signing of the termo de
compromisso (arts. 19, 20 and 23), not transferable (art. 21).

The last day in force is the day before the same date at the end of the term.
"""

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from enum import StrEnum

from desktop.rules.dates import add_years, br_date
from desktop.rules.deadlines import procedural_deadline
from desktop.rules.lines.register import COMPLEMENTARY, LineProblem, ServiceKind
from desktop.rules.office_calendar import OfficeCalendar
from desktop.rules.rulebook import Rulebook
from desktop.rules.validity import rr_authorisation_term

D8444 = "Decreto 8.444/2015"
L664 = "Lei RR 664/2008"
# The Termo de Autorização of a regular line: the authorisation (art. 6º) of service not
# linked to infrastructure, against the outorga (art. 11).
GO_TERMO_BASIS = f"{D8444}, arts. 6º e 11"


class DelegationKind(StrEnum):
    AUTORIZACAO = "autorizacao"
    PERMISSAO = "permissao"
    CONCESSAO = "concessao"


DELEGATION_KINDS: dict[str, dict[DelegationKind, tuple[str, str]]] = {
    "GO": {
        DelegationKind.AUTORIZACAO: ("Termo de Autorização", f"{D8444}, art. 6º"),
        DelegationKind.PERMISSAO: ("Contrato de permissão", f"{D8444}, art. 7º"),
        DelegationKind.CONCESSAO: ("Contrato de concessão", f"{D8444}, art. 8º"),
    },
    "RR": {
        DelegationKind.CONCESSAO: ("Contrato de concessão", f"{L664}, arts. 13 e 14"),
        DelegationKind.AUTORIZACAO: (
            "Autorização de linha (termo de compromisso)",
            f"{L664}, arts. 19 e 23",
        ),
    },
}


def delegation_label(jurisdiction: str, kind: str) -> str:
    kinds = DELEGATION_KINDS.get(jurisdiction, {})
    return kinds[DelegationKind(kind)][0] if kind in kinds else kind


@dataclass(frozen=True)
class TermoItems:
    """The elements of a GO Termo de Autorização (art. 6º §1º), as recorded from it."""

    trcf_paid: bool  # III
    free_pricing: bool  # IV
    outorga_total: Decimal | None  # V
    term_years: int | None  # VI
    minimum_fleet: int | None  # VII
    fleet_average_age: Decimal | None  # VII
    extinction_clause: bool  # VIII


@dataclass(frozen=True)
class DelegationTerm:
    starts_on: date
    last_day: date
    articles: tuple[str, ...]


def check_kind(jurisdiction: str, kind: str, service_kind: str) -> list[LineProblem]:
    """GO: authorisation and permission are for service not linked to infrastructure
    (arts. 6º caput and 7º), concession for service linked to it (art. 8º); a complementary
    service (art. 42 II) follows its line's delegation. RR: concession (art. 13) or
    authorisation (art. 19); the alternative transport is conceded too (art. 67)."""
    kinds = DELEGATION_KINDS[jurisdiction]
    if kind not in kinds:
        allowed = ", ".join(label for label, _ in kinds.values())
        return [LineProblem("kind", f"Escolha o instrumento da delegação: {allowed}.")]
    if jurisdiction != "GO" or service_kind in COMPLEMENTARY:
        return []
    linked = service_kind == ServiceKind.VINCULADO
    if linked and kind != DelegationKind.CONCESSAO:
        return [
            LineProblem(
                "kind",
                "O serviço regular vinculado a infraestrutura é delegado só por concessão, "
                f"precedida de concorrência pública ({D8444}, arts. 8º e 10).",
            )
        ]
    if not linked and kind == DelegationKind.CONCESSAO:
        return [
            LineProblem(
                "kind",
                "O serviço regular desvinculado de infraestrutura é delegado por Termo de "
                f"Autorização ou permissão ({D8444}, arts. 6º, 7º e 11), não por concessão "
                "(art. 8º).",
            )
        ]
    return []


def check_termo_items(rulebook: Rulebook, items: TermoItems) -> list[LineProblem]:
    """Art. 6º §1º: the Termo de Autorização holds at least items I-VIII. I (the
    autorizatária) and II (the line, its route and sections) are the records it points to;
    the others are checked here."""
    problems = []
    base = f"{D8444}, art. 6º §1º"
    if not items.trcf_paid:
        problems.append(
            LineProblem("trcf_paid", f"O termo prevê o pagamento da TRCF ({base}, III).")
        )
    if not items.free_pricing:
        problems.append(
            LineProblem(
                "free_pricing", f"O termo prevê a liberdade de preços da tarifa ({base}, IV)."
            )
        )
    if items.outorga_total is None or items.outorga_total <= 0:
        problems.append(
            LineProblem(
                "outorga_total",
                f"Informe o valor de outorga do termo ({base}, V; art. 11 §4º).",
            )
        )
    longest = rulebook.period("autorizacao_linha_prazo_maximo_anos")
    if items.term_years is None or not 1 <= items.term_years <= longest.value:
        problems.append(
            LineProblem(
                "term_years",
                f"Prazo de vigência de 1 a {longest.value} anos ({longest.article}).",
            )
        )
    if items.minimum_fleet is None or items.minimum_fleet < 1:
        problems.append(
            LineProblem("minimum_fleet", f"Informe a quantidade mínima de veículos ({base}, VII).")
        )
    oldest = rulebook.period("frota_idade_media_maxima_anos")
    if items.fleet_average_age is None or items.fleet_average_age < 0:
        problems.append(
            LineProblem(
                "fleet_average_age",
                f"Informe a idade média da frota, em anos de fabricação ({oldest.article}).",
            )
        )
    elif items.fleet_average_age > oldest.value:
        problems.append(
            LineProblem(
                "fleet_average_age",
                f"Idade média da frota de {items.fleet_average_age} anos: o limite é "
                f"{oldest.value} anos de fabricação ({oldest.article}).",
            )
        )
    if not items.extinction_clause:
        problems.append(
            LineProblem(
                "extinction_clause",
                f"O termo prevê as hipóteses de extinção da autorização ({base}, VIII).",
            )
        )
    return problems


def go_authorisation_term(rulebook: Rulebook, signed: date, term_years: int) -> DelegationTerm:
    """Art. 6º §1º VI: from signature, `term_years` (at most 15) years."""
    longest = rulebook.period("autorizacao_linha_prazo_maximo_anos")
    return DelegationTerm(
        signed, add_years(signed, term_years) - timedelta(days=1), (longest.article,)
    )


def go_authorisation_effective(signed: date, published: date | None) -> list[LineProblem]:
    """Art. 6º §2º: the Termo is effective once its extract is published in the Diário
    Oficial; a publication can't precede the signature."""
    if published is not None and published < signed:
        return [
            LineProblem(
                "published_on",
                f"A publicação do extrato não pode ser anterior à assinatura, "
                f"{br_date(signed)} ({D8444}, art. 6º §2º).",
            )
        ]
    return []


def is_effective(
    jurisdiction: str,
    kind: str,
    starts_on: date,
    last_day: date,
    published: date | None,
    at: date,
) -> bool:
    """In force on `at`: within its term and, for a GO Termo de Autorização, with its
    extract published by then (art. 6º §2º)."""
    if not starts_on <= at <= last_day:
        return False
    if jurisdiction == "GO" and kind == DelegationKind.AUTORIZACAO:
        return published is not None and published <= at
    return True


def rr_concession_term(
    rulebook: Rulebook,
    calendar: OfficeCalendar,
    signed: date,
    homologated: date | None,
    renewals: int = 0,
    renewed_last_day: date | None = None,
) -> tuple[DelegationTerm | None, list[LineProblem]]:
    """Art. 14: 10 years, renewable once. Art. 24: signed within 30 days of the homologation
    of the bidding, counted as art. 95 counts every term of the law (from the first business
    day after, a last day without business hours moved to the next business day), operation
    starting the day after signature. A renewal (`renewals` is its
    rank in the chain: 1 for the first) runs from the day after the renewed contract's last
    day, `renewed_last_day`."""
    years = rulebook.period("concessao_vigencia_anos")
    most = rulebook.period("concessao_prorrogacoes_maximas")
    within = rulebook.period("concessao_assinatura_dias")
    problems = []
    if renewals > most.value:
        problems.append(
            LineProblem(
                "renews",
                f"O contrato de concessão é prorrogável por um único período ({most.article}): "
                "já foi prorrogado.",
            )
        )
    if renewals == 0:
        if homologated is None:
            problems.append(
                LineProblem(
                    "homologated_on",
                    f"Informe a data de homologação da licitação ({within.article}).",
                )
            )
        else:
            due = procedural_deadline(calendar, homologated, int(within.value)).due
            if not homologated <= signed <= due:
                problems.append(
                    LineProblem(
                        "signed_on",
                        f"O contrato é assinado em até {within.value} dias da homologação, "
                        f"{br_date(homologated)}: até {br_date(due)} ({within.article}; "
                        f"{L664}, art. 95).",
                    )
                )
    if problems:
        return None, problems
    start = (renewed_last_day or signed) + timedelta(days=1)
    last = add_years(start, int(years.value)) - timedelta(days=1)
    return DelegationTerm(start, last, (years.article, within.article)), []


def rr_line_authorisation_term(rulebook: Rulebook, signed: date) -> DelegationTerm:
    """Art. 19: one year from the signing of the termo de compromisso (art. 23)."""
    term = rr_authorisation_term(rulebook, signed, line=True)
    return DelegationTerm(term.start, term.last_day, (*term.articles, f"{L664}, art. 23"))


def check_transfer(jurisdiction: str, kind: str) -> list[LineProblem]:
    """RR art. 21: the authorisation is not transferable; a concession passes to another
    company only on the conditions of art. 15, a process of its own."""
    if jurisdiction == "RR" and kind == DelegationKind.AUTORIZACAO:
        return [
            LineProblem(
                "operator",
                f"A autorização de linha é intransferível ({L664}, art. 21): outra empresa "
                "só opera a linha com delegação própria, depois de extinta esta.",
            )
        ]
    return []
