"""What a GO fusion's approval produces, in the decree's words (Decreto 8.444/2015)."""

from decimal import Decimal

import pytest

from desktop.rules.lines.fusion import (
    Crossing,
    FusedLeg,
    Place,
    PlacedLeg,
    awaiting_text,
    complementary_problem,
    crossing_problem,
    fork_problem,
    fuse,
    fusion_outcome,
    joined,
    merged_codes,
    merged_operator_problem,
    unplaced_problem,
)
from desktop.rules.lines.register import STATUS_LABELS, LinePoint, check_status_change
from tests.factories.lines import ABADIANIA, ANAPOLIS, COCALZINHO, GOIANIA, PIRENOPOLIS


@pytest.mark.parametrize(
    ("kind", "instrument"),
    [
        # Art. 43 §9º: "um novo contrato, em caso de permissão ou concessão".
        ("permissao", "novo contrato"),
        ("concessao", "novo contrato"),
        # "ou nova autorização, nas hipóteses de serviços regulares desvinculados".
        ("autorizacao", "nova autorização"),
        (None, "nova autorização"),
    ],
)
def test_the_new_line_waits_for_the_instrument_of_art_43_9(kind, instrument):
    assert fusion_outcome(kind).instrument == instrument


@pytest.mark.parametrize(
    ("kind", "label", "instrument"),
    [
        ("autorizacao", "Aguardando Termo", "nova autorização"),
        ("permissao", "Aguardando contrato", "novo contrato"),
    ],
)
def test_the_new_line_is_shown_waiting_until_its_delegation_art_43_9(kind, label, instrument):
    # Art. 43 §9º: the fusion "culminará na assinatura de um novo contrato [...] ou nova
    # autorização": until then the new line is not in operation.
    status = fusion_outcome(kind).status
    assert STATUS_LABELS[status] == label
    assert awaiting_text(status) == (
        f"Sem delegação: aguarda {instrument} (Decreto 8.444/2015, art. 43 §9º)."
    )
    assert awaiting_text("em_operacao") == ""
    # Only its delegation puts it in operation; it may still be extinguished.
    (problem,) = check_status_change("GO", status, "em_operacao")
    assert problem.message == (
        "A linha resultante da fusão entra em operação com o registro da sua delegação "
        "(Decreto 8.444/2015, art. 43 §9º)."
    )
    assert check_status_change("GO", status, "extinta") == []


def test_a_new_line_and_the_merged_lines_cancelled_art_3_xix():
    # Art. 3º XIX: "a originar nova linha, com consequente cancelamento daquelas que lhe
    # deram origem"; art. 43 §9º: the new line's own instrument.
    assert fusion_outcome("autorizacao").plan(("GO-0101", "GO-0202"), "GO-0303") == (
        "A aprovação cria a linha GO-0303 com o itinerário do pedido e cancela as "
        "linhas GO-0101 e GO-0202, cujos históricos são mantidos (Decreto 8.444/2015, art. "
        "3º, XIX); a linha GO-0303 aguarda nova autorização (Decreto 8.444/2015, art. 43 §9º)."
    )


def test_one_operator_for_the_merged_lines_art_43_9_i():
    # Art. 43 §9º, I: "exploração por apenas uma transportadora das ligações servidas pelas
    # linhas a se fundirem".
    assert merged_operator_problem("GO-0202", True) is None
    assert merged_operator_problem("GO-0202", False) == (
        "A linha GO-0202 não é explorada pela transportadora desta linha: a fusão exige uma "
        "só transportadora nas ligações (Decreto 8.444/2015, art. 43 §9º, I)."
    )


def test_two_or_more_lines_each_once_art_43_9():
    """Art. 43 §9º sets no number of lines ("linhas a se fundirem"): any typed, each once."""
    assert merged_codes("go-0202, GO-0404;GO-0505 GO-0606") == (
        ("GO-0202", "GO-0404", "GO-0505", "GO-0606"),
        None,
    )
    assert merged_codes(" , ")[1] == (
        "Informe as outras linhas existentes a fundir (Decreto 8.444/2015, art. 3º, XIX)."
    )
    assert merged_codes("GO-0202, go-0202")[1] == ("A linha GO-0202 foi informada mais de uma vez.")


