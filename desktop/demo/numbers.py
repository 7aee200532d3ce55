"""Fictional CNPJs and CPFs with correct check digits, for the demo office and tests."""

from stdnum.br import cnpj as stdnum_cnpj
from stdnum.br import cpf as stdnum_cpf


def make_cnpj(base: str) -> str:
    """The CNPJ of 12 characters (digits, or letters for the alphanumeric CNPJ) + check digits."""
    return base.upper() + stdnum_cnpj.calc_check_digits(base.upper())


def make_cpf(base: str) -> str:
    """The CPF of 9 digits + the only two check digits python-stdnum accepts."""
    return next(
        base + f"{suffix:02d}"
        for suffix in range(100)
        if stdnum_cpf.is_valid(base + f"{suffix:02d}")
    )
