"""The resolution that authorised a Goiás registration, as the tab shows it and the CRC prints
it (Res. AGR 105/2017, art. 12)."""

from datetime import date

import pytest

from desktop.rules.registration_act import prints_publication, registration_act_text


@pytest.mark.parametrize(
    "typed",
    [
        "CR nº 1/2026",
        "Resolução CR nº 1/2026",
        "  resolução  CR nº 1/2026 ",
        "RESOLUÇÃO CR nº 1/2026",
    ],
)
def test_the_resolution_is_named_once_however_its_number_was_typed(typed):
    """The caption reads "Resolução nº": a clerk who types the word too does not get it twice
    on the CRC (art. 12: "autorizado por resolução")."""
    text = registration_act_text(typed, date(2026, 3, 10), date(2026, 3, 11), "nº 24.101, p. 19")
    assert text == (
        "Registro autorizado pela Resolução CR nº 1/2026, de 10/03/2026; extrato publicado no "
        "DOE de 11/03/2026, nº 24.101, p. 19 (Res. AGR 105/2017, art. 12)."
    )


PRINTED_BEFORE = (
    "Registro autorizado pela Resolução Resolução CR nº 1/2026, de 10/03/2026; extrato publicado "
    "no DOE de 11/03/2026, nº 24.101, p. 19 (Res. AGR 105/2017, art. 12)."
)
PRINTED_PENDING = (
    "Registro autorizado pela Resolução CR nº 1/2026, de 10/03/2026; extrato a publicar no DOE "
    "(Res. AGR 105/2017, art. 12)."
)


@pytest.mark.parametrize(
    ("printed", "published_on", "reference", "shown"),
    [
        # Printed with the resolution's name said twice, as before: the extract is the same.
        (PRINTED_BEFORE, date(2026, 3, 11), "nº 24.101, p. 19", True),
        # The publication corrected since (another page, another day).
        (PRINTED_BEFORE, date(2026, 3, 11), "nº 24.101, p. 21", False),
        (PRINTED_BEFORE, date(2026, 3, 12), "nº 24.101, p. 19", False),
        # Printed before the publication was recorded, and recorded since.
        (PRINTED_PENDING, date(2026, 3, 11), "nº 24.101, p. 19", False),
        # Nothing published yet: the CRC already says the extract awaits it.
        (PRINTED_PENDING, None, "", True),
    ],
)
def test_a_crc_shows_the_publication_as_it_stands_by_its_extract(
    printed, published_on, reference, shown
):
    """A CRC is issued again only when its extract's publication changed (art. 12), not when
    the act's wording did."""
    assert prints_publication(printed, published_on, reference) is shown
