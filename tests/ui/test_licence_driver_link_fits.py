"""The driver's document of art. 47 (Res. AGR 105/2017) reads whole in the licence request
at 1366 pixels: every choice, the ata of art. 47, III the longest."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionComboBox

from desktop.rules.choices import DriverLink
from desktop.ui.licences.area import LicencesArea


def test_every_driver_link_reads_whole_at_1366(qtbot, admin_context, tmp_path, open_area):
    area = open_area(LicencesArea, admin_context, tmp_path / "keys")
    combo = area.form.drivers_box.link
    assert combo.isVisible()
    shown = {}
    for index in range(combo.count()):
        combo.setCurrentIndex(index)
        option = QStyleOptionComboBox()
        combo.initStyleOption(option)
        field = combo.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
        )
        shown[combo.currentText()] = (
            combo.fontMetrics().horizontalAdvance(combo.currentText()) <= field.width()
        )
    assert shown == dict.fromkeys(DriverLink.labels().values(), True)
    # Tab reads the rows as they are laid out: the CPF, the link's own row, then the CNH.
    box = area.form.drivers_box
    box.cpf.setFocus()
    qtbot.waitUntil(box.cpf.hasFocus)
    walked = []
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        walked.append(QApplication.focusWidget().objectName())
    assert walked == ["driver_link", "driver_cnh", "driver_link_reference"]
