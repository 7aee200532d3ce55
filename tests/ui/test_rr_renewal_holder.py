"""Linhas > Delegação… (Ctrl+D) in Roraima on a real SQLite file: choosing the contract a
renewal prorrogates (Lei RR 664/2008, art. 14) fills in the company holding it — after an
art. 15 transfer the interessado, not the signatory — which the service alone accepts; the
renewal is then recorded to it."""

from PySide6.QtCore import Qt

from desktop.services.lines.records import get_line
from desktop.services.lines.transfers import transfer_concession
from desktop.ui.lines.area import LinesArea
from tests.factories.transfers import concession_to_transfer, transfer_input


def test_the_renewal_names_the_company_the_contract_was_transferred_to(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    keys = tmp_path / "keys"
    concession = concession_to_transfer(admin_context, keys)
    ctx, line, signatory, interessado = concession
    transfer_concession(ctx, line.id, transfer_input(concession))
    area = open_area(LinesArea, ctx, keys)
    area.open_record(line.id)
    picked = []

    def renew(dialog):
        form = dialog.form
        kind = form.editor("kind")
        kind.setCurrentIndex(kind.findData("concessao"))
        qtbot.keyClicks(form.editor("number"), "CC-01/2021-P")
        renews = form.editor("renews")
        assert renews.itemData(1) == line.delegations[0].id
        renews.setCurrentIndex(1)
        picker = form.editor("operator")
        picked.append((picker.value().id, picker.text()))
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", renew)
    qtbot.keyClick(area, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    ((chosen, text),) = picked
    assert chosen == interessado.id and text.startswith("Expresso Caracaraí Ltda")
    renewal = get_line(ctx, line.id).delegations[0]
    assert renewal.number == "CC-01/2021-P" and renewal.operator_id == interessado.id
    assert renewal.operator_id != signatory.id
