"""Autos de infração, their sanction process and the penalties decided.

An auto de infração, once recorded, is never deleted nor rewritten (Res. AGR 105/2017,
art. 80 §3; Decreto 8.444/2015, art. 51; Lei RR 664/2008, art. 76 §3). The tables
`infraction_notices`, `notice_infractions` and `notice_corrections` are insert-only, and the
database itself refuses an UPDATE or DELETE on them (desktop/models/insert_only.py). A
formal error is fixed by a motivated correction record before notification (Res. 105, art. 79
sole §); nullity is declared by a decision of the process.

The acts of the process (`process_events`), the defences and appeals received, its decisions
and the penalties they applied are insert-only too: a Council decision or a revision is a new
decision (arts. 91, 96), never an edit of the one before. A process is never deleted, and an
UPDATE may change only where it stands — its `stage` only along `STAGE_REACHED_FROM`
(desktop/rules/choices.py), its `outcome`, `updated_at` — and its rite once from simplificado
to ordinário (art. 81 II, when the ordinary process is opened); a sanction is never deleted,
and only its `revoked_on` is written, once, by the decision that removes it (art. 96; Lei RR
664, art. 85 §1 for the conversion of a suspension into a fine). A term of the process is
never deleted and only ends once, met by the act or closed (arts. 83, 91); a measure on a
vehicle only records, once, its release with what it rests on and the depot fee it cost
(arts. 73 §3 and 74; Lei RR 664, art. 90 §3).
"""

import uuid
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import (
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

from desktop.models.base import Base, CreatedStamp, Money, UtcDateTime, UUIDPrimaryKey
from desktop.models.insert_only import (
    ends_once,
    free,
    from_to,
    mark_insert_only,
    moves,
    set_once,
    set_with,
)
from desktop.models.ownership import LAST, OwnedByOffice
from desktop.rules.choices import STAGE_REACHED_FROM


class InfractionNotice(UUIDPrimaryKey, CreatedStamp, OwnedByOffice, Base):
    """The auto de infração with every element of art. 80 (Res. 105), art. 51 §1 (Decreto)
    and art. 75 sole § (Lei RR 664), copied as the inspector wrote it.

    `operator_id` links a registered operator; the name and CNPJ are kept as written on the
    notice (the transport may be unauthorised, by a company not registered). `plate` is the
    plate seen on the road. `ciente` is "ciente" (the offender signed the 2nd copy, art. 80
    §1), "recusa" (refused) or "impossivel" (could not be obtained; §2 - the inspector
    records the fact in `ciente_note`).
    """

    __tablename__ = "infraction_notices"
    __table_args__ = (
        Index("ix_infraction_notices_operator_date", "operator_id", "occurred_on"),
        # The list of autos, newest first, in keyset pages (issue 17 §10).
        Index("ix_infraction_notices_occurred", "occurred_on", "id"),
    )

    number: Mapped[str] = mapped_column(String(20), unique=True)
    jurisdiction: Mapped[str] = mapped_column(String(2))
    operator_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("operators.id"), nullable=True
    )
    operator_name: Mapped[str] = mapped_column(String(200))
    operator_cnpj: Mapped[str] = mapped_column(String(14), index=True)
    operator_qualification: Mapped[str] = mapped_column(String(500))
    route: Mapped[str] = mapped_column(String(300))
    line: Mapped[str] = mapped_column(String(100), default="")
    place: Mapped[str] = mapped_column(String(300))
    occurred_at: Mapped[datetime] = mapped_column(UtcDateTime)
    occurred_on: Mapped[date] = mapped_column(Date)
    plate: Mapped[str] = mapped_column(String(7), index=True)
    vehicle_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("vehicles.id"), nullable=True, index=True
    )
    responsible_name: Mapped[str] = mapped_column(String(200))
    responsible_role: Mapped[str] = mapped_column(String(20))
    inspector_name: Mapped[str] = mapped_column(String(200))
    inspector_qualification: Mapped[str] = mapped_column(String(200))
    # When and where the agent drew the notice up, as written on it (GO: Res. 105, art. 79;
    # Decreto 8.444/2015, art. 51: at the moment of the infraction), not when it was typed.
    drawn_up_at: Mapped[datetime | None] = mapped_column(UtcDateTime, nullable=True)
    drawn_up_place: Mapped[str] = mapped_column(String(300), default="")
    ciente: Mapped[str] = mapped_column(String(20))
    ciente_name: Mapped[str] = mapped_column(String(200), default="")
    ciente_note: Mapped[str] = mapped_column(Text, default="")
    description: Mapped[str] = mapped_column(Text, default="")
    # The partner or cooperado who lent the vehicle in comodato to the autuada, jointly liable
    # for the fine (Res. 105, art. 22 sole §), as the vehicle's register held them then.
    jointly_liable_name: Mapped[str] = mapped_column(String(200), default="")
    jointly_liable_cpf: Mapped[str] = mapped_column(String(11), default="")
    jointly_liable_role: Mapped[str] = mapped_column(String(20), default="")


