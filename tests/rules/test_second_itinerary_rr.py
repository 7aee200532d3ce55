"""Lei RR 664/2008, art. 5º: a line created on the other of two itineraries between a line's
end points, when the principal line's concessionário has no interest or condition to run it;
§ 1º: it may not exceed the existing line by more than 10 % (the limit itself allowed), and
that concessionário keeps the preference to run it."""

from decimal import Decimal

import pytest

from desktop.rules import load_rulebook
from desktop.rules.errors import RulesError
from desktop.rules.lines.exclusivity_rr import Route
from desktop.rules.lines.second_itinerary_rr import (
    PrincipalLine,
    SecondItinerary,
    check_second_itinerary,
    creation_details,
    exceeds_principal,
    longest_itinerary,
    preference_details,
    preference_problems,
)

RR = load_rulebook("RR")
BOA_VISTA, RORAINOPOLIS, CARACARAI = "1400100", "1400472", "1400209"
PRINCIPAL = PrincipalLine(
    "RR-300", Route(BOA_VISTA, RORAINOPOLIS, "BR-174"), Decimal("200"), "Viação A", False
)


def second(length="215", **changes) -> SecondItinerary:
    values = {
        "route": Route(RORAINOPOLIS, BOA_VISTA, "BR-432, RR-170"),
        "length_km": Decimal(length),
        "declined": "sem_interesse",
        "declined_reference": "Ofício nº 12/2026",
    }
    values.update(changes)
    return SecondItinerary(**values)


def fields(new: SecondItinerary, principal: PrincipalLine = PRINCIPAL) -> dict[str, str]:
    return {p.field: p.message for p in check_second_itinerary(RR, principal, new)}


def test_at_most_ten_percent_longer_than_the_existing_line():
    """§ 1º with its own number: 10 % of 200 km is 20 km; 220 km passes, 220,1 km does not."""
    assert longest_itinerary(RR, Decimal("200")) == Decimal("220")
    assert not exceeds_principal(RR, Decimal("200"), Decimal("220"))
    assert exceeds_principal(RR, Decimal("200"), Decimal("220.1"))
    assert not exceeds_principal(RR, Decimal("298.5"), Decimal("328.3"))
    assert exceeds_principal(RR, Decimal("298.5"), Decimal("328.4"))
    assert not exceeds_principal(RR, Decimal("200"), Decimal("150"))


def test_a_longer_itinerary_is_refused_next_to_the_length():
    assert fields(second("220")) == {}
    refused = fields(second("220.1"))
    assert list(refused) == ["length_km"]
    assert "220,1 km" in refused["length_km"] and "no máximo 220 km" in refused["length_km"]
    assert "Lei RR 664/2008, art. 5º §1º" in refused["length_km"]
    over = fields(
        second("330"), PrincipalLine("RR-300", PRINCIPAL.route, Decimal("298.5"), "A", False)
    )
    assert "no máximo 328,35 km" in over["length_km"]


def test_the_same_end_points_by_the_other_roads():
    elsewhere = second(route=Route(BOA_VISTA, CARACARAI, "BR-432"))
    assert "mesmos pontos extremos" in fields(elsewhere)["principal_line"]
    same_roads = fields(second(route=Route(RORAINOPOLIS, BOA_VISTA, "br 174.")))
    assert list(same_roads) == ["roads"]
    assert "RR-300" in same_roads["roads"] and "Lei RR 664/2008, art. 5º" in same_roads["roads"]


def test_the_principal_roads_listed_from_the_other_end_are_its_itinerary():
    """The principal runs Boa Vista→Rorainópolis by BR-174 then RR-205; the new line from
    Rorainópolis by RR-205 then BR-174 follows the same itinerary, not the other one."""
    principal = PrincipalLine(
        "RR-300", Route(BOA_VISTA, RORAINOPOLIS, "BR-174, RR-205"), Decimal("200"), "A", False
    )
    back = second(route=Route(RORAINOPOLIS, BOA_VISTA, "RR-205, BR-174"))
    assert list(fields(back, principal)) == ["roads"]


def test_the_concessionario_declared_no_interest_or_condition():
    assert fields(second(declined="sem_condicao")) == {}
    missing = fields(second(declined="", declined_reference=" "))
    assert set(missing) == {"principal_declined", "principal_declined_reference"}
    assert "Viação A" in missing["principal_declined"]
    without = PrincipalLine("RR-300", PRINCIPAL.route, Decimal("200"), "", False)
    assert "não tem concessão em vigor" in fields(second(), without)["principal_line"]


def test_an_extinct_line_is_no_principal_line():
    extinct = PrincipalLine("RR-300", PRINCIPAL.route, Decimal("200"), "Viação A", True)
    assert "extinta" in fields(second(), extinct)["principal_line"]


def test_the_act_records_the_preference():
    details = creation_details(PRINCIPAL, second())
    assert "RR-300" in details and "Ofício nº 12/2026" in details
    assert "sem interesse" in details
    assert "Viação A" in details and "preferência" in details and "art. 5º §1º" in details


def test_a_roraima_rule_only():
    with pytest.raises(RulesError):
        check_second_itinerary(load_rulebook("GO"), PRINCIPAL, second())


def test_another_company_runs_the_new_line_once_the_preference_is_let_go():
    """§ 1º: the principal line's concessionária has the preference to run the new line; a
    delegation to another company needs its waiver or refusal and the document of it."""
    assert preference_problems("RR-300", "Viação A", "renuncia", "Ofício 7/2026") == []
    assert preference_problems("RR-300", "Viação A", "recusa", "Ata de 02/06/2026") == []
    assert [(p.field, p.message) for p in preference_problems("RR-300", "Viação A", "", " ")] == [
        (
            "preference_waived",
            "A concessionária Viação A, da linha principal RR-300, tem preferência para "
            "explorar esta linha (Lei RR 664/2008, art. 5º §1º): informe se renunciou à "
            "preferência ou recusou a exploração.",
        ),
        (
            "preference_reference",
            "Informe o documento em que a concessionária Viação A renunciou à preferência ou "
            "recusou a exploração (Lei RR 664/2008, art. 5º §1º).",
        ),
    ]
    assert preference_details("Viação A", "recusa", " Ofício 7/2026 ") == (
        "Preferência da concessionária Viação A (Lei RR 664/2008, art. 5º §1º): recusou a "
        "exploração oferecida (Ofício 7/2026)."
    )
