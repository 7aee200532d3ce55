"""Measures from the process panel: removal to depot proposed for operating without
authorisation (Res. AGR 105/2017, art. 73, I), 30-day limit (§6), release by caução (§3,
III) with the daily fee of art. 74."""

import dataclasses
import re
from datetime import UTC, date, datetime
from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from desktop.models.sanctions import VehicleMeasure
from desktop.services.sanctions.measure_deposits import record_deposit
from desktop.services.sanctions.measures import apply_measure
from desktop.services.sanctions.measures_records import measures_of
from tests.factories.clock import at_instant
from tests.factories.demo import demo_window
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.reading import count
from tests.factories.screens import cells_cut_short, panel, panel_for


def rr_fiscal(admin_context, context_for):
    """The fiscal of a Roraima office on 10/03/2026 at 13:00 UTC."""
    rr = dataclasses.replace(admin_context.office, jurisdiction="RR")
    return at_instant(
        dataclasses.replace(context_for("fiscal"), office=rr),
        datetime(2026, 3, 10, 13, 0, tzinfo=UTC),
    )


def apprehend_under_vi(dialog):
    """Lei RR 664/2008, art. 90, VI chosen, the vehicle taken to the DEIT's yard: the inciso
    box."""
    inciso = dialog.form.editor("inciso")
    inciso.setCurrentIndex(inciso.findData("VI"))
    dialog.form.editor("depot").setText("Pátio do DEIT")
    return inciso


def test_removal_and_release_by_caucao(qtbot, admin_context, context_for, tmp_path, dialog_driver):
    operator = new_operator(admin_context)
    notice = recorded_notice(
        context_for("fiscal"), tmp_path, operator.id, infraction_codes=("78-III",)
    )
    fiscal = at_instant(context_for("fiscal"), datetime(2026, 3, 10, 13, 0, tzinfo=UTC))
    panel = panel_for(qtbot, fiscal, tmp_path, notice.process_id)
    box = panel.measures
    assert "remoção" in box.proposal.text() and "art. 73, I" in box.proposal.text()
    assert not box.release_button.isEnabled()

    def remove(dialog):
        dialog.form.editor("kind").setCurrentIndex(1)  # remoção
        inciso = dialog.form.editor("inciso")
        inciso.setCurrentIndex(inciso.findData("I"))
        # Res. AGR 105/2017, art. 73, I, in its own words.
        assert inciso.currentText() == (
            "I — A autorizatária estiver operando o serviço sem regular autorização da AGR."
        )
        assert inciso.toolTip() == inciso.currentText()  # read whole where it is cut short
        dialog.try_submit()
        assert "depósito" in dialog.form.error_of("depot")
        dialog.form.editor("depot").setText("Pátio da AGR")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", remove)
    box.apply_button.click()
    assert box.table.item(0, 2).text() == "até 09/04/2026"
    assert "Medida administrativa" in [
        panel.timeline.item(i, 1).text() for i in range(panel.timeline.rowCount())
    ]

    analista = at_instant(context_for("analista"), datetime(2026, 3, 12, 18, 0, tzinfo=UTC))
    (measure,) = box.rows
    # art. 73 §3, III: the deposit of the fine of 78-III (R$ 3.819,18) and of the fees
    # (10/03 to 11/03, 2 x R$ 59,67: the release day is not charged) comes first.
    record_deposit(analista, measure.id, Decimal("3938.52"), date(2026, 3, 12), "GR 15")
    panel = panel_for(qtbot, analista, tmp_path, notice.process_id)

    def release(dialog):
        # Lei RR 664/2008's superior authority (art. 90 §4º) is no act of a Goiás office.
        assert "superior_authority" not in dialog.form.rows
        caption = dialog.form.layout_.labelForField(dialog.form.rows["statement"]).text()
        assert caption == "Valores (Res. AGR 105/2017, arts. 73, §§ 3º e 6º, e 74)"
        dialog.form.editor("basis").setCurrentIndex(2)  # caução, art. 73 §3 III
        dialog.try_submit()
        assert "art. 74" in dialog.form.error_of("fee_reference")
        dialog.form.editor("fee_reference").setText("Caução GR 2026/15")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", release)
    panel.measures.release_button.click()
    # art. 74: 10/03 and 11/03 in the depot, 2 daily fees of R$ 59,67
    assert (
        panel.measures.table.item(0, 3)
        .text()
        .endswith("2 diária(s), R$\xa0119,34 — caução R$\xa03.938,52")
    )


# Lei RR 664/2008, art. 75 sole § I: an RR auto names the line.
LINE = "RR-001 Boa Vista — Caracaraí"
GOIAS_ACTS = re.compile(r"Res\.( AGR)? 105|Decreto 8\.444|\bAGR\b|art\. 73")


