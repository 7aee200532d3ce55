"""Licenças in a Roraima office (Lei RR 664/2008, art. 22): the autorização over by its term
reads "Encerrada" in the list and cancelled by itself in its tab (parágrafo único,
II); the analyst's "Cancelar autorização…" records the CRE/RR's act (parágrafo único, I),
refused next to the ground when it is missing, shows its notification to print and prints
it again (2ª via), and Verificar documento reads it; "Finalidade satisfeita…" records the
purpose fulfilled, and the autorização ends by itself from that day (II)."""

import io
from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from sqlalchemy import select

from desktop.models.audit import AuditEntry
from desktop.models.licences import LicenceEvent
from desktop.services.errors import ServiceError
from desktop.services.licences.detail import licence_detail
from desktop.services.licences.revocation import cancel_authorisation
from desktop.services.licences.revocation_ciencia import record_cancellation_ciencia
from desktop.services.office.setup import add_closure
from desktop.ui.licences.area import LicencesArea
from desktop.ui.navigator import Navigator
from desktop.ui.verify.page import VerifyPage
from desktop.ui.workspace import Workspace
from desktop.verify_cli import verify_command
from tests.factories.clock import at_day
from tests.factories.reading import counts
from tests.factories.roraima import roraima_authorisation
from tests.factories.screens import CTRL_SHIFT

SITUATION = 5  # the list's column Situação


def _verified(qtbot, ctx, tmp_path, pdf):
    """Verificar documento's verdict and fields on `pdf`."""
    page = VerifyPage(Workspace(ctx, Navigator()))
    qtbot.addWidget(page)
    page.resize(1160, 680)
    page.show()
    qtbot.waitExposed(page)
    path = tmp_path / "documento.pdf"
    path.write_bytes(pdf)
    page.check_file(path)
    qtbot.waitUntil(lambda: page.verdict is not None)
    values = {
        page.fields.item(row, 0).text(): page.fields.item(row, 1).text()
        for row in range(page.fields.rowCount())
    }
    return page, values


def _opened(open_area, ctx, tmp_path, issued, qtbot):
    area = open_area(LicencesArea, ctx, tmp_path / "keys")
    area.search_for(issued.number.lower())
    area.load(issued.id)
    qtbot.waitUntil(lambda: area.current_id() == issued.id)
    return area


def test_after_its_last_day_the_list_and_tab_read_it_cancelled_by_itself(
    qtbot, admin_context, tmp_path, open_area
):
    ctx, issued = roraima_authorisation(admin_context, tmp_path)
    area = _opened(open_area, at_day(ctx, date(2027, 1, 1)), tmp_path, issued, qtbot)
    assert area.model.index(0, SITUATION).data() == "Encerrada"
    assert (
        "Situação: cancelada automaticamente: prazo de vigência decorrido em 31/12/2026 "
        "(Lei RR 664/2008, art. 22, parágrafo único, II)"
    ) in area.detail.toPlainText()
    revoke = area.action_bar.actions_["revoke"]
    assert not revoke.isEnabled()
    assert "prazo de vigência decorrido" in revoke.toolTip()


