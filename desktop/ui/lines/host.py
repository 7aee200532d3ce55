"""What the lines area's mixins (`DatedTabs`, `ChangeTabs`, `StatisticsTab`, `FleetTab`,
`IncidentsTab`, `StandardsPanel`, `TransferAction`,
`CancellationAction`) use of `LinesArea`, for the type checker: at
run time they are plain mixins. `_record` (`DatedTabs`) runs a dialog and shows the line again
on the tab given."""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QLabel, QTabWidget, QWidget

    from desktop.services.lines.records import LineDetail
    from desktop.services.lines.timetables_records import TimetableRow
    from desktop.ui.lines.dated import TableTab
    from desktop.ui.widgets.record_area import RecordArea

    class LinesHost(RecordArea):
        current: LineDetail | None
        tabs: QTabWidget
        status_label: QLabel
        delegations: TableTab
        timetables: TableTab
        quadros: list[TimetableRow]

        def _record(self, dialog: QDialog, tab: QWidget) -> None: ...

else:
    LinesHost = object
