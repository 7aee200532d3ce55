"""Operadores: the form, the lazy list and its search, the documents checklist, the process
up to the CRC printed to a PDF file — through the real widgets on a real SQLite file."""

import dataclasses
import re
from datetime import timedelta

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)
from stdnum.br import cnpj as stdnum_cnpj

from desktop.services.calendar import office_today
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.applications_records import list_applications
from desktop.services.registration.operators import create_operator
from desktop.services.registration.operators_records import find_operator_by_cnpj
from desktop.services.search.operators import search_operators
from desktop.ui.main_window import MainWindow
from desktop.ui.operators.area import OperatorsArea
from tests.factories.operator_screens import (
    accept_dialog,
    click,
    fill_resolution,
    record_all_documents,
)
from tests.factories.sanctions import administrative_process
from tests.ui.conftest import operator_input


@pytest.fixture
def area_for(open_area, tmp_path):
    def make(ctx):
        area = open_area(OperatorsArea, ctx, tmp_path / "keys")
        area.refresh()
        return area

    return make


def type_partner(qtbot, area, name, cpf, qualification):
    """The clerk's keys: Adicionar sócio opens the name cell; Tab goes to the next cell."""
    click(qtbot, area.form.partners.add_button)
    for text, key in (
        (name, Qt.Key.Key_Tab),
        (cpf, Qt.Key.Key_Tab),
        (qualification, Qt.Key.Key_Return),
    ):
        editor = QApplication.focusWidget()
        qtbot.keyClicks(editor, text)
        qtbot.keyClick(editor, key)
    table = area.form.partners.table
    row = table.rowCount() - 1
    qtbot.waitUntil(lambda: table.item(row, 2).text() == qualification)  # Return commits queued


def fill_form(qtbot, area, cnpj):
    form = area.form
    qtbot.keyClicks(form.legal_name, "Expresso Cerrado Ltda")
    qtbot.keyClicks(form.trade_name, "Cerrado Tur")
    qtbot.keyClicks(form.cnpj, cnpj)
    qtbot.keyClicks(form.state_registration, "10.123.456-7")
    qtbot.keyClicks(form.street, "Avenida Anhanguera")
    qtbot.keyClicks(form.number, "500")
    qtbot.keyClicks(form.district, "Centro")
    qtbot.keyClicks(form.municipality, "goiania")
    form.municipality.editingFinished.emit()
    # The offscreen platform leaves the completer popup as the active window.
    area.activateWindow()
    qtbot.waitUntil(area.isActiveWindow)
    qtbot.keyClicks(form.cep, "74043010")
    qtbot.keyClicks(form.phone, "62991234567")
    qtbot.keyClicks(form.email, "contato@cerrado.com.br")
    qtbot.keyClicks(form.representative_name, "Carlos Lima")
    qtbot.keyClicks(form.representative_cpf, "52998224725")
    qtbot.keyClick(form.modality_boxes["eventual_turistico"], Qt.Key.Key_Space)
    type_partner(qtbot, area, "Carlos Lima", "52998224725", "socio administrador")


