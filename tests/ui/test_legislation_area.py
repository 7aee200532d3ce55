"""Legislação: the catalogue with its groups, current values and articles; an administrator
registers an IGP-DI update (Res. AGR 105/2017, art. 98) and the screen shows it."""

import dataclasses
from datetime import UTC, date, datetime
from decimal import Decimal

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QLabel

from desktop.rules.lines.outorga import COEFFICIENT
from desktop.rules.rulebook import DatedValue
from desktop.services.office.rule_values import office_rulebook
from desktop.services.office.rule_values_records import list_rule_values
from desktop.ui.legislation.area import LegislationArea
from desktop.ui.navigator import Navigator
from desktop.ui.workspace import Workspace
from tests.factories.mnemonics import mnemonic, shown_mnemonics
from tests.factories.screens import cells_cut_short


def at_noon(ctx, year, month, day):
    instant = datetime(year, month, day, 15, 0, tzinfo=UTC)
    return dataclasses.replace(ctx, clock=lambda: instant)


def row_of(area, code):
    for index in range(area.table.rowCount()):
        if area.table.item(index, 0).text() == code:
            return [area.table.item(index, column).text() for column in range(6)]
    raise AssertionError(code)


def test_catalogue_filter_and_value_update(qtbot, admin_context, dialog_driver, tmp_path):
    ctx = at_noon(admin_context, 2027, 3, 1)
    area = LegislationArea(Workspace(ctx, Navigator(), tmp_path / "keys"))
    qtbot.addWidget(area)
    grave = row_of(area, "77-XVI")
    assert grave[1] == "grave"
    assert grave[3] == "R$\xa01.909,59" and grave[4] == "Res. AGR 105/2017, art. 77, XVI"
    assert row_of(area, "78-III")[5] == (
        "suspensão temporária da autorização (Res. AGR 105/2017, art. 69, I); medidas: art. 73-I"
    )
    qtbot.keyClicks(area.filter_box, "78-I")
    assert set(area.visible_codes()) >= {"78-I", "78-III"}
    assert "77-XVI" not in area.visible_codes()

    def fill(dialog):
        form = dialog.form
        name = form.editor("name")
        assert [name.itemText(index) for index in range(name.count())] == [
            "Multa por infração leve",
            "Multa por infração média",
            "Multa por infração grave",
            "Multa por infração gravíssima",
            "Diária de depósito do veículo removido",
            "Cobertura mínima do seguro",
            "Coeficiente tarifário da outorga (R$/km)",
            "IGP-DI (número-índice mensal)",
            "Índice de correção da caução",
        ]
        name.setCurrentText("Multa por infração grave")
        form.editor("effective_from").setDate(QDate(2027, 1, 1))
        form.editor("value").setText("abc")
        dialog.try_submit()
        assert form.error_of("value") == "Informe um valor positivo em reais."
        form.editor("value").setText("2.011,32")
        form.editor("source").setText("Portaria AGR nº 10/2027, IGP-DI")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    area.update_button.click()
    assert row_of(area, "77-XVI")[3] == "R$\xa02.011,32"


def value_caption(form) -> str:
    return form.layout_.labelForField(form.rows["value"]).text()


