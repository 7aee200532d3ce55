"""The price of a regular line's authorisation (GO, Decreto 8.444/2015, art. 11 §§4-5).

§4: the tariff coefficient of the conventional service on a piso I road, without ICMS (R$ per
km), times the line's length out and back, times the days of the Termo de Autorização's
term. The term is at most 15 years (art. 6 §1 VI) and counts from signature, by choice: its
end is the same date `term_years` later (a 29 February that year lacks becomes the 28th).
The total is the exact product rounded once, half-up, to the cent.

§5: paid in up to 30 equal half-yearly instalments, the first on signing and the others
every 6 months (each counted from signature, date to date; a day the month lacks becomes its
last day). Each instalment is the total divided by their number, half-up to the cent; the
last takes the difference, so they add up to the total. Each instalment is corrected by the
IGP-DI (FGV) from signature to payment: its amount times the index number in force on the
payment day over the one in force on the signature day, half-up to the cent; the office
records the monthly index numbers as dated values of the rulebook. The reduced price of §6
is set case by case by the regulator: it is not here.
"""

from dataclasses import dataclass
from datetime import date
from decimal import Decimal, localcontext

from desktop.rules.dates import add_months, add_years
from desktop.rules.errors import RulesError
from desktop.rules.inputs import require_decimal, require_int
from desktop.rules.money import round_cents
from desktop.rules.rulebook import DatedValue, Rulebook

D8444 = "Decreto 8.444/2015"
IGP_DI = "indice_igp_di"


@dataclass(frozen=True)
class Outorga:
    signed: date
    term_end: date
    days: int
    total: Decimal
    instalment: Decimal
    last_instalment: Decimal
    due: tuple[date, ...]
    articles: tuple[str, ...]
    notes: tuple[str, ...]


def outorga(
    rulebook: Rulebook,
    coefficient: Decimal,
    round_trip_km: Decimal,
    signed: date,
    term_years: int,
    instalments: int,
) -> Outorga:
    """The outorga of a line authorised on `signed` for `term_years`, in `instalments`."""
    if rulebook.jurisdiction != "GO":
        raise RulesError("jurisdiction", f"o valor de outorga do art. 11 é regra do {D8444} (GO)")
    coefficient = require_decimal(coefficient, "coefficient", positive=True)
    round_trip_km = require_decimal(round_trip_km, "round_trip_km", positive=True)
    if not isinstance(signed, date):
        raise RulesError("signed", "informe a data de assinatura do Termo de Autorização")
    longest = rulebook.period("autorizacao_linha_prazo_maximo_anos")
    term_years = require_int(term_years, "term_years", minimum=1)
    if term_years > longest.value:
        raise RulesError(
            "term_years", f"prazo de vigência de 1 a {longest.value} anos ({longest.article})"
        )
    term_end = add_years(signed, term_years)
    days = (term_end - signed).days
    with localcontext() as exact:
        # Enough digits that the product is exact before rounding.
        exact.prec = 200
        total = round_cents(coefficient * round_trip_km * days)
    schedule = instalment_schedule(rulebook, total, signed, instalments)
    return Outorga(
        signed,
        term_end,
        days,
        total,
        schedule[0].amount,
        schedule[-1].amount,
        tuple(item.due for item in schedule),
        (f"{D8444}, art. 11 §4º", schedule[0].article, longest.article),
        (
            "Parcelas corrigidas pelo IGP-DI no pagamento (Decreto 8.444/2015, art. 11, § 5º); "
            "valor reduzido para "
            "serviço de baixa demanda fixado caso a caso (art. 11 §6º).",
        ),
    )


@dataclass(frozen=True)
class Instalment:
    number: int
    due: date
    amount: Decimal
    article: str


def instalment_schedule(
    rulebook: Rulebook, total: Decimal, signed: date, instalments: int
) -> tuple[Instalment, ...]:
    """§5: `total` in `instalments` equal half-yearly instalments, the first on `signed`."""
    if rulebook.jurisdiction != "GO":
        raise RulesError("jurisdiction", f"as parcelas da outorga são regra do {D8444} (GO)")
    total = require_decimal(total, "total", positive=True)
    if not isinstance(signed, date):
        raise RulesError("signed", "informe a data de assinatura do Termo de Autorização")
    most = rulebook.period("outorga_parcelas_maximas")
    instalments = require_int(instalments, "instalments", minimum=1)
    if instalments > most.value:
        raise RulesError("instalments", f"de 1 a {most.value} parcelas ({most.article})")
    every = int(rulebook.period("outorga_parcela_intervalo_meses").value)
    with localcontext() as exact:
        # Enough digits that the division is exact before rounding.
        exact.prec = 200
        each = round_cents(total / instalments)
    if each <= 0:
        raise RulesError("instalments", "parcelas de menos de um centavo: reduza o número")
    last = total - each * (instalments - 1)
    return tuple(
        Instalment(
            index + 1,
            add_months(signed, every * index),
            last if index == instalments - 1 else each,
            most.article,
        )
        for index in range(instalments)
    )


@dataclass(frozen=True)
class CorrectedInstalment:
    amount: Decimal
    index_signed: DatedValue | None
    index_paid: DatedValue | None
    corrected: Decimal
    articles: tuple[str, ...]


def corrected_instalment(
    rulebook: Rulebook, amount: Decimal, signed: date, paid_on: date
) -> CorrectedInstalment:
    """§5: the instalment paid on `paid_on` corrected by the IGP-DI since the signature (the
    index numbers in force on both days); paid on the signature day it is not corrected."""
    if rulebook.jurisdiction != "GO":
        raise RulesError("jurisdiction", f"a correção pelo IGP-DI é regra do {D8444} (GO)")
    amount = require_decimal(amount, "amount", positive=True)
    if paid_on < signed:
        raise RulesError("paid_on", "o pagamento não é anterior à assinatura do termo")
    if paid_on == signed:
        # The first instalment, paid on signing: nothing to correct.
        return CorrectedInstalment(amount, None, None, amount, (rulebook.values[IGP_DI].article,))
    then = rulebook.value(IGP_DI, signed)
    now = rulebook.value(IGP_DI, paid_on)
    with localcontext() as exact:
        exact.prec = 200
        corrected = round_cents(amount * now.value / then.value)
    return CorrectedInstalment(
        amount,
        then,
        now,
        corrected,
        (rulebook.values[IGP_DI].article, then.source, now.source),
    )
