"""What Qt itself writes is Portuguese: its pt_BR catalogue is loaded at start."""

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from desktop.ui.translations import install_translators


def test_qt_buttons_speak_portuguese(qtbot):
    app = QApplication.instance()
    translators = install_translators(app)
    try:
        assert len(translators) == 1
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Cancel | QDialogButtonBox.StandardButton.Yes
        )
        qtbot.addWidget(box)
        assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "Cancelar"
        assert box.button(QDialogButtonBox.StandardButton.Yes).text() == "&Sim"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"
        assert QLocale().name() == "pt_BR"
    finally:
        for translator in translators:
            app.removeTranslator(translator)