def test_an_index_is_typed_in_a_field_named_for_an_index(
    qtbot, admin_context, dialog_driver, tmp_path
):
    """The IGP-DI (Decreto 8.444/2015, art. 11 §5º) is a monthly index number, not money: the
    field read "Valor (R$)" and the refusals asked for reais."""
    ctx = at_noon(admin_context, 2027, 3, 1)
    area = LegislationArea(Workspace(ctx, Navigator(), tmp_path / "keys"))
    qtbot.addWidget(area)
    seen = {}

    def fill(dialog):
        form = dialog.form
        seen["money"] = value_caption(form), form.editor("value").placeholderText()
        form.editor("name").setCurrentText("IGP-DI (número-índice mensal)")
        seen["index"] = value_caption(form), form.editor("value").placeholderText()
        form.editor("value").setText("abc")
        dialog.try_submit()
        seen["refused"] = form.error_of("value")
        form.editor("value").setText("-3")
        form.editor("source").setText("FGV, IGP-DI de janeiro de 2027")
        dialog.try_submit()
        seen["service"] = form.error_of("value")
        form.editor("name").setCurrentText("Multa por infração grave")
        seen["back"] = value_caption(form)
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    area.update_button.click()
    assert seen["money"] == ("Va&lor (R$)", "1.999,99")
    assert seen["index"] == ("Número-ín&dice", "1.234,56")
    assert seen["refused"] == "Informe um número-índice positivo."
    assert seen["service"] == "Informe um número-índice positivo."
    assert seen["back"] == "Va&lor (R$)"


def test_the_outorga_coefficient_is_registered_with_its_six_decimals(
    qtbot, admin_context, dialog_driver, tmp_path
):
    """Decreto 8.444/2015, art. 11 §4º: the tariff coefficient in R$ per km runs to millionths
    ("0,187654"); money stops at the cent. It is stored and read back whole."""
    ctx = at_noon(admin_context, 2027, 3, 1)
    area = LegislationArea(Workspace(ctx, Navigator(), tmp_path / "keys"))
    qtbot.addWidget(area)
    seen = {}

    def fill(dialog):
        form = dialog.form
        form.editor("name").setCurrentText("Coeficiente tarifário da outorga (R$/km)")
        seen["caption"] = value_caption(form), form.editor("value").placeholderText()
        form.editor("effective_from").setDate(QDate(2027, 1, 1))
        form.editor("value").setText("0,1876541")
        form.editor("source").setText("Resolução AGR nº 3/2027, DOE de 20/12/2026")
        dialog.try_submit()
        seen["refused"] = form.error_of("value")
        seen["stored"] = len(list_rule_values(ctx))
        form.editor("value").setText("0,198765")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    before = len(list_rule_values(ctx))
    area.update_button.click()
    assert seen["caption"] == ("C&oeficiente (R$/km)", "0,187654")
    assert seen["refused"] == "Informe um coeficiente positivo em R$/km com até 6 casas decimais."
    assert seen["stored"] == before
    assert office_rulebook(ctx).value(COEFFICIENT, date(2027, 1, 1)) == DatedValue(
        date(2027, 1, 1), Decimal("0.198765"), "Resolução AGR nº 3/2027, DOE de 20/12/2026"
    )


def test_a_roraima_office_registers_its_tariff_coefficient_on_lei_664(
    qtbot, admin_context, dialog_driver, tmp_path
):
    """Lei RR 664/2008, art. 78: the fines are multiples of the tariff coefficient the
    CRE/RR fixes; the dialog names that and no Goiás act (Res. AGR 105/2017's IGP-DI and
    insurance values are Goiás's)."""
    office = dataclasses.replace(admin_context.office, jurisdiction="RR")
    ctx = at_noon(dataclasses.replace(admin_context, office=office), 2027, 3, 1)
    area = LegislationArea(Workspace(ctx, Navigator(), tmp_path / "keys"))
    qtbot.addWidget(area)
    shown = {}

    def look(dialog):
        shown["intro"] = " ".join(label.text() for label in dialog.findChildren(QLabel))
        name = dialog.form.editor("name")
        shown["names"] = [name.itemText(index) for index in range(name.count())]
        return dialog.result()

    dialog_driver.on("ActionDialog", look)
    area.update_button.click()
    assert "Lei RR 664/2008, art. 78" in shown["intro"]
    assert "105" not in shown["intro"] and "AGR" not in shown["intro"]
    assert shown["names"] == ["Coeficiente tarifário"]


