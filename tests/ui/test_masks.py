"""Input masks: what the clerk sees in the field after typing or pasting."""

import pytest
from PySide6.QtWidgets import QLineEdit

from desktop.ui.widgets import masks


@pytest.fixture
def edit(qtbot):
    widget = QLineEdit()
    qtbot.addWidget(widget)
    return widget


@pytest.mark.parametrize(
    ("layouts", "typed", "shown", "acceptable"),
    [
        (masks.CNPJ, "11222333000181", "11.222.333/0001-81", True),
        (masks.CNPJ, "12abc34501de35", "12.ABC.345/01DE-35", True),
        (masks.CNPJ, "12abc345", "12.ABC.345", False),
        (masks.CPF, "52998224725", "529.982.247-25", True),
        (masks.CEP, "74000000", "74000-000", True),
        (masks.PHONE, "6232011234", "(62) 3201-1234", True),
        (masks.PHONE, "62981234567", "(62) 98123-4567", True),
        (masks.PLATE, "abc1d23", "ABC1D23", True),
        (masks.PLATE, "abc1234", "ABC1234", True),
    ],
)
def test_typing_formats_the_identifier(qtbot, edit, layouts, typed, shown, acceptable):
    masks.apply_mask(edit, layouts)
    qtbot.keyClicks(edit, typed)
    assert edit.text() == shown
    assert edit.hasAcceptableInput() is acceptable
    assert masks.significant(edit.text()) == typed.upper()


@pytest.mark.parametrize(
    ("layouts", "typed", "shown"),
    [
        (masks.CNPJ, "112223330001ab", "11.222.333/0001"),  # check digits are numbers
        (masks.CPF, "529x98", "529.98"),
        (masks.CEP, "740000001", "74000-000"),  # a ninth digit is refused
        (masks.PLATE, "1bc", "BC"),  # a plate starts with letters
    ],
)
def test_characters_out_of_place_are_refused(qtbot, edit, layouts, typed, shown):
    masks.apply_mask(edit, layouts)
    qtbot.keyClicks(edit, typed)
    assert edit.text() == shown


def test_pasting_a_formatted_cnpj_keeps_it(qtbot, edit):
    masks.apply_mask(edit, masks.CNPJ)
    edit.insert("11.222.333/0001-81")
    assert edit.text() == "11.222.333/0001-81"
    assert edit.hasAcceptableInput()
