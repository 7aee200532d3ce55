"""Vehicle registration (Res. AGR 105/2017 arts. 14-25; Lei RR 664/2008 arts. 27-28): the bus
registered with its inspection, policy and CRV; every bad input refused next to its field with
nothing stored; the ownership cases one by one; search by plate or RENAVAM."""

import dataclasses
from datetime import date

import pytest

from desktop.demo.numbers import make_cnpj, make_cpf
from desktop.models.audit import AuditEntry
from desktop.models.documents import IssuedDocument
from desktop.models.vehicles import Crv, Inspection, InsurancePolicy, Vehicle
from desktop.services.errors import PermissionDenied, ServiceError, ValidationError
from desktop.services.search.vehicles import search_vehicles
from desktop.services.vehicles.events import deregister_on_sale
from desktop.services.vehicles.ownership import OwnershipInput
from desktop.services.vehicles.register import register_vehicle, update_vehicle
from desktop.services.vehicles.register_records import find_vehicle
from tests.factories.clock import at_day
from tests.factories.reading import counts
from tests.factories.vehicles import (
    PARTNER_CPF,
    TODAY,
    comodato,
    company,
    inspection_input,
    make_renavam,
    operator,
    policy_input,
    registered_bus,
    vehicle_input,
)

SECOND_CNPJ = make_cnpj("300000000001")


def stored(database) -> tuple[int, ...]:
    return counts(database, Vehicle, Inspection, InsurancePolicy, Crv, IssuedDocument, AuditEntry)


def rr(ctx):
    office = dataclasses.replace(ctx.office, jurisdiction="RR")
    return dataclasses.replace(ctx, office=office)


@pytest.fixture
def setup(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    owner = operator(ctx, tmp_path / "keys")
    inspector = company(ctx)
    return ctx, owner, inspector, tmp_path / "keys"


def register(setup, vehicle=None, inspection="default", policy="default", ctx=None):
    base_ctx, owner, inspector, keys = setup
    return register_vehicle(
        ctx or base_ctx,
        owner.id,
        vehicle or vehicle_input(),
        inspection_input(inspector.id) if inspection == "default" else inspection,
        policy_input() if policy == "default" else policy,
        keys,
    )


def refused(setup, field, fragment, **kwargs):
    before = stored(setup[0].database)
    with pytest.raises(ValidationError) as caught:
        register(setup, **kwargs)
    assert fragment in caught.value.field_errors[field], caught.value.field_errors
    assert stored(setup[0].database) == before
    return caught.value.field_errors


@pytest.mark.postgres
def test_bus_registered_with_inspection_policy_and_crv(admin_context, tmp_path):
    owner, _, result = registered_bus(admin_context, tmp_path / "keys")
    vehicle = result.vehicle
    assert (vehicle.plate, vehicle.plate_formatted) == ("ABC1234", "ABC-1234")
    assert vehicle.renavam == "00639884962"
    assert vehicle.operator_id == owner.id
    # art. 23 I: a 2020 bus inspected on 01/06/2026 (6 years) is inspected yearly.
    assert vehicle.inspection_valid_until == date(2027, 6, 1)
    # art. 24: the CRV is valid as the inspection report.
    assert vehicle.crv_valid_until == date(2027, 6, 1)
    assert vehicle.insurance_valid_until == date(2027, 1, 10)
    assert vehicle.crv_number == result.crv.number == "GYN-2026-000001"
    assert result.crv.kind == "crv"


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("changes", "field", "fragment"),
    [
        ({"plate": "AB-12345"}, "plate", "ABC1D23"),
        ({"renavam": "00639884961"}, "renavam", "dígito verificador"),
        ({"chassis": "9BM384O67HB012345"}, "chassis", "I, O e Q"),
        ({"make": " "}, "make", "obrigatório"),
        # art. 6 XIII: a microônibus carries up to 20 passengers.
        ({"kind": "microonibus", "seats": 28}, "seats", "art. 6º, XIII"),
        # art. 6 XV: an ônibus carries more than 20, unless adapted for comfort.
        ({"kind": "onibus", "seats": 18}, "seats", "art. 6º, XV"),
        # art. 14 §1: the van only with the exceptional authorisation act.
        ({"kind": "van", "seats": 15}, "van_authorisation_act", "art. 14, § 1º"),
        ({"kind": "caminhao"}, "kind", "art. 14"),
        ({"manufacture_year": 2027, "model_year": 2027}, "manufacture_year", "2026"),
        ({"model_year": 2023}, "model_year", "fabricação ou o seguinte"),
        ({"tachograph": ""}, "tachograph", "art. 35, § 1º"),
        ({"crlv_number": ""}, "crlv_number", "art. 17, II"),
        # art. 15, II: licensed by DETRAN-GO.
        ({"crlv_state": ""}, "crlv_state", "art. 15, II"),
        ({"crlv_state": "MG"}, "crlv_state", "pelo DETRAN-GO (Res. AGR 105/2017, art. 15, II)"),
        ({"dpvat_reference": ""}, "dpvat_reference", "art. 17, II"),
        # art. 18: the school vehicle carries the yellow stripe.
        (
            {"school": True, "school_inspection_until": date(2026, 12, 1)},
            "school_stripe",
            "art. 18",
        ),
        # art. 30 sole §: and the DETRAN school inspection.
        ({"school": True, "school_stripe": True}, "school_inspection_until", "art. 30"),
    ],
)
def test_bad_vehicle_input_is_refused_next_to_the_field(setup, changes, field, fragment):
    refused(setup, field, fragment, vehicle=vehicle_input(**changes))


