"""Linhas > Tarifas in a Roraima office names the tariff coefficient the worksheet used (Lei
RR 664/2008, art. 37) as the printed table does, in reais with a decimal comma: the tab
showed "coeficiente 0.19/km", a decimal point no clerk writes."""

from datetime import date
from decimal import Decimal

from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.fares import FareItemInput, FareTableInput, record_fare_table
from desktop.services.lines.register import create_line
from desktop.services.office.rule_values import register_rule_value
from desktop.ui.lines.area import LinesArea
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, rr_line
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator


def test_the_fares_tab_writes_the_coefficient_in_reais_per_km(
    qtbot, open_area, admin_context, tmp_path
):
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    ctx = in_roraima(ctx)
    line = create_line(ctx, rr_line())
    record_delegation(ctx, line.id, DelegationInput(holder.id, "autorizacao", "TC-1", TODAY))
    register_rule_value(
        ctx, "coeficiente_tarifario", date(2026, 1, 1), Decimal("0.19"), "Res. CRE 1/2026"
    )
    record_fare_table(
        ctx,
        line.id,
        FareTableInput(
            effective_from=TODAY,
            reference="Planilha CRE/RR 2026",
            items=(FareItemInput("Boa Vista", "Caracaraí", "140", ""),),
        ),
    )
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.open_record(line.id)
    area.tabs.setCurrentWidget(area.fares)
    qtbot.waitUntil(lambda: "Planilha tarifária" in area.fares.details.text())
    shown = area.fares.details.text()
    assert "coeficiente tarifário R$ 0,19 por km" in shown
    assert "0.19" not in shown
