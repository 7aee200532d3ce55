"""A record area's action bar in the UI tests (no tests here): whether an action is offered
on it, its button shown or its line in the menu of a menu button shown, choosing it there
as the clerk does, and the menus its Alt+letters open."""

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from desktop.ui.widgets.record_area import ActionBar


def offered(bar: ActionBar, key: str) -> bool:
    action = bar.actions_[key]
    if key in bar.buttons:
        return action.isVisible() and bar.buttons[key].isVisibleTo(bar)
    menu_button = bar.menus[key]
    return (
        action.isVisible()
        and menu_button.isVisibleTo(bar)
        and action in menu_button.menu().actions()
    )


def choose(bar: ActionBar, key: str) -> None:
    """The action's line in its menu (or its button) chosen: offered and enabled only."""
    assert offered(bar, key)
    assert bar.actions_[key].isEnabled()
    if key in bar.buttons:
        bar.buttons[key].click()
    else:
        bar.actions_[key].trigger()


def menus_opened(qtbot, window: QWidget, focus: QWidget, letters: str) -> list[list[str]]:
    """The lines shown in the menu each Alt+letter opened, pressed in turn in `focus` of the
    active `window`, each menu read and closed (its exec() waits till then)."""
    opened: list[list[str]] = []

    def read_and_close() -> None:
        menu = QApplication.activePopupWidget()
        if isinstance(menu, QMenu):
            opened.append([item.iconText() for item in menu.actions() if item.isVisible()])
            menu.close()

    reader = QTimer(focus)
    reader.timeout.connect(read_and_close)
    reader.start(10)
    for count, letter in enumerate(letters, 1):
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        focus.setFocus()
        qtbot.keyClick(focus, letter, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda count=count: len(opened) == count)
    reader.stop()
    return opened
