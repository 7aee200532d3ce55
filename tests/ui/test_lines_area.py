"""Linhas through the real widgets on a real SQLite file: a line created from the keyboard
with its itinerary and points; end points that are the same municipality refused next to
the field naming Decreto 8.444/2015 art. 4º, nothing stored; a Termo de Autorização recorded
and made effective by its extract's publication (art. 6º §2º); a stoppage as a dated act."""

import dataclasses
import sys
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidgetItem
from sqlalchemy import select

from desktop.models.documents import IssuedDocument
from desktop.rules.lines.outorga import outorga_price
from desktop.rules.money import format_brl
from desktop.services.calendar import office_today
from desktop.services.lines.records import search_lines
from desktop.services.office.rule_values import office_rulebook
from desktop.services.registration.operators import create_operator
from desktop.ui.lines.area import LinesArea
from desktop.ui.widgets.forms import to_qdate
from tests.factories.reading import flat_pdf_text
from tests.ui.conftest import operator_input, ticking_from_noon

sys.path.insert(0, str(Path(__file__).parents[1] / "services"))

from tests.factories.vehicles import certify  # noqa: E402


@pytest.fixture
def area(open_area, admin_context, tmp_path):
    area = open_area(LinesArea, ticking_from_noon(admin_context), tmp_path / "keys")
    area.refresh()
    return area


def type_text(qtbot, edit, text):
    """QTest types ASCII only: the rest of the text goes in as the keyboard's input would."""
    if text.isascii():
        qtbot.keyClicks(edit, text)
    else:
        edit.setFocus()
        edit.insert(text)


def pick(qtbot, picker, text):
    picker.setFocus()
    qtbot.keyClicks(picker, text)
    qtbot.keyClick(picker, Qt.Key.Key_Tab)


def type_line(qtbot, area, destination="pirenopolis"):
    form = area.form
    assert form.code.hasFocus()
    qtbot.keyClicks(form.code, "GO-0101")
    qtbot.keyClick(form.code, Qt.Key.Key_Tab)
    type_text(qtbot, form.name, "Goiânia — Pirenópolis")
    pick(qtbot, form.origin, "goiania")
    pick(qtbot, form.destination, destination)
    qtbot.keyClicks(form.roads, "BR-153, GO-431")
    qtbot.keyClicks(form.length_km, "128")
    points = form.points
    points.kind.setCurrentIndex(0)
    type_text(qtbot, points.place, "Rodoviária de Anápolis")
    pick(qtbot, points.municipality, "anapolis")
    qtbot.keyClicks(points.km, "55,5")
    qtbot.keyClick(points.km, Qt.Key.Key_Return)


