"""Refreshes docs/screenshots/ (issue 17): every area of the demonstration office and its
new-record form at 1366×768 less the Windows taskbar, drawn offscreen, signed in as the
demo's first user (the administrator, who sees every area); and the drafts offered at the
start after a crash (issue 17 §5).

    python scripts/screenshots.py [FOLDER]      (default: docs/screenshots)
"""

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QThreadPool, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from desktop.app import prepare_application, release_application  # noqa: E402
from desktop.demo.office import build_demo  # noqa: E402
from desktop.models.startup import open_database  # noqa: E402
from desktop.services.context import ServiceContext  # noqa: E402
from desktop.services.office.setup_records import load_office
from desktop.services.office.users import authenticate  # noqa: E402
from desktop.ui.drafts_dialog import DraftsDialog  # noqa: E402
from desktop.ui.main_window import MainWindow  # noqa: E402
from desktop.ui.widgets.drafts import drafts_left, wait_for_drafts  # noqa: E402

SIZE = (1366, 728)


def settle(app: QApplication) -> None:
    """What the screen read off the GUI thread (Início's counts, a list's pages) on screen
    and laid out before it is taken: the pool's work done, then a moment of the event loop
    for the results it posted and the layout they ask for."""
    QThreadPool.globalInstance().waitForDone(30_000)
    loop = QEventLoop()
    QTimer.singleShot(300, loop.quit)
    loop.exec()


def shoot(window: MainWindow, app: QApplication, target: Path) -> list[Path]:
    saved = []
    for area in window.areas:
        page = window.show_area(area.key)
        settle(app)
        saved.append(target / f"{area.key}.png")
        window.grab().save(str(saved[-1]))
        bar = getattr(page, "action_bar", None)
        if bar is not None and "new" in bar.actions_ and bar.actions_["new"].isEnabled():
            bar.actions_["new"].trigger()
            settle(app)
            saved.append(target / f"{area.key}_new.png")
            window.grab().save(str(saved[-1]))
    return saved


def shoot_drafts(window: MainWindow, app: QApplication, target: Path) -> Path:
    """A half-typed new vehicle kept as a draft, and the dialog offering it back."""
    vehicles = window.show_area("vehicles")
    vehicles.new_vehicle()
    vehicles.form.make.setText("Marcopolo")
    vehicles.form.model.setText("Paradiso 1200")
    vehicles.drafts.keep()
    wait_for_drafts()
    dialog = DraftsDialog(window.ctx, drafts_left(window.ctx), lambda draft: None, window)
    dialog.show()
    app.processEvents()
    saved = target / "drafts_offer.png"
    dialog.grab().save(str(saved))
    dialog.close()
    vehicles.discard()
    wait_for_drafts()
    return saved


def main(folder: str = "docs/screenshots") -> int:
    target = Path(folder)
    target.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    prepare_application(app)
    with tempfile.TemporaryDirectory(prefix="balcao-screenshots-") as directory:
        demo = build_demo(Path(directory))
        database = open_database(demo.database_url)
        user = demo.users[0]
        actor = authenticate(database, user.username, user.password)
        window = MainWindow(ServiceContext(database, actor, load_office(database)), demo.key_dir)
        window.resize(*SIZE)
        window.show()
        for path in shoot(window, app, target):
            print(path)
        print(shoot_drafts(window, app, target))
        window.close()
        database.dispose()
    release_application(app)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
