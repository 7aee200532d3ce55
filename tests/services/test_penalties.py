"""Penalties beyond the fine: GO suspension (Res. 105 art. 69) and caducity (art. 70 §§2-4)
in the ordinary process (arts. 81 II, 93); RR warning from the half-year coefficient, suspension
after three warnings, inidoneidade and cassação (Lei 664 arts. 84-88)."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.services.errors import ValidationError
from desktop.services.registration.bars_records import bars_against
from desktop.services.registration.operators_records import get_operator
from desktop.services.sanctions.caducity import declare_caducity
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.penalties import DecisionInput, judge, open_ordinary, revise
from desktop.services.sanctions.penalties_records import operator_sanction_status, propose_penalties
from desktop.services.sanctions.penalties_rr import (
    declare_cassacao,
    declare_inidoneidade,
    half_year_warning,
    suspend_after_warnings,
)
from desktop.services.search.operators import search_operators
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice, refused_judgment
from tests.factories.roraima import in_roraima
from tests.factories.sanctions import (
    LINE,
    MEMBERS,
    administrative_process,
    delegated_lines,
    fine_and_suspension_78_iii,
    ordinary_notified,
    rr_fined,
)


@pytest.mark.postgres
def test_suspension_of_art_69_blocks_the_operator_for_30_days(admin_context, roles, tmp_path):
    operator = new_operator(admin_context)
    process = ordinary_notified(roles, tmp_path, operator.id, "78-III")
    julgador = at_day(roles["julgador"], date(2026, 3, 23))
    (proposal,) = propose_penalties(julgador, process.id)
    assert proposal.penalties == ("multa", "suspensao") and proposal.suspension_days == 30
    assert "Res. AGR 105/2017, art. 69, I" in proposal.articles
    judge(
        julgador,
        process.id,
        fine_and_suspension_78_iii(),
    )
    status = operator_sanction_status(admin_context, operator.id, date(2026, 3, 25))
    assert (status.suspended_from, status.suspended_until) == (date(2026, 4, 1), date(2026, 4, 30))
    assert "Res. AGR 105/2017, art. 69" in status.articles
    assert (
        operator_sanction_status(admin_context, operator.id, date(2026, 5, 1)).suspended_until
        is None
    )
    revise(
        julgador,
        process.id,
        DecisionInput(
            date(2026, 3, 23),
            True,
            "Fato novo.",
            (PenaltyChoice("78-III", Decimal("3819.18"), ("multa",), "Autorização comprovada."),),
        ),
    )
    assert (
        operator_sanction_status(admin_context, operator.id, date(2026, 4, 2)).suspended_until
        is None
    )


def test_suspension_without_first_day_is_refused(admin_context, roles, tmp_path):
    operator = new_operator(admin_context)
    process = ordinary_notified(roles, tmp_path, operator.id, "78-III")
    refused = refused_judgment(
        roles["julgador"],
        process.id,
        date(2026, 3, 23),
        "x",
        (PenaltyChoice("78-III", Decimal("3819.18"), ("multa", "suspensao")),),
    )
    assert "art. 69" in refused["penalties.78-III"]


def test_judgment_in_the_timeline_names_each_penalty_once(admin_context, roles, tmp_path):
    """The row of the judgment read "multa, suspensão temporária da autorização, multa de
    R$ …": the fine once, with its amount, and the suspension once."""
    operator = new_operator(admin_context)
    process = ordinary_notified(roles, tmp_path, operator.id, "78-III")
    judged = judge(
        at_day(roles["julgador"], date(2026, 3, 23)),
        process.id,
        fine_and_suspension_78_iii(),
    )
    assert (
        "78-III: multa de R$\xa03.819,18, suspensão temporária da autorização."
        in judged.timeline[-1].summary
    )


def test_no_judgment_on_the_last_day_of_the_defence_term(admin_context, roles, tmp_path):
    # Notified on 10/03/2026: the defence term (art. 83) runs to 20/03/2026 (art. 86 sole §).
    operator = new_operator(admin_context)
    process = ordinary_notified(roles, tmp_path, operator.id, "78-III")
    julgador = at_day(roles["julgador"], date(2026, 3, 20))
    with pytest.raises(ValidationError) as raised:
        judge(
            julgador,
            process.id,
            DecisionInput(
                date(2026, 3, 20),
                True,
                "Sem autorização.",
                (
                    PenaltyChoice(
                        "78-III",
                        Decimal("3819.18"),
                        ("multa", "suspensao"),
                        suspension_first_day=date(2026, 4, 1),
                    ),
                ),
            ),
        )
    assert raised.value.field_errors["decided_on"] == (
        "O prazo de defesa vence em 20/03/2026: o julgamento só pode ocorrer depois dele ou da "
        "defesa (Res. AGR 105/2017, art. 86, parágrafo único: ampla defesa)."
    )
    assert operator_sanction_status(admin_context, operator.id, date(2026, 3, 20)).articles == ()


