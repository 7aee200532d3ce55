"""Money rules: Decimal only, never float."""

from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal, InvalidOperation

from babel.numbers import format_currency

from desktop.rules.errors import RulesError

CENT = Decimal("0.01")


def round_cents(amount: Decimal) -> Decimal:
    """Half-up to the cent (the rounding adopted for GO fines and shown RR bases)."""
    return amount.quantize(CENT, rounding=ROUND_HALF_UP)


def drop_cents(amount: Decimal) -> Decimal:
    """Whole reais, cents dropped ("serão desprezados os centavos", Lei RR 664/2008, art. 78
    parágrafo único), kept with two decimals for display."""
    return amount.quantize(Decimal("1"), rounding=ROUND_DOWN).quantize(CENT)


def parse_money(value: object, field: str) -> Decimal:
    """A decimal string (`"1909.59"`) or a Decimal; floats are refused to keep exactness."""
    if isinstance(value, Decimal):
        result = value
    elif isinstance(value, str | int) and not isinstance(value, bool):
        try:
            result = Decimal(str(value).strip())
        except InvalidOperation as exc:
            raise RulesError(field, f"valor inválido {value!r}") from exc
    else:
        raise RulesError(field, f"valor inválido {value!r}; informe um número em texto")
    if not result.is_finite():
        raise RulesError(field, f"valor inválido {value!r}")
    return result


def format_money(amount: Decimal) -> str:
    """Two decimals, dot separator: the format of the conformance harness."""
    return str(amount.quantize(CENT))


def format_brl(amount: Decimal) -> str:
    """Money as the screens and the documents show it: "R$ 1.234,50" (a no-break space
    after R$, so the amount never wraps away from its currency)."""
    return format_currency(amount, "BRL", locale="pt_BR")


def parse_brl(text: str) -> Decimal | None:
    """An amount typed as "1.909,59", "1909,59", "1909.59" or "R$ 1.909,59"; None when it is
    not a number."""
    cleaned = text.replace("R$", "").replace("\xa0", "").replace(" ", "").strip()
    if "," in cleaned:
        cleaned = cleaned.replace(".", "").replace(",", ".")
    try:
        amount = Decimal(cleaned)
    except InvalidOperation:
        return None
    return amount if amount.is_finite() else None
