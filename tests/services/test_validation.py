"""Field validators: the messages the clerk sees next to a bad CNPJ, CPF, e-mail, CEP, phone."""

from datetime import date

import pytest

from desktop.services.errors import ValidationError
from desktop.services.validation import (
    REQUIRED_MESSAGE,
    FieldErrors,
    check_cep,
    check_cnpj,
    check_cpf,
    check_email,
    check_not_after,
    check_phone,
    check_state,
    format_cep,
    format_cnpj,
    format_cpf,
    format_phone,
    normalize_cnpj,
    normalize_phone,
)


@pytest.mark.parametrize(
    "value",
    ["12.ABC.345/01DE-35", "12abc34501de35", "11.222.333/0001-81", "11222333000181"],
)
def test_valid_cnpj_numeric_and_alphanumeric(value):
    assert check_cnpj(value) is None


@pytest.mark.parametrize(
    ("value", "fragment"),
    [
        ("12.ABC.345/01DE-36", "dígitos verificadores não conferem"),
        ("11.222.333/0001-82", "dígitos verificadores não conferem"),
        ("11.222.333/0001", "14 caracteres"),
        ("12ABC34501DEAB", "devem ser números"),
        ("00.000.000/0000-00", "dígitos verificadores não conferem"),
        ("", REQUIRED_MESSAGE),
        (None, REQUIRED_MESSAGE),
    ],
)
def test_invalid_cnpj_messages(value, fragment):
    assert fragment in check_cnpj(value)


def test_cnpj_normalise_and_format():
    assert normalize_cnpj(" 12.abc.345/01de-35 ") == "12ABC34501DE35"
    assert format_cnpj("12abc34501de35") == "12.ABC.345/01DE-35"
    assert format_cnpj("11222333000181") == "11.222.333/0001-81"


def test_cpf():
    assert check_cpf("390.533.447-05") is None
    assert check_cpf("39053344705") is None
    assert "não conferem" in check_cpf("390.533.447-06")
    assert "não conferem" in check_cpf("111.111.111-11")
    assert "11 dígitos" in check_cpf("390.533.447")
    assert check_cpf(" ") == REQUIRED_MESSAGE
    assert format_cpf("39053344705") == "390.533.447-05"


@pytest.mark.parametrize("value", ["contato@empresa.com.br", "A.B+c@x-y.org", " x@y.io "])
def test_valid_email(value):
    assert check_email(value) is None


@pytest.mark.parametrize(
    "value", ["contato", "contato@", "@empresa.com", "a b@c.com", "a@empresa", "a@@b.com"]
)
def test_invalid_email(value):
    assert "E-mail inválido" in check_email(value)


def test_cep():
    assert check_cep("74000-000") is None
    assert check_cep("69301000") is None
    assert "8 dígitos" in check_cep("7400-000")
    assert "8 dígitos" in check_cep("00000-000")
    assert format_cep("74000000") == "74000-000"


@pytest.mark.parametrize(
    "value", ["(62) 3201-5000", "62 98765-4321", "+55 95 3623-1410", "062 3201-5000"]
)
def test_valid_phone(value):
    assert check_phone(value) is None


@pytest.mark.parametrize(
    ("value", "fragment"),
    [
        ("3201-5000", "DDD"),
        ("(20) 3201-5000", "DDD 20 inexistente"),
        ("(62) 8765-43210", "começar por 9"),
        ("(62) 1201-5000", "começar por 2, 3, 4 ou 5"),
        ("(62) 3201-500", "DDD e o número"),
    ],
)
def test_invalid_phone(value, fragment):
    assert fragment in check_phone(value)


def test_phone_normalise_and_format():
    assert normalize_phone("+55 (62) 98765-4321") == "62987654321"
    assert format_phone("62987654321") == "(62) 98765-4321"
    assert format_phone("6232015000") == "(62) 3201-5000"


def test_state():
    assert check_state("go") is None
    assert check_state("RR") is None
    assert "UF inválida" in check_state("XX")


def test_dates_in_wrong_order():
    assert check_not_after(date(2026, 5, 2), date(2026, 5, 1), "ordem") == "ordem"
    assert check_not_after(date(2026, 5, 1), date(2026, 5, 1), "ordem") is None
    assert check_not_after(None, date(2026, 5, 1), "ordem") is None


def test_field_errors_raise_all_messages_once():
    errors = FieldErrors()
    errors.add("cnpj", check_cnpj("11.222.333/0001-82"))
    errors.add("email", check_email("x@y.io"))
    errors.add("cep", check_cep("1"))
    with pytest.raises(ValidationError) as caught:
        errors.raise_if_any()
    assert set(caught.value.field_errors) == {"cnpj", "cep"}
    FieldErrors().raise_if_any()
