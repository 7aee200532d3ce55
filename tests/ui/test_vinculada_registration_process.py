"""A company registering for the característica vinculada alone goes through the process of
Res. AGR 105/2017, art. 7 asked what Chapter V asks: the documents of art. 56, I-V (request,
CNPJ, the vehicles' CRLV and DPVAT, laudo and insurance policy), none of the fretamento's
arts. 8º-11 (nor on its protocol receipt and pendency notice), and no hold of art. 100,
parágrafo único, the autorizatária's; its CRC names neither the fretamento nor Decreto
8.444/2015 — through the real widgets of Operadores on a real SQLite file."""

from PySide6.QtWidgets import QDialog, QPlainTextEdit

from desktop.services.calendar import office_today
from desktop.services.complaints.complaints import ComplaintInput, record_complaint
from desktop.services.registration.applications_records import list_applications
from desktop.services.registration.operators import create_operator
from desktop.services.registration.printouts import printouts_of
from desktop.ui.operators.area import OperatorsArea
from tests.factories.clock import at_day
from tests.factories.operator_screens import (
    accept_dialog,
    approve_on_resolution,
    click,
    record_all_documents,
)
from tests.factories.operators import operator_input
from tests.factories.reading import flat_pdf_text

ART_56 = [
    "Res. AGR 105/2017, art. 56, I",
    "Res. AGR 105/2017, art. 56, II",
    "Res. AGR 105/2017, art. 56, III",
    "Res. AGR 105/2017, art. 56, IV; art. 23",
    "Res. AGR 105/2017, art. 56, V; art. 50",
]


def vinculada_company(ctx):
    vinculada = ("caracteristica_vinculada",)
    return create_operator(
        ctx, operator_input(modalities=vinculada, partners=(), state_registration="")
    )


def opened(open_area, ctx, tmp_path, operator_id):
    area = open_area(OperatorsArea, ctx, tmp_path / "keys")
    area.resize(1366, 728)
    area.refresh()
    area.open_record(operator_id)
    return area


def test_the_analysis_asks_the_documents_of_art_56(
    qtbot, admin_context, open_area, dialog_driver, tmp_path
):
    detail = vinculada_company(admin_context)
    area = opened(open_area, admin_context, tmp_path, detail.id)
    documents = area.documents
    area.tabs.setCurrentWidget(documents)
    articles = [documents.table.item(row, 1).text() for row in range(documents.table.rowCount())]
    assert articles == ART_56

    process = area.process
    area.tabs.setCurrentWidget(process)
    dialog_driver.on("ActionDialog", accept_dialog(qtbot))
    click(qtbot, process.buttons["protocol"])
    listed = []

    def notify(dialog):
        listed.extend(dialog.findChild(QPlainTextEdit).toPlainText().splitlines())
        click(qtbot, dialog.ok_button)
        return dialog.result()

    dialog_driver.on("ActionDialog", notify)
    click(qtbot, process.buttons["pendency"])
    assert [line[line.rindex("(") + 1 : -1] for line in listed] == ART_56
    assert list_applications(admin_context, detail.id)[0].pendency_text == "\n".join(listed)
    receipt, notice = (
        " ".join(flat_pdf_text(printout.pdf).split())
        for printout in printouts_of(admin_context, detail.id)
    )
    assert "Registro de empresa ou instituição do transporte de característica vinculada" in (
        receipt
    )
    assert "Base legal: Res. AGR 105/2017, art. 7º, caput e inciso I; art. 56, I." in receipt
    assert "A documentação exigida está no art. 56 da mesma Resolução." in notice
    assert "Base legal: Res. AGR 105/2017, art. 7º, inciso II; art. 56." in notice
    for printed in (receipt, notice):
        assert "fretamento" not in printed and "art. 8º" not in printed, printed


