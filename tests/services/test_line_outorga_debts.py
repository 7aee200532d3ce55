"""The outorga of a GO line in instalments (Decreto 8.444/2015, art. 11 §5º) through the
services: each instalment is a debt with the AGR from the Termo's signature; an overdue one
refuses the certidão negativa and the acts that require it (Res. AGR 105/2017, arts. 17 V and
101) exactly as a fine does; paying it, corrected by the IGP-DI, clears it."""

import dataclasses
from datetime import date
from decimal import Decimal

import pytest
from sqlalchemy import select

from desktop.models.lines import LineDelegation
from desktop.models.payments import Debt, Payment
from desktop.rules.lines.outorga import IGP_DI
from desktop.services.errors import ValidationError
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.outorga import register_instalment_payment
from desktop.services.lines.outorga_records import (
    instalment_amount_on,
    outorga_instalments,
    overdue_instalments,
)
from desktop.services.lines.register import create_line
from desktop.services.office.rule_values import register_rule_value
from desktop.services.sanctions.cnd import issue_cnd
from desktop.services.sanctions.payments import register_payment
from desktop.services.sanctions.payments_records import has_overdue_debts
from desktop.services.vehicles.register import register_vehicle
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, go_line, rr_line
from tests.factories.reading import counts, flat_pdf_text
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import (
    company,
    inspection_input,
    operator,
    policy_input,
    vehicle_input,
)

M = Decimal
SIGNED = date(2026, 6, 10)


def termo(operator_id, **changes) -> DelegationInput:
    data = DelegationInput(
        operator_id=operator_id,
        kind="autorizacao",
        number="TA-015/2026",
        signed_on=SIGNED,
        termo_basis="art11",
        trcf_paid=True,
        free_pricing=True,
        outorga_instalments=30,
        term_years=15,
        minimum_fleet=3,
        fleet_average_age="4,5",
        extinction_clause=True,
    )
    return dataclasses.replace(data, **changes)


def stored(database):
    return counts(database, LineDelegation, Debt, Payment)