def test_ordinary_process_needs_three_members(admin_context, roles, tmp_path):
    operator = new_operator(admin_context)
    notice = recorded_notice(roles["fiscal"], tmp_path, operator.id)
    with pytest.raises(ValidationError) as raised:
        open_ordinary(
            at_day(roles["julgador"], date(2026, 3, 10)),
            notice.process_id,
            MEMBERS[:2],
            "Portaria",
            date(2026, 3, 10),
        )
    assert "art. 93, § 1º" in raised.value.field_errors["members"]


@pytest.mark.postgres
def test_caducity_bars_company_and_partners_for_two_years(admin_context, roles, tmp_path):
    """Art. 70 I (78-I, forged documents): caducity; §3 company barred up to 2 years from
    the publication, §4 partners too."""
    operator = new_operator(admin_context)
    process = ordinary_notified(roles, tmp_path, operator.id, "78-I")
    julgador = at_day(roles["julgador"], date(2026, 3, 23))
    (proposal,) = propose_penalties(julgador, process.id)
    assert proposal.penalties == ("multa", "caducidade")
    with pytest.raises(ValidationError):
        declare_caducity(julgador, process.id, date(2026, 3, 30))
    judge(
        julgador,
        process.id,
        DecisionInput(
            date(2026, 3, 23),
            True,
            "Documento falso.",
            (PenaltyChoice("78-I", proposal.amount, ("multa", "caducidade")),),
        ),
    )
    published = at_day(roles["julgador"], date(2026, 3, 30))
    outcome = declare_caducity(published, process.id, date(2026, 3, 30))
    assert {bar.until for bar in outcome.bars} == {date(2028, 3, 30)}
    assert len(outcome.bars) == 3  # the company and its two partners
    assert len(bars_against(admin_context, operator.id, date(2028, 3, 30))) == 3
    assert bars_against(admin_context, operator.id, date(2028, 3, 31)) == []
    status = operator_sanction_status(admin_context, operator.id, date(2026, 4, 1))
    assert status.caducity_declared_on == date(2026, 3, 23)


def test_rr_warning_from_the_half_year_coefficient(admin_context, roles, tmp_path):
    """Lei 664 art. 84 II: 1 fine in 10 trips = 0.10 -> warning; in 11 trips = 0.09 -> none."""
    operator, julgador = rr_fined(admin_context, roles, tmp_path)
    delegated_lines(admin_context, tmp_path / "keys", operator, "RR-001")
    julgador = at_day(julgador, date(2026, 4, 20))
    none = half_year_warning(julgador, operator.id, LINE, date(2026, 4, 20), 11, "Apuração")
    assert not none.applied and "coeficiente 0.09" in none.detail
    warned = half_year_warning(julgador, operator.id, LINE, date(2026, 4, 20), 10, "Apuração")
    assert warned.applied and "Lei RR 664/2008, art. 84, II" in warned.articles
    assert operator_sanction_status(admin_context, operator.id, date(2026, 4, 21)).warnings == 1
    with pytest.raises(ValidationError) as raised:
        suspend_after_warnings(
            julgador,
            operator.id,
            "RR-001",
            date(2026, 4, 20),
            date(2026, 5, 1),
            10,
            "Reiteradas advertências",
        )
    assert "a linha RR-001 tem 1." in raised.value.field_errors["line"]