def test_adapted_bus_with_fewer_seats_is_accepted(setup):
    # art. 6 XV: "ainda que, em virtude de adaptações ... transporte número menor".
    result = register(setup, vehicle_input(seats=18, adapted_for_comfort=True))
    assert result.vehicle.seats == 18 and result.vehicle.adapted_for_comfort


def test_van_with_its_authorisation_act(setup):
    result = register(
        setup, vehicle_input(kind="van", seats=15, van_authorisation_act="Portaria AGR nº 12/2026")
    )
    assert result.vehicle.kind_label.startswith("Microônibus tipo van")


@pytest.mark.postgres
def test_plate_or_renavam_of_another_operators_vehicle_is_refused(setup):
    register(setup)
    ctx, _, inspector, keys = setup
    other = operator(ctx, keys, cnpj=SECOND_CNPJ, legal_name="Outra Viação Ltda")
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        register_vehicle(
            ctx,
            other.id,
            vehicle_input(plate="ABC1234", renavam="639884962"),
            inspection_input(inspector.id),
            policy_input(insured_cnpj=SECOND_CNPJ),
            keys,
        )
    errors = caught.value.field_errors
    assert errors["plate"] == ("Placa ABC-1234: Já registrado para Viação São João Turismo Ltda..")
    assert "RENAVAM 00639884962" in errors["renavam"]
    assert stored(ctx.database) == before


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("changes", "field", "fragment"),
    [
        ({"inspected_on": date(2026, 6, 16)}, "inspection.inspected_on", "data futura"),
        ({"company_id": None}, "inspection.company_id", "INMETRO"),
        ({"report_number": ""}, "inspection.report_number", "obrigatório"),
        ({"approved": False}, "inspection.approved", "art. 23, § 4º"),
        # A 2020 bus inspected on 01/06/2025 was valid until 01/06/2026: lapsed on 15/06/2026.
        ({"inspected_on": date(2025, 6, 1)}, "inspection.inspected_on", "Laudo vencido"),
    ],
)
def test_bad_inspection_at_registration(setup, changes, field, fragment):
    inspection = dataclasses.replace(inspection_input(setup[2].id), **changes)
    refused(setup, field, fragment, inspection=inspection)


