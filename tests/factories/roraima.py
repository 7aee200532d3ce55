"""A Roraima office's contexts for the tests: the same office and users, served on Lei RR
664/2008, and the delegatária, bus and school van it registers."""

import dataclasses
import re
import uuid
from datetime import date, timedelta
from decimal import Decimal

from sqlalchemy import select

from desktop.demo.numbers import make_cnpj
from desktop.models.office import Office
from desktop.models.vehicles import InspectionCompany
from desktop.services.context import OfficeAddress
from desktop.services.licences.issue import issue_licence
from desktop.services.office.rule_values import register_rule_value
from desktop.services.registration.analysis import answer_pendency, issue_pendency_notice
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.checklist import checklist_for
from desktop.services.registration.decision import approve_application
from desktop.services.registration.operator_documents import DocumentInput, record_document
from desktop.services.registration.operators import create_operator
from desktop.services.vehicles.inspections import CompanyInput, register_company
from desktop.services.vehicles.ownership import OwnershipInput
from desktop.services.vehicles.register import register_vehicle
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import (
    TODAY,
    continuous,
    departure,
    employee_driver,
    eventual,
    fleet,
)
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.operators import operator_input
from tests.factories.vehicles import inspection_input, policy_input, vehicle_input

BOA_VISTA = "1400100"
CARACARAI = "1400209"
# A Goiás act or body, however it is written (AGR as a word: a random verification code may
# hold those letters), the bare articles of Res. 105 the RR papers used to print (art. 29
# IV: schedule; arts. 46-47: drivers; art. 80 §1: copies of the auto), and Res. 105's names
# for the company and the act (Lei 664 says delegatária and autorização).
GOIAS = re.compile(
    r"\bAGR\b|105/2017|Res(olução|\.)\s*(Normativa\s*)?(AGR\s*)?n?º?\s*105|8\.444|Decreto"
    r"|Conselho Regulador|Goiás|DETRAN-GO"
    r"|art\. 29, IV|arts\. 46 e 47|\(art\. 47|art\. 80, § 1º|art\. 68, § 3º|art\. 101"
    r"|[Aa]utorizatária|Licença de [Vv]iagem",
)
# The day the Roraima school van of the tests is registered and inspected.
VAN_DAY = date(2026, 6, 5)
BOA_VISTA_OFFICE = OfficeAddress(
    "Rua Coronel Pinto", "240", "", "Centro", "Boa Vista", "RR", "69301-150"
)


def in_roraima(ctx):
    """`ctx` at the office of Boa Vista, on Lei RR 664/2008: its name and address too, so what
    it prints names no Goiás street or city."""
    office = dataclasses.replace(
        ctx.office, jurisdiction="RR", name="Escritório de Boa Vista", address=BOA_VISTA_OFFICE
    )
    return dataclasses.replace(ctx, office=office)


def register_rr_coefficient(admin_context) -> None:
    """The Roraima office's tariff coefficient, the base of its fines (Lei RR 664/2008,
    art. 78): 0.25 from 2026."""
    register_rule_value(
        in_roraima(admin_context),
        "coeficiente_tarifario",
        date(2026, 1, 1),
        Decimal("0.2500"),
        "Resolução CRE/RR nº 1/2026",
    )


def roraima_roles(admin_context, context_for) -> dict:
    """The fiscal, analista, julgador and atendente of a Roraima office, its tariff
    coefficient registered."""
    register_rr_coefficient(admin_context)
    return {
        role: in_roraima(context_for(role))
        for role in ("fiscal", "analista", "julgador", "atendente")
    }


def roraima_notice(admin_context, context_for, tmp_path, day=date(2026, 3, 10)):
    """The Roraima office's roles and an auto of art. 79, I its fiscal recorded on `day` on a
    line (Lei RR 664/2008, art. 75, sole §, I), with its process."""
    roles = roraima_roles(admin_context, context_for)
    operator = new_operator(admin_context)
    notice = recorded_notice(
        roles["fiscal"], tmp_path, operator.id, day=day, infraction_codes=("79-I",), line="RR-1"
    )
    return roles, notice


