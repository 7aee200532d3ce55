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
records the monthly index numbers as dated values of the rulebook.

The coefficient of §4 is a dated value the office registers (`COEFFICIENT`): a Termo's price
reads the one in force on its signature (`outorga_price`). §6: for services of low demand
or of insignificant economic viability the calculation "poderá ser flexibilizado, conforme
definido em resolução do ente regulador": a lower value only, citing that resolution
(`check_outorga_value`); its own calculation is the resolution's, not here.

Art. 12 §1º: an instalment of the temporary outorga of a line already operated (art. 12,
`desktop.rules.lines.termo_basis`) may be paid with credits of earlier operations of regular
lines, verified and compensated by the regulator, except the first, paid in money; an outorga
of art. 11 is paid in money (`check_payment_means`).
"""

from dataclasses import dataclass
from datetime import date
from decimal import Decimal, localcontext

from desktop.rules.dates import add_months, add_years, br_date
from desktop.rules.errors import RulesError
from desktop.rules.inputs import require_decimal, require_int
from desktop.rules.lines.register import LineProblem
from desktop.rules.money import format_brl, round_cents
from desktop.rules.numbers import br_int, br_km
from desktop.rules.rulebook import DatedValue, Rulebook

D8444 = "Decreto 8.444/2015"
IGP_DI = "indice_igp_di"
COEFFICIENT = "coeficiente_tarifario_outorga"
PRICE_ARTICLE = f"{D8444}, art. 11 §4º"
REDUCTION_ARTICLE = f"{D8444}, art. 11 §6º"
# Where the office registers the coefficient: the Legislação area's button.
COEFFICIENT_PLACE = "Legislação › Registrar valor atualizado…"


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
    term_end, days, total = _price(coefficient, round_trip_km, signed, term_years)
    schedule = instalment_schedule(rulebook, total, signed, instalments)
    return Outorga(
        signed,
        term_end,
        days,
        total,
        schedule[0].amount,
        schedule[-1].amount,
        tuple(item.due for item in schedule),
        (PRICE_ARTICLE, schedule[0].article, longest.article),
        (
            "Parcelas corrigidas pelo IGP-DI no pagamento (Decreto 8.444/2015, art. 11, § 5º); "
            "valor reduzido para "
            "serviço de baixa demanda fixado caso a caso (art. 11 §6º).",
        ),
    )


def _price(
    coefficient: Decimal, round_trip_km: Decimal, signed: date, term_years: int
) -> tuple[date, int, Decimal]:
    """§4: (end of the term, its days, coefficient × km out and back × days to the cent)."""
    term_end = add_years(signed, term_years)
    days = (term_end - signed).days
    with localcontext() as exact:
        # Enough digits that the product is exact before rounding.
        exact.prec = 200
        total = round_cents(coefficient * round_trip_km * days)
    return term_end, days, total


@dataclass(frozen=True)
class OutorgaPrice:
    """§4 for one Termo: the coefficient in force on its signature, with its source."""

    coefficient: DatedValue
    round_trip_km: Decimal
    days: int
    total: Decimal

    @property
    def calculation(self) -> str:
        """ "R$ 0,187654/km × 256,0 km (ida e volta) × 5.479 dias = R$ 263.232,00"."""
        coefficient = f"{self.coefficient.value:f}".replace(".", ",")
        return (
            f"R$ {coefficient}/km × {br_km(self.round_trip_km)} km (ida e volta) × "
            f"{br_int(self.days)} dias de vigência = {format_brl(self.total)}"
        )

    @property
    def basis(self) -> str:
        """The calculation with its article and the coefficient's source, as stored."""
        return f"{self.calculation} ({PRICE_ARTICLE}; coeficiente: {self.coefficient.source})"


def outorga_price(
    rulebook: Rulebook, length_km: Decimal, signed: date, term_years: int
) -> OutorgaPrice:
    """§4: the price of a line of `length_km` (one way) whose Termo is signed on `signed`
    for `term_years`, from the coefficient in force that day (RulesError when none is)."""
    if rulebook.jurisdiction != "GO":
        raise RulesError("jurisdiction", f"o valor de outorga do art. 11 é regra do {D8444} (GO)")
    length_km = require_decimal(length_km, "length_km", positive=True)
    term_years = require_int(term_years, "term_years", minimum=1)
    try:
        coefficient = rulebook.value(COEFFICIENT, signed)
    except RulesError as error:
        raise RulesError(
            COEFFICIENT,
            f"nenhum coeficiente tarifário registrado em vigor em {br_date(signed)}: "
            f"registre-o em {COEFFICIENT_PLACE} ({PRICE_ARTICLE})",
        ) from error
    round_trip = length_km * 2
    _, days, total = _price(coefficient.value, round_trip, signed, term_years)
    return OutorgaPrice(coefficient, round_trip, days, total)


def check_outorga_value(
    price: OutorgaPrice, typed: Decimal | None, resolution: str
) -> list[LineProblem]:
    """The value of the Termo: the price of §4, or a lower one citing the resolution of §6;
    never a higher one."""
    if typed is None or typed == price.total:
        return []
    if typed <= 0 or typed > price.total:
        return [
            LineProblem(
                "outorga_total",
                f"O valor de outorga é o calculado, {format_brl(price.total)} "
                f"({PRICE_ARTICLE}), ou um menor fixado por resolução do ente regulador "
                f"({REDUCTION_ARTICLE}): deixe em branco para o calculado.",
            )
        ]
    if not resolution.strip():
        return [
            LineProblem(
                "outorga_resolution",
                f"Valor menor que o calculado ({format_brl(price.total)}): informe a resolução "
                "da AGR que flexibilizou o cálculo para serviço de baixa demanda ou percurso de "
                f"viabilidade econômica insignificante ({REDUCTION_ARTICLE}).",
            )
        ]
    return []


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


# Art. 12 §1º: credits of earlier operations of regular lines pay the outorga's instalments,
# save the first, paid in money; the regulator verifies and compensates them.
COMPENSATION_ARTICLE = f"{D8444}, art. 12 §1º"
IN_MONEY = "moeda"
BY_COMPENSATION = "compensacao"
PAYMENT_MEANS = {
    IN_MONEY: "Moeda corrente",
    BY_COMPENSATION: "Compensação de créditos de explorações anteriores",
}


def check_payment_means(instalment: int, means: str, temporary: bool) -> LineProblem | None:
    """Art. 12 §1º: the outorga of a Termo of art. 11 in money; the temporary outorga of
    art. 12 (`temporary`) in money for the first instalment, in money or by credits for the
    others."""
    if means not in PAYMENT_MEANS:
        return LineProblem("means", "Informe a forma de pagamento da parcela.")
    if means == BY_COMPENSATION and not temporary:
        return LineProblem(
            "means",
            f"Este Termo é de autorização nova ({D8444}, art. 11): a outorga é paga em moeda "
            "corrente. Créditos de explorações anteriores pagam só as outorgas temporárias dos "
            f"serviços já explorados ({COMPENSATION_ARTICLE}).",
        )
    if means == BY_COMPENSATION and instalment == 1:
        return LineProblem(
            "means",
            "A 1ª parcela da outorga é paga em moeda corrente; só as demais podem ser pagas "
            f"com créditos de explorações anteriores ({COMPENSATION_ARTICLE}).",
        )
    return None