class NoticeInfraction(UUIDPrimaryKey, OwnedByOffice, Base):
    """One infraction of a notice, from the rulebook catalogue, with its article as printed.
    Several in one notice are each penalised (Res. 105, art. 68 §3)."""

    __tablename__ = "notice_infractions"
    __table_args__ = (UniqueConstraint("notice_id", "position"),)

    notice_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("infraction_notices.id"))
    position: Mapped[int] = mapped_column(Integer)
    code: Mapped[str] = mapped_column(String(20))
    group: Mapped[str] = mapped_column(String(20))
    article: Mapped[str] = mapped_column(String(120))
    text: Mapped[str] = mapped_column(Text)


class NoticeCorrection(UUIDPrimaryKey, CreatedStamp, OwnedByOffice, Base):
    """A motivated correction of a formal error, before notification (Res. 105, art. 79 sole
    §; Lei RR 664, art. 76 §3: the error is expressly pointed out)."""

    __tablename__ = "notice_corrections"

    notice_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("infraction_notices.id"), index=True
    )
    field: Mapped[str] = mapped_column(String(40))
    old_value: Mapped[str] = mapped_column(Text)
    new_value: Mapped[str] = mapped_column(Text)
    reason: Mapped[str] = mapped_column(Text)


class SanctionProcess(UUIDPrimaryKey, CreatedStamp, OwnedByOffice, Base):
    """The administrative process of one notice (Res. 105, arts. 81-96): `kind` is
    "simplificado" (fines, art. 81 I) or "ordinario" (warning, suspension, caducity,
    art. 81 II). `stage` is where it stands; the history is in `process_events`."""

    __tablename__ = "sanction_processes"

    number: Mapped[str] = mapped_column(String(20), unique=True)
    notice_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("infraction_notices.id"), unique=True
    )
    operator_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("operators.id"), nullable=True, index=True
    )
    kind: Mapped[str] = mapped_column(String(20))
    stage: Mapped[str] = mapped_column(String(40), index=True)
    outcome: Mapped[str] = mapped_column(String(20), default="")
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime)


class ProcessEvent(UUIDPrimaryKey, CreatedStamp, Base):
    """One act of the process, in order: notification, defence, judgment, appeal, review,
    council decision, revision. `on` is the act's date (the ciência for a notification)."""

    __tablename__ = "process_events"
    __table_args__ = (UniqueConstraint("process_id", "sequence"),)

    process_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("sanction_processes.id"))
    sequence: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(30))
    on: Mapped[date] = mapped_column(Date)
    summary: Mapped[str] = mapped_column(Text)
    articles: Mapped[str] = mapped_column(Text, default="")
    document_number: Mapped[str] = mapped_column(String(20), default="")


class ProcessDeadline(UUIDPrimaryKey, CreatedStamp, Base):
    """A deadline running in a process (defence, appeal, payment), computed by the rules
    engine on the office calendar; `met_on` when the act came, `closed_on` when it lapsed
    or no longer applies."""

    __tablename__ = "process_deadlines"

    process_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("sanction_processes.id"), index=True
    )
    kind: Mapped[str] = mapped_column(String(20))
    ciencia: Mapped[date] = mapped_column(Date)
    due: Mapped[date] = mapped_column(Date, index=True)
    articles: Mapped[str] = mapped_column(Text)
    moved_because: Mapped[str] = mapped_column(Text, default="")
    met_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    closed_on: Mapped[date | None] = mapped_column(Date, nullable=True)


