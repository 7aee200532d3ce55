"""LatestReading (desktop/ui/widgets/latest.py): of the readings of one view, only the
latest's outcome reaches it; the one before is cancelled, and its refusal is not shown."""

import threading

from PySide6.QtCore import QCoreApplication, QThreadPool
from PySide6.QtWidgets import QWidget

from desktop.services.errors import Conflict
from desktop.ui.widgets.latest import LatestReading


def test_an_older_reading_that_fails_last_is_neither_shown_nor_refused(qtbot):
    view = QWidget()
    qtbot.addWidget(view)
    reading = LatestReading(view)
    shown, refused, controls = [], [], []
    started, release = threading.Event(), threading.Event()

    def older(control):
        controls.append(control)
        started.set()
        release.wait()
        raise Conflict("O registro mudou enquanto era lido.")

    reading.run(older, shown.append, refused=refused.append)
    qtbot.waitUntil(started.is_set)
    with qtbot.waitSignal(reading.run(lambda control: "nova", shown.append).succeeded):
        pass
    assert shown == ["nova"]
    assert controls[0].cancelled

    release.set()
    QThreadPool.globalInstance().waitForDone()
    QCoreApplication.processEvents()  # what the older reading sent before it ended
    assert shown == ["nova"] and refused == []


def test_a_reading_dropped_before_it_ends_reaches_nothing(qtbot):
    view = QWidget()
    qtbot.addWidget(view)
    reading = LatestReading(view)
    shown = []
    release = threading.Event()
    task = reading.run(lambda control: release.wait() and "antiga", shown.append)
    reading.drop()
    with qtbot.waitSignal(task.finished):
        release.set()
    assert shown == []