def test_no_complementary_service_merged_art_43_10():
    assert complementary_problem("GO-0101", "regular_desvinculado") is None
    assert complementary_problem("GO-0202", "complementar_parcial") == (
        "A linha GO-0202 é serviço complementar: a fusão com serviço complementar é vedada "
        "(Decreto 8.444/2015, art. 43 §10)."
    )


def test_the_act_names_every_merged_line():
    assert joined(("GO-0101",)) == "GO-0101"
    assert joined(("GO-0101", "GO-0202", "GO-0404")) == "GO-0101, GO-0202 e GO-0404"
    assert (
        fusion_outcome(None)
        .plan(("GO-0101", "GO-0202", "GO-0404"), "GO-0303")
        .startswith(
            "A aprovação cria a linha GO-0303 com o itinerário do pedido e cancela as linhas "
            "GO-0101, GO-0202 e GO-0404, "
        )
    )


def leg(origin, destination, place, km, *points, start=""):
    return FusedLeg(
        origin,
        start,
        destination,
        place,
        Decimal(km),
        tuple(LinePoint("secao", name, code, Decimal(at)) for name, code, at in points),
    )


def test_complementing_lines_run_one_after_the_other_in_any_order_art_3_xix():
    """Three lines typed out of order: Pirenópolis—Cocalzinho (the request's), Goiânia—
    Pirenópolis, Cocalzinho—Abadiânia. Each line's end inside the new one is a section
    (art. 43 §9º, II)."""
    fused = fuse(
        (
            leg(PIRENOPOLIS, COCALZINHO, "Rodoviária de Cocalzinho", "40"),
            leg(
                GOIANIA,
                PIRENOPOLIS,
                "Rodoviária de Pirenópolis",
                "128",
                ("Anápolis", ANAPOLIS, "55.5"),
            ),
            leg(COCALZINHO, ABADIANIA, "Rodoviária de Abadiânia", "30"),
        )
    )
    assert [placed.index for placed in fused.order] == [1, 0, 2]
    assert (fused.first.index, fused.last.index, fused.length) == (1, 2, Decimal("198"))
    assert [(p.place, p.km) for p in fused.points] == [
        ("Anápolis", Decimal("55.5")),
        ("Rodoviária de Pirenópolis", Decimal("128")),
        ("Rodoviária de Cocalzinho", Decimal("168")),
    ]


def test_lines_sharing_a_stretch_keep_each_section_once():
    """Goiânia—Pirenópolis and Anápolis—Cocalzinho share Anápolis—Pirenópolis: the second
    joins the first at Anápolis and runs on to Cocalzinho; Anápolis and Pirenópolis, section
    points of both, are sections of the new line once each (art. 19; art. 43 §9º, II)."""
    fused = fuse(
        (
            leg(
                GOIANIA,
                PIRENOPOLIS,
                "Rodoviária de Pirenópolis",
                "128",
                ("Rodoviária de Anápolis", ANAPOLIS, "55.5"),
            ),
            leg(
                ANAPOLIS,
                COCALZINHO,
                "Rodoviária de Cocalzinho",
                "112.5",
                ("Posto Jamil", ANAPOLIS, "10"),
                ("rodoviária de pirenópolis", PIRENOPOLIS, "72.5"),
            ),
        )
    )
    assert fused.order == (PlacedLeg(0, Decimal(0)), PlacedLeg(1, Decimal("55.5")))
    assert (fused.first.index, fused.last.index, fused.length) == (0, 1, Decimal("168"))
    assert [(p.place, p.km) for p in fused.points] == [
        ("Rodoviária de Anápolis", Decimal("55.5")),
        ("Posto Jamil", Decimal("65.5")),
        ("Rodoviária de Pirenópolis", Decimal("128")),
    ]


def test_lines_between_the_same_terminals_add_no_section_at_a_terminal():
    """Two itineraries between Goiânia and Pirenópolis (superposed): the new line runs the
    longer one; the shorter's end is the new line's terminal, not a section before it."""
    fused = fuse(
        (
            leg(
                GOIANIA,
                PIRENOPOLIS,
                "Rodoviária de Pirenópolis",
                "128",
                ("Anápolis", ANAPOLIS, "55.5"),
            ),
            leg(
                GOIANIA,
                PIRENOPOLIS,
                "Rodoviária de Pirenópolis",
                "140",
                ("Abadiânia", ABADIANIA, "90"),
            ),
        )
    )
    assert (fused.last.index, fused.length) == (1, Decimal("140"))
    assert [(p.place, p.km) for p in fused.points] == [
        ("Anápolis", Decimal("55.5")),
        ("Abadiânia", Decimal("90")),
    ]


