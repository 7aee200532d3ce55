"""Record autos de infração, print them in three copies and correct formal errors.

Every element of Res. AGR 105/2017, art. 80 I-VII (Decreto 8.444/2015, art. 51 §1; Lei RR
664/2008, art. 75 sole §) is required; the infractions come from the rulebook of the office's
jurisdiction. Recording opens the sanction process (art. 85: the simplified process starts
with the notice). A recorded notice is never changed (art. 80 §3; Lei RR 664, art. 76 §3):
a formal error is fixed by a motivated correction record before notification (art. 79
sole §), and the notice as corrected is what gets printed and notified.
"""

import re
import uuid
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timezone
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.notice import KIND as NOTICE_KIND
from desktop.documents.notice_data import NoticeData, NoticeInfractionLine
from desktop.models.operators import Operator
from desktop.models.sanctions import (
    InfractionNotice,
    NoticeCorrection,
    NoticeInfraction,
    ProcessEvent,
    SanctionProcess,
)
from desktop.models.vehicles import Vehicle
from desktop.rules.errors import RulesError
from desktop.services.audit import record_audit, snapshot
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, NotFound, ValidationError
from desktop.services.issuing import Issued, issue_document
from desktop.services.numbering import next_document_number
from desktop.services.operators import full_address
from desktop.services.permissions import Permission, require
from desktop.services.registration_dates import OFFICE_UTC_OFFSETS, office_today
from desktop.services.rule_values import office_rulebook
from desktop.services.sanction_process_events import add_event
from desktop.services.validation import (
    FieldErrors,
    check_cnpj,
    check_required,
    format_cnpj,
    normalize_cnpj,
)
from desktop.services.vehicle_records import IN_FORCE as VEHICLE_IN_FORCE

CIENTE_CHOICES = {
    "ciente": "Ciente do autuado (art. 80, § 1º)",
    "recusa": "Recusou-se a apor o ciente (art. 80, § 2º)",
    "impossivel": "Ciente não obtido (art. 80, § 2º)",
}
RESPONSIBLE_ROLES = {"motorista": "motorista", "preposto": "preposto"}
CORRECTABLE_FIELDS = {
    "operator_qualification": "qualificação da autorizatária",
    "route": "percurso ou linha",
    "line": "número da linha",
    "place": "local",
    "plate": "placa",
    "responsible_name": "responsável",
    "inspector_qualification": "qualificação do agente",
    "description": "descrição",
}
_PLATE = re.compile(r"^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$")
PROCESS_KIND = "processo_sancao"
ARTICLE_80 = "Res. AGR 105/2017, art. 80"


@dataclass(frozen=True)
class NoticeInput:
    """The inspector's paper form as typed at the counter; `occurred_on`/`occurred_time`
    in office local time. `operator_id` links a registered operator (its name and CNPJ are
    then copied); without it `operator_name` and `operator_cnpj` are required (unauthorised
    transport by an unregistered company)."""

    operator_id: uuid.UUID | None
    route: str
    place: str
    occurred_on: date | None
    occurred_time: time | None
    plate: str
    responsible_name: str
    responsible_role: str
    infraction_codes: tuple[str, ...]
    inspector_name: str
    inspector_qualification: str
    ciente: str
    ciente_name: str = ""
    ciente_note: str = ""
    line: str = ""
    description: str = ""
    operator_name: str = ""
    operator_cnpj: str = ""
    operator_qualification: str = ""


@dataclass(frozen=True)
class NoticeLine:
    code: str
    group: str
    article: str
    text: str


@dataclass(frozen=True)
class CorrectionRow:
    field: str
    field_label: str
    old_value: str
    new_value: str
    reason: str
    at: datetime


@dataclass(frozen=True)
class NoticeDetail:
    """The notice as corrected (every correction applied in order)."""

    id: uuid.UUID
    number: str
    process_id: uuid.UUID
    process_number: str
    operator_id: uuid.UUID | None
    operator_name: str
    operator_cnpj: str
    operator_qualification: str
    route: str
    line: str
    place: str
    occurred_at: datetime
    occurred_on: date
    plate: str
    vehicle_id: uuid.UUID | None
    responsible_name: str
    responsible_role: str
    infractions: tuple[NoticeLine, ...]
    inspector_name: str
    inspector_qualification: str
    ciente: str
    ciente_name: str
    ciente_note: str
    description: str
    recorded_on: date
    corrections: tuple[CorrectionRow, ...]

    @property
    def cnpj_formatted(self) -> str:
        return format_cnpj(self.operator_cnpj)


