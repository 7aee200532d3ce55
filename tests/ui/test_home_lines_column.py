"""Início > Linhas at 1366×728 in both demo offices: the "Linha" and "Operador" columns read
whole, and only "O quê", the descriptive one, takes the width left (it wraps there). The
long "O quê" of a late communication (Lei RR 664/2008, art. 56; Decreto 8.444/2015,
art. 24) took the whole table, the line squeezed to "RR-001 — Boa …" under a header
reading "inha"."""

import pytest

from tests.factories.demo import demo_window
from tests.ui.screen_fit import cut_texts

LINE, WHAT, OPERATOR = 1, 2, 3


@pytest.mark.parametrize("state", ["RR", "GO"])
def test_the_line_and_operator_columns_read_whole(qapp, qtbot, demo_offices, state):
    with demo_window(qtbot, demo_offices[state]) as window:
        home = window.show_area("home")
        home.lists.setCurrentIndex(3)
        table = home.delegations
        qtbot.waitUntil(lambda: table.rowCount() > 0)
        qapp.processEvents()
        assert cut_texts(table, LINE) == []
        assert cut_texts(table, OPERATOR) == []
        # What is left goes to the description, on screen.
        assert table.horizontalHeader().length() <= table.viewport().width()