def test_lines_that_neither_continue_nor_cross_are_left_out_and_refused_art_43_9_ii():
    fused = fuse(
        (
            leg(GOIANIA, ANAPOLIS, "Rodoviária de Anápolis", "55.5"),
            leg(PIRENOPOLIS, COCALZINHO, "Rodoviária de Cocalzinho", "40"),
        )
    )
    assert (fused.order, fused.fork, fused.length, fused.points) == (
        (PlacedLeg(0, Decimal(0)),),
        None,
        Decimal("55.5"),
        (),
    )
    assert unplaced_problem(()) is None
    assert unplaced_problem(("GO-0202",)) == (
        "A linha GO-0202 não continua o itinerário das demais nem parte de um ponto dele: a "
        "linha resultante não atenderia os seus mercados (Decreto 8.444/2015, art. 43 §9º, II)."
    )
    assert unplaced_problem(("GO-0202", "GO-0404")).startswith(
        "As linhas GO-0202 e GO-0404 não continuam o itinerário das demais nem partem"
    )


GOIANIA_TO_PIRENOPOLIS = leg(
    GOIANIA,
    PIRENOPOLIS,
    "Rodoviária de Pirenópolis",
    "128",
    ("Rodoviária de Anápolis", ANAPOLIS, "55.5"),
    start="Terminal Rodoviário de Goiânia",
)


def test_a_line_recorded_the_other_way_continues_the_itinerary_art_19_and_3_xix():
    """Art. 19: a regular line runs "ida e volta"; Cocalzinho—Pirenópolis, recorded from
    Cocalzinho, is Pirenópolis—Cocalzinho too: it starts where Goiânia—Pirenópolis ends,
    and the two "se complementam" (art. 3º XIX) into Goiânia—Pirenópolis—Cocalzinho. Its
    points run the other way, km length − km; its end in Cocalzinho is the new terminal."""
    fused = fuse(
        (
            GOIANIA_TO_PIRENOPOLIS,
            leg(
                COCALZINHO,
                PIRENOPOLIS,
                "Rodoviária de Pirenópolis",
                "40",
                ("Posto Bom Jesus", PIRENOPOLIS, "25"),
                start="Rodoviária de Cocalzinho",
            ),
        )
    )
    assert fused.order == (PlacedLeg(0, Decimal(0)), PlacedLeg(1, Decimal("128"), True))
    assert (fused.length, fused.fork) == (Decimal("168"), None)
    assert [(p.place, p.km) for p in fused.points] == [
        ("Rodoviária de Anápolis", Decimal("55.5")),
        ("Rodoviária de Pirenópolis", Decimal("128")),
        ("Posto Bom Jesus", Decimal("143")),
    ]


def test_a_line_recorded_the_other_way_joins_where_the_itineraries_superpose_art_3_xix():
    """Cocalzinho—Anápolis passes Pirenópolis 40 km from Cocalzinho: run from Anápolis it
    joins Goiânia—Pirenópolis there, shares Anápolis—Pirenópolis ("se superpõem") and runs
    on to Cocalzinho; Pirenópolis, a point of both, is one section."""
    fused = fuse(
        (
            GOIANIA_TO_PIRENOPOLIS,
            leg(
                COCALZINHO,
                ANAPOLIS,
                "Rodoviária de Anápolis",
                "112.5",
                ("rodoviária de pirenópolis", PIRENOPOLIS, "40"),
                start="Rodoviária de Cocalzinho",
            ),
        )
    )
    assert fused.order == (PlacedLeg(0, Decimal(0)), PlacedLeg(1, Decimal("55.5"), True))
    assert fused.length == Decimal("168")
    assert [(p.place, p.km) for p in fused.points] == [
        ("Rodoviária de Anápolis", Decimal("55.5")),
        ("Rodoviária de Pirenópolis", Decimal("128")),
    ]


