"""Where a passenger of a regular line boards and alights: at the terminals and at the
section points the departure serves. A section is the stretch between terminals or section
points to which a fare corresponds (GO Decreto 8.444/2015, art. 3º XXXVII and XL), and a
ticket is sold only to a section point in the timetable (Lei RR 664/2008, art. 82 I fines
the sale to a section or place not in the Quadro de Regime de Funcionamento); a ponto de
parada is a compulsory stop of the itinerary (GO art. 3º XXXV; in RR the delegatária sets
them, at most 3 hours apart, art. 44), not a place to board or alight."""

BOARDING_ARTICLE = {
    "GO": "Decreto 8.444/2015, art. 3º, XXXV, XXXVII e XL",
    "RR": "Lei RR 664/2008, arts. 44 e 82, I",
}


def boards(point_kind: str, section_served: bool) -> bool:
    """`point_kind`: 'terminal', 'secao' or 'parada'; `section_served`: the departure serves
    that section point (a departure naming no sections serves them all)."""
    if point_kind == "terminal":
        return True
    if point_kind == "secao":
        return section_served
    return False
