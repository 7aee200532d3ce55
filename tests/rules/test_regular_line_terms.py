"""Goiás regular lines: defence and appeal in 10 days "contados a partir do 1º (primeiro) dia
útil do recebimento das respectivas notificações" (Decreto 8.444/2015, art. 51, § 5º), not
from the day after the ciência as Res. AGR 105/2017, art. 83 counts the charter's terms."""

from datetime import date

import pytest

from desktop.rules import OfficeCalendar, RulesError, defence_due
from desktop.rules.regular_line_terms import (
    DECREE_ARTICLE,
    first_citation_applied_subsidiarily,
    regular_line_deadline,
    regular_line_notice,
)

GO = OfficeCalendar("GO")
D = date.fromisoformat


@pytest.mark.parametrize(
    ("received", "day_one", "decree_due", "art_83_due"),
    [
        # Friday: the decree's day 1 is Monday 09/03; art. 83's is Saturday 07/03.
        ("2026-03-06", "2026-03-09", "2026-03-18", "2026-03-16"),
        # Thursday before Good Friday (03/04): day 1 Monday 06/04; art. 83 runs from the
        # holiday itself and its end on Sunday 12/04 moves to Monday 13/04.
        ("2026-04-02", "2026-04-06", "2026-04-15", "2026-04-13"),
        # Tuesday: both start on Wednesday and end on Friday 20/03.
        ("2026-03-10", "2026-03-11", "2026-03-20", "2026-03-20"),
    ],
)
def test_the_decree_counts_from_the_first_business_day_after_receipt(
    received, day_one, decree_due, art_83_due
):
    term = regular_line_deadline(GO, D(received))
    assert (term.day_one, term.due) == (D(day_one), D(decree_due))
    assert term.articles[0] == DECREE_ARTICLE
    assert defence_due(GO, D(received)).due == D(art_83_due)


def test_a_due_date_without_business_hours_moves_to_the_next_business_day():
    # Received Wednesday 08/04: day 1 Thursday 09/04, the 10th day Saturday 18/04 -> Monday 20/04.
    term = regular_line_deadline(GO, D("2026-04-08"))
    assert (term.nominal_end, term.due) == (D("2026-04-18"), D("2026-04-20"))
    assert "sábado" in (term.moved_because or "")
    assert "Res. AGR 105/2017, art. 83, § 2º" in term.articles


def test_an_office_closure_on_the_first_day_postpones_day_one():
    closed = OfficeCalendar.of("GO", {D("2026-03-09")})
    assert regular_line_deadline(closed, D("2026-03-06")).day_one == D("2026-03-10")


def test_roraima_has_no_such_term():
    with pytest.raises(RulesError):
        regular_line_deadline(OfficeCalendar("RR"), D("2026-03-06"))


@pytest.mark.parametrize(
    ("jurisdiction", "line", "codes", "expected"),
    [
        ("GO", "GO-0123 Goiânia — Anápolis", ("75-I",), True),
        ("GO", "", ("75-I",), False),  # no line named: a charter trip (art. 3º, LXII)
        ("GO", "   ", ("75-I",), False),
        ("GO", "GO-0123", ("77-XVI",), False),  # off the route of the licença de viagem
        ("GO", "GO-0123", ("76-IX",), False),  # a passenger not on the charter's list
        ("GO", "GO-0123", ("78-XII",), False),  # licença de viagem used as a line: charter
        ("GO", "GO-0123", ("75-I", "78-III"), False),  # fretamento without authorisation
        ("RR", "RR-001", ("79-I",), False),
    ],
)
def test_which_autos_concern_a_regular_line(jurisdiction, line, codes, expected):
    assert regular_line_notice(jurisdiction, line, codes) is expected


def test_the_first_citation_of_the_resolution_is_marked_once():
    """In parentheses the mark closes them, once for every article they list; in running
    text it follows the articles the citation names; a later citation stays as it is."""
    mark = "aplicada subsidiariamente (Decreto 8.444/2015, art. 54)"
    assert first_citation_applied_subsidiarily(
        "vence (prorrogado, feriado; Res. AGR 105/2017, art. 83, § 2º) e (Res. AGR 105/2017, "
        "art. 76, I; art. 67, II (DOE 09/11/2017))"
    ) == (
        f"vence (prorrogado, feriado; Res. AGR 105/2017, art. 83, § 2º, {mark}) e (Res. AGR "
        "105/2017, art. 76, I; art. 67, II (DOE 09/11/2017))"
    )
    assert first_citation_applied_subsidiarily(
        "com os requisitos da Res. AGR 105/2017, art. 84, sob pena de não ser conhecida "
        "(art. 87); (Res. AGR 105/2017, art. 82)"
    ) == (
        f"com os requisitos da Res. AGR 105/2017, art. 84, {mark}, sob pena de não ser "
        "conhecida (art. 87); (Res. AGR 105/2017, art. 82)"
    )
    assert first_citation_applied_subsidiarily("76-I — Res. AGR 105/2017, art. 76, I") == (
        f"76-I — Res. AGR 105/2017, art. 76, I, {mark}"
    )
    assert first_citation_applied_subsidiarily("Multas a pagar — artigos da Res. AGR 105/2017") == (
        f"Multas a pagar — artigos da Res. AGR 105/2017, {mark}"
    )
    for marked in (
        f"(Res. AGR 105/2017, arts. 83 e 89, {mark}) (Res. AGR 105/2017, art. 91)",
        "pagar (Res. AGR 105/2017, arts. 83 e 89, aplicados subsidiariamente por força do "
        "Decreto 8.444/2015, art. 54)",
        f"da Res. AGR 105/2017, art. 84, {mark}.",
    ):
        assert first_citation_applied_subsidiarily(marked) == marked
    assert first_citation_applied_subsidiarily("(Decreto 8.444/2015, art. 51, § 5º)") is None
