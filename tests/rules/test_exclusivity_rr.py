"""Lei RR 664/2008, art. 12: a line over 250 km is not exclusive; in the second bidding the
winner of the first may not take part (parágrafo único). The concession of such a line is
refused to the company holding the concession of another line on the same route (end points
in either order, same roads); under 250 km, or on another route, it is not."""

import uuid
from datetime import date
from decimal import Decimal

from desktop.rules import load_rulebook
from desktop.rules.lines.exclusivity_rr import (
    HeldConcession,
    Route,
    check_not_exclusive,
    same_roads,
)

RR = load_rulebook("RR")
BOA_VISTA, RORAINOPOLIS, CARACARAI = "1400100", "1400472", "1400209"
ROUTE = Route(BOA_VISTA, RORAINOPOLIS, "BR-174")
WINNER = uuid.uuid4()
HELD = HeldConcession(
    "RR-300", Route(RORAINOPOLIS, BOA_VISTA, " br-174 "), WINNER, "Viação A", date(2036, 6, 1)
)


def test_the_first_winner_may_not_take_the_second_long_line_art_12():
    (problem,) = check_not_exclusive(RR, ROUTE, Decimal("298.5"), WINNER, [HELD])
    assert problem.field == "operator"
    assert "Lei RR 664/2008, art. 12 e parágrafo único" in problem.message
    assert "RR-300" in problem.message and "01/06/2036" in problem.message


def test_another_company_may_take_it():
    assert check_not_exclusive(RR, ROUTE, Decimal("298.5"), uuid.uuid4(), [HELD]) == []


def test_up_to_250_km_the_line_may_be_exclusive():
    assert check_not_exclusive(RR, ROUTE, Decimal("250"), WINNER, [HELD]) == []
    assert check_not_exclusive(RR, ROUTE, Decimal("250.1"), WINNER, [HELD]) != []


def test_another_route_is_another_line():
    by_other_roads = Route(BOA_VISTA, RORAINOPOLIS, "BR-174; BR-210")
    other_end = Route(BOA_VISTA, CARACARAI, "BR-174")
    for route in (by_other_roads, other_end):
        assert check_not_exclusive(RR, route, Decimal("298.5"), WINNER, [HELD]) == []


def test_roads_typed_differently_are_the_same_route():
    """Case, accents, spacing, punctuation and "BR-174" / "BR 174" do not make another route."""
    typed = [
        "BR 174",
        "br174",
        "Br‑174.",
        "BR-174;",
    ]
    for roads in typed:
        assert same_roads("BR-174", roads), roads
    assert same_roads("Rodovia BR-174, via Caracaraí", "RODOVIA BR 174 VIA  CARACARAI")
    assert same_roads("BR-174 / RR-205", "br 174, rr 205")
    held = HeldConcession(
        "RR-300", Route(RORAINOPOLIS, BOA_VISTA, "br 174."), WINNER, "Viação A", date(2036, 6, 1)
    )
    assert check_not_exclusive(RR, ROUTE, Decimal("298.5"), WINNER, [held]) != []


def test_other_roads_or_numbers_stay_another_route():
    assert not same_roads("BR-174", "BR-17 4")
    assert not same_roads("BR-174", "BR-210")
    assert not same_roads("BR-174", "RR-174")
    assert not same_roads("BR-174", "BR-174, BR-210")


def test_the_same_roads_from_the_other_end_in_the_reverse_order_are_the_same_route():
    """A→B by BR-174 then RR-205 is B→A by RR-205 then BR-174: the same itinerary (art. 12)."""
    there = Route(BOA_VISTA, RORAINOPOLIS, "BR-174, RR-205")
    for back in ("RR-205, BR-174", "rr 205 / br174", "RR-205 e BR-174", "RR-205 → BR-174"):
        assert Route(RORAINOPOLIS, BOA_VISTA, back).same_as(there), back
        assert there.same_as(Route(RORAINOPOLIS, BOA_VISTA, back)), back
    held = HeldConcession(
        "RR-300",
        Route(RORAINOPOLIS, BOA_VISTA, "RR-205; BR-174"),
        WINNER,
        "Viação A",
        date(2036, 6, 1),
    )
    assert check_not_exclusive(RR, there, Decimal("298.5"), WINNER, [held]) != []
    # From the same end, the reverse order is another way; other roads or numbers too.
    assert not Route(BOA_VISTA, RORAINOPOLIS, "RR-205, BR-174").same_as(there)
    assert not Route(RORAINOPOLIS, BOA_VISTA, "RR-205, BR-210").same_as(there)
    assert not Route(RORAINOPOLIS, BOA_VISTA, "205 RR, 174 BR").same_as(there)
