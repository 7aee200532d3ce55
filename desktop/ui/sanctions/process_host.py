"""What the process panel's mixins (`ProcessActs`, `ProcessPrinting`) use of the panel, for
the type checker: at run time they are plain mixins of `ProcessPanel`."""

import uuid
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from desktop.services.sanctions.process_records import ProcessDetail
    from desktop.ui.widgets.action_dialog import ActionDialog
    from desktop.ui.workspace import WorkspaceUser

    class ProcessHost(QWidget, WorkspaceUser):
        detail: ProcessDetail | None

        def load(self, process_id: uuid.UUID) -> None: ...

        def _run(self, dialog: ActionDialog) -> object: ...

else:
    ProcessHost = object
