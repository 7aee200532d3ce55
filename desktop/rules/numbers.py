"""Numbers as Portuguese text writes them: whole ones "5.000", "50.000" (a dot between the
thousands), as the law itself prints them (Lei RR 664/2008, art. 85 § 1º); kilometres with
a decimal comma, "126,0"."""

from decimal import Decimal

from babel.numbers import format_decimal


def br_int(value: int | Decimal) -> str:
    """`50000` → "50.000" (a whole number held as an int or a Decimal)."""
    return format_decimal(value, locale="pt_BR")


def br_km(value: Decimal) -> str:
    """`Decimal("126.0")` → "126,0": the km as recorded, with a decimal comma."""
    return f"{value:f}".replace(".", ",")
