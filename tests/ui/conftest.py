"""Helpers of the UI tests."""

import pytest


@pytest.fixture
def show_active(qtbot):
    """Show a top-level widget and wait until it is the active window (keyboard focus)."""

    def show(widget):
        with qtbot.waitActive(widget):
            widget.show()
            widget.activateWindow()
        return widget

    return show
