"""Linhas > Alterações through the real widgets on a real SQLite file: a change request
protocolled from the keyboard (Ctrl+R) — a km that is not a number refused next to its
field naming Decreto 8.444/2015 art. 43 §11, I, nothing written — and approved (Ctrl+E),
which makes the line's version 2, its decision printed signed (Ctrl+Shift+E); an approval
that art. 43 §11 I stops is refused next to the decision naming the article, and the
request is then refused with its reasons."""

import dataclasses
import sys
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtWidgets import QLabel
from sqlalchemy import select

from desktop.demo.numbers import make_cnpj
from desktop.models.documents import IssuedDocument
from desktop.models.line_changes import LineChangeDecision, LineChangeRequest
from desktop.services.calendar import office_today
from desktop.services.lines.delegations import record_delegation
from desktop.services.lines.register import StatusInput, change_status, create_line
from desktop.services.lines.timetables import record_timetable
from desktop.services.registration.operators import create_operator
from desktop.ui.lines.area import LinesArea
from desktop.ui.widgets import dialogs
from tests.factories.reading import counts, flat_pdf_text
from tests.ui.conftest import operator_input, ticking_from_noon
from tests.ui.screen_fit import cut_off_inputs, window_rect

sys.path.insert(0, str(Path(__file__).parents[1] / "services"))

from tests.factories.lines import (  # noqa: E402
    ABADIANIA_TO_COCALZINHO,
    ANAPOLIS_TO_ABADIANIA,
    COCALZINHO_TO_ABADIANIA,
    PIRENOPOLIS_TO_COCALZINHO,
    QUADRO,
    go_line,
    termo,
)
from tests.factories.vehicles import certify  # noqa: E402

CTRL = Qt.KeyboardModifier.ControlModifier
SCREEN = QRect(0, 0, 1366, 728)  # the smallest screen every form fits (DESIGN.md, UI)
REAL_LAUNCH = dialogs.launch  # before the UI tests' guard against unplanned dialogs


@pytest.fixture
def area(open_area, admin_context, tmp_path):
    """GO-0101 under a Termo in force: its autorizatária asks (Decreto 8.444/2015, art. 43)."""
    ctx = ticking_from_noon(admin_context)
    holder = create_operator(ctx, operator_input())
    certify(ctx, tmp_path / "keys", holder.id)
    line = create_line(ctx, go_line())
    today = office_today(ctx)
    record_delegation(ctx, line.id, termo(holder.id, signed_on=today, published_on=today))
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.refresh()
    area.load(line.id)
    return area


def stored(ctx):
    return counts(ctx.database, LineChangeRequest, LineChangeDecision)


def protocol_extension(qtbot, dialog_driver, area, km):
    def fill(dialog):
        form = dialog.form
        kind = form.editor("kind")
        kind.setFocus()
        for _ in range(6):  # I, I, II, III, IV, IV, then V: the extension
            qtbot.keyClick(kind, Qt.Key.Key_Down)
        assert kind.currentData() == "prolongamento"
        assert form.rows["access_km"].isHidden() and not form.rows["extension_km"].isHidden()
        qtbot.keyClicks(form.editor("protocol"), "2026/0042")
        qtbot.keyClicks(form.editor("description"), "Prolongar ate Cocalzinho de Goias.")
        extension = form.editor("extension_km")
        qtbot.keyClicks(extension, "longe")
        dialog.try_submit()
        message = form.error_of("extension_km")
        assert "informe os km" in message and "Decreto 8.444/2015, art. 43 §11, I" in message
        assert stored(area.ctx) == (0, 0)
        extension.clear()
        qtbot.keyClicks(extension, km)
        qtbot.keyClicks(form.editor("new_roads"), "BR-153, GO-431, GO-225")
        qtbot.keyClicks(form.editor("new_length_km"), "153,6")
        dialog.try_submit()
        # Art. 43 §11, I: the locality the terminal is moved to.
        assert form.error_of("new_end_place") == (
            "Informe o novo ponto terminal, para onde a linha é prolongada "
            "(Decreto 8.444/2015, art. 43, V e §11, I)."
        )
        assert stored(area.ctx) == (0, 0)
        qtbot.keyClicks(form.editor("new_end_place"), "Rodoviaria de Cocalzinho")
        picker = form.editor("new_end_municipality")
        picker.setFocus()
        qtbot.keyClicks(picker, "cocalzinho")
        picker.editingFinished.emit()  # the dialog is not shown: no focus to leave
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    qtbot.keyClick(area, Qt.Key.Key_R, CTRL)