def normalize_plate(value: str) -> str:
    return re.sub(r"[^A-Z0-9]", "", (value or "").upper())


def check_plate(value: str) -> str | None:
    if not (value or "").strip():
        return "Campo obrigatório (Res. AGR 105/2017, art. 80, IV)."
    if not _PLATE.match(normalize_plate(value)):
        return "Placa inválida: use o formato ABC1234 ou Mercosul ABC1D23."
    return None


def office_zone(ctx: ServiceContext) -> timezone:
    return timezone(OFFICE_UTC_OFFSETS.get(ctx.office.jurisdiction, OFFICE_UTC_OFFSETS["GO"]))


def _required(errors: FieldErrors, name: str, value: str, inciso: str) -> None:
    if check_required(value):
        errors.add(name, f"Campo obrigatório ({ARTICLE_80}, {inciso}).")


def _validate(session: Session, ctx: ServiceContext, data: NoticeInput) -> Operator | None:
    errors = FieldErrors()
    operator = None
    if data.operator_id is not None:
        operator = session.get(Operator, data.operator_id)
        if operator is None:
            errors.add("operator_id", "Operador não encontrado.")
    else:
        _required(errors, "operator_name", data.operator_name, "I")
        cnpj_message = check_cnpj(data.operator_cnpj)
        if cnpj_message:
            errors.add("operator_cnpj", f"{cnpj_message} ({ARTICLE_80}, I)")
    _required(errors, "route", data.route, "II")
    _required(errors, "place", data.place, "III")
    today = office_today(ctx)
    if data.occurred_on is None:
        errors.add("occurred_on", f"Informe a data da infração ({ARTICLE_80}, III).")
    elif data.occurred_on > today:
        errors.add("occurred_on", "A data da infração não pode ser posterior a hoje.")
    if data.occurred_time is None:
        errors.add("occurred_time", f"Informe o horário da infração ({ARTICLE_80}, III).")
    elif data.occurred_on == today and data.occurred_on is not None:
        local_now = ctx.clock().astimezone(office_zone(ctx)).time()
        if data.occurred_time > local_now:
            errors.add("occurred_time", "O horário da infração não pode estar no futuro.")
    errors.add("plate", check_plate(data.plate))
    _required(errors, "responsible_name", data.responsible_name, "V")
    if data.responsible_role not in RESPONSIBLE_ROLES:
        errors.add("responsible_role", f"Indique motorista ou preposto ({ARTICLE_80}, V).")
    _check_infractions(ctx, data, errors)
    _required(errors, "inspector_name", data.inspector_name, "VII")
    _required(errors, "inspector_qualification", data.inspector_qualification, "VII")
    if data.ciente not in CIENTE_CHOICES:
        errors.add("ciente", "Indique o ciente ou a recusa em apor o ciente (art. 80, §§ 1º-2º).")
    elif data.ciente == "ciente":
        if check_required(data.ciente_name):
            errors.add("ciente_name", "Informe quem apôs o ciente na 2ª via (art. 80, § 1º).")
    elif check_required(data.ciente_note):
        errors.add(
            "ciente_note",
            "O agente deve consignar no auto a recusa ou a impossibilidade do ciente "
            "(art. 80, § 2º).",
        )
    errors.raise_if_any()
    return operator


def _check_infractions(ctx: ServiceContext, data: NoticeInput, errors: FieldErrors) -> None:
    codes = [code.strip() for code in data.infraction_codes if code.strip()]
    if not codes:
        errors.add(
            "infraction_codes",
            f"Informe ao menos uma infração do regulamento ({ARTICLE_80}, VI).",
        )
        return
    if len(set(codes)) != len(codes):
        errors.add("infraction_codes", "A mesma infração foi informada duas vezes.")
        return
    rulebook = office_rulebook(ctx)
    for code in codes:
        try:
            rulebook.infraction(code)
        except RulesError:
            errors.add(
                "infraction_codes",
                f"A infração {code} não existe no regulamento de {ctx.office.jurisdiction} "
                f"({rulebook_name(ctx.office.jurisdiction)}).",
            )
            return


