"""The delegation dialog of a GO line shows the Termo's outorga computed from the coefficient
the office registered, with its calculation and article (Decreto 8.444/2015, art. 11 §4º),
following the signature date and the term; a higher value is refused next to the field and a
lower one asks for the regulator's resolution (§6º), nothing written until it is given."""

from datetime import date
from decimal import Decimal

import pytest
from sqlalchemy import select

from desktop.models.lines import LineDelegation
from desktop.services.lines.register import create_line
from desktop.ui.lines.actions import delegation_dialog
from desktop.ui.lines.area import LinesArea
from desktop.ui.widgets.forms import to_qdate
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, go_line
from tests.factories.vehicles import operator


@pytest.fixture
def dialog(qtbot, open_area, admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    line = create_line(ctx, go_line())
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    dialog = delegation_dialog(area.workspace, line, area)
    qtbot.addWidget(dialog)
    form = dialog.form
    qtbot.keyClicks(form.editor("operator"), holder.cnpj)
    form.editor("operator").editingFinished.emit()  # the dialog is not shown: no focus to leave
    qtbot.keyClicks(form.editor("number"), "TA-015/2026")
    form.editor("termo_basis").setCurrentIndex(form.editor("termo_basis").findData("art11"))
    for name in ("trcf_paid", "free_pricing", "extinction_clause"):
        form.editor(name).setChecked(True)
    form.editor("outorga_instalments").setValue(30)
    form.editor("minimum_fleet").setValue(3)
    qtbot.keyClicks(form.editor("fleet_average_age"), "4,5")
    form.editor("signed_on").setDate(to_qdate(date(2026, 6, 10)))
    return dialog


def termos(dialog) -> list[Decimal | None]:
    with dialog.parent().ctx.database.read() as session:
        return list(session.scalars(select(LineDelegation.outorga_total)))


def test_the_computed_value_follows_signature_and_term(qtbot, dialog):
    computed = dialog.form.editor("outorga_computed")
    assert computed.text() == (
        "R$ 0,187654/km × 256,0 km (ida e volta) × 5.479 dias de vigência = R$\xa0263.208,00 "
        "(Decreto 8.444/2015, art. 11 §4º). Coeficiente: Resolução AGR nº 1/2019 (fictícia), "
        "DOE de 20/12/2019."
    )
    dialog.form.editor("term_years").setValue(1)
    assert "× 365 dias de vigência = R$\xa017.534,39" in computed.text()
    dialog.form.editor("signed_on").setDate(to_qdate(date(2019, 12, 31)))
    assert computed.text() == (
        "Nenhum coeficiente tarifário registrado em vigor em 31/12/2019: registre-o em "
        "Legislação › Registrar valor atualizado… (Decreto 8.444/2015, art. 11 §4º)."
    )
    with qtbot.assertNotEmitted(dialog.accepted):
        dialog.try_submit()
    assert "Legislação › Registrar valor atualizado…" in dialog.form.error_of("outorga_total")
    assert termos(dialog) == []


def test_higher_refused_lower_only_with_the_resolution(qtbot, dialog):
    form = dialog.form
    qtbot.keyClicks(form.editor("outorga_total"), "300.000,00")
    dialog.try_submit()
    assert "R$\xa0263.208,00 (Decreto 8.444/2015, art. 11 §4º)" in form.error_of("outorga_total")
    assert termos(dialog) == []
    form.editor("outorga_total").clear()
    qtbot.keyClicks(form.editor("outorga_total"), "100.000,00")
    dialog.try_submit()
    assert "art. 11 §6º" in form.error_of("outorga_resolution")
    assert termos(dialog) == []
    qtbot.keyClicks(form.editor("outorga_resolution"), "Resolucao AGR 5/2026")
    dialog.try_submit()
    assert termos(dialog) == [Decimal("100000.00")]


def test_the_clerk_says_which_article_the_termo_is_under(qtbot, dialog):
    """Arts. 11 and 12: a new authorisation or a line already operated, authorised
    exceptionally; nothing presumed: without the choice the Termo is refused next to the
    field, nothing written; the choice is recorded and the Termo cites its article."""
    form = dialog.form
    basis = form.editor("termo_basis")
    assert [basis.itemData(index) for index in range(basis.count())] == [None, "art11", "art12"]
    basis.setCurrentIndex(0)
    with qtbot.assertNotEmitted(dialog.accepted):
        dialog.try_submit()
    assert form.error_of("termo_basis") == (
        "Informe se o Termo é de autorização nova (Decreto 8.444/2015, art. 11) ou de serviço "
        "já explorado, autorizado excepcionalmente com outorga temporária (art. 12)."
    )
    assert termos(dialog) == []
    basis.setCurrentIndex(basis.findData("art12"))
    dialog.try_submit()
    with dialog.parent().ctx.database.read() as session:
        stored = session.scalars(select(LineDelegation)).one()
    assert stored.termo_basis == "art12"
    assert stored.articles.startswith("Decreto 8.444/2015, arts. 6º e 12;")