def test_a_line_recorded_back_over_the_same_road_is_superposed_not_run_twice():
    """Pirenópolis—Goiânia over the same road is Goiânia—Pirenópolis run back: it starts
    where the first ends but goes back over it, so it is superposed (art. 3º XIX), not a
    continuation 256 km long."""
    fused = fuse(
        (
            GOIANIA_TO_PIRENOPOLIS,
            leg(
                PIRENOPOLIS,
                GOIANIA,
                "Terminal Rodoviário de Goiânia",
                "128",
                ("Rodoviária de Anápolis", ANAPOLIS, "72.5"),
            ),
        )
    )
    assert fused.order == (PlacedLeg(0, Decimal(0)), PlacedLeg(1, Decimal(0), True))
    assert fused.length == Decimal("128")
    assert [(p.place, p.km) for p in fused.points] == [("Rodoviária de Anápolis", Decimal("55.5"))]


def test_two_lines_leaving_one_terminal_complement_each_other_through_it_art_19():
    """Anápolis—Pirenópolis and Anápolis—Abadiânia only share Anápolis, a terminal of both:
    run back, the first ends where the second starts (art. 19: "ida e volta"), so they
    complement each other (art. 3º XIX) into Pirenópolis—Anápolis—Abadiânia, Anápolis a
    section — not both laid from Anápolis on one road, Abadiânia a section at km 35."""
    fused = fuse(
        (
            leg(
                ANAPOLIS,
                PIRENOPOLIS,
                "Rodoviária de Pirenópolis",
                "72.5",
                start="Rodoviária de Anápolis",
            ),
            leg(ANAPOLIS, ABADIANIA, "Rodoviária de Abadiânia", "35"),
        )
    )
    assert fused.order == (PlacedLeg(0, Decimal(0), True), PlacedLeg(1, Decimal("72.5")))
    assert (fused.length, fused.fork) == (Decimal("107.5"), None)
    assert [(p.place, p.municipality_code, p.km) for p in fused.points] == [
        ("Rodoviária de Anápolis", ANAPOLIS, Decimal("72.5"))
    ]


@pytest.mark.parametrize(
    "branch",
    [
        leg(ANAPOLIS, ABADIANIA, "Rodoviária de Abadiânia", "35"),
        # Recorded from its other end: the same branch.
        leg(ABADIANIA, ANAPOLIS, "Rodoviária de Anápolis", "35"),
        # Leaving Goiânia too, over Goiânia—Anápolis: the branches part at Anápolis (its
        # point recorded by the municipality alone, "").
        leg(GOIANIA, ABADIANIA, "Rodoviária de Abadiânia", "90", ("", ANAPOLIS, "55.5")),
    ],
)
def test_a_line_branching_off_inside_another_s_itinerary_is_no_one_line_art_3_xix(branch):
    """Art. 3º XIX: itineraries that "se complementam ou se superpõem" originate one new
    line, from its "ponto inicial" to its "terminal" (art. 3º XXIX). A line leaving
    Goiânia—Pirenópolis at Anápolis for Abadiânia, without passing Pirenópolis, would make
    a "Y" with three ends: no line runs both branches; the fork is said, not laid on one
    road."""
    fused = fuse((GOIANIA_TO_PIRENOPOLIS, branch))
    fork = fused.fork
    assert fork is not None
    assert (fork.leg, fork.along, fork.at, fork.to.municipality_code, fork.end) == (
        1,
        (0,),
        Place("Rodoviária de Anápolis", ANAPOLIS),
        ABADIANIA,
        Place("Rodoviária de Pirenópolis", PIRENOPOLIS),
    )
    assert (fused.order, fused.crossing) == ((PlacedLeg(0, Decimal(0)),), None)
    assert fork_problem("GO-0505", ("GO-0101",), "Anápolis", "Abadiânia", "Pirenópolis") == (
        "A linha GO-0505 sai do itinerário da linha GO-0101 em Anápolis para Abadiânia, sem "
        "passar por Pirenópolis, onde ele termina: seriam dois ramais, e a fusão integra "
        "itinerários que se complementam ou se superpõem numa só nova linha, de um ponto "
        "inicial a um terminal (Decreto 8.444/2015, art. 3º, XIX e XXIX)."
    )
    assert fork_problem("GO-0505", ("GO-0101", "GO-0202"), "Anápolis", "A", "B").startswith(
        "A linha GO-0505 sai do itinerário das linhas GO-0101 e GO-0202 em Anápolis"
    )


