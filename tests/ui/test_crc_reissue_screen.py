"""From the operator's Processo tab, by the keyboard: once the DOE publication of the
extract is corrected after the CRC was printed (Res. AGR 105/2017, art. 12), the tab says the
CRC printed does not show it and Alt+B issues the CRC again with it, same validity (art. 13);
the new document is listed and the offer goes away. Roraima is not offered it. The dialog
asks nothing: its intro sits on its buttons, no blank band between them."""

import dataclasses
from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from desktop.services.registration.applications_records import list_applications
from desktop.services.registration.crc_reissue import reissue_crc
from desktop.services.registration.printouts import printouts_of
from desktop.services.registration.publication import correct_publication, record_publication
from desktop.ui.operators.area import OperatorsArea
from desktop.ui.widgets.action_dialog import full_height
from tests.factories.clock import at_day
from tests.factories.reading import pdf_text
from tests.factories.registration import registered
from tests.factories.screens import launched
from tests.ui.screen_fit import window_rect

APPROVAL_DAY = date(2026, 3, 10)


def test_the_crc_issued_again_with_the_corrected_publication(
    qtbot, admin_context, open_area, dialog_driver, keys
):
    operator, crc = registered(admin_context, keys, "112223330001", APPROVAL_DAY)
    ctx = at_day(admin_context, date(2026, 3, 12))
    (application,) = list_applications(ctx, operator.id)
    area = open_area(OperatorsArea, ctx, keys)
    area.refresh()
    area.open_record(operator.id)
    process = area.process
    area.tabs.setCurrentWidget(process)
    button = process.buttons["reissue"]
    assert button.isVisible() and not button.isEnabled()

    record_publication(ctx, application.id, date(2026, 3, 10), "nº 24.100, p. 9")
    correct_publication(ctx, application.id, date(2026, 3, 11), "nº 24.101, p. 19", "Edição")
    process.load(operator.id)
    assert button.isEnabled()
    assert "O CRC impresso não traz esta publicação do extrato" in process.details.text()

    def issue(dialog):
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
        return dialog.result()

    dialog_driver.on("ActionDialog", issue)
    dialog_driver.on("QDialog", lambda preview: QDialog.DialogCode.Rejected)
    qtbot.keyClick(process, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: len(dialog_driver.seen) == 2)
    assert dialog_driver.seen[1] == (
        "QDialog",
        f"Visualizar — Certificado de Registro Cadastral {crc.number}-C1",
    )
    assert not button.isEnabled()
    assert "O CRC impresso não traz" not in process.details.text()
    listed = [
        process.printout_list.item(row).text() for row in range(process.printout_list.count())
    ]
    assert f"Certificado de Registro Cadastral — {crc.number}-C1" in listed
    newest = printouts_of(ctx, operator.id)[-1]
    assert "extrato publicado no DOE de 11/03/2026, nº 24.101, p. 19" in " ".join(
        pdf_text(newest.pdf).split()
    )


def test_roraima_is_not_offered_the_reissue(qtbot, admin_context, open_area, keys):
    """Lei RR 664/2008 asks no resolution nor extract: nothing to print again."""
    operator, _crc = registered(admin_context, keys, "112223330001", APPROVAL_DAY)
    rr = dataclasses.replace(
        admin_context, office=dataclasses.replace(admin_context.office, jurisdiction="RR")
    )
    area = open_area(OperatorsArea, rr, keys)
    area.refresh()
    area.open_record(operator.id)
    assert not area.process.buttons["reissue"].isVisibleTo(area.process)


def test_the_reissue_dialog_has_no_blank_band(qtbot, admin_context, open_area, dialog_driver, keys):
    """Nothing to fill (Res. AGR 105/2017, art. 12): the intro, then the buttons, with only
    the layout's spacing between them, not the empty form's 68 pixels. Refused (another
    workstation issued it meanwhile), the message shows whole under the intro, whole too."""
    operator, _crc = registered(admin_context, keys, "112223330001", APPROVAL_DAY)
    ctx = at_day(admin_context, date(2026, 3, 12))
    (application,) = list_applications(ctx, operator.id)
    record_publication(ctx, application.id, date(2026, 3, 10), "nº 24.100, p. 9")
    area = open_area(OperatorsArea, ctx, keys)
    area.refresh()
    area.open_record(operator.id)
    area.tabs.setCurrentWidget(area.process)
    seen = {}

    def whole(label) -> bool:
        return label.isVisible() and label.height() >= full_height(label, label.width())

    def look(dialog):
        qtbot.waitExposed(dialog)
        intro = window_rect(dialog.intro_label)
        seen["gap"] = window_rect(dialog.buttons).top() - intro.bottom() - 1
        seen["spacing"] = 2 * dialog.column.spacing()
        reissue_crc(ctx, application.id, keys)
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
        message = dialog.form.general_error
        seen["refusal"] = message.text().startswith("O pedido") and whole(message)
        seen["intro"] = whole(dialog.intro_label)

    dialog_driver.on("ActionDialog", lambda dialog: launched(dialog, look))
    area.process.buttons["reissue"].click()
    assert seen["gap"] <= seen["spacing"]
    assert seen["refusal"] and seen["intro"]