def test_register_operator_through_the_form(qtbot, admin_context, area_for):
    area = area_for(admin_context)
    fill_form(qtbot, area, "11222333000182")
    assert area.form.cnpj.text() == "11.222.333/0001-82"
    assert area.form.municipality.text() == "Goiânia"
    qtbot.keyClick(area.form.legal_name, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert area.form.error_of("cnpj") == "CNPJ inválido: os dígitos verificadores não conferem."
    assert area.form.cnpj.hasFocus()
    assert search_operators(admin_context, "").rows == ()

    area.form.cnpj.clear()
    qtbot.keyClicks(area.form.cnpj, "11222333000181")
    qtbot.keyClick(area.form.cnpj, Qt.Key.Key_Return)
    assert area.form.error_of("cnpj") == ""
    stored = find_operator_by_cnpj(admin_context, "11222333000181")
    assert stored.legal_name == "Expresso Cerrado Ltda"
    assert stored.municipality_name == "Goiânia"
    assert stored.phone == "(62) 99123-4567"
    assert stored.modalities == ("eventual_turistico",)
    assert [(p.name, p.cpf) for p in stored.partners] == [("Carlos Lima", "52998224725")]
    assert area.title.text() == "Expresso Cerrado Ltda"
    assert area.model.rowCount() == 1
    assert area.model.data(area.model.index(0, 1)) == "11.222.333/0001-81"
    assert area.history.table.item(0, 2).text() == "Cadastro do operador"


def test_partner_errors_are_shown_under_the_partners_table(qtbot, admin_context, area_for):
    area = area_for(admin_context)
    fill_form(qtbot, area, "11222333000181")
    type_partner(qtbot, area, "Ana Lima", "11111111111", "socia")
    area.actions_["save"].trigger()
    assert "Sócio 2 — CPF: CPF inválido" in area.form.error_of("partners")
    assert search_operators(admin_context, "").rows == ()


def laid_out(row) -> bool:
    """The row has the height its editor and its message need at its width."""
    return row.height() == max(row.heightForWidth(row.width()), row.sizeHint().height())


def test_each_save_replaces_the_errors_and_the_fields_keep_their_height(
    qtbot, admin_context, area_for
):
    """A refused save shows each message under its field, and the field keeps its height
    under its red border (the CCE was squashed under its message); ticking the exemption
    answers the CCE's message at once ("Informe a inscrição no CCE ou marque a isenção");
    the next save shows only what is still wrong."""
    area = area_for(admin_context)
    form = area.form
    fill_form(qtbot, area, "11222333000182")
    form.state_registration.clear()
    form.email.clear()
    qtbot.keyClicks(form.email, "contato")
    area.actions_["save"].trigger()
    cce = form.identity_form.rows["state_registration"]
    assert "art. 9º, III" in form.error_of("state_registration")
    assert form.error_of("cnpj") and form.error_of("email")
    qtbot.waitUntil(lambda: laid_out(cce))
    assert form.state_registration.height() == form.legal_name.height()
    assert form.cnpj.height() == form.legal_name.height()
    assert cce.error_label.y() >= form.state_registration.geometry().bottom()

    qtbot.mouseClick(form.state_registration_exempt, Qt.MouseButton.LeftButton)
    assert form.error_of("state_registration") == ""
    form.cnpj.clear()
    qtbot.keyClicks(form.cnpj, "11222333000181")
    area.actions_["save"].trigger()
    assert form.error_of("email").startswith("E-mail inválido")
    assert (form.error_of("cnpj"), form.error_of("state_registration")) == ("", "")
    assert form.identity_form.summary.text().startswith("1 problema:")
    qtbot.waitUntil(lambda: laid_out(cce))
    assert form.state_registration.height() == form.legal_name.height()
    assert search_operators(admin_context, "").rows == ()


def test_what_the_vinculada_alone_is_not_asked_is_no_longer_at_fault(
    qtbot, admin_context, area_for
):
    """Res. AGR 105/2017, art. 56: the característica vinculada alone is asked neither the
    CCE (art. 9º, III) nor the partners (art. 8º, V); their messages go with the modality."""
    area = area_for(admin_context)
    form = area.form
    fill_form(qtbot, area, "11222333000181")
    form.state_registration.clear()
    type_partner(qtbot, area, "Ana Lima", "11111111111", "socia")
    area.actions_["save"].trigger()
    assert form.error_of("state_registration") and form.error_of("partners")
    qtbot.keyClick(form.modality_boxes["eventual_turistico"], Qt.Key.Key_Space)
    qtbot.keyClick(form.modality_boxes["caracteristica_vinculada"], Qt.Key.Key_Space)
    assert (form.error_of("state_registration"), form.error_of("partners")) == ("", "")
    assert search_operators(admin_context, "").rows == ()


def test_search_ignores_accents_and_case(qtbot, admin_context, area_for):
    create_operator(admin_context, operator_input())
    create_operator(
        admin_context,
        operator_input(
            legal_name="Transportes Goiás Ltda", trade_name="Goiás Tur", cnpj="45.997.418/0001-53"
        ),
    )
    area = area_for(admin_context)
    assert area.model.rowCount() == 2
    qtbot.keyClicks(area.search_box, "SAO joao")
    qtbot.waitUntil(lambda: area.model.rowCount() == 1)
    assert area.model.data(area.model.index(0, 0)) == "Viação São João Ltda"
    area.search_box.clear()
    qtbot.keyClicks(area.search_box, "goias tur")
    qtbot.keyClick(area.search_box, Qt.Key.Key_Return)
    assert [row.legal_name for row in area.model.rows] == ["Transportes Goiás Ltda"]


def test_lazy_list_fetches_the_next_page_when_scrolled(qtbot, admin_context, area_for):
    for number in range(120):
        base = f"{number + 1:08d}0001"
        cnpj = base + stdnum_cnpj.calc_check_digits(base)
        create_operator(
            admin_context, operator_input(legal_name=f"Operadora {number:03d} Ltda", cnpj=cnpj)
        )
    area = area_for(admin_context)
    assert area.model.rowCount() == 50
    assert "role para carregar mais" in area.count_label.text()
    bar = area.list_view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum())
    qtbot.waitUntil(lambda: area.model.rowCount() == 100)
    first_end = bar.value()
    qtbot.waitUntil(lambda: bar.maximum() > first_end)
    bar.setValue(bar.maximum())
    qtbot.waitUntil(lambda: area.model.rowCount() == 120)
    assert area.count_label.text() == "120 operador(es) listado(s)"
    assert area.model.data(area.model.index(119, 0)) == "Operadora 119 Ltda"


