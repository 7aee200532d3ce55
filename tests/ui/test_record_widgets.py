"""The scaffolding the record areas share: the one RecordPicker (picks what the text names,
forgets it when typed over, tells a refusal in its proposals), and data_changed reaching
the areas and the home page that show what changed."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from desktop.services.errors import PermissionDenied
from desktop.services.registration.operators import create_operator
from desktop.ui.changes import Domain
from desktop.ui.main_window import MainWindow
from desktop.ui.widgets import operation
from desktop.ui.widgets.record_picker import RecordPicker
from tests.factories.screens import READING_BOUND_MS
from tests.ui.conftest import operator_input

TOWNS = [("São Paulo", "SP"), ("São Pedro", "SPD"), ("Santos", "STS")]


def towns(text: str) -> list[tuple[str, str]]:
    from desktop.rules.text import fold_text

    return [(name, code) for name, code in TOWNS if fold_text(name).startswith(fold_text(text))]


def test_the_picker_takes_what_the_text_names_and_forgets_it_when_typed_over(qtbot, show_active):
    picker = RecordPicker(towns, "Município")
    qtbot.addWidget(picker)
    show_active(picker)
    chosen, forgotten = [], []
    picker.chosen.connect(chosen.append)
    picker.forgotten.connect(lambda: forgotten.append(True))

    qtbot.keyClicks(picker, "sao p")
    qtbot.keyClick(picker, Qt.Key.Key_Return)
    assert picker.value() is None and picker.labels() == ["São Paulo", "São Pedro"]
    qtbot.keyClicks(picker, "aulo")
    picker.editingFinished.emit()
    assert picker.value() == "SP" and picker.text() == "São Paulo" and chosen == ["SP"]

    qtbot.keyClick(picker, Qt.Key.Key_Backspace)
    assert picker.value() is None and forgotten == [True]
    picker.clear_value()
    qtbot.keyClicks(picker, "sant")
    qtbot.keyClick(picker, Qt.Key.Key_Return)
    assert picker.value() == "STS" and chosen == ["SP", "STS"]


def test_a_refused_search_is_told_in_the_proposals(qtbot, show_active, dialog_driver):
    def refuse(text):
        raise PermissionDenied("Você não tem permissão para consultar operadores.")

    picker = RecordPicker(refuse, "Operador")
    qtbot.addWidget(picker)
    show_active(picker)
    qtbot.keyClicks(picker, "viacao")
    picker.propose()
    assert picker.completer().model().stringList() == [
        "Você não tem permissão para consultar operadores."
    ]
    picker.pick_label("Você não tem permissão para consultar operadores.")
    assert picker.value() is None and dialog_driver.seen == []


def test_what_is_saved_reaches_the_area_on_screen_and_the_home_page(
    qtbot, admin_context, show_active
):
    window = MainWindow(admin_context)
    qtbot.addWidget(window)
    show_active(window)
    home = window.pages["home"]
    qtbot.waitUntil(lambda: home.operators_card.number.text() == "0")
    operators = window.show_area("operators")
    assert operators.model.rowCount() == 0
    elsewhere = QWidget()
    qtbot.addWidget(elsewhere)

    operation.run(
        elsewhere,
        lambda: create_operator(admin_context, operator_input()),
        changes=window.workspace.changes(Domain.OPERATORS),
    )
    assert [row.legal_name for row in operators.model.rows] == ["Viação São João Ltda"]
    assert home.stale and home.operators_card.number.text() == "0"
    with qtbot.waitSignal(home.loaded, timeout=READING_BOUND_MS):
        window.show_area("home")
    assert not home.stale and home.operators_card.number.text() == "1"
    assert window.holders["vehicles"].widget() is None  # never built: reads it when opened


def test_an_area_ignores_what_it_changed_itself(qtbot, admin_context, show_active):
    window = MainWindow(admin_context)
    qtbot.addWidget(window)
    show_active(window)
    operators = window.show_area("operators")
    operation.run(
        operators.form,
        lambda: create_operator(admin_context, operator_input()),
        changes=window.workspace.changes(Domain.OPERATORS),
    )
    assert operators.model.rowCount() == 0 and not operators.stale
    assert window.pages["home"].stale
