"""Who may register a vehicle and with what request (Res. AGR 105/2017 arts. 12, 13, 15 II
and 17 I and V; Decreto 8.444/2015 art. 36 §§2-3; Lei RR 664/2008 arts. 2º sole §, 27 and
28 §2): the operator's CRC in force, no overdue debt with the AGR in Goiás, the request
signed with the signature notarised; and the transfer, which keeps the conditions of
registration, including a vehicle lent under a comodato contract."""

import dataclasses
import uuid
from datetime import date

import pytest

from desktop.demo.numbers import make_cnpj, make_cpf
from desktop.models.audit import AuditEntry
from desktop.models.documents import IssuedDocument
from desktop.models.vehicles import Crv, Vehicle
from desktop.services.errors import ValidationError
from desktop.services.registration.operators import PartnerInput, create_operator
from desktop.services.validation import digits_only, format_cpf
from desktop.services.vehicles.events import transfer_vehicle
from desktop.services.vehicles.inspections_records import list_companies
from desktop.services.vehicles.ownership import OwnershipInput
from desktop.services.vehicles.register import register_vehicle, update_vehicle
from desktop.services.vehicles.register_records import get_vehicle
from tests.factories.clock import at_day
from tests.factories.operators import operator_input
from tests.factories.payments import paid, unpaid_fine
from tests.factories.reading import counts
from tests.factories.vehicles import (
    NEW_CRLV,
    TODAY,
    certify,
    company,
    inspection_input,
    operator,
    policy_input,
    registered_bus,
    vehicle_input,
)

TARGET_CNPJ = make_cnpj("600000000001")
# The partner of the receiving company who lends it the bus (Res. 105 art. 20).
LENDER = PartnerInput("Antônio Carlos Peixoto", make_cpf("456123789"), "Sócio")


def rr(ctx):
    return dataclasses.replace(ctx, office=dataclasses.replace(ctx.office, jurisdiction="RR"))


def stored(database) -> tuple[int, ...]:
    return counts(database, Vehicle, Crv, IssuedDocument, AuditEntry)


def inspector(ctx) -> uuid.UUID:
    """The inspection company registered with the regulator (art. 23), registered once."""
    return next((row.id for row in list_companies(ctx)), None) or company(ctx).id


def attempt(ctx, owner_id, keys, **changes):
    return register_vehicle(
        ctx,
        owner_id,
        vehicle_input(**changes),
        inspection_input(inspector(ctx)),
        policy_input(),
        keys,
    )


def refused(ctx, owner_id, keys, **changes) -> dict[str, str]:
    inspector(ctx)
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        attempt(ctx, owner_id, keys, **changes)
    assert stored(ctx.database) == before
    return caught.value.field_errors


def overdue_debt(ctx, operator_id, cnpj: str, due_on: date) -> uuid.UUID:
    return unpaid_fine(ctx, operator_id, digits_only(cnpj), due_on)


@pytest.fixture
def ctx(admin_context):
    return at_day(admin_context, TODAY)


@pytest.mark.postgres
def test_request_signed_with_the_signature_notarised_art_17_I(ctx, keys):
    owner = operator(ctx, keys)
    errors = refused(ctx, owner.id, keys, request_signed_on=None, request_notarised=False)
    assert errors["request_signed_on"] == (
        "Informe a data do requerimento assinado pelo "
        "representante legal (Res. AGR 105/2017, art. 17, I)."
    )
    assert errors["request_notarised"] == (
        "O requerimento deve ter a firma do representante "
        "legal reconhecida (Res. AGR 105/2017, art. 17, I)."
    )
    errors = refused(ctx, owner.id, keys, request_signed_on=date(2026, 6, 16))
    assert errors == {"request_signed_on": "O requerimento não pode ter data futura."}
    vehicle = attempt(ctx, owner.id, keys, request_signed_on=date(2026, 6, 10)).vehicle
    assert (vehicle.request_signed_on, vehicle.request_notarised) == (date(2026, 6, 10), True)


