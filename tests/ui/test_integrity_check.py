"""The full check of the SQLite file runs off the GUI thread after the main window is shown;
a damaged page is told in a warning, an intact file says nothing."""

from PySide6.QtWidgets import QWidget

from desktop.models.database import Database
from desktop.models.engine import create_engine
from desktop.models.startup import open_database
from desktop.ui.integrity_check import check_in_background
from desktop.ui.widgets.worker import stop_tasks


def test_a_damaged_page_found_in_the_background_is_told(
    qtbot, dialog_driver, file_with_a_damaged_table_page
):
    database = open_database(f"sqlite:///{file_with_a_damaged_table_page}")
    window = QWidget()
    qtbot.addWidget(window)
    try:
        task = check_in_background(window, database)
        assert task is not None
        qtbot.waitUntil(lambda: bool(dialog_driver.seen), timeout=10000)
    finally:
        database.dispose()
    assert dialog_driver.seen == [("QMessageBox", "Banco de dados danificado")]
    assert "está danificado" in dialog_driver.messages[0]
    assert "restaure a cópia de segurança" in dialog_driver.messages[0]


def test_closing_the_application_stops_the_check_without_a_verdict(
    qtbot, dialog_driver, file_with_a_damaged_table_page
):
    """The clerk closes Balcão while the check reads a large file: it stops where it is
    (the application does not wait for every page) and, unfinished, warns of nothing."""
    database = open_database(f"sqlite:///{file_with_a_damaged_table_page}")
    window = QWidget()
    qtbot.addWidget(window)
    try:
        task = check_in_background(window, database)
        assert task is not None
        assert stop_tasks(timeout_s=10)
        with qtbot.waitSignals([task.cancelled, task.finished], timeout=10000):
            pass
    finally:
        database.dispose()
    assert dialog_driver.seen == []


def test_an_intact_file_is_checked_in_silence(qtbot, tmp_path):
    database = open_database(f"sqlite:///{tmp_path / 'balcao.sqlite3'}")
    window = QWidget()
    qtbot.addWidget(window)
    try:
        task = check_in_background(window, database)
        with qtbot.waitSignal(task.finished, timeout=10000):
            pass
    finally:
        database.dispose()


def test_postgresql_is_left_to_the_server(qtbot):
    engine = create_engine("postgresql+psycopg://balcao:x@127.0.0.1:1/balcao")
    try:
        assert check_in_background(QWidget(), Database(engine)) is None
    finally:
        engine.dispose()