class Submission(UUIDPrimaryKey, CreatedStamp, Base):
    """A defence, appeal or revision request received (Res. 105, arts. 84, 87, 91, 96):
    `timely` against its deadline, `known` False when a requirement of art. 84 is missing
    (art. 87: "sob pena de não ser conhecida"), `missing` lists those requirements."""

    __tablename__ = "process_submissions"

    process_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("sanction_processes.id"), index=True
    )
    kind: Mapped[str] = mapped_column(String(20))
    received_on: Mapped[date] = mapped_column(Date)
    signatory: Mapped[str] = mapped_column(String(200))
    timely: Mapped[bool]
    known: Mapped[bool]
    missing: Mapped[str] = mapped_column(Text, default="")
    summary: Mapped[str] = mapped_column(Text, default="")


class ProcessDecision(UUIDPrimaryKey, CreatedStamp, OwnedByOffice, Base):
    """A decision: first instance (`primeira`), Council review (`reexame`, art. 90), Council
    on appeal (`conselho`, art. 91) or revision (`revisao`, art. 96). `upholds` False means
    the notice was cancelled or annulled."""

    __tablename__ = "process_decisions"

    process_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("sanction_processes.id"), index=True
    )
    instance: Mapped[str] = mapped_column(String(20))
    decided_on: Mapped[date] = mapped_column(Date)
    upholds: Mapped[bool]
    reason: Mapped[str] = mapped_column(Text)
    # At an office of the state network the recidivism was counted over the statewide history
    # (Res. 105 art. 88; Lei 664 art. 83): the moment of that data, as the notification prints
    # it ("Dados estaduais atualizados em …"); empty at a standalone office. Added after the
    # owner column, as a column of a replicated table added later goes (docs/network.md).
    state_data: Mapped[str] = mapped_column(
        Text, default="", server_default="", sort_order=LAST + 1
    )


class Penalty(UUIDPrimaryKey, CreatedStamp, OwnedByOffice, Base):
    """The penalty a decision applied to one infraction of the notice: the engine's proposal
    (amount and penalties, with its articles) and what the julgador decided, with the reason
    when they differ."""

    __tablename__ = "penalties"

    decision_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("process_decisions.id"), index=True
    )
    notice_infraction_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("notice_infractions.id")
    )
    proposed_amount: Mapped[Decimal] = mapped_column(Money)
    proposed_penalties: Mapped[str] = mapped_column(String(100))
    recidivism: Mapped[str] = mapped_column(String(20))
    amount: Mapped[Decimal] = mapped_column(Money)
    penalties: Mapped[str] = mapped_column(String(100))
    suspension_days: Mapped[int | None] = mapped_column(Integer, nullable=True)
    suspension_first_day: Mapped[date | None] = mapped_column(Date, nullable=True)
    suspension_last_day: Mapped[date | None] = mapped_column(Date, nullable=True)
    articles: Mapped[str] = mapped_column(Text)
    change_reason: Mapped[str] = mapped_column(Text, default="")


class OperatorSanction(UUIDPrimaryKey, CreatedStamp, OwnedByOffice, Base):
    """A sanction in force against an operator, the source of `operator_sanction_status`:
    `advertencia`, `suspensao` (first and last day, GO art. 69; RR art. 85), `caducidade`
    (GO art. 70, CRC cassado §2), RR `inidoneidade` (art. 86) and `cassacao` (arts. 87-88).
    `revoked_on` when a later decision of the same process removed it."""

    __tablename__ = "operator_sanctions"
    __table_args__ = (Index("ix_operator_sanctions_cnpj_kind", "cnpj", "kind"),)

    operator_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("operators.id"), nullable=True, index=True
    )
    cnpj: Mapped[str] = mapped_column(String(14))
    kind: Mapped[str] = mapped_column(String(20))
    decided_on: Mapped[date] = mapped_column(Date)
    first_day: Mapped[date | None] = mapped_column(Date, nullable=True)
    last_day: Mapped[date | None] = mapped_column(Date, nullable=True)
    articles: Mapped[str] = mapped_column(Text)
    reason: Mapped[str] = mapped_column(Text)
    line: Mapped[str] = mapped_column(String(100), default="")
    process_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("sanction_processes.id"), nullable=True, index=True
    )
    revoked_on: Mapped[date | None] = mapped_column(Date, nullable=True)


