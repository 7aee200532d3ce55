"""Off-thread work: result on the GUI thread, progress shown, Cancel honoured."""

import threading

from PySide6.QtCore import Qt, QThread
from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton, QWidget

from desktop.ui.widgets.worker import run_task


def test_result_arrives_on_the_gui_thread(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    threads = {}

    def work(control):
        threads["work"] = QThread.currentThread()
        for step in range(3):
            control.report(step + 1, 3)
        return sum(range(10))

    received = []

    def on_done(value):
        threads["done"] = QThread.currentThread()
        received.append(value)

    run_task(parent, "Somando", work, on_done)
    qtbot.waitUntil(lambda: bool(received))
    assert received == [45]
    assert threads["done"] is QApplication.instance().thread()
    assert threads["work"] is not threads["done"]


def test_cancel_button_stops_the_work(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()
    release = threading.Event()
    outcomes = []

    def work(control):
        control.report(1, 10)
        release.wait(10)
        control.check()
        outcomes.append("kept going")
        return "done"

    task = run_task(parent, "Imprimindo lote", work, outcomes.append)
    progress = parent.findChild(QProgressDialog, "task_progress")
    qtbot.waitUntil(lambda: progress.maximum() == 10 and progress.value() == 1)
    cancel_button = progress.findChild(QPushButton)
    assert cancel_button.text() == "Cancelar"
    with qtbot.waitSignal(task.cancelled):
        qtbot.mouseClick(cancel_button, Qt.MouseButton.LeftButton)
        release.set()
    assert outcomes == []


def test_error_comes_back_to_the_caller(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    errors = []

    def work(control):
        raise ValueError("arquivo ilegível")

    run_task(parent, "Importando", work, lambda value: None, errors.append)
    qtbot.waitUntil(lambda: bool(errors))
    assert [str(error) for error in errors] == ["arquivo ilegível"]
