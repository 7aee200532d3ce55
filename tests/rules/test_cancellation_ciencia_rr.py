"""Lei RR 664/2008, art. 95: "Os prazos previstos nesta Lei serão contados a partir do primeiro
dia útil após a ciência dele pela delegatária"; art. 92 gives the appeal against a
cancellation and fixes no term for it. The ciência of the notification is proved by the
signature of the one notified or by the date of the Aviso de Recebimento (art. 89, I and II)."""

from datetime import date

import pytest

from desktop.rules.cancellation_ciencia_rr import appeal_count, means_article
from desktop.rules.errors import RulesError
from desktop.rules.office_calendar import OfficeCalendar

RR = OfficeCalendar("RR")


@pytest.mark.parametrize(
    ("ciencia", "day_one"),
    [
        # "a partir do primeiro dia útil após a ciência": the ciência's day is not counted.
        (date(2026, 8, 4), date(2026, 8, 5)),  # Tuesday -> Wednesday
        # Friday: Saturday and Sunday have no business hours, day 1 is Monday.
        (date(2026, 8, 7), date(2026, 8, 10)),
        # Saturday, 5 September: Monday 7 September is a national holiday, day 1 is Tuesday.
        (date(2026, 9, 5), date(2026, 9, 8)),
    ],
)
def test_the_count_starts_on_the_first_business_day_after_the_ciencia(ciencia, day_one):
    count = appeal_count(RR, ciencia)
    assert (count.ciencia, count.day_one) == (ciencia, day_one)
    assert f"a partir de {day_one:%d/%m/%Y}" in count.sentence
    assert "Lei RR 664/2008, art. 95" in count.sentence


def test_the_appeal_of_art_92_has_no_term_in_the_law_and_none_is_invented():
    sentence = appeal_count(RR, date(2026, 8, 4)).sentence
    assert (
        "recurso ao CRE/RR (Lei RR 664/2008, art. 92), para o qual a Lei não fixa prazo" in sentence
    )
    assert "art. 89" not in sentence and "Res. AGR" not in sentence


def test_the_proof_of_the_ciencia_names_its_inciso_of_art_89():
    assert means_article("pessoal") == "Lei RR 664/2008, art. 89, I"
    assert means_article("ar") == "Lei RR 664/2008, art. 89, II"


def test_goias_has_no_such_count():
    with pytest.raises(RulesError):
        appeal_count(OfficeCalendar("GO"), date(2026, 8, 4))
