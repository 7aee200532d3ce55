"""The acts of the Processo tab in the UI tests (no tests here): the frequent ones are
buttons, the rarer ones lines of the "Outros atos" menu (`ProcessPanel.acts`); whether an
act is offered, and choosing it as the clerk does."""

from PySide6.QtGui import QAction

from desktop.ui.sanctions.process_panel import ProcessPanel


def offered(panel: ProcessPanel, key: str) -> bool:
    """The act's button shown, or its line shown in the menu of the button shown."""
    act = panel.acts[key]
    if isinstance(act, QAction):
        more = panel.more_acts
        return act.isVisible() and more.isVisibleTo(panel) and act in more.menu().actions()
    return act.isVisibleTo(panel)


def choose(panel: ProcessPanel, key: str) -> None:
    """The act's button clicked or its menu line chosen: offered and enabled only."""
    assert offered(panel, key)
    act = panel.acts[key]
    assert act.isEnabled()
    if isinstance(act, QAction):
        act.trigger()
    else:
        act.click()