class SanctionLineStatement(UUIDPrimaryKey, CreatedStamp, OwnedByOffice, Base):
    """The line of a Roraima written warning or suspension recorded before they named one
    (Lei RR 664/2008, arts. 84, 85 and 87, IV), stated afterwards by the analyst with what
    the statement stands on (`basis`): the sanction is never rewritten, so its line is this
    record of its own, one per sanction, never changed nor deleted; who stated it and when
    are its `created_by_id` and `created_at`."""

    __tablename__ = "operator_sanction_lines"

    sanction_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("operator_sanctions.id"), unique=True
    )
    line: Mapped[str] = mapped_column(String(20))
    basis: Mapped[str] = mapped_column(Text)


class VehicleMeasure(UUIDPrimaryKey, CreatedStamp, Base):
    """An administrative measure on the vehicle of a notice: GO retention (art. 72) or
    removal to a public depot (art. 73, daily fee of art. 74, at most 30 days in the case of
    §6), RR apprehension of at least 72 hours (Lei 664, art. 90). `release_basis` is the
    inciso of art. 73 §3 (or RR art. 90 §3) the release rests on."""

    __tablename__ = "vehicle_measures"

    notice_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("infraction_notices.id"), index=True
    )
    kind: Mapped[str] = mapped_column(String(20))
    plate: Mapped[str] = mapped_column(String(7), index=True)
    inciso: Mapped[str] = mapped_column(String(10))
    depot: Mapped[str] = mapped_column(String(200), default="")
    started_at: Mapped[datetime] = mapped_column(UtcDateTime)
    limit_day: Mapped[date | None] = mapped_column(Date, nullable=True)
    earliest_release_at: Mapped[datetime | None] = mapped_column(UtcDateTime, nullable=True)
    articles: Mapped[str] = mapped_column(Text)
    released_at: Mapped[datetime | None] = mapped_column(UtcDateTime, nullable=True)
    release_basis: Mapped[str] = mapped_column(String(40), default="")
    release_note: Mapped[str] = mapped_column(Text, default="")
    depot_days: Mapped[int | None] = mapped_column(Integer, nullable=True)
    depot_fee: Mapped[Decimal | None] = mapped_column(Money, nullable=True)


class VehicleMeasureCost(UUIDPrimaryKey, CreatedStamp, Base):
    """A cost of a removal to a public depot, recorded as charged and never rewritten:
    the removal itself (`remocao`), the transfer of the passengers by another carrier
    (`transbordo`, Decreto 8.444/2015, art. 52 §3) or the stay in another body's depot, paid
    directly to that body (`deposito_outro_orgao`, Res. AGR 105/2017, art. 74 sole §)."""

    __tablename__ = "vehicle_measure_costs"

    measure_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("vehicle_measures.id"), index=True
    )
    kind: Mapped[str] = mapped_column(String(30))
    amount: Mapped[Decimal] = mapped_column(Money)
    payee: Mapped[str] = mapped_column(String(200))
    incurred_on: Mapped[date] = mapped_column(Date)
    reference: Mapped[str] = mapped_column(String(200), default="")


class VehicleMeasureCostPayment(UUIDPrimaryKey, CreatedStamp, Base):
    """The payment of one cost of a removal to the one who charged it (the towing company,
    the carrier of the transfer, the other body's depot), recorded once and never rewritten:
    the release of Res. AGR 105/2017, art. 73 §3, II and IV (Decreto 8.444/2015, art. 52 §3,
    II and IV) waits for it."""

    __tablename__ = "vehicle_measure_cost_payments"

    cost_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("vehicle_measure_costs.id"), unique=True
    )
    paid_on: Mapped[date] = mapped_column(Date)
    reference: Mapped[str] = mapped_column(String(200))


class VehicleMeasureDeposit(UUIDPrimaryKey, CreatedStamp, Base):
    """The advance deposit (caução) of the fines, fees and costs that releases a removed
    vehicle (Res. AGR 105/2017, art. 73 §3, III), recorded once and never rewritten."""

    __tablename__ = "vehicle_measure_deposits"

    measure_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("vehicle_measures.id"), unique=True
    )
    amount: Mapped[Decimal] = mapped_column(Money)
    deposited_on: Mapped[date] = mapped_column(Date)
    reference: Mapped[str] = mapped_column(String(200))