def test_three_lines_each_recorded_either_way_complement_each_other_art_3_xix():
    """Cocalzinho—Pirenópolis (the request's), Goiânia—Pirenópolis and Abadiânia—
    Cocalzinho: run as art. 19 allows, Goiânia—Pirenópolis—Cocalzinho—Abadiânia; where each
    line ends inside the new one is a section (art. 43 §9º, II), once, under the name the
    first line placed gives it ("rodoviária de cocalzinho" is the same place)."""
    fused = fuse(
        (
            leg(
                COCALZINHO,
                PIRENOPOLIS,
                "Rodoviária de Pirenópolis",
                "40",
                start="Rodoviária de Cocalzinho",
            ),
            GOIANIA_TO_PIRENOPOLIS,
            leg(ABADIANIA, COCALZINHO, "rodoviária de cocalzinho", "30"),
        )
    )
    assert fused.order == (
        PlacedLeg(1, Decimal(0)),
        PlacedLeg(0, Decimal("128"), True),
        PlacedLeg(2, Decimal("168"), True),
    )
    assert fused.length == Decimal("198")
    assert [(p.place, p.km) for p in fused.points] == [
        ("Rodoviária de Anápolis", Decimal("55.5")),
        ("Rodoviária de Pirenópolis", Decimal("128")),
        ("Rodoviária de Cocalzinho", Decimal("168")),
    ]


# Goiânia — Pirenópolis with a second place in Goiânia, Posto Jamil, 12 km from the
# Terminal Rodoviário (tests.factories.lines.go_line).
GOIANIA_TO_PIRENOPOLIS_BY_POSTO_JAMIL = leg(
    GOIANIA,
    PIRENOPOLIS,
    "Rodoviária de Pirenópolis",
    "128",
    ("Posto Jamil", GOIANIA, "12"),
    ("Rodoviária de Anápolis", ANAPOLIS, "55.5"),
    start="Terminal Rodoviário de Goiânia",
)


def test_a_line_from_a_second_place_in_a_municipality_joins_at_that_place_art_3_xxi():
    """Art. 3º XXI: an itinerary is defined by "nomes de localidades ou pontos geográficos
    conhecidos". Posto Jamil—Cocalzinho starts at Posto Jamil, Goiânia's second place on
    Goiânia—Pirenópolis, 12 km from its Terminal Rodoviário: it is superposed from there
    (art. 3º XIX), not from the terminal, and the new line is 12 + 156 km long."""
    fused = fuse(
        (
            GOIANIA_TO_PIRENOPOLIS_BY_POSTO_JAMIL,
            leg(
                GOIANIA,
                COCALZINHO,
                "Rodoviária de Cocalzinho",
                "156",
                ("Rodoviária de Anápolis", ANAPOLIS, "43.5"),
                ("Rodoviária de Pirenópolis", PIRENOPOLIS, "116"),
                start="Posto Jamil",
            ),
        )
    )
    assert fused.order == (PlacedLeg(0, Decimal(0)), PlacedLeg(1, Decimal("12")))
    assert (fused.length, fused.fork) == (Decimal("168"), None)
    assert [(p.place, p.km) for p in fused.points] == [
        ("Posto Jamil", Decimal("12")),
        ("Rodoviária de Anápolis", Decimal("55.5")),
        ("Rodoviária de Pirenópolis", Decimal("128")),
    ]


def test_goiania_s_two_terminals_are_two_places_a_branch_to_the_other_art_3_xix():
    """Terminal Padre Pelágio—Anápolis and Terminal Rodoviário de Goiânia—Pirenópolis meet
    at Anápolis only: from there one runs to Pirenópolis, the other to Goiânia's other
    terminal — a "Y", three ends (art. 3º XIX and XXIX) —, not one line laid over the other
    from the same Goiânia."""
    fused = fuse(
        (
            GOIANIA_TO_PIRENOPOLIS,
            leg(
                GOIANIA,
                ANAPOLIS,
                "Rodoviária de Anápolis",
                "62",
                start="Terminal Padre Pelágio",
            ),
        )
    )
    fork = fused.fork
    assert fork is not None
    assert (fork.at, fork.to, fork.end) == (
        Place("Rodoviária de Anápolis", ANAPOLIS),
        Place("Terminal Padre Pelágio", GOIANIA),
        Place("Rodoviária de Pirenópolis", PIRENOPOLIS),
    )
    assert fused.order == (PlacedLeg(0, Decimal(0)),)


