"""Inspections (Res. AGR 105/2017 art. 23): the register of accredited companies, the next
due date from the rules engine, the CRV reissued after each approved report (art. 24), a
failed report, and the extra inspection the regulator may call at any time (art. 23 §3)."""

import dataclasses
from datetime import date

import pytest

from desktop.services.errors import PermissionDenied, ValidationError
from desktop.services.vehicles.crv_records import list_crvs
from desktop.services.vehicles.events_records import vehicle_events
from desktop.services.vehicles.inspections import (
    CompanyInput,
    call_extra_inspection,
    record_inspection,
    register_company,
)
from desktop.services.vehicles.inspections_records import list_companies, list_inspections
from desktop.services.vehicles.register import register_vehicle
from desktop.services.vehicles.register_records import get_vehicle
from tests.factories.clock import at_day
from tests.factories.licences import SCHOOL_BUS
from tests.factories.vehicles import (
    TODAY,
    company,
    inspection_input,
    operator,
    policy_input,
    registered_bus,
    reinspected_in_2027,
    vehicle_input,
)


@pytest.mark.postgres
def test_company_register_needs_inmetro_and_the_regulators_registration(admin_context):
    row = company(admin_context)
    assert [c.label for c in list_companies(admin_context)] == [
        f"Inspeção Segura Ltda — {row.cnpj_formatted}"
    ]
    with pytest.raises(ValidationError) as caught:
        register_company(admin_context, CompanyInput("Outra", row.cnpj_formatted, "", ""))
    errors = caught.value.field_errors
    assert errors["cnpj"] == "Empresa de inspeção já registrada com este CNPJ."
    assert "INMETRO" in errors["inmetro_accreditation"]
    assert "art. 23" in errors["regulator_registration"]
    assert len(list_companies(admin_context)) == 1


@pytest.mark.parametrize(
    ("manufacture_year", "school", "inspected_on", "valid_until"),
    [
        # art. 23 I: up to 10 years of manufacture, yearly.
        (2016, False, date(2026, 6, 1), date(2027, 6, 1)),
        # art. 23 II: more than 10 years, every six months.
        (2015, False, date(2026, 6, 1), date(2026, 12, 1)),
        # art. 23 II: school vehicles every six months whatever their age.
        (2024, True, date(2026, 6, 1), date(2026, 12, 1)),
    ],
)
def test_next_due_date_from_the_rules_engine(
    admin_context, tmp_path, manufacture_year, school, inspected_on, valid_until
):
    school_fields = SCHOOL_BUS if school else {}
    _, inspector, result = registered_bus(
        admin_context,
        tmp_path / "keys",
        manufacture_year=manufacture_year,
        model_year=manufacture_year,
        crlv_year=2026,
        **school_fields,
    )
    assert result.vehicle.inspection_valid_until == valid_until
    row = list_inspections(admin_context, result.vehicle.id)[0]
    assert row.valid_until == valid_until
    assert "Res. AGR 105/2017, arts. 24 e 57" in row.articles


@pytest.mark.postgres
def test_new_inspection_reissues_the_crv_superseding_the_old(admin_context, tmp_path):
    keys = tmp_path / "keys"
    _, inspector, result = registered_bus(admin_context, keys)
    later, row, crv = reinspected_in_2027(admin_context, keys, result.vehicle.id, inspector.id)
    assert row.valid_until == date(2028, 5, 18)
    assert crv.number == "GYN-2027-000001"
    crvs = list_crvs(later, result.vehicle.id)
    assert [(c.number, c.superseded) for c in crvs] == [
        ("GYN-2027-000001", False),
        ("GYN-2026-000001", True),
    ]
    vehicle = get_vehicle(later, result.vehicle.id)
    assert (vehicle.crv_number, vehicle.crv_valid_until) == ("GYN-2027-000001", date(2028, 5, 18))
    assert "substitui o nº GYN-2026-000001" in vehicle_events(later, vehicle.id)[0].details


def test_failed_inspection_leaves_no_valid_inspection_nor_crv(admin_context, tmp_path):
    keys = tmp_path / "keys"
    _, inspector, result = registered_bus(admin_context, keys)
    later = at_day(admin_context, date(2026, 9, 1))
    row, crv = record_inspection(
        later,
        result.vehicle.id,
        inspection_input(
            inspector.id, inspected_on=date(2026, 8, 30), approved=False, notes="freios reprovados"
        ),
        keys,
    )
    assert crv is None and row.valid_until is None
    vehicle = get_vehicle(later, result.vehicle.id)
    assert vehicle.inspection_valid_until is None and vehicle.crv_valid_until is None


@pytest.mark.postgres
def test_inspection_in_the_future_is_refused_and_nothing_stored(admin_context, tmp_path):
    keys = tmp_path / "keys"
    _, inspector, result = registered_bus(admin_context, keys)
    ctx = at_day(admin_context, TODAY)
    with pytest.raises(ValidationError) as caught:
        record_inspection(
            ctx,
            result.vehicle.id,
            inspection_input(inspector.id, inspected_on=date(2026, 6, 20)),
            keys,
        )
    assert caught.value.field_errors == {"inspected_on": "A vistoria não pode ter data futura."}
    assert len(list_inspections(ctx, result.vehicle.id)) == 1
    assert len(list_crvs(ctx, result.vehicle.id)) == 1


def test_extra_inspection_called_by_the_regulator(admin_context, context_for, tmp_path):
    keys = tmp_path / "keys"
    _, inspector, result = registered_bus(admin_context, keys)
    atendente = at_day(context_for("atendente"), TODAY)
    with pytest.raises(PermissionDenied):
        call_extra_inspection(atendente, result.vehicle.id, TODAY, "denúncia")
    fiscal = at_day(context_for("fiscal"), TODAY)
    call_extra_inspection(fiscal, result.vehicle.id, TODAY, "Pneus carecas na fiscalização")
    event = vehicle_events(fiscal, result.vehicle.id)[0]
    assert (event.kind, event.article) == (
        "vistoria_exigida",
        "Res. AGR 105/2017, art. 23 §3º; Decreto 8.444/2015, art. 36",
    )
    later = at_day(admin_context, date(2026, 6, 20))
    row, _ = record_inspection(
        later,
        result.vehicle.id,
        inspection_input(inspector.id, report_number="LV-EXTRA-1", inspected_on=date(2026, 6, 19)),
        keys,
    )
    assert row.extra
    row, _ = record_inspection(
        later,
        result.vehicle.id,
        inspection_input(inspector.id, report_number="LV-2", inspected_on=date(2026, 6, 20)),
        keys,
    )
    assert not row.extra


def test_manufacture_year_after_the_inspection_is_refused(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    owner = operator(ctx, tmp_path / "keys")
    inspector = company(ctx)
    with pytest.raises(ValidationError) as caught:
        register_vehicle(
            ctx,
            owner.id,
            vehicle_input(manufacture_year=2026, model_year=2026),
            dataclasses.replace(inspection_input(inspector.id), inspected_on=date(2025, 12, 20)),
            policy_input(),
            tmp_path / "keys",
        )
    assert "posterior à data da vistoria" in caught.value.field_errors["inspection.inspected_on"]
