"""A line edit that proposes operators by CNPJ, razão social or nome fantasia as the clerk
types (a page of the operator search), for the vehicle list filter, a new vehicle's owner
and the target of a transfer."""

import uuid

from PySide6.QtCore import QStringListModel, Qt, Signal
from PySide6.QtWidgets import QCompleter, QLineEdit

from desktop.models.errors import UserFacingError
from desktop.services.context import ServiceContext
from desktop.services.search.operators import OperatorRow, search_operators

PROPOSALS = 15


class OperatorPicker(QLineEdit):
    """`chosen` carries the operator row, or None when the text no longer names one."""

    chosen = Signal(object)

    def __init__(self, ctx: ServiceContext, parent=None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.operator: OperatorRow | None = None
        self._proposals: list[OperatorRow] = []
        self._model = QStringListModel(self)
        completer = QCompleter(self._model, self)
        completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setMaxVisibleItems(12)
        completer.activated[str].connect(self._on_activated)
        self.setCompleter(completer)
        self.setPlaceholderText(self.tr("CNPJ, razão social ou nome fantasia do operador"))
        self.setClearButtonEnabled(True)
        self.textEdited.connect(self._propose)
        self.editingFinished.connect(self._match_typed)

    @staticmethod
    def label(row: OperatorRow) -> str:
        return f"{row.legal_name} — {row.cnpj_formatted}"

    def operator_id(self) -> uuid.UUID | None:
        return self.operator.id if self.operator else None

    def set_operator(self, row: OperatorRow | None) -> None:
        self.operator = row
        self.setText(self.label(row) if row else "")

    def _search(self, text: str, limit: int) -> list[OperatorRow]:
        try:
            return list(search_operators(self.ctx, text, limit=limit).rows)
        except UserFacingError:
            return []

    def _propose(self, text: str) -> None:
        had = self.operator is not None
        self.operator = None
        self._proposals = self._search(text, PROPOSALS) if text.strip() else []
        self._model.setStringList([self.label(row) for row in self._proposals])
        if self._proposals:
            self.completer().complete()
        if had or not text.strip():
            self.chosen.emit(None)

    def _on_activated(self, text: str) -> None:
        for row in self._proposals:
            if self.label(row) == text:
                self._choose(row)
                return

    def _match_typed(self) -> None:
        """A CNPJ or name that matches one operator only picks it without the popup."""
        self.completer().popup().hide()
        if self.operator is not None or not self.text().strip():
            return
        found = self._search(self.text(), 2)
        if len(found) == 1:
            self._choose(found[0])

    def _choose(self, row: OperatorRow) -> None:
        self.set_operator(row)
        self.chosen.emit(row)
