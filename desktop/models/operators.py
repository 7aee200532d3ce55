"""The operator registry (registro cadastral, Res. AGR 105/2017 Chapter II; Lei RR 664 art. 18).

Operators, their partners or cooperados, the documents they present, the registration
applications with the dates of the art. 7 process, the CRCs issued (art. 13) and the bars on
new applications (art. 9 §3, art. 70 §§3-4) and the CRCs cancelled by a caducity (art. 70
§2). The PDFs issued in the process live in the
register of issued documents (desktop.models.documents). An issued CRC is never rewritten
or deleted: a renewal is a new CRC, and the old one points at it through `superseded_by_id`;
a cancellation (cassação) is a new `CrcCancellation` record pointing at it, and its revocation
on revision (art. 96) a new `CrcRestoration` pointing at the cancellation; a bar lifted on
revision is a new `RegistrationBarLift`. These three records and the bars are insert-only;
an appeal against a refusal (art. 7 sole §) only records, once, the Council's decision.

Modalities are stored as their codes separated by spaces ("eventual_turistico continuo").
"""

import uuid
from datetime import date, datetime

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

from desktop.models.base import Base, CreatedStamp, UtcDateTime, UUIDPrimaryKey, utc_now
from desktop.models.insert_only import mark_insert_only, set_once, set_with
from desktop.models.ownership import OwnedByOffice


class Operator(UUIDPrimaryKey, CreatedStamp, Base):
    """A company or cooperative (art. 5 sole §) asking to run charter services (art. 8)."""

    __tablename__ = "operators"
    # Search scans this covering index in list order (sort_name, id) and filters on
    # search_text and cnpj without touching the table: ~25 ms over 50,000 operators on
    # SQLite instead of ~170 ms (a LIKE '%...%' can use no ordinary index).
    __table_args__ = (Index("ix_operators_search_order", "sort_name", "id", "search_text", "cnpj"),)

    legal_name: Mapped[str] = mapped_column(String(200))
    trade_name: Mapped[str] = mapped_column(String(200), default="")
    cnpj: Mapped[str] = mapped_column(String(14), unique=True)
    state_registration: Mapped[str] = mapped_column(String(30), default="")
    state_registration_exempt: Mapped[bool] = mapped_column(Boolean, default=False)
    kind: Mapped[str] = mapped_column(String(20))
    establishment: Mapped[str] = mapped_column(String(10))
    street: Mapped[str] = mapped_column(String(200))
    number: Mapped[str] = mapped_column(String(20))
    complement: Mapped[str] = mapped_column(String(100), default="")
    district: Mapped[str] = mapped_column(String(100))
    municipality_code: Mapped[str] = mapped_column(String(7))
    uf: Mapped[str] = mapped_column(String(2))
    cep: Mapped[str] = mapped_column(String(8))
    phone: Mapped[str] = mapped_column(String(11))
    email: Mapped[str] = mapped_column(String(200))
    representative_name: Mapped[str] = mapped_column(String(200))
    representative_cpf: Mapped[str] = mapped_column(String(11))
    modalities: Mapped[str] = mapped_column(String(200))
    status: Mapped[str] = mapped_column(String(20), default="sem_pedido", index=True)
    sort_name: Mapped[str] = mapped_column(String(200))
    search_text: Mapped[str] = mapped_column(String(420))
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utc_now)


class Partner(UUIDPrimaryKey, CreatedStamp, Base):
    """A partner (sócio) or cooperado, with name and qualification (art. 8 V)."""

    __tablename__ = "operator_partners"
    __table_args__ = (UniqueConstraint("operator_id", "cpf"),)

    operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    cpf: Mapped[str] = mapped_column(String(11), index=True)
    qualification: Mapped[str] = mapped_column(String(200))


class RegistrationDocument(UUIDPrimaryKey, CreatedStamp, Base):
    """One document received (arts. 9-11; Lei 664 art. 18); a newer one of the same kind
    replaces it as current (art. 9 §1: the documentation is kept up to date)."""

    __tablename__ = "operator_documents"
    __table_args__ = (Index("ix_operator_documents_operator_kind", "operator_id", "kind"),)

    operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"))
    kind: Mapped[str] = mapped_column(String(40))
    received_on: Mapped[date] = mapped_column(Date)
    issued_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    valid_until: Mapped[date | None] = mapped_column(Date, nullable=True, index=True)
    checked_by_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("users.id"))
    notes: Mapped[str] = mapped_column(Text, default="")