def test_approve_and_print_the_crc(qtbot, admin_context, area_for, dialog_driver, tmp_path):
    detail = create_operator(admin_context, operator_input())
    area = area_for(admin_context)
    area.search_for("11.222.333/0001-81")
    assert area.current.id == detail.id

    process = area.process
    dialog_driver.on("ActionDialog", accept_dialog(qtbot))
    click(qtbot, process.buttons["protocol"])
    assert (
        "QDialog",
        "Visualizar — Comprovante de protocolo " + process.applications[0].protocol_number,
    ) in dialog_driver.seen
    assert process.table.item(0, 2).text() == "Protocolada"
    assert area.status_label.text().endswith("Pedido em andamento")

    today = office_today(admin_context)

    def resolution(dialog):
        fill_resolution(qtbot, dialog, today)

    def approve_with_documents_missing(dialog):
        resolution(dialog)
        click(qtbot, dialog.ok_button)
        return dialog.result()

    dialog_driver.on("ActionDialog", approve_with_documents_missing)
    click(qtbot, process.buttons["approve"])
    approve_dialog = [
        d for d in process.findChildren(QDialog) if d.windowTitle().startswith("Deferir")
    ][-1]
    assert "Documentos pendentes ou vencidos" in approve_dialog.form.general_error.text()
    assert list_applications(admin_context, detail.id)[0].status == "protocolada"

    record_all_documents(qtbot, area, dialog_driver)

    target = tmp_path / "crc-impresso.pdf"

    def save_from_preview(preview):
        def choose(file_dialog):
            file_dialog.selectFile(str(target))
            return QDialog.DialogCode.Accepted

        dialog_driver.on("QFileDialog", choose)
        click(qtbot, preview.findChild(QPushButton, "saveButton"))
        return QDialog.DialogCode.Rejected

    refused = {}

    def approve(dialog):
        # Res. AGR 105/2017, art. 12: authorised by resolution; the extract comes out later.
        click(qtbot, dialog.ok_button)
        refused["number"] = dialog.form.error_of("resolution_number")
        refused["date"] = dialog.form.error_of("resolution_date")
        resolution(dialog)
        click(qtbot, dialog.ok_button)
        return dialog.result()

    dialog_driver.on("ActionDialog", approve)
    dialog_driver.on("QDialog", save_from_preview)
    area.tabs.setCurrentWidget(process)
    click(qtbot, process.buttons["approve"])
    assert refused == {
        "number": "Informe o número da resolução que autorizou o registro (Res. AGR 105/2017, "
        "art. 12: o registro é autorizado por resolução).",
        "date": "Informe a data da resolução (Res. AGR 105/2017, art. 12).",
    }

    application = list_applications(admin_context, detail.id)[0]
    assert application.status == "aprovada"
    assert application.approved_modalities == ("continuo",)
    assert process.table.item(0, 2).text() == "Aprovada"
    assert area.status_label.text().endswith("Registrada (CRC emitido)")
    assert process.printout_list.count() == 2
    actions = [
        area.history.table.item(row, 2).text() for row in range(area.history.table.rowCount())
    ]
    received = ["Documento recebido"] * area.documents.table.rowCount()
    assert actions == [
        "Pedido deferido",
        "CRC emitido",
        *received,
        "Pedido protocolado",
        "Cadastro do operador",
    ]
    text = "".join(page.extract_text() for page in PdfReader(target).pages)
    assert "Certificado de Registro Cadastral" in text
    assert "11.222.333/0001-81" in text
    assert "Viação São João Ltda" in text
    act = f"Registro autorizado pela Resolução CR nº 321/2026, de {today:%d/%m/%Y}"
    # The CRC is issued on the resolution and says its extract awaits the DOE (art. 12).
    assert f"{act}; extrato a publicar no DOE (Res. AGR 105/2017, art. 12)." in " ".join(
        text.split()
    )
    assert f"{act}; extrato a publicar no DOE" in process.details.text()
    assert process.buttons["publication"].isEnabled()

    def publish(dialog):
        dialog.form.editor("published_on").set_value(today)
        click(qtbot, dialog.ok_button)
        refused["reference"] = dialog.form.error_of("doe_reference")
        qtbot.keyClicks(dialog.form.editor("doe_reference"), "nº 24.100, p. 9")
        click(qtbot, dialog.ok_button)
        return dialog.result()

    dialog_driver.on("ActionDialog", publish)
    click(qtbot, process.buttons["publication"])
    assert "edição e a página do DOE" in refused["reference"]
    assert f"{act}; extrato publicado no DOE de {today:%d/%m/%Y}, nº 24.100, p. 9" in (
        process.details.text()
    )
    assert area.history.table.item(0, 2).text() == "Extrato publicado no DOE"

    # A page typed wrongly: the same action corrects it, with its reason (art. 12), its
    # rows filled with the publication recorded, so the clerk changes the page only.
    shown = []

    def look(dialog):
        form = dialog.form
        shown.append((form.editor("published_on").value(), form.editor("doe_reference").text()))
        return 0

    def correct(dialog):
        look(dialog)
        reference = dialog.form.editor("doe_reference")
        reference.end(False)
        qtbot.keyClick(reference, Qt.Key.Key_Backspace)
        qtbot.keyClicks(reference, "19")
        click(qtbot, dialog.ok_button)
        refused["reason"] = dialog.form.error_of("reason")
        dialog.form.editor("reason").setPlainText("Página digitada errada")
        click(qtbot, dialog.ok_button)
        return dialog.result()

    dialog_driver.on("ActionDialog", correct)
    click(qtbot, process.buttons["publication"])
    assert refused["reason"] == (
        "Informe o motivo da correção da publicação (Res. AGR 105/2017, art. 12)."
    )
    assert f"{act}; extrato publicado no DOE de {today:%d/%m/%Y}, nº 24.100, p. 19" in (
        process.details.text()
    )
    assert [area.history.table.item(0, column).text() for column in (2, 3)] == [
        "Publicação do extrato corrigida",
        "Edição e página do DOE: nº 24.100, p. 9 → nº 24.100, p. 19; "
        "Motivo da correção: — → Página digitada errada",
    ]

    # Opened again, the rows show the publication as corrected.
    dialog_driver.on("ActionDialog", look)
    click(qtbot, process.buttons["publication"])
    assert shown == [(today, "nº 24.100, p. 9"), (today, "nº 24.100, p. 19")]


