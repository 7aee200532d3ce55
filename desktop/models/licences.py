"""Trip licences (Res. AGR 105/2017 arts. 27-39, 46-47, 53-59) and RR authorisations for
special, eventual, tourist, charter and school services (Lei RR 664/2008 arts. 19-20).

A licence is copied at issue time with everything the printed document shows: the request of
its modality (art. 28 I-III; art. 29 I-VI; art. 30 I-V; art. 59 I-II), the table of days and
times of a contínuo/escolar licence (art. 29 IV), its drivers with the proof of their link to
the operator (arts. 46-47) and, for school transport, the defensive-driving certificate
(art. 39 sole §), its vehicles (`LicenceVehicle`, one or more) and its passengers (arts. 28
III, 29 V, 30 IV, 59 II).

An issued licence is never rewritten nor deleted (DESIGN.md; art. 27 sole §: the licence is
the act that authorises the trip). What happens after issue is a new `LicenceEvent` pointing
at it: the client giving the trip up with the refund (art. 28 §2), the continuation in
another registered vehicle (art. 36), an inclusion or substitution of a passenger (arts. 28
§1, 29 §1), which also adds a `LicencePassenger` row (`replaces_id` names the one replaced).
The ORM refuses an UPDATE or DELETE of any of these rows.
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
    event,
)
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, CreatedStamp, Money, UtcDateTime, UUIDPrimaryKey
from desktop.models.insert_only import mark_insert_only


class Licence(UUIDPrimaryKey, CreatedStamp, Base):
    """`created_at`/`created_by_id` are when and by whom it was issued."""

    __tablename__ = "licences"
    # The lists page through these in keyset order: by operator, by issue day, by first day
    # (the unfiltered list the Licenças area opens with); by vehicle through
    # `licence_vehicles`; the home page asks for contínuo/escolar licences by their last day.
    __table_args__ = (
        Index("ix_licences_operator_start", "operator_id", "start_on", "id"),
        Index("ix_licences_issued_on", "issued_on", "id"),
        Index("ix_licences_start", "start_on", "id"),
        Index("ix_licences_modality_end", "modality", "end_on"),
        # The licence of a printed document: its standing, read when the document is verified
        # and when a new passenger list is issued (services/documents/standing.py).
        Index("ix_licences_document", "document_id"),
    )

    number: Mapped[str] = mapped_column(String(40), unique=True)
    jurisdiction: Mapped[str] = mapped_column(String(2))
    modality: Mapped[str] = mapped_column(String(20))
    # Roraima's eventual modality: the trip of Lei RR 664/2008, art. 2º, I-III it lets run (an
    # `RrTrip` code); "" in Goiás, in the other modalities and in an autorização issued before
    # the clerk chose it, which reads as art. 2º I-III together (`licence_label`).
    rr_trip: Mapped[str] = mapped_column(String(20), default="")
    operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"))
    operator_name: Mapped[str] = mapped_column(String(200))
    operator_cnpj: Mapped[str] = mapped_column(String(14))
    # The seats of all its vehicles together (`licence_vehicles`): the capacity the list of
    # passengers is checked against (art. 38, XII).
    seats: Mapped[int] = mapped_column(Integer)
    requested_at: Mapped[datetime] = mapped_column(UtcDateTime)
    # The number of the paper request's protocol, the only way a GO request is dated before
    # the office recorded it (Res. AGR 105/2017, art. 28, I; rules/licence_request_time.py).
    request_protocol: Mapped[str] = mapped_column(String(60), default="")
    departure_at: Mapped[datetime | None] = mapped_column(UtcDateTime, nullable=True)
    start_on: Mapped[date] = mapped_column(Date)
    end_on: Mapped[date] = mapped_column(Date)
    origin_code: Mapped[str] = mapped_column(String(7))
    destination_code: Mapped[str] = mapped_column(String(7))
    itinerary: Mapped[str] = mapped_column(Text)
    trips: Mapped[int | None] = mapped_column(Integer, nullable=True)
    contractor_name: Mapped[str] = mapped_column(String(200), default="")
    contractor_document: Mapped[str] = mapped_column(String(14), default="")
    # Art. 29 §2º: the contractor declared a municipality or public body (health trips' list).
    contractor_public: Mapped[bool] = mapped_column(Boolean, default=False)
    contract_number: Mapped[str] = mapped_column(String(60), default="")
    contract_date: Mapped[date | None] = mapped_column(Date, nullable=True)
    invoice_number: Mapped[str] = mapped_column(String(60), default="")
    passenger_list: Mapped[str] = mapped_column(String(30), default="nominal")
    destinations: Mapped[int] = mapped_column(Integer, default=1)
    public_institution: Mapped[bool] = mapped_column(Boolean, default=False)
    # Res. 105, art. 59 sole §: the AGR demanded the CTPS or RAIS of the persons carried.
    link_proof_demanded: Mapped[bool] = mapped_column(Boolean, default=False)
    commitment_signed_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    issue_due: Mapped[date | None] = mapped_column(Date, nullable=True)
    issued_on: Mapped[date] = mapped_column(Date)
    articles: Mapped[str] = mapped_column(Text)
    document_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("print_orders.id"))


class LicenceVehicle(Base):
    """A vehicle named on the licence, in the order printed (`position` from 1), with its
    plate and seats as they were at issue (the licence is a copy of what was printed). A
    licence names one or more vehicles (the general list of art. 29 §§2-3 is carried "em
    todos os veículos utilizados no deslocamento"); `start_on` repeats the licence's first
    day so that a vehicle's licences are one keyset range of
    `ix_licence_vehicles_vehicle_start`, newest first like every licence list."""

    __tablename__ = "licence_vehicles"
    __table_args__ = (
        Index("ix_licence_vehicles_vehicle_start", "vehicle_id", "start_on", "licence_id"),
    )

    licence_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("licences.id"), primary_key=True)
    position: Mapped[int] = mapped_column(Integer, primary_key=True)
    vehicle_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("vehicles.id"))
    plate: Mapped[str] = mapped_column(String(7))
    seats: Mapped[int] = mapped_column(Integer)
    start_on: Mapped[date] = mapped_column(Date)


class LicenceSchedule(UUIDPrimaryKey, Base):
    """One line of the table of days and times of a contínuo/escolar licence (art. 29 IV):
    weekday as `date.weekday()`, times "HH:MM"."""

    __tablename__ = "licence_schedule"

    licence_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("licences.id"), index=True)
    weekday: Mapped[int] = mapped_column(Integer)
    departure_time: Mapped[str] = mapped_column(String(5))
    return_time: Mapped[str] = mapped_column(String(5), default="")


class LicenceDriver(UUIDPrimaryKey, Base):
    """A driver of the trip and the document proving the link to the operator (art. 47 I-III);
    for school transport the defensive-driving certificate (art. 39 sole §)."""

    __tablename__ = "licence_drivers"
    __table_args__ = (UniqueConstraint("licence_id", "cpf"),)

    licence_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("licences.id"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    cpf: Mapped[str] = mapped_column(String(11), index=True)
    cnh: Mapped[str] = mapped_column(String(11))
    link_kind: Mapped[str] = mapped_column(String(30))
    link_reference: Mapped[str] = mapped_column(String(100))
    defensive_certificate: Mapped[str] = mapped_column(String(100), default="")


class LicencePassenger(UUIDPrimaryKey, CreatedStamp, Base):
    """A passenger (or student, or person transported in característica vinculada) on the
    list. Rows added after issue carry the event that added them; `replaces_id` names the
    passenger a substitution took out (art. 28 §1)."""

    __tablename__ = "licence_passengers"
    __table_args__ = (UniqueConstraint("licence_id", "position"),)

    licence_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("licences.id"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(200))
    cpf: Mapped[str] = mapped_column(String(11), default="")
    document_kind: Mapped[str] = mapped_column(String(20), default="")
    document_number: Mapped[str] = mapped_column(String(30), default="")
    school: Mapped[str] = mapped_column(String(200), default="")
    guardian_declaration: Mapped[bool] = mapped_column(Boolean, default=False)
    employment_proof: Mapped[str] = mapped_column(String(10), default="")
    event_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("licence_events.id"), nullable=True
    )
    replaces_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("licence_passengers.id"), nullable=True
    )


class LicenceEvent(UUIDPrimaryKey, CreatedStamp, Base):
    """Something recorded on an issued licence: `desistencia` (art. 28 §2, with the refund),
    `continuacao` (art. 36: `vehicle_id` the other vehicle, `replaces_vehicle_id` which of the
    licence's vehicles it replaces), `inclusao`/`substituicao` (art. 28 §1); in Roraima,
    `cancelamento` (Lei RR 664/2008, art. 22, parágrafo único, I), `occurred_at` the
    office's midnight of the day of the CRE/RR's act."""

    __tablename__ = "licence_events"

    licence_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("licences.id"), index=True)
    kind: Mapped[str] = mapped_column(String(20))
    occurred_at: Mapped[datetime] = mapped_column(UtcDateTime)
    details: Mapped[str] = mapped_column(Text)
    article: Mapped[str] = mapped_column(String(200))
    refund_amount: Mapped[Decimal | None] = mapped_column(Money, nullable=True)
    refund_reference: Mapped[str] = mapped_column(String(100), default="")
    vehicle_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("vehicles.id"), nullable=True
    )
    replaces_vehicle_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("vehicles.id"), nullable=True
    )
    document_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("issued_documents.id"), nullable=True
    )


class LicenceImmutable(Exception):
    """An attempt to change or delete an issued licence or one of its records."""


def _refuse(action: str):
    def listener(_mapper, _connection, target) -> None:
        raise LicenceImmutable(
            f"{target.__tablename__}: licença emitida não pode ser {action} "
            "(Res. AGR 105/2017, art. 27); registre uma anotação"
        )

    return listener


LICENCE_MESSAGE = (
    "licença emitida não pode ser alterada nem apagada (Res. AGR 105/2017, art. 27); "
    "registre uma anotação"
)
for _model in (
    Licence,
    LicenceVehicle,
    LicenceSchedule,
    LicenceDriver,
    LicencePassenger,
    LicenceEvent,
):
    event.listen(_model, "before_update", _refuse("alterada"))
    event.listen(_model, "before_delete", _refuse("apagada"))
    mark_insert_only(_model.__table__, LICENCE_MESSAGE)