def test_the_analyst_cancels_it_and_verificar_documento_reads_it(
    qtbot, admin_context, tmp_path, open_area, dialog_driver
):
    ctx, issued = roraima_authorisation(admin_context, tmp_path)
    ctx = at_day(ctx, date(2026, 8, 3))
    area = _opened(open_area, ctx, tmp_path, issued, qtbot)
    assert area.model.index(0, SITUATION).data() == "Emitida"
    seen = {}

    def cancel(dialog):
        with qtbot.waitExposed(dialog):
            dialog.show()
        form = dialog.form
        qtbot.keyClicks(form.editor("act"), "Portaria CRE/RR nº 12/2026")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        seen["ground"] = form.error_of("ground")
        seen["open"] = dialog.isVisible()
        ground = form.editor_as("ground", QComboBox)
        ground.setCurrentIndex(ground.findData("abandono"))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", cancel)
    previews = []

    def preview(dialog):
        previews.append(dialog.windowTitle())
        return 0

    dialog_driver.on("QDialog", preview)
    dialog_driver.on("QDialog", preview)
    area.list_view.setFocus()
    assert not area.action_bar.actions_["revocation_copy"].isEnabled()
    qtbot.keyClick(area.list_view, Qt.Key.Key_K, CTRL_SHIFT)
    assert seen["open"] and "art. 22, I a V" in seen["ground"]
    assert previews == ["Visualizar — Notificação de cancelamento"]
    text = area.detail.toPlainText()
    assert (
        "Situação: cancelada pelo CRE/RR em 03/08/2026 "
        "(Lei RR 664/2008, art. 22, parágrafo único, I)"
    ) in text
    assert "Abandono total ou parcial do serviço; ato: Portaria CRE/RR nº 12/2026." in text
    assert area.model.index(0, SITUATION).data() == "Cancelada"
    assert not area.action_bar.actions_["revoke"].isEnabled()
    assert not area.action_bar.actions_["fulfil"].isEnabled()

    # its 2ª via, from the keyboard
    assert area.action_bar.actions_["revocation_copy"].isEnabled()
    area.activateWindow()
    qtbot.waitUntil(area.isActiveWindow)
    area.list_view.setFocus()
    qtbot.keyClick(area.list_view, Qt.Key.Key_N, CTRL_SHIFT)
    qtbot.waitUntil(lambda: len(previews) == 2)
    assert previews == ["Visualizar — Notificação de cancelamento"] * 2

    page, values = _verified(qtbot, ctx, tmp_path, issued.pdf)
    assert page.result.text() == "SEM EFEITO"
    assert values["Situação"].startswith("autorização CANCELADA em 03/08/2026 pelo CRE/RR")


def test_the_purpose_fulfilled_ends_it_by_itself_from_that_day(
    qtbot, admin_context, tmp_path, open_area, dialog_driver
):
    ctx, issued = roraima_authorisation(admin_context, tmp_path)
    ctx = at_day(ctx, date(2026, 8, 3))
    area = _opened(open_area, ctx, tmp_path, issued, qtbot)
    seen = {}

    def declare(dialog):
        with qtbot.waitExposed(dialog):
            dialog.show()
        form = dialog.form
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        seen["fact"], seen["open"] = form.error_of("fact"), dialog.isVisible()
        qtbot.keyClicks(form.editor("fact"), "Viagem realizada, comunicada pela empresa")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", declare)
    area.list_view.setFocus()
    qtbot.keyClick(area.list_view, Qt.Key.Key_J, CTRL_SHIFT)
    assert seen["open"] and seen["fact"]
    assert area.model.index(0, SITUATION).data() == "Encerrada"
    text = area.detail.toPlainText()
    assert (
        "Situação: cancelada automaticamente: finalidade satisfeita em 03/08/2026 "
        "(Lei RR 664/2008, art. 22, parágrafo único, II)"
    ) in text
    assert "Finalidade satisfeita: Viagem realizada, comunicada pela empresa" in text
    for key in ("revoke", "fulfil", "revocation_copy"):
        assert not area.action_bar.actions_[key].isEnabled(), key

    page, values = _verified(qtbot, ctx, tmp_path, issued.pdf)
    assert page.result.text() == "SEM EFEITO"
    assert values["Situação"] == (
        "autorização cancelada automaticamente em 03/08/2026 — motivo: Finalidade satisfeita: "
        "Viagem realizada, comunicada pela empresa (Lei RR 664/2008, art. 22, "
        "parágrafo único, II)"
    )