def test_atendente_is_refused_the_approval_with_the_message(
    qtbot, admin_context, context_for, area_for, dialog_driver
):
    clerk = context_for("atendente")
    detail = create_operator(admin_context, operator_input())
    area = area_for(clerk)
    area.search_for("sao joao")
    dialog_driver.on("ActionDialog", accept_dialog(qtbot))
    click(qtbot, area.process.buttons["protocol"])
    dialog_driver.on("ActionDialog", accept_dialog(qtbot))
    click(qtbot, area.process.buttons["approve"])
    approve_dialog = [
        d for d in area.process.findChildren(QDialog) if d.windowTitle().startswith("Deferir")
    ][-1]
    assert approve_dialog.form.general_error.text().startswith(
        "Você não tem permissão para deferir ou indeferir pedidos de registro cadastral."
    )
    assert list_applications(admin_context, detail.id)[0].status == "protocolada"


def test_global_search_opens_the_operator(qtbot, admin_context, show_active):
    create_operator(admin_context, operator_input())
    window = MainWindow(admin_context)
    qtbot.addWidget(window)
    show_active(window)
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert window.search_box.hasFocus()
    qtbot.keyClicks(window.search_box, "11.222.333/0001-81")
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)
    assert window.current_area() == "operators"
    assert window.pages["operators"].title.text() == "Viação São João Ltda"


