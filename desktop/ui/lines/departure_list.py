"""The departures of a quadro as a list of check boxes, for the acts that name some of them:
the cancellation of departures (Lei RR 664/2008, art. 51) and the partial stoppage (art. 55;
Decreto 8.444/2015, art. 25)."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from desktop.rules.lines.timetable import departure_key, departure_label
from desktop.services.lines.timetables_records import TimetableRow


def departure_checklist(parent: QWidget, quadro: TimetableRow | None) -> QListWidget:
    """None: no quadro in force, an empty list."""
    departures = QListWidget(parent)
    departures.setObjectName("departures_list")
    offer_departures(departures, quadro)
    departures.setMaximumHeight(110)
    return departures


def offer_departures(departures: QListWidget, quadro: TimetableRow | None) -> None:
    """The departures of `quadro` in the list, those ticked before and still in it ticked."""
    ticked = set(checked_keys(departures))
    departures.clear()
    for row in quadro.departures if quadro else ():
        key = departure_key(row.departure)
        item = QListWidgetItem(departure_label(row.departure), departures)
        item.setData(Qt.ItemDataRole.UserRole, key)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if key in ticked else Qt.CheckState.Unchecked)


def checked_keys(departures: QListWidget) -> tuple[str, ...]:
    """The `departure_key`s ticked."""
    return tuple(
        departures.item(row).data(Qt.ItemDataRole.UserRole)
        for row in range(departures.count())
        if departures.item(row).checkState() == Qt.CheckState.Checked
    )
