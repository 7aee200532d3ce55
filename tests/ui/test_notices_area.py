"""Autos e Processos and Financeiro through the real widgets: an auto typed from the
inspector's form (Res. AGR 105/2017, art. 80), notified (art. 82), judged with the engine's
proposal (arts. 86-89), the decision notified, the fine paid and the certidão negativa
issued (art. 101) — on a real SQLite file."""

import io
from datetime import date
from decimal import Decimal

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt, QTime

from desktop.services.sanctions.notice_records import list_notices
from desktop.services.sanctions.payments_records import debts_of
from desktop.ui.finance.area import FinanceArea
from desktop.ui.sanctions.area import NoticesArea
from tests.factories.clock import at_day
from tests.factories.mnemonics import mnemonic, shared_mnemonics
from tests.factories.notices import new_operator
from tests.factories.process_acts import choose, offered
from tests.factories.roraima import in_roraima


def accept_with(qtbot, **texts):
    """A dialog handler: fills the named line edits, then presses OK."""

    def handle(dialog):
        for name, value in texts.items():
            dialog.form.editor(name).setText(value)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    return handle


@pytest.fixture
def area_for(open_area, tmp_path):
    def make(kind, ctx):
        return open_area(kind, ctx, tmp_path / "keys")

    return make


def type_notice(qtbot, form):
    qtbot.keyClicks(form.cnpj, "11.222.333/0001-81")
    form.cnpj.editingFinished.emit()
    form.route.setText("Goiânia — Caldas Novas")  # QTest types ASCII only
    qtbot.keyClicks(form.place, "GO-139, km 12")
    form.time.setTime(QTime(8, 30))
    qtbot.keyClicks(form.plate, "abc1d23")
    qtbot.keyClicks(form.responsible, "Pedro Alves")
    qtbot.keyClicks(form.codes, "77-xvi")
    qtbot.keyClicks(form.inspector, "Carla Fiscal")
    qtbot.keyClicks(form.inspector_qualification, "Agente fiscal, mat. 1234")
    qtbot.keyClicks(form.ciente_name, "Pedro Alves")


def test_an_unregistered_company_is_qualified_on_the_form(
    qtbot, context_for, area_for, dialog_driver
):
    """Res. AGR 105/2017, art. 80, I: a company the office does not know is typed with its
    name, CNPJ and qualification; without the qualification the form says so next to the
    field and records nothing."""
    fiscal = at_day(context_for("fiscal"), date(2026, 3, 10))
    form = area_for(NoticesArea, fiscal).form
    type_notice(qtbot, form)
    form.operator_name.setText("Transporte Clandestino Ltda.")
    qtbot.keyClick(form.plate, Qt.Key.Key_Return)
    assert "art. 80, I" in form.form.error_of("operator_qualification")
    assert list_notices(fiscal) == []
    qtbot.keyClicks(form.qualification, "Rua 3, 100, Caldas Novas")
    qtbot.keyClick(form.plate, Qt.Key.Key_Return)
    (notice,) = list_notices(fiscal)
    assert notice.operator_name == "Transporte Clandestino Ltda."