def choose_fusion(qtbot, form) -> None:
    """The kind of change chosen with the arrow keys: I, I, II, III, IV, then the fusion."""
    kind = form.editor("kind")
    kind.setFocus()
    for _ in range(5):
        qtbot.keyClick(kind, Qt.Key.Key_Down)


def type_fusion(qtbot, form, protocol: str, description: str) -> None:
    """A fusion's request typed as the clerk does: one operator, the markets kept and the
    new line's number, GO-0303; the lines to merge are chosen apart (`choose_lines`)."""
    qtbot.keyClicks(form.editor("protocol"), protocol)
    qtbot.keyClicks(form.editor("description"), description)
    qtbot.keyClicks(form.editor("operators"), "1")
    qtbot.keyClick(form.editor("markets_kept"), Qt.Key.Key_Space)
    qtbot.keyClicks(form.editor("resulting_code"), "GO-0303")


def choose_lines(qtbot, form, *queries: str) -> None:
    """The lines to merge chosen from the keyboard: part of a number or name typed in the
    picker's filter, then Enter on the first line it shows."""
    picker = form.editor("merged_line_code")
    for query in queries:
        picker.filter.clear()
        qtbot.keyClicks(picker.filter, query)
        qtbot.keyClick(picker.filter, Qt.Key.Key_Return)


def shown_lines(picker) -> list[str]:
    items = [picker.list.item(row) for row in range(picker.list.count())]
    return [item.text() for item in items if not item.isHidden()]


def test_the_extensions_facts_line_up_with_the_other_rows(qtbot, monkeypatch, area, dialog_driver):
    """Prolongamento (art. 43, V e §11): its km and the check box of a regular line already
    joining the terminals sit in the form's columns — every caption ending where the fields
    begin, the check box in the fields' column — and the dialog, shown at its size on a
    1366×728 screen, holds every field whole across once the kind is chosen."""
    monkeypatch.setattr(dialogs, "available_area", lambda widget: SCREEN)
    seen = {}

    def look(dialog):
        wanted = dialog.sizeHint()
        dialogs.size_to_screen(dialog, wanted.width(), wanted.height())
        dialog.show()
        qtbot.waitExposed(dialog)
        form = dialog.form
        kind = form.editor("kind")
        kind.setCurrentIndex(kind.findData("prolongamento"))
        qtbot.wait(0)
        shown = [row for row in form.rows.values() if row.isVisible()]
        captions = [form.layout_.labelForField(row) for row in shown]
        seen["caption_ends"] = {
            caption.geometry().right() for caption in captions if caption and caption.text()
        }
        seen["field_starts"] = {row.x() for row in shown}
        seen["check_box"] = form.editor("existing_line").isVisible()
        view = window_rect(dialog.form_scroll.viewport())
        seen["cut"] = [row.name for row in shown if window_rect(row).right() > view.right()]
        return 0

    dialog_driver.on("ActionDialog", look)
    qtbot.keyClick(area, Qt.Key.Key_R, CTRL)
    assert seen["check_box"] and seen["cut"] == []
    assert len(seen["caption_ends"]) == 1
    assert len(seen["field_starts"]) == 1