def rr_driver(**changes):
    """A driver as a Roraima office takes him: name, CPF and CNH, no document of a link nor
    defensive-driving certificate (Lei RR 664/2008 asks neither: `unasked_driver_fields`)."""
    return employee_driver(**({"link_kind": "", "link_reference": ""} | changes))


def roraima_charter(operator_id, vehicle_id, **changes):
    """A fretamento contínuo from Boa Vista to Caracaraí, within the state (Lei RR 664/2008,
    arts. 1-2), its commitment term signed before the service starts (art. 20), driven by
    `rr_driver`, with no contractor, contract nor number of trips (arts. 18 to 20 ask none)."""
    values = {
        "contractor_name": "",
        "contractor_document": "",
        "contract_number": "",
        "contract_date": None,
        "trips": None,
        "drivers": (rr_driver(),),
        "origin_code": BOA_VISTA,
        "destination_code": CARACARAI,
        "itinerary": "BR-174 até Caracaraí",
        "commitment_signed_on": date(2026, 6, 20),
        "invoice_number": "",
        "documents_presented": frozenset({"requerimento", "contrato", "roteiro"}),
    }
    return continuous(operator_id, vehicle_id, **(values | changes))


def roraima_trip(operator_id, vehicle_id, **changes):
    """A viagem de turismo (Lei RR 664/2008, art. 2º, III) from Boa Vista to Caracaraí, with
    only what Lei 664 asks: no departure nor invoice (Res. AGR 105/2017, art. 28, I-II, are
    Goiás's), its commitment term signed (art. 20), driven by `rr_driver`."""
    values = {
        "rr_trip": "turismo",
        "drivers": (rr_driver(),),
        "origin_code": BOA_VISTA,
        "destination_code": CARACARAI,
        "itinerary": "BR-174 até Caracaraí",
        "departure_at": None,
        "invoice_number": "",
        "contractor_name": "",
        "contractor_document": "",
        "commitment_signed_on": TODAY,
    }
    return eventual(operator_id, vehicle_id, **(values | changes))


def school_van(ctx, operator_id, keys, day=VAN_DAY, **changes):
    """A 15-seat school van of `operator_id` with its stripe, the exceptional authorisation
    Res. AGR 105/2017 (art. 14 §1) asks of a van and its school inspection, inspected on
    `day` until 01/06/2027 and insured; `changes` to the vehicle's data. Goiás and Roraima
    register the same van: what each prints of it differs."""
    inspector = register_company(
        ctx, CompanyInput("Inspeção Segura Ltda", make_cnpj("200000000001"), "OIA-0123", "X-7")
    )
    data = vehicle_input(
        kind="van",
        seats=15,
        van_authorisation_act="Portaria 12/2026",
        school=True,
        school_stripe=True,
        school_inspection_until=date(2027, 1, 31),
        **changes,
    )
    report = inspection_input(inspector.id, inspected_on=day, valid_until=date(2027, 6, 1))
    return register_vehicle(ctx, operator_id, data, report, policy_input(), keys)


def rr_operator(rr, keys, day, **changes):
    """A delegatária of Boa Vista registered through the whole process, `rr(role)` giving
    each role's context: protocolled on `day`, a pendency notice answered two days later,
    every document of Roraima's checklist recorded and the registration approved the day
    after."""
    atendente = at_day(rr("atendente"), day)
    operator = create_operator(
        atendente,
        operator_input(
            **{
                "municipality_code": BOA_VISTA,
                "street": "Avenida Ville Roy",
                "district": "Centro",
                "cep": "69301-000",
                "phone": "(95) 3224-5000",
                "modalities": ("eventual_turistico", "continuo"),
            }
            | changes
        ),
    )
    application = protocol_application(atendente, operator.id, key_dir=keys).application
    analista = at_day(rr("analista"), day)
    issue_pendency_notice(analista, application.id, key_dir=keys)
    answer_pendency(at_day(rr("atendente"), day + timedelta(days=2)), application.id)
    later = day + timedelta(days=3)
    for item in checklist_for("RR", "empresa", operator.modalities):
        valid = later + timedelta(days=400) if item.expires else None
        record_document(
            at_day(rr("atendente"), later), operator.id, DocumentInput(item.kind, later, valid)
        )
    approve_application(at_day(rr("julgador"), later), application.id, key_dir=keys)
    return operator


