"""pt-BR for what Qt itself writes (standard buttons say "Cancelar", "&Sim"; the file and
print dialogs, the calendar popup): Qt's own pt_BR catalogue and the pt_BR locale.

Balcão has no catalogue of its own: every user-visible string is written in Portuguese
where it is used, in the screens, the services and the documents alike (see the README,
"Language").
"""

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

QT_CATALOGUE = "qtbase_pt_BR"


def install_translators(app: QApplication) -> list[QTranslator]:
    """Sets the pt-BR locale and loads Qt's pt-BR catalogue; returns the translators
    installed (the application must keep them alive)."""
    QLocale.setDefault(QLocale(QLocale.Language.Portuguese, QLocale.Country.Brazil))
    translator = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if not translator.load(QT_CATALOGUE, folder):
        return []
    app.installTranslator(translator)
    return [translator]
