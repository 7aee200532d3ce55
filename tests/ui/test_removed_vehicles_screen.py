"""The removed vehicles tab (Res. AGR 105/2017, art. 73 §5): the vehicle longest in the
depot first, with its days there (art. 74) and the §6 limit; Enter opens its process."""

import dataclasses
from datetime import date

from PySide6.QtCore import Qt

from desktop.ui.sanctions.area import NoticesArea
from tests.factories.clock import at_day
from tests.factories.notices import new_operator
from tests.factories.process_acts import offered
from tests.factories.sanctions import removal


def test_the_priority_list_opens_the_process(
    qtbot, admin_context, context_for, tmp_path, open_area
):
    operator = new_operator(admin_context)
    fiscal = context_for("fiscal")
    removal(fiscal, tmp_path, operator.id, date(2026, 3, 12), "75-I", "II", "BBB2B22")
    removal(fiscal, tmp_path, operator.id, date(2026, 3, 10), "78-III", "I", "AAA1A11")
    analista = at_day(context_for("analista"), date(2026, 3, 20))
    area = open_area(NoticesArea, analista, tmp_path / "keys")
    tab = area.tabs.indexOf(area.removed)
    assert area.tabs.tabText(tab) == "Veículos removidos"
    area.tabs.setCurrentIndex(tab)
    table = area.removed.table
    assert table.rowCount() == 2
    # art. 74: the daily fees owed if released today, 10/03 to 19/03 (the release day free).
    first = [table.item(0, column).text() for column in range(4)]
    assert first == ["AAA1A11", "10/03/2026", "10", "09/04/2026 (20 dia(s))"]
    assert [table.item(1, column).text() for column in range(4)] == [
        "BBB2B22",
        "12/03/2026",
        "8",
        "",
    ]
    assert "art. 73, § 5º" in area.removed.summary.text()
    assert "Res. AGR 105/2017, art. 73 §5" in table.item(0, 0).toolTip()
    process_number = table.item(0, 5).text()
    table.setCurrentCell(0, 0)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert area.tabs.currentWidget() is area.process
    qtbot.waitUntil(lambda: process_number in area.process.header.text())


def test_a_roraima_office_has_neither_the_list_nor_the_act_term(
    admin_context, context_for, tmp_path, open_area
):
    # Removal to a depot and the minimum term of art. 93 §8 are Res. AGR 105/2017 (Goiás).
    rr = dataclasses.replace(admin_context.office, jurisdiction="RR")
    analista = dataclasses.replace(context_for("analista"), office=rr)
    area = open_area(NoticesArea, analista, tmp_path / "keys")
    assert area.tabs.indexOf(area.removed) == -1
    assert not offered(area.process, "act_term")