def test_the_companys_ciencia_is_recorded_once_and_the_count_of_art_95_shows(
    qtbot, admin_context, tmp_path, open_area, dialog_driver
):
    """The notification of 03/08/2026 reached the company by post on Friday 07/08/2026: the
    analyst records it from the keyboard (Ctrl+Shift+R), the means refused next to its field
    when missing; the autorização then reads the count from Monday 10/08/2026, the first
    business day after the ciência (Lei RR 664/2008, art. 95), and takes no second ciência."""
    ctx, issued = _cancelled_on_monday(admin_context, tmp_path)
    area = _opened(open_area, ctx, tmp_path, issued, qtbot)
    assert "Recurso: a ciência da notificação nº" in area.detail.toPlainText()
    seen = {}

    def record(dialog):
        with qtbot.waitExposed(dialog):
            dialog.show()
        form = dialog.form
        qtbot.keyClicks(form.editor("reference"), "AR nº BR123456789")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        seen["means"], seen["open"] = form.error_of("means"), dialog.isVisible()
        means = form.editor_as("means", QComboBox)
        means.setCurrentIndex(means.findData("ar"))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", record)
    area.list_view.setFocus()
    (before,) = counts(ctx.database, LicenceEvent)
    qtbot.keyClick(area.list_view, Qt.Key.Key_R, CTRL_SHIFT)
    assert seen["open"] and "art. 89, I e II" in seen["means"]
    text = area.detail.toPlainText()
    assert (
        "Recurso: Ciência da empresa em 07/08/2026: os prazos contam-se a partir de "
        "10/08/2026, primeiro dia útil após a ciência (Lei RR 664/2008, art. 95)."
    ) in text
    assert "para o qual a Lei não fixa prazo" in text
    assert "Pela data do Aviso de Recebimento (AR) da remessa postal: AR nº BR123456789" in text
    assert counts(ctx.database, LicenceEvent) == (before + 1,)
    assert not area.action_bar.actions_["ciencia"].isEnabled()
    with pytest.raises(ServiceError, match="já foi registrada em 07/08/2026"):
        record_cancellation_ciencia(ctx, issued.id, "pessoal", "Fulano", date(2026, 8, 7))
    with ctx.database.read() as session:
        audited = session.scalars(
            select(AuditEntry.action).where(AuditEntry.entity_id == issued.id)
        ).all()
    assert "ciencia" in audited
    # Verificar documento reads the ciência on the autorização it took out of force.
    page, values = _verified(qtbot, ctx, tmp_path, issued.pdf)
    assert page.result.text() == "SEM EFEITO"
    assert values["Situação"].endswith(
        "; Ciência do cancelamento — Pela data do Aviso de Recebimento (AR) da remessa postal: "
        "AR nº BR123456789, em 07/08/2026 (Lei RR 664/2008, art. 89, II; art. 95)"
    )


def _cancelled_on_monday(admin_context, tmp_path):
    """The autorização cancelled for abandonment on Monday 03/08/2026 (Lei RR 664/2008, art.
    22, IV): the context on Friday 07/08/2026 and the licence."""
    ctx, issued = roraima_authorisation(admin_context, tmp_path)
    cancel_authorisation(
        at_day(ctx, date(2026, 8, 3)),
        issued.id,
        "abandono",
        "Portaria 12/2026",
        date(2026, 8, 3),
        tmp_path / "keys",
    )
    return at_day(ctx, date(2026, 8, 7)), issued


def _cancelled_with_ciencia(admin_context, tmp_path):
    """The autorização cancelled on 03/08/2026, the company's ciência by post on Friday
    07/08/2026, and the office closed on Monday 10/08/2026: the context and the licence."""
    ctx, issued = _cancelled_on_monday(admin_context, tmp_path)
    record_cancellation_ciencia(ctx, issued.id, "ar", "AR nº BR123456789", date(2026, 8, 7))
    return add_closure(ctx, date(2026, 8, 10), "Ponto facultativo estadual"), issued


COUNT_FROM_TUESDAY = (
    "Ciência da empresa em 07/08/2026: os prazos contam-se a partir de 11/08/2026, primeiro "
    "dia útil após a ciência (Lei RR 664/2008, art. 95)."
)


def test_verificar_documento_tells_when_the_terms_start_on_the_offices_calendar(
    qtbot, admin_context, tmp_path
):
    """The day the office is closed is skipped as on the autorização's tab: the count starts
    on Tuesday 11/08/2026; the appeal of art. 92 gets no due date."""
    ctx, issued = _cancelled_with_ciencia(admin_context, tmp_path)
    page, values = _verified(qtbot, ctx, tmp_path, issued.pdf)
    assert page.result.text() == "SEM EFEITO"
    assert values["Recurso"].startswith(COUNT_FROM_TUESDAY)
    assert (
        "Cabe recurso ao CRE/RR (Lei RR 664/2008, art. 92), para o qual a Lei não fixa"
        in (values["Recurso"])
    )
    assert values["Recurso"] == licence_detail(ctx, issued.id).cancellation_appeal


def test_the_verify_command_reads_the_count_on_the_offices_closures_too(
    admin_context, database_url, tmp_path
):
    ctx, issued = _cancelled_with_ciencia(admin_context, tmp_path)
    path = tmp_path / "autorizacao.pdf"
    path.write_bytes(issued.pdf)
    out = io.StringIO()
    assert verify_command(path, database_url=database_url, out=out) == 4
    assert f"  Recurso: {COUNT_FROM_TUESDAY}" in out.getvalue()