@pytest.fixture
def go(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    line = create_line(ctx, go_line())
    detail = record_delegation(ctx, line.id, termo(holder.id))
    return ctx, holder, detail.delegations[0].id


def vehicle(ctx, owner_id, inspector_id, keys):
    return register_vehicle(
        ctx,
        owner_id,
        vehicle_input(),
        inspection_input(inspector_id),
        policy_input(),
        keys,
    )


@pytest.mark.postgres
def test_the_termo_s_schedule_is_thirty_debts_every_six_months(go):
    """§5: R$ 263.208,00 (R$ 0,187654/km × 256 km × 5.479 days, §4) in 30 equal half-yearly
    instalments of 8.773,60, the first on signing (10/06/2026), the last on 10/12/2040."""
    ctx, _holder, delegation_id = go
    rows = outorga_instalments(ctx, delegation_id)
    assert [row.number for row in rows] == list(range(1, 31))
    assert {row.amount for row in rows} == {M("8773.60")} and rows[0].of == 30
    assert (rows[0].due_on, rows[1].due_on, rows[-1].due_on) == (
        SIGNED,
        date(2026, 12, 10),
        date(2040, 12, 10),
    )
    # 15/06/2026: the first, due on signing, is overdue; the others are not yet due.
    assert [row.number for row in rows if row.overdue] == [1]


@pytest.mark.postgres
def test_an_overdue_instalment_bars_an_act_and_its_payment_clears_it(go, tmp_path):
    ctx, holder, delegation_id = go
    keys = tmp_path / "keys"
    inspector = company(ctx).id
    assert has_overdue_debts(ctx, holder.id, TODAY)
    with pytest.raises(ValidationError) as caught:
        vehicle(ctx, holder.id, inspector, keys)
    assert "arts. 17, V, e 101" in caught.value.field_errors["operator_id"]
    cnd = issue_cnd(ctx, holder.id, keys)
    assert not cnd.negative
    assert [debt.description for debt in cnd.debts] == [
        "Outorga da linha GO-0101 — Termo de Autorização nº TA-015/2026, parcela 1/30"
    ]
    printed = flat_pdf_text(cnd.document.pdf)
    assert "Outorga da linha GO-0101 — Termo de Autorização nº TA-015/2026, parcela" in printed
    assert "8.773,60" in printed
    (overdue,) = overdue_instalments(ctx)
    assert (overdue.line_code, overdue.number, overdue.outstanding) == (
        "GO-0101",
        1,
        M("8773.60"),
    )
    first = outorga_instalments(ctx, delegation_id)[0]
    # Paid on signing: the first instalment is not corrected (§5).
    paid = register_instalment_payment(ctx, first.debt_id, SIGNED, M("8773.60"), "GRU 1/30")
    assert (paid.paid, paid.outstanding, paid.overdue) == (M("8773.60"), M("0.00"), False)
    assert not has_overdue_debts(ctx, holder.id, TODAY)
    assert overdue_instalments(ctx) == []
    assert issue_cnd(ctx, holder.id, keys).negative
    assert vehicle(ctx, holder.id, inspector, keys).vehicle.operator_id == holder.id


@pytest.mark.postgres
def test_a_later_instalment_is_paid_corrected_by_the_igp_di(go):
    """§5: 8.773,60 × 1187,93 / 1143,27 = 9.116,3265… → R$ 9.116,33 on 20/12/2026 (index
    numbers recorded for the test, not FGV's series)."""
    ctx, holder, delegation_id = go
    later = at_day(ctx, date(2026, 12, 20))
    second = outorga_instalments(later, delegation_id)[1]
    assert second.overdue
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        register_instalment_payment(later, second.debt_id, date(2026, 12, 20), M("8773.6"), "G")
    assert (
        "Registre em Legislação o número-índice do IGP-DI" in caught.value.field_errors["paid_on"]
    )
    register_rule_value(ctx, IGP_DI, date(2026, 6, 1), M("1143.27"), "IGP-DI/FGV mai/2026")
    register_rule_value(later, IGP_DI, date(2026, 12, 1), M("1187.93"), "IGP-DI/FGV nov/2026")
    assert instalment_amount_on(later, second.debt_id, date(2026, 12, 20)).corrected == M("9116.33")
    with pytest.raises(ValidationError) as caught:
        register_instalment_payment(later, second.debt_id, date(2026, 12, 20), M("8773.6"), "G")
    assert caught.value.field_errors == {
        "amount": "A parcela corrigida pelo IGP-DI até 20/12/2026 é de R$\xa09.116,33 "
        "(Decreto 8.444/2015, art. 11 §5º)."
    }
    assert stored(ctx.database) == before
    row = register_instalment_payment(
        later, second.debt_id, date(2026, 12, 20), M("9116.33"), "GRU 2/30"
    )
    assert (row.number, row.paid, row.overdue) == (2, M("9116.33"), False)
    with pytest.raises(ValidationError) as caught:
        register_instalment_payment(
            later, second.debt_id, date(2026, 12, 20), M("9116.33"), "GRU 2/30"
        )
    assert caught.value.field_errors["amount"] == "A parcela 2 já está paga."
    assert [r.number for r in outorga_instalments(later, delegation_id) if r.overdue] == [1]


@pytest.mark.parametrize(
    ("count", "message"),
    [
        (None, "Informe o número de parcelas semestrais da outorga, de 1 a 30"),
        (31, "Parcelas da outorga: de 1 a 30 parcelas (Decreto 8.444/2015, art. 11 §5º)."),
    ],
)
def test_the_number_of_instalments_is_required_from_1_to_30(
    admin_context, tmp_path, count, message
):
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    line = create_line(ctx, go_line())
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        record_delegation(ctx, line.id, termo(holder.id, outorga_instalments=count))
    assert caught.value.field_errors["outorga_instalments"].startswith(message)
    assert stored(ctx.database) == before


def test_the_generic_payment_refuses_an_instalment(go):
    """An instalment is paid corrected by the IGP-DI (§5), never as a plain debt."""
    ctx, _holder, delegation_id = go
    first = outorga_instalments(ctx, delegation_id)[0]
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        register_payment(ctx, first.debt_id, SIGNED, M("8773.60"), "GRU 1/30")
    assert (
        "corrigida pelo IGP-DI (Decreto 8.444/2015, art. 11 §5º)"
        in (caught.value.field_errors["amount"])
    )
    assert stored(ctx.database) == before


def test_roraima_authorisation_has_no_outorga(admin_context, tmp_path):
    """Lei RR 664/2008 (arts. 19-23) prices no line authorisation: no instalment, no debt,
    even with the GO items typed."""
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    ctx = in_roraima(ctx)
    line = create_line(ctx, rr_line())
    detail = record_delegation(
        ctx,
        line.id,
        DelegationInput(
            holder.id,
            "autorizacao",
            "TC-07/2026",
            date(2026, 6, 1),
            outorga_total="1.000,00",
            outorga_instalments=2,
        ),
    )
    assert outorga_instalments(ctx, detail.delegations[0].id) == []
    assert stored(ctx.database)[1:] == (0, 0)
    assert overdue_instalments(ctx) == []


def test_the_amount_due_without_the_index_names_the_missing_index(go):
    ctx, _holder, delegation_id = go
    second = outorga_instalments(ctx, delegation_id)[1]
    with pytest.raises(ValidationError) as caught:
        instalment_amount_on(ctx, second.debt_id, TODAY)
    assert caught.value.field_errors["paid_on"].startswith(
        "Registre em Legislação o número-índice do IGP-DI em vigor na assinatura e em 15/06/2026"
    )


@pytest.fixture
def go_temporary(admin_context, tmp_path):
    """A line already operated, authorised exceptionally against a temporary outorga."""
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    line = create_line(ctx, go_line())
    detail = record_delegation(ctx, line.id, termo(holder.id, termo_basis="art12"))
    return ctx, holder, detail.delegations[0].id


def test_an_outorga_of_art_11_is_not_paid_with_credits(go):
    """Art. 12 §1º: credits of earlier operations pay only the temporary outorga of a line
    already operated (art. 12); a new authorisation's (art. 11) is paid in money: refused
    next to the field, nothing written."""
    ctx, _holder, delegation_id = go
    first, second, *_ = outorga_instalments(ctx, delegation_id)
    assert not second.temporary
    register_instalment_payment(ctx, first.debt_id, SIGNED, first.amount, "GRU 1/30")
    register_rule_value(ctx, IGP_DI, date(2026, 6, 1), M("1000"), "IGP-DI (teste)")
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        register_instalment_payment(
            ctx, second.debt_id, TODAY, second.amount, "Processo 1/2026", "compensacao"
        )
    assert caught.value.field_errors == {
        "means": "Este Termo é de autorização nova (Decreto 8.444/2015, art. 11): a outorga é "
        "paga em moeda corrente. Créditos de explorações anteriores pagam só as outorgas "
        "temporárias dos serviços já explorados (Decreto 8.444/2015, art. 12 §1º)."
    }
    assert stored(ctx.database) == before


def test_the_first_instalment_is_paid_in_money_not_with_credits_art_12_s1(go_temporary):
    """Art. 12 §1º: credits of earlier operations pay the temporary outorga's instalments,
    save the 1st."""
    ctx, holder, delegation_id = go_temporary
    first, second, *_ = outorga_instalments(ctx, delegation_id)
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        register_instalment_payment(
            ctx, first.debt_id, SIGNED, first.amount, "Processo 1/2026", "compensacao"
        )
    assert caught.value.field_errors == {
        "means": "A 1ª parcela da outorga é paga em moeda corrente; só as demais podem ser "
        "pagas com créditos de explorações anteriores (Decreto 8.444/2015, art. 12 §1º)."
    }
    assert stored(ctx.database) == before
    register_instalment_payment(ctx, first.debt_id, SIGNED, first.amount, "GRU 1/30")
    register_rule_value(ctx, IGP_DI, date(2026, 6, 1), M("1000"), "IGP-DI (teste)")
    with pytest.raises(ValidationError) as caught:
        register_instalment_payment(ctx, second.debt_id, TODAY, second.amount, " ", "compensacao")
    assert "apuração e conferência dos créditos" in caught.value.field_errors["reference"]
    paid = register_instalment_payment(
        ctx, second.debt_id, TODAY, second.amount, "Processo 1/2026", "compensacao"
    )
    assert paid.outstanding == 0
    with ctx.database.read() as session:
        means = {row.debt_id: row.means for row in session.scalars(select(Payment))}
    assert means == {first.debt_id: "moeda", second.debt_id: "compensacao"}
