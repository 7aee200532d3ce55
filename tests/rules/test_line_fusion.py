"""What a GO fusion's approval produces, in the decree's words (Decreto 8.444/2015)."""

from decimal import Decimal

import pytest

from desktop.rules.lines.fusion import (
    FusedLeg,
    awaiting_text,
    complementary_problem,
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


def leg(origin, destination, place, km, *points):
    return FusedLeg(
        origin,
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
    assert [index for index, _ in fused.order] == [1, 0, 2]
    assert (fused.first, fused.last, fused.length) == (1, 2, Decimal("198"))
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
    assert fused.order == ((0, Decimal(0)), (1, Decimal("55.5")))
    assert (fused.first, fused.last, fused.length) == (0, 1, Decimal("168"))
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
    assert (fused.last, fused.length) == (1, Decimal("140"))
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
    assert (fused.order, fused.last, fused.length, fused.points) == (
        ((0, Decimal(0)),),
        0,
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
