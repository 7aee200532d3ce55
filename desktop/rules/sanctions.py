"""Terms of the penalties once decided: suspension period, RR cassation bar, and the words
that name them in a process's record."""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from desktop.rules.choices import PenaltyKind
from desktop.rules.dates import add_days, add_years, br_date
from desktop.rules.errors import RulesError
from desktop.rules.inputs import require_int
from desktop.rules.money import format_brl
from desktop.rules.rulebook import Rulebook


@dataclass(frozen=True)
class SuspensionPeriod:
    first_day: date
    last_day: date
    days: int
    articles: tuple[str, ...]
    notes: tuple[str, ...]

    def covers(self, at: date) -> bool:
        return self.first_day <= at <= self.last_day


def suspension_period(
    rulebook: Rulebook,
    first_day: date | None,
    days: int | None = None,
    decided_on: date | None = None,
) -> SuspensionPeriod:
    """The days an operator is suspended, `first_day` included: GO 30 days (Res. 105,
    art. 69); RR up to 30 days set by the CRE/RR (Lei 664, art. 85). `last_day` is what the
    licence check reads as `suspended_until`. Given `decided_on`, a suspension does not
    begin before the decision that imposes it: in RR it is served when the CRE/RR sets
    (art. 85 §2), which is the decision or later."""
    if not isinstance(first_day, date):
        raise RulesError("first_day", "informe o primeiro dia da suspensão")
    rulebook.check_in_force(first_day, "first_day")
    if decided_on is not None and first_day < decided_on:
        where = " (Lei RR 664/2008, art. 85, § 2º)" if rulebook.jurisdiction == "RR" else ""
        raise RulesError(
            "first_day", f"o início da suspensão não pode ser anterior à decisão{where}"
        )
    if rulebook.jurisdiction == "GO":
        term = rulebook.period("suspensao_dias")
        days = int(term.value) if days is None else require_int(days, "days", minimum=1)
        notes: tuple[str, ...] = ()
        if days != term.value:
            notes = ("Prazo diferente dos 30 dias do art. 69, fixado pela autoridade julgadora.",)
    else:
        term = rulebook.period("suspensao_maxima_dias")
        if days is None:
            raise RulesError(
                "days", "em RR o CRE/RR fixa o prazo da suspensão (Lei RR 664/2008, art. 85)"
            )
        days = require_int(days, "days", minimum=1)
        notes = ()
    if days > term.value:
        raise RulesError("days", f"suspensão não pode exceder {term.value} dias ({term.article})")
    return SuspensionPeriod(first_day, add_days(first_day, days - 1), days, (term.article,), notes)


@dataclass(frozen=True)
class CassationBar:
    start: date
    barred_until: date
    years: int
    articles: tuple[str, ...]


def rr_cassation_bar(rulebook: Rulebook, start: date, years: int) -> CassationBar:
    """RR art. 88: after cassation the company and its owners may not bid, take over another
    concession or contract with the administration for 1 to 5 years, set by the CRE/RR."""
    if rulebook.jurisdiction != "RR":
        raise RulesError("jurisdiction", "cassação do art. 88 é regra da Lei RR 664/2008")
    if not isinstance(start, date):
        raise RulesError("date", "informe a data da cassação")
    rulebook.check_in_force(start)
    low = rulebook.period("cassacao_impedimento_minimo_anos")
    high = rulebook.period("cassacao_impedimento_maximo_anos")
    years = require_int(years, "years", minimum=1)
    if not low.value <= years <= high.value:
        raise RulesError(
            "years", f"deve estar entre {low.value} e {high.value} anos ({low.article})"
        )
    return CassationBar(start, add_years(start, years), years, (low.article,))


def penalties_sentence(
    penalties: Iterable[str],
    amount: Decimal,
    first_day: date | None = None,
    last_day: date | None = None,
) -> str:
    """The penalties applied for one infraction, each named once: the fine with its amount,
    the suspension with its days once set ("multa de R$ 1.909,59, advertência")."""
    words = []
    for code in penalties:
        words.append(
            f"multa de {format_brl(amount)}"
            if code == "multa"
            else PenaltyKind(code).label
            + (
                f" de {br_date(first_day)} a {br_date(last_day)}"
                if code == "suspensao" and first_day and last_day
                else ""
            )
        )
    return ", ".join(words)
