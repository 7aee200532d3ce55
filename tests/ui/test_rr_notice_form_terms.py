"""The infraction notice form of a Roraima office numbers and names what Lei RR 664/2008,
art. 75 sole §, asks of the auto and the autuado's signature of art. 76 § 1º; Res. AGR
105/2017's numbering of art. 80 (I-VII), its "ciente" (§§ 1º-2º) and its codes are Goiás's."""

from datetime import date

import pytest

from desktop.ui.sanctions.area import NoticesArea
from tests.factories.clock import at_day
from tests.factories.roraima import in_roraima


@pytest.fixture
def form_for(open_area, tmp_path):
    def make(ctx):
        return open_area(NoticesArea, at_day(ctx, date(2026, 3, 10)), tmp_path / "keys").form

    return make


def captions(form) -> dict[str, str]:
    layout = form.form.layout_
    return {
        name: layout.labelForField(row).text()
        for name, row in form.form.rows.items()
        if layout.labelForField(row) is not None
    }


def test_roraima_notice_form_speaks_lei_664(admin_context, context_for, form_for):
    form = form_for(in_roraima(context_for("fiscal")))
    shown = captions(form)
    assert shown["operator_name"] == "II — &Nome da delegatária"
    assert shown["infraction_codes"] == "III — &Infrações"
    assert shown["ciente"] == "A&ssinatura do autuado (Lei RR 664/2008, art. 76, § 1º)"
    assert form.codes.placeholderText() == "códigos separados por vírgula: 79-I, 81-IX"
    choices = [form.ciente.itemText(index) for index in range(form.ciente.count())]
    assert choices[0] == "Assinado pelo autuado (Lei RR 664/2008, art. 76, § 1º)"
    texts = "\n".join([*shown.values(), *choices, form.codes.placeholderText()])
    for goias in ("art. 80", "IV —", "V —", "VI —", "VII —", "77-XVI", "autorizatária", "ciente"):
        assert goias not in texts


def test_goias_notice_form_keeps_res_105_art_80(context_for, form_for):
    form = form_for(context_for("fiscal"))
    shown = captions(form)
    assert shown["infraction_codes"] == "VI — &Infrações"
    assert shown["ciente"] == "Ci&ente (Res. AGR 105/2017, art. 80, §§ 1º-2º)"
    assert form.ciente.itemText(0) == "Ciente do autuado (Res. AGR 105/2017, art. 80, § 1º)"
    assert form.ciente.itemData(0) == "ciente"


def test_roraima_codes_name_the_multiple_of_the_tariff_coefficient(context_for, form_for, qtbot):
    """Lei RR 664/2008, art. 78: each fine is a multiple of the coeficiente tarifário, the
    thousands written with a dot ("1.000 (mil) vezes", art. 80); "(1000, ...)" said no unit."""
    form = form_for(in_roraima(context_for("fiscal")))
    qtbot.keyClicks(form.codes, "80-iv, 79-i")
    qtbot.waitUntil(lambda: form.code_texts.text().count("\n") == 1)
    first, second = form.code_texts.text().split("\n")
    assert first.startswith("80-IV (1.000 vezes o coeficiente tarifário, Lei RR 664/2008, art. 80")
    assert second.startswith("79-I (500 vezes o coeficiente tarifário, Lei RR 664/2008, art. 79")


def test_a_code_the_law_lacks_is_named_with_what_to_type_as_typed(context_for, form_for, qtbot):
    """The form tells an unknown code the way the refusal does: which law lacks it and which
    codes it has (Lei RR 664/2008, arts. 79 to 82); it said only "não consta do regulamento"."""
    form = form_for(in_roraima(context_for("fiscal")))
    qtbot.keyClicks(form.codes, "99-x")
    qtbot.waitUntil(lambda: "99-X" in form.code_texts.text())
    assert form.code_texts.text() == (
        "A infração 99-X não consta da Lei RR 664/2008: informe uma das infrações dos arts. 79 "
        "a 82 por artigo e inciso, de 79-I a 82-VIII, como na lista da área Legislação."
    )