def registered_vehicle(
    session: Session, plate: str, operator_id: uuid.UUID | None
) -> uuid.UUID | None:
    """The registered vehicle in force with the plate seen on the road (the operator's own
    first); None for a bus not registered (unauthorised transport)."""
    rows = session.execute(
        select(Vehicle.id, Vehicle.operator_id)
        .where(Vehicle.plate == plate, Vehicle.status == VEHICLE_IN_FORCE)
    ).all()
    for vehicle_id, owner in rows:
        if owner == operator_id:
            return vehicle_id
    return rows[0][0] if rows else None


def rulebook_name(jurisdiction: str) -> str:
    return "Res. AGR 105/2017" if jurisdiction == "GO" else "Lei RR 664/2008"


def record_notice(
    ctx: ServiceContext, data: NoticeInput, key_dir: Path | None = None
) -> NoticeDetail:
    """Records the notice from the inspector's form, opens its process and issues the PDF
    (three copies, art. 80 §1) in the same transaction. Bad input: ValidationError naming
    each field, nothing stored."""
    require(ctx, Permission.NOTICE_RECORD)
    rulebook = office_rulebook(ctx)
    now = ctx.clock()
    today = office_today(ctx)
    with ctx.database.write() as session:
        operator = _validate(session, ctx, data)
        if operator is not None:
            name, cnpj = operator.legal_name, operator.cnpj
            qualification = data.operator_qualification.strip() or full_address(operator)
        else:
            name, cnpj = data.operator_name.strip(), normalize_cnpj(data.operator_cnpj)
            qualification = data.operator_qualification.strip()
        local = datetime.combine(data.occurred_on, data.occurred_time, office_zone(ctx))
        notice = InfractionNotice(
            id=uuid.uuid4(),
            number=next_document_number(session, ctx.office.code, NOTICE_KIND, today.year),
            jurisdiction=ctx.office.jurisdiction,
            operator_id=operator.id if operator else None,
            operator_name=name,
            operator_cnpj=cnpj,
            operator_qualification=qualification,
            route=data.route.strip(),
            line=data.line.strip(),
            place=data.place.strip(),
            occurred_at=local.astimezone(UTC),
            occurred_on=data.occurred_on,
            plate=normalize_plate(data.plate),
            vehicle_id=registered_vehicle(session, normalize_plate(data.plate),
                                          operator.id if operator else None),
            responsible_name=data.responsible_name.strip(),
            responsible_role=data.responsible_role,
            inspector_name=data.inspector_name.strip(),
            inspector_qualification=data.inspector_qualification.strip(),
            ciente=data.ciente,
            ciente_name=data.ciente_name.strip() if data.ciente == "ciente" else "",
            ciente_note=data.ciente_note.strip(),
            description=data.description.strip(),
            created_at=now,
            created_by_id=ctx.actor.user_id,
        )
        session.add(notice)
        session.flush()
        codes = [code.strip() for code in data.infraction_codes if code.strip()]
        for position, code in enumerate(codes, start=1):
            entry = rulebook.infraction(code)
            session.add(
                NoticeInfraction(
                    notice_id=notice.id,
                    position=position,
                    code=entry.code,
                    group=entry.group,
                    article=entry.article,
                    text=entry.text,
                )
            )
        process = SanctionProcess(
            id=uuid.uuid4(),
            number=next_document_number(session, ctx.office.code, PROCESS_KIND, today.year),
            notice_id=notice.id,
            operator_id=notice.operator_id,
            kind="simplificado",
            stage="aguardando_notificacao",
            updated_at=now,
            created_at=now,
            created_by_id=ctx.actor.user_id,
        )
        session.add(process)
        session.flush()
        issued = _print(session, ctx, notice, key_dir)
        add_event(session, ctx, process.id, "auto", today,
                  f"Auto de infração nº {notice.number} registrado; processo instaurado "
                  "(Res. AGR 105/2017, art. 85).",
                  "Res. AGR 105/2017, arts. 80 e 85", issued.number)
        record_audit(session, ctx.actor, "infraction_notice", notice.id, "record", None,
                     {**snapshot(notice), "infractions": codes}, now)
        record_audit(session, ctx.actor, "sanction_process", process.id, "open", None,
                     snapshot(process), now)
        return notice_detail(session, notice)


