"""Início on a real SQLite file: the vehicles whose inspection, policy and CRV lapse in the next
30 days (with the printable list of the Veículos area) and the licences block, for data made
through the services."""

from datetime import date

from PySide6.QtCore import Qt

from desktop.services.licences.issue import issue_licence
from desktop.services.vehicles.register import register_vehicle
from desktop.ui.widgets import dialogs
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, continuous, departure, fleet
from tests.factories.reading import flat_pdf_text
from tests.factories.screens import READING_BOUND_MS, home_for, table_rows
from tests.factories.vehicles import (
    company,
    inspection_input,
    make_renavam,
    policy_input,
    vehicle_input,
)
from tests.ui.conftest import DialogDriver


def lapsing_bus(ctx, keys, operator):
    """A bus inspected a year ago (inspection and CRV end 2026-06-25, art. 23 I) insured
    until 2026-07-05."""
    inspector = company(ctx, base="200000000002")
    return register_vehicle(
        ctx,
        operator.id,
        vehicle_input(
            plate="GOI2B34", renavam=make_renavam("0123456789"), chassis="9BM384067HB054321"
        ),
        inspection_input(inspector.id, inspected_on=date(2025, 6, 25)),
        policy_input(
            insured_cnpj=operator.cnpj, starts_on=date(2025, 7, 5), ends_on=date(2026, 7, 5)
        ),
        keys,
    ).vehicle


def test_vehicles_lapsing_in_30_days_open_and_print(qtbot, admin_context, tmp_path, monkeypatch):
    keys = tmp_path / "keys"
    operator, _ = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    bus = lapsing_bus(ctx, keys, operator)
    page, navigator = home_for(qtbot, ctx, keys)

    assert table_rows(page.vehicles_table) == [
        ["25/06/2026", "CRV", "GOI2B34", operator.legal_name],
        ["25/06/2026", "Vistoria", "GOI2B34", operator.legal_name],
        ["05/07/2026", "Seguro de responsabilidade civil", "GOI2B34", operator.legal_name],
    ]
    assert page.lists.tabText(1) == "&Veículos (3)"
    # The first bus (inspected 2026-06-01, insured until 2027-01-10) lapses in neither window.
    with qtbot.waitSignal(page.loaded, timeout=READING_BOUND_MS):
        qtbot.mouseClick(page.window_60, Qt.MouseButton.LeftButton)
    assert page.vehicles_table.rowCount() == 3

    page.lists.setCurrentIndex(1)
    with qtbot.waitSignal(navigator.open_record) as opened:
        page.vehicles_table.setCurrentCell(1, 0)
        qtbot.keyClick(page.vehicles_table, Qt.Key.Key_Return)
    assert opened.args == ["vehicles", bus.id]

    driver = DialogDriver()
    monkeypatch.setattr(dialogs, "launch", driver)
    output = page.print_vehicle_list()
    assert driver.seen == [("QDialog", "Visualizar — Vencimentos de veículos")]
    text = flat_pdf_text(output.pdf)
    assert "próximos 60 dias" in text
    for expected in (
        "GOI2B34",
        "Vistoria",
        "CRV",
        "Seguro de responsabilidade civil",
        "Res. AGR 105/2017, art. 23",
        operator.legal_name,
    ):
        assert expected in text, expected


