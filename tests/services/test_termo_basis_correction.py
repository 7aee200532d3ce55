"""The article of a GO Termo de Autorização recorded under the wrong one (Decreto
8.444/2015, arts. 11 and 12) corrected by its own dated act: the Termo is never rewritten;
the credits of art. 12 §1º and the printed Termo follow the correction, and back to art. 11
is refused once credits paid an instalment."""

from datetime import date
from decimal import Decimal

import pytest
from sqlalchemy import select, text

from desktop.models.line_termo_corrections import TermoBasisCorrection
from desktop.models.lines import LineAct, LineDelegation
from desktop.models.payments import Payment
from desktop.rules.lines.outorga import IGP_DI
from desktop.services.errors import ValidationError
from desktop.services.lines.delegations import record_delegation
from desktop.services.lines.outorga import register_instalment_payment
from desktop.services.lines.outorga_records import outorga_instalments
from desktop.services.lines.printouts import print_delegation
from desktop.services.lines.register import create_line
from desktop.services.lines.termo_correction import TermoCorrectionInput, correct_termo_basis
from desktop.services.office.rule_values import register_rule_value
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, go_line, termo
from tests.factories.reading import counts, flat_pdf_text
from tests.factories.vehicles import operator

SIGNED = date(2026, 6, 10)
ACT_ON = date(2026, 6, 12)


def stored(database):
    return counts(database, TermoBasisCorrection, LineAct, Payment)


def correction(basis: str, **changes) -> TermoCorrectionInput:
    values = dict(
        termo_basis=basis,
        act="Portaria AGR nº 45/2026",
        act_on=ACT_ON,
        reason="A linha já era explorada antes do Decreto: o Termo é do art. 12.",
    )
    return TermoCorrectionInput(**(values | changes))


@pytest.fixture
def go(admin_context, tmp_path):
    """A Termo of a line already operated, recorded by mistake under art. 11."""
    ctx = at_day(admin_context, TODAY)
    keys = tmp_path / "keys"
    holder = operator(ctx, keys)
    line = create_line(ctx, go_line())
    detail = record_delegation(ctx, line.id, termo(holder.id))
    return ctx, keys, detail.delegations[0].id


def test_a_termo_corrected_to_art_12_takes_credits_and_prints_the_act(go):
    ctx, keys, delegation_id = go
    first, second, *_ = outorga_instalments(ctx, delegation_id)
    assert not second.temporary
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        correct_termo_basis(ctx, delegation_id, correction("art12", act=" ", reason=""))
    assert caught.value.field_errors == {
        "act": "Informe o ato que corrige o artigo.",
        "reason": "Informe o motivo da correção do artigo.",
    }
    with pytest.raises(ValidationError) as caught:
        correct_termo_basis(ctx, delegation_id, correction("art11"))
    assert caught.value.field_errors == {
        "termo_basis": "O Termo já está sob o art. 11 do Decreto 8.444/2015: a correção é para "
        "o outro artigo."
    }
    assert stored(ctx.database) == before

    detail = correct_termo_basis(ctx, delegation_id, correction("art12"))
    assert detail.acts[-1].label == "Correção do artigo do Termo"
    # The Delegação tab's articles follow the correction and name its act.
    articles = detail.delegations[0].articles
    assert articles.startswith("Decreto 8.444/2015, arts. 6º e 12;")
    assert articles.endswith(
        "; Artigo corrigido para o art. 12 do Decreto 8.444/2015 pelo ato Portaria AGR nº "
        "45/2026, de 12/06/2026."
    )
    with ctx.database.read() as session:
        # The Termo itself is not rewritten; its article is read from the correction.
        assert session.get(LineDelegation, delegation_id).termo_basis == "art11"
        (kept,) = session.scalars(select(TermoBasisCorrection)).all()
        assert (kept.previous, kept.basis, kept.act, kept.act_on) == (
            "art11",
            "art12",
            "Portaria AGR nº 45/2026",
            ACT_ON,
        )
        assert kept.created_by_id == ctx.actor.user_id
        act = session.scalars(select(LineAct).order_by(LineAct.sequence.desc())).first()
        assert (act.kind, act.reference, act.article) == (
            "correcao_termo",
            "Portaria AGR nº 45/2026",
            "Decreto 8.444/2015, arts. 6º e 12",
        )
    # Art. 12 §1º: from the correction, the instalments after the 1st take credits.
    first, second, *_ = outorga_instalments(ctx, delegation_id)
    assert second.temporary
    register_instalment_payment(ctx, first.debt_id, SIGNED, first.amount, "GRU 1/30")
    register_rule_value(ctx, IGP_DI, date(2026, 6, 1), Decimal("1000"), "IGP-DI (teste)")
    register_instalment_payment(
        ctx, second.debt_id, TODAY, second.amount, "Processo 1/2026", "compensacao"
    )

    printed = flat_pdf_text(print_delegation(ctx, delegation_id, keys).pdf)
    for fragment in (
        "(Decreto 8.444/2015, art. 12, caput e § 1º)",
        "Artigo corrigido para o art. 12 do Decreto 8.444/2015 pelo ato Portaria AGR nº "
        "45/2026, de 12/06/2026.",
        "Base legal: Decreto 8.444/2015, arts. 6º e 12.",
    ):
        assert fragment in printed, fragment
    assert "art. 11, caput" not in printed

    # Back to art. 11 with an instalment paid with credits: refused citing art. 12 §1º.
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        correct_termo_basis(ctx, delegation_id, correction("art11"))
    assert caught.value.field_errors == {
        "termo_basis": "Parcela da outorga já paga com créditos de explorações anteriores: a "
        "compensação só cabe na outorga temporária do art. 12 (Decreto 8.444/2015, art. 12, "
        "§ 1º); o Termo não pode passar ao art. 11."
    }
    assert stored(ctx.database) == before


def test_a_correction_back_to_art_11_before_credits_closes_them(go):
    """The latest correction decides: art. 12, then art. 11 by a later act (no credit used
    yet) leaves the outorga payable in money only; an act dated before the latest
    correction's would change nothing and is refused."""
    ctx, _keys, delegation_id = go
    correct_termo_basis(ctx, delegation_id, correction("art12"))
    with pytest.raises(ValidationError) as caught:
        correct_termo_basis(ctx, delegation_id, correction("art11", act_on=date(2026, 6, 11)))
    assert caught.value.field_errors == {
        "act_on": "O ato não pode ser anterior ao da última correção (Portaria AGR nº 45/2026, "
        "de 12/06/2026)."
    }
    correct_termo_basis(
        ctx,
        delegation_id,
        correction("art11", act="Portaria AGR nº 46/2026", act_on=date(2026, 6, 13)),
    )
    _first, second, *_ = outorga_instalments(ctx, delegation_id)
    assert not second.temporary


def test_a_correction_is_never_rewritten(go):
    ctx, _keys, delegation_id = go
    correct_termo_basis(ctx, delegation_id, correction("art12"))
    with pytest.raises(Exception, match="correção do artigo do Termo"):
        with ctx.database.write() as session:
            session.execute(text("UPDATE line_termo_basis_corrections SET basis = 'art11'"))