def test_a_line_created_from_the_keyboard(qtbot, area, admin_context):
    type_line(qtbot, area)
    assert area.form.points.table.rowCount() == 1
    assert area.form.points.table.item(0, 2).text() == "Anápolis"
    qtbot.keyClick(area.form.roads, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    (row,) = search_lines(admin_context, "pirenopolis").rows
    assert (row.code, row.origin, row.destination) == ("GO-0101", "Goiânia", "Pirenópolis")
    assert area.title.text() == "GO-0101 — Goiânia — Pirenópolis"
    assert "Em operação" in area.status_label.text()
    assert area.model.rowCount() == 1
    assert area.history.table.texts(0)[1] == "Criação da linha"
    assert area.form.code.isReadOnly()


def test_a_new_line_offers_no_act_on_a_recorded_line(area):
    """Typing a new line, the actions on a recorded one are unavailable: the coordinates of
    its points and the payment of an outorga instalment (Decreto 8.444/2015, art. 11 §5º)
    have no line yet to act on."""
    assert area.current is None
    for key in ("location", "instalment_payment", "delegation", "print"):
        assert not area.actions_[key].isEnabled(), key


def test_same_municipality_refused_next_to_the_field_nothing_written(qtbot, area, admin_context):
    type_line(qtbot, area, destination="goiania")
    qtbot.keyClick(area.form.roads, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    message = area.form.error_of("destination")
    assert "municípios distintos" in message and "Decreto 8.444/2015, art. 4º" in message
    assert search_lines(admin_context, "").rows == ()
    assert area.title.text() == "Nova linha"


def test_points_out_of_order_shown_under_the_points(qtbot, area, admin_context):
    type_line(qtbot, area)
    points = area.form.points
    qtbot.keyClicks(points.place, "Posto Jamil")
    pick(qtbot, points.municipality, "goiania")
    qtbot.keyClicks(points.km, "12")
    qtbot.keyClick(points.km, Qt.Key.Key_Return)
    qtbot.keyClick(area.form.roads, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert "ordem do percurso" in area.form.error_of("points")
    assert search_lines(admin_context, "").rows == ()


def test_termo_recorded_published_and_line_stopped(
    qtbot, area, admin_context, tmp_path, dialog_driver
):
    operator = create_operator(admin_context, operator_input())
    certify(area.ctx, tmp_path / "keys", operator.id)
    type_line(qtbot, area)
    qtbot.keyClick(area.form.roads, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)

    def fill_termo(dialog):
        operator = dialog.form.editor("operator")
        qtbot.keyClicks(operator, "11.222.333/0001-81")
        operator.editingFinished.emit()  # the dialog is not shown: no focus to leave
        type_text(qtbot, dialog.form.editor("number"), "TA-015/2026")
        for name in ("trcf_paid", "free_pricing", "extinction_clause"):
            dialog.form.editor(name).setChecked(True)
        basis = dialog.form.editor("termo_basis")
        basis.setCurrentIndex(basis.findData("art11"))
        # Art. 11 §4º: the value is computed, shown with its calculation, not typed.
        assert "(Decreto 8.444/2015, art. 11 §4º)" in dialog.form.editor("outorga_computed").text()
        dialog.form.editor("minimum_fleet").setValue(3)
        qtbot.keyClicks(dialog.form.editor("fleet_average_age"), "7")
        dialog.try_submit()
        assert "limite é 6 anos" in dialog.form.error_of("fleet_average_age")
        assert "de 1 a 30 (Decreto 8.444/2015, art. 11 §5º)" in dialog.form.error_of(
            "outorga_instalments"
        )
        dialog.form.editor("outorga_instalments").setValue(2)
        age = dialog.form.editor("fleet_average_age")
        age.clear()
        qtbot.keyClicks(age, "4,5")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", fill_termo)
    qtbot.keyClick(area, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert area.delegations.table.texts(0)[1] == "TA-015/2026"
    assert area.delegations.table.texts(0)[4] == "não"
    assert (
        "extrato não publicado (Decreto 8.444/2015, art. 6º, § 2º)"
        in area.delegations.details.text()
    )
    # Art. 11 §5º: the schedule of the Termo under it, the first instalment due on signing.
    assert area.instalments.isVisibleTo(area.delegations)
    price = outorga_price(office_rulebook(area.ctx), Decimal(128), office_today(area.ctx), 15)
    assert area.instalments.table.texts(0) == [
        "1/2",
        office_today(area.ctx).strftime("%d/%m/%Y"),
        format_brl(price.total / 2),
        "R$\xa00,00",
        "a vencer",
        "",
    ]
    assert "Sem delegação eficaz" in area.status_label.text()

    def publish(dialog):
        type_text(qtbot, dialog.form.editor("publication"), "DOE/GO nº 24.100")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", publish)
    area.actions_["publication"].trigger()
    assert area.delegations.table.texts(0)[4] == "sim"
    assert "TA-015/2026" in area.status_label.text()

    def fares(dialog):
        today = office_today(area.ctx)
        dialog.form.editor("communicated_on").enabled.setChecked(True)
        dialog.form.editor("effective_from").setDate(to_qdate(today + timedelta(days=14)))
        type_text(qtbot, dialog.form.editor("reference"), "Comunicação nº 33/2026")
        table = dialog.form.editor("items")
        assert [table.item(row, 1).text() for row in range(table.rowCount())] == [
            "Rodoviária de Anápolis — Anápolis",
            "Pirenópolis",
        ]
        table.item(0, 3).setText("28,90")
        table.item(1, 3).setText("61,50")
        dialog.try_submit()
        assert "Decreto 8.444/2015, art. 15 §1º" in dialog.form.error_of("effective_from")
        dialog.form.editor("effective_from").setDate(to_qdate(today + timedelta(days=15)))
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", fares)
    qtbot.keyClick(area, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert area.fares.table.texts(0)[1:] == ["Tarifa comunicada", "Comunicação nº 33/2026"]
    assert "Pirenópolis (128,0 km): R$\xa061,50" in area.fares.details.text()

    def quadro(dialog):
        type_text(qtbot, dialog.form.editor("reference"), "Quadro AGR nº 12/2026")
        table = dialog.form.editor("departures")
        for row, values in enumerate((("6:30", "1-5"), ("17:00", "1-5"), ("06:30", "5"))):
            for column, value in enumerate(values, start=1):
                table.setItem(row, column, QTableWidgetItem(value))
        dialog.try_submit()
        assert "não se sobrepõe" in dialog.form.error_of("departures")
        table.setItem(2, 2, QTableWidgetItem("6 7"))
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", quadro)
    qtbot.keyClick(area, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert area.timetables.table.texts(0)[1:] == ["3", "Quadro AGR nº 12/2026"]
    assert "Ida 06:30 (- - - - - S D)" in area.timetables.details.text()
    dialog_driver.on("QDialog", lambda preview: 0)  # the preview, closed
    qtbot.keyClick(area, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert (
        dialog_driver.seen[-1][0] == "QDialog" and "Quadro de horários" in dialog_driver.seen[-1][1]
    )
    with area.ctx.database.read() as session:
        (pdf,) = session.scalars(
            select(IssuedDocument.pdf).where(IssuedDocument.kind == "quadro_horarios")
        ).all()
    printed = flat_pdf_text(pdf)
    assert "Ida 06:30 — - - - - - S D" in printed and "Decreto 8.444/2015, art. 19" in printed

    def stop(dialog):
        status = dialog.form.editor("status")
        status.setCurrentIndex(status.findData("paralisada"))
        assert not dialog.form.editor("obstruction").isVisibleTo(
            dialog
        )  # Roraima's art. 55, II only
        type_text(qtbot, dialog.form.editor("reference"), "Portaria nº 7/2026")
        type_text(qtbot, dialog.form.editor("occupancy"), "25; 28; 30; 20; 22; 27")
        days = dialog.form.editor("days")
        days.selectAll()
        qtbot.keyClicks(days, "180")
        dialog.try_submit()
        assert "não inferior a 30%" in dialog.form.error_of("occupancy")  # 30 % is not below
        dialog.form.editor("occupancy").clear()
        type_text(qtbot, dialog.form.editor("occupancy"), "25; 28; 29,9; 20; 22; 27")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", stop)
    area.actions_["status"].trigger()
    last = area.history.table.texts(area.history.table.rowCount() - 1)
    assert last[1:] == [
        "Paralisação autorizada",
        "Portaria nº 7/2026",
        "Paralisada com autorização",
    ]
    assert "fundamento: Decreto 8.444/2015, art. 25." in area.history.details.text()
    assert area.status_label.text().startswith("Paralisada com autorização")
    assert "limite sob pena de caducidade" in area.status_label.text()
    assert "(Decreto 8.444/2015, art. 25 §1º)" in area.status_label.text()

    def resume(dialog):
        status = dialog.form.editor("status")
        status.setCurrentIndex(status.findData("em_operacao"))
        assert not dialog.form.editor("occupancy").isVisibleTo(dialog)
        type_text(qtbot, dialog.form.editor("reference"), "Portaria nº 9/2026")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", resume)
    area.actions_["status"].trigger()
    assert area.status_label.text().startswith("Em operação")
    assert "caducidade" not in area.status_label.text()


def test_rr_section_too_close_refused_naming_art_47(qtbot, open_area, admin_context, tmp_path):
    """Roraima's own law: a section point at least 10 km from the others (Lei RR 664/2008,
    art. 47); RR has no complementary services, so no parent line is asked."""
    office = dataclasses.replace(admin_context.office, jurisdiction="RR")
    ctx = ticking_from_noon(dataclasses.replace(admin_context, office=office))
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.refresh()
    form = area.form
    assert "parent_line" not in form.line_form.rows and form.parent_line.isHidden()
    qtbot.keyClicks(form.code, "RR-010")
    type_text(qtbot, form.name, "Boa Vista — Caracaraí")
    pick(qtbot, form.origin, "boa vista")
    pick(qtbot, form.destination, "caracarai")
    qtbot.keyClicks(form.roads, "BR-174")
    qtbot.keyClicks(form.length_km, "140")
    qtbot.keyClicks(form.points.place, "Vicinal 1")
    pick(qtbot, form.points.municipality, "mucajai")
    qtbot.keyClicks(form.points.km, "8")
    qtbot.keyClick(form.points.km, Qt.Key.Key_Return)
    qtbot.keyClick(form.roads, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert "Lei RR 664/2008, art. 47" in form.error_of("points")
    assert search_lines(ctx, "").rows == ()
    form.points.table.selectRow(0)
    form.points.remove_point()
    qtbot.keyClick(form.roads, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert [row.code for row in search_lines(ctx, "caracarai").rows] == ["RR-010"]


def test_the_operators_screen_shows_its_lines(qtbot, open_area, admin_context, tmp_path):
    from desktop.services.lines.delegations import record_delegation
    from desktop.services.lines.register import create_line
    from desktop.ui.operators.area import OperatorsArea
    from tests.factories.lines import go_line, termo

    ctx = ticking_from_noon(admin_context)
    operator = create_operator(ctx, operator_input())
    certify(ctx, tmp_path / "keys", operator.id)
    line = create_line(ctx, go_line())
    record_delegation(ctx, line.id, termo(operator.id, signed_on=office_today(ctx)))
    area = open_area(OperatorsArea, ctx, tmp_path / "keys")
    area.open_record(operator.id)
    table = area.lines.table
    assert table.texts(0) == ["GO-0101", "Goiânia — Pirenópolis", "Em operação"]
    area.tabs.setCurrentWidget(area.lines)
    with qtbot.waitSignal(area.workspace.navigator.open_record) as opened:
        table.setCurrentCell(0, 0)
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert opened.args == ["lines", line.id]