def test_whole_process_from_notice_to_payment_and_cnd(
    qtbot, admin_context, context_for, area_for, dialog_driver
):
    operator = new_operator(admin_context)
    fiscal = at_day(context_for("fiscal"), date(2026, 3, 10))
    area = area_for(NoticesArea, fiscal)
    form = area.form

    qtbot.mouseClick(form.route, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(form.route.hasFocus)
    qtbot.keyClick(form.route, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert "art. 80, II" in form.form.error_of("route")
    assert "art. 80, VI" in form.form.error_of("infraction_codes")
    assert list_notices(admin_context) == []

    type_notice(qtbot, form)
    assert form.operator_name.text() == "Viação São João Turismo Ltda."
    assert "Realizar trajeto diferente" in form.code_texts.text()
    qtbot.keyClick(form.plate, Qt.Key.Key_Return)
    (notice,) = list_notices(admin_context)
    assert (notice.plate, notice.codes) == ("ABC1D23", "77-XVI")
    assert form.status.text().startswith(f"Auto de infração nº {notice.number} registrado")
    assert ("QDialog", f"Visualizar — Auto de Infração {notice.number}") in dialog_driver.seen
    assert area.tabs.currentWidget() is area.process

    analista = area_for(NoticesArea, at_day(context_for("analista"), date(2026, 3, 10)))
    panel = analista.process
    qtbot.keyClicks(panel.number_box, notice.number)
    qtbot.keyClick(panel.number_box, Qt.Key.Key_Return)
    assert "Aguardando notificação da autuação" in panel.header.text()
    assert not panel.buttons["judge"].isEnabled()
    output = panel.print_notification()
    assert "Notificação da autuação" in "".join(
        page.extract_text() for page in PdfReader(io.BytesIO(output.pdf)).pages
    )
    dialog_driver.on("ActionDialog", accept_with(qtbot, recipient="Pedro Alves"))
    panel.buttons["notify"].click()
    assert panel.deadlines.item(0, 2).text() == "20/03/2026"  # art. 83: 10 days

    julgador = area_for(NoticesArea, at_day(context_for("julgador"), date(2026, 3, 23)))
    julgador.process.load(panel.detail.id)
    dialog_driver.on("ActionDialog", accept_with(qtbot, reason="Infração comprovada."))
    julgador.process.buttons["judge"].click()
    assert "Aguardando notificação da decisão" in julgador.process.header.text()
    assert (
        "multa de R$\xa01.909,59"
        in julgador.process.timeline.item(julgador.process.timeline.rowCount() - 1, 2).text()
    )

    analista = area_for(NoticesArea, at_day(context_for("analista"), date(2026, 3, 23)))
    analista.process.load(panel.detail.id)
    dialog_driver.on("ActionDialog", accept_with(qtbot, recipient="Maria da Conceição Souza"))
    with qtbot.waitSignal(analista.process.changed):
        analista.process.buttons["notify"].click()
    assert "Prazo de recurso e pagamento" in analista.process.header.text()
    (debt,) = debts_of(admin_context, operator.id, date(2026, 3, 23))
    assert debt.due_on == date(2026, 4, 2)

    finance = area_for(FinanceArea, at_day(context_for("atendente"), date(2026, 4, 6)))
    qtbot.keyClicks(finance.cnpj_box, "11222333000181")
    qtbot.keyClick(finance.cnpj_box, Qt.Key.Key_Return)
    assert "1 débito(s) vencido(s)" in finance.title.text()
    assert finance.table.item(0, 5).text() == "Vencido"

    def pay(dialog):
        dialog.form.editor("amount").setText("2.000,00")
        dialog.form.editor("reference").setText("GR 2026/0042")
        dialog.try_submit()
        assert "maior que o débito" in dialog.form.error_of("amount")
        dialog.form.editor("amount").setText("1.909,59")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", pay)
    finance.table.selectRow(0)
    finance.pay_button.click()
    assert finance.table.item(0, 5).text() == "Quitado"
    assert "Sem débitos vencidos" in finance.title.text()
    output = finance.issue_certificate()
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(output.pdf)).pages)
    assert "Certidão Negativa de Débito" in text
    assert debts_of(admin_context, operator.id)[0].paid == Decimal("1909.59")


def test_roraima_form_asks_for_the_line(qtbot, admin_context, context_for, area_for):
    """Lei RR 664/2008, art. 75 sole § I: the RR auto names the line; the field says so and
    saving without it shows the article next to the field, nothing recorded."""
    fiscal = at_day(in_roraima(context_for("fiscal")), date(2026, 3, 10))
    form = area_for(NoticesArea, fiscal).form
    caption = form.form.layout_.labelForField(form.form.rows["line"]).text()
    assert caption == (
        "Linha — nº e pontos e&xtremos (Lei RR 664/2008, art. 75, parágrafo único, I)"
    )
    type_notice(qtbot, form)
    form.codes.setText("79-I")
    qtbot.keyClick(form.plate, Qt.Key.Key_Return)
    assert "art. 75, parágrafo único, I" in form.form.error_of("line")
    assert list_notices(admin_context) == []


