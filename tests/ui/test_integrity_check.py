"""The full check of the SQLite file runs off the GUI thread after the main window is shown;
a damaged page is told in a warning, an intact file says nothing."""

import pytest
from PySide6.QtWidgets import QWidget

from desktop.models.database import Database
from desktop.models.engine import create_engine
from desktop.models.startup import open_database
from desktop.ui.integrity_check import check_in_background
from desktop.ui.widgets.worker import stop_tasks


@pytest.fixture
def damaged_office(qtbot, file_with_a_damaged_table_page):
    """A window over an office whose file has a damaged page only the full check reads."""
    database = open_database(f"sqlite:///{file_with_a_damaged_table_page}")
    window = QWidget()
    qtbot.addWidget(window)
    yield window, database
    database.dispose()


def test_a_damaged_page_found_in_the_background_is_told(qtbot, dialog_driver, damaged_office):
    task = check_in_background(*damaged_office)
    assert task is not None
    qtbot.waitUntil(lambda: bool(dialog_driver.seen), timeout=10000)
    assert dialog_driver.seen == [("QMessageBox", "Banco de dados danificado")]
    assert "está danificado" in dialog_driver.messages[0]
    assert "restaure a cópia de segurança" in dialog_driver.messages[0]


def test_closing_the_application_stops_the_check_without_a_verdict(
    qtbot, dialog_driver, damaged_office
):
    """The clerk closes Balcão while the check reads a large file: it stops where it is
    (the application does not wait for every page) and, unfinished, warns of nothing."""
    task = check_in_background(*damaged_office)
    assert task is not None
    assert stop_tasks(timeout_s=10)
    with qtbot.waitSignals([task.cancelled, task.finished], timeout=10000):
        pass
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
