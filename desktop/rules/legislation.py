"""Read-only "Legislação" view model: one row per infraction with its current value."""

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from desktop.rules.errors import RulesError
from desktop.rules.measures import measures_for
from desktop.rules.money import drop_cents, format_brl
from desktop.rules.rulebook import Rulebook

# Lei RR 664/2008, art. 78: a fine is a multiple of the tariff coefficient; with none
# registered the value column says where to register it instead of repeating the group.
REGISTER_VALUE = "Legislação › Registrar valor atualizado"
NO_COEFFICIENT = f"— (registre o coeficiente tarifário em {REGISTER_VALUE})"


@dataclass(frozen=True)
class LegislationRow:
    code: str
    group: str
    group_label: str
    text: str
    value: Decimal | None
    value_label: str
    value_source: str
    article: str
    penalty: str | None
    penalty_article: str | None
    measures: tuple[str, ...]


def _roman_value(roman: str) -> int:
    numerals = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}
    total = 0
    for index, char in enumerate(roman):
        value = numerals[char]
        following = numerals[roman[index + 1]] if index + 1 < len(roman) else 0
        total += -value if value < following else value
    return total


def _order(code: str) -> tuple[int, int]:
    article, roman = code.split("-")
    return int(article), _roman_value(roman)


def code_span(rulebook: Rulebook) -> tuple[str, str]:
    """The first and the last infraction code in article order: 79-I and 82-VIII in Lei RR
    664/2008 (arts. 79-82), 75-I and 78-XII in Res. AGR 105/2017 (arts. 75-78)."""
    codes = sorted(rulebook.infractions, key=_order)
    return codes[0], codes[-1]


def legislation_rows(
    rulebook: Rulebook, at: date, coefficient: Decimal | None = None
) -> tuple[LegislationRow, ...]:
    """Rows in article order. GO: the fine of the group in force on `at` (art. 67). RR: the
    multiple of the tariff coefficient, and the fine in whole reais (art. 78) when a
    coefficient is known (given, or registered in the rulebook at `at`)."""
    rulebook.check_in_force(at)
    if rulebook.jurisdiction == "RR" and coefficient is None:
        try:
            coefficient = rulebook.value("coeficiente_tarifario", at).value
        except RulesError:
            coefficient = None
    rows = []
    for code in sorted(rulebook.infractions, key=_order):
        infraction = rulebook.infractions[code]
        group = rulebook.groups[infraction.group]
        if group.fine_key is not None:
            dated = rulebook.value(group.fine_key, at)
            value, source = dated.value, dated.source
            label = format_brl(value)
        else:
            source = group.article
            label = NO_COEFFICIENT
            value = None
            if coefficient is not None:
                assert infraction.multiple is not None  # the group's multiple (rulebook parser)
                value = drop_cents(infraction.multiple * coefficient)
                label = f"{group.label} = {format_brl(value)}"
        rows.append(
            LegislationRow(
                code,
                infraction.group,
                group.label,
                infraction.text,
                value,
                label,
                source,
                infraction.article,
                infraction.penalty,
                infraction.penalty_article,
                tuple(measure.inciso for measure in measures_for(rulebook, code)),
            )
        )
    return tuple(rows)
