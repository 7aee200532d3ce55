"""A refused dialog shows each message whole under its field (DESIGN.md, UI: a clear message
next to the field at fault). The messages wrap into more lines than the dialog's minimum
height counts: the Roraima line's delegation, registered empty from the keyboard, drew the
Homologação field over the end of the Licitação message (Lei RR 664/2008, arts. 6º and 13)
and the next row over the Homologação one (art. 24). Laid out for its size hint's width, the
form gave the outorga payment's 3-line message 2 lines and the short one under it 2, and
the change request's Seção message 1 line (Decreto 8.444/2015, arts. 11 §5º and 43 §1º)."""

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QLabel, QWidget

from tests.factories.screens import go_termo_line_record, lines_area_on, rr_line_record
from tests.factories.transfers import concession_to_transfer

INPUT_KINDS = ("QLineEdit", "QComboBox", "QCheckBox", "QAbstractButton")


def _rect(widget: QWidget, dialog: QWidget) -> QRect:
    return QRect(widget.mapTo(dialog, widget.rect().topLeft()), widget.size())


def _covered(dialog: QWidget) -> list[str]:
    """Each message cut short or drawn under a field."""
    inputs = [
        widget
        for widget in dialog.findChildren(QWidget)
        if widget.isVisible() and any(widget.inherits(kind) for kind in INPUT_KINDS)
    ]
    found = []
    for label in dialog.findChildren(QLabel):
        if not (label.isVisible() and label.objectName().startswith("error_")):
            continue
        if label.height() < label.heightForWidth(label.width()):
            found.append(f"{label.text()!r} cut short")
        place = _rect(label, dialog)
        found += [
            f"{label.text()!r} under {widget.objectName()!r}"
            for widget in inputs
            if place.intersects(_rect(widget, dialog))
        ]
    return found


def test_the_refused_delegation_shows_its_messages_whole(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    area = rr_line_record(open_area, admin_context, tmp_path)
    seen = {}

    def register_empty(dialog):
        with qtbot.waitExposed(dialog):
            dialog.show()
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
        seen["bidding"] = dialog.form.error_of("bidding")
        seen["homologation"] = dialog.form.error_of("homologated_on")
        seen["covered"] = _covered(dialog)
        dialog.reject()
        return dialog.result()

    dialog_driver.on("ActionDialog", register_empty)
    qtbot.keyClick(area, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert "Lei RR 664/2008, arts. 6º e 13" in seen["bidding"]
    assert "Lei RR 664/2008, art. 24" in seen["homologation"]
    assert seen["covered"] == []


def refused_shown(qtbot, dialog, seen: dict, *names: str) -> int:
    """Shows `dialog`, presses OK and keeps the messages of `names` and what is covered."""
    with qtbot.waitExposed(dialog):
        dialog.show()
    qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
    seen.update({name: dialog.form.error_of(name) for name in names})
    seen["covered"] = _covered(dialog)
    dialog.reject()
    return dialog.result()


def test_the_refused_outorga_payment_shows_its_messages_whole(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    area = go_termo_line_record(open_area, admin_context, tmp_path)
    area.tabs.setCurrentWidget(area.delegations)
    seen: dict = {}

    def pay_less(dialog):
        amount = dialog.form.editor("amount")
        amount.clear()
        qtbot.keyClicks(amount, "1.000,00")
        return refused_shown(qtbot, dialog, seen, "amount", "reference")

    dialog_driver.on("ActionDialog", pay_less)
    area.actions_["instalment_payment"].trigger()
    assert "(Decreto 8.444/2015, art. 11 §5º)" in seen["amount"]
    assert seen["reference"]
    assert seen["covered"] == []


def test_the_refused_new_section_request_shows_its_messages_whole(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    area = go_termo_line_record(open_area, admin_context, tmp_path)
    seen: dict = {}

    def ask_empty(dialog):
        kind = dialog.form.editor("kind")
        kind.setCurrentIndex(kind.findData("secao"))
        return refused_shown(qtbot, dialog, seen, "section_place", "protocol")

    dialog_driver.on("ActionDialog", ask_empty)
    qtbot.keyClick(area, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert "art. 43, I e §1º" in seen["section_place"].replace("\xa0", " ")
    assert seen["protocol"] == "Campo obrigatório."
    assert seen["covered"] == []


def test_the_refused_concession_transfer_shows_its_messages_whole(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    """Lei RR 664/2008, art. 15: sent empty, the interessado, inciso II and the two acts."""
    area = lines_area_on(
        open_area, concession_to_transfer(admin_context, tmp_path / "keys"), tmp_path / "keys"
    )
    seen: dict = {}

    def send_empty(dialog):
        return refused_shown(qtbot, dialog, seen, "operator", "edital_met", "request", "consent")

    dialog_driver.on("ActionDialog", send_empty)
    area.actions_["transfer"].trigger()
    assert seen["operator"] and seen["request"] and seen["consent"]
    assert "art. 15, II" in seen["edital_met"]
    assert seen["covered"] == []
