"""Measures on the vehicle: GO retention and removal to depot (Res. 105 arts. 64, 72-74),
RR apprehension of at least 72 hours (Lei 664 art. 90)."""

import dataclasses
from datetime import UTC, date, datetime
from decimal import Decimal

import pytest
from sqlalchemy import select

from desktop.models.sanctions import ProcessEvent
from desktop.services.errors import Conflict, ValidationError
from desktop.services.sanctions.measure_deposits import record_deposit
from desktop.services.sanctions.measures import apply_measure, release_vehicle
from desktop.services.sanctions.measures_records import (
    measures_of,
    propose_measures,
    vehicles_held,
)
from desktop.services.sanctions.payments_records import debts_of
from tests.factories.notices import new_operator, recorded_notice


def at(ctx, instant):
    return dataclasses.replace(ctx, clock=lambda: instant)


@pytest.mark.postgres
def test_removal_for_unauthorised_service_lasts_at_most_30_days_with_the_daily_fee(
    admin_context, context_for, tmp_path
):
    operator = new_operator(admin_context)
    fiscal = context_for("fiscal")
    notice = recorded_notice(fiscal, tmp_path, operator.id, infraction_codes=("78-III",))
    (proposal,) = propose_measures(fiscal, notice.id)
    assert (proposal.kind, proposal.inciso) == ("remocao", "73-I")
    removed_at = datetime(2026, 3, 10, 12, 0, tzinfo=UTC)  # 09:00 in Goiânia
    measure = apply_measure(
        at(fiscal, removed_at), notice.id, "remocao", "I", removed_at, "Pátio da AGR, Goiânia"
    )
    # art. 73 §6: 30 days counted as art. 83 (start day excluded)
    assert measure.limit_day == date(2026, 4, 9)
    assert [m.id for m in vehicles_held(admin_context)] == [measure.id]
    analista = context_for("analista")
    early = datetime(2026, 3, 20, 15, 0, tzinfo=UTC)
    with pytest.raises(ValidationError) as raised:
        release_vehicle(at(analista, early), measure.id, early, "limite_30_dias")
    assert "§ 6º" in raised.value.field_errors["basis"]
    with pytest.raises(ValidationError) as raised:
        release_vehicle(at(analista, early), measure.id, early, "procedencia_paga", "GR 9")
    assert "§ 3º, II" in raised.value.field_errors["basis"]
    with pytest.raises(ValidationError) as raised:
        release_vehicle(at(analista, early), measure.id, early, "caucao")
    assert "art. 74" in raised.value.field_errors["fee_reference"]
    # art. 73 §3, III: the deposit first, of the fine of 78-III (R$ 3.819,18, not judged
    # yet) and of the fees due on the day (10 x R$ 59,67).
    record_deposit(at(analista, early), measure.id, Decimal("4415.88"), early.date(), "GR 15")
    released = release_vehicle(
        at(analista, early), measure.id, early, "caucao", "Caução GR 2026/15"
    )
    # art. 74: 10 days (10/03 to 19/03, the release day not charged) x R$ 59.67
    assert (released.depot_days, released.depot_fee) == (10, Decimal("596.70"))
    assert vehicles_held(admin_context) == []
    (fee,) = debts_of(admin_context, operator.id, date(2026, 3, 20))
    assert (fee.kind, fee.amount, fee.outstanding) == (
        "taxa_deposito",
        Decimal("596.70"),
        Decimal("0"),
    )


def test_retention_proposed_from_the_catalogue_and_released_when_cured(
    admin_context, context_for, tmp_path
):
    operator = new_operator(admin_context)
    fiscal = context_for("fiscal")
    notice = recorded_notice(fiscal, tmp_path, operator.id, infraction_codes=("75-I",))
    assert [(p.kind, p.inciso) for p in propose_measures(fiscal, notice.id)] == [
        ("retencao", "72-I")
    ]
    started = datetime(2026, 3, 10, 12, 0, tzinfo=UTC)
    with pytest.raises(ValidationError) as raised:
        apply_measure(at(fiscal, started), notice.id, "apreensao", "I", started, "Pátio")
    assert "não prevista" in raised.value.field_errors["kind"]
    with pytest.raises(ValidationError) as raised:
        apply_measure(
            at(fiscal, started),
            notice.id,
            "retencao",
            "I",
            datetime(2026, 3, 10, 10, 0, tzinfo=UTC),
        )
    assert "art. 73, § 1º" in raised.value.field_errors["started_at"]
    measure = apply_measure(at(fiscal, started), notice.id, "retencao", "I", started)
    done = release_vehicle(at(context_for("analista"), started), measure.id, started, "sanada")
    assert done.depot_fee is None and done.released_at == started


