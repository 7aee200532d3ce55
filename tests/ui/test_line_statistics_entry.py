"""A month's statistics typed in Linhas on a real SQLite file (Decreto 8.444/2015, art. 19
§2º): Ctrl+M opens the dialog, a month not yet over is refused next to the field naming the
article with nothing written, the month given leaves the late months in the tab's caption."""

from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit
from sqlalchemy import func, select

from desktop.models.lines import LineTripCount
from desktop.services.lines.delegations import record_delegation
from desktop.services.lines.register import create_line
from desktop.ui.lines.area import LinesArea
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, departure, fleet
from tests.factories.lines import go_line, termo
from tests.factories.spreadsheets import csv_bytes


def line_on_screen(open_area, admin_context, tmp_path):
    """GO-0101 delegated from 10/04/2026, open in Linhas on 15/06/2026."""
    keys = tmp_path / "keys"
    operator, _ = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    line = create_line(ctx, go_line())
    record_delegation(ctx, line.id, termo(operator.id, signed_on=date(2026, 4, 10)))
    area = open_area(LinesArea, ctx, keys)
    area.load(line.id)
    return area


def test_statistics_typed_from_the_keyboard(
    qtbot, open_area, admin_context, tmp_path, database, dialog_driver
):
    area = line_on_screen(open_area, admin_context, tmp_path)
    caption = area.statistics.caption.text()
    assert "art. 19 §2º" in caption and "Em atraso: 04/2026." in caption

    def fill(dialog):
        month = dialog.form.editor("month")
        assert month.text() == "05/2026"  # the month before today's, proposed
        month.selectAll()
        qtbot.keyClicks(month, "06/2026")
        qtbot.keyClicks(dialog.form.editor("passengers"), "1.520")
        qtbot.keyClicks(dialog.form.editor("sales"), "68.400,00")
        qtbot.keyClicks(dialog.form.editor("km"), "15360")
        qtbot.keyClicks(dialog.form.editor("reference"), "Boletim 04/2026")
        dialog.try_submit()
        assert "ainda não terminou" in dialog.form.error_of("month")
        assert "art. 19 §2º" in dialog.form.error_of("month")
        with database.read() as session:
            assert session.scalar(select(func.count()).select_from(LineTripCount)) == 0
        month.selectAll()
        qtbot.keyClicks(month, "04/2026")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    qtbot.keyClick(area, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert area.tabs.currentWidget() is area.statistics
    assert area.statistics.table.item(0, 0).text() == "04/2026"
    assert area.statistics.table.item(0, 1).text() == "1520"
    assert area.statistics.table.item(0, 2).text() == "R$\xa068.400,00"
    assert "Em atraso" not in area.statistics.caption.text()
    assert "Prazo: 30/05/2026" in area.statistics.details.text()


def test_statistics_imported_with_row_errors_under_the_file(
    qtbot, open_area, admin_context, tmp_path, database, dialog_driver
):
    area = line_on_screen(open_area, admin_context, tmp_path)
    bad = tmp_path / "boletins.csv"
    bad.write_bytes(csv_bytes(["linha;mes;passageiros;vendas", "GO-0101;04/2026;-3;100,00"]))
    good = tmp_path / "abril.csv"
    good.write_bytes(csv_bytes(["linha;mes;passageiros;vendas", "GO-0101;04/2026;1480;66.600"]))

    def fill(dialog):
        file = dialog.form.editor("file").findChild(QLineEdit)
        qtbot.keyClicks(file, str(bad))
        qtbot.keyClicks(dialog.form.editor("reference"), "Oficio 9/2026")
        dialog.try_submit()
        error = dialog.form.error_of("file")
        assert "Nada foi importado." in error
        assert "Linha 2: passageiros: Informe um número inteiro." in error
        with database.read() as session:
            assert session.scalar(select(func.count()).select_from(LineTripCount)) == 0
        file.clear()
        qtbot.keyClicks(file, str(good))
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    qtbot.keyClick(
        area, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert area.tabs.currentWidget() is area.statistics
    assert area.statistics.table.item(0, 0).text() == "04/2026"
    assert area.statistics.table.item(0, 1).text() == "1480"
