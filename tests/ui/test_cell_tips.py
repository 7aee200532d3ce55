"""A cell whose text the table cuts shows the whole text in its tooltip, in every table of
the application (`desktop.ui.widgets.cell_tips`): the long descriptions of Início's "Prazos
da AGR" were cut with no tooltip. A cell read whole gets none; a cell with its own tooltip
keeps it after the whole text."""

from datetime import date

from PySide6.QtWidgets import QTableWidget, QVBoxLayout, QWidget

from desktop.services.complaints.inspection import notify_operator
from desktop.ui.vehicles.tabs import RecordTable
from desktop.ui.widgets.cell_tips import is_elided
from desktop.ui.widgets.tables import fill_table, read_only_table
from tests.factories.clock import at_day
from tests.factories.notices import new_operator
from tests.factories.screens import home_for
from tests.factories.tips import tooltip_of

LONG = (
    "Notificação de fiscalização complementar (Res. AGR 105/2017, art. 60 §2): livros de "
    "viagens de maio, de junho e de julho, com as relações de passageiros de cada viagem"
)


def shown_table(qtbot, rows) -> tuple[QWidget, QTableWidget]:
    """The table in a window 500 pixels wide (kept by the test while it runs)."""
    holder = QWidget()
    qtbot.addWidget(holder)
    table = read_only_table("cells", ["Prazo", "O quê"], (1,), holder)
    QVBoxLayout(holder).addWidget(table)
    fill_table(table, rows)
    holder.resize(500, 300)
    holder.show()
    qtbot.waitExposed(holder)
    return holder, table


def test_a_cut_cell_shows_its_whole_text_and_a_whole_one_none(qtbot):
    rows = [("08/06/2026", LONG), ("11/06/2026", "Cobrança indevida.")]
    _holder, table = shown_table(qtbot, rows)
    model = table.model()
    assert is_elided(table, model.index(0, 1))
    assert not is_elided(table, model.index(1, 1))
    assert not is_elided(table, model.index(0, 0))
    assert tooltip_of(qtbot, table, 0, 1) == LONG


def test_a_cells_own_tooltip_follows_the_whole_text(qtbot):
    _holder, table = shown_table(qtbot, [("08/06/2026", LONG)])
    table.item(0, 1).setToolTip("Res. AGR 105/2017, art. 77, XII")
    assert tooltip_of(qtbot, table, 0, 1) == f"{LONG}\nRes. AGR 105/2017, art. 77, XII"


def test_the_late_information_of_inicio_reads_whole_in_its_tooltip(qtbot, admin_context, tmp_path):
    operator = new_operator(admin_context)
    ctx = at_day(admin_context, date(2026, 8, 15))
    notify_operator(ctx, operator.id, date(2026, 8, 3), LONG.split(": ", 1)[1], 3)
    page, _ = home_for(qtbot, ctx, tmp_path / "keys")
    page.resize(1366 - 180, 500)
    page.lists.setCurrentWidget(page.late)
    page.show()
    qtbot.waitExposed(page)
    whole = page.late.item(0, 1).text()
    assert is_elided(page.late, page.late.model().index(0, 1))
    assert tooltip_of(qtbot, page.late, 0, 1) == whole


def test_a_vehicle_record_table_shows_a_tooltip_only_on_a_cut_cell(qtbot):
    """The vehicle's tabs repeated every cell's text in its tooltip."""
    holder = QWidget()
    qtbot.addWidget(holder)
    table = RecordTable("events", ["Data", "Evento"], holder)
    QVBoxLayout(holder).addWidget(table)
    table.fill([["08/06/2026", LONG], ["11/06/2026", "Vistoria"]])
    holder.resize(500, 300)
    holder.show()
    qtbot.waitExposed(holder)
    assert tooltip_of(qtbot, table, 1, 1) == ""
    assert tooltip_of(qtbot, table, 0, 1) == LONG
