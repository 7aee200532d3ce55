"""A complementary service on the route of its line (Decreto 8.444/2015, art. 42 II): direct
and semi-direct trips between the line's terminals (art. 3º LIII-LIV), the direct one with
no section point (art. 28), the semi-direct one at the line's sections; a partial trip on
part of the itinerary, between its terminals or sections (art. 3º LIX)."""

from decimal import Decimal

import pytest

from desktop.rules.lines.complementary import ParentRoute, check_complementary_route
from desktop.rules.lines.register import LinePoint

GOIANIA, ANAPOLIS, PIRENOPOLIS, ABADIANIA = "5208707", "5201108", "5217302", "5200100"
JARAGUA = "5211800"
LINE = ParentRoute(GOIANIA, PIRENOPOLIS, Decimal("128"), frozenset({ANAPOLIS, ABADIANIA}))
STOP = LinePoint("parada", "Posto Jamil", GOIANIA, Decimal("12"))
SECTION = LinePoint("secao", "Rodoviária de Anápolis", ANAPOLIS, Decimal("55.5"))
OTHER_SECTION = LinePoint("secao", "Abadiânia", ABADIANIA, Decimal("80"))
OFF_SECTION = LinePoint("secao", "Jaraguá", JARAGUA, Decimal("90"))
M = Decimal


def found(kind, origin, destination, km, points=()):
    return [
        (problem.field, problem.message)
        for problem in check_complementary_route(kind, origin, destination, M(km), points, LINE)
    ]


@pytest.mark.parametrize(
    ("kind", "origin", "destination", "km", "points"),
    [
        ("complementar_direta", GOIANIA, PIRENOPOLIS, "128", (STOP,)),
        ("complementar_direta", PIRENOPOLIS, GOIANIA, "128", ()),
        ("complementar_semidireta", GOIANIA, PIRENOPOLIS, "128", (SECTION,)),
        ("complementar_parcial", GOIANIA, ANAPOLIS, "55.5", ()),
        ("complementar_residual", ABADIANIA, GOIANIA, "90", ()),
    ],
)
def test_on_the_route_of_the_line(kind, origin, destination, km, points):
    assert found(kind, origin, destination, km, points) == []


def test_a_direct_trip_has_no_section_point_art_28():
    ((field, message),) = found("complementar_direta", GOIANIA, PIRENOPOLIS, "128", (SECTION,))
    assert field == "points[0]"
    assert "Decreto 8.444/2015, arts. 28 e 42, II, b" in message


def test_direct_and_semi_direct_trips_link_the_lines_terminals():
    ((field, message),) = found("complementar_direta", GOIANIA, ANAPOLIS, "55.5")
    assert field == "destination" and "arts. 3º, LIII e LIV, e 42, II, b" in message
    ((field, message),) = found(
        "complementar_semidireta", ANAPOLIS, PIRENOPOLIS, "72.5", (OTHER_SECTION,)
    )
    assert field == "destination" and "42, II, c" in message


@pytest.mark.parametrize(
    ("points", "refused"),
    [((SECTION,), False), ((SECTION, OTHER_SECTION), True), ((STOP,), True), ((), True)],
)
def test_a_semi_direct_trip_serves_some_of_the_lines_sections_not_all(points, refused):
    """Art. 3º LIV: 'atende somente parte das seções' of a line with Anápolis and Abadiânia:
    one of them; both is the line itself, none a direct trip."""
    problems = check_complementary_route(
        "complementar_semidireta", GOIANIA, PIRENOPOLIS, M("128"), points, LINE
    )
    assert [p.field for p in problems] == (["service_kind"] if refused else [])
    assert all("Decreto 8.444/2015, arts. 3º, LIV, e 42, II, c" in p.message for p in problems)


def test_a_semi_direct_trip_serves_only_the_lines_sections():
    points = (SECTION, OFF_SECTION)
    ((field, message),) = found("complementar_semidireta", GOIANIA, PIRENOPOLIS, "128", points)
    assert field == "points[1]" and "Decreto 8.444/2015, art. 42, II, c" in message


def test_a_partial_trip_covers_part_of_the_itinerary_between_terminals_or_sections():
    assert [field for field, _ in found("complementar_parcial", GOIANIA, JARAGUA, "90")] == [
        "destination"
    ]
    ((field, message),) = found("complementar_parcial", GOIANIA, PIRENOPOLIS, "128")
    assert field == "length_km"
    assert "de 128 km (Decreto 8.444/2015, art. 42, II, a)" in message
