"""Record autos de infração from the inspector's form.

Every element of Res. AGR 105/2017, art. 80 I-VII (Decreto 8.444/2015, art. 51 §1; Lei RR
664/2008, art. 75 sole §) is required; the infractions come from the rulebook of the office's
jurisdiction. Recording opens the sanction process (art. 85: the simplified process starts
with the notice) and prints the notice in three copies (art. 80 §1). A recorded notice is
never changed (art. 80 §3; Lei RR 664, art. 76 §3): a formal error is corrected before
notification by notice_corrections (art. 79 sole §), and notice_records reads and prints the
notice as corrected.
"""

import re
import uuid
from dataclasses import dataclass
from datetime import UTC, date, datetime, time
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.kind import NOTICE_KIND
from desktop.models.operators import Operator
from desktop.models.sanctions import InfractionNotice, NoticeInfraction, SanctionProcess
from desktop.models.vehicles import Vehicle
from desktop.rules.choices import Ciente, ResponsibleRole
from desktop.rules.errors import RulesError
from desktop.rules.joint_liability import JointLiability, joint_liability
from desktop.rules.legislation import code_span
from desktop.rules.notices import ARTICLES as DRAWING_UP_ARTICLES
from desktop.rules.notices import notice_drawing_up
from desktop.rules.rulebook import Rulebook
from desktop.services.calendar import office_today, office_zone
from desktop.services.context import ServiceContext
from desktop.services.documents.numbering import next_document_number
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook, office_rulebook_in
from desktop.services.registration.operators_records import full_address
from desktop.services.sanctions.notice_records import (
    NoticeDetail,
    notice_detail,
    print_notice,
)
from desktop.services.sanctions.process_events import add_event
from desktop.services.validation import FieldErrors, check_cnpj, check_required, normalize_cnpj
from desktop.services.vehicles.records import IN_FORCE as VEHICLE_IN_FORCE

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
    drawn_up_on: date | None = None
    drawn_up_time: time | None = None
    drawn_up_place: str = ""


def normalize_plate(value: str) -> str:
    return re.sub(r"[^A-Z0-9]", "", (value or "").upper())


def check_plate(value: str, jurisdiction: str) -> str | None:
    """The vehicle's plate on the auto (GO Res. 105 art. 80 IV; RR Lei 664 art. 75 sole §
    III, the description of the fault)."""
    if not (value or "").strip():
        return f"Campo obrigatório ({_basis(jurisdiction, 'IV')})."
    if not _PLATE.match(normalize_plate(value)):
        return "Placa inválida: use o formato ABC1234 ou Mercosul ABC1D23."
    return None


def check_role(value: str, jurisdiction: str) -> str | None:
    """The role of the person responsible for the infraction (GO Res. 105 art. 80 V: the
    driver or the preposto; RR Lei 664 art. 75 sole § III)."""
    if value not in ResponsibleRole.codes():
        return f"Indique motorista ou preposto ({_basis(jurisdiction, 'V')})."
    return None


ARTICLE_75 = "Lei RR 664/2008, art. 75, parágrafo único"
# What the auto must contain: Res. 105 art. 80 I-VII in Goiás; in Roraima Lei 664 art. 75
# sole § I (the line's end points and number), II (the delegatária), III (the fault, with
# place, day and hour, and the provision).
RR_INCISO = {"I": "II", "II": "I", "III": "III", "IV": "III", "V": "III", "VI": "III", "VII": ""}
LINE_REQUIRED = (
    f"Informe os pontos extremos e o número da linha ({ARTICLE_75}, I): sem a linha não se "
    "julga a reincidência na mesma linha (Lei RR 664/2008, art. 83)."
)


# Res. 105 art. 80, I (Decreto 8.444/2015, art. 51 §1º, I): the auto names the company "e
# qualificação", under nullity; a registered one's comes from its record, an unregistered
# one's is typed. Lei RR 664/2008, art. 75 sole § II asks only the delegatária's name.
QUALIFICATION_REQUIRED = (
    "Informe a qualificação da empresa não cadastrada (endereço da sede): o auto contém o "
    f"nome e a qualificação da autuada, inclusive o CNPJ, sob pena de nulidade ({ARTICLE_80}, "
    "I; Decreto 8.444/2015, art. 51, § 1º, I)."
)


CIENTE_MESSAGES = {
    "GO": (
        "Indique o ciente ou a recusa em apor o ciente (Res. AGR 105/2017, art. 80, §§ 1º-2º).",
        "Informe quem apôs o ciente na 2ª via (Res. AGR 105/2017, art. 80, § 1º).",
        "O agente deve consignar no auto a recusa ou a impossibilidade do ciente (Res. AGR "
        "105/2017, art. 80, § 2º).",
    ),
    # Lei 664 art. 76: the 1st copy handed over against a receipt; the offender's signature
    # is no admission and its absence does not void the act (§1).
    "RR": (
        "Indique se o autuado assinou o recibo ou a recusa (Lei RR 664/2008, art. 76).",
        "Informe quem assinou o recibo da 1ª via (Lei RR 664/2008, art. 76).",
        "O agente deve consignar no auto a recusa ou a impossibilidade da assinatura "
        "(Lei RR 664/2008, art. 76, § 1º).",
    ),
}