def test_no_registration_without_inspection(setup):
    # art. 23 §4: "É vedado o registro de veículo sem inspeção de segurança veicular".
    refused(setup, "inspection.report_number", "art. 23, § 4º", inspection=None)


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("changes", "field", "fragment"),
    [
        ({"ends_on": date(2026, 1, 1)}, "policy.ends_on", "posterior ao início"),
        ({"insured_cnpj": SECOND_CNPJ}, "policy.insured_cnpj", "art. 50"),
        ({"coverage": "muito"}, "policy.coverage", "art. 51"),
        (
            {"starts_on": date(2025, 1, 1), "ends_on": date(2026, 1, 1)},
            "policy.ends_on",
            "em vigor",
        ),
    ],
)
def test_bad_policy_at_registration(setup, changes, field, fragment):
    refused(setup, field, fragment, policy=policy_input(**changes))


def test_policy_is_required_in_goias(setup):
    refused(setup, "policy.policy_number", "arts. 17, IV, e 50", policy=None)


def new_bus(invoice_date):
    return vehicle_input(
        new_vehicle=True,
        manufacture_year=2026,
        model_year=2026,
        crlv_year=2026,
        invoice_number="NF 004.512",
        invoice_date=invoice_date,
        invoice_issuer="Concessionária Goiás Ltda",
    )


@pytest.mark.postgres
def test_new_vehicle_within_60_days_of_its_invoice_needs_no_inspection(setup):
    # arts. 17 III and 25: invoice of 20/04/2026, 60 days -> 19/06/2026 covers 15/06/2026.
    result = register(setup, new_bus(date(2026, 4, 20)), inspection=None)
    assert result.vehicle.inspection_valid_until is None
    assert result.vehicle.crv_valid_until == date(2026, 6, 19)


def test_new_vehicle_past_60_days_needs_the_inspection(setup):
    # invoice of 10/04/2026 + 60 days = 09/06/2026, before 15/06/2026.
    refused(
        setup,
        "inspection.report_number",
        "09/06/2026",
        vehicle=new_bus(date(2026, 4, 10)),
        inspection=None,
    )


def test_new_vehicle_invoice_data_required(setup):
    refused(
        setup,
        "invoice_issuer",
        "obrigatório",
        vehicle=dataclasses.replace(new_bus(date(2026, 5, 1)), invoice_issuer=""),
        inspection=None,
    )


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("ownership", "fragment"),
    [
        ("locado", "art. 16"),
        ("arrendado", "art. 16"),
        ("terceiro", "art. 16"),
        ("pessoa_fisica", "art. 16"),
    ],
)
def test_forbidden_ownership_is_refused_with_article_16(setup, ownership, fragment):
    refused(
        setup, "ownership", fragment, vehicle=vehicle_input(ownership=OwnershipInput(ownership))
    )


def test_leasing_needs_the_institutions_authorisation(setup):
    # art. 16 §1
    leasing = OwnershipInput("leasing", leasing_institution="Banco do Cerrado S.A.")
    refused(
        setup, "leasing_authorisation", "art. 16, § 1º", vehicle=vehicle_input(ownership=leasing)
    )
    authorised = dataclasses.replace(leasing, leasing_authorisation="Carta nº 77/2026")
    result = register(setup, vehicle_input(ownership=authorised))
    assert result.vehicle.leasing_institution == "Banco do Cerrado S.A."


def test_partners_comodato_in_four_copies(setup):
    # art. 20 sole §: 4 copies; the owner must be a partner of the company (art. 20 II).
    refused(
        setup,
        "contract_copies",
        "4 vias",
        vehicle=vehicle_input(ownership=comodato(contract_copies=5)),
    )
    refused(
        setup,
        "lender_cpf",
        "sócio",
        vehicle=vehicle_input(ownership=comodato(lender_cpf=make_cpf("987654321"))),
    )
    refused(
        setup,
        "ownership",
        "art. 19",
        vehicle=vehicle_input(
            ownership=comodato(
                "comodato_cooperado", contract_copies=5, contract_ocb_filing="OCB-GO 1234"
            )
        ),
    )
    result = register(setup, vehicle_input(ownership=comodato()))
    assert result.vehicle.lender_cpf == PARTNER_CPF
    assert "Maria da Conceição Souza" in result.vehicle.ownership_label


