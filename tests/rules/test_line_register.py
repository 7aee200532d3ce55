"""The register of lines: end points in the State and distinct (GO Decreto 8.444/2015
art. 4º; Lei RR 664/2008 art. 4º I), itinerary and sections in order (GO arts. 6º §1º II and
11 §1º; RR art. 8º I, sections at least 10 km apart, art. 47), kinds of service (GO art. 4º I
a/b, art. 42 II; RR arts. 6º, 66 and 99) and status changes."""

from decimal import Decimal

import pytest

from desktop.rules import load_rulebook
from desktop.rules.lines.register import (
    SERVICE_KINDS,
    LinePoint,
    ServiceKind,
    check_end_points,
    check_itinerary,
    check_service_kind,
    check_status_change,
)

GO = load_rulebook("GO")
RR = load_rulebook("RR")
GOIANIA, ANAPOLIS, PIRENOPOLIS = "5208707", "5201108", "5217302"
BOA_VISTA, CARACARAI, MUCAJAI = "1400100", "1400209", "1400308"
BRASILIA = "5300108"


def fields(problems):
    return {problem.field: problem.message for problem in problems}


@pytest.mark.parametrize(
    ("jurisdiction", "origin", "destination", "expected"),
    [
        ("GO", GOIANIA, ANAPOLIS, {}),
        ("GO", GOIANIA, GOIANIA, {"destination": "art. 4º"}),
        ("GO", GOIANIA, BRASILIA, {"destination": "Estado de Goiás"}),
        ("GO", BOA_VISTA, GOIANIA, {"origin": "Decreto 8.444/2015, art. 4º"}),
        ("GO", "", ANAPOLIS, {"origin": "Informe"}),
        ("RR", BOA_VISTA, CARACARAI, {}),
        ("RR", BOA_VISTA, GOIANIA, {"destination": "Lei RR 664/2008, art. 4º"}),
        ("RR", MUCAJAI, MUCAJAI, {"destination": "distintos"}),
    ],
)
def test_end_points_in_the_state_and_distinct(jurisdiction, origin, destination, expected):
    found = fields(check_end_points(jurisdiction, origin, destination))
    assert set(found) == set(expected)
    for field, fragment in expected.items():
        assert fragment in found[field]


def point(km, code=ANAPOLIS, kind="secao", place="Rodoviária"):
    return LinePoint(kind, place, code, Decimal(km))


def test_go_itinerary_sections_in_order_within_the_length():
    assert check_itinerary(GO, "GO-060", Decimal("128"), [point("55"), point("90")]) == []
    found = fields(check_itinerary(GO, "GO-060", Decimal("128"), [point("90"), point("55")]))
    assert "ordem do percurso" in found["points[1]"]
    assert "arts. 6º §1º, II, e 11 §1º" in found["points[1]"]
    found = fields(check_itinerary(GO, "GO-060", Decimal("128"), [point("128")]))
    assert "além do destino" in found["points[0]"]
    found = fields(check_itinerary(GO, "", Decimal("0"), []))
    assert "11 §1º" in found["roads"] and "quilômetros" in found["length_km"]


def test_go_sections_may_be_close_together_but_not_outside_the_state():
    # Decreto 8.444 sets no minimum distance between sections (RR art. 47 is Roraima's).
    assert check_itinerary(GO, "BR-153", Decimal("60"), [point("5"), point("7")]) == []
    found = fields(check_itinerary(GO, "BR-153", Decimal("60"), [point("5", BRASILIA)]))
    assert "Estado" in found["points[0]"]


@pytest.mark.parametrize(
    ("kms", "length", "fault"),
    [
        (("10", "20"), "30", None),  # 10 km exactly is not "less than 10 km"
        (("9.9",), "30", "points[0]"),  # from the origin terminal
        (("10", "19.9"), "40", "points[1]"),
        (("10", "25"), "34", "points[1]"),  # 9 km from the destination terminal
    ],
)
def test_rr_section_points_at_least_10_km_apart_art_47(kms, length, fault):
    found = fields(
        check_itinerary(RR, "BR-174", Decimal(length), [point(km, CARACARAI) for km in kms])
    )
    if fault is None:
        assert found == {}
    else:
        assert set(found) == {fault}
        assert "Lei RR 664/2008, art. 47" in found[fault]


def test_rr_stops_are_not_section_points():
    stops = [point("3", MUCAJAI, kind="parada"), point("12", MUCAJAI)]
    assert check_itinerary(RR, "BR-174", Decimal("40"), stops) == []


@pytest.mark.parametrize(
    ("jurisdiction", "kind", "parent", "field", "fragment"),
    [
        ("GO", "regular_desvinculado", False, None, ""),
        ("GO", "regular_vinculado", False, None, ""),
        ("GO", "complementar_parcial", True, None, ""),
        ("GO", "complementar_semidireta", False, "parent_line", "art. 42, II"),
        ("GO", "regular_desvinculado", True, "parent_line", "art. 42, II"),
        ("GO", "alternativo", False, "service_kind", "Escolha"),
        ("RR", "alternativo", False, None, ""),
        ("RR", "convencional", False, None, ""),
        ("RR", "complementar_direta", True, "service_kind", "Transporte alternativo"),
    ],
)
def test_kinds_of_service(jurisdiction, kind, parent, field, fragment):
    found = fields(check_service_kind(jurisdiction, kind, parent))
    assert set(found) == ({field} if field else set())
    if field:
        assert fragment in found[field]


def test_rr_conventional_service_cites_the_concession_and_the_micro_onibus_articles():
    """Lei RR 664/2008: a line is given in concession after a bidding (art. 6º) and run by
    micro-ônibus in low demand with the CRE/RR's leave (art. 99); art. 4º only says how a
    line is created."""
    label, article = SERVICE_KINDS["RR"][ServiceKind.CONVENCIONAL]
    assert label == "Convencional (ônibus e micro-ônibus)"
    assert article == "Lei RR 664/2008, arts. 6º e 99"


def test_complementary_service_comes_from_a_regular_line_art_42_ii():
    found = fields(check_service_kind("GO", "complementar_direta", True, "complementar_parcial"))
    assert "linha regular" in found["parent_line"]


@pytest.mark.parametrize(
    ("current", "new", "fragment"),
    [
        ("em_operacao", "paralisada", None),
        ("paralisada", "em_operacao", None),
        ("suspensa", "paralisada", "art. 25"),
        ("extinta", "em_operacao", "extinta"),
        ("em_operacao", "em_operacao", "já está"),
    ],
)
def test_status_changes(current, new, fragment):
    found = fields(check_status_change("GO", current, new))
    if fragment is None:
        assert found == {}
    else:
        assert fragment in found["status"]