class RegistrationApplication(UUIDPrimaryKey, CreatedStamp, Base):
    """A request for registration and its art. 7 process, from protocol to decision."""

    __tablename__ = "registration_applications"

    operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"), index=True)
    protocol_number: Mapped[str] = mapped_column(String(20), unique=True)
    protocol_date: Mapped[date] = mapped_column(Date)
    modalities: Mapped[str] = mapped_column(String(200))
    status: Mapped[str] = mapped_column(String(20), index=True)
    analysis_due: Mapped[date | None] = mapped_column(Date, nullable=True)
    barred_until: Mapped[date | None] = mapped_column(Date, nullable=True)
    bar_article: Mapped[str] = mapped_column(String(80), default="")
    pendency_number: Mapped[str | None] = mapped_column(String(20), nullable=True)
    pendency_text: Mapped[str] = mapped_column(Text, default="")
    pendency_notified_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    pendency_due: Mapped[date | None] = mapped_column(Date, nullable=True, index=True)
    pendency_answered_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    archived_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    decided_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    approved_modalities: Mapped[str] = mapped_column(String(200), default="")
    # Res. AGR 105/2017, art. 12 (Goiás): the resolution that authorised the registration and
    # the DOE publication of its extract, which may be recorded after the approval.
    resolution_number: Mapped[str] = mapped_column(String(40), default="")
    resolution_date: Mapped[date | None] = mapped_column(Date, nullable=True)
    doe_published_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    doe_reference: Mapped[str] = mapped_column(String(80), default="")
    refusal_reason: Mapped[str] = mapped_column(Text, default="")
    forged_documents: Mapped[bool] = mapped_column(Boolean, default=False)
    refusal_notified_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    appeal_due: Mapped[date | None] = mapped_column(Date, nullable=True)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utc_now)


class PublicationCorrection(UUIDPrimaryKey, CreatedStamp, Base):
    """The DOE publication of a registration's extract (Res. AGR 105/2017, art. 12) as
    corrected, with the reason, who and when: the publication typed wrongly stays on its
    application as recorded, and the latest correction is the publication read."""

    __tablename__ = "publication_corrections"
    __table_args__ = (UniqueConstraint("application_id", "sequence"),)

    application_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("registration_applications.id"), index=True
    )
    # The application's corrections numbered in the order they were recorded: the highest
    # is the publication read.
    sequence: Mapped[int] = mapped_column(Integer)
    published_on: Mapped[date] = mapped_column(Date)
    doe_reference: Mapped[str] = mapped_column(String(80))
    reason: Mapped[str] = mapped_column(Text)


class RegistrationAppeal(UUIDPrimaryKey, CreatedStamp, Base):
    """The appeal to the Conselho Regulador against a refused registration (Res. AGR
    105/2017, art. 7, sole §: within 10 days of the notification; `late` when filed after
    the term, which the Council weighs) and the Council's decision on it (`granted`: the
    refusal reversed and the analysis resumed; False: the refusal stands)."""

    __tablename__ = "registration_appeals"

    application_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("registration_applications.id"), unique=True
    )
    filed_on: Mapped[date] = mapped_column(Date)
    grounds: Mapped[str] = mapped_column(Text)
    late: Mapped[bool] = mapped_column(Boolean, default=False)
    decided_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    granted: Mapped[bool | None] = mapped_column(Boolean, nullable=True)
    decision_reason: Mapped[str] = mapped_column(Text, default="")


class Crc(UUIDPrimaryKey, CreatedStamp, Base):
    """A certificado de registro cadastral as issued, with every item of art. 13 §1 copied
    at issue time so later changes to the operator never alter an issued certificate. Never
    deleted; the database lets an UPDATE write only `superseded_by_id`, once, when the renewal
    (art. 13 §3) issues the next one."""

    __tablename__ = "crcs"

    operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"), index=True)
    application_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("registration_applications.id"), unique=True
    )
    number: Mapped[str] = mapped_column(String(20), unique=True)
    process_number: Mapped[str] = mapped_column(String(20))
    issued_on: Mapped[date] = mapped_column(Date)
    # None: no end date (Lei RR 664/2008 sets no term for the registration; an RR office
    # may record one). GO: 3 years (Res. 105 art. 13) and the renewal window of its §3.
    valid_until: Mapped[date | None] = mapped_column(Date, nullable=True, index=True)
    renewal_opens: Mapped[date | None] = mapped_column(Date, nullable=True)
    modalities: Mapped[str] = mapped_column(String(200))
    legal_name: Mapped[str] = mapped_column(String(200))
    trade_name: Mapped[str] = mapped_column(String(200))
    cnpj: Mapped[str] = mapped_column(String(14))
    address: Mapped[str] = mapped_column(String(500))
    superseded_by_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("crcs.id"), nullable=True
    )


class CrcCancellation(UUIDPrimaryKey, CreatedStamp, Base):
    """A CRC cancelled (cassado) when the caducity of the authorization is declared (Res. AGR
    105/2017, art. 70 §2), or the registration cancelled summarily by the AGR because the
    company no longer meets its legal requirements (art. 9 §4; no sanction process, so
    `process_id` is None and `process_number` empty): who, when and why, pointing at the
    certificate, which stays as issued."""

    __tablename__ = "crc_cancellations"

    crc_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("crcs.id"), unique=True)
    cancelled_on: Mapped[date] = mapped_column(Date)
    reason: Mapped[str] = mapped_column(Text)
    article: Mapped[str] = mapped_column(String(80))
    process_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("sanction_processes.id"), nullable=True, index=True
    )
    process_number: Mapped[str] = mapped_column(String(20), default="")