@pytest.mark.parametrize(
    ("changes", "field", "fragment"),
    [
        # art. 16 § 2º: the AGR's exceptional act lifts the caput's prohibition, none without it.
        ({"authorisation_act": " "}, "authorisation_act", "art. 16, caput e § 2º"),
        ({"authorised_on": None}, "authorised_on", "art. 16, § 2º"),
        ({"authorised_on": date(2026, 6, 16)}, "authorised_on", "data futura"),
        # It authorises a vehicle already lent: not before the contract of 02/05/2026.
        ({"authorised_on": date(2026, 5, 1)}, "authorised_on", "anterior ao contrato (02/05"),
    ],
)
def test_comodato_refused_without_the_agrs_authorisation(setup, changes, field, fragment):
    refused(setup, field, fragment, vehicle=vehicle_input(ownership=comodato(**changes)))


def test_comodato_authorisation_kept_and_printed_with_the_ownership(setup):
    vehicle = register(setup, vehicle_input(ownership=comodato())).vehicle
    assert (vehicle.authorisation_act, vehicle.authorised_on) == (
        "Portaria AGR nº 123/2026",
        date(2026, 5, 10),
    )
    assert vehicle.ownership_label.endswith(
        "; registro autorizado pela AGR: Portaria AGR nº 123/2026, de 10/05/2026 "
        "(Res. AGR 105/2017, art. 16, § 2º)"
    )


