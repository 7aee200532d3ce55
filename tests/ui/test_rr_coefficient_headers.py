"""Operadores > Penalidades of the Roraima demo at 1366×728: every header of the infraction
coefficients (Lei RR 664/2008, art. 84, II and sole §) reads whole, whatever the length of
the line's name. Each column fitted to its contents, a long name pushed "Advertência
(≥ 0,10)" past the table's right edge; the name now takes the width left (its whole text
in the tooltip) and the short columns keep theirs."""

import uuid
from decimal import Decimal

from desktop.services.lines.trips_records import LineCoefficient
from tests.factories.demo import demo_window
from tests.factories.screens import rr_penalties_shown
from tests.factories.tips import tooltip_of
from tests.ui.screen_fit import cut_texts

LONG_NAME = "Boa Vista — Mucajaí — Caracaraí — Rorainópolis — São João da Baliza (alternativo)"


def test_every_header_reads_whole_beside_a_long_line_name(qapp, qtbot, demo_offices):
    with demo_window(qtbot, demo_offices["RR"]) as window:
        coefficients = rr_penalties_shown(qtbot, window)
        table = coefficients.table
        qtbot.waitUntil(lambda: table.isVisible() and table.rowCount() > 0)
        row = LineCoefficient(uuid.uuid4(), "RR-A09", LONG_NAME, 3, 20, Decimal("0.15"), True)
        coefficients._show([row])
        qapp.processEvents()
        for column in range(table.columnCount()):
            cut = cut_texts(table, column)
            assert cut[:1] != [table.horizontalHeaderItem(column).text()], cut
        for column in range(1, table.columnCount()):
            assert cut_texts(table, column) == []
        assert table.horizontalHeader().length() <= table.viewport().width()
        assert tooltip_of(qtbot, table, 0, 0) == f"RR-A09 {LONG_NAME}"
