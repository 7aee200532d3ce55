"""Administração > Documentos pendentes: two protocols whose PDFs failed are listed; the
button (Alt+G) prints them on the worker thread and the list empties; an older reading that
ends after a newer one does not list again a document printed since."""

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QThreadPool
from reportlab.platypus.doctemplate import LayoutError

import desktop.documents.render as render_module
from desktop.demo.numbers import make_cnpj
from desktop.services.documents.issuing import reprint
from desktop.services.documents.pending import print_pending
from desktop.services.errors import DocumentNotRendered
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.operators import create_operator
from desktop.ui.admin import pending_tab
from desktop.ui.admin.area import AdminArea
from desktop.ui.navigator import Navigator
from desktop.ui.workspace import Workspace
from tests.factories.held_reading import hold_first_call
from tests.factories.operators import operator_input
from tests.factories.reading import pdf_text
from tests.factories.screens import admin_tab_shown


def failing_layout(*_args, **_kwargs):
    raise LayoutError("Flowable <Paragraph> too large on page 1 in frame 'normal'")


def test_the_pending_pdfs_are_listed_and_printed_from_the_keyboard(
    qtbot, admin_context, keys, monkeypatch, show_active
):
    operators = [
        create_operator(admin_context, operator_input()),
        create_operator(admin_context, operator_input(cnpj=make_cnpj("445556660001"))),
    ]
    with monkeypatch.context() as failing:
        failing.setattr(render_module, "build_pdf", failing_layout)
        for operator in operators:
            with pytest.raises(DocumentNotRendered):
                protocol_application(admin_context, operator.id, key_dir=keys)

    area = AdminArea(Workspace(admin_context, Navigator(), keys))
    qtbot.addWidget(area)
    tab = area.pending
    assert area.tabText(area.indexOf(tab)) == "Documentos &pendentes"
    area.setCurrentWidget(tab)
    show_active(area)
    area.refresh()
    qtbot.waitUntil(lambda: tab.table.rowCount() == 2)
    assert "2 documento(s) numerado(s)" in tab.summary.text()
    numbers = [tab.table.item(row, 0).text() for row in range(2)]
    assert [number.endswith(("000001", "000002")) for number in numbers] == [True, True]
    assert tab.table.item(0, 1).text() == "Comprovante de Protocolo"
    assert tab.print_button.isEnabled()

    tab.table.setFocus()
    qtbot.keyClick(tab, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: "2 PDF(s) gerado(s)." in tab.result.text(), timeout=20000)
    qtbot.waitUntil(lambda: tab.table.rowCount() == 0)
    assert tab.summary.text() == "Nenhum documento pendente: todos têm o seu PDF."
    assert not tab.print_button.isEnabled()
    assert operators[1].legal_name in pdf_text(reprint(admin_context, numbers[1], "protocolo"))


def test_an_older_reading_that_ends_last_does_not_list_a_printed_document_again(
    qtbot, admin_context, keys, monkeypatch, show_active
):
    """F5 pressed while a reading still runs: the first read the protocol still without its
    PDF, the PDF is made meanwhile, the second reading finds nothing pending and is shown; the
    first ends afterwards and must not list the document again nor offer to print it."""
    operator = create_operator(admin_context, operator_input())
    with monkeypatch.context() as failing:
        failing.setattr(render_module, "build_pdf", failing_layout)
        with pytest.raises(DocumentNotRendered):
            protocol_application(admin_context, operator.id, key_dir=keys)
    held = hold_first_call(monkeypatch, pending_tab, "pending_orders")
    area = admin_tab_shown(qtbot, show_active, admin_context, "pending", keys)
    tab = area.pending
    qtbot.waitUntil(held.read.is_set)

    assert len(print_pending(admin_context, keys, lambda done, total: None).printed) == 1
    tab.table.setFocus()
    qtbot.keyClick(tab.table, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: tab.summary.text().startswith("Nenhum documento pendente"))

    held.release.set()
    QThreadPool.globalInstance().waitForDone()
    QCoreApplication.processEvents()  # what the first reading sent before it ended
    assert held.calls == 2
    assert tab.summary.text() == "Nenhum documento pendente: todos têm o seu PDF."
    assert tab.table.rowCount() == 0
    assert not tab.print_button.isEnabled()
