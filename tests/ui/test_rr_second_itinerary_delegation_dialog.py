"""The delegation dialog of a Roraima line created on the other itinerary of a principal line
(Lei RR 664/2008, art. 5º) names the principal's concessionária and its preference to run the
new line (§ 1º); the delegation to another company is refused next to the preference's fields
until its waiver or refusal is declared with its document, nothing written before."""

from datetime import date

from desktop.models.lines import LineDelegation
from desktop.services.lines.delegations import record_delegation
from desktop.services.lines.register import create_line
from desktop.services.lines.second_itinerary import SecondItineraryInput
from desktop.ui.lines.actions import delegation_dialog
from desktop.ui.lines.area import LinesArea
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, rr_concession, rr_line
from tests.factories.reading import count
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator


def test_the_delegation_to_another_company_asks_the_preference_let_go(
    qtbot, open_area, admin_context, tmp_path
):
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    other = operator(
        ctx, tmp_path / "keys", cnpj="11.444.777/0001-61", legal_name="Expresso Caracaraí Ltda."
    )
    ctx = in_roraima(ctx)
    principal = create_line(ctx, rr_line())
    record_delegation(ctx, principal.id, rr_concession(holder.id))
    declined = SecondItineraryInput(principal.id, "sem_interesse", "Ofício nº 12/2026")
    new = create_line(
        ctx,
        rr_line(code="RR-011", roads="RR-205", length_km="150", second_itinerary=declined),
    )
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    own = delegation_dialog(area.workspace, principal, area)
    qtbot.addWidget(own)
    assert "preference_waived" not in own.form.rows  # a line of its own: no preference
    dialog = delegation_dialog(area.workspace, new, area)
    qtbot.addWidget(dialog)
    form = dialog.form
    assert holder.legal_name in form.editor("preference_note").text()
    qtbot.keyClicks(form.editor("operator"), other.cnpj)
    form.editor("operator").editingFinished.emit()  # the dialog is not shown: no focus to leave
    kind = form.editor("kind")
    kind.setCurrentIndex(kind.findData("concessao"))
    qtbot.keyClicks(form.editor("number"), "CC-05/2026")
    form.editor("signed_on").setDate(date(2026, 6, 2))
    qtbot.keyClicks(form.editor("bidding"), "Concorrencia 05/2026")
    form.editor("homologated_on").set_value(date(2026, 5, 25))
    with qtbot.assertNotEmitted(dialog.accepted):
        dialog.try_submit()
    assert "Lei RR 664/2008, art. 5º §1º" in form.error_of("preference_waived")
    assert holder.legal_name in form.error_of("preference_waived")
    assert "documento" in form.error_of("preference_reference")
    assert count(ctx.database, LineDelegation) == 1
    waived = form.editor("preference_waived")
    waived.setCurrentIndex(waived.findData("recusa"))
    qtbot.keyClicks(form.editor("preference_reference"), "Oficio 31/2026")
    with qtbot.waitSignal(dialog.accepted, timeout=0):
        dialog.try_submit()
    assert count(ctx.database, LineDelegation) == 2
    assert "recusou a exploração oferecida (Oficio 31/2026)" in dialog.result_value.acts[-1].details
