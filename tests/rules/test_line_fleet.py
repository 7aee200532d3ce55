"""The fleet of a line against the law: GO Decreto 8.444/2015 art. 6º §1º VII (minimum fleet,
average age up to 6 years of manufacture); RR Lei 664/2008 art. 28 §1º and art. 31 I (15
years), art. 66 (alternative transport: at least 7 seats), art. 68 VI (vans of 12 to 16) and
art. 67 §2º (never an autônomo)."""

from datetime import date
from decimal import Decimal

from desktop.rules.lines.fleet import (
    FleetVehicle,
    average_age,
    check_delegatee,
    check_fleet,
    check_vehicle,
)
from desktop.rules.rulebook import load_rulebook

GO = load_rulebook("GO")
RR = load_rulebook("RR")
DAY = date(2026, 6, 15)


def bus(plate: str, year: int, seats: int = 46, kind: str = "onibus") -> FleetVehicle:
    return FleetVehicle(plate, kind, seats, year)


def messages(problems) -> list[str]:
    return [problem.message for problem in problems]


def test_go_minimum_fleet_of_the_termo_art_6_vii():
    fleet = [bus("GOI-1A11", 2022), bus("GOI-1A12", 2023)]
    assert messages(check_fleet(GO, "regular_desvinculado", 3, fleet, DAY)) == [
        "Frota de 2 veículo(s): o termo fixa a quantidade mínima de 3 "
        "(Decreto 8.444/2015, art. 6º §1º, VII)."
    ]
    fleet.append(bus("GOI-1A13", 2024))
    assert check_fleet(GO, "regular_desvinculado", 3, fleet, DAY) == []


def test_go_average_age_up_to_six_years_art_6_vii():
    # 2026 - 2020 = 6 and 2026 - 2019 = 7: average 6.5 years, over the 6 of art. 6º §1º VII.
    fleet = [bus("GOI-1A11", 2020), bus("GOI-1A12", 2019)]
    assert average_age(fleet, DAY) == Decimal("6.5")
    assert messages(check_fleet(GO, "regular_desvinculado", 2, fleet, DAY)) == [
        "Idade média da frota de 6,5 anos de fabricação: o limite é 6 anos "
        "(Decreto 8.444/2015, art. 6º §1º, VII)."
    ]
    # Exactly 6 years average is within the limit ("não superior a 6").
    fleet = [bus("GOI-1A11", 2020), bus("GOI-1A12", 2020)]
    assert check_fleet(GO, "regular_desvinculado", 2, fleet, DAY) == []


def test_go_sets_no_age_per_vehicle_only_the_average():
    assert check_vehicle(GO, "regular_desvinculado", bus("GOI-1A11", 2005), DAY) == []


def test_rr_vehicle_used_up_to_15_years_art_28_and_31():
    # 2026 - 2011 = 15 years: still in use (art. 28 §1º "até 15 anos"); 2010 is 16.
    assert check_vehicle(RR, "convencional", bus("NAQ-1A11", 2011), DAY) == []
    (problem,) = check_vehicle(RR, "convencional", bus("NAQ-1A12", 2010), DAY)
    assert problem.message == (
        "Veículo NAQ-1A12: 16 anos de fabricação; o veículo é utilizado por até 15 anos e tem "
        "o registro cancelado de ofício ao completá-los (Lei RR 664/2008, art. 28 §1º; "
        "art. 31, I)."
    )


def test_rr_fleet_names_every_vehicle_that_fails():
    fleet = [bus("NAQ-1A11", 2009), bus("NAQ-1A12", 2020), bus("NAQ-1A13", 2008)]
    found = messages(check_fleet(RR, "convencional", None, fleet, DAY))
    assert [text.split(":")[0] for text in found] == ["Veículo NAQ-1A11", "Veículo NAQ-1A13"]


def test_rr_alternative_at_least_seven_seats_art_66():
    car = bus("NAQ-2B22", 2022, seats=5, kind="microonibus")
    (problem,) = check_vehicle(RR, "alternativo", car, DAY)
    assert problem.message == (
        "Veículo NAQ-2B22: 5 lugares; o transporte alternativo é feito em veículo de no mínimo "
        "7 lugares (Lei RR 664/2008, art. 66)."
    )
    assert check_vehicle(RR, "alternativo", bus("NAQ-2B23", 2022, 7, "microonibus"), DAY) == []
    # The conventional service has no such floor (art. 66 is the alternative's).
    assert check_vehicle(RR, "convencional", car, DAY) == []


def test_rr_alternative_van_carries_12_to_16_art_68_vi():
    assert messages(check_vehicle(RR, "alternativo", bus("NAQ-3C33", 2022, 10, "van"), DAY)) == [
        "Veículo NAQ-3C33: van de 10 lugares; no transporte alternativo a van leva de 12 a 16 "
        "passageiros (Lei RR 664/2008, art. 68, VI)."
    ]
    for seats in (12, 16):
        assert check_vehicle(RR, "alternativo", bus("NAQ-3C34", 2022, seats, "van"), DAY) == []
    assert check_vehicle(RR, "alternativo", bus("NAQ-3C35", 2022, 17, "van"), DAY) != []


def test_rr_never_an_autonomo_art_67_2():
    assert check_delegatee("RR", "cooperativa") == []
    assert check_delegatee("RR", "empresa") == []
    (problem,) = check_delegatee("RR", "autonomo")
    assert problem.field == "operator"
    assert "(Lei RR 664/2008, art. 67 §2º)" in problem.message
    assert "autônomo" in problem.message
    assert check_delegatee("GO", "autonomo") == []


def test_a_vehicle_no_longer_held_by_the_delegatario_is_named():
    gone = FleetVehicle("GOI-1A19", "onibus", 46, 2024, held=False)
    assert messages(check_fleet(GO, "regular_desvinculado", 1, [gone], DAY)) == [
        "Veículo GOI-1A19: sem registro em vigor em nome do delegatário; retire-o da frota da "
        "linha (Decreto 8.444/2015, art. 6º §1º, I e VII).",
        # It counts for neither the minimum nor the average (art. 6º §1º, VII).
        "Frota de 0 veículo(s): o termo fixa a quantidade mínima de 1 "
        "(Decreto 8.444/2015, art. 6º §1º, VII).",
    ]
    (problem,) = check_fleet(RR, "convencional", None, [gone], DAY)
    assert problem.message.endswith("(Lei RR 664/2008, art. 27).")
