"""The Roraima line's form asks what Lei RR 664/2008, art. 5º needs of a line created on the
other itinerary between a principal line's end points: the principal line (shown with its km,
the longest the new line may be and the concessionária keeping the preference, §1º), what
that concessionária declared and the document; a line more than 10 % longer than the
principal one is refused next to its length, a missing declaration next to its field, nothing
written; the line then created records the preference on its act. The fields shown add no
Alt+letter another control answers to."""

from PySide6.QtCore import Qt

from desktop.services.lines.delegations import record_delegation
from desktop.services.lines.records import search_lines
from desktop.services.lines.register import create_line
from desktop.ui.lines.area import LinesArea
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, rr_concession, rr_line
from tests.factories.mnemonics import shared_mnemonics
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator


def pick(qtbot, picker, text):
    picker.setFocus()
    qtbot.keyClicks(picker, text)
    qtbot.keyClick(picker, Qt.Key.Key_Tab)


def save(qtbot, form):
    qtbot.keyClick(form.roads, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)


def test_a_line_on_the_other_itinerary_from_the_form(qtbot, open_area, admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    ctx = in_roraima(ctx)
    principal = create_line(ctx, rr_line())
    contract = rr_concession(holder.id)
    record_delegation(ctx, principal.id, contract)
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.new_line()
    form = area.form
    fields = form.second_itinerary
    assert fields is not None and not fields.principal.isVisibleTo(form)
    qtbot.keyClicks(form.code, "RR-011")
    qtbot.keyClicks(form.name, "Boa Vista - Caracarai pela RR-205")
    pick(qtbot, form.origin, "boa vista")
    pick(qtbot, form.destination, "caracarai")
    qtbot.keyClicks(form.roads, "br 174")
    qtbot.keyClicks(form.length_km, "154,1")
    fields.check.setChecked(True)
    assert fields.principal.isVisibleTo(form) and fields.reference.isVisibleTo(form)
    area.show()
    assert shared_mnemonics(area) == set()
    pick(qtbot, fields.principal, "RR-010")
    summary = fields.summary.text()
    assert "140,0 km" in summary and "até 154 km" in summary and holder.legal_name in summary
    save(qtbot, form)
    assert "Lei RR 664/2008, art. 5º §1º" in form.error_of("length_km")
    assert "RR-010" in form.error_of("roads")
    assert holder.legal_name in form.error_of("principal_declined")
    assert "documento" in form.error_of("principal_declined_reference")
    assert [row.code for row in search_lines(ctx, "").rows] == ["RR-010"]

    form.roads.clear()
    qtbot.keyClicks(form.roads, "RR-205, BR-432")
    form.length_km.clear()
    qtbot.keyClicks(form.length_km, "154")
    fields.declined.setCurrentIndex(fields.declined.findData("sem_condicao"))
    qtbot.keyClicks(fields.reference, "Oficio 12/2026")
    save(qtbot, form)
    assert area.title.text().startswith("RR-011")
    assert not form.line_form.rows["second_itinerary"].isVisibleTo(form)
    area.tabs.setCurrentWidget(area.history)
    (act,) = area.current.acts
    assert act.article == "Lei RR 664/2008, art. 5º e §1º"
    assert "sem condição" in act.details and "Oficio 12/2026" in act.details
    assert holder.legal_name in act.details and "preferência" in act.details