def test_the_fusion_s_rows_shown_whole_once_chosen(qtbot, monkeypatch, area, dialog_driver):
    """Decreto 8.444/2015, art. 43 §9º: the fusion chosen in the open dialog shows the lines
    to merge and the new line's number and itinerary; on a 1366×728 screen the dialog grows
    to show them whole. It kept the size it opened with: the picker's list was squeezed
    under its summary and the facts' check box cut at the right."""
    monkeypatch.setattr(dialogs, "available_area", lambda widget: SCREEN)
    seen = {}

    def choose(dialog):
        try:
            qtbot.waitExposed(dialog)
            choose_fusion(qtbot, dialog.form)
            # The dialog widened to the rows the fusion shows (ActionDialog.event).
            viewport = dialog.form_scroll.viewport()
            qtbot.waitUntil(lambda: dialog.form.width() <= viewport.width())
            seen["cut"] = cut_off_inputs(dialog)
            seen["scrolls"] = dialog.form_scroll.verticalScrollBar().maximum() > 0
            seen["on screen"] = dialog.height() + dialogs.FRAME.height() <= SCREEN.height()
        finally:
            dialog.reject()

    def launched(dialog):
        QTimer.singleShot(0, lambda: choose(dialog))
        return REAL_LAUNCH(dialog)

    dialog_driver.on("ActionDialog", launched)
    qtbot.keyClick(area, Qt.Key.Key_R, CTRL)
    assert seen == {"cut": [], "scrolls": False, "on screen": True}


