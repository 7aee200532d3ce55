"""Where a line ends after a change that moves its terminal point (GO Decreto 8.444/2015,
art. 3º XXV and XXXVI, art. 43, V and §11, I; Lei RR 664/2008, arts. 58 and 59, III)."""

from decimal import Decimal

from desktop.rules.lines.line_end import (
    LineEnd,
    extended_points,
    line_name,
    moves_end,
    shortened_end,
)
from desktop.rules.lines.register import LinePoint

ANAPOLIS = LinePoint("secao", "Rodoviária de Anápolis", "5201108", Decimal("55.5"))
JAMIL = LinePoint("parada", "Posto Jamil", "5208707", Decimal("12"))


def test_which_changes_move_the_terminal():
    # GO art. 43 §11, I: "a localidade para a qual será transferido" the terminal; the
    # decree has no shortening. RR arts. 58 and 59: an extension and a shortening.
    assert moves_end("GO", "prolongamento") and not moves_end("GO", "encurtamento")
    assert moves_end("RR", "prolongamento") and moves_end("RR", "encurtamento")
    assert not moves_end("GO", "secao") and not moves_end("GO", "fusao")


def test_an_extension_keeps_the_old_terminal_as_a_section_point_art_43_11_i():
    # Art. 3º XXVII: the intermediate market of the old terminal stays served.
    old_end = LineEnd("Rodoviária de Pirenópolis", "5217302")
    assert extended_points([JAMIL, ANAPOLIS], old_end, Decimal("128.0")) == [
        JAMIL,
        ANAPOLIS,
        LinePoint("secao", "Rodoviária de Pirenópolis", "5217302", Decimal("128.0")),
    ]


def test_a_shortening_ends_at_the_point_of_its_new_length_rr_art_59_iii():
    assert shortened_end([JAMIL, ANAPOLIS], Decimal("55.5")) == ANAPOLIS
    assert shortened_end([JAMIL, ANAPOLIS], Decimal("60")) is None


def test_the_line_is_named_after_its_end_points_art_3_xxv():
    assert line_name("Goiânia", "Cocalzinho de Goiás") == "Goiânia — Cocalzinho de Goiás"