def test_global_search_by_document_number_opens_its_operator(
    qtbot, admin_context, tmp_path, show_active
):
    create_operator(
        admin_context,
        operator_input(legal_name="Transportes Goiás Ltda", cnpj="45.997.418/0001-53"),
    )
    detail = create_operator(admin_context, operator_input())
    number = protocol_application(
        admin_context, detail.id, key_dir=tmp_path / "keys"
    ).printout.number
    window = MainWindow(admin_context)
    qtbot.addWidget(window)
    show_active(window)
    qtbot.keyClicks(window.search_box, number.lower())
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current_area() == "operators", timeout=30_000)
    operators = window.pages["operators"]
    assert [row.legal_name for row in operators.model.rows] == ["Viação São João Ltda"]
    assert operators.title.text() == "Viação São João Ltda"


def test_unknown_document_number_is_reported(qtbot, admin_context, dialog_driver):
    window = MainWindow(admin_context)
    qtbot.addWidget(window)
    qtbot.keyClicks(window.search_box, "GYN-2026-999999")
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)
    # The search builds the Licenças area on the way: on a loaded machine it takes seconds.
    qtbot.waitUntil(lambda: ("QMessageBox", "Busca") in dialog_driver.seen, timeout=30000)
    assert dialog_driver.messages == [
        "Nenhum documento nº GYN-2026-999999 foi emitido neste escritório."
    ]
    assert window.current_area() == "home"


def test_tab_goes_through_the_form_in_reading_order(qtbot, admin_context, area_for):
    """Identity, then the contact beside it, then the address below (issue 17 §8)."""
    area = area_for(admin_context)
    area.form.legal_name.setFocus()
    order = []
    for _ in range(25):
        widget = QApplication.focusWidget()
        order.append(widget.objectName())
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
    assert order == [
        "legal_name",
        "trade_name",
        "cnpj",
        "kind",
        "establishment",
        "state_registration",
        "state_registration_exempt",
        "phone",
        "email",
        "representative_name",
        "representative_cpf",
        "modality_eventual_turistico",
        "modality_continuo",
        "modality_continuo_escolar",
        "modality_caracteristica_vinculada",
        "street",
        "number",
        "complement",
        "district",
        "uf",
        "municipality_code",
        "cep",
        "partners_table",
        "add_partner",
        "remove_partner",
    ]


