"""What the lines area's mixins (`DatedTabs`, `ChangeTabs`) use of `LinesArea`, for the type
checker: at run time they are plain mixins."""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel, QTabWidget

    from desktop.services.lines.records import LineDetail
    from desktop.ui.widgets.record_area import RecordArea

    class LinesHost(RecordArea):
        current: LineDetail | None
        tabs: QTabWidget
        status_label: QLabel

else:
    LinesHost = object
