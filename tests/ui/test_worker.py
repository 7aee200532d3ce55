"""Off-thread work: result on the GUI thread, progress shown, Cancel honoured."""

import gc
import threading
import time
import weakref

from PySide6.QtCore import QCoreApplication, Qt, QThread, QThreadPool
from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton, QWidget

from desktop.ui.widgets.operation import run_in_background
from desktop.ui.widgets.worker import run_task, stop_tasks


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


def test_work_reporting_behind_its_dialog_hands_over_its_result_and_its_end(qtbot):
    """A task behind a progress dialog that reports as it goes (the demo office's build, a
    batch of documents): its result and its end reach the GUI thread every time. The task
    used to be deleted as its end arrived, and with the dialog repainting on each report the
    queued result and end were lost now and then: `balcao --demo` waited forever after
    building the office."""

    def work(control):
        for step in range(30):
            control.report(step, 30)
            began = time.perf_counter()
            while time.perf_counter() - began < 0.02:  # busy, as a build holding the GIL
                pass
        return "feito"

    for _ in range(3):
        received, ended = [], []
        task = run_in_background(None, work, received.append, progress="Criando o escritório…")
        task.finished.connect(lambda ended=ended: ended.append(True))
        qtbot.waitUntil(lambda ended=ended: bool(ended), timeout=15_000)
        assert received == ["feito"]


def test_a_finished_task_is_let_go(qtbot):
    """Once its end has reached every slot, nothing holds a task any more, with or without
    a progress dialog: a day of readings does not pile up finished tasks."""
    ended = []
    held = []
    for value in range(20):
        task = run_in_background(
            None,
            lambda _control, value=value: value,
            None,
            progress="Lendo…" if value % 2 else None,
        )
        task.finished.connect(lambda: ended.append(True))
        held.append(weakref.ref(task))
    del task
    qtbot.waitUntil(lambda: len(ended) == 20)
    QThreadPool.globalInstance().waitForDone()
    qtbot.wait(50)
    gc.collect()
    assert [i for i, ref in enumerate(held) if ref() is not None] == []


def test_closing_stops_the_work_under_way_and_waits_for_it(qtbot):
    """After the event loop ends (the window closed), the work still running is asked to stop
    and waited for, before the database closes; a task queued and not begun never begins."""
    began = threading.Event()
    seen = []

    def long_work(control):
        began.set()
        while not control.cancelled:
            threading.Event().wait(0.01)
        seen.append("stopped when asked")

    def queued_work(control):
        seen.append("queued one ran")

    pool = QThreadPool.globalInstance()
    run_in_background(None, long_work, lambda _: None, progress=None)
    QCoreApplication.processEvents()  # the pool takes it
    assert began.wait(10)
    threads = pool.maxThreadCount()
    pool.setMaxThreadCount(1)  # the next one has to queue behind it
    try:
        run_in_background(None, queued_work, lambda _: None, progress=None)
        QCoreApplication.processEvents()
        assert stop_tasks(timeout_s=10) is True
    finally:
        pool.setMaxThreadCount(threads)
    assert seen == ["stopped when asked"]
    assert pool.activeThreadCount() == 0


def test_work_that_does_not_stop_in_time_is_logged_and_not_waited_for(qtbot, caplog):
    release = threading.Event()
    began = threading.Event()

    def deaf_work(control):
        began.set()
        release.wait(10)

    run_in_background(None, deaf_work, lambda _: None, progress=None)
    QCoreApplication.processEvents()
    assert began.wait(10)
    try:
        assert stop_tasks(timeout_s=0.2) is False
    finally:
        release.set()
        QThreadPool.globalInstance().waitForDone()
    assert "Trabalho em segundo plano ainda em andamento após 0.2 s" in caplog.text