def test_a_roraima_apprehension_is_released_under_lei_664_only(
    qtbot, admin_context, context_for, tmp_path, dialog_driver
):
    """Lei RR 664/2008, art. 90: the apprehension's release asks for the superior
    authority's act (§4º, on recidivism) and shows no statement of a Goiás removal's costs
    (Res. AGR 105/2017, art. 73 §3), nor any other Goiás act."""
    rr = dataclasses.replace(admin_context.office, jurisdiction="RR")
    fiscal = dataclasses.replace(context_for("fiscal"), office=rr)
    start = datetime(2026, 3, 10, 13, 0, tzinfo=UTC)
    notice = recorded_notice(
        fiscal, tmp_path, new_operator(admin_context).id, line=LINE, infraction_codes=("79-I",)
    )
    apply_measure(at_instant(fiscal, start), notice.id, "apreensao", "VI", start, "Pátio DEIT")
    analista = at_instant(
        dataclasses.replace(context_for("analista"), office=rr),
        datetime(2026, 3, 13, 14, 0, tzinfo=UTC),
    )
    panel = panel_for(qtbot, analista, tmp_path, notice.process_id)
    seen = {}

    def release(dialog):
        seen["rows"] = set(dialog.form.rows)
        seen["texts"] = [
            text
            for widget in dialog.findChildren(QWidget)
            for text in (getattr(widget, "text", str)(),)
            if isinstance(text, str)
        ] + [dialog.form.editor("basis").itemText(0)]
        # §3º: the release is an act of the inspecting body, named in its field.
        dialog.try_submit()
        seen["act"] = dialog.form.error_of("note")
        seen["released"] = [row.released_at for row in measures_of(analista, notice.id)]
        qtbot.keyClicks(dialog.form.editor("note"), "Termo de liberacao 4/2026")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", release)
    panel.measures.release_button.click()
    assert "superior_authority" in seen["rows"] and "statement" not in seen["rows"]
    assert "Ato da autoridade superior (Lei RR 664/2008, art. 90, § 4º)" in seen["texts"]
    assert "A&to de liberação" in seen["texts"]
    assert [text for text in seen["texts"] if GOIAS_ACTS.search(text)] == []
    assert seen["act"] == (
        "Informe o ato do órgão fiscalizador que libera o veículo (Lei RR 664/2008, art. 90, § 3º)."
    )
    assert seen["released"] == [None]
    assert [row.released_at for row in measures_of(analista, notice.id)] == [
        datetime(2026, 3, 13, 14, 0, tzinfo=UTC)
    ]


def test_an_act_called_with_no_measure_rows_does_nothing(
    qtbot, admin_context, context_for, tmp_path, dialog_driver
):
    """The acts on a measure are disabled when the auto has none, but a shortcut or a reading
    racing a click may still call them: no dialog, no error, nothing written."""
    operator = new_operator(admin_context)
    notice = recorded_notice(
        context_for("fiscal"), tmp_path, operator.id, infraction_codes=("78-III",)
    )
    box = panel_for(qtbot, admin_context, tmp_path, notice.process_id).measures
    assert box.rows == [] and not box.release_button.isEnabled()
    for act in (
        box.release,
        box.record_cost,
        box.record_cost_paid,
        box.record_deposit,
        box.refund,
    ):
        assert act() is None
    assert dialog_driver.seen == []
    assert measures_of(admin_context, notice.id) == []


def test_the_timeline_reads_each_act_whole(
    qtbot, admin_context, context_for, tmp_path, show_active
):
    """The removal of art. 73, I (Res. AGR 105/2017) in the process's timeline: its act read
    "Medida administrati…" in a column of 100 pixels beside a description of 900."""
    operator = new_operator(admin_context)
    fiscal = at_instant(context_for("fiscal"), datetime(2026, 3, 10, 13, 0, tzinfo=UTC))
    notice = recorded_notice(fiscal, tmp_path, operator.id, infraction_codes=("78-III",))
    apply_measure(fiscal, notice.id, "remocao", "I", fiscal.clock(), "Pátio da AGR")
    timeline = panel(qtbot, fiscal, tmp_path / "keys", notice.process_id, show_active).timeline
    acts = [timeline.item(row, 1).text() for row in range(timeline.rowCount())]
    assert "Medida administrativa" in acts
    assert cells_cut_short(timeline) == []


