"""Plate, RENAVAM and chassis (VIN): normalise what the clerk typed, check it, format it.

Plates come in the old Brazilian format (ABC1234, shown ABC-1234) and the Mercosul format
(ABC1D23, CONTRAN Res. 729/2018); both are stored as their 7 characters, upper case.
The RENAVAM has 11 digits (older 9-digit numbers are padded with zeros on the left) and a
modulo-11 check digit with the DENATRAN weights 3 2 9 8 7 6 5 4 3 2 over the first ten.
The chassis is the 17-character VIN of ISO 3779 (CONTRAN Res. 24/1998), which never uses
the letters I, O and Q; the North-American check digit in position 9 is not required.
"""

import re
from functools import lru_cache

from desktop.services.validation import REQUIRED_MESSAGE, digits_only, is_blank

_OLD_PLATE = re.compile(r"^[A-Z]{3}[0-9]{4}$")
_MERCOSUL_PLATE = re.compile(r"^[A-Z]{3}[0-9][A-Z][0-9]{2}$")
_VIN = re.compile(r"^[A-HJ-NPR-Z0-9]{17}$")
_NOT_IN_PLATE = re.compile(r"[^0-9A-Z]")
RENAVAM_WEIGHTS = (3, 2, 9, 8, 7, 6, 5, 4, 3, 2)


def normalize_plate(value: str | None) -> str:
    """'abc-1234' -> 'ABC1234'; 'abc 1d23' -> 'ABC1D23'."""
    return _NOT_IN_PLATE.sub("", (value or "").upper())


def check_plate(value: str | None) -> str | None:
    if is_blank(value):
        return REQUIRED_MESSAGE
    plate = normalize_plate(value)
    if _OLD_PLATE.match(plate) or _MERCOSUL_PLATE.match(plate):
        return None
    return "Placa inválida: use o formato antigo (ABC-1234) ou o Mercosul (ABC1D23)."


@lru_cache(maxsize=4096)
def format_plate(value: str) -> str:
    """The old format with its dash (ABC-1234); the Mercosul plate as printed (ABC1D23).
    Kept for the plates seen last: a list formats the same plates page after page."""
    plate = normalize_plate(value)
    if _OLD_PLATE.match(plate):
        return f"{plate[:3]}-{plate[3:]}"
    return plate


def normalize_renavam(value: str | None) -> str:
    compact = digits_only(value)
    return compact.zfill(11) if len(compact) == 9 else compact


def renavam_check_digit(first_ten: str) -> int:
    total = sum(
        int(digit) * weight for digit, weight in zip(first_ten, RENAVAM_WEIGHTS, strict=True)
    )
    digit = 11 - total % 11
    return 0 if digit >= 10 else digit


def check_renavam(value: str | None) -> str | None:
    if is_blank(value):
        return REQUIRED_MESSAGE
    assert value is not None  # is_blank(None) is True
    if re.search(r"[^0-9.\-\s]", value):
        return "O RENAVAM tem apenas números."
    renavam = normalize_renavam(value)
    if len(renavam) != 11:
        return "O RENAVAM deve ter 11 dígitos (ou 9, no formato antigo)."
    if len(set(renavam)) == 1 or renavam_check_digit(renavam[:10]) != int(renavam[10]):
        return "RENAVAM inválido: o dígito verificador não confere."
    return None


def normalize_vin(value: str | None) -> str:
    return re.sub(r"[\s.\-]", "", (value or "").upper())


def check_vin(value: str | None) -> str | None:
    if is_blank(value):
        return REQUIRED_MESSAGE
    vin = normalize_vin(value)
    if len(vin) != 17:
        return "O chassi (VIN) deve ter 17 caracteres."
    if re.search(r"[IOQ]", vin):
        return "O chassi (VIN) não usa as letras I, O e Q."
    if not _VIN.match(vin):
        return "O chassi (VIN) tem apenas letras e números."
    return None


def looks_like_vehicle(text: str) -> bool:
    """Whether what was typed in a search box is a whole plate (either format, any case, with
    or without the dash) or a RENAVAM with a matching check digit — for routing a global
    search to the vehicles rather than to a CNPJ or a name."""
    if check_plate(text) is None:
        return True
    return not re.search(r"[^0-9.\-\s]", text or "") and check_renavam(text) is None
