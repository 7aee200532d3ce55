"""What must be paid to release a vehicle removed to a public depot (Res. AGR 105/2017,
art. 73 §3; Decreto 8.444/2015, art. 52 §3), and to whom.

- I: the auto judged unfounded — nothing to pay.
- II: the auto upheld — the fines, the depot fee and the removal costs, and the transfer of
  the passengers when another carrier made it (Decreto art. 52 §3, II).
- III: an advance deposit (caução) of the same amounts (Decreto art. 52 §3, III).
- IV: the fault cured, removal for art. 73, II — the fees and costs without the fines.
- §6: the removal for operating without authorisation ended at its 30 days — the daily fee
  of its stay alone (art. 74); the fines follow their process ("sem prejuízo da multa").

The daily fee of art. 74 is the AGR's; a depot of another body (Polícia Militar, Polícia
Rodoviária) is paid directly to that body what it charges (art. 74, parágrafo único)."""

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from desktop.rules.errors import RulesError
from desktop.rules.money import format_brl, round_cents
from desktop.rules.rulebook import DatedValue, Rulebook
from desktop.rules.validity import depot_fee

R105 = "Res. AGR 105/2017"
AGR = "AGR"
BASIS_ARTICLES = {
    "improcedencia": f"{R105}, art. 73 §3, I; Decreto 8.444/2015, art. 52 §3, I",
    "procedencia_paga": f"{R105}, art. 73 §3, II; Decreto 8.444/2015, art. 52 §3, II",
    "caucao": f"{R105}, art. 73 §3, III; Decreto 8.444/2015, art. 52 §3, III",
    "saneamento": f"{R105}, art. 73 §3, IV; Decreto 8.444/2015, art. 52 §3, IV",
    "limite_30_dias": f"{R105}, art. 73 §6; art. 74",
}


@dataclass(frozen=True)
class Cost:
    """A cost of the measure as recorded: `kind` "remocao", "transbordo" or
    "deposito_outro_orgao", paid to `payee`, on `paid_on` once its payment is recorded."""

    kind: str
    amount: Decimal
    payee: str
    paid_on: date | None = None


@dataclass(frozen=True)
class ReleaseLine:
    item: str
    amount: Decimal
    payee: str
    article: str


@dataclass(frozen=True)
class ReleaseAmounts:
    basis: str
    lines: tuple[ReleaseLine, ...]
    article: str

    @property
    def total(self) -> Decimal:
        return sum((line.amount for line in self.lines), Decimal(0))

    def by_payee(self) -> dict[str, Decimal]:
        totals: dict[str, Decimal] = {}
        for line in self.lines:
            totals[line.payee] = totals.get(line.payee, Decimal(0)) + line.amount
        return totals


FINES_ITEM = "Multas"
# Art. 73 §3, III: the deposit is made in advance, before the judgment charges any fine: it
# holds the fines the auto's infractions carry (arts. 67-68, each one penalised: §3).
PENDING_FINES_ITEM = (
    "Multas das infrações do auto, ainda não julgadas (Res. AGR 105/2017, arts. 67 e 68)"
)


def fines_of_the_release(
    basis: str, decided: bool, charged: Decimal, proposed: tuple[Decimal, ...]
) -> tuple[Decimal, str]:
    """The fines the release on `basis` owes and how the statement names them: those the
    decision charged (`charged`) once the process is `decided`; before it, the caução of
    art. 73 §3, III still holds the fines of the auto (`proposed`, one per infraction)."""
    if decided or basis != "caucao":
        return charged, FINES_ITEM
    return sum(proposed, Decimal(0)), PENDING_FINES_ITEM


def release_amounts(
    rulebook: Rulebook,
    basis: str,
    removed_on: date,
    depot_days: int,
    fines: Decimal,
    costs: tuple[Cost, ...] = (),
    fines_item: str = FINES_ITEM,
) -> ReleaseAmounts:
    """The amounts of art. 73 §3 (or of the stay alone, §6) for `basis`, with the payee of
    each; `fines_item` names the fines' line."""
    if rulebook.jurisdiction != "GO":
        raise RulesError("jurisdiction", "a liberação do art. 73 §3 é regra da Res. AGR 105/2017")
    if basis not in BASIS_ARTICLES:
        raise RulesError("basis", f"condição de liberação desconhecida: {basis!r}")
    if not isinstance(fines, Decimal) or fines < 0:
        raise RulesError("fines", "valor das multas inválido")
    if any(cost.amount <= 0 for cost in costs):
        raise RulesError("amount", "o valor de uma despesa deve ser positivo")
    article = BASIS_ARTICLES[basis]
    if basis == "improcedencia":
        return ReleaseAmounts(basis, (), article)
    stay = _depot_lines(rulebook, removed_on, depot_days, costs)
    if basis == "limite_30_dias":
        return ReleaseAmounts(basis, stay, article)
    lines = []
    if basis != "saneamento" and fines > 0:
        lines.append(ReleaseLine(fines_item, fines, AGR, article))
    lines += stay
    for kind, item, cost_article in (
        ("remocao", "Despesas com a remoção", article),
        (
            "transbordo",
            "Transbordo dos passageiros por outra transportadora",
            "Decreto 8.444/2015, art. 52 §3",
        ),
    ):
        for cost in costs:
            if cost.kind == kind:
                lines.append(ReleaseLine(item, cost.amount, cost.payee, cost_article))
    return ReleaseAmounts(basis, tuple(lines), article)


