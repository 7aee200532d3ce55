"""Field validators: normalise what the clerk typed and say in Portuguese what is wrong.

Each `check_*` function returns None when the value is acceptable, or the message shown next
to the field. Services collect the messages with `FieldErrors` and raise one
`ValidationError` before anything is written. CNPJ (numeric and the alphanumeric CNPJ of
IN RFB 2.229/2024) and CPF check digits come from python-stdnum.
"""

import re
from datetime import date

from stdnum.br import cnpj as stdnum_cnpj
from stdnum.br import cpf as stdnum_cpf

from desktop.services.errors import ValidationError

REQUIRED_MESSAGE = "Campo obrigatório."

STATES = frozenset(
    "AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO".split()
)

# Area codes (DDD) in use in Brazil, from ANATEL's national numbering plan.
AREA_CODES = frozenset(
    [11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38]
    + [41, 42, 43, 44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68]
    + [69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95]
    + [96, 97, 98, 99]
)

_EMAIL = re.compile(r"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$")
_CNPJ_SHAPE = re.compile(r"^[0-9A-Z]{12}[0-9]{2}$")


class FieldErrors:
    """Collects the message of each bad field; `raise_if_any` raises them all at once."""

    def __init__(self) -> None:
        self.messages: dict[str, str] = {}

    def add(self, field: str, message: str | None) -> None:
        if message and field not in self.messages:
            self.messages[field] = message

    def raise_if_any(self) -> None:
        if self.messages:
            raise ValidationError(self.messages)


_NOT_DIGIT = re.compile(r"\D")


def digits_only(value: str | None) -> str:
    return _NOT_DIGIT.sub("", value or "")


def is_blank(value: str | None) -> bool:
    return value is None or not str(value).strip()


def check_required(value: str | None) -> str | None:
    return REQUIRED_MESSAGE if is_blank(value) else None


def normalize_cnpj(value: str | None) -> str:
    """The 14 characters of a CNPJ, upper case, without dots, slash or dash."""
    return re.sub(r"[^0-9A-Z]", "", (value or "").upper())


def check_cnpj(value: str | None) -> str | None:
    if is_blank(value):
        return REQUIRED_MESSAGE
    compact = normalize_cnpj(value)
    if len(compact) != 14:
        return "O CNPJ deve ter 14 caracteres (12 letras ou números e 2 dígitos verificadores)."
    if not _CNPJ_SHAPE.match(compact):
        return "Os dois últimos caracteres do CNPJ (dígitos verificadores) devem ser números."
    if not stdnum_cnpj.is_valid(compact):
        return "CNPJ inválido: os dígitos verificadores não conferem."
    return None


_STORED_CNPJ = re.compile(r"[0-9A-Z]{14}")


def format_cnpj(value: str) -> str:
    """'12ABC34501DE35' -> '12.ABC.345/01DE-35' (numeric CNPJs alike)."""
    compact = value if _STORED_CNPJ.fullmatch(value or "") else normalize_cnpj(value)
    if len(compact) != 14:
        return value
    # python-stdnum's format, without cleaning the characters again (a list of operators
    # formats hundreds of them).
    return f"{compact[:2]}.{compact[2:5]}.{compact[5:8]}/{compact[8:12]}-{compact[12:]}"


def normalize_cpf(value: str | None) -> str:
    return digits_only(value)


def check_cpf(value: str | None) -> str | None:
    if is_blank(value):
        return REQUIRED_MESSAGE
    compact = normalize_cpf(value)
    if len(compact) != 11:
        return "O CPF deve ter 11 dígitos."
    # The Receita Federal issues no CPF of one repeated digit, though its check digits match.
    if len(set(compact)) == 1 or not stdnum_cpf.is_valid(compact):
        return "CPF inválido: os dígitos verificadores não conferem."
    return None


def format_cpf(value: str) -> str:
    compact = normalize_cpf(value)
    if len(compact) != 11:
        return value
    return stdnum_cpf.format(compact)


def normalize_email(value: str | None) -> str:
    return (value or "").strip().lower()


def check_email(value: str | None) -> str | None:
    if is_blank(value):
        return REQUIRED_MESSAGE
    if not _EMAIL.match(normalize_email(value)):
        return "E-mail inválido (exemplo: contato@empresa.com.br)."
    return None


def normalize_cep(value: str | None) -> str:
    return digits_only(value)


def check_cep(value: str | None) -> str | None:
    if is_blank(value):
        return REQUIRED_MESSAGE
    compact = normalize_cep(value)
    if len(compact) != 8 or compact == "00000000":
        return "CEP inválido: informe os 8 dígitos (exemplo: 74000-000)."
    return None


def format_cep(value: str) -> str:
    compact = normalize_cep(value)
    return f"{compact[:5]}-{compact[5:]}" if len(compact) == 8 else value


def normalize_phone(value: str | None) -> str:
    """Digits of a Brazilian phone: DDD + number, without the 0 or +55 prefixes."""
    compact = digits_only(value)
    if compact.startswith("55") and len(compact) in (12, 13):
        compact = compact[2:]
    if compact.startswith("0") and len(compact) in (11, 12):
        compact = compact[1:]
    return compact


def check_phone(value: str | None) -> str | None:
    if is_blank(value):
        return REQUIRED_MESSAGE
    compact = normalize_phone(value)
    if len(compact) not in (10, 11):
        return "Telefone inválido: informe o DDD e o número de 8 ou 9 dígitos."
    if int(compact[:2]) not in AREA_CODES:
        return f"DDD {compact[:2]} inexistente."
    number = compact[2:]
    if len(number) == 9 and number[0] != "9":
        return "Celular com 9 dígitos deve começar por 9."
    if len(number) == 8 and number[0] not in "2345":
        return "Telefone fixo com 8 dígitos deve começar por 2, 3, 4 ou 5."
    return None


def format_phone(value: str) -> str:
    compact = normalize_phone(value)
    if len(compact) == 11:
        return f"({compact[:2]}) {compact[2:7]}-{compact[7:]}"
    if len(compact) == 10:
        return f"({compact[:2]}) {compact[2:6]}-{compact[6:]}"
    return value


def normalize_state(value: str | None) -> str:
    return (value or "").strip().upper()


def check_state(value: str | None) -> str | None:
    if is_blank(value):
        return REQUIRED_MESSAGE
    if normalize_state(value) not in STATES:
        return "UF inválida (exemplo: GO, RR)."
    return None


def check_not_after(first: date | None, second: date | None, message: str) -> str | None:
    """The message when `first` comes after `second` (dates in the wrong order)."""
    if first is not None and second is not None and first > second:
        return message
    return None
