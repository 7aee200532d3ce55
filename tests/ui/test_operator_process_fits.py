"""Operadores › Processo on the clerk's 1366×728 screen, in both demonstration offices: the
documents issued for the operator (comprovante, CRC...) and their Visualizar / imprimir are
in view beside the process, not under the screen's edge; the area does not run past it."""

import pytest

from tests.factories.demo import demo_window
from tests.ui.screen_fit import window_rect


@pytest.mark.parametrize("state", ["GO", "RR"])
def test_the_issued_documents_are_in_view_at_1366(qapp, qtbot, demo_offices, state):
    with demo_window(qtbot, demo_offices[state]) as window:
        page = window.show_area("operators")
        page.list_view.selectRow(0)
        page.tabs.setCurrentWidget(page.process)
        qapp.processEvents()
        holder = window.holders["operators"]
        assert holder.verticalScrollBar().maximum() == 0
        shown = window_rect(holder.viewport())
        documents = page.process.printout_list
        assert documents.count() > 0
        assert shown.contains(window_rect(documents))
        assert shown.contains(window_rect(page.process.open_button))
        # The list shows at least its first two documents whole.
        assert documents.viewport().height() >= 2 * documents.sizeHintForRow(0)