def rr_inspector(ctx) -> uuid.UUID:
    """The inspection company the Roraima office's buses are inspected by, registered the
    first time a bus asks for it."""
    cnpj = make_cnpj("200000000001")
    with ctx.database.read() as session:
        known = session.scalar(select(InspectionCompany.id).where(InspectionCompany.cnpj == cnpj))
    if known is not None:
        return known
    return register_company(
        ctx, CompanyInput("Inspeção Segura Ltda", cnpj, "OIA-0123", "DEIT-INSP-007")
    ).id


def rr_vehicle_input(day, **changes):
    """The factories' bus as a Roraima office takes it: on its Certificado de Propriedade and
    the maintenance declaration of `day` (Lei RR 664/2008, art. 27), with no request (Res.
    AGR 105/2017, art. 17, I, is Goiás's)."""
    ownership = OwnershipInput(
        "propria", ownership_certificate="CP-RR 55", maintenance_declaration_on=day
    )
    return vehicle_input(
        ownership=ownership, request_signed_on=None, request_notarised=False, **changes
    )


def rr_registered(ctx, keys, operator_id, day, **changes):
    """A bus of `operator_id` registered by the Roraima office of `ctx` on `day`, on its
    Certificado de Propriedade and the maintenance declaration (Lei RR 664/2008, art. 27),
    inspected that day (art. 30 § 2º) until 01/06/2027 and insured (arts. 20, V, and 39);
    `changes` to the vehicle's data. The `Registered` vehicle with its CRV."""
    ctx = at_day(ctx, day)
    inspector = rr_inspector(ctx)
    return register_vehicle(
        ctx,
        operator_id,
        rr_vehicle_input(day, **changes),
        inspection_input(inspector, inspected_on=day, valid_until=date(2027, 6, 1)),
        policy_input(),
        keys,
    )


def rr_bus(ctx, keys, operator_id, day, **changes):
    """The vehicle of `rr_registered`."""
    return rr_registered(ctx, keys, operator_id, day, **changes).vehicle


def art18_proofs(ctx, operator_id, day=TODAY, school=False) -> None:
    """The proofs Lei RR 664/2008, art. 18 asks of a proposal of fretamento (art. 2º, IV),
    received on `day` by the Roraima office of `ctx`: the directors' clean records (I),
    valid for a year, the caução (II) and, with `school`, the school transport contract
    (III)."""
    ctx = at_day(in_roraima(ctx), day)
    proofs = [
        DocumentInput("antecedentes_dirigentes", day, day + timedelta(days=365)),
        DocumentInput("caucao", day),
    ]
    if school:
        proofs.append(DocumentInput("contrato_escolar", day, day + timedelta(days=365)))
    for proof in proofs:
        record_document(ctx, operator_id, proof)


def rr_fleet(ctx, keys, **operator_changes):
    """The licences' `fleet` (operator, bus), the operator with the proofs of art. 18."""
    operator, bus = fleet(ctx, keys, **operator_changes)
    art18_proofs(ctx, operator.id)
    return operator, bus


# Noon of the licences' TODAY, when the Roraima autorização of the tests is issued.
NOON = departure(TODAY, 12)


def roraima_authorisation(admin_context, tmp_path):
    """The office made a Roraima one (its stored state too) and an autorização de serviço
    it issued at noon: the context and the issued licence."""
    keys = tmp_path / "keys"
    operator, bus = rr_fleet(admin_context, keys)
    with admin_context.database.write() as session:
        session.scalars(select(Office)).one().jurisdiction = "RR"
    ctx = in_roraima(at_instant(admin_context, NOON))
    return ctx, issue_licence(ctx, roraima_charter(operator.id, bus.id), keys)