def test_the_request_of_the_registration_is_not_rewritten_art_17_I(ctx, keys):
    _, _, result = registered_bus(ctx, keys)
    with pytest.raises(ValidationError) as caught:
        update_vehicle(ctx, result.vehicle.id, vehicle_input(request_signed_on=date(2026, 6, 1)))
    assert "art. 17, I" in caught.value.field_errors["request_signed_on"]
    detail = update_vehicle(ctx, result.vehicle.id, vehicle_input(seal_number="AGR 000900"))
    assert (detail.seal_number, detail.request_signed_on) == ("AGR 000900", date(2026, 6, 10))


@pytest.mark.postgres
def test_operator_without_a_crc_cannot_register_arts_12_13_15(ctx, keys):
    unregistered = create_operator(ctx, operator_input())
    errors = refused(ctx, unregistered.id, keys)
    assert errors == {
        "operator_id": (
            "Viação São João Turismo Ltda. não tem certificado de registro cadastral (CRC) em "
            "vigor: só a autorizatária registrada na AGR registra veículos em seu nome "
            "(Res. AGR 105/2017, arts. 12, 13 e 15, II; Decreto 8.444/2015, art. 36, § 2º)."
        )
    }


def test_crc_expired_after_its_3_years_art_13(admin_context, keys):
    # art. 13: the CRC issued on 10/06/2023 is valid until 10/06/2026.
    owner = operator(at_day(admin_context, date(2023, 6, 10)), keys)
    assert attempt(at_day(admin_context, date(2026, 6, 10)), owner.id, keys).vehicle
    later = at_day(admin_context, date(2026, 6, 11))
    errors = refused(
        later, owner.id, keys, plate="GOI2B34", renavam="86769597308", chassis="9BM384067HB054321"
    )
    assert "não tem certificado de registro cadastral (CRC) em vigor" in errors["operator_id"]


@pytest.mark.postgres
def test_overdue_debt_bars_the_registration_in_goias_arts_17_V_and_101(ctx, keys):
    owner = operator(ctx, keys)
    # Due on 14/06/2026, overdue on 15/06; one due today is not yet overdue.
    debt = overdue_debt(ctx, owner.id, owner.cnpj_formatted, date(2026, 6, 14))
    overdue_debt(ctx, owner.id, owner.cnpj_formatted, TODAY)
    errors = refused(ctx, owner.id, keys)
    assert errors == {
        "operator_id": (
            "Viação São João Turismo Ltda. tem débito vencido na AGR e não obtém a certidão "
            "negativa de débito exigida no pedido de registro de veículo (Res. AGR 105/2017, "
            "arts. 17, V, e 101)."
        )
    }
    paid(ctx, debt, TODAY, "1000.00")
    assert "arts. 17, V, e 101" in refused(ctx, owner.id, keys)["operator_id"]
    paid(ctx, debt, TODAY, "909.59")
    assert attempt(ctx, owner.id, keys).vehicle.operator_id == owner.id


def test_roraima_asks_the_registration_but_no_request_nor_debt_certificate(ctx, keys):
    # Lei 664 art. 27 asks the certificate of ownership and the maintenance declaration
    # only; art. 2 sole § asks the operator to be registered with the state body.
    rr_ctx = rr(ctx)
    ownership = OwnershipInput(
        "propria", ownership_certificate="CP-RR 55", maintenance_declaration_on=TODAY
    )
    rr_bus = {"ownership": ownership, "request_signed_on": None, "request_notarised": False}
    inspection = inspection_input(company(rr_ctx).id, valid_until=date(2027, 6, 1))
    unregistered = create_operator(rr_ctx, operator_input())
    with pytest.raises(ValidationError) as caught:
        register_vehicle(rr_ctx, unregistered.id, vehicle_input(**rr_bus), inspection, None, keys)
    assert caught.value.field_errors == {
        "operator_id": (
            "Viação São João Turismo Ltda. não tem registro cadastral em vigor no CRE/RR: só a "
            "delegatária cadastrada registra veículos (Lei 664/2008, arts. 2º, parágrafo único, "
            "e 27)."
        )
    }
    certify(rr_ctx, keys, unregistered.id)
    overdue_debt(rr_ctx, unregistered.id, unregistered.cnpj_formatted, date(2026, 6, 1))
    vehicle = register_vehicle(
        rr_ctx, unregistered.id, vehicle_input(**rr_bus), inspection, None, keys
    ).vehicle
    assert (vehicle.request_signed_on, vehicle.request_notarised) == (None, False)


