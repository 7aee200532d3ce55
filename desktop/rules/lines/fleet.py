"""The fleet assigned to a line, checked against its delegation and the law.

GO (Decreto 8.444/2015, art. 6º §1º, VII): the Termo de Autorização fixes a minimum quantity
of vehicles with average age not over 6 years of manufacture; the line's fleet must reach
that quantity, and its average age stay within the limit.

RR (Lei RR 664/2008): a vehicle is used up to 15 years counted from the year of manufacture
(art. 28 §1º); at 15 years its registration is cancelled de ofício (art. 31, I), so it leaves
the line. The alternative transport (art. 66) runs vehicles of at least 7 seats, and vans of
12 to 16 passengers (art. 68, VI); it is delegated to companies and cooperatives, never to an
autônomo (art. 67 §2º).

Ages are counted in whole years: the year of the date checked less the year of manufacture.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from desktop.rules.lines.register import LineProblem, ServiceKind
from desktop.rules.rulebook import Rulebook

D8444 = "Decreto 8.444/2015"
L664 = "Lei RR 664/2008"

ALTERNATIVE_MIN_SEATS = 7  # Lei RR 664/2008, art. 66
VAN_SEATS = (12, 16)  # Lei RR 664/2008, art. 68, VI
DELEGATEE_KINDS = frozenset({"empresa", "cooperativa"})  # Lei RR 664/2008, art. 67


@dataclass(frozen=True)
class FleetVehicle:
    """A vehicle on the line; `held` when its registration is in force in the name of the
    delegated operator (a vehicle sold, transferred or deregistered after it went on the
    line is no longer)."""

    plate: str
    kind: str
    seats: int
    manufacture_year: int
    held: bool = True


def holder_article(jurisdiction: str) -> str:
    """Only the delegatária's registered vehicles run the line: GO, the autorizatária and
    its fleet of the Termo (art. 6º §1º, I and VII); RR, the vehicle registered by the
    delegatária (art. 27)."""
    if jurisdiction == "GO":
        return f"{D8444}, art. 6º §1º, I e VII"
    return f"{L664}, art. 27"


def vehicle_age(vehicle: FleetVehicle, at: date) -> int:
    return at.year - vehicle.manufacture_year


def average_age(vehicles: Sequence[FleetVehicle], at: date) -> Decimal | None:
    """The fleet's average age in years of manufacture, to one decimal place."""
    if not vehicles:
        return None
    total = Decimal(sum(vehicle_age(vehicle, at) for vehicle in vehicles))
    return (total / len(vehicles)).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)


def check_vehicle(
    rulebook: Rulebook, service_kind: str, vehicle: FleetVehicle, at: date
) -> list[LineProblem]:
    """What keeps one vehicle off the line on `at`. RR: over 15 years of manufacture (art. 28
    §1º; art. 31, I); on the alternative transport, fewer than 7 seats (art. 66), or a van
    outside 12 to 16 passengers (art. 68, VI). GO sets no age limit per vehicle on a line:
    its limit is the fleet's average (art. 6º §1º, VII, `check_fleet`)."""
    if rulebook.jurisdiction != "RR":
        return []
    problems = []
    limit = rulebook.period("idade_maxima_uso_anos")
    age = vehicle_age(vehicle, at)
    if age > limit.value:
        problems.append(
            LineProblem(
                "vehicle",
                f"Veículo {vehicle.plate}: {age} anos de fabricação; o veículo é utilizado por "
                f"até {limit.value} anos e tem o registro cancelado de ofício ao completá-los "
                f"({L664}, art. 28 §1º; art. 31, I).",
            )
        )
    if service_kind == ServiceKind.ALTERNATIVO:
        if vehicle.seats < ALTERNATIVE_MIN_SEATS:
            problems.append(
                LineProblem(
                    "vehicle",
                    f"Veículo {vehicle.plate}: {vehicle.seats} lugares; o transporte "
                    f"alternativo é feito em veículo de no mínimo {ALTERNATIVE_MIN_SEATS} "
                    f"lugares ({L664}, art. 66).",
                )
            )
        low, high = VAN_SEATS
        if vehicle.kind == "van" and not low <= vehicle.seats <= high:
            problems.append(
                LineProblem(
                    "vehicle",
                    f"Veículo {vehicle.plate}: van de {vehicle.seats} lugares; no transporte "
                    f"alternativo a van leva de {low} a {high} passageiros "
                    f"({L664}, art. 68, VI).",
                )
            )
    return problems


def check_fleet(
    rulebook: Rulebook,
    service_kind: str,
    minimum_fleet: int | None,
    vehicles: Sequence[FleetVehicle],
    at: date,
) -> list[LineProblem]:
    """Every condition the line's fleet fails on `at`. GO: fewer vehicles than the Termo's
    minimum fleet, or an average age over 6 years of manufacture (art. 6º §1º, VII). RR:
    each vehicle by `check_vehicle`. In both, a vehicle no longer held by the delegatário,
    which counts for neither the minimum nor the average."""
    problems = [
        LineProblem(
            "fleet",
            f"Veículo {vehicle.plate}: sem registro em vigor em nome do delegatário; retire-o "
            f"da frota da linha ({holder_article(rulebook.jurisdiction)}).",
        )
        for vehicle in vehicles
        if not vehicle.held
    ]
    held = [vehicle for vehicle in vehicles if vehicle.held]
    if rulebook.jurisdiction == "GO":
        oldest = rulebook.period("frota_idade_media_maxima_anos")
        if minimum_fleet is not None and len(held) < minimum_fleet:
            problems.append(
                LineProblem(
                    "fleet",
                    f"Frota de {len(held)} veículo(s): o termo fixa a quantidade mínima de "
                    f"{minimum_fleet} ({oldest.article}).",
                )
            )
        mean = average_age(held, at)
        if mean is not None and mean > oldest.value:
            shown = str(mean).replace(".", ",")
            problems.append(
                LineProblem(
                    "fleet",
                    f"Idade média da frota de {shown} anos de fabricação: o limite é "
                    f"{oldest.value} anos ({oldest.article}).",
                )
            )
        return problems
    for vehicle in vehicles:
        problems.extend(check_vehicle(rulebook, service_kind, vehicle, at))
    return problems


def check_delegatee(jurisdiction: str, operator_kind: str) -> list[LineProblem]:
    """Lei RR 664/2008, art. 67: companies and cooperatives may ask for a line, the
    alternative transport included (caput and §1º); an autônomo never (§2º)."""
    if jurisdiction != "RR" or operator_kind in DELEGATEE_KINDS:
        return []
    return [
        LineProblem(
            "operator",
            "O transporte intermunicipal, o alternativo inclusive, é delegado a empresas e "
            f"cooperativas; é vedada a concessão ou permissão a autônomo ({L664}, art. 67 §2º).",
        )
    ]
