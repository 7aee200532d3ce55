"""Vehicles of the charter operators (Res. AGR 105/2017 arts. 14-26, 38, 50-51, 56-57;
Decreto 8.444/2015 arts. 34-38; Lei RR 664/2008 arts. 27-33).

A vehicle is registered to one operator at a time; its inspections (laudo final de vistoria,
art. 23), civil-liability insurance policies (arts. 50-51), life events (withdrawal from
traffic, transfer, deregistration) and the CRVs issued (art. 24) hang from it. The plate and
the RENAVAM are stored normalised (upper case, no dash), unique among vehicles in force.

`inspection_valid_until`, `insurance_valid_until` and `crv_valid_until` repeat the current
validity so the lists of what lapses soon are one indexed query; the services keep them in
step with the inspections, policies and CRVs in the same transaction.

An issued CRV is never rewritten nor deleted: a new one supersedes it (`superseded_by_id`).
"""

import uuid
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import (
    Boolean,
    Date,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    Uuid,
)
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, CreatedStamp, Money, UtcDateTime, UUIDPrimaryKey, utc_now
from desktop.models.insert_only import mark_insert_only, set_once


class InspectionCompany(UUIDPrimaryKey, CreatedStamp, Base):
    """A vehicle-safety inspection company accredited by INMETRO and registered with the
    regulator (Res. 105, art. 23, caput)."""

    __tablename__ = "inspection_companies"

    name: Mapped[str] = mapped_column(String(200))
    cnpj: Mapped[str] = mapped_column(String(14), unique=True)
    inmetro_accreditation: Mapped[str] = mapped_column(String(40))
    regulator_registration: Mapped[str] = mapped_column(String(40))
    active: Mapped[bool] = mapped_column(Boolean, default=True)


class Vehicle(UUIDPrimaryKey, CreatedStamp, Base):
    __tablename__ = "vehicles"
    # Lists page through (plate, id) in order; a plate or RENAVAM may come back after a
    # deregistration (another operator buys the bus), so uniqueness among the vehicles in
    # force is the service's check, not a constraint.
    __table_args__ = (
        Index("ix_vehicles_plate_order", "plate", "id"),
        Index("ix_vehicles_operator_plate", "operator_id", "plate", "id"),
    )

    operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"))
    plate: Mapped[str] = mapped_column(String(7))
    renavam: Mapped[str] = mapped_column(String(11), index=True)
    chassis: Mapped[str] = mapped_column(String(17), index=True)
    make: Mapped[str] = mapped_column(String(60))
    model: Mapped[str] = mapped_column(String(80))
    body: Mapped[str] = mapped_column(String(80))
    kind: Mapped[str] = mapped_column(String(20))
    van_authorisation_act: Mapped[str] = mapped_column(String(120), default="")
    adapted_for_comfort: Mapped[bool] = mapped_column(Boolean, default=False)
    seats: Mapped[int] = mapped_column(Integer)
    manufacture_year: Mapped[int] = mapped_column(Integer)
    model_year: Mapped[int] = mapped_column(Integer)
    tachograph: Mapped[str] = mapped_column(String(80))
    seal_number: Mapped[str] = mapped_column(String(40), default="")
    crlv_number: Mapped[str] = mapped_column(String(20))
    crlv_year: Mapped[int] = mapped_column(Integer)
    # Res. AGR 105/2017, art. 15, II: the DETRAN that licensed it (Goiás only, else "").
    crlv_state: Mapped[str] = mapped_column(String(2), default="")
    dpvat_reference: Mapped[str] = mapped_column(String(60))
    school: Mapped[bool] = mapped_column(Boolean, default=False)
    school_stripe: Mapped[bool] = mapped_column(Boolean, default=False)
    school_inspection_until: Mapped[date | None] = mapped_column(Date, nullable=True)
    ownership: Mapped[str] = mapped_column(String(30))
    leasing_institution: Mapped[str] = mapped_column(String(200), default="")
    leasing_authorisation: Mapped[str] = mapped_column(String(120), default="")
    lender_name: Mapped[str] = mapped_column(String(200), default="")
    lender_cpf: Mapped[str] = mapped_column(String(11), default="")
    contract_registry: Mapped[str] = mapped_column(String(200), default="")
    contract_number: Mapped[str] = mapped_column(String(60), default="")
    contract_date: Mapped[date | None] = mapped_column(Date, nullable=True)
    contract_copies: Mapped[int] = mapped_column(Integer, default=0)
    contract_ocb_filing: Mapped[str] = mapped_column(String(60), default="")
    lender_act: Mapped[str] = mapped_column(String(200), default="")
    # Res. AGR 105/2017, art. 16, § 2º: the AGR's act authorising the comodato's registration.
    authorisation_act: Mapped[str] = mapped_column(String(120), default="")
    authorised_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    ownership_certificate: Mapped[str] = mapped_column(String(60), default="")
    maintenance_declaration_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    new_vehicle: Mapped[bool] = mapped_column(Boolean, default=False)
    invoice_number: Mapped[str] = mapped_column(String(60), default="")
    invoice_date: Mapped[date | None] = mapped_column(Date, nullable=True)
    invoice_issuer: Mapped[str] = mapped_column(String(200), default="")
    delivered_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    # Res. 105 art. 17 I: the request signed by the legal representative with the signature
    # notarised (firma reconhecida); Lei RR 664 art. 27 asks no such request.
    request_signed_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    request_notarised: Mapped[bool] = mapped_column(Boolean, default=False)
    status: Mapped[str] = mapped_column(String(20), default="registrado", index=True)
    withdrawn: Mapped[bool] = mapped_column(Boolean, default=False)
    registered_on: Mapped[date] = mapped_column(Date)
    inspection_valid_until: Mapped[date | None] = mapped_column(Date, nullable=True, index=True)
    insurance_valid_until: Mapped[date | None] = mapped_column(Date, nullable=True, index=True)
    crv_valid_until: Mapped[date | None] = mapped_column(Date, nullable=True, index=True)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utc_now)


