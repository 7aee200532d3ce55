"""A form's draft kept while it has unsaved changes (issue 17 §5: a draft survives a crash).

An area takes part with one line,
`self.drafts = DraftKeeper(self, "vehicles", self.title.text, self.new_vehicle, *fields)`:
the keeper watches every editor under `fields` — those a form builds later too (the
licence's papers, rebuilt with its modality) — and a few seconds after the last change keeps
their values (`field_values`) as the draft of the area's record — while the area says it
has unsaved changes (`has_unsaved_changes()`). Once the form is saved or its changes
discarded, the draft is deleted. The main window offers the drafts back at the next start
(`restore`). Writing a draft never stops the clerk: it is done off the GUI thread, and a
failure goes to the log, nothing else.
"""

import logging
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDateTimeEdit,
    QDoubleSpinBox,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QTableWidget,
    QWidget,
)

from desktop.services.context import ServiceContext
from desktop.services.office.drafts import (
    DraftInfo,
    delete_draft,
    discard_draft,
    list_drafts,
    save_draft,
)
from desktop.ui.changes import DataChange
from desktop.ui.widgets.date_field import DateField
from desktop.ui.widgets.debounce import Debounce
from desktop.ui.widgets.field_values import field_values, restore_field_values
from desktop.ui.widgets.rows_field import RowsField
from desktop.ui.workspace import Workspace

DRAFT_MS = 3000
WATCHED = "draft_watched"
logger = logging.getLogger("desktop.ui")


class DraftArea(Protocol):
    workspace: Workspace

    def has_unsaved_changes(self) -> bool: ...

    def draft_record_id(self) -> uuid.UUID | None: ...

    def open_record(self, record_id: uuid.UUID) -> None: ...


# One writer thread, so the drafts are written in the order asked and a database busy with
# another workstation's writing never holds up the screen.
WRITER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="drafts")


def _write(failure: str, call: Callable[[], object]) -> None:
    def run() -> None:
        try:
            call()
        except Exception:
            logger.exception(failure)

    WRITER.submit(run)


def drafts_left(ctx: ServiceContext) -> list[DraftInfo]:
    """The user's drafts; none when they cannot be read (the clerk's start goes on)."""
    try:
        return list_drafts(ctx)
    except Exception:
        logger.exception("Rascunhos não lidos")
        return []


def discard_quietly(ctx: ServiceContext, draft: DraftInfo) -> None:
    _write("Rascunho não apagado", lambda: discard_draft(ctx, draft.id))


def wait_for_drafts(timeout_s: float = 30) -> None:
    """Returns once the draft writes asked so far are done (before the database closes), or
    after `timeout_s` seconds (a database that does not answer keeps nobody waiting)."""
    try:
        WRITER.submit(lambda: None).result(timeout_s)
    except TimeoutError:
        logger.warning("Rascunhos ainda sendo gravados após %s s", timeout_s)


def _change_signals(widget: QWidget) -> list[Any]:
    if isinstance(widget, RowsField):
        return [widget.rows_changed]
    if isinstance(widget, DateField):
        return [widget.dateChanged]
    if isinstance(widget, QComboBox):
        return [widget.currentIndexChanged, widget.editTextChanged]
    if isinstance(widget, QSpinBox | QDoubleSpinBox):
        return [widget.valueChanged]
    if isinstance(widget, QDateTimeEdit):
        return [widget.dateTimeChanged]
    if isinstance(widget, QLineEdit | QPlainTextEdit):
        return [widget.textChanged]
    if isinstance(widget, QAbstractButton):
        return [widget.toggled]
    if isinstance(widget, QTableWidget):
        return [widget.itemChanged, widget.model().rowsInserted, widget.model().rowsRemoved]
    return []


class DraftKeeper(QObject):
    """Keeps the draft of `area`'s form: the editors under `fields`, named `form` in the
    drafts (the area's key, "vehicles"); `title()` names the form in the offer, `blank()`
    shows a new record's empty form."""

    def __init__(
        self,
        area: Any,
        form: str,
        title: Callable[[], str],
        blank: Callable[[], object],
        *fields: QWidget,
    ) -> None:
        super().__init__(area)
        self.area: DraftArea = area
        self.form = form
        self.title = title
        self.blank = blank
        self.fields = fields
        self.kept: tuple[uuid.UUID | None] | None = None
        self.delay = Debounce(self, DRAFT_MS, self.keep)
        self.settled = Debounce(self, 0, self._settled)
        self._watch()
        area.workspace.navigator.data_changed.connect(self._saved)

    def _watch(self) -> None:
        """Connects the editors under the fields not watched yet: all of them at first, then
        those the form built in answer to a change (the check boxes of the papers of the
        licence's new modality), found once the change has settled."""
        for root in self.fields:
            for widget in (root, *root.findChildren(QWidget)):
                signals = _change_signals(widget)
                if not signals or widget.property(WATCHED):
                    continue
                widget.setProperty(WATCHED, True)
                for signal in signals:
                    signal.connect(self.changed)

    @property
    def ctx(self):
        return self.area.workspace.ctx

    def changed(self, *_ignored: object) -> None:
        """An editor changed: once the screen has finished what it was doing (a record is
        shown field by field), `_settled` decides."""
        self.settled.poke()

    def _settled(self) -> None:
        """The draft is kept after the pause, or goes at once when the form has nothing
        unsaved any more (saved, discarded, another record shown)."""
        self._watch()
        if self.area.has_unsaved_changes():
            self.delay.poke()
        else:
            self.delay.cancel()
            self.forget()

    def _saved(self, _change: DataChange) -> None:
        """Data changed (this form saved, perhaps): whether anything is left unsaved is
        decided once the screen has shown the outcome."""
        self.changed()

    def keep(self) -> None:
        """Writes the draft now, if the form still has unsaved changes."""
        if not self.area.has_unsaved_changes():
            self.forget()
            return
        record_id = self.area.draft_record_id()
        if self.kept is not None and self.kept != (record_id,):
            self.forget()
        ctx, form, title, values = self.ctx, self.form, self.title(), field_values(*self.fields)
        _write(
            f"Rascunho de {form} não gravado",
            lambda: save_draft(ctx, form, record_id, title, values),
        )
        self.kept = (record_id,)

    def forget(self) -> None:
        """Deletes the draft kept, if any (the form was saved or its changes discarded); a
        draft about to be kept is not."""
        self.delay.cancel()
        if self.kept is None:
            return
        (record_id,) = self.kept
        self.kept = None
        ctx, form = self.ctx, self.form
        _write(f"Rascunho de {form} não apagado", lambda: delete_draft(ctx, form, record_id))

    def restore(self, draft: DraftInfo) -> None:
        """Shows the draft's record (or a new one) with the draft's values."""
        if draft.record_id is None:
            self.blank()
        else:
            self.area.open_record(draft.record_id)
        restore_field_values(draft.values, *self.fields)
        self.kept = (draft.record_id,)
        self._settled()
