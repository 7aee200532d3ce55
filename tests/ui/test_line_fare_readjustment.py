"""Linhas > Tarifas… (Ctrl+T) on a real SQLite file: the readjustment and the triennial
revision of a contract's fare (Decreto 8.444/2015, arts. 16 and 17) are offered on a Goiás
line under a contract of concession, naming the Decreto, and record a readjustment — within a
year of the last only with a fato relevante stated (art. 16); a line under a Termo de
Autorização prices freely (art. 15) and a Roraima line follows the CRE/RR's worksheet (Lei RR
664/2008, art. 37): neither is offered a readjustment that has no effect there."""

from datetime import timedelta

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel

from desktop.services.calendar import office_today
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.fares_records import fare_tables
from desktop.services.lines.register import create_line
from desktop.services.lines.tariff_data_records import line_accounting
from desktop.ui.lines.area import LinesArea
from desktop.ui.widgets.forms import to_qdate
from tests.factories.lines import (
    go_line,
    line_under_termo,
    report_accounts,
    report_months,
    rr_line,
    termo,
)
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator
from tests.ui.conftest import ticking_from_noon

CTRL = Qt.KeyboardModifier.ControlModifier


def offered(qtbot, area, dialog_driver) -> list[str]:
    """The contract's tariff acts the fare dialog offers, by their text."""
    shown = []

    def look(dialog):
        boxes = dialog.findChildren(QComboBox)
        for box in boxes:
            if box.isVisibleTo(dialog):
                shown.extend(box.itemText(index) for index in range(box.count()))
        return 0

    dialog_driver.on("ActionDialog", look)
    qtbot.keyClick(area, Qt.Key.Key_T, CTRL)
    return [text for text in shown if "eajuste" in text or "evisão" in text]


def concession_line(ctx, holder_id, signed_days_ago: int, accounts: bool = True):
    line = create_line(ctx, go_line(service_kind="regular_vinculado"))
    today = office_today(ctx)
    record_delegation(
        ctx,
        line.id,
        DelegationInput(
            holder_id,
            "concessao",
            "CC-01/2026",
            today - timedelta(days=signed_days_ago),
            bidding="Concorrência nº 1/2026",
            homologated_on=today - timedelta(days=signed_days_ago + 10),
            last_day=today + timedelta(days=3650),
        ),
    )
    # Art. 16, sole paragraph: the operational data given, the fare may be readjusted.
    report_months(ctx, line.id, today - timedelta(days=signed_days_ago), today)
    if accounts:
        # And the accounting data of the time since the signature, given today.
        start = today - timedelta(days=signed_days_ago)
        report_accounts(ctx, line.id, start, today - timedelta(days=1), today)
    return line


def readjusting(qtbot, relevant_fact: str = ""):
    """Fills the fare dialog with a readjustment (and `relevant_fact`) and submits it."""

    def readjust(dialog):
        form = dialog.form
        box = form.editor("readjustment")
        assert "art. 17" in box.toolTip()
        box.setCurrentIndex(box.findData("reajuste"))
        # As typed (QTest types ASCII only).
        form.editor("relevant_fact").insert(relevant_fact)
        qtbot.keyClicks(form.editor("reference"), "Portaria AGR nº 77/2026")
        table = form.editor("items")
        table.item(0, 3).setText("30,10")
        table.item(1, 3).setText("64,00")
        dialog.try_submit()
        readjust.refusal = form.error_of("relevant_fact") or form.error_of("effective_from")
        return dialog.result()

    readjust.refusal = ""
    return readjust