def test_pendency_notice_lists_what_is_missing(qtbot, admin_context, area_for, dialog_driver):
    detail = create_operator(admin_context, operator_input())
    area = area_for(admin_context)
    area.open_record(detail.id)
    process = area.process
    dialog_driver.on("ActionDialog", accept_dialog(qtbot))
    click(qtbot, process.buttons["protocol"])
    notices = []

    def notify(dialog):
        notices.append(dialog.findChild(QPlainTextEdit).toPlainText())
        click(qtbot, dialog.ok_button)
        return dialog.result()

    dialog_driver.on("ActionDialog", notify)
    click(qtbot, process.buttons["pendency"])
    assert "Certidão negativa de débito (CND)" in notices[0]
    application = list_applications(admin_context, detail.id)[0]
    assert application.status == "pendente"
    assert application.pendency_text == notices[0]
    assert process.table.item(0, 2).text() == "Pendente (notificada)"
    assert process.buttons["answer"].isEnabled()
    assert not process.buttons["approve"].isEnabled()
    assert any(
        title.startswith("Visualizar — Notificação de pendência") for _, title in dialog_driver.seen
    )


def test_refusal_for_forged_documents_bars_the_operator(
    qtbot, admin_context, area_for, dialog_driver
):
    detail = create_operator(admin_context, operator_input())
    area = area_for(admin_context)
    area.open_record(detail.id)
    process = area.process
    dialog_driver.on("ActionDialog", accept_dialog(qtbot))
    click(qtbot, process.buttons["protocol"])

    def refuse(dialog):
        click(qtbot, dialog.ok_button)
        assert dialog.form.error_of("reason") == "Informe o motivo do indeferimento."
        reason = dialog.findChild(QPlainTextEdit)
        qtbot.keyClicks(reason, "Certidao adulterada")
        qtbot.keyClick(dialog.findChild(QCheckBox, "forged_documents"), Qt.Key.Key_Space)
        click(qtbot, dialog.ok_button)
        return dialog.result()

    dialog_driver.on("ActionDialog", refuse)
    click(qtbot, process.buttons["refuse"])
    application = list_applications(admin_context, detail.id)[0]
    assert (application.status, application.forged_documents) == ("indeferida", True)
    assert "Certidao adulterada" in process.details.text()
    assert "documento falso" in process.details.text()
    assert process.bars.text().startswith("Impedido de novo registro até")
    assert not process.bars.isHidden()
    assert process.buttons["protocol"].isEnabled()


def test_unsaved_changes_are_not_lost_by_a_click_on_the_list(
    qtbot, admin_context, area_for, dialog_driver
):
    create_operator(admin_context, operator_input())
    create_operator(
        admin_context,
        operator_input(legal_name="Transportes Goiás Ltda", cnpj="45.997.418/0001-53"),
    )
    area = area_for(admin_context)
    area.list_view.setCurrentIndex(area.model.index(0, 0))
    assert area.title.text() == "Transportes Goiás Ltda"
    qtbot.keyClick(area.form.trade_name, Qt.Key.Key_End)
    qtbot.keyClicks(area.form.trade_name, " Executivo")

    dialog_driver.on("QMessageBox", lambda box: QMessageBox.StandardButton.No)
    area.list_view.setCurrentIndex(area.model.index(1, 0))
    assert ("QMessageBox", "Alterações não salvas") in dialog_driver.seen
    assert area.title.text() == "Transportes Goiás Ltda"
    assert area.form.trade_name.text().endswith(" Executivo")
    assert area.list_view.currentIndex().row() == 0

    dialog_driver.on("QMessageBox", lambda box: QMessageBox.StandardButton.Yes)
    area.list_view.setCurrentIndex(area.model.index(1, 0))
    assert area.title.text() == "Viação São João Ltda"
    assert search_operators(admin_context, "executivo").rows == ()


def test_main_window_lists_every_area_and_sends_a_plate_to_veiculos(
    qtbot, admin_context, show_active
):
    window = MainWindow(admin_context)
    qtbot.addWidget(window)
    show_active(window)
    titles = [window.navigation.item(i).text() for i in range(window.navigation.count())]
    assert titles == [
        "Início",
        "Operadores",
        "Veículos",
        "Licenças",
        "Linhas",
        "Autos e Processos",
        "Financeiro",
        "Legislação",
        "Verificar documento",
        "Administração",
    ]
    assert window.minimumSizeHint().width() <= 1366
    assert window.minimumSizeHint().height() <= 768
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    assert window.current_area() == "operators"
    qtbot.keyClicks(window.search_box, "abc-1d23")
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)
    assert window.current_area() == "vehicles"
    assert window.pages["vehicles"].search_box.text() == "ABC1D23"