@pytest.mark.postgres
def test_rr_suspension_after_three_warnings_and_cassation_bar(admin_context, roles, tmp_path):
    """Lei 664 art. 85: 3 warnings within 6 months -> suspension of up to 30 days; art. 88:
    cassação bars for 1 to 5 years."""
    operator, julgador = rr_fined(admin_context, roles, tmp_path)
    delegated_lines(admin_context, tmp_path / "keys", operator, "RR-001")
    for day in (date(2026, 4, 20), date(2026, 5, 20), date(2026, 6, 20)):
        half_year_warning(at_day(julgador, day), operator.id, LINE, day, 10, "Apuração")
    ctx = at_day(julgador, date(2026, 6, 22))
    with pytest.raises(ValidationError) as raised:
        suspend_after_warnings(
            ctx, operator.id, "RR-001", date(2026, 6, 22), date(2026, 7, 1), 31, "x"
        )
    assert "30" in raised.value.field_errors["days"]
    suspension = suspend_after_warnings(
        ctx,
        operator.id,
        "RR-001",
        date(2026, 6, 22),
        date(2026, 7, 1),
        15,
        "Três advertências em 6 meses.",
    )
    assert (suspension.first_day, suspension.last_day) == (date(2026, 7, 1), date(2026, 7, 15))
    status = operator_sanction_status(admin_context, operator.id, date(2026, 6, 30))
    assert status.suspended_until == date(2026, 7, 15)
    process = administrative_process(
        in_roraima(roles["fiscal"]), julgador, tmp_path, operator.id, date(2026, 6, 1)
    )
    with pytest.raises(ValidationError):
        declare_cassacao(
            ctx, operator.id, date(2026, 6, 22), "III", 6, "Abandono", process, "RR-001"
        )
    cassacao = declare_cassacao(
        ctx, operator.id, date(2026, 6, 22), "III", 5, "Abandono do serviço", process, "RR-001"
    )
    assert cassacao.last_day == date(2031, 6, 22)
    assert "Lei RR 664/2008, art. 88" in cassacao.articles
    with pytest.raises(ValidationError) as raised:
        declare_inidoneidade(ctx, operator.id, date(2026, 6, 22), "III", "x", process)
    assert "art. 86" in raised.value.field_errors["inciso"]
    declare_inidoneidade(ctx, operator.id, date(2026, 6, 22), "I", "Documento adulterado.", process)
    status = operator_sanction_status(admin_context, operator.id, date(2031, 6, 22))
    assert status.cassation_bar_until == date(2031, 6, 22)
    assert status.inidoneous_since == date(2026, 6, 22)
    assert "Lei RR 664/2008, art. 86, I" in status.articles
    assert (
        operator_sanction_status(admin_context, operator.id, date(2031, 6, 23)).cassation_bar_until
        is None
    )


def test_rr_penalties_only_in_a_roraima_office(admin_context, roles):
    operator = new_operator(admin_context)
    with pytest.raises(ValidationError) as raised:
        half_year_warning(
            at_day(roles["julgador"], date(2026, 4, 20)),
            operator.id,
            LINE,
            date(2026, 4, 20),
            10,
            "x",
        )
    assert "Roraima" in raised.value.field_errors["jurisdiction"]


@pytest.mark.postgres
def test_rr_operator_status_shows_the_penalty_in_force(admin_context, roles, tmp_path):
    """Lei 664 arts. 84-88: the operator's status (header and list) carries the heaviest RR
    penalty in force: warnings, then the suspension until its last day, then cassação with
    the end of its bar; a Goiás office shows the status alone."""
    operator, julgador = rr_fined(admin_context, roles, tmp_path)
    rr_admin = in_roraima(admin_context)

    def shown(day):
        ctx = at_day(rr_admin, day)
        header = get_operator(ctx, operator.id).status_label
        (row,) = search_operators(ctx, operator.legal_name).rows
        assert row.status_label == header
        return header

    assert " · " not in shown(date(2026, 4, 20))
    delegated_lines(admin_context, tmp_path / "keys", operator, "RR-001")
    for day in (date(2026, 4, 20), date(2026, 5, 20), date(2026, 6, 20)):
        half_year_warning(at_day(julgador, day), operator.id, LINE, day, 10, "Apuração")
    assert shown(date(2026, 6, 21)).endswith(
        "· Advertida: 3 advertência(s) escrita(s) em 6 meses (Lei RR 664/2008, arts. 84 e 85)"
    )
    ctx = at_day(julgador, date(2026, 6, 22))
    suspend_after_warnings(
        ctx, operator.id, "RR-001", date(2026, 6, 22), date(2026, 7, 1), 15, "Três."
    )
    assert shown(date(2026, 6, 22)).endswith(
        "· Linha RR-001 suspensa de 01/07/2026 a 15/07/2026 (Lei RR 664/2008, art. 85)"
    )
    assert "Advertida: 3" in shown(date(2026, 7, 16))
    process = administrative_process(
        in_roraima(roles["fiscal"]), julgador, tmp_path, operator.id, date(2026, 6, 1)
    )
    declare_cassacao(ctx, operator.id, date(2026, 6, 22), "III", 2, "Abandono", process, "RR-001")
    assert shown(date(2026, 7, 16)).endswith(
        "· Linha RR-001 cassada em 22/06/2026, impedida até "
        "22/06/2028 (Lei RR 664/2008, arts. 87 e 88)"
    )
    go = at_day(admin_context, date(2026, 7, 16))
    assert " · " not in get_operator(go, operator.id).status_label
