"""Início (counts, what expires) and Verificar documento, on a real SQLite file; a file still
being verified does not answer over a code typed after it."""

from datetime import timedelta

from PySide6.QtCore import QCoreApplication, Qt, QThreadPool

from desktop.services import home_page
from desktop.services.calendar import office_today
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.operator_documents import DocumentInput, record_document
from desktop.services.registration.operators import create_operator
from desktop.services.sanctions.cnd import issue_cnd
from desktop.ui.home.page import HomePage
from desktop.ui.main_window import MainWindow
from desktop.ui.navigator import Navigator
from desktop.ui.verify import page as verify_page
from desktop.ui.verify.page import VerifyPage
from desktop.ui.widgets import operation
from desktop.ui.workspace import Workspace
from tests.factories.held_reading import hold_first_call
from tests.factories.notices import new_operator
from tests.factories.screens import READING_BOUND_MS
from tests.ui.conftest import operator_input


def test_home_counts_and_what_expires(qtbot, admin_context):
    detail = create_operator(admin_context, operator_input())
    create_operator(
        admin_context,
        operator_input(legal_name="Transportes Goiás Ltda", cnpj="45.997.418/0001-53"),
    )
    today = office_today(admin_context)
    record_document(
        admin_context,
        detail.id,
        DocumentInput("cnd", today, valid_until=today + timedelta(days=20)),
    )
    record_document(
        admin_context,
        detail.id,
        DocumentInput("crf_fgts", today, valid_until=today + timedelta(days=45)),
    )
    navigator = Navigator()
    page = HomePage(Workspace(admin_context, navigator))
    qtbot.addWidget(page)
    assert page.operators_card.number.text() == "…"  # read off the GUI thread (issue 18)
    with qtbot.waitSignal(page.loaded, timeout=READING_BOUND_MS):
        page.refresh()
    assert page.operators_card.number.text() == "2"
    assert "Sem pedido de registro: 2" in page.operators_card.details.text()
    # A standalone office has no statewide data: no banner about its age (issue 19).
    assert page.state_banner.isHidden()
    assert page.counts is not None and page.counts.state_data_banner == ""
    assert page.documents_card.number.text() == "2"
    assert page.documents_card.details.text() == "1 em 30 dias"
    assert page.table.rowCount() == 1
    assert page.table.item(0, 0).text() == (today + timedelta(days=20)).strftime("%d/%m/%Y")
    assert page.table.item(0, 2).text() == "Viação São João Ltda"

    with qtbot.waitSignal(page.loaded, timeout=READING_BOUND_MS):
        qtbot.mouseClick(page.window_60, Qt.MouseButton.LeftButton)
    assert page.table.rowCount() == 2
    with qtbot.waitSignal(navigator.open_record) as opened:
        page.open_row(1)
    assert opened.args == ["operators", detail.id]


def test_the_operators_tab_says_how_many_expire_when_it_lists_only_the_soonest(
    qtbot, admin_context, monkeypatch
):
    """The operators' tab lists the soonest of each kind (200 CRCs, 200 documents); when more
    expire in the window, its title gives both numbers instead of the list's length alone."""
    monkeypatch.setattr(home_page, "LIST_LIMIT", 1)
    detail = create_operator(admin_context, operator_input())
    today = office_today(admin_context)
    for kind, days in (("cnd", 20), ("crf_fgts", 25)):
        record_document(
            admin_context,
            detail.id,
            DocumentInput(kind, today, valid_until=today + timedelta(days=days)),
        )
    page = HomePage(Workspace(admin_context, Navigator()))
    qtbot.addWidget(page)
    with qtbot.waitSignal(page.loaded, timeout=READING_BOUND_MS):
        page.refresh()
    assert page.table.rowCount() == 1
    assert page.table.item(0, 0).text() == (today + timedelta(days=20)).strftime("%d/%m/%Y")
    assert page.lists.tabText(0) == "&Operadores (1 de 2)"
    assert page.documents_card.details.text() == "2 em 30 dias"


def test_the_main_window_is_painted_before_the_home_page_starts_reading(
    qtbot, admin_context, monkeypatch
):
    """Issue 18 §2: the home page's reading, which imports the services and models its counts
    read, starts from the event loop once the window's first paint is done, not in the
    window's constructor, where it held the GIL through the paint."""
    started = []
    real = operation.run_in_background

    def recorded(*args, **kwargs):
        started.append(args[0])
        return real(*args, **kwargs)

    monkeypatch.setattr(operation, "run_in_background", recorded)
    window = MainWindow(admin_context)
    qtbot.addWidget(window)
    home = window.pages["home"]
    window.show()
    assert started == [] and home.operators_card.number.text() == "…"
    with qtbot.waitSignal(home.loaded, timeout=READING_BOUND_MS):
        pass  # the event loop runs: the reading starts, then fills the page in
    assert started == [home] and home.operators_card.number.text() == "0"


