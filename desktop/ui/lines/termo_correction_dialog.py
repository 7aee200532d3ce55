"""The correction of the article a GO Termo de Autorização was recorded under (Decreto
8.444/2015, arts. 11 and 12) by its own dated act; the Termo itself is not rewritten."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox

from desktop.models.line_termo_corrections import TermoBasisCorrection
from desktop.rules.lines.delegation import DelegationKind
from desktop.rules.lines.termo_basis import TERMO_BASES, termo_basis_number
from desktop.services.calendar import office_today
from desktop.services.lines.records import DelegationRow, LineDetail
from desktop.services.lines.termo_basis_records import termo_basis_of
from desktop.services.lines.termo_correction import TermoCorrectionInput, correct_termo_basis
from desktop.ui.changes import Domain
from desktop.ui.widgets import operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_edit, date_value, text_box, text_of
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def is_termo(delegation: DelegationRow) -> bool:
    """A Termo de Autorização: a contract has no such article to correct."""
    return delegation.kind == DelegationKind.AUTORIZACAO


def termo_correction_dialog(
    workspace: Workspace, line: LineDetail, termo: DelegationRow, parent
) -> ActionDialog | None:
    """The dialog for `termo`, a Termo de Autorização (`is_termo`); None when its current
    article could not be read, the refusal already shown."""
    current = operation.run(parent, lambda: termo_basis_of(workspace.ctx, termo.id))
    if current is None:
        return None

    def submit(dialog: ActionDialog):
        return correct_termo_basis(
            workspace.ctx,
            termo.id,
            TermoCorrectionInput(
                termo_basis=basis.currentData(),
                act=text_of(act),
                act_on=date_value(act_on),
                reason=reason.toPlainText().strip(),
            ),
        )

    dialog = ActionDialog(
        translate("lines", "Correção do artigo do Termo — linha %1").replace("%1", line.code),
        submit,
        translate(
            "lines",
            "O Termo de Autorização nº %1 está registrado sob o art. %2 do Decreto "
            "8.444/2015. O Termo não é alterado: a correção é registrada por ato próprio, "
            "com a data, o motivo e quem a registrou, e vale para a outorga e a impressão do "
            "Termo. Os créditos de explorações anteriores só pagam a outorga temporária do "
            "art. 12 (§ 1º).",
        )
        .replace("%1", termo.number)
        .replace("%2", str(termo_basis_number(current))),
        translate("lines", "Registrar correção"),
        parent,
        workspace.changes(Domain.LINES, ids=[line.id]),
    )
    form = dialog.form
    basis = form.add("termo_basis", translate("lines", "&Artigo correto:"), QComboBox(dialog))
    for code, label in TERMO_BASES.items():
        basis.addItem(label, code)
    basis.setCurrentIndex(1 - basis.findData(current))
    act = form.add_line(
        "act",
        translate("lines", "Ato da &correção:"),
        translate("lines", "ex.: Portaria AGR nº 45/2026"),
        column=TermoBasisCorrection.act,
    )
    act_on = form.add(
        "act_on",
        translate("lines", "&Data do ato:"),
        date_edit(dialog, office_today(workspace.ctx)),
    )
    reason = form.add("reason", translate("lines", "&Motivo:"), text_box(dialog))
    return dialog