def _depot_lines(
    rulebook: Rulebook, removed_on: date, depot_days: int, costs: tuple[Cost, ...]
) -> tuple[ReleaseLine, ...]:
    """The stay in the depot (art. 74): its daily fee to the AGR, or what another body's depot
    charged, paid to it (sole §)."""
    other_depot = [cost for cost in costs if cost.kind == "deposito_outro_orgao"]
    if other_depot:
        return tuple(
            ReleaseLine(
                "Permanência em depósito de outro órgão",
                cost.amount,
                cost.payee,
                f"{R105}, art. 74, parágrafo único",
            )
            for cost in other_depot
        )
    fee = depot_fee(rulebook, depot_days, removed_on)
    item = f"Taxa de depósito — {fee.days} diária(s) de {format_brl(fee.daily.value)}"
    return (ReleaseLine(item, fee.amount, AGR, "; ".join(fee.articles)),)


CORRECTION_INDEX = "indice_correcao_caucao"


def deposit_covers(amounts: ReleaseAmounts, deposit: Decimal) -> None:
    """Art. 73 §3, III: the deposit is of the fines, fees and costs of the release."""
    if amounts.basis != "caucao":
        raise RulesError("basis", "o depósito em caução é a condição do art. 73 §3, III")
    if not isinstance(deposit, Decimal) or deposit < amounts.total or deposit <= 0:
        raise RulesError(
            "amount",
            "A caução é do valor das multas, taxas e despesas: no mínimo "
            f"{format_brl(amounts.total)} ({amounts.article}).",
        )


@dataclass(frozen=True)
class Refund:
    amount: Decimal
    index_then: DatedValue
    index_now: DatedValue
    corrected: Decimal
    articles: tuple[str, ...]


def require_refund_due(closed: bool, upheld: bool | None) -> None:
    """Art. 73 §4: the deposit is returned at the conclusion of the process (`closed`) that
    decides the auto unfounded (`upheld` False; None when nothing was decided)."""
    if not closed or upheld is None or upheld:
        raise RulesError(
            "process",
            "a caução é devolvida na conclusão do processo que decidir pela improcedência "
            f"do auto ({R105}, art. 73, § 4º)",
        )


def corrected_refund(
    rulebook: Rulebook, amount: Decimal, deposited_on: date, refunded_on: date
) -> Refund:
    """Art. 73 §4: the deposit returned, when the auto is judged unfounded, corrected by the
    index the AGR records (its value in force on the deposit day and on the refund day)."""
    if rulebook.jurisdiction != "GO":
        raise RulesError("jurisdiction", "a devolução da caução é regra da Res. AGR 105/2017")
    if refunded_on < deposited_on:
        raise RulesError("refunded_on", "a devolução não é anterior ao depósito")
    then = rulebook.value(CORRECTION_INDEX, deposited_on)
    now = rulebook.value(CORRECTION_INDEX, refunded_on)
    return Refund(
        amount,
        then,
        now,
        round_cents(amount * now.value / then.value),
        (rulebook.values[CORRECTION_INDEX].article, then.source, now.source),
    )


# Art. 73 §3, II and IV (Decreto art. 52 §3, II and IV): the release follows the payment of
# the removal costs, the stay in the depot (another body's, paid to it: art. 74 sole §) and
# the transfer of the passengers by another carrier; the caução of III holds them instead
# and I owes nothing.
PAID_BEFORE_RELEASE = {
    "procedencia_paga": f"{R105}, art. 73 §3, II; Decreto 8.444/2015, art. 52 §3, II",
    "saneamento": f"{R105}, art. 73 §3, IV; Decreto 8.444/2015, art. 52 §3, IV",
}


def unpaid_costs(basis: str, costs: tuple[Cost, ...], release_day: date) -> tuple[Cost, ...]:
    """The recorded costs the release on `basis` waits for: not paid by `release_day`."""
    if basis not in PAID_BEFORE_RELEASE:
        return ()
    return tuple(cost for cost in costs if cost.paid_on is None or cost.paid_on > release_day)


def require_costs_paid(basis: str, costs: tuple[Cost, ...], release_day: date) -> None:
    """Refuses the release on `basis` while a cost charged by another is unpaid."""
    unpaid = unpaid_costs(basis, costs, release_day)
    if unpaid:
        owed = "; ".join(f"{format_brl(cost.amount)} a {cost.payee}" for cost in unpaid)
        raise RulesError(
            "basis",
            f"A liberação exige o pagamento das despesas cobradas por terceiros: {owed} "
            f"não pago(s) até a liberação ({PAID_BEFORE_RELEASE[basis]}; "
            f"{R105}, art. 74, parágrafo único).",
        )
