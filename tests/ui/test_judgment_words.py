"""The julgador reads the engine's proposal in Portuguese and answers in Portuguese: the kind
of recidivism of Res. AGR 105/2017, art. 68 §§1-2 ('específica, +50%', never the engine's
code 'specific'), and the penalties typed with their accents ('multa, advertência'), as the
refusal itself words them — through the real Julgamento dialog on a real SQLite file."""

from datetime import date

import pytest
from PySide6.QtCore import QRect, Qt

from desktop.ui.sanctions.area import NoticesArea
from desktop.ui.widgets import dialogs
from tests.factories.clock import at_day
from tests.factories.notices import fine_77_xvi, new_operator, notify_by_autos, recorded_notice
from tests.factories.sanctions import ordinary_notified
from tests.factories.screens import cells_cut_short, launched


@pytest.fixture
def repeated_77_xvi(admin_context, roles, tmp_path):
    """77-XVI fined on 10/03/2026, then the same infraction on 10/04/2026 in an ordinary
    process (art. 81, II: the warning of art. 71, II is judged there)."""
    operator = new_operator(admin_context)
    first = recorded_notice(roles["fiscal"], tmp_path, operator.id, infraction_codes=("77-XVI",))
    notify_by_autos(roles["analista"], first.process_id, date(2026, 3, 10))
    fine_77_xvi(roles["julgador"], first.process_id, date(2026, 3, 23))
    return ordinary_notified(roles, tmp_path, operator.id, "77-XVI", day=date(2026, 4, 10))


def test_the_proposal_and_the_penalties_read_in_portuguese(
    qtbot, roles, repeated_77_xvi, open_area, tmp_path, dialog_driver
):
    area = open_area(NoticesArea, at_day(roles["julgador"], date(2026, 4, 27)), tmp_path / "keys")
    panel = area.process
    panel.load(repeated_77_xvi.id)
    seen = {}

    def decide(dialog):
        table = dialog.form.editor("penalties")
        seen["proposal"] = table.item(0, 1).text()
        seen["typed"] = table.item(0, 3).text()
        table.item(0, 3).setText("Multa, Advertência")
        dialog.form.editor("reason").setText("Reincidência específica comprovada.")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        seen["error"] = dialog.form.general_error.text()
        return dialog.result()

    dialog_driver.on("ActionDialog", decide)
    panel.buttons["judge"].click()
    assert "reincidência: específica, +50%" in seen["proposal"]
    assert "specific" not in seen["proposal"]
    assert seen["typed"] == "multa, advertência"
    assert seen["error"] == ""
    assert "Aguardando notificação da decisão" in panel.header.text()


def test_the_header_names_the_ordinary_process_with_its_accent(
    roles, repeated_77_xvi, open_area, tmp_path
):
    """Res. AGR 105/2017, art. 81, II: 'processo administrativo ordinário', not 'ordinario'."""
    area = open_area(NoticesArea, at_day(roles["analista"], date(2026, 4, 13)), tmp_path / "keys")
    area.process.load(repeated_77_xvi.id)
    assert "(ordinário)" in area.process.header.text()


@pytest.mark.parametrize("screen", [(1366, 728), (1024, 700)])
def test_the_julgador_reads_every_column_of_the_proposal_whole(
    qtbot, monkeypatch, roles, repeated_77_xvi, open_area, tmp_path, dialog_driver, screen
):
    """The proposal (amount, penalties, recidivism), the value, the penalties and the reason
    of a change, all on screen at the size the dialog opens at: no cell cut, no column behind
    a scroll bar (the dialog opened 520 pixels wide with 'R$ 2.864,39 …' and one row half
    hidden). On a 1366-pixel screen the proposal reads on one line (it wrapped to three in
    290 px); within 1024 pixels it wraps in its column."""
    available = QRect(0, 0, *screen)
    monkeypatch.setattr(dialogs, "available_area", lambda widget: available)
    area = open_area(NoticesArea, at_day(roles["julgador"], date(2026, 4, 27)), tmp_path / "keys")
    area.process.load(repeated_77_xvi.id)
    seen = {}

    def look(dialog):
        qtbot.waitExposed(dialog)
        table = dialog.form.editor("penalties")
        seen["cut"] = cells_cut_short(table)
        seen["hidden columns"] = table.horizontalScrollBar().maximum()
        seen["hidden rows"] = table.verticalScrollBar().maximum()
        seen["width"] = dialog.width()
        proposal = table.item(0, 1).text()
        seen["one line"] = table.columnWidth(1) > table.fontMetrics().horizontalAdvance(proposal)
        dialog.reject()

    dialog_driver.on("ActionDialog", lambda dialog: launched(dialog, look))
    area.process.buttons["judge"].click()
    assert seen["cut"] == []
    assert seen["hidden columns"] == 0 and seen["hidden rows"] == 0
    assert seen["width"] <= available.width() - dialogs.FRAME.width()
    assert seen["one line"] is (screen[0] == 1366)