def test_cooperados_comodato_in_five_copies_filed_with_ocb(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    cooperative = operator(ctx, tmp_path / "keys", kind="cooperativa")
    setup = (ctx, cooperative, company(ctx), tmp_path / "keys")
    # art. 19 sole §: 5 copies; art. 19 I: filed with OCB-GO.
    refused(
        setup,
        "contract_copies",
        "5 vias",
        vehicle=vehicle_input(
            ownership=comodato("comodato_cooperado", contract_ocb_filing="OCB-GO 1234")
        ),
    )
    refused(
        setup,
        "contract_ocb_filing",
        "OCB-GO",
        vehicle=vehicle_input(ownership=comodato("comodato_cooperado", contract_copies=5)),
    )
    result = register(
        setup,
        vehicle_input(
            ownership=comodato(
                "comodato_cooperado", contract_copies=5, contract_ocb_filing="OCB-GO 1234"
            )
        ),
    )
    assert result.vehicle.contract_copies == 5


def test_roraima_certificate_of_ownership_and_maintenance_declaration(setup):
    # Lei 664 art. 27.
    ctx = rr(setup[0])
    errors = refused(
        setup,
        "ownership_certificate",
        "art. 27",
        ctx=ctx,
        inspection=inspection_input(setup[2].id, valid_until=date(2027, 6, 1)),
        policy=None,
    )
    assert "art. 27" in errors["maintenance_declaration_on"]


def test_roraima_refuses_vehicles_above_8_years(setup):
    # Lei 664 art. 28: 2017 bus in 2026 = 9 years.
    ctx = rr(setup[0])
    ownership = OwnershipInput(
        "propria", ownership_certificate="CRV-RR 1234", maintenance_declaration_on=date(2026, 6, 1)
    )
    refused(
        setup,
        "manufacture_year",
        "art. 28",
        ctx=ctx,
        policy=None,
        vehicle=vehicle_input(
            manufacture_year=2017, model_year=2018, crlv_year=2026, ownership=ownership
        ),
        inspection=inspection_input(setup[2].id, valid_until=date(2027, 6, 1)),
    )
    result = register(
        setup,
        vehicle_input(manufacture_year=2018, model_year=2018, ownership=ownership),
        ctx=ctx,
        policy=None,
        inspection=inspection_input(setup[2].id, valid_until=date(2027, 6, 1)),
    )
    # Lei 664 sets no inspection period: the report's own validity is kept.
    assert result.vehicle.crv_valid_until == date(2027, 6, 1)


def test_fiscal_cannot_register_vehicles(setup, context_for):
    fiscal = at_day(context_for("fiscal"), TODAY)
    with pytest.raises(PermissionDenied):
        register(setup, ctx=fiscal)


@pytest.mark.postgres
def test_find_by_plate_or_renavam_with_or_without_dash(setup):
    registered = register(setup).vehicle
    ctx = setup[0]
    for text in ("abc-1234", "ABC1234", "abc 1234", "00639884962", "639884962"):
        assert find_vehicle(ctx, text).id == registered.id
    assert find_vehicle(ctx, "XYZ9999") is None


@pytest.mark.postgres
def test_search_pages_by_plate(setup):
    ctx, owner, inspector, keys = setup
    plates = [f"GOA{number}B{number:02d}" for number in range(1, 8)]
    for index, plate in enumerate(plates):
        register(setup, vehicle_input(plate=plate, renavam=make_renavam(f"12345678{index:02d}")))
    first = search_vehicles(ctx, "goa", operator_id=owner.id, limit=3)
    assert [row.plate for row in first.rows] == plates[:3]
    second = search_vehicles(ctx, "GOA", after=first.next_cursor, limit=3)
    third = search_vehicles(ctx, "GOA", after=second.next_cursor, limit=3)
    assert [row.plate for row in second.rows + third.rows] == plates[3:]
    assert third.next_cursor is None
    assert [row.plate for row in search_vehicles(ctx, "1234567801").rows] == [plates[1]]
    assert search_vehicles(ctx, "GOB").rows == ()
    old_renavam = register(setup).vehicle  # RENAVAM 00639884962, printed 639884962 before
    for text in ("639884962", "006.398.849-62", "0063988"):
        assert [row.id for row in search_vehicles(ctx, text).rows] == [old_renavam.id], text


def test_update_changes_plate_to_mercosul_and_keeps_the_crv(setup):
    registered = register(setup).vehicle
    ctx = setup[0]
    detail = update_vehicle(
        ctx, registered.id, vehicle_input(plate="ABC1C34", seal_number="AGR 000123")
    )
    assert detail.plate_formatted == "ABC1C34"
    assert detail.seal_number == "AGR 000123"
    assert detail.crv_number == registered.crv_number
    with pytest.raises(ValidationError) as caught:
        update_vehicle(ctx, registered.id, vehicle_input(seats=0))
    assert "lotação" in caught.value.field_errors["seats"]


def test_roraima_age_limit_is_checked_at_registration_only(setup):
    # Lei 664 art. 28 bars the registration above 8 years; the registered vehicle serves up
    # to 15 (§1), so a later correction of its record is not refused for its age.
    ownership = OwnershipInput(
        "propria", ownership_certificate="CP-RR 9", maintenance_declaration_on=date(2018, 3, 1)
    )
    then = rr(at_day(setup[0], date(2018, 3, 1)))
    owner = operator(then, setup[3], cnpj=SECOND_CNPJ)
    data = vehicle_input(
        manufacture_year=2012, model_year=2012, crlv_year=2018, ownership=ownership
    )
    result = register(
        (then, owner, *setup[2:]),
        data,
        policy=None,
        inspection=inspection_input(
            setup[2].id, inspected_on=date(2018, 2, 20), valid_until=date(2019, 2, 20)
        ),
    )
    now = rr(setup[0])
    # Its new CRLV, as Roraima has no seal of the regulator (Res. 105 art. 38 XI is Goiás's).
    renewed = dataclasses.replace(data, crlv_number="034567890123", crlv_year=2026)
    detail = update_vehicle(now, result.vehicle.id, renewed)
    assert (detail.crlv_number, detail.crlv_year) == ("034567890123", 2026)


def test_deregistered_vehicle_is_not_edited(setup):
    registered = register(setup).vehicle
    ctx = setup[0]
    deregister_on_sale(ctx, registered.id, date(2026, 6, 10), date(2026, 6, 12), True)
    with pytest.raises(ServiceError):
        update_vehicle(ctx, registered.id, vehicle_input(seal_number="AGR 1"))