def test_a_change_protocolled_and_approved_from_the_keyboard(qtbot, area, dialog_driver):
    protocol_extension(qtbot, dialog_driver, area, "25,6")
    assert area.tabs.currentWidget() is area.changes_tab
    table = area.changes_tab.table
    assert table.texts(0) == [
        "2026/0042",
        table.texts(0)[1],
        "Prolongamento",
        "condições atendidas",
        "Em análise",
    ]

    def approve(dialog):
        form = dialog.form
        assert form.editor("outcome").currentData() == "aprovada"
        dialog.try_submit()
        assert form.error_of("reference") == "Campo obrigatório."
        assert stored(area.ctx) == (1, 0)
        qtbot.keyClicks(form.editor("reference"), "Portaria AGR 210/2026")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", approve)
    qtbot.keyClick(area, Qt.Key.Key_E, CTRL)
    assert stored(area.ctx) == (1, 1)
    assert table.texts(0)[4] == "Aprovada"
    assert "versão 2" in area.changes_tab.details.text()
    assert "153,6 km (versão 2" in area.status_label.text()
    # The new version ends at the new terminal and is named after it.
    assert "Goiânia → Cocalzinho de Goiás, 153,6 km" in area.status_label.text()
    assert area.title.text().endswith("Goiânia — Cocalzinho de Goiás")
    assert area.model.index(0, 1).data() == "Goiânia — Cocalzinho de Goiás"
    assert area.history.table.texts(len(area.current.acts) - 1)[1] == "Alteração da linha aprovada"
    dialog_driver.on("QDialog", lambda preview: 0)  # the preview, closed
    qtbot.keyClick(area, Qt.Key.Key_E, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert "Decisão sobre alteração" in dialog_driver.seen[-1][1]
    with area.ctx.database.read() as session:
        (pdf,) = session.scalars(
            select(IssuedDocument.pdf).where(IssuedDocument.kind == "decisao_alteracao_linha")
        ).all()
    printed = flat_pdf_text(pdf)
    assert "APROVADA em" in printed and "Decreto 8.444/2015, art. 43, V e §11" in printed


def test_an_approval_the_article_stops_then_refused(qtbot, area, dialog_driver):
    protocol_extension(qtbot, dialog_driver, area, "30")
    assert area.changes_tab.table.texts(0)[3] == "1 condição(ões) não atendida(s)"
    assert "art. 43 §11, I" in area.changes_tab.details.text()

    def decide(dialog):
        form = dialog.form
        outcome = form.editor("outcome")
        assert outcome.currentData() == "recusada"
        assert "art. 43 §11, I" in form.editor("reasons").toPlainText()
        outcome.setFocus()
        qtbot.keyClick(outcome, Qt.Key.Key_Up)
        qtbot.keyClicks(form.editor("reference"), "Portaria AGR 211/2026")
        dialog.try_submit()
        message = form.error_of("outcome")
        assert "Não pode ser aprovada" in message
        assert "Decreto 8.444/2015, art. 43 §11, I" in message
        assert stored(area.ctx) == (1, 0)
        qtbot.keyClick(outcome, Qt.Key.Key_Down)
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", decide)
    qtbot.keyClick(area, Qt.Key.Key_E, CTRL)
    assert stored(area.ctx) == (1, 1)
    assert area.changes_tab.table.texts(0)[4] == "Recusada"
    assert "versão 1" in area.status_label.text()


def test_a_new_section_protocolled_with_its_place_and_km(qtbot, area, dialog_driver):
    """Art. 43 I §1º: the section's fields shown for that kind only; a km beyond the line
    refused next to the km, nothing written."""

    def fill(dialog):
        form = dialog.form
        assert form.editor("kind").currentData() == "secao"
        assert not form.rows["section_km"].isHidden()
        qtbot.keyClicks(form.editor("protocol"), "2026/0050")
        qtbot.keyClicks(form.editor("description"), "Nova secao em Abadiania.")
        qtbot.keyClicks(form.editor("access_km"), "3")
        qtbot.keyClicks(form.editor("section_place"), "Rodoviaria de Abadiania")
        picker = form.editor("section_municipality")
        picker.setFocus()
        qtbot.keyClicks(picker, "abadiania")
        picker.editingFinished.emit()  # the dialog is not shown: no focus to leave
        km = form.editor("section_km")
        qtbot.keyClicks(km, "130")
        dialog.try_submit()
        message = form.error_of("section_km")
        assert "além do destino" in message and "Decreto 8.444/2015, arts. 6º §1º, II" in message
        assert stored(area.ctx) == (0, 0)
        km.clear()
        qtbot.keyClicks(km, "80")
        kind = form.editor("kind")
        kind.setFocus()
        qtbot.keyClick(kind, Qt.Key.Key_Down)
        assert form.rows["section_km"].isHidden() and not form.rows["section_place"].isHidden()
        qtbot.keyClick(kind, Qt.Key.Key_Up)
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    qtbot.keyClick(area, Qt.Key.Key_R, CTRL)
    assert stored(area.ctx) == (1, 0)
    assert "Nova seção: Rodoviaria de Abadiania (Abadiânia), km 80" in (
        area.changes_tab.details.text()
    )


def test_more_departures_asked_and_approved_keep_the_itinerary(qtbot, area, dialog_driver):
    """Art. 43 VI and §12: the request asks no new roads or length, its approval is of the
    change from a date, and the line stays in its version 1."""

    def fill(dialog):
        form = dialog.form
        kind = form.editor("kind")
        kind.setFocus()
        for _ in range(7):  # I, I, II, III, IV, IV, V, then VI: the departures
            qtbot.keyClick(kind, Qt.Key.Key_Down)
        assert kind.currentData() == "horarios"
        assert form.rows["new_roads"].isHidden() and form.rows["new_length_km"].isHidden()
        qtbot.keyClicks(form.editor("protocol"), "2026/0060")
        qtbot.keyClicks(form.editor("description"), "Mais uma volta as sextas.")
        qtbot.keyClick(form.editor("movement_justifies"), Qt.Key.Key_Space)
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    qtbot.keyClick(area, Qt.Key.Key_R, CTRL)

    def approve(dialog):
        form = dialog.form
        assert form.editor("outcome").currentText() == "Aprovar: itinerário inalterado"
        caption = form.layout_.labelForField(form.rows["effective_on"])
        assert caption.text() == "&Vigência da alteração:"
        qtbot.keyClicks(form.editor("reference"), "Portaria AGR 212/2026")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", approve)
    qtbot.keyClick(area, Qt.Key.Key_E, CTRL)
    assert stored(area.ctx) == (1, 1)
    assert "itinerário inalterado" in area.changes_tab.details.text()
    assert "(versão 1 de" in area.status_label.text()


def test_rr_shortening_to_a_section_point(qtbot, open_area, admin_context, tmp_path, dialog_driver):
    """Roraima's own law: the CRE/RR approves a shortening whose new end is a section point
    of the line (Lei RR 664/2008, art. 59, III); the points past the new end leave the new
    version."""
    from tests.factories.lines import rr_line
    from tests.factories.roraima import in_roraima

    ctx = ticking_from_noon(in_roraima(admin_context))
    line = create_line(ctx, rr_line())
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.refresh()
    area.load(line.id)

    def fill(dialog):
        form = dialog.form
        kind = form.editor("kind")
        kind.setFocus()
        for _ in range(3):  # art. 50, 57, 58, then 59: the shortening
            qtbot.keyClick(kind, Qt.Key.Key_Down)
        assert kind.currentData() == "encurtamento"
        assert form.rows["extension_km"].isHidden()
        qtbot.keyClicks(form.editor("protocol"), "RR-2026/7")
        qtbot.keyClicks(form.editor("description"), "Encurtar a linha ate Mucajai.")
        section = form.editor("new_end_is_section")
        section.setFocus()
        qtbot.keyClick(section, Qt.Key.Key_Space)
        assert section.isChecked()
        qtbot.keyClicks(form.editor("new_length_km"), "52")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    qtbot.keyClick(area, Qt.Key.Key_R, CTRL)
    assert area.changes_tab.table.texts(0)[2:] == [
        "Encurtamento",
        "condições atendidas",
        "Em análise",
    ]

    def approve(dialog):
        qtbot.keyClicks(dialog.form.editor("reference"), "Resolucao CRE/RR 12/2026")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", approve)
    qtbot.keyClick(area, Qt.Key.Key_E, CTRL)
    assert area.changes_tab.table.texts(0)[4] == "Aprovada"
    assert area.current.version_number == 2 and area.current.points == ()
    # Art. 59, III: the line now ends at that section point, and is named after it.
    assert (area.current.name, area.current.destination_terminal) == (
        "Boa Vista — Mucajaí",
        "Mucajaí",
    )
    assert "Boa Vista → Mucajaí, 52,0 km" in area.status_label.text()
    assert "Lei RR 664/2008, arts. 57 e 59" in area.changes_tab.details.text()


def test_a_fusion_says_what_its_approval_does_then_does_it(qtbot, area, dialog_driver):
    """Decreto 8.444/2015, art. 3º XIX: the decision dialog tells the clerk, before the
    approval, that the fusion creates a new line and cancels both merged lines (art. 43
    §9º: the new line waits for a new authorisation); after it, the merged line's history
    ends with its cancellation and the new line is in the list."""
    other = create_line(area.ctx, PIRENOPOLIS_TO_COCALZINHO)
    # Art. 43 §9º, I: the same operator runs both lines.
    holder = area.current.delegation_in_force.operator_id
    today = office_today(area.ctx)
    record_delegation(
        area.ctx,
        other.id,
        termo(holder, number="TA-016/2026", signed_on=today, published_on=today),
    )

    def fill(dialog):
        form = dialog.form
        choose_fusion(qtbot, form)
        assert form.editor("kind").currentData() == "fusao"
        assert not form.rows["merged_line_code"].isHidden()
        assert form.rows["section_place"].isHidden()
        assert form.editor("new_length_km").placeholderText() == (
            "em branco: a do percurso, trecho comum uma vez"
        )
        type_fusion(qtbot, form, "2026/0070", "Fundir com a GO-0202.")
        # The line itself is not offered: the fusion is with another line.
        assert shown_lines(form.editor("merged_line_code")) == [
            "GO-0202 — Pirenópolis — Cocalzinho de Goiás"
        ]
        dialog.try_submit()
        assert form.error_of("merged_line_code") == (
            "Informe as outras linhas existentes a fundir (Decreto 8.444/2015, art. 3º, XIX)."
        )
        assert stored(area.ctx) == (0, 0)
        choose_lines(qtbot, form, "0202")
        qtbot.keyClicks(form.editor("new_length_km"), "168")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    qtbot.keyClick(area, Qt.Key.Key_R, CTRL)
    assert stored(area.ctx) == (1, 0)

    def approve(dialog):
        form = dialog.form
        assert form.editor("outcome").currentText() == "Aprovar: nova linha GO-0303"
        intro = dialog.findChild(QLabel).text()
        assert (
            "A aprovação cria a linha GO-0303 com o itinerário do pedido e cancela as linhas "
            "GO-0101 e GO-0202" in intro
        )
        assert "aguarda nova autorização (Decreto 8.444/2015, art. 43 §9º)" in intro
        caption = form.layout_.labelForField(form.rows["effective_on"])
        assert caption.text() == "&Vigência da fusão:"
        qtbot.keyClicks(form.editor("reference"), "Portaria AGR 230/2026")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", approve)
    qtbot.keyClick(area, Qt.Key.Key_E, CTRL)
    assert stored(area.ctx) == (1, 1)
    assert "linha GO-0303 criada e linhas fundidas canceladas" in area.changes_tab.details.text()
    assert "Extinta" in area.status_label.text()
    history = area.history.table
    assert history.texts(history.rowCount() - 1)[1] == "Cancelamento por fusão"
    codes = [area.model.index(row, 0).data() for row in range(area.model.rowCount())]
    assert codes == ["GO-0101", "GO-0202", "GO-0303"]
    # Art. 43 §9º: the new line is shown waiting for its Termo, in the list and its header.
    assert area.model.index(2, 2).data() == "Aguardando Termo"
    area.list_view.selectRow(2)
    assert area.current.code == "GO-0303"
    header = area.status_label.text()
    assert header.startswith("Aguardando Termo — ")
    assert "aguarda nova autorização (Decreto 8.444/2015, art. 43 §9º)" in header


def test_three_lines_fused_from_the_dialog_each_chosen_once(qtbot, area, dialog_driver):
    """Decreto 8.444/2015, art. 43 §9º limits no number of lines: the clerk chooses two other
    lines, by number or name, each once and in the order chosen. The approval says and does
    what it does to the three lines."""
    holder = area.current.delegation_in_force.operator_id
    today = office_today(area.ctx)
    for number, data in (
        ("TA-016/2026", PIRENOPOLIS_TO_COCALZINHO),
        ("TA-017/2026", COCALZINHO_TO_ABADIANIA),
    ):
        line = create_line(area.ctx, data)
        record_delegation(
            area.ctx, line.id, termo(holder, number=number, signed_on=today, published_on=today)
        )

    def fill(dialog):
        form = dialog.form
        choose_fusion(qtbot, form)
        assert form.layout_.labelForField(form.rows["merged_line_code"]).text() == (
            "&Linhas a fundir com esta:"
        )
        type_fusion(qtbot, form, "2026/0071", "Fundir com a GO-0202 e a GO-0404.")
        picker = form.editor("merged_line_code")
        # By name, accents and case ignored; a line chosen again is left out: each once.
        choose_lines(qtbot, form, "abadiania", "go-0202", "go-0202")
        assert picker.summary.text() == "Escolhidas: GO-0404"
        choose_lines(qtbot, form, "pirenopolis")
        assert picker.summary.text() == "Escolhidas: GO-0404, GO-0202"
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    qtbot.keyClick(area, Qt.Key.Key_R, CTRL)
    assert stored(area.ctx) == (1, 0)
    assert "Fusão com as linhas GO-0404 e GO-0202, nova linha GO-0303" in (
        area.changes_tab.details.text()
    )

    def approve(dialog):
        intro = dialog.findChild(QLabel).text()
        assert "cancela as linhas GO-0101, GO-0404 e GO-0202, cujos históricos" in intro
        qtbot.keyClicks(dialog.form.editor("reference"), "Portaria AGR 231/2026")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", approve)
    qtbot.keyClick(area, Qt.Key.Key_E, CTRL)
    assert stored(area.ctx) == (1, 1)
    statuses = {
        area.model.index(row, 0).data(): area.model.index(row, 2).data()
        for row in range(area.model.rowCount())
    }
    assert statuses == {
        "GO-0101": "Extinta",
        "GO-0202": "Extinta",
        "GO-0404": "Extinta",
        "GO-0303": "Aguardando Termo",
    }
    area.list_view.selectRow(list(statuses).index("GO-0303"))
    assert (area.current.code, area.current.name, area.current.length_km) == (
        "GO-0303",
        "Goiânia — Abadiânia",
        Decimal("198.0"),
    )
    assert "Goiânia → Abadiânia, 198,0 km" in area.status_label.text()


BRANCH_REFUSED = (
    "A linha GO-0808 sai do itinerário da linha GO-0101 em Anápolis (Rodoviária de "
    "Anápolis) para Abadiânia (Rodoviária de Abadiânia), sem passar por Pirenópolis "
    "(Rodoviária de Pirenópolis), onde ele termina: seriam dois ramais, e a fusão integra "
    "itinerários que se complementam ou se superpõem numa só nova linha, de um ponto "
    "inicial a um terminal (Decreto 8.444/2015, art. 3º, XIX e XXIX)."
)
CROSSING_REFUSED = (
    "A linha GO-1010 cruza o itinerário da linha GO-0101 em Anápolis (Rodoviária de "
    "Anápolis), sem começar nem terminar nele: seriam dois itinerários que se cruzam, e a "
    "fusão integra itinerários que se complementam ou se superpõem numa só nova linha, de "
    "um ponto inicial a um terminal (Decreto 8.444/2015, art. 3º, XIX e XXIX)."
)


@pytest.mark.parametrize(
    ("other", "code", "refusal"),
    [
        (ANAPOLIS_TO_ABADIANIA, "0808", BRANCH_REFUSED),
        (ABADIANIA_TO_COCALZINHO, "1010", CROSSING_REFUSED),
    ],
    ids=["branch", "crossing"],
)
def test_a_line_branching_off_or_crossing_refused_next_to_the_lines_chosen(
    qtbot, area, dialog_driver, other, code, refusal
):
    """Decreto 8.444/2015, art. 3º XIX: GO-0808 leaves GO-0101's itinerary at Anápolis for
    Abadiânia without passing Pirenópolis, where GO-0101 ends (two branches); GO-1010 passes
    the Rodoviária de Anápolis, a section of GO-0101, with neither of its ends on GO-0101's
    itinerary (two itineraries that cross). Neither is one new line: the dialog says so
    under the lines chosen, naming them and the place; nothing is written."""
    holder = area.current.delegation_in_force.operator_id
    today = office_today(area.ctx)
    line = create_line(area.ctx, other)
    record_delegation(
        area.ctx,
        line.id,
        termo(holder, number="TA-016/2026", signed_on=today, published_on=today),
    )
    seen = {}

    def fill(dialog):
        form = dialog.form
        choose_fusion(qtbot, form)
        type_fusion(qtbot, form, "2026/0072", f"Fundir com a GO-{code}.")
        choose_lines(qtbot, form, code)
        dialog.try_submit()
        seen["error"] = form.error_of("merged_line_code")
        return None

    dialog_driver.on("ActionDialog", fill)
    qtbot.keyClick(area, Qt.Key.Key_R, CTRL)
    assert seen["error"] == refusal
    assert stored(area.ctx) == (0, 0)


def test_the_fusion_offers_the_delegatarias_lines_in_force(qtbot, area, dialog_driver, tmp_path):
    """Decreto 8.444/2015, art. 43 §9º, I: one operator runs the links of the lines merged,
    so the picker offers this line's delegatária's other lines, not another operator's nor
    an extinct one; the arrows move among the lines the filter shows and Space chooses."""
    holder = area.current.delegation_in_force.operator_id
    other_operator = create_operator(
        area.ctx, operator_input(cnpj=make_cnpj("445556660001"), legal_name="Outra Ltda")
    )
    certify(area.ctx, tmp_path / "keys", other_operator.id)
    today = office_today(area.ctx)
    for code, name, operator_id, number in (
        ("GO-0202", "Pirenópolis — Cocalzinho de Goiás", holder, "TA-016/2026"),
        ("GO-0404", "Cocalzinho de Goiás — Abadiânia", holder, "TA-017/2026"),
        ("GO-0505", "Pirenópolis — Abadiânia", other_operator.id, "TA-018/2026"),
        ("GO-0606", "Pirenópolis — Corumbá de Goiás", holder, "TA-019/2026"),
    ):
        line = create_line(area.ctx, go_line(code=code, name=name, points=()))
        record_delegation(
            area.ctx,
            line.id,
            termo(operator_id, number=number, signed_on=today, published_on=today),
        )
        if code == "GO-0606":
            change_status(area.ctx, line.id, StatusInput("extinta", today, "Portaria 9/2026"))
    seen = {}

    def fill(dialog):
        form = dialog.form
        choose_fusion(qtbot, form)
        picker = form.editor("merged_line_code")
        seen["offered"] = shown_lines(picker)
        qtbot.keyClicks(picker.filter, "pirenopolis")
        seen["filtered"] = shown_lines(picker)
        picker.filter.clear()
        qtbot.keyClick(picker.filter, Qt.Key.Key_Down)
        picker.list.setFocus()
        qtbot.keyClick(picker.list, Qt.Key.Key_Space)
        seen["chosen"] = picker.codes()
        qtbot.keyClick(picker.list, Qt.Key.Key_Up)
        qtbot.keyClick(picker.list, Qt.Key.Key_Space)
        seen["both"] = picker.codes()
        return None

    dialog_driver.on("ActionDialog", fill)
    qtbot.keyClick(area, Qt.Key.Key_R, CTRL)
    assert seen == {
        "offered": [
            "GO-0202 — Pirenópolis — Cocalzinho de Goiás",
            "GO-0404 — Cocalzinho de Goiás — Abadiânia",
        ],
        "filtered": ["GO-0202 — Pirenópolis — Cocalzinho de Goiás"],
        "chosen": ["GO-0404"],
        "both": ["GO-0404", "GO-0202"],
    }
    assert stored(area.ctx) == (0, 0)


def test_a_suppressed_section_leaves_the_quadro_shown_in_horarios(qtbot, area, dialog_driver):
    """Decreto 8.444/2015, art. 43, I and §2º with art. 19: once the suppression is approved,
    Horários shows, from its date, the quadro without the section; the old one stays listed
    as it was."""
    ctx = area.ctx
    quadro = dataclasses.replace(QUADRO, effective_from=office_today(ctx))
    record_timetable(ctx, area.current.id, quadro)
    area.load(area.current.id)
    assert "seções: Anápolis" in area.timetables.details.text()

    def fill(dialog):
        form = dialog.form
        kind = form.editor("kind")
        kind.setFocus()
        qtbot.keyClick(kind, Qt.Key.Key_Down)  # I: the suppression of a section
        assert kind.currentData() == "supressao_secao"
        qtbot.keyClicks(form.editor("protocol"), "2026/0080")
        qtbot.keyClicks(form.editor("description"), "Suprimir a secao de Anapolis.")
        qtbot.keyClick(form.editor("other_service"), Qt.Key.Key_Space)
        form.editor("section_place").setText("Rodoviária de Anápolis")  # keyClicks: ASCII only
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    qtbot.keyClick(area, Qt.Key.Key_R, CTRL)

    def approve(dialog):
        qtbot.keyClicks(dialog.form.editor("reference"), "Portaria AGR 240/2026")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", approve)
    qtbot.keyClick(area, Qt.Key.Key_E, CTRL)
    assert stored(ctx) == (1, 1)
    table = area.timetables.table
    assert table.rowCount() == 2
    assert table.texts(1)[1:] == ["3", "Portaria AGR 240/2026"]
    shown = area.timetables.details.text()
    assert "Anápolis" not in shown
    assert "Decreto 8.444/2015, art. 19; Decreto 8.444/2015, art. 43, I e §2º" in shown
    table.selectRow(0)
    assert "seções: Anápolis" in area.timetables.details.text()