class StandingChange(UUIDPrimaryKey, CreatedStamp, Base):
    """A fact that altered the company's legal and tax or technical and operational standing
    (alteração contratual, estatuto, situação no CNPJ...) and its communication to the AGR,
    due within 10 days on pain of cassação of the CRC (Res. AGR 105/2017, art. 9 §2): the
    last day counted by the rules engine is kept as `due`, and `late` when it was passed."""

    __tablename__ = "operator_standing_changes"

    operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"), index=True)
    changed_on: Mapped[date] = mapped_column(Date)
    communicated_on: Mapped[date] = mapped_column(Date)
    due: Mapped[date] = mapped_column(Date)
    late: Mapped[bool] = mapped_column(Boolean, default=False, index=True)
    what: Mapped[str] = mapped_column(Text)
    document: Mapped[str] = mapped_column(String(200))


class RegistrationBar(UUIDPrimaryKey, CreatedStamp, OwnedByOffice, Base):
    """A company (by CNPJ) or partner (by CPF) that may not apply again until `until`:
    forged documents (art. 9 §3, 180 days) or caducity (art. 70 §§3-4, up to 2 years)."""

    __tablename__ = "registration_bars"

    cnpj: Mapped[str | None] = mapped_column(String(14), nullable=True, index=True)
    cpf: Mapped[str | None] = mapped_column(String(11), nullable=True, index=True)
    reason: Mapped[str] = mapped_column(String(30))
    article: Mapped[str] = mapped_column(String(80))
    starts_on: Mapped[date] = mapped_column(Date)
    until: Mapped[date] = mapped_column(Date)
    operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"))
    application_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("registration_applications.id"), nullable=True
    )
    process_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("sanction_processes.id"), nullable=True, index=True
    )


class CrcRestoration(UUIDPrimaryKey, CreatedStamp, Base):
    """A cancelled CRC restored because a revision revoked the caducity that cancelled it
    (Res. AGR 105/2017, art. 96; art. 70 §2): a new record pointing at the cancellation,
    which stays as recorded, so the certificate is in force again."""

    __tablename__ = "crc_restorations"

    cancellation_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("crc_cancellations.id"), unique=True
    )
    restored_on: Mapped[date] = mapped_column(Date)
    reason: Mapped[str] = mapped_column(Text)
    article: Mapped[str] = mapped_column(String(80))
    process_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("sanction_processes.id"), index=True
    )
    process_number: Mapped[str] = mapped_column(String(20))


class RegistrationBarLift(UUIDPrimaryKey, CreatedStamp, OwnedByOffice, Base):
    """A bar lifted from `lifted_on` because the decision that caused it was revoked on
    revision (Res. AGR 105/2017, art. 96; the caducity bar of art. 70 §§3-4): a new record
    pointing at the bar, which stays as recorded."""

    __tablename__ = "registration_bar_lifts"

    bar_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("registration_bars.id"), unique=True)
    lifted_on: Mapped[date] = mapped_column(Date)
    reason: Mapped[str] = mapped_column(Text)
    article: Mapped[str] = mapped_column(String(80))
    process_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("sanction_processes.id"), index=True
    )
    process_number: Mapped[str] = mapped_column(String(20))


CRC_MESSAGE = (
    "cassação, cancelamento, restabelecimento e levantamento de impedimento registrados não "
    "podem ser alterados nem apagados (Res. AGR 105/2017, arts. 9º §4º, 70 e 96)"
)
for _table in (CrcCancellation, CrcRestoration, RegistrationBarLift):
    mark_insert_only(_table.__table__, CRC_MESSAGE)
mark_insert_only(
    RegistrationBar.__table__,
    "impedimento de novo registro não pode ser alterado nem apagado; seu levantamento é um "
    "novo registro (Res. AGR 105/2017, arts. 9º §3º, 70 §§3º e 4º e 96)",
)
mark_insert_only(
    RegistrationAppeal.__table__,
    "recurso contra o indeferimento do registro não pode ser alterado nem apagado; só se "
    "registra, uma vez, a decisão do Conselho Regulador (Res. AGR 105/2017, art. 7º, "
    "parágrafo único)",
    (
        set_once("decided_on"),
        set_with("granted", "decided_on"),
        set_with("decision_reason", "decided_on"),
    ),
)
mark_insert_only(
    PublicationCorrection.__table__,
    "a correção da publicação do extrato no DOE não pode ser alterada nem apagada; outra "
    "correção é um novo registro (Res. AGR 105/2017, art. 12)",
)
mark_insert_only(
    StandingChange.__table__,
    "a comunicação de alteração registrada não pode ser alterada nem apagada "
    "(Res. AGR 105/2017, art. 9º, §2º)",
)
mark_insert_only(
    Crc.__table__,
    "CRC emitido não pode ser alterado nem apagado; só se anota, uma vez, o certificado que o "
    "substitui (Res. AGR 105/2017, art. 13; Lei RR 664/2008, arts. 7º e 18)",
    (set_once("superseded_by_id"),),
)