class DepositRefund(UUIDPrimaryKey, CreatedStamp, Base):
    """The deposit returned, corrected, when the process judged the auto unfounded (art. 73
    §4): the index values used and their sources are kept with the amount paid back."""

    __tablename__ = "vehicle_deposit_refunds"

    deposit_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("vehicle_measure_deposits.id"), unique=True
    )
    refunded_on: Mapped[date] = mapped_column(Date)
    index_then: Mapped[Decimal] = mapped_column(Money)
    index_now: Mapped[Decimal] = mapped_column(Money)
    corrected_amount: Mapped[Decimal] = mapped_column(Money)
    articles: Mapped[str] = mapped_column(Text)
    reference: Mapped[str] = mapped_column(String(200))


NOTICE_MESSAGE = (
    "auto de infração registrado não pode ser alterado nem apagado "
    "(Res. AGR 105/2017, art. 80 §3; Lei RR 664/2008, art. 76 §3)"
)
for _table in (InfractionNotice, NoticeInfraction, NoticeCorrection):
    mark_insert_only(_table.__table__, NOTICE_MESSAGE)
for _measure_table, _what in (
    (VehicleMeasureCost.__table__, "despesa de medida administrativa"),
    (VehicleMeasureCostPayment.__table__, "quitação de despesa de medida administrativa"),
    (VehicleMeasureDeposit.__table__, "caução"),
    (DepositRefund.__table__, "devolução de caução"),
):
    mark_insert_only(
        _measure_table,
        f"{_what} registrada não pode ser alterada nem apagada (Res. AGR 105/2017, arts. 73-74)",
    )
mark_insert_only(
    SanctionProcess.__table__,
    "processo de sanção não pode ser apagado nem reescrito; só avança de fase pelos atos do "
    "processo ou reabre pela revisão, muda seu resultado e, uma vez, o rito de simplificado "
    "para ordinário (Res. AGR 105/2017, arts. 81 a 96; Lei RR 664/2008, arts. 89 e 91)",
    (
        moves("stage", STAGE_REACHED_FROM.items()),
        free("outcome"),
        free("updated_at"),
        from_to("kind", "simplificado", "ordinario"),
    ),
)
for _act_table in (ProcessEvent, ProcessDecision, Penalty):
    mark_insert_only(
        _act_table.__table__,
        "ato do processo de sanção registrado não pode ser alterado nem apagado: a decisão que "
        "o reforma é um novo registro (Res. AGR 105/2017, arts. 91, 93 §6º e 96; "
        "Lei RR 664/2008, art. 91)",
    )
mark_insert_only(
    ProcessDeadline.__table__,
    "prazo do processo de sanção não pode ser alterado nem apagado; só se registra, uma vez, "
    "seu cumprimento ou seu encerramento (Res. AGR 105/2017, arts. 83, 91 e 93 §8º; "
    "Lei RR 664/2008, art. 89)",
    (ends_once("met_on", "closed_on"), ends_once("closed_on", "met_on")),
)
mark_insert_only(
    Submission.__table__,
    "defesa ou recurso recebido não pode ser alterado nem apagado (Res. AGR 105/2017, arts. 84, "
    "87 e 91; Lei RR 664/2008, arts. 89 e 91)",
)
mark_insert_only(
    VehicleMeasure.__table__,
    "medida administrativa registrada não pode ser alterada nem apagada; só se registra, uma "
    "vez, a liberação do veículo (Res. AGR 105/2017, arts. 72 a 74; Lei RR 664/2008, art. 90)",
    (
        set_once("released_at"),
        *(
            set_with(column, "released_at")
            for column in ("release_basis", "release_note", "depot_days", "depot_fee")
        ),
    ),
)
mark_insert_only(
    OperatorSanction.__table__,
    "sanção aplicada não pode ser alterada nem apagada; só se registra, uma vez, sua revogação "
    "por decisão posterior ou sua conversão em multa (Res. AGR 105/2017, arts. 69, 70 e 96; "
    "Lei RR 664/2008, arts. 85 a 88)",
    (set_once("revoked_on"),),
)
mark_insert_only(
    SanctionLineStatement.__table__,
    "linha informada de advertência ou suspensão registrada não pode ser alterada nem "
    "apagada (Lei RR 664/2008, arts. 84, 85 e 87, IV)",
)