def _print(
    session: Session, ctx: ServiceContext, notice: InfractionNotice, key_dir: Path | None
) -> Issued:
    """Issues (or, after a correction, re-issues under a new number) the notice PDF."""
    detail = notice_detail(session, notice)
    data = NoticeData(
        operator_name=detail.operator_name,
        operator_cnpj=detail.cnpj_formatted,
        operator_qualification=detail.operator_qualification,
        route=detail.route,
        line=detail.line,
        place=detail.place,
        occurred_at_local=detail.occurred_at.astimezone(office_zone(ctx)),
        plate=detail.plate,
        responsible_name=detail.responsible_name,
        responsible_role=detail.responsible_role,
        infractions=tuple(
            NoticeInfractionLine(line.code, line.article, line.text, line.group)
            for line in detail.infractions
        ),
        inspector_name=detail.inspector_name,
        inspector_qualification=detail.inspector_qualification,
        ciente=detail.ciente,
        ciente_name=detail.ciente_name,
        ciente_note=detail.ciente_note,
        description=detail.description,
        recorded_on=detail.recorded_on,
        corrections=tuple(
            f"{row.field_label}: “{row.old_value}” → “{row.new_value}” ({row.reason})"
            for row in detail.corrections
        ),
    )
    number = f"{notice.number}-C{len(detail.corrections)}" if detail.corrections else notice.number
    return issue_document(ctx, session, NOTICE_KIND, data, number=number,
                          subject_ref=notice_subject(notice.id), key_dir=key_dir)


def notice_subject(notice_id: uuid.UUID) -> str:
    return f"notice:{notice_id}"


def _notice_row(session: Session, notice_id: uuid.UUID) -> InfractionNotice:
    notice = session.get(InfractionNotice, notice_id)
    if notice is None:
        raise NotFound("Auto de infração não encontrado.")
    return notice


def notice_detail(session: Session, notice: InfractionNotice) -> NoticeDetail:
    lines = session.scalars(
        select(NoticeInfraction)
        .where(NoticeInfraction.notice_id == notice.id)
        .order_by(NoticeInfraction.position)
    ).all()
    corrections = session.scalars(
        select(NoticeCorrection)
        .where(NoticeCorrection.notice_id == notice.id)
        .order_by(NoticeCorrection.created_at)
    ).all()
    values = {name: getattr(notice, name) for name in CORRECTABLE_FIELDS}
    for row in corrections:
        values[row.field] = row.new_value
    process = session.scalar(select(SanctionProcess).where(SanctionProcess.notice_id == notice.id))
    return NoticeDetail(
        id=notice.id,
        number=notice.number,
        process_id=process.id if process else notice.id,
        process_number=process.number if process else "",
        operator_id=notice.operator_id,
        operator_name=notice.operator_name,
        operator_cnpj=notice.operator_cnpj,
        operator_qualification=values["operator_qualification"],
        route=values["route"],
        line=values["line"],
        place=values["place"],
        occurred_at=notice.occurred_at,
        occurred_on=notice.occurred_on,
        plate=values["plate"],
        vehicle_id=notice.vehicle_id,
        responsible_name=values["responsible_name"],
        responsible_role=notice.responsible_role,
        infractions=tuple(NoticeLine(r.code, r.group, r.article, r.text) for r in lines),
        inspector_name=notice.inspector_name,
        inspector_qualification=values["inspector_qualification"],
        ciente=notice.ciente,
        ciente_name=notice.ciente_name,
        ciente_note=notice.ciente_note,
        description=values["description"],
        recorded_on=notice.created_at.astimezone(
            timezone(OFFICE_UTC_OFFSETS.get(notice.jurisdiction, OFFICE_UTC_OFFSETS["GO"]))
        ).date(),
        corrections=tuple(
            CorrectionRow(r.field, CORRECTABLE_FIELDS[r.field], r.old_value, r.new_value,
                          r.reason, r.created_at)
            for r in corrections
        ),
    )


def get_notice(ctx: ServiceContext, notice_id: uuid.UUID) -> NoticeDetail:
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        return notice_detail(session, _notice_row(session, notice_id))


