"""Lei RR 664/2008, arts. 85 and 87, IV: Penalidades shows a written warning recorded before
warnings named their line as "linha não registrada", with the action that states its line
beside it, reached from the keyboard. With one line only, the dialog proposes it and still
asks for the confirmation (and what it stands on); the warning then counts for that line."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from sqlalchemy import select

from desktop.models.sanctions import SanctionLineStatement
from desktop.services.validation import REQUIRED_MESSAGE
from desktop.ui.operators.area import OperatorsArea
from tests.factories.clock import at_day
from tests.factories.roraima import in_roraima
from tests.factories.sanctions import (
    WARNED_ON,
    delegated_lines,
    recorded_without_line,
    rr_fined,
)


def stated_lines(admin_context) -> list[str]:
    with admin_context.database.read() as session:
        return list(session.scalars(select(SanctionLineStatement.line)))


def reached_by_tab(start, target) -> bool:
    """Whether Tab, pressed from `start`, reaches `target` (the focus chain, skipping what
    does not take the focus by Tab)."""
    widget = start.nextInFocusChain()
    while widget is not start:
        if widget is target:
            return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus) and widget.isEnabled()
        widget = widget.nextInFocusChain()
    return False


def test_the_analyst_states_the_one_line_of_an_old_warning(
    qtbot, admin_context, roles, tmp_path, open_area, dialog_driver
):
    operator, julgador = rr_fined(admin_context, roles, tmp_path)
    delegated_lines(admin_context, tmp_path / "keys", operator, "RR-001")
    recorded_without_line(julgador, operator, "advertencia", WARNED_ON[0])
    analista = at_day(in_roraima(roles["analista"]), WARNED_ON[1])
    area = open_area(OperatorsArea, analista, tmp_path / "keys")
    area.refresh()
    area.search_for(operator.legal_name)
    area.tabs.setCurrentWidget(area.rr_penalties)
    tab = area.rr_penalties
    (shown,) = tab.without_line.findChildren(QLabel, "rr_without_line")
    assert shown.text() == "Advertência escrita de 20/04/2026 — linha não registrada"
    (button,) = tab.without_line.buttons
    assert button.text() == "Informar a linha…"
    assert reached_by_tab(tab.buttons["warning"], button)
    seen = {}

    def confirm(dialog):
        seen["intro"] = " ".join(label.text() for label in dialog.findChildren(QLabel))
        seen["proposed"] = dialog.form.editor("line").currentData()
        dialog.try_submit()
        seen["basis"] = dialog.form.error_of("basis")
        seen["written"] = stated_lines(admin_context)
        dialog.form.editor("basis").setText("Auto de infração nº 12/2026, linha RR-001")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", confirm)
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert seen["proposed"] == "RR-001"
    assert "uma só linha, já escolhida abaixo: confirme" in seen["intro"]
    assert (seen["basis"], seen["written"]) == (REQUIRED_MESSAGE, [])
    assert stated_lines(admin_context) == ["RR-001"]
    assert (tab.without_line.records, tab.without_line.isHidden()) == ([], True)
    assert "Nos últimos 6 meses, por linha: RR-001: 1" in tab.standing.text()
    assert tab.outcome.text() == (
        "Advertência escrita de 20/04/2026: linha RR-001 informada; conta para a linha RR-001 "
        "(Lei RR 664/2008, arts. 85 e 87, IV)."
    )


def test_only_who_instructs_the_processes_states_the_line(
    qtbot, admin_context, roles, tmp_path, open_area
):
    """The julgador sees the record without a line, the action disabled saying who states it
    (the service refuses anyone without the instruction of the processes)."""
    operator, julgador = rr_fined(admin_context, roles, tmp_path)
    delegated_lines(admin_context, tmp_path / "keys", operator, "RR-001")
    recorded_without_line(julgador, operator, "advertencia", WARNED_ON[0])
    area = open_area(OperatorsArea, at_day(julgador, WARNED_ON[1]), tmp_path / "keys")
    area.refresh()
    area.search_for(operator.legal_name)
    (button,) = area.rr_penalties.without_line.buttons
    assert not button.isEnabled()
    assert button.toolTip() == "Quem instrui os processos de penalidade informa a linha."