def test_the_approval_is_not_held_by_a_users_complaint(
    qtbot, admin_context, context_for, open_area, dialog_driver, tmp_path
):
    detail = vinculada_company(admin_context)
    area = opened(open_area, admin_context, tmp_path, detail.id)
    process = area.process
    dialog_driver.on("ActionDialog", accept_dialog(qtbot))
    click(qtbot, process.buttons["protocol"])
    today = office_today(admin_context)
    analista = at_day(context_for("analista"), today)
    complaint = ComplaintInput(analista.clock(), "telefone", "Ônibus saiu atrasado.")
    record_complaint(analista, detail.id, complaint)
    record_all_documents(qtbot, area, dialog_driver)

    dialog_driver.on("ActionDialog", approve_on_resolution(qtbot, today))
    dialog_driver.on("QDialog", lambda preview: QDialog.DialogCode.Rejected)
    area.tabs.setCurrentWidget(process)
    click(qtbot, process.buttons["approve"])
    application = list_applications(admin_context, detail.id)[0]
    assert application.status == "aprovada"
    assert application.approved_modalities == ("caracteristica_vinculada",)
    assert process.table.item(0, 2).text() == "Aprovada"
    crc = " ".join(flat_pdf_text(printouts_of(admin_context, detail.id)[-1].pdf).split())
    assert "Certificado de Registro Cadastral" in crc
    assert "Transporte rodoviário intermunicipal de passageiros de característica vinculada" in crc
    assert "I — Empresa ou instituição" in crc
    assert "A empresa ou instituição poderá requerer novo registro cadastral" in crc
    basis = "Res. AGR 105/2017, art. 7º, inciso III; art. 13, caput e §§ 1º a 4º; art. 56."
    assert f"Base legal: {basis} Código de verificação" in crc
    for fretamento in ("fretamento", "utorizatária", "Decreto", "8.444"):
        assert fretamento not in crc, fretamento


def test_a_company_asking_both_is_asked_each_common_paper_once_under_both_articles(
    qtbot, admin_context, open_area, dialog_driver, tmp_path
):
    """Art. 8º, I and art. 56, I ask the request, art. 9º, II and art. 56, II the CNPJ: a
    company asking the fretamento contínuo and the característica vinculada hands each in once,
    and its pendency notice says the documents are asked by both chapters (arts. 8º, 9º and
    56; no art. 10, which is the eventual's, nor art. 11, the cooperative's)."""
    both = ("continuo", "caracteristica_vinculada")
    detail = create_operator(admin_context, operator_input(modalities=both))
    area = opened(open_area, admin_context, tmp_path, detail.id)
    documents = area.documents
    area.tabs.setCurrentWidget(documents)
    rows = range(documents.table.rowCount())
    articles = [documents.table.item(row, 1).text() for row in rows]
    assert "Res. AGR 105/2017, art. 8º, I; art. 56, I" in articles
    assert "Res. AGR 105/2017, art. 9º, II; art. 56, II" in articles
    titles = [documents.table.item(row, 0).text() for row in rows]
    assert len([title for title in titles if "CNPJ" in title]) == 1
    assert len([title for title in titles if title.startswith("Requerimento")]) == 1

    process = area.process
    area.tabs.setCurrentWidget(process)
    dialog_driver.on("ActionDialog", accept_dialog(qtbot))
    click(qtbot, process.buttons["protocol"])
    dialog_driver.on("ActionDialog", accept_dialog(qtbot))
    click(qtbot, process.buttons["pendency"])
    notice = " ".join(flat_pdf_text(printouts_of(admin_context, detail.id)[-1].pdf).split())
    assert "Prova de inscrição no CNPJ (Res. AGR 105/2017, art. 9º, II; art. 56, II)" in notice
    assert notice.count("Prova de inscrição no CNPJ") == 1
    assert "A documentação exigida está nos arts. 8º, 9º e 56 da mesma Resolução." in notice
    assert "Base legal: Res. AGR 105/2017, art. 7º, inciso II; arts. 8º, 9º e 56." in notice


def test_the_receipt_of_both_modalities_cites_both_chapters(
    qtbot, admin_context, open_area, dialog_driver, tmp_path
):
    both = ("continuo", "caracteristica_vinculada")
    detail = create_operator(admin_context, operator_input(modalities=both))
    area = opened(open_area, admin_context, tmp_path, detail.id)
    area.tabs.setCurrentWidget(area.process)
    dialog_driver.on("ActionDialog", accept_dialog(qtbot))
    click(qtbot, area.process.buttons["protocol"])
    (receipt,) = printouts_of(admin_context, detail.id)
    printed = " ".join(flat_pdf_text(receipt.pdf).split())
    assert "Base legal: Res. AGR 105/2017, art. 7º, caput e inciso I; arts. 8º, 9º e 56." in (
        printed
    ), printed