def test_an_edit_is_saved_and_shows_in_the_history(qtbot, admin_context, area_for):
    detail = create_operator(admin_context, operator_input())
    area = area_for(admin_context)
    area.open_record(detail.id)
    qtbot.keyClick(area.form.trade_name, Qt.Key.Key_End)
    qtbot.keyClicks(area.form.trade_name, " Executivo")
    qtbot.keyClick(area.form.trade_name, Qt.Key.Key_Return)
    assert area.status_label.text().startswith("Salvo.")
    history = area.history.table
    assert history.item(0, 2).text() == "Alteração do cadastro"
    assert (
        history.item(0, 3).text() == "Nome fantasia: São João Turismo → São João Turismo Executivo"
    )
    assert history.item(1, 3).text().startswith("Razão social: Viação São João Ltda; ")
    assert "Modalidades: Fretamento contínuo" in history.item(1, 3).text()


def test_roraima_approval_records_an_end_date_only_when_the_office_set_one(
    qtbot, admin_context, area_for, dialog_driver, tmp_path
):
    """Lei RR 664/2008 sets no term for the registration: the approval asks for an end date
    only as an option (the CRE/RR may set one); Goiás's 3 years of Res. 105 art. 13 are not
    shown."""
    import dataclasses

    from desktop.services.registration.checklist import checklist_for
    from desktop.services.registration.crc_records import current_crc
    from desktop.services.registration.operator_documents import DocumentInput, record_document

    office = dataclasses.replace(admin_context.office, jurisdiction="RR")
    rr = dataclasses.replace(admin_context, office=office)
    detail = create_operator(
        rr, operator_input(municipality_code="1400100", cep="69301-150", phone="95 3623-1410")
    )
    today = office_today(rr)
    protocol_application(rr, detail.id, key_dir=tmp_path / "keys")
    for item in checklist_for("RR", detail.kind, detail.modalities):
        valid = today + timedelta(days=400) if item.expires else None
        record_document(rr, detail.id, DocumentInput(item.kind, today, valid))
    area = area_for(rr)
    area.search_for("11.222.333/0001-81")
    end = today + timedelta(days=365)

    def approve(dialog):
        intro = " ".join(label.text() for label in dialog.findChildren(QLabel))
        assert "não fixa prazo ao registro" in intro and "3 anos" not in intro
        dialog.form.editor("valid_until").set_value(end)
        click(qtbot, dialog.ok_button)
        return dialog.result()

    dialog_driver.on("ActionDialog", approve)
    click(qtbot, area.process.buttons["approve"])
    assert current_crc(rr, detail.id).valid_until == end