# Transfer (Decreto 8.444/2015 art. 36 §3; Res. 105 arts. 15-16, 19-22).


def target_company(ctx, keys, **changes):
    """The receiving company, registered with a CRC in force, with its partner LENDER."""
    partners = operator_input().partners + (LENDER,)
    return operator(
        ctx,
        keys,
        cnpj=TARGET_CNPJ,
        legal_name="Nova Rota Turismo Ltda",
        partners=partners,
        **changes,
    )


def lent(kind="comodato_socio", **changes) -> OwnershipInput:
    data = OwnershipInput(
        kind,
        lender_name=LENDER.name,
        lender_cpf=LENDER.cpf,
        contract_registry="1º Cartório de Títulos e Documentos de Anápolis",
        contract_number="RTD 12.345",
        contract_date=date(2026, 6, 20),
        contract_copies=4,
        lender_act="Contrato social, cláusula 4ª",
        # Res. AGR 105/2017, art. 16, § 2º: the AGR's exceptional authorisation.
        authorisation_act="Portaria AGR nº 140/2026",
        authorised_on=date(2026, 6, 25),
    )
    return dataclasses.replace(data, **changes)


@pytest.fixture
def bus(ctx, keys):
    return registered_bus(ctx, keys)[2].vehicle


@pytest.mark.postgres
def test_transfer_to_a_company_with_its_partners_comodato_art_20(admin_context, keys, bus):
    ctx = at_day(admin_context, date(2026, 7, 1))
    target = target_company(ctx, keys)
    with pytest.raises(ValidationError) as caught:
        transfer_vehicle(
            ctx, bus.id, target.id, date(2026, 7, 1), lent(contract_copies=5), NEW_CRLV, keys
        )
    # art. 20 sole §: 4 copies, the registration's message.
    assert caught.value.field_errors == {
        "contract_copies": (
            "O contrato de comodato deve ser elaborado em 4 vias (Res. AGR 105/2017, art. 20, "
            "parágrafo único)."
        )
    }
    assert get_vehicle(ctx, bus.id).operator_id != target.id
    transfer_vehicle(ctx, bus.id, target.id, date(2026, 7, 1), lent(), NEW_CRLV, keys)
    vehicle = get_vehicle(ctx, bus.id)
    assert vehicle.operator_id == target.id
    assert (vehicle.ownership, vehicle.lender_cpf, vehicle.contract_copies) == (
        "comodato_socio",
        format_cpf(LENDER.cpf),
        4,
    )
    assert vehicle.contract_registry == "1º Cartório de Títulos e Documentos de Anápolis"
    assert vehicle.contract_date == date(2026, 6, 20)
    assert vehicle.lender_act == "Contrato social, cláusula 4ª"
    assert vehicle.ownership_label.endswith(
        f"{LENDER.name} (CPF {format_cpf(LENDER.cpf)}); registro autorizado pela AGR: "
        "Portaria AGR nº 140/2026, de 25/06/2026 (Res. AGR 105/2017, art. 16, § 2º)"
    )


def test_transfer_to_a_cooperative_with_its_cooperados_comodato_art_19(admin_context, keys, bus):
    ctx = at_day(admin_context, date(2026, 7, 1))
    target = target_company(ctx, keys, kind="cooperativa")
    # art. 19 I and sole §: registered, filed with OCB-GO, 5 copies.
    cooperado = lent(
        "comodato_cooperado",
        contract_copies=5,
        lender_act="Ata de admissão, Livro de Matrícula fl. 12",
    )
    with pytest.raises(ValidationError) as caught:
        transfer_vehicle(ctx, bus.id, target.id, date(2026, 7, 1), cooperado, NEW_CRLV, keys)
    assert caught.value.field_errors == {
        "contract_ocb_filing": (
            "Informe o arquivamento do contrato no Sindicato e OCB-GO (Res. AGR 105/2017, art. "
            "19, I)."
        )
    }
    transfer_vehicle(
        ctx,
        bus.id,
        target.id,
        date(2026, 7, 1),
        dataclasses.replace(cooperado, contract_ocb_filing="OCB-GO 4321"),
        NEW_CRLV,
        keys,
    )
    vehicle = get_vehicle(ctx, bus.id)
    assert (vehicle.ownership, vehicle.contract_copies, vehicle.contract_ocb_filing) == (
        "comodato_cooperado",
        5,
        "OCB-GO 4321",
    )