def issued_protocol(ctx, tmp_path):
    detail = create_operator(ctx, operator_input())
    return protocol_application(ctx, detail.id, key_dir=tmp_path / "keys").printout


def test_verification_by_code_and_by_file(qtbot, admin_context, tmp_path):
    printout = issued_protocol(admin_context, tmp_path)
    page = VerifyPage(Workspace(admin_context, Navigator()))
    qtbot.addWidget(page)
    qtbot.keyClicks(page.code, printout.verification_code.lower())
    qtbot.keyClick(page.code, Qt.Key.Key_Return)
    assert page.result.text() == "VÁLIDO"
    values = {
        page.fields.item(row, 0).text(): page.fields.item(row, 1).text()
        for row in range(page.fields.rowCount())
    }
    assert values["Número"] == printout.number

    page.code.clear()
    qtbot.keyClicks(page.code, "ZZZZZ-99999")
    qtbot.keyClick(page.code, Qt.Key.Key_Return)
    assert page.result.text() == "DESCONHECIDO"

    original = tmp_path / "protocolo.pdf"
    original.write_bytes(printout.pdf)
    page.check_file(original)
    qtbot.waitUntil(lambda: page.result.text() == "VÁLIDO")

    tampered = tmp_path / "protocolo-alterado.pdf"
    tampered.write_bytes(printout.pdf.replace(b"Protocolo", b"Protocolx", 1))
    page.check_file(tampered)
    qtbot.waitUntil(lambda: page.result.text() == "ALTERADO")
    assert page.explanation.text() == "O conteúdo do PDF foi alterado depois de assinado."


def test_a_file_still_being_verified_does_not_answer_over_a_code_typed_after_it(
    qtbot, admin_context, tmp_path, monkeypatch
):
    """The clerk opens an altered PDF and, while it is verified, reads the genuine
    document's code with the barcode reader: VÁLIDO answers that code, and the file's
    ALTERADO, arriving afterwards, must not take its place under it."""
    printout = issued_protocol(admin_context, tmp_path)
    tampered = tmp_path / "protocolo-alterado.pdf"
    tampered.write_bytes(printout.pdf.replace(b"Protocolo", b"Protocolx", 1))
    held = hold_first_call(monkeypatch, verify_page, "verify_file")
    page = VerifyPage(Workspace(admin_context, Navigator()))
    qtbot.addWidget(page)
    page.check_file(tampered)
    qtbot.waitUntil(held.read.is_set)

    qtbot.keyClicks(page.code, printout.verification_code)
    qtbot.keyClick(page.code, Qt.Key.Key_Return)
    assert page.result.text() == "VÁLIDO"

    held.release.set()
    QThreadPool.globalInstance().waitForDone()
    QCoreApplication.processEvents()  # what the file's verification sent before it ended
    assert page.result.text() == "VÁLIDO"
    assert page.verdict.fields["Número"] == printout.number


def test_a_superseded_home_reading_stops_between_its_queries(qtbot, admin_context, monkeypatch):
    """A reading of Início overtaken by a newer one (F5 while it runs) is cancelled, and ends
    at its next query instead of running all fourteen for a result nobody will see."""
    held = hold_first_call(monkeypatch, home_page, "home_counts")
    last_queries = []
    real_late_statistics = home_page.late_statistics
    monkeypatch.setattr(
        home_page,
        "late_statistics",
        lambda ctx: last_queries.append(ctx) or real_late_statistics(ctx),
    )
    page = HomePage(Workspace(admin_context, Navigator()))
    qtbot.addWidget(page)
    page.refresh()
    qtbot.waitUntil(held.read.is_set)
    try:
        with qtbot.waitSignal(page.loaded, timeout=READING_BOUND_MS):
            page.load()  # what F5 and a change announced do
    finally:
        held.release.set()
    QThreadPool.globalInstance().waitForDone()
    QCoreApplication.processEvents()
    assert held.calls == 2
    assert len(last_queries) == 1


def test_a_certidao_is_verified_under_the_title_it_printed(
    qtbot, admin_context, context_for, tmp_path
):
    """The clerk holds a "Certidão Negativa de Débito": the page names it so, not by the
    kind's generic title."""
    operator = new_operator(admin_context)
    issued = issue_cnd(context_for("atendente"), operator.id, tmp_path / "keys")
    page = VerifyPage(Workspace(admin_context, Navigator()))
    qtbot.addWidget(page)
    qtbot.keyClicks(page.code, issued.document.verification_code)
    qtbot.keyClick(page.code, Qt.Key.Key_Return)
    assert page.result.text() == "VÁLIDO"
    values = {
        page.fields.item(row, 0).text(): page.fields.item(row, 1).text()
        for row in range(page.fields.rowCount())
    }
    assert values["Documento"] == "Certidão Negativa de Débito"
