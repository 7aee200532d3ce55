"""Início lists the Goiás lines whose monthly statistics are late (Decreto 8.444/2015,
art. 19 §2º: due by the 30th of the following month); Enter opens the line in Linhas."""

from datetime import date

from PySide6.QtCore import Qt

from desktop.services.lines.delegations import record_delegation
from desktop.services.lines.register import create_line
from desktop.services.lines.statistics import record_statistics
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, departure, fleet
from tests.factories.lines import go_line, month, termo
from tests.factories.screens import home_for, table_rows


def test_late_statistics_listed_and_opening_the_line(qtbot, admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, _ = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    line = create_line(ctx, go_line())
    record_delegation(ctx, line.id, termo(operator.id, signed_on=date(2026, 2, 10)))
    record_statistics(ctx, line.id, month(date(2026, 3, 1)))
    page, navigator = home_for(qtbot, ctx, keys)
    # On 15/06/2026: February (due 30/03) and April (due 30/05) are late, March was given.
    assert table_rows(page.late_lines) == [
        ["GO-0101 — Goiânia — Pirenópolis", "02/2026, 04/2026", operator.legal_name]
    ]
    assert page.lists.tabText(4) == "&Estatísticas (1)"
    page.lists.setCurrentIndex(4)
    with qtbot.waitSignal(navigator.open_record) as opened:
        page.late_lines.setCurrentCell(0, 0)
        qtbot.keyClick(page.late_lines, Qt.Key.Key_Return)
    assert opened.args == ["lines", line.id]
