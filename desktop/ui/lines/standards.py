"""Roraima's alternative transport: the standards of Lei RR 664/2008, art. 68 (II, III and
VIII) that its delegatária adopts within 90 days (§1º) — shown under the line's title and
recorded by the action Padronização (art. 68). A mixin of `LinesArea`: `self.current` is the
line on screen."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog

from desktop.models.line_standards import AlternativeStandard
from desktop.services.calendar import office_today
from desktop.services.lines.alternative_standards import StandardInput, record_standard
from desktop.services.lines.alternative_standards_records import (
    StandardsView,
    alternative_standards,
)
from desktop.services.lines.records import LineDetail
from desktop.ui.changes import Domain
from desktop.ui.lines.host import LinesHost
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_edit, date_value, text_of
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def standard_dialog(workspace: Workspace, line: LineDetail, view: StandardsView, parent):
    ctx = workspace.ctx

    def submit(_dialog: ActionDialog):
        return record_standard(
            ctx, line.id, StandardInput(item.currentData(), date_value(day), text_of(reference))
        )

    dialog = ActionDialog(
        translate("lines", "Padronização do transporte alternativo — linha %1").replace(
            "%1", line.code
        ),
        submit,
        view.text(),
        translate("lines", "Registrar"),
        parent,
        workspace.changes(Domain.LINES, ids=[line.id]),
    )
    form = dialog.form
    item = QComboBox(dialog)
    for row in view.missing:
        item.addItem(f"{row.article.rsplit(', ', 1)[-1]} — {row.label}", row.item)
    form.add("item", translate("lines", "&Item:"), item)
    day = form.add(
        "met_on", translate("lines", "&Verificado em:"), date_edit(dialog, office_today(ctx))
    )
    reference = form.add_line(
        "reference",
        translate("lines", "&Comprovação:"),
        translate("lines", "ex.: modelo de bilhete liberado nº 4/2026; apólice nº 55-7"),
        column=AlternativeStandard.reference,
    )
    return dialog


class StandardsPanel(LinesHost):
    def load_standards(self, detail: LineDetail | None) -> None:
        """In Roraima, an alternative line's standards go under its summary."""
        self.standards_view: StandardsView | None = None
        roraima = self.ctx.office.jurisdiction == "RR"
        if detail is None or not roraima or detail.service_kind != "alternativo":
            self.action_bar.enable("standards", False)
            return
        line_id = detail.id
        operation.run(self, lambda: alternative_standards(self.ctx, line_id), self._show_standards)

    def _show_standards(self, view: StandardsView | None) -> None:
        self.standards_view = view
        self.action_bar.enable("standards", view is not None and bool(view.missing))
        if view is not None:
            self.status_label.setText(f"{self.status_label.text()} {view.text()}")

    def record_standard(self) -> None:
        if self.current is None or self.standards_view is None:
            return
        dialog = standard_dialog(self.workspace, self.current, self.standards_view, self)
        if dialogs.launch(dialog) == QDialog.DialogCode.Accepted:
            self.load(self.current.id)