def test_roraima_penalties_tab_applies_cassacao_and_shows_the_bar(
    qtbot, admin_context, context_for, area_for, dialog_driver, tmp_path
):
    """Lei RR 664/2008, arts. 87-88: the julgador applies the cassação with its bar of 1 to 5
    years from the operator's Penalidades tab, which then shows the bar; a Goiás office has no
    such tab."""
    import dataclasses

    from desktop.rules.dates import add_years

    office = dataclasses.replace(admin_context.office, jurisdiction="RR")
    julgador = dataclasses.replace(context_for("julgador"), office=office)
    detail = create_operator(
        dataclasses.replace(admin_context, office=office),
        operator_input(municipality_code="1400100", cep="69301-150", phone="95 3623-1410"),
    )
    area = area_for(julgador)
    area.search_for("11.222.333/0001-81")
    tab = area.rr_penalties
    assert area.tabs.tabText(area.tabs.indexOf(tab)) == "Pe&nalidades"
    assert "Advertências escritas em vigor: 0" in tab.standing.text()
    today = office_today(julgador)
    fiscal = dataclasses.replace(context_for("fiscal"), office=office)
    administrative_process(fiscal, julgador, tmp_path, detail.id, today)

    def cassar(dialog):
        dialog.form.editor("bar_years").setValue(2)
        dialog.form.editor("inciso").setCurrentIndex(1)  # II — paralisação geral
        dialog.form.editor("process_id").setCurrentIndex(1)  # art. 87, caput
        dialog.form.editor("reason").setPlainText("Paralisação geral do serviço.")
        click(qtbot, dialog.ok_button)
        return dialog.result()

    dialog_driver.on("ActionDialog", cassar)
    click(qtbot, tab.buttons["cassacao"])
    until = add_years(today, 2)
    assert f"até {until:%d/%m/%Y} (Lei RR 664/2008, arts. 87 e 88)" in tab.standing.text()
    assert "Lei RR 664/2008, art. 87, II" in tab.outcome.text()
    assert "Cassação de todas as linhas da delegatária" in tab.outcome.text()
    assert detail.id == area.current.id
    bar = (
        f"Cassada em {today:%d/%m/%Y}, impedida até {until:%d/%m/%Y} "
        "(Lei RR 664/2008, arts. 87 e 88)"
    )
    assert area.status_label.text().endswith(f"· {bar}")
    assert not area.list_view.isColumnHidden(2)
    model = area.list_view.model()
    qtbot.waitUntil(lambda: model.rowCount() == 1 and bar in model.index(0, 2).data())
    assert area_for(admin_context).list_view.isColumnHidden(2)
    assert area_for(admin_context).rr_penalties is None


GOIAS_ACTS = re.compile(r"Res\.( AGR)? 105|Decreto 8\.444|\bAGR\b")


def test_a_roraima_office_is_shown_lei_664_and_no_goias_act_on_the_operator_screens(
    qtbot, admin_context, area_for, dialog_driver
):
    """Roraima is served on Lei RR 664/2008 only. The form asks the partners because the bar
    after a cassação reaches the company's titulares (art. 88), names the state registration
    as Roraima does and offers no característica vinculada, which is not among the services
    of art. 2º (it is Goiás's, Res. 105 art. 53); the protocol tells of no term, Lei 664
    setting none for the analysis (Goiás's 10 days are Res. 105 art. 7º); the history names
    the registration as the form does. A Goiás office keeps Res. 105's words."""
    goias = area_for(admin_context).form
    assert goias.partners_box.title() == "Sócios ou cooperados (Res. AGR 105/2017, art. 8º, V)"
    assert "caracteristica_vinculada" in goias.modality_boxes

    office = dataclasses.replace(admin_context.office, jurisdiction="RR")
    rr = dataclasses.replace(admin_context, office=office)
    detail = create_operator(
        rr, operator_input(municipality_code="1400100", cep="69301-150", phone="95 3623-1410")
    )
    area = area_for(rr)
    area.open_record(detail.id)
    form = area.form
    assert form.partners_box.title() == "Sócios ou cooperados (Lei RR 664/2008, art. 88)"
    assert "caracteristica_vinculada" not in form.modality_boxes
    identity = form.identity_form
    caption = identity.layout_.labelForField(identity.rows["state_registration"])
    assert caption.text() == "Inscrição estadual"
    shown = [
        text
        for widget in area.findChildren(QWidget)
        if widget.isVisibleTo(area)
        for text in (getattr(widget, "text", str)(), getattr(widget, "title", str)())
        if isinstance(text, str)
    ]
    assert "Sócios ou cooperados (Lei RR 664/2008, art. 88)" in shown
    assert [text for text in shown if GOIAS_ACTS.search(text)] == []

    intros = []

    def protocol(dialog):
        intros.append(" ".join(label.text() for label in dialog.findChildren(QLabel)))
        return QDialog.DialogCode.Rejected

    dialog_driver.on("ActionDialog", protocol)
    click(qtbot, area.process.buttons["protocol"])
    assert "não fixa prazo para a análise do cadastro" in intros[0]
    assert not GOIAS_ACTS.search(intros[0]) and "10 dias" not in intros[0]

    created = area.history.table.item(0, 3).text()
    assert "Inscrição estadual: 10.123.456-7" in created and "CCE" not in created
