"""The one vocabulary of screens, services and documents: money as "R$ 1.234,50", dates as
DD/MM/AAAA, and the choice sets whose codes the database and the conformance harness keep."""

from datetime import date, datetime
from decimal import Decimal

import pytest

from desktop.rules.choices import (
    ApplicationStatus,
    LicenceModality,
    PenaltyKind,
    ProcessStage,
    RegistrationModality,
)
from desktop.rules.dates import br_date, br_date_time
from desktop.rules.fines import PENALTIES
from desktop.rules.licences import MODALITIES

NBSP = "\xa0"


@pytest.mark.parametrize(
    ("amount", "shown"),
    [
        (Decimal("1234.5"), f"R${NBSP}1.234,50"),
        (Decimal("1909.59"), f"R${NBSP}1.909,59"),
        (Decimal("0.07"), f"R${NBSP}0,07"),
        (Decimal("1500000"), f"R${NBSP}1.500.000,00"),
    ],
)
def test_money_is_shown_the_brazilian_way(amount, shown):
    from desktop.rules.money import format_brl

    assert format_brl(amount) == shown


@pytest.mark.parametrize(
    ("typed", "value"),
    [
        ("1.500.000,00", Decimal("1500000.00")),
        ("R$ 250.000,50", Decimal("250000.50")),
        (f"R${NBSP}1.909,59", Decimal("1909.59")),
        ("300000.25", Decimal("300000.25")),
        ("1909,59", Decimal("1909.59")),
        ("abc", None),
        ("", None),
        ("NaN", None),
    ],
)
def test_money_as_the_clerk_types_it(typed, value):
    from desktop.rules.money import parse_brl

    assert parse_brl(typed) == value


def test_what_is_shown_reads_back():
    from desktop.rules.money import format_brl, parse_brl

    assert parse_brl(format_brl(Decimal("2821.20"))) == Decimal("2821.20")


def test_dates_are_day_month_year():
    assert br_date(date(2026, 4, 21)) == "21/04/2026"
    assert br_date(None) == "—"
    assert br_date_time(datetime(2026, 3, 5, 9, 7)) == "05/03/2026 09:07"


def test_codes_are_those_the_database_and_the_harness_keep():
    assert MODALITIES == ("eventual", "continuo", "escolar", "vinculada")
    assert LicenceModality.ESCOLAR == "escolar"
    assert LicenceModality("vinculada").label == "Transporte de característica vinculada"
    assert LicenceModality.EVENTUAL.registration == RegistrationModality.EVENTUAL_TURISTICO
    assert PENALTIES == ("multa", "advertencia", "suspensao", "caducidade")
    assert PenaltyKind.SUSPENSAO.label == "suspensão temporária da autorização"
    assert RegistrationModality.labels()["continuo_escolar"] == "Fretamento contínuo escolar"


def test_open_applications_and_stages_awaiting_notification():
    assert [status for status in ApplicationStatus if status.is_open] == [
        "protocolada",
        "em_analise",
        "pendente",
    ]
    assert {stage.value for stage in ProcessStage if stage.awaits_notification} == {
        "aguardando_notificacao",
        "aguardando_notificacao_decisao",
        "aguardando_notificacao_conselho",
        "aguardando_notificacao_reexame",
    }
