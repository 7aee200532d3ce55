"""Off-thread work: result on the GUI thread, progress shown, Cancel honoured."""

import gc
import threading

from PySide6.QtCore import QCoreApplication, Qt, QThread, QThreadPool
from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton, QWidget

from desktop.ui.widgets.operation import run_in_background
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


def test_a_task_nobody_keeps_still_runs(qtbot):
    """A refresh fired and forgotten (the caller drops the task it gets back) runs to its
    end and reports: a task is a reference cycle with its control, so only the cyclic
    garbage collector frees it — here once the work is done and before its result reaches
    the GUI thread, which would drop the result with the task. Held until it finishes, every
    result arrives (the Rede panel's F5 read nothing now and then)."""
    received = []
    for value in range(50):
        run_in_background(None, lambda _control, value=value: value, received.append, progress=None)
    QCoreApplication.processEvents()  # the pool takes the tasks
    QThreadPool.globalInstance().waitForDone()
    gc.collect()
    qtbot.waitUntil(lambda: len(received) == 50)
    assert sorted(received) == list(range(50))