def test_neither_a_termo_line_nor_a_roraima_line_is_offered_a_readjustment(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    ctx = ticking_from_noon(admin_context)
    today = office_today(ctx)
    holder, line = line_under_termo(ctx, tmp_path / "keys")
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.open_record(line.id)
    assert offered(qtbot, area, dialog_driver) == []
    rr = in_roraima(ctx)
    rr_line_id = create_line(rr, rr_line()).id
    contract = DelegationInput(
        holder.id,
        "concessao",
        "CC-01/2026",
        today,
        bidding="Concorrência nº 1/2026",
        homologated_on=today - timedelta(days=10),
    )
    record_delegation(rr, rr_line_id, contract)
    area = open_area(LinesArea, rr, tmp_path / "keys")
    area.open_record(rr_line_id)
    assert offered(qtbot, area, dialog_driver) == []


def test_go_concession_line_records_a_readjustment(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    ctx = ticking_from_noon(admin_context)
    holder = operator(ctx, tmp_path / "keys")
    line = concession_line(ctx, holder.id, signed_days_ago=400)
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.open_record(line.id)
    assert offered(qtbot, area, dialog_driver) == [
        "Reajuste da tarifa do contrato (Decreto 8.444/2015, arts. 16 e 17)",
        "Revisão trienal da tarifa (Decreto 8.444/2015, art. 16)",
    ]
    dialog_driver.on("ActionDialog", readjusting(qtbot))
    qtbot.keyClick(area, Qt.Key.Key_T, CTRL)
    (table,) = fare_tables(ctx, line.id)
    assert (table.kind, table.article) == ("reajuste", "Decreto 8.444/2015, arts. 16 e 17")


def test_a_readjustment_within_the_year_needs_a_relevant_fact_art_16(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    ctx = ticking_from_noon(admin_context)
    holder = operator(ctx, tmp_path / "keys")
    line = concession_line(ctx, holder.id, signed_days_ago=30)
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.open_record(line.id)
    refused = readjusting(qtbot)
    dialog_driver.on("ActionDialog", refused)
    qtbot.keyClick(area, Qt.Key.Key_T, CTRL)
    assert "fato relevante" in refused.refusal
    assert "art. 16" in refused.refusal
    assert fare_tables(ctx, line.id) == []
    fact = "Aumento extraordinário do óleo diesel"
    dialog_driver.on("ActionDialog", readjusting(qtbot, fact))
    qtbot.keyClick(area, Qt.Key.Key_T, CTRL)
    (table,) = fare_tables(ctx, line.id)
    assert (table.kind, table.relevant_fact) == ("reajuste", fact)
    assert f"fato relevante: {fact}" in area.fares.details.text()


def fare_fields(qtbot, area, dialog_driver) -> list[str]:
    """The labels of the fare dialog's visible rows."""
    shown = []

    def look(dialog):
        shown.extend(
            label.text()
            for label in dialog.form.findChildren(QLabel)
            if label.buddy() is not None and label.isVisibleTo(dialog)
        )
        return 0

    dialog_driver.on("ActionDialog", look)
    qtbot.keyClick(area, Qt.Key.Key_T, CTRL)
    return shown


def test_only_a_termos_free_fare_asks_for_its_communication_art_15_s1(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    """Under a contract the fare is fixed in it (art. 16): no Comunicação row to fill."""
    ctx = ticking_from_noon(admin_context)
    today = office_today(ctx)
    holder = operator(ctx, tmp_path / "keys")
    contract = concession_line(ctx, holder.id, signed_days_ago=400)
    free = create_line(ctx, go_line(code="GO-0303"))
    record_delegation(ctx, free.id, termo(holder.id, signed_on=today, published_on=today))
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.open_record(contract.id)
    contract_rows = fare_fields(qtbot, area, dialog_driver)
    assert "&Vigência a partir de:" in contract_rows
    assert "&Comunicação:" not in contract_rows
    area.open_record(free.id)
    assert "&Comunicação:" in fare_fields(qtbot, area, dialog_driver)


def test_the_accounting_data_given_let_the_fare_be_readjusted_art_16_sole(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    """Art. 16, sole paragraph: without the concessionária's accounting data of the time
    since the fare was set the readjustment is refused, naming the paragraph; Dados
    contábeis… records them (a period not over when given refused next to the field,
    nothing written), the Estatísticas tab shows them, and the readjustment is recorded."""
    ctx = ticking_from_noon(admin_context)
    today = office_today(ctx)
    holder = operator(ctx, tmp_path / "keys")
    line = concession_line(ctx, holder.id, signed_days_ago=400, accounts=False)
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.open_record(line.id)
    refused = readjusting(qtbot)
    dialog_driver.on("ActionDialog", refused)
    qtbot.keyClick(area, Qt.Key.Key_T, CTRL)
    assert "Faltam os dados contábeis de" in refused.refusal
    assert "(Decreto 8.444/2015, art. 16, parágrafo único)" in refused.refusal
    assert fare_tables(ctx, line.id) == []
    start, end = today - timedelta(days=365), today - timedelta(days=1)

    def give(dialog):
        form = dialog.form
        form.editor("period_start").setDate(to_qdate(start))
        form.editor("period_end").setDate(to_qdate(today))
        qtbot.keyClicks(form.editor("reference"), "Protocolo AGR 12/2026")
        dialog.try_submit()
        assert "período encerrado" in form.error_of("period_end")
        assert "art. 16, parágrafo único" in form.error_of("period_end")
        assert line_accounting(ctx, line.id) == []
        form.editor("period_end").setDate(to_qdate(end))
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", give)
    area.actions_["accounting"].trigger()
    assert [(row.start, row.end) for row in line_accounting(ctx, line.id)] == [(start, end)]
    assert area.tabs.currentWidget() is area.statistics
    assert (
        f"Dados contábeis da delegatária (Decreto 8.444/2015, art. 16, parágrafo único): "
        f"{start:%d/%m/%Y} a {end:%d/%m/%Y}, entregues em {today:%d/%m/%Y} (Protocolo AGR "
        "12/2026)."
    ) in area.statistics.caption.text()
    dialog_driver.on("ActionDialog", readjusting(qtbot))
    qtbot.keyClick(area, Qt.Key.Key_T, CTRL)
    (table,) = fare_tables(ctx, line.id)
    assert table.kind == "reajuste"