def test_a_roraima_row_without_a_coefficient_says_where_to_register_it(
    qtbot, admin_context, tmp_path
):
    """Lei RR 664/2008, art. 78: with no tariff coefficient registered the value column
    points to this area's own button instead of repeating the group beside it."""
    office = dataclasses.replace(admin_context.office, jurisdiction="RR")
    ctx = at_noon(dataclasses.replace(admin_context, office=office), 2027, 3, 1)
    area = LegislationArea(Workspace(ctx, Navigator(), tmp_path / "keys"))
    qtbot.addWidget(area)
    _, group, _, value, _, _ = row_of(area, "80-I")
    assert group == "1.000 vezes o coeficiente tarifário"
    assert value != group
    assert value.startswith("— (registre o coeficiente tarifário em Legislação › ")
    assert area.update_button.text().replace("&", "").rstrip("…") in value


@pytest.mark.parametrize("jurisdiction", ["GO", "RR"])
def test_every_value_article_and_penalty_reads_whole_at_1366_pixels(
    qtbot, admin_context, tmp_path, jurisdiction
):
    """The clerk reads the value in force and the article of each infraction (Res. AGR
    105/2017 arts. 67 and 75-78 in Goiás; Lei RR 664/2008 arts. 78-81 in Roraima): at the
    area's width on a 1366-pixel screen no cell is cut short."""
    office = dataclasses.replace(admin_context.office, jurisdiction=jurisdiction)
    ctx = at_noon(dataclasses.replace(admin_context, office=office), 2027, 3, 1)
    area = LegislationArea(Workspace(ctx, Navigator(), tmp_path / "keys"))
    qtbot.addWidget(area)
    area.resize(1160, 680)
    area.show()
    qtbot.waitExposed(area)
    assert area.table.rowCount() > 20
    assert cells_cut_short(area.table) == []


def test_the_value_update_and_each_of_its_fields_answer_to_an_alt_letter(
    qtbot, admin_context, dialog_driver, open_area, tmp_path
):
    """The clerk reaches the button and every field of its dialog from the keyboard."""
    area = open_area(LegislationArea, admin_context, tmp_path / "keys")
    shown = {}

    def look(dialog):
        shown["letters"] = [mnemonic(text) for text in shown_mnemonics(dialog)]
        shown["fields"] = len(dialog.form.rows)
        return dialog.result()

    dialog_driver.on("ActionDialog", look)
    qtbot.keyClick(area, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: "letters" in shown)
    assert len(set(shown["letters"])) == len(shown["letters"]) == shown["fields"]


def test_a_roraima_coefficient_is_typed_with_its_decimals_and_prices_the_fines(
    qtbot, admin_context, dialog_driver, tmp_path
):
    """Lei RR 664/2008, art. 78: the CRE/RR publishes the coefficient in millionths of a real
    per km; the field asked "Valor (R$)" and refused "0,187654" beyond the cent. The fine of
    art. 79 is 500 x 0,187654 = R$ 93,827, cents dropped (sole §): R$ 93,00."""
    office = dataclasses.replace(admin_context.office, jurisdiction="RR")
    ctx = at_noon(dataclasses.replace(admin_context, office=office), 2027, 3, 1)
    area = LegislationArea(Workspace(ctx, Navigator(), tmp_path / "keys"))
    qtbot.addWidget(area)
    seen = {}

    def fill(dialog):
        form = dialog.form
        seen["caption"] = value_caption(form), form.editor("value").placeholderText()
        form.editor("effective_from").setDate(QDate(2027, 1, 1))
        form.editor("value").setText("0,187654")
        form.editor("source").setText("Resolução CRE/RR nº 1/2027")
        dialog.try_submit()
        seen["error"] = form.error_of("value")
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    area.update_button.click()
    assert seen["caption"] == ("C&oeficiente (R$/km)", "0,187654")
    assert seen["error"] == ""
    assert row_of(area, "79-I")[3] == "500 vezes o coeficiente tarifário = R$\xa093,00"