def test_a_line_only_by_the_municipality_is_taken_for_the_place_recorded_there():
    """Where a line records only the municipality (no terminal: ""), that is all that is
    known of its place: Anápolis—Pirenópolis with no terminal in Anápolis runs inside
    Goiânia—Pirenópolis from the Rodoviária de Anápolis."""
    fused = fuse(
        (
            GOIANIA_TO_PIRENOPOLIS_BY_POSTO_JAMIL,
            leg(ANAPOLIS, PIRENOPOLIS, "Rodoviária de Pirenópolis", "72.5"),
        )
    )
    assert fused.order == (PlacedLeg(0, Decimal(0)), PlacedLeg(1, Decimal("55.5")))
    assert Place("", GOIANIA).same_as(Place("Posto Jamil", GOIANIA))
    assert not Place("Terminal Padre Pelágio", GOIANIA).same_as(Place("Posto Jamil", GOIANIA))
    assert not Place("", ANAPOLIS).same_as(Place("", GOIANIA))


def test_a_line_crossing_another_s_itinerary_midway_is_no_one_line_art_3_xix():
    """Abadiânia—Cocalzinho passes the Rodoviária de Anápolis, a section of Goiânia—
    Pirenópolis, with neither of its ends on that itinerary: the two cross, four ends, no
    one new line from a "ponto inicial" to a "terminal" (art. 3º XIX and XXIX)."""
    fused = fuse(
        (
            GOIANIA_TO_PIRENOPOLIS_BY_POSTO_JAMIL,
            leg(
                ABADIANIA,
                COCALZINHO,
                "Rodoviária de Cocalzinho",
                "110",
                ("Rodoviária de Anápolis", ANAPOLIS, "35"),
                start="Rodoviária de Abadiânia",
            ),
        )
    )
    assert fused.crossing == Crossing(1, (0,), Place("Rodoviária de Anápolis", ANAPOLIS))
    assert (fused.order, fused.fork) == ((PlacedLeg(0, Decimal(0)),), None)
    assert crossing_problem("GO-1010", ("GO-0101",), "Anápolis (Rodoviária de Anápolis)") == (
        "A linha GO-1010 cruza o itinerário da linha GO-0101 em Anápolis (Rodoviária de "
        "Anápolis), sem começar nem terminar nele: seriam dois itinerários que se cruzam, e a "
        "fusão integra itinerários que se complementam ou se superpõem numa só nova linha, de "
        "um ponto inicial a um terminal (Decreto 8.444/2015, art. 3º, XIX e XXIX)."
    )
    assert crossing_problem("GO-1010", ("GO-0101", "GO-0202"), "Anápolis").startswith(
        "A linha GO-1010 cruza o itinerário das linhas GO-0101 e GO-0202 em Anápolis"
    )


def test_a_place_typed_without_accents_or_in_capitals_is_the_same_place_art_3_xxi():
    """Art. 3º XXI names an itinerary's places by their names: "Rodoviaria de Anapolis" typed
    without accents, or in capitals, is the Rodoviária de Anápolis, not a second place there
    (which would make Anápolis—Pirenópolis a fork of Goiânia—Pirenópolis)."""
    fused = fuse(
        (
            GOIANIA_TO_PIRENOPOLIS_BY_POSTO_JAMIL,
            leg(
                ANAPOLIS,
                PIRENOPOLIS,
                "RODOVIARIA DE PIRENOPOLIS",
                "72.5",
                start="Rodoviaria de Anapolis",
            ),
        )
    )
    assert fused.order == (PlacedLeg(0, Decimal(0)), PlacedLeg(1, Decimal("55.5")))
    assert Place(" Rodoviaria  de Anapolis", ANAPOLIS).same_as(
        Place("Rodoviária de Anápolis", ANAPOLIS)
    )