def _basis(jurisdiction: str, inciso: str) -> str:
    if jurisdiction == "GO":
        return f"{ARTICLE_80}, {inciso}"
    rr = RR_INCISO[inciso]
    return f"{ARTICLE_75}, {rr}" if rr else ARTICLE_75


def _validate(session: Session, ctx: ServiceContext, data: NoticeInput) -> Operator | None:
    errors = FieldErrors()
    jurisdiction = ctx.office.jurisdiction

    def _required(errors: FieldErrors, name: str, value: str, inciso: str) -> None:
        if check_required(value):
            errors.add(name, f"Campo obrigatório ({_basis(jurisdiction, inciso)}).")

    operator = None
    if data.operator_id is not None:
        operator = session.get(Operator, data.operator_id)
        if operator is None:
            errors.add("operator_id", "Operador não encontrado.")
    else:
        _required(errors, "operator_name", data.operator_name, "I")
        if jurisdiction == "GO" and check_required(data.operator_qualification):
            errors.add("operator_qualification", QUALIFICATION_REQUIRED)
        cnpj_message = check_cnpj(data.operator_cnpj)
        if cnpj_message:
            sentence = cnpj_message.removesuffix(".")
            errors.add("operator_cnpj", f"{sentence} ({_basis(jurisdiction, 'I')}).")
    _required(errors, "route", data.route, "II")
    if jurisdiction == "RR" and check_required(data.line):
        errors.add("line", LINE_REQUIRED)
    _required(errors, "place", data.place, "III")
    today = office_today(ctx)
    if data.occurred_on is None:
        errors.add("occurred_on", f"Informe a data da infração ({_basis(jurisdiction, 'III')}).")
    elif data.occurred_on > today:
        errors.add("occurred_on", "A data da infração não pode ser posterior a hoje.")
    if data.occurred_time is None:
        errors.add(
            "occurred_time", f"Informe o horário da infração ({_basis(jurisdiction, 'III')})."
        )
    elif data.occurred_on == today and data.occurred_on is not None:
        local_now = ctx.clock().astimezone(office_zone(ctx)).time()
        if data.occurred_time > local_now:
            errors.add("occurred_time", "O horário da infração não pode estar no futuro.")
    errors.add("plate", check_plate(data.plate, jurisdiction))
    _required(errors, "responsible_name", data.responsible_name, "V")
    errors.add("responsible_role", check_role(data.responsible_role, jurisdiction))
    _check_infractions(session, ctx, data, errors)
    if ctx.office.jurisdiction == "GO":
        _check_drawing_up(ctx, data, errors)
    _required(errors, "inspector_name", data.inspector_name, "VII")
    _required(errors, "inspector_qualification", data.inspector_qualification, "VII")
    ciente, name, note = CIENTE_MESSAGES[jurisdiction]
    if data.ciente not in Ciente.codes():
        errors.add("ciente", ciente)
    elif data.ciente == "ciente":
        if check_required(data.ciente_name):
            errors.add("ciente_name", name)
    elif check_required(data.ciente_note):
        errors.add("ciente_note", note)
    errors.raise_if_any()
    return operator


def drawn_up_instant(ctx: ServiceContext, data: NoticeInput) -> datetime | None:
    if data.drawn_up_on is None or data.drawn_up_time is None:
        return None
    return datetime.combine(data.drawn_up_on, data.drawn_up_time, office_zone(ctx))


def _check_drawing_up(ctx: ServiceContext, data: NoticeInput, errors: FieldErrors) -> None:
    """GO: when and where the agent drew the notice up (Res. 105, art. 79; Decreto
    8.444/2015, art. 51), checked by the rules against the infraction's moment."""
    where = f"{DRAWING_UP_ARTICLES[0]}; {DRAWING_UP_ARTICLES[1]}"
    if data.drawn_up_on is None:
        errors.add("drawn_up_on", f"Informe a data em que o auto foi lavrado ({where}).")
    if data.drawn_up_time is None:
        errors.add("drawn_up_time", f"Informe a hora em que o auto foi lavrado ({where}).")
    if check_required(data.drawn_up_place):
        errors.add("drawn_up_place", f"Informe onde o auto foi lavrado ({where}).")
    drawn_up = drawn_up_instant(ctx, data)
    if drawn_up is None or data.occurred_on is None or data.occurred_time is None:
        return
    occurred = datetime.combine(data.occurred_on, data.occurred_time, office_zone(ctx))
    try:
        notice_drawing_up(occurred, drawn_up, ctx.clock().astimezone(office_zone(ctx)))
    except RulesError as error:
        errors.add("drawn_up_time", error.sentence)


