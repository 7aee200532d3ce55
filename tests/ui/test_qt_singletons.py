"""PySide6 6.12 on CPython 3.11 takes one reference to None away on every Qt call returning
nothing; without `desktop.singletons.keep_alive` the process died ("Fatal Python error:
none_dealloc") after some 60,000 calls — a working day of typing in masked fields."""

import subprocess
import sys

CALLS = """
import os
os.environ["QT_QPA_PLATFORM"] = "offscreen"
{prelude}
from PySide6.QtWidgets import QApplication, QCheckBox, QLineEdit
app = QApplication([])
line, box = QLineEdit(), QCheckBox()
for _ in range(100_000):
    line.setText("1")
    box.setChecked(box.isChecked())
print("ok")
"""


def run(prelude: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", CALLS.format(prelude=prelude)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_a_day_of_qt_calls_does_not_kill_the_application():
    result = run("import desktop")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"