def test_a_vehicle_is_removed_once_while_it_stands_in_the_depot(
    admin_context, context_for, tmp_path
):
    """Retained and not cured on the spot, the vehicle is removed (art. 73, II), which ends
    its retention; removed, it is not removed nor retained again before its release: one
    stay, one daily fee (art. 74)."""
    operator = new_operator(admin_context)
    fiscal = context_for("fiscal")
    notice = recorded_notice(fiscal, tmp_path, operator.id, infraction_codes=("77-I",))
    started = datetime(2026, 3, 10, 12, 0, tzinfo=UTC)
    on_the_spot = at(fiscal, started)
    apply_measure(on_the_spot, notice.id, "retencao", "I", started)
    removed = apply_measure(on_the_spot, notice.id, "remocao", "II", started, "Pátio da AGR")
    for kind, inciso in (("remocao", "II"), ("retencao", "I")):
        with pytest.raises(ValidationError) as raised:
            apply_measure(on_the_spot, notice.id, kind, inciso, started, "Pátio 2")
        assert notice.number in raised.value.field_errors["kind"]
        assert "arts. 73 e 74" in raised.value.field_errors["kind"]
    # The retention ended with the removal: the vehicle is held once, in the depot.
    assert [m.id for m in vehicles_held(admin_context)] == [removed.id]
    (retention,) = [m for m in measures_of(admin_context, notice.id) if m.kind == "retencao"]
    assert (retention.released_at, retention.release_basis) == (started, "removido")
    with pytest.raises(Conflict):
        release_vehicle(at(context_for("analista"), started), retention.id, started, "sanada")


# Lei 664, art. 75 sole § I: an RR auto names the line.
LINE = "RR-001 Boa Vista — Caracaraí"


def test_rr_apprehension_at_least_72_hours_and_superior_authority_on_recidivism(
    admin_context, context_for, tmp_path
):
    rr = dataclasses.replace(admin_context.office, jurisdiction="RR")
    fiscal = dataclasses.replace(context_for("fiscal"), office=rr)
    analista = dataclasses.replace(context_for("analista"), office=rr)
    operator = new_operator(admin_context)
    start = datetime(2026, 3, 10, 13, 0, tzinfo=UTC)
    first = recorded_notice(fiscal, tmp_path, operator.id, infraction_codes=("79-I",), line=LINE)
    measure = apply_measure(at(fiscal, start), first.id, "apreensao", "VI", start, "Pátio DEIT")
    assert measure.earliest_release_at == datetime(2026, 3, 13, 13, 0, tzinfo=UTC)
    too_soon = datetime(2026, 3, 13, 12, 59, tzinfo=UTC)
    with pytest.raises(ValidationError) as raised:
        release_vehicle(at(analista, too_soon), measure.id, too_soon, "cumprido")
    assert "72 horas" in raised.value.field_errors["released_at"]
    # §3º: the release is an act of the inspecting body, which the clerk names.
    assert "art. 90, § 3º" in raised.value.field_errors["note"]
    release_vehicle(
        at(analista, measure.earliest_release_at),
        measure.id,
        measure.earliest_release_at,
        "cumprido",
        note="Termo de liberação DEIT nº 4/2026",
    )
    second = recorded_notice(
        fiscal, tmp_path, operator.id, day=date(2026, 4, 2), infraction_codes=("79-I",), line=LINE
    )
    again = datetime(2026, 4, 2, 13, 0, tzinfo=UTC)
    repeated = apply_measure(at(fiscal, again), second.id, "apreensao", "VI", again, "Pátio")
    later = datetime(2026, 4, 6, 13, 0, tzinfo=UTC)
    with pytest.raises(ValidationError) as raised:
        release_vehicle(at(analista, later), repeated.id, later, "cumprido")
    assert "§ 4º" in raised.value.field_errors["superior_authority"]
    assert "§§ 3º e 4º" in raised.value.field_errors["note"]
    superior = "Portaria da Diretoria do DEIT nº 9/2026"
    release_vehicle(
        at(analista, later), repeated.id, later, "cumprido", note=superior, superior_authority=True
    )
    # §4º: the process records that the superior authority released the vehicle.
    assert release_summaries(admin_context, (first, second)) == [
        "Veículo ABC1D23 liberado: Lei RR 664/2008, art. 90, § 3º — prazo cumprido e "
        "irregularidades sanadas; ato de liberação: Termo de liberação DEIT nº 4/2026.",
        "Veículo ABC1D23 liberado: Lei RR 664/2008, art. 90, § 3º — prazo cumprido e "
        "irregularidades sanadas; ato de liberação: Portaria da Diretoria do DEIT nº 9/2026; "
        "por ato da autoridade superior do órgão de fiscalização, na reincidência (Lei RR "
        "664/2008, art. 90, § 4º).",
    ]


