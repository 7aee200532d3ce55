"""Checks on plain inputs shared by the decisions; each failure is a RulesError naming the field."""

from decimal import Decimal

from desktop.rules.errors import RulesError


def require_int(value: object, field: str, minimum: int | None = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(field, f"deve ser um número inteiro, recebido {value!r}")
    if minimum is not None and value < minimum:
        if minimum == 0:
            raise RulesError(field, f"não pode ser negativo ({value})")
        raise RulesError(field, f"deve ser pelo menos {minimum} ({value})")
    return value


def require_bool(value: object, field: str) -> bool:
    if not isinstance(value, bool):
        raise RulesError(field, f"deve ser verdadeiro ou falso, recebido {value!r}")
    return value


def require_decimal(value: object, field: str, positive: bool = False) -> Decimal:
    """A finite Decimal (never a float: exactness), not negative; above zero when `positive`."""
    if not isinstance(value, Decimal) or not value.is_finite():
        raise RulesError(field, f"deve ser um número decimal, recebido {value!r}")
    if value < 0 or (positive and value == 0):
        raise RulesError(field, f"deve ser {'positivo' if positive else 'zero ou mais'} ({value})")
    return value