def test_roraima_records_the_publication_of_the_decision(
    qtbot, admin_context, context_for, area_for, dialog_driver, tmp_path
):
    """Lei RR 664/2008, art. 91: the decision is published in the Diário Oficial; the clerk
    records the date and edition from the process screen (a Goiás office has no such act)."""
    from desktop.services.office.rule_values import register_rule_value
    from desktop.services.sanctions.decisions import PenaltyChoice
    from desktop.services.sanctions.notifications import notify
    from desktop.services.sanctions.penalties import DecisionInput, judge
    from tests.factories.notices import recorded_notice

    register_rule_value(
        in_roraima(admin_context), "coeficiente_tarifario", date(2026, 1, 1), Decimal("0.25"), "CRE"
    )
    operator = new_operator(admin_context)
    notice = recorded_notice(
        in_roraima(context_for("fiscal")),
        tmp_path,
        operator.id,
        infraction_codes=("79-I",),
        line="RR-1",
    )
    analista = in_roraima(context_for("analista"))
    notify(at_day(analista, date(2026, 3, 10)), notice.process_id, "autos", date(2026, 3, 10), "M")
    judge(
        at_day(in_roraima(context_for("julgador")), date(2026, 4, 10)),
        notice.process_id,
        DecisionInput(
            date(2026, 4, 10),
            True,
            "Comprovada.",
            (PenaltyChoice("79-I", Decimal("125"), ("multa",)),),
        ),
    )
    panel = area_for(NoticesArea, at_day(analista, date(2026, 4, 14))).process
    panel.load(notice.process_id)
    assert panel.acts["publish"].isEnabled()
    dialog_driver.on("ActionDialog", accept_with(qtbot, edition="DOE nº 1234, p. 12"))
    choose(panel, "publish")
    last = panel.timeline.rowCount() - 1
    assert panel.timeline.item(last, 1).text() == "Publicação no Diário Oficial"
    assert "DOE nº 1234, p. 12" in panel.timeline.item(last, 2).text()
    assert panel.timeline.item(last, 2).toolTip() == "Lei RR 664/2008, art. 91"
    goias = area_for(NoticesArea, at_day(context_for("analista"), date(2026, 4, 14))).process
    assert not offered(goias, "publish")


@pytest.mark.parametrize("state", ["GO", "RR"])
def test_the_new_auto_reaches_its_day_and_time_with_a_letter(area_for, context_for, state):
    """The day and time of the fact and of the lavratura (Res. AGR 105/2017, art. 80, III; Lei RR
    664/2008, art. 75, parágrafo único, III) had no Alt+letter: the inspector tabbed through
    the form to reach them. Each takes one no other control of the tab takes; so does the fact
    the agent records for a ciente refused (art. 80, § 2º), which had none, and Roraima's line
    (art. 75, parágrafo único, I) answers to a letter of its own words, not to the "e" between
    them."""
    fiscal = context_for("fiscal")
    area = area_for(NoticesArea, in_roraima(fiscal) if state == "RR" else fiscal)
    area.tabs.setCurrentWidget(area.form)
    rows = area.form.form.rows
    for name in ("occurred_on", "occurred_time", "drawn_up_on", "drawn_up_time", "ciente_note"):
        assert mnemonic(rows[name].label_text), name
    assert shared_mnemonics(area) == set()
    if state == "RR":
        assert "nº e pontos e&xtremos" in rows["line"].label_text


def test_the_goias_line_answers_to_alt_l(qtbot, area_for, context_for):
    """Res. AGR 105/2017, art. 80, II: the route or the line of the infraction. The line, when
    there is one, answered to the "s" of "(se houver)"; it takes the L of "Linha", the CNPJ
    the J (as on the operator's form) and the plate the C the CNPJ leaves, no letter shared."""
    area = area_for(NoticesArea, context_for("fiscal"))
    area.tabs.setCurrentWidget(area.form)
    form = area.form
    rows = form.form.rows
    assert {
        name: mnemonic(rows[name].label_text) for name in ("line", "operator_cnpj", "plate")
    } == {
        "line": "l",
        "operator_cnpj": "j",
        "plate": "c",
    }
    assert shared_mnemonics(area) == set()
    qtbot.keyClick(form.cnpj, Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)
    assert form.line.hasFocus()