def test_tab_leaves_the_measures_for_their_acts(
    qtbot, admin_context, context_for, tmp_path, show_active
):
    """With a removal in the list (Res. AGR 105/2017, art. 73, I), Tab from the measures
    goes on to "Registrar medida…", as from the process's other lists: it walked the
    measure's four cells first."""
    operator = new_operator(admin_context)
    fiscal = at_instant(context_for("fiscal"), datetime(2026, 3, 10, 13, 0, tzinfo=UTC))
    notice = recorded_notice(fiscal, tmp_path, operator.id, infraction_codes=("78-III",))
    apply_measure(fiscal, notice.id, "remocao", "I", fiscal.clock(), "Pátio da AGR")
    box = panel(qtbot, fiscal, tmp_path / "keys", notice.process_id, show_active).measures
    box.table.setFocus()
    box.table.selectRow(0)
    qtbot.keyClick(box.table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is box.apply_button


def test_the_removed_vehicles_read_without_scrolling_sideways(qtbot, demo_offices):
    """Veículos removidos in the Goiás demo's window at 1366×728 (Res. AGR 105/2017, art.
    73, §§ 5º-6º, and art. 74): the titles citing the articles made the count of daily fees
    and the limit's date 635 pixels wide, the process's number was cut and the company was
    off the screen."""
    with demo_window(qtbot, demo_offices["GO"]) as window:
        area = window.show_area("notices")
        area.tabs.setCurrentWidget(area.removed)
        table = area.removed.table
        assert table.rowCount() == 1
        assert table.horizontalHeader().length() <= table.viewport().width()
        assert "art. 74 e o limite, o de 30 dias do art. 73, § 6º" in area.removed.summary.text()


def test_a_removed_vehicle_is_not_removed_again_before_its_release(
    qtbot, admin_context, context_for, tmp_path, dialog_driver
):
    """Res. AGR 105/2017, arts. 73-74: the vehicle removed under one auto stands in the depot
    once; a second removal of it, under the same auto or another, is refused next to the
    measure's field, nothing written."""
    operator = new_operator(admin_context)
    fiscal = at_instant(context_for("fiscal"), datetime(2026, 3, 10, 13, 0, tzinfo=UTC))
    first = recorded_notice(fiscal, tmp_path, operator.id, infraction_codes=("78-III",))
    apply_measure(fiscal, first.id, "remocao", "I", fiscal.clock(), "Pátio da AGR")
    second = recorded_notice(fiscal, tmp_path, operator.id, infraction_codes=("77-I",))
    box = panel_for(qtbot, fiscal, tmp_path, second.process_id).measures
    refused = {}

    def remove(dialog):
        dialog.form.editor("kind").setCurrentIndex(1)  # remoção
        dialog.form.editor("inciso").setCurrentIndex(1)  # II — not cured on the spot
        dialog.form.editor("depot").setText("Pátio 2")
        dialog.try_submit()
        refused["kind"] = dialog.form.error_of("kind")
        return dialog.result()

    dialog_driver.on("ActionDialog", remove)
    box.apply_button.click()
    assert first.number in refused["kind"] and "arts. 73 e 74" in refused["kind"]
    assert measures_of(admin_context, second.id) == []


def test_a_retained_vehicle_not_cured_on_the_spot_is_removed(
    qtbot, admin_context, context_for, tmp_path, dialog_driver
):
    """Res. AGR 105/2017, art. 73, II: the retention ends with the removal of the vehicle,
    and the list says so instead of showing it released."""
    operator = new_operator(admin_context)
    fiscal = at_instant(context_for("fiscal"), datetime(2026, 3, 10, 13, 0, tzinfo=UTC))
    notice = recorded_notice(fiscal, tmp_path, operator.id, infraction_codes=("77-I",))
    apply_measure(fiscal, notice.id, "retencao", "I", fiscal.clock())
    box = panel_for(qtbot, fiscal, tmp_path, notice.process_id).measures

    def remove(dialog):
        dialog.form.editor("kind").setCurrentIndex(1)  # remoção
        dialog.form.editor("inciso").setCurrentIndex(1)  # II — not cured on the spot
        dialog.form.editor("depot").setText("Pátio da AGR")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", remove)
    box.apply_button.click()
    retained, removed = box.rows
    assert (retained.kind, removed.kind) == ("retencao", "remocao")
    assert box.table.item(0, 3).text() == "removido para depósito em 10/03/2026 10:00"
    assert box.table.item(1, 3).text() == ""


def test_an_inciso_no_infraction_of_the_auto_supports_is_refused_next_to_it(
    qtbot, admin_context, context_for, tmp_path, dialog_driver
):
    """Res. AGR 105/2017, arts. 72-73: the inciso chosen names a situation one of the auto's
    infractions describes; a route deviation (77-XVI) and an equipment defect (77-XIX)
    support the retention of art. 72, I, not the dangerous cargo of II nor a removal."""
    notice = recorded_notice(
        context_for("fiscal"),
        tmp_path,
        new_operator(admin_context).id,
        infraction_codes=("77-XVI", "77-XIX"),
    )
    fiscal = at_instant(context_for("fiscal"), datetime(2026, 3, 10, 13, 0, tzinfo=UTC))
    box = panel_for(qtbot, fiscal, tmp_path, notice.process_id).measures
    seen = {}

    def apply(dialog):
        kind, inciso = dialog.form.editor("kind"), dialog.form.editor("inciso")
        inciso.setCurrentIndex(inciso.findData("II"))  # retention, dangerous cargo
        dialog.try_submit()
        seen["II"] = dialog.form.error_of("inciso")
        kind.setCurrentIndex(kind.findData("remocao"))
        inciso.setCurrentIndex(inciso.findData("I"))  # removal, no authorization
        dialog.form.editor("depot").setText("Pátio da AGR")
        dialog.try_submit()
        seen["73-I"] = dialog.form.error_of("inciso")
        seen["written"] = count(admin_context.database, VehicleMeasure)
        kind.setCurrentIndex(kind.findData("retencao"))
        inciso.setCurrentIndex(inciso.findData("I"))  # retention, no safety conditions
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", apply)
    box.apply_button.click()
    assert seen == {
        "II": "Nenhuma infração do auto corresponde a este inciso (Res. AGR 105/2017, art. 72, "
        "II): a retenção do veículo por ele cabe com uma das infrações 77-XVIII ou 78-VIII.",
        "73-I": "Nenhuma infração do auto corresponde a este inciso (Res. AGR 105/2017, art. "
        "73, I): a remoção do veículo para depósito por ele cabe com uma das infrações 78-III "
        "ou 78-XII.",
        "written": 0,
    }
    assert [(row.kind, row.inciso) for row in measures_of(fiscal, notice.id)] == [("retencao", "I")]


def test_a_roraima_apprehension_for_missing_copies_needs_art_79_i_in_the_auto(
    qtbot, admin_context, context_for, tmp_path, dialog_driver
):
    """Lei RR 664/2008, art. 90, VI: the charter vehicle without the copies of its
    registration and trip authorization is the missing document of art. 79, I; an auto that
    records no such infraction is refused next to the inciso, nothing written. Passengers
    picked up along the way (I) are a fact seen on the spot: declared."""
    fiscal = rr_fiscal(admin_context, context_for)
    notice = recorded_notice(
        fiscal, tmp_path, new_operator(admin_context).id, line=LINE, infraction_codes=("80-I",)
    )
    box = panel_for(qtbot, fiscal, tmp_path, notice.process_id).measures
    seen = {}

    def apply(dialog):
        inciso = apprehend_under_vi(dialog)
        dialog.try_submit()
        seen["VI"] = dialog.form.error_of("inciso")
        seen["written"] = count(admin_context.database, VehicleMeasure)
        inciso.setCurrentIndex(inciso.findData("I"))
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", apply)
    box.apply_button.click()
    assert seen == {
        "VI": "Nenhuma infração do auto corresponde a este inciso (Lei RR 664/2008, art. 90, "
        "VI): a apreensão do veículo por ele cabe com a infração 79-I.",
        "written": 0,
    }
    assert [(row.kind, row.inciso) for row in measures_of(fiscal, notice.id)] == [
        ("apreensao", "I")
    ]


def test_a_roraima_vehicle_apprehended_is_not_apprehended_again_by_another_auto(
    qtbot, admin_context, context_for, tmp_path, dialog_driver
):
    """Lei RR 664/2008, art. 90 § 3º: the vehicle apprehended under one auto stays so until
    the act that releases it; its apprehension under another auto is refused next to the
    measure, pointing to the apprehension in force, nothing written."""
    fiscal = rr_fiscal(admin_context, context_for)
    operator = new_operator(admin_context)
    first = recorded_notice(fiscal, tmp_path, operator.id, line=LINE, infraction_codes=("79-I",))
    apply_measure(fiscal, first.id, "apreensao", "VI", fiscal.clock(), "Pátio DEIT")
    second = recorded_notice(fiscal, tmp_path, operator.id, line=LINE, infraction_codes=("79-I",))
    box = panel_for(qtbot, fiscal, tmp_path, second.process_id).measures
    seen = {}

    def apply(dialog):
        apprehend_under_vi(dialog)
        dialog.try_submit()
        seen["kind"] = dialog.form.error_of("kind")
        return dialog.result()

    dialog_driver.on("ActionDialog", apply)
    box.apply_button.click()
    assert seen["kind"] == (
        f"O veículo ABC1D23 já está apreendido pelo auto nº {first.number}, ainda não liberado "
        "(Lei RR 664/2008, art. 90, § 3º): a apreensão em vigor só termina com o ato de "
        "liberação; libere-o antes de registrar outra apreensão."
    )
    assert measures_of(admin_context, second.id) == []
