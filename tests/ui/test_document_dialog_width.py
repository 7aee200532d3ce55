"""Registrar documento recebido fits a 1024-pixel screen: its combo listed the checklist's
long titles (up to 130 characters) at their full width, so the dialog asked for 1141 pixels
and a narrow screen cut the choice. The combo now shows the start of the choice; the popup
lists every title whole and the tip reads the choice whole."""

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QComboBox, QDialog

from desktop.ui.widgets import dialogs
from tests.factories.demo import admin_of
from tests.factories.demo_pages import area_page, open_from

NARROW = QRect(0, 0, 1024, 700)


def test_the_received_document_dialog_fits_1024_pixels(qtbot, demo_offices, monkeypatch):
    monkeypatch.setattr(dialogs, "available_area", lambda widget: NARROW)
    seen: list = []

    def launch(dialog: QDialog) -> int:
        if dialog.windowTitle() == "Registrar documento recebido":
            dialog.show()
            kind = dialog.form.findChild(QComboBox)
            titles = [kind.itemText(index) for index in range(kind.count())]
            longest = max(kind.fontMetrics().horizontalAdvance(title) for title in titles)
            seen.append(
                {
                    "wanted": dialog.sizeHint().width() + dialogs.FRAME.width(),
                    "popup_whole": kind.view().minimumWidth() >= longest,
                    "tips": [
                        kind.itemData(index, Qt.ItemDataRole.ToolTipRole)
                        for index in range(kind.count())
                    ]
                    == titles,
                    "tip": kind.toolTip() == kind.currentText(),
                }
            )
        dialog.close()
        dialog.deleteLater()
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(dialogs, "launch", launch)
    with admin_of(demo_offices["GO"]) as ctx:
        page = area_page(ctx, demo_offices["GO"], "operators")
        qtbot.addWidget(page)
        page.resize(1366, 700)
        page.show()
        open_from(page, ctx, "&Registrar documento recebido…", seen)
        page.close()
    assert len(seen) == 1
    assert seen[0]["wanted"] <= NARROW.width(), seen[0]["wanted"]
    assert {key: value for key, value in seen[0].items() if key != "wanted"} == {
        "popup_whole": True,
        "tips": True,
        "tip": True,
    }
