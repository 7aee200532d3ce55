"""pt-BR translations: the application's own .qm and Qt's (so buttons say "Cancelar")."""

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from desktop.resources import resource_path

LOCALE_NAME = "pt_BR"
CATALOGUE = "balcao_pt_BR"


def catalogue_path(suffix: str) -> str:
    return str(resource_path("i18n", f"{CATALOGUE}.{suffix}"))


def install_translators(app: QApplication) -> list[QTranslator]:
    """Load Qt's and Balcão's pt-BR catalogues; returns them (the app must keep them alive)."""
    QLocale.setDefault(QLocale(QLocale.Language.Portuguese, QLocale.Country.Brazil))
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    installed = []
    for name, folder in (("qtbase_pt_BR", qt_folder), (CATALOGUE, str(resource_path("i18n")))):
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            installed.append(translator)
    return installed