def _check_infractions(
    session: Session, ctx: ServiceContext, data: NoticeInput, errors: FieldErrors
) -> None:
    codes = [code.strip() for code in data.infraction_codes if code.strip()]
    if not codes:
        errors.add(
            "infraction_codes",
            "Informe ao menos uma infração do regulamento "
            f"({_basis(ctx.office.jurisdiction, 'VI')}).",
        )
        return
    if len(set(codes)) != len(codes):
        errors.add("infraction_codes", "A mesma infração foi informada duas vezes.")
        return
    rulebook = office_rulebook_in(session, ctx.office.jurisdiction)
    for code in codes:
        try:
            rulebook.infraction(code)
        except RulesError:
            errors.add("infraction_codes", unknown_code(code, rulebook))
            return


def unknown_code(code: str, rulebook: Rulebook) -> str:
    """What to type instead of a code the law does not have: the article and inciso of one
    of its infractions, as Legislação lists them."""
    first, last = code_span(rulebook)
    return (
        f"A infração {code} não consta da {rulebook.law}: informe uma "
        f"das infrações dos arts. {first.split('-')[0]} a {last.split('-')[0]} por artigo e "
        f"inciso, de {first} a {last}, como na lista da área Legislação."
    )


def registered_vehicle(
    session: Session, plate: str, operator_id: uuid.UUID | None
) -> uuid.UUID | None:
    """The registered vehicle in force with the plate seen on the road (the operator's own
    first); None for a bus not registered (unauthorised transport)."""
    rows = session.execute(
        select(Vehicle.id, Vehicle.operator_id).where(
            Vehicle.plate == plate, Vehicle.status == VEHICLE_IN_FORCE
        )
    ).all()
    for vehicle_id, owner in rows:
        if owner == operator_id:
            return vehicle_id
    return rows[0][0] if rows else None


def lender_liable(
    session: Session,
    ctx: ServiceContext,
    vehicle_id: uuid.UUID | None,
    operator_id: uuid.UUID | None,
) -> JointLiability | None:
    """The partner or cooperado who lent the vehicle in comodato to the autuada, jointly
    liable for the fine (Res. 105, art. 22 sole §)."""
    vehicle = session.get(Vehicle, vehicle_id) if vehicle_id else None
    if vehicle is None:
        return None
    return joint_liability(
        ctx.office.jurisdiction,
        vehicle.ownership,
        vehicle.lender_name,
        vehicle.lender_cpf,
        operator_id is not None and vehicle.operator_id == operator_id,
    )


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
        assert data.occurred_on is not None and data.occurred_time is not None  # _validate
        local = datetime.combine(data.occurred_on, data.occurred_time, office_zone(ctx))
        drawn_up = drawn_up_instant(ctx, data)
        plate = normalize_plate(data.plate)
        vehicle_id = registered_vehicle(session, plate, operator.id if operator else None)
        liable = lender_liable(session, ctx, vehicle_id, operator.id if operator else None)
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
            plate=plate,
            vehicle_id=vehicle_id,
            jointly_liable_name=liable.name if liable else "",
            jointly_liable_cpf=liable.cpf if liable else "",
            jointly_liable_role=liable.role if liable else "",
            responsible_name=data.responsible_name.strip(),
            responsible_role=data.responsible_role,
            inspector_name=data.inspector_name.strip(),
            inspector_qualification=data.inspector_qualification.strip(),
            drawn_up_at=drawn_up.astimezone(UTC) if drawn_up else None,
            drawn_up_place=data.drawn_up_place.strip(),
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
        issued = print_notice(session, ctx, notice, key_dir)
        # the auto opens the process: Res. 105, arts. 80 and 85 (GO); in RR the DEIT draws it
        # up (Lei 664, art. 75 sole §) and the defence runs against it (art. 89)
        cited, articles = (
            ("Res. AGR 105/2017, art. 85", "Res. AGR 105/2017, arts. 80 e 85")
            if ctx.office.jurisdiction == "GO"
            else ("Lei RR 664/2008, art. 89", "Lei RR 664/2008, arts. 75 e 89")
        )
        add_event(
            session,
            ctx,
            process.id,
            "auto",
            today,
            f"Auto de infração nº {notice.number} registrado; processo instaurado ({cited}).",
            articles,
            issued.number,
        )
        record_audit(
            session,
            ctx.actor,
            "infraction_notice",
            notice.id,
            "record",
            None,
            {**snapshot(notice), "infractions": codes},
            now,
        )
        record_audit(
            session, ctx.actor, "sanction_process", process.id, "open", None, snapshot(process), now
        )
        return notice_detail(session, notice)
