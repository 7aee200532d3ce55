"""The civil-liability insurance of a GO vehicle (Res. AGR 105/2017, arts. 50-51).

Art. 51 §1: the insurance is taken out "na forma estabelecida pela AGR"; §3: its values are
updated every year. The office records the minimum cover per vehicle and per event as a
dated value of the rulebook (`seguro_cobertura_minima`, shipped with no value: the AGR sets
it), like the IGP-DI updates of art. 98. While no minimum is in force, any positive cover is
accepted. A policy insures the passengers (art. 50; art. 51 §2: in force to issue the
licence) only on the days on which its cover reaches the minimum in force on that day: a
yearly update leaves an older, smaller policy short from the update's first day.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from desktop.rules.errors import RulesError
from desktop.rules.licence_facts import InsurancePeriod
from desktop.rules.money import format_brl
from desktop.rules.rulebook import DatedValue, Rulebook

MINIMUM_COVER = "seguro_cobertura_minima"
ARTICLE = "Res. AGR 105/2017, art. 51 §§1º e 3º"


@dataclass(frozen=True)
class PolicyCover:
    """A policy's period (first and last day included) and its cover per vehicle and event."""

    first_day: date
    last_day: date
    cover: Decimal


def minimum_cover_series(rulebook: Rulebook) -> tuple[DatedValue, ...]:
    """The minimum covers set by the AGR, oldest first (the office's updates applied)."""
    if rulebook.jurisdiction != "GO":
        raise RulesError("jurisdiction", "cobertura mínima do seguro é regra da Res. AGR 105/2017")
    return rulebook.values[MINIMUM_COVER].values


def minimum_cover_on(minimums: Sequence[DatedValue], day: date) -> DatedValue | None:
    """The minimum in force on `day`, or None while the AGR has set none."""
    current = None
    for dated in sorted(minimums, key=lambda item: item.start):
        if dated.start <= day:
            current = dated
    return current


def cover_error(minimums: Sequence[DatedValue], starts_on: date, cover: Decimal) -> str | None:
    """Why a policy starting on `starts_on` with `cover` is not the insurance the AGR set
    (art. 51 §§1º and 3º), or None."""
    minimum = minimum_cover_on(minimums, starts_on)
    if minimum is None or cover >= minimum.value:
        return None
    return (
        f"Cobertura abaixo do mínimo fixado pela AGR em vigor em {starts_on:%d/%m/%Y}: "
        f"{format_brl(minimum.value)} por veículo e por evento ({minimum.source}; {ARTICLE})."
    )


def periods_meeting_minimum(
    policies: Sequence[PolicyCover], minimums: Sequence[DatedValue]
) -> tuple[InsurancePeriod, ...]:
    """The days of each policy on which its cover reaches the minimum in force that day."""
    starts = sorted({dated.start for dated in minimums})
    periods: list[InsurancePeriod] = []
    for policy in policies:
        if policy.last_day < policy.first_day:
            raise RulesError("insurance_policies", "último dia do seguro anterior ao primeiro")
        cuts = [day for day in starts if policy.first_day < day <= policy.last_day]
        firsts = [policy.first_day, *cuts]
        lasts = [day - timedelta(days=1) for day in cuts] + [policy.last_day]
        for first, last in zip(firsts, lasts, strict=True):
            minimum = minimum_cover_on(minimums, first)
            if minimum is None or policy.cover >= minimum.value:
                periods.append((first, last))
    return tuple(periods)
