"""The correction of a formal error of the auto de infração from the process screen, until
the notification (Res. AGR 105/2017, art. 79, parágrafo único): a motivated record, the
corrected auto printed again; after the notification the action is closed (art. 80 §3)."""

from datetime import date

import pytest
from PySide6.QtCore import Qt

from desktop.models.audit import AuditEntry
from desktop.models.sanctions import InfractionNotice, NoticeCorrection
from desktop.services.documents.issuing_records import issued_documents_of
from desktop.services.sanctions.notice_records import get_notice, notice_subject
from desktop.services.sanctions.notifications import notify
from desktop.ui.navigator import Navigator
from desktop.ui.sanctions.area import NoticesArea
from desktop.ui.workspace import Workspace
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.process_acts import choose
from tests.factories.reading import count, flat_pdf_text


@pytest.fixture
def panel_for(qtbot, tmp_path, show_active):
    def make(ctx, process_id):
        area = NoticesArea(Workspace(ctx, Navigator(), tmp_path / "keys"))
        qtbot.addWidget(area)
        area.resize(1366, 720)
        show_active(area)
        area.process.load(process_id)
        return area.process

    return make


def correct(qtbot, field: str, value: str, reason: str):
    def handle(dialog):
        chooser = dialog.form.editor("field")
        chooser.setCurrentIndex(chooser.findData(field))
        dialog.form.editor("new_value").setText(value)
        dialog.form.editor("reason").setText(reason)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    return handle


def test_a_formal_error_is_corrected_before_the_notification(
    qtbot, admin_context, context_for, tmp_path, panel_for, dialog_driver
):
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    analista = at_day(context_for("analista"), date(2026, 3, 11))
    panel = panel_for(analista, notice.process_id)
    assert panel.acts["correct"].isEnabled()
    dialog_driver.on(
        "ActionDialog", correct(qtbot, "plate", "abc-1d24", "Placa transcrita com erro do talão.")
    )
    with qtbot.waitSignal(panel.changed):
        choose(panel, "correct")
    assert get_notice(admin_context, notice.id).plate == "ABC1D24"
    last = panel.timeline.rowCount() - 1
    assert "Correção de erro formal (placa)" in panel.timeline.item(last, 2).text()
    assert "art. 79, parágrafo único" in panel.timeline.item(last, 2).toolTip()


def test_the_role_of_the_person_responsible_is_corrected_as_a_formal_error(
    qtbot, admin_context, context_for, tmp_path, panel_for, dialog_driver
):
    """Art. 80, V names the person responsible, driver or preposto: a role written wrong is
    a formal error corrected until the notification (art. 79, parágrafo único), chosen from
    the two roles; the recorded auto keeps what was written, the correction is its own
    audited record and the auto is printed again with the new role."""
    operator = new_operator(admin_context)
    notice = recorded_notice(
        context_for("fiscal"), tmp_path, operator.id, responsible_name="Pedro Alves"
    )
    panel = panel_for(at_day(context_for("analista"), date(2026, 3, 11)), notice.process_id)
    seen = {}

    def handle(dialog):
        chooser = dialog.form.editor("field")
        chooser.setCurrentIndex(chooser.findData("responsible_role"))
        assert not dialog.form.rows["new_value"].isVisibleTo(dialog)
        assert dialog.form.rows["new_role"].isVisibleTo(dialog)
        role = dialog.form.editor("new_role")
        role.setCurrentIndex(role.findData("motorista"))  # as the auto already says
        dialog.form.editor("reason").setText("O autuado era o preposto, não o motorista.")
        dialog.try_submit()
        seen["same"] = dialog.form.error_of("new_role")
        seen["written"] = count(admin_context.database, NoticeCorrection)
        role.setCurrentIndex(role.findData("preposto"))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", handle)
    with qtbot.waitSignal(panel.changed):
        choose(panel, "correct")
    assert seen == {"same": "O novo valor é igual ao atual.", "written": 0}
    assert get_notice(admin_context, notice.id).responsible_role == "preposto"
    with admin_context.database.read() as session:
        assert session.get(InfractionNotice, notice.id).responsible_role == "motorista"
        (correction,) = session.query(NoticeCorrection).all()
        assert (correction.field, correction.old_value, correction.new_value) == (
            "responsible_role",
            "motorista",
            "preposto",
        )
        audit = session.query(AuditEntry).filter_by(entity_id=notice.id, action="correct").one()
        assert audit.after["new_value"] == "preposto"
    last = panel.timeline.rowCount() - 1
    assert "Correção de erro formal (função do responsável" in panel.timeline.item(last, 2).text()
    reprinted = issued_documents_of(admin_context, notice_subject(notice.id))[-1]
    text = flat_pdf_text(reprinted.pdf)
    assert "Pedro Alves (preposto)" in text and "Pedro Alves (motorista)" not in text
    assert "“motorista” → “preposto” (O autuado era o preposto, não o motorista.)" in text


def test_no_correction_once_notified(qtbot, admin_context, context_for, tmp_path, panel_for):
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    analista = at_day(context_for("analista"), date(2026, 3, 11))
    notify(analista, notice.process_id, "autos", date(2026, 3, 11), "Maria")
    panel = panel_for(analista, notice.process_id)
    assert not panel.acts["correct"].isEnabled()


def test_the_fiscal_cannot_correct(qtbot, admin_context, context_for, tmp_path, panel_for):
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    panel = panel_for(at_day(context_for("fiscal"), date(2026, 3, 11)), notice.process_id)
    assert not panel.acts["correct"].isEnabled()
