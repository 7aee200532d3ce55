"""Printing a line's instruments from the Linhas screen with the keyboard, on a real SQLite
file: Ctrl+Shift+L prints the delegation selected in Delegação as its state's law names it
(GO Termo de Autorização, Decreto 8.444/2015 art. 6º; RR termo de compromisso, Lei RR
664/2008 arts. 19-23), Ctrl+Shift+T the fare table selected in Tarifas (GO art. 15 §1º; RR
arts. 37-38); each opens in its preview, signed, and a line with nothing to print says so.
A GO Termo whose article was corrected prints the corrected article and the act (arts. 11
and 12)."""

from datetime import timedelta
from decimal import Decimal

from PySide6.QtCore import Qt
from sqlalchemy import select

from desktop.models.documents import IssuedDocument
from desktop.services.calendar import office_today
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.fares import FareItemInput, FareTableInput, record_fare_table
from desktop.services.lines.register import create_line
from desktop.services.office.rule_values import register_rule_value
from desktop.ui.lines.area import LinesArea
from tests.factories.action_bar import choose
from tests.factories.lines import BOA_VISTA, fares, go_line, rr_line, termo
from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import GOIAS, in_roraima
from tests.factories.vehicles import operator
from tests.ui.conftest import ticking_from_noon

SHIFT_CONTROL = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def printed(ctx, kind: str) -> str:
    with ctx.database.read() as session:
        (pdf,) = session.scalars(select(IssuedDocument.pdf).where(IssuedDocument.kind == kind))
    return flat_pdf_text(pdf)


def preview_closed(dialog_driver) -> None:
    dialog_driver.on("QDialog", lambda preview: 0)


def press(qtbot, area, key, dialog_driver) -> str:
    preview_closed(dialog_driver)
    qtbot.keyClick(area, key, SHIFT_CONTROL)
    name, title = dialog_driver.seen[-1]
    assert name == "QDialog"
    return title


def test_go_termo_and_fare_table_printed_from_the_keyboard(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    ctx = ticking_from_noon(admin_context)
    today = office_today(ctx)
    keys = tmp_path / "keys"
    holder = operator(ctx, keys)
    line = create_line(ctx, go_line())
    area = open_area(LinesArea, ctx, keys)
    area.open_record(line.id)
    qtbot.keyClick(area, Qt.Key.Key_L, SHIFT_CONTROL)
    assert dialog_driver.messages[-1] == "A linha não tem instrumento de delegação."
    qtbot.keyClick(area, Qt.Key.Key_T, SHIFT_CONTROL)
    assert dialog_driver.messages[-1] == "A linha não tem tabela de tarifas."
    record_delegation(ctx, line.id, termo(holder.id, signed_on=today, published_on=today))
    record_fare_table(
        ctx,
        line.id,
        fares(communicated_on=today, effective_from=today + timedelta(days=15)),
    )
    area.open_record(line.id)
    assert "Termo de Autorização" in press(qtbot, area, Qt.Key.Key_L, dialog_driver)
    text = printed(ctx, "termo_autorizacao_linha")
    assert "Nº TA-015/2026 — Linha GO-0101 — Goiânia — Pirenópolis" in text
    assert "(Decreto 8.444/2015, art. 6º §2º)" in text
    assert "Tabela de tarifas" in press(qtbot, area, Qt.Key.Key_T, dialog_driver)
    text = printed(ctx, "tabela_tarifas")
    assert "Goiânia Pirenópolis 128,0 R$ 61,50" in text
    assert "Tarifa comunicada (Decreto 8.444/2015, art. 15 §1º)" in text


def test_rr_termo_de_compromisso_printed_citing_lei_664_only(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    ctx = in_roraima(ticking_from_noon(admin_context))
    today = office_today(ctx)
    keys = tmp_path / "keys"
    holder = operator(
        ctx,
        keys,
        municipality_code=BOA_VISTA,
        street="Avenida Ville Roy",
        district="Centro",
        cep="69301-000",
        phone="(95) 3224-5000",
    )
    line = create_line(ctx, rr_line())
    record_delegation(ctx, line.id, DelegationInput(holder.id, "autorizacao", "TC-07", today))
    register_rule_value(
        ctx, "coeficiente_tarifario", today.replace(month=1, day=1), Decimal("0.19"), "Res. CRE 1"
    )
    record_fare_table(
        ctx,
        line.id,
        FareTableInput(
            today, "Planilha CRE/RR", (FareItemInput("Boa Vista", "Caracaraí", "140", ""),)
        ),
    )
    area = open_area(LinesArea, ctx, keys)
    area.open_record(line.id)
    press(qtbot, area, Qt.Key.Key_L, dialog_driver)
    text = printed(ctx, "termo_compromisso_linha")
    assert "Termo de Compromisso — Autorização de Linha" in text
    assert "A autorização é intransferível (Lei 664/2008, art. 21)." in text
    assert GOIAS.search(text) is None
    press(qtbot, area, Qt.Key.Key_T, dialog_driver)
    text = printed(ctx, "tabela_tarifas")
    assert "Boa Vista Caracaraí 140,0 R$ 26,60" in text
    assert GOIAS.search(text) is None


def test_a_termo_reprinted_after_its_article_s_correction(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    """Decreto 8.444/2015, arts. 11 and 12: a Termo recorded under art. 11, its article
    corrected to art. 12 from Delegação › Corrigir artigo do Termo…, printed again from
    Delegação › Imprimir delegação states art. 12 and names the act that corrected it; the
    Termo as recorded (art. 11) is not what it prints."""
    ctx = ticking_from_noon(admin_context)
    today = office_today(ctx)
    keys = tmp_path / "keys"
    holder = operator(ctx, keys)
    line = create_line(ctx, go_line())
    record_delegation(ctx, line.id, termo(holder.id, signed_on=today, published_on=today))
    area = open_area(LinesArea, ctx, keys)
    area.open_record(line.id)

    def correct(dialog):
        form = dialog.form
        qtbot.keyClicks(form.editor("act"), "Portaria AGR 45/2026")
        qtbot.keyClicks(form.editor("reason"), "A linha ja era explorada antes do Decreto.")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", correct)
    choose(area.action_bar, "termo_article")
    preview_closed(dialog_driver)
    choose(area.action_bar, "print_delegation")
    assert dialog_driver.seen[-1][1].startswith("Visualizar — Termo de Autorização")
    text = printed(ctx, "termo_autorizacao_linha")
    for fragment in (
        "(Decreto 8.444/2015, art. 12, caput e § 1º)",
        "Artigo corrigido para o art. 12 do Decreto 8.444/2015 pelo ato Portaria AGR 45/2026, "
        f"de {today:%d/%m/%Y}.",
        "Base legal: Decreto 8.444/2015, arts. 6º e 12.",
    ):
        assert fragment in text, fragment
    assert "art. 11, caput" not in text
