"""Linhas, Roraima's alternative transport (Lei RR 664/2008, art. 68 §1º): the line says
which standards are pending and until when; the action Padronização (art. 68) records one,
refused first next to the empty proof; Início lists a delegation past its 90 days."""

from datetime import timedelta

from desktop.services.calendar import office_today
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.register import create_line
from desktop.ui.lines.area import LinesArea
from tests.factories.lines import rr_line
from tests.factories.roraima import in_roraima
from tests.factories.screens import home_for, table_rows
from tests.factories.vehicles import operator
from tests.ui.conftest import ticking_from_noon


def roraima(admin_context):
    return ticking_from_noon(in_roraima(admin_context))


def alternative_line(ctx, keys, signed):
    cooperative = operator(
        ctx, keys, cnpj="11.444.777/0001-61", legal_name="Cooperativa Lavrado", kind="cooperativa"
    )
    line = create_line(ctx, rr_line(code="RR-A01", service_kind="alternativo"))
    record_delegation(ctx, line.id, DelegationInput(cooperative.id, "autorizacao", "TC-2", signed))
    return line


def test_a_standard_recorded_from_the_dialog(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    ctx = roraima(admin_context)
    line = alternative_line(ctx, tmp_path / "keys", office_today(ctx) - timedelta(days=10))
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.refresh()
    area.open_record(line.id)
    assert "Padronização do art. 68 pendente (incisos II, III, VIII)" in area.status_label.text()
    assert area.actions_["standards"].isEnabled()

    def adopt(dialog):
        assert dialog.form.editor("item").currentData() == "bilhetes"
        dialog.try_submit()
        assert "obrigatório" in dialog.form.error_of("reference").lower()
        qtbot.keyClicks(dialog.form.editor("reference"), "Modelo de bilhete 4/2026")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", adopt)
    area.actions_["standards"].trigger()
    assert "pendente (incisos III, VIII)" in area.status_label.text()


def test_a_delegation_past_its_90_days_on_inicio(qtbot, admin_context, tmp_path):
    ctx = roraima(admin_context)
    alternative_line(ctx, tmp_path / "keys", office_today(ctx) - timedelta(days=120))
    page, _navigator = home_for(qtbot, ctx, tmp_path / "keys")
    (row,) = table_rows(page.delegations)
    assert row[1] == "RR-A01 — Boa Vista — Caracaraí"
    assert "venceu em" in row[2] and "(Lei RR 664/2008, art. 68 §1º)" in row[2]
    assert row[3] == "Cooperativa Lavrado"
