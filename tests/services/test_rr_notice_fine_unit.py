"""The Roraima auto de infração names each infraction's fine as Lei RR 664/2008, art. 78
writes it: a multiple of the tariff coefficient ("1.000 (mil) vezes o coeficiente
tarifário", art. 80), not the bare "(1000)" of its group's key."""

from datetime import date

from desktop.services.documents.issuing_records import issued_documents_of
from desktop.services.sanctions.notice_records import notice_subject
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import roraima_roles


def test_the_notice_pdf_names_the_multiple_of_the_tariff_coefficient(
    admin_context, context_for, tmp_path
):
    roles = roraima_roles(admin_context, context_for)
    operator = new_operator(admin_context)
    notice = recorded_notice(
        roles["fiscal"],
        tmp_path,
        operator.id,
        day=date(2026, 3, 10),
        infraction_codes=("80-IV", "79-I"),
        line="RR-1",
    )
    (issued,) = issued_documents_of(admin_context, notice_subject(notice.id))
    text = flat_pdf_text(issued.pdf)
    assert "art. 80, IV (1.000 vezes o coeficiente tarifário)" in text
    assert "art. 79, I (500 vezes o coeficiente tarifário)" in text
    assert "(1000)" not in text and "(500)" not in text