def test_rr_vehicle_apprehended_is_not_apprehended_again_before_its_release(
    admin_context, context_for, tmp_path
):
    """Lei RR 664/2008, art. 90 § 3º: the apprehension lasts until the act that releases the
    vehicle; another auto does not apprehend it again meanwhile, and nothing is written."""
    rr = dataclasses.replace(admin_context.office, jurisdiction="RR")
    fiscal = dataclasses.replace(context_for("fiscal"), office=rr)
    operator = new_operator(admin_context)
    start = datetime(2026, 3, 10, 13, 0, tzinfo=UTC)
    first = recorded_notice(fiscal, tmp_path, operator.id, infraction_codes=("79-I",), line=LINE)
    apply_measure(at(fiscal, start), first.id, "apreensao", "VI", start, "Pátio DEIT")
    second = recorded_notice(
        fiscal, tmp_path, operator.id, day=date(2026, 3, 11), infraction_codes=("79-I",), line=LINE
    )
    again = datetime(2026, 3, 11, 13, 0, tzinfo=UTC)
    with pytest.raises(ValidationError) as raised:
        apply_measure(at(fiscal, again), second.id, "apreensao", "VI", again, "Pátio")
    refusal = raised.value.field_errors["kind"]
    assert first.number in refusal and "Lei RR 664/2008, art. 90, § 3º" in refusal
    assert "Res. AGR" not in refusal
    assert measures_of(admin_context, second.id) == []


def release_summaries(ctx, notices) -> list[str]:
    with ctx.database.read() as session:
        return [
            session.scalars(
                select(ProcessEvent.summary).where(
                    ProcessEvent.process_id == notice.process_id,
                    ProcessEvent.kind == "liberacao",
                )
            ).one()
            for notice in notices
        ]


def test_the_removal_ended_at_its_30_days_still_owes_the_daily_fee(
    admin_context, context_for, tmp_path
):
    """Res. AGR 105/2017, art. 73 §6 ends the removal for operating without authorisation
    at 30 days; the stay in the depot is still owed to the AGR at R$ 59,67 a day (art. 74),
    charged on the release and not paid with it."""
    operator = new_operator(admin_context)
    fiscal = context_for("fiscal")
    notice = recorded_notice(fiscal, tmp_path, operator.id, infraction_codes=("78-III",))
    removed_at = datetime(2026, 3, 10, 12, 0, tzinfo=UTC)
    measure = apply_measure(at(fiscal, removed_at), notice.id, "remocao", "I", removed_at, "Pátio")
    out = datetime(2026, 4, 9, 15, 0, tzinfo=UTC)
    released = release_vehicle(at(context_for("analista"), out), measure.id, out, "limite_30_dias")
    # 10/03 to 08/04, the release day not charged (art. 74): 30 x R$ 59,67.
    assert (released.depot_days, released.depot_fee) == (30, Decimal("1790.10"))
    (fee,) = debts_of(admin_context, operator.id, date(2026, 4, 9))
    assert (fee.kind, fee.amount, fee.outstanding, fee.due_on) == (
        "taxa_deposito",
        Decimal("1790.10"),
        Decimal("1790.10"),
        date(2026, 4, 9),
    )
    assert fee.articles.count("art. 74") == 1
