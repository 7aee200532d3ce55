"""Plate (old and Mercosul), RENAVAM check digit and chassis (VIN) checks."""

import pytest

from desktop.services.vehicles.identifiers import (
    check_plate,
    check_renavam,
    check_vin,
    format_plate,
    looks_like_vehicle,
    normalize_plate,
    normalize_renavam,
    renavam_check_digit,
)


@pytest.mark.parametrize(
    ("typed", "stored", "shown"),
    [
        ("ABC1234", "ABC1234", "ABC-1234"),
        ("abc-1234", "ABC1234", "ABC-1234"),
        (" qwe 9876 ", "QWE9876", "QWE-9876"),
        ("BRA2E19", "BRA2E19", "BRA2E19"),
        ("bra-2e19", "BRA2E19", "BRA2E19"),
    ],
)
def test_plates_are_stored_normalised_and_shown_formatted(typed, stored, shown):
    assert check_plate(typed) is None
    assert normalize_plate(typed) == stored
    assert format_plate(stored) == shown


@pytest.mark.parametrize(
    "typed", ["AB1234", "ABC12345", "1BC1234", "ABCD123", "ABC1DD3", "ABC-12E4"]
)
def test_bad_plates_are_refused_naming_both_formats(typed):
    assert "ABC-1234" in check_plate(typed) and "ABC1D23" in check_plate(typed)


def test_blank_plate_is_required():
    assert check_plate("  ") == "Campo obrigatório."


# Published examples of valid RENAVAMs (DENATRAN algorithm), old 9-digit form included.
@pytest.mark.parametrize(
    "renavam",
    ["00639884962", "639884962", "86769597308", "35298206229", "26827649960", "0063988496-2"],
)
def test_known_valid_renavams(renavam):
    assert check_renavam(renavam) is None


def test_nine_digit_renavam_is_padded():
    assert normalize_renavam("639884962") == "00639884962"


def test_check_digit_of_the_worked_example():
    # 0063988496 x 3298765432 = 284; 284 mod 11 = 9; 11 - 9 = 2.
    assert renavam_check_digit("0063988496") == 2


@pytest.mark.parametrize(
    ("renavam", "fragment"),
    [
        ("00639884961", "dígito verificador"),
        ("86769597309", "dígito verificador"),
        ("11111111111", "dígito verificador"),
        ("1234567", "11 dígitos"),
        ("0063988496A", "apenas números"),
    ],
)
def test_bad_renavams(renavam, fragment):
    assert fragment in check_renavam(renavam)


@pytest.mark.parametrize("vin", ["9BM384067HB012345", "9bwzzz377vt004251", "1M8GDM9AXKP042788"])
def test_valid_vins(vin):
    assert check_vin(vin) is None


@pytest.mark.parametrize(
    ("vin", "fragment"),
    [
        ("9BM384067HB01234", "17 caracteres"),
        ("9BM384067HB0123456", "17 caracteres"),
        ("9BM384O67HB012345", "I, O e Q"),
        ("9BM384067HB01234Q", "I, O e Q"),
        ("9BM384067HB01234*", "letras e números"),
    ],
)
def test_bad_vins(vin, fragment):
    assert fragment in check_vin(vin)


@pytest.mark.parametrize(
    ("text", "vehicle"),
    [
        ("abc-1234", True),
        ("BRA2E19", True),
        (" bra 2e19 ", True),
        ("00639884962", True),
        ("639884962", True),
        ("00639884961", False),
        ("11.222.333/0001-81", False),
        ("Viação São João", False),
        ("GYN-2026-000001", False),
        ("ABC12", False),
    ],
)
def test_global_search_tells_plates_and_renavams_apart(text, vehicle):
    assert looks_like_vehicle(text) is vehicle