def test_licences_issued_today_and_ending_soon(qtbot, admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    ending = issue_licence(ctx, continuous(operator.id, bus.id, end_on=date(2026, 7, 10)), keys)
    issue_licence(ctx, continuous(operator.id, bus.id), keys)
    page, navigator = home_for(qtbot, ctx, keys)

    assert page.licences.issued_today.text() == "Licenças emitidas hoje: 2"
    assert table_rows(page.licences.table) == [
        [ending.number, "10/07/2026", "ABC-1234", operator.legal_name]
    ]
    assert page.lists.tabText(2) == "&Licenças de viagem (1)"
    # The bus (inspected 2026-06-01, insured until 2027-01-10) lapses after 30 days.
    assert page.vehicles_table.rowCount() == 0

    page.mark_stale()
    issue_licence(
        ctx,
        continuous(operator.id, bus.id, start_on=date(2026, 6, 20), end_on=date(2026, 7, 1)),
        keys,
    )
    with qtbot.waitSignal(page.loaded, timeout=READING_BOUND_MS):
        page.refresh()
    assert page.licences.issued_today.text() == "Licenças emitidas hoje: 3"
    assert page.licences.table.rowCount() == 2
    assert page.lists.tabText(2) == "&Licenças de viagem (2)"
    with qtbot.waitSignal(navigator.open_record) as opened:
        page.licences.open_row(1)
    assert opened.args == ["licences", ending.id]


def test_delegations_of_lines_ending_in_the_window_open_the_line(qtbot, admin_context, tmp_path):
    """A one-year Termo de Autorização (Decreto 8.444/2015, art. 6º §1º, VI) ending in 40 days
    shows in the 60-day window only; Enter opens the line in Linhas."""
    from desktop.services.lines.delegations import record_delegation
    from desktop.services.lines.register import create_line
    from tests.factories.lines import go_line, termo

    keys = tmp_path / "keys"
    operator, _ = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    line = create_line(ctx, go_line())
    signed = date(2025, 7, 26)  # last day 25/07/2026, 40 days after TODAY
    record_delegation(ctx, line.id, termo(operator.id, signed_on=signed, term_years=1))
    page, navigator = home_for(qtbot, ctx, keys)
    assert page.lists.tabText(3) == "Lin&has (0)"
    with qtbot.waitSignal(page.loaded, timeout=READING_BOUND_MS):
        qtbot.mouseClick(page.window_60, Qt.MouseButton.LeftButton)
    assert table_rows(page.delegations) == [
        [
            "25/07/2026",
            "GO-0101 — Goiânia — Pirenópolis",
            "Termo de Autorização",
            operator.legal_name,
        ]
    ]
    assert page.lists.tabText(3) == "Lin&has (1)"
    page.lists.setCurrentIndex(3)
    with qtbot.waitSignal(navigator.open_record) as opened:
        page.delegations.setCurrentCell(0, 0)
        qtbot.keyClick(page.delegations, Qt.Key.Key_Return)
    assert opened.args == ["lines", line.id]


def test_overdue_outorga_instalments_listed_and_open_the_line(qtbot, admin_context, tmp_path):
    """Decreto 8.444/2015, art. 11 §5º: a Termo signed on 26/07/2025 in 30 half-yearly
    instalments has the 1st (26/07/2025) and the 2nd (26/01/2026) overdue on 15/06/2026;
    Enter opens the line, where Delegação registers the payment."""
    from desktop.services.lines.delegations import record_delegation
    from desktop.services.lines.register import create_line
    from tests.factories.lines import go_line, termo

    keys = tmp_path / "keys"
    operator, _ = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    line = create_line(ctx, go_line())
    record_delegation(ctx, line.id, termo(operator.id, signed_on=date(2025, 7, 26)))
    page, navigator = home_for(qtbot, ctx, keys)
    assert page.lists.tabText(6) == "O&utorga (2)"
    assert table_rows(page.instalments) == [
        [
            "26/07/2025",
            "GO-0101 — Goiânia — Pirenópolis",
            "1 do Termo nº TA-015/2026",
            "R$\xa08.773,60",
            operator.legal_name,
        ],
        [
            "26/01/2026",
            "GO-0101 — Goiânia — Pirenópolis",
            "2 do Termo nº TA-015/2026",
            "R$\xa08.773,60",
            operator.legal_name,
        ],
    ]
    page.lists.setCurrentIndex(6)
    with qtbot.waitSignal(navigator.open_record) as opened:
        page.instalments.setCurrentCell(1, 0)
        qtbot.keyClick(page.instalments, Qt.Key.Key_Return)
    assert opened.args == ["lines", line.id]
