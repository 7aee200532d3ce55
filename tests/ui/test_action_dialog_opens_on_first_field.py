"""A dialog of an action opens on its first field (issue 17 §8: reading order is Tab
order): a Roraima clerk presses Ctrl+R on a line and types the change asked straight away.
The fields are added after the dialog made its OK button, and Qt gave the focus to the first
widget made: the dialog opened on Protocolar, and Tab went to Cancelar before any field."""

from PySide6.QtCore import Qt

from tests.factories.screens import rr_line_record


def test_the_change_request_opens_on_its_first_field(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    area = rr_line_record(open_area, admin_context, tmp_path)
    seen = {}

    def type_first(dialog):
        with qtbot.waitActive(dialog):
            dialog.show()
            dialog.activateWindow()
        seen["focused"] = dialog.focusWidget()
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        qtbot.keyClicks(dialog.focusWidget(), "2026/0042")
        seen["kind"] = dialog.form.editor("kind")
        seen["protocol"] = dialog.form.editor("protocol").text()
        dialog.reject()
        return dialog.result()

    dialog_driver.on("ActionDialog", type_first)
    qtbot.keyClick(area, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert [title for _kind, title in dialog_driver.seen] == ["Pedido de alteração da linha RR-010"]
    assert seen["focused"] is seen["kind"]
    assert seen["protocol"] == "2026/0042"
