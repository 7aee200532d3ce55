"""The price of a regular line's authorisation (GO, Decreto 8.444/2015, art. 11 §§4-5).

§4: the tariff coefficient of the conventional service on a piso I road, without ICMS (R$ per
km), times the line's length out and back, times the days of the Termo de Autorização's
term. The term is at most 15 years (art. 6 §1 VI) and counts from signature, by choice: its
end is the same date `term_years` later (a 29 February that year lacks becomes the 28th).
The total is the exact product rounded once, half-up, to the cent.

§5: paid in up to 30 equal half-yearly instalments, the first on signing and the others
every 6 months (each counted from signature, date to date; a day the month lacks becomes its
last day). Each instalment is the total divided by their number, half-up to the cent; the
last takes the difference, so they add up to the total. The IGP-DI correction of §5 applies
when an instalment is paid and the reduced price of §6 is set case by case: neither is here.
"""

from dataclasses import dataclass
from datetime import date
from decimal import Decimal, localcontext

from desktop.rules.dates import add_months, add_years
from desktop.rules.errors import RulesError
from desktop.rules.inputs import require_decimal, require_int
from desktop.rules.money import round_cents
from desktop.rules.rulebook import Rulebook

D8444 = "Decreto 8.444/2015"


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
    most = rulebook.period("outorga_parcelas_maximas")
    instalments = require_int(instalments, "instalments", minimum=1)
    if instalments > most.value:
        raise RulesError("instalments", f"no máximo {most.value} parcelas ({most.article})")
    every = int(rulebook.period("outorga_parcela_intervalo_meses").value)
    term_end = add_years(signed, term_years)
    days = (term_end - signed).days
    with localcontext() as exact:
        # Enough digits that the product and the division are exact before rounding.
        exact.prec = 200
        total = round_cents(coefficient * round_trip_km * days)
        instalment = round_cents(total / instalments)
    return Outorga(
        signed,
        term_end,
        days,
        total,
        instalment,
        total - instalment * (instalments - 1),
        tuple(add_months(signed, every * index) for index in range(instalments)),
        (f"{D8444}, art. 11 §4º", most.article, longest.article),
        (
            "Parcelas corrigidas pelo IGP-DI no pagamento (art. 11 §5º); valor reduzido para "
            "serviço de baixa demanda fixado caso a caso (art. 11 §6º).",
        ),
    )