OWNERSHIP_CASES = [
    OwnershipInput("propria"),
    OwnershipInput("leasing", leasing_institution="Banco do Cerrado S.A."),
    OwnershipInput(
        "leasing",
        leasing_institution="Banco do Cerrado S.A.",
        leasing_authorisation="Carta nº 77/2026",
    ),
    OwnershipInput("locado"),
    OwnershipInput("arrendado"),
    OwnershipInput("terceiro"),
    OwnershipInput("pessoa_fisica"),
    OwnershipInput(""),
    lent(),
    lent(contract_copies=5),
    lent(lender_cpf=make_cpf("111222333")),
    lent(contract_registry="", lender_act=""),
    lent(contract_date=date(2026, 7, 2)),
    lent("comodato_cooperado", contract_copies=5, contract_ocb_filing="OCB-GO 1"),
]


@pytest.mark.parametrize("ownership", OWNERSHIP_CASES)
def test_transfer_accepts_and_refuses_every_ownership_as_registration(
    admin_context, keys, bus, ownership
):
    """Decreto art. 36 §3: the receiving operator meets the conditions of registration —
    the same messages as registering the bus to it (Res. 105 arts. 16, 19 and 20)."""
    ctx = at_day(admin_context, date(2026, 7, 1))
    target = target_company(ctx, keys)
    data = vehicle_input(
        plate="GOI2B34", renavam="86769597308", chassis="9BM384067HB054321", ownership=ownership
    )
    try:
        register_vehicle(
            ctx,
            target.id,
            data,
            inspection_input(company(ctx, "200000000002").id),
            policy_input(insured_cnpj=TARGET_CNPJ),
            keys,
        )
        registration = {}
    except ValidationError as error:
        registration = error.field_errors
    try:
        transfer_vehicle(ctx, bus.id, target.id, date(2026, 7, 1), ownership, NEW_CRLV, keys)
        transfer = {}
    except ValidationError as error:
        transfer = error.field_errors
    assert transfer == registration
    assert (get_vehicle(ctx, bus.id).operator_id == target.id) == (not transfer)


@pytest.mark.postgres
def test_transfer_to_an_operator_without_crc_or_with_debts_is_refused(admin_context, keys, bus):
    # Decreto art. 36 §3: the new operator could not register the bus (Res. 105 arts. 13,
    # 15 II and 17 V).
    ctx = at_day(admin_context, date(2026, 7, 1))
    unregistered = create_operator(ctx, operator_input(cnpj=TARGET_CNPJ))
    with pytest.raises(ValidationError) as caught:
        transfer_vehicle(
            ctx,
            bus.id,
            unregistered.id,
            date(2026, 7, 1),
            OwnershipInput("propria"),
            NEW_CRLV,
            keys,
        )
    assert "(CRC) em vigor" in caught.value.field_errors["new_operator_id"]
    certify(ctx, keys, unregistered.id)
    overdue_debt(ctx, unregistered.id, TARGET_CNPJ, date(2026, 6, 30))
    with pytest.raises(ValidationError) as caught:
        transfer_vehicle(
            ctx,
            bus.id,
            unregistered.id,
            date(2026, 7, 1),
            OwnershipInput("propria"),
            NEW_CRLV,
            keys,
        )
    assert "arts. 17, V, e 101" in caught.value.field_errors["new_operator_id"]
    assert get_vehicle(ctx, bus.id).operator_id != unregistered.id