class Inspection(UUIDPrimaryKey, CreatedStamp, Base):
    """A laudo final de vistoria (art. 23); `valid_until` from the rules engine (GO) or as the
    report states it (RR, Lei 664 art. 30 §2 sets no period)."""

    __tablename__ = "vehicle_inspections"

    vehicle_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("vehicles.id"), index=True)
    company_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("inspection_companies.id"))
    report_number: Mapped[str] = mapped_column(String(40))
    inspected_on: Mapped[date] = mapped_column(Date)
    approved: Mapped[bool] = mapped_column(Boolean)
    valid_until: Mapped[date | None] = mapped_column(Date, nullable=True)
    extra: Mapped[bool] = mapped_column(Boolean, default=False)
    articles: Mapped[str] = mapped_column(Text, default="")
    notes: Mapped[str] = mapped_column(Text, default="")


class InsurancePolicy(UUIDPrimaryKey, CreatedStamp, Base):
    """Civil-liability insurance in the operator's name, per vehicle (arts. 50-51). Kept as
    recorded, never rewritten nor deleted: the licences issued read the periods of the
    policies (art. 51 §2, cover on every day of travel), so a new policy is a new row."""

    __tablename__ = "vehicle_insurance_policies"

    vehicle_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("vehicles.id"), index=True)
    operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"))
    insurer: Mapped[str] = mapped_column(String(200))
    policy_number: Mapped[str] = mapped_column(String(60))
    insured_cnpj: Mapped[str] = mapped_column(String(14))
    coverage: Mapped[Decimal] = mapped_column(Money)
    starts_on: Mapped[date] = mapped_column(Date)
    ends_on: Mapped[date] = mapped_column(Date)


mark_insert_only(
    InsurancePolicy.__table__,
    "apólice registrada não pode ser alterada nem apagada: registre a nova apólice",
)


class VehicleEvent(UUIDPrimaryKey, CreatedStamp, Base):
    """One event of the vehicle's life, with the article it rests on; `late` marks a request
    made after its legal term (art. 26 sole § / art. 76 III and VIII; Lei 664 art. 32).
    `sequence` numbers the vehicle's events in the order they were recorded."""

    __tablename__ = "vehicle_events"
    __table_args__ = (UniqueConstraint("vehicle_id", "sequence"),)

    vehicle_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("vehicles.id"), index=True)
    sequence: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(30))
    occurred_on: Mapped[date] = mapped_column(Date)
    operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"))
    other_operator_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("operators.id"), nullable=True
    )
    details: Mapped[str] = mapped_column(Text, default="")
    article: Mapped[str] = mapped_column(String(200), default="")
    due_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    late: Mapped[bool] = mapped_column(Boolean, default=False)


class Crv(UUIDPrimaryKey, CreatedStamp, Base):
    """A certificado de registro de veículo as issued (art. 24), every printed item copied at
    issue time; the invoice of a new vehicle registered without inspection (art. 25). Never
    deleted; the database lets an UPDATE write only `superseded_by_id`, once, when the next
    certificate is issued."""

    __tablename__ = "crvs"

    vehicle_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("vehicles.id"), index=True)
    operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"))
    inspection_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("vehicle_inspections.id"), nullable=True
    )
    number: Mapped[str] = mapped_column(String(20), unique=True)
    issued_on: Mapped[date] = mapped_column(Date)
    valid_until: Mapped[date] = mapped_column(Date)
    superseded_by_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("crvs.id"), nullable=True
    )


mark_insert_only(
    Crv.__table__,
    "CRV emitido não pode ser alterado nem apagado; só se anota, uma vez, o certificado que o "
    "substitui (Res. AGR 105/2017, arts. 24 e 25; Lei RR 664/2008, art. 27)",
    (set_once("superseded_by_id"),),
)
