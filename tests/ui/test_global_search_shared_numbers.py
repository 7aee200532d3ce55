"""Document numbers run per kind (office, kind, year: `desktop.services.documents.numbering`),
so the demo's first auto de infração and its first licence — autorização in Roraima (Lei RR
664/2008, arts. 2º and 19) — have the same number in each office (DEMO-2026-000001,
DEMRR-2026-000001). The global search offers every record with the number, in the state's
words; the clerk picks one with the arrows and Enter, and that one opens. An operator's
documents (protocol, CRC, notificação de pendência) name the operator by its razão social, as
the licences do, so the clerk can tell two operators apart."""

import re

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QDialog

from desktop.models.pages import statements_sent
from desktop.services.documents.lookup import look_up_number
from desktop.services.licences.issue import issue_licence
from desktop.services.registration.operators import update_operator
from desktop.services.search.licences import search_licences
from desktop.services.search.notices import NoticeFilter, search_notices
from desktop.services.search.operators import search_operators
from desktop.ui.main_window import MainWindow
from desktop.ui.number_choice import NumberChoiceDialog, NumberHit, operator_text
from desktop.ui.widgets import dialogs
from tests.factories.clock import at_instant
from tests.factories.demo import admin_of, demo_window
from tests.factories.licences import ALL_MODALITIES, TODAY, departure, eventual, fleet
from tests.factories.operators import operator_input

LICENCE_WORD = {"GO": "Licença", "RR": "Autorização"}
# An operator's documents with the number: "<kinds> <number> — <razão social> (CNPJ …)".
OPERATOR_LINE = re.compile(
    r"^(?P<kinds>.+) (?P<number>\S+) — (?P<name>.+) \(CNPJ (?P<cnpj>[\d./-]+)\)$"
)
PROTOCOL = "Comprovante de Protocolo"


def first_numbers(office) -> tuple[str, str]:
    """The office's first licence: its number and id (its first auto has the same number)."""
    with admin_of(office) as ctx:
        rows = search_licences(ctx, limit=500).rows
    (licence,) = [row for row in rows if row.number.endswith("-000001")]
    return licence.number, licence.id


def search(qtbot, window, text: str) -> None:
    window.search_box.setFocus()
    qtbot.keyClicks(window.search_box, text)
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)


def choose(qtbot, offered: list[list[str]], starting: str):
    """A handler of the choice: moves down to the record whose label starts with `starting`
    and presses Enter, as the clerk would; what was offered goes to `offered`."""

    def handle(dialog: NumberChoiceDialog) -> int:
        offered.append(dialog.labels())
        dialog.show()
        qtbot.waitExposed(dialog)
        while not dialog.list.currentItem().text().startswith(starting):
            qtbot.keyClick(dialog.list, Qt.Key.Key_Down)
        qtbot.keyClick(dialog.list, Qt.Key.Key_Return)
        return dialog.result()

    return handle


@pytest.mark.parametrize("state", ["GO", "RR"])
def test_the_licence_and_the_auto_sharing_a_number_are_both_reachable(
    qtbot, demo_offices, dialog_driver, state
):
    office = demo_offices[state]
    number, licence_id = first_numbers(office)
    with admin_of(office) as ctx:
        assert [row.number for row in search_notices(ctx, NoticeFilter(number=number)).rows] == [
            number
        ]
    offered: list[list[str]] = []
    dialog_driver.on("NumberChoiceDialog", choose(qtbot, offered, LICENCE_WORD[state]))
    dialog_driver.on("NumberChoiceDialog", choose(qtbot, offered, "Auto de infração"))
    dialog_driver.on("NumberChoiceDialog", choose(qtbot, offered, PROTOCOL))
    with demo_window(qtbot, office) as window:
        search(qtbot, window, number.lower())
        qtbot.waitUntil(lambda: window.current_area() == "licences", timeout=30_000)
        licences = window.pages["licences"]
        qtbot.waitUntil(lambda: licences.current_id() == licence_id)

        window.search_box.clear()
        search(qtbot, window, number)
        qtbot.waitUntil(lambda: window.current_area() == "notices", timeout=30_000)
        process = window.pages["notices"].process
        qtbot.waitUntil(lambda: process.detail is not None)
        assert process.detail.notice_number == number

        window.search_box.clear()
        search(qtbot, window, number)
        qtbot.waitUntil(lambda: window.current_area() == "operators", timeout=30_000)
        operators = window.pages["operators"]
        qtbot.waitUntil(lambda: operators.current_id() is not None)
        opened = operators.current.legal_name
    assert dialog_driver.seen == [("NumberChoiceDialog", "Busca")] * 3
    labels = offered[0]
    assert offered == [labels, labels, labels]
    assert labels[0] == f"Auto de infração {number}"
    assert labels[1].startswith(f"{LICENCE_WORD[state]} {number} — ")
    documents = [OPERATOR_LINE.match(label) for label in labels[2:]]
    assert documents and all(documents), labels
    named = {}
    with admin_of(office) as ctx:
        for line in documents:
            assert line["number"] == number
            (operator,) = search_operators(ctx, line["cnpj"]).rows
            assert operator.cnpj_formatted == line["cnpj"]
            named[line["kinds"]] = operator.legal_name
            assert line["name"] == operator.legal_name
    (protocol_kinds,) = [kinds for kinds in named if kinds.startswith(PROTOCOL)]
    assert opened == named[protocol_kinds]