def find_notice(ctx: ServiceContext, number: str) -> NoticeDetail:
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        notice = session.scalar(
            select(InfractionNotice).where(InfractionNotice.number == number.strip().upper())
        )
        if notice is None:
            raise NotFound(f"Nenhum auto de infração nº {number} neste escritório.")
        return notice_detail(session, notice)


@dataclass(frozen=True)
class NoticeSummary:
    id: uuid.UUID
    number: str
    occurred_on: date
    operator_name: str
    cnpj_formatted: str
    plate: str
    codes: str


def list_notices(
    ctx: ServiceContext, operator_id: uuid.UUID | None = None, limit: int = 200
) -> list[NoticeSummary]:
    """Most recent notices first, of one operator or of the office."""
    require(ctx, Permission.OPERATOR_VIEW)
    query = select(InfractionNotice).order_by(
        InfractionNotice.occurred_at.desc(), InfractionNotice.number.desc()
    )
    if operator_id is not None:
        query = query.where(InfractionNotice.operator_id == operator_id)
    with ctx.database.read() as session:
        notices = session.scalars(query.limit(limit)).all()
        codes: dict[uuid.UUID, list[str]] = {}
        if notices:
            for notice_id, code in session.execute(
                select(NoticeInfraction.notice_id, NoticeInfraction.code)
                .where(NoticeInfraction.notice_id.in_([n.id for n in notices]))
                .order_by(NoticeInfraction.position)
            ):
                codes.setdefault(notice_id, []).append(code)
        return [
            NoticeSummary(n.id, n.number, n.occurred_on, n.operator_name,
                          format_cnpj(n.operator_cnpj), n.plate, ", ".join(codes.get(n.id, [])))
            for n in notices
        ]


def is_notified(session: Session, notice_id: uuid.UUID) -> bool:
    return session.scalar(
        select(ProcessEvent.id)
        .join(SanctionProcess, SanctionProcess.id == ProcessEvent.process_id)
        .where(SanctionProcess.notice_id == notice_id, ProcessEvent.kind == "notificacao")
        .limit(1)
    ) is not None


def correct_notice(
    ctx: ServiceContext,
    notice_id: uuid.UUID,
    field: str,
    new_value: str,
    reason: str,
    key_dir: Path | None = None,
) -> NoticeDetail:
    """A motivated correction of a formal error before notification (Res. 105, art. 79
    sole §): a new record pointing at the notice; the corrected notice is printed again."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    errors = FieldErrors()
    if field not in CORRECTABLE_FIELDS:
        errors.add("field", "Este elemento do auto não pode ser corrigido como erro formal; "
                   "a nulidade é declarada por decisão (art. 80, § 3º).")
    errors.add("reason", check_required(reason) and "A correção deve ser motivada "
               "(Res. AGR 105/2017, art. 79, parágrafo único).")
    value = new_value.strip()
    if field == "plate":
        errors.add("new_value", check_plate(value))
        value = normalize_plate(value)
    elif field not in ("line", "description"):
        errors.add("new_value", check_required(value))
    errors.raise_if_any()
    now = ctx.clock()
    with ctx.database.write() as session:
        notice = _notice_row(session, notice_id)
        if is_notified(session, notice_id):
            raise Conflict(
                "O auto já foi notificado: erro formal só pode ser corrigido até a notificação "
                "(Res. AGR 105/2017, art. 79, parágrafo único). A nulidade é declarada por "
                "decisão no processo."
            )
        current = getattr(notice_detail(session, notice), field)
        if current == value:
            raise ValidationError({"new_value": "O novo valor é igual ao atual."})
        row = NoticeCorrection(
            notice_id=notice.id,
            field=field,
            old_value=str(current),
            new_value=value,
            reason=reason.strip(),
            created_at=now,
            created_by_id=ctx.actor.user_id,
        )
        session.add(row)
        session.flush()
        record_audit(session, ctx.actor, "infraction_notice", notice.id, "correct", None,
                     snapshot(row), now)
        issued = _print(session, ctx, notice, key_dir)
        process = session.scalar(
            select(SanctionProcess).where(SanctionProcess.notice_id == notice.id)
        )
        add_event(session, ctx, process.id, "correcao", office_today(ctx),
                  f"Correção de erro formal ({CORRECTABLE_FIELDS[field]}): {reason.strip()}",
                  "Res. AGR 105/2017, art. 79, parágrafo único", issued.number)
        return notice_detail(session, notice)
