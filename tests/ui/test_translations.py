"""The pt-BR catalogue: up to date with the sources, loaded at start with Qt's own."""

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from desktop.ui import translation_catalogue as catalogue
from desktop.ui.translations import catalogue_path, install_translators


def test_committed_catalogue_matches_the_sources(tmp_path):
    fresh_ts = tmp_path / "fresh.ts"
    fresh_qm = tmp_path / "fresh.qm"
    catalogue.regenerate(fresh_ts, fresh_qm)
    committed = catalogue.messages(Path(catalogue_path("ts")))
    fresh = catalogue.messages(fresh_ts)
    assert fresh - committed == set(), "run: python -m desktop.ui.translation_catalogue"
    assert committed - fresh == set(), "run: python -m desktop.ui.translation_catalogue"
    assert any(source == "Novo operador (Ctrl+N)" for _, source, _ in fresh)
    assert Path(catalogue_path("qm")).read_bytes() == fresh_qm.read_bytes()


def test_catalogues_are_installed_and_qt_buttons_speak_portuguese(qtbot):
    app = QApplication.instance()
    translators = install_translators(app)
    try:
        assert len(translators) == 2
        assert translators[1].translate("OperatorsArea", "Salvar (Ctrl+S)") == "Salvar (Ctrl+S)"
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Cancel | QDialogButtonBox.StandardButton.Yes
        )
        qtbot.addWidget(box)
        assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "Cancelar"
        assert box.button(QDialogButtonBox.StandardButton.Yes).text() == "&Sim"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"
    finally:
        for translator in translators:
            app.removeTranslator(translator)