def test_esc_opens_none_and_enter_the_one_selected(qtbot):
    opened: list[str] = []
    hits = [NumberHit(label, lambda label=label: opened.append(label)) for label in "ABC"]
    dialog = NumberChoiceDialog("DEMO-2026-000001", hits)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.list, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert dialog.chosen is None
    dialog.show()
    qtbot.keyClick(dialog.list, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.list, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.chosen is hits[1]


@pytest.mark.parametrize("screen", [QRect(0, 0, 1366, 728), QRect(0, 0, 1024, 700)])
def test_a_long_razao_social_wraps_within_the_screen(qtbot, monkeypatch, screen):
    """A razão social of 200 characters (the register's limit): the chooser stays within the
    counter's screen, the line wraps whole (CNPJ included, no side scrolling), and the
    arrows and Enter still choose it."""
    monkeypatch.setattr(dialogs, "available_area", lambda widget: screen)
    name = ("Empresa de Transportes Coletivos Intermunicipais e Turismo Fretado " * 3)[:200]
    number = "DEMO-2026-000001"
    label = f"Comprovante de Protocolo, Certificado de Registro Cadastral {number} — " + (
        operator_text(name.strip(), "91000000000147")
    )
    hits = [
        NumberHit(f"Auto de infração {number}", lambda: None),
        NumberHit(label, lambda: None),
        NumberHit(f"Licença {number} — Viação Curta Ltda", lambda: None),
    ]
    dialog = NumberChoiceDialog(number, hits)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() + dialogs.FRAME.width() <= screen.width()
    assert label.endswith(f"{name.strip()} (CNPJ 91.000.000/0001-47)")
    assert dialog.labels()[1] == label
    viewport = dialog.list.viewport().rect()
    one_line = dialog.list.visualItemRect(dialog.list.item(0))
    wrapped = dialog.list.visualItemRect(dialog.list.item(1))
    assert viewport.contains(wrapped)
    assert wrapped.height() > one_line.height()
    assert dialog.list.horizontalScrollBar().maximum() == 0
    qtbot.keyClick(dialog.list, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.list, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.chosen is hits[1]


def test_a_licence_issued_before_a_change_of_razao_social_names_the_register_and_the_print(
    qtbot, admin_context, dialog_driver, tmp_path
):
    """The operator changes its razão social after its licence was issued: the licence keeps
    the name it was printed with, the register has the new one. The chooser names the operator
    of the licence and of its documents by the register's name, so one operator reads as one,
    and adds the name on the licence; the register's names come in one query."""
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    licence = issue_licence(
        at_instant(admin_context, departure(TODAY, 12)), eventual(operator.id, bus.id), keys
    )
    printed = operator.legal_name
    renamed = "Expresso Serra Dourada Turismo Ltda."
    update_operator(
        admin_context,
        operator.id,
        operator_input(modalities=ALL_MODALITIES, legal_name=renamed),
    )
    number = licence.number
    with statements_sent(admin_context.database.engine) as sent:
        found = look_up_number(admin_context, number, [licence.id])
    assert found.documents  # the protocol and the CRC share the licence's number
    assert len([statement for statement, *_ in sent if "operators.legal_name" in statement]) == 1

    offered: list[list[str]] = []
    dialog_driver.on("NumberChoiceDialog", choose(qtbot, offered, "Licença"))
    window = MainWindow(admin_context, keys)
    qtbot.addWidget(window)
    window.resize(1366, 728)
    window.show()
    search(qtbot, window, number)
    qtbot.waitUntil(lambda: window.current_area() == "licences", timeout=30_000)
    (labels,) = offered
    assert labels[0] == (
        f"Licença {number} — {renamed} (CNPJ {operator.cnpj_formatted}; na licença: {printed})"
    )
    documents = [OPERATOR_LINE.match(label) for label in labels[1:]]
    assert documents and all(documents), labels
    assert {(line["name"], line["cnpj"]) for line in documents} == {
        (renamed, operator.cnpj_formatted)
    }
    window.close()
