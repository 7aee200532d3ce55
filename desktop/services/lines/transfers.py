"""The transfer of a Roraima concession contract (Lei RR 664/2008, art. 15): on the joint
request of the delegatária and the interessado, after the CRE/RR's express consent, when the
interessado meets incisos I-III (`desktop.rules.lines.transfer_rr`). The contract is never
rewritten: the transfer is a new record and a dated act of the line, and from its day the line's
delegatária is the interessado; the one before stays in the history. Goiás's Decreto provides
no such act (`desktop.rules.state_acts`)."""

import uuid
from dataclasses import dataclass
from datetime import date

from desktop.models.line_transfers import ConcessionTransfer
from desktop.models.lines import LineDelegation
from desktop.models.operators import Operator
from desktop.rules.dates import br_date
from desktop.rules.lines.delegation import check_transfer
from desktop.rules.lines.fleet import check_delegatee
from desktop.rules.lines.register import LineStatus
from desktop.rules.lines.transfer_rr import ARTICLE, TransferFacts, check_concession_transfer
from desktop.rules.rulebook import load_rulebook
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.jurisdiction import require_provided
from desktop.services.lines.acts import add_act
from desktop.services.lines.records import LineDetail, line_detail, load_line
from desktop.services.lines.transfers_records import holder_on, transfers_of
from desktop.services.office.audit import insert_audited, record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.crc_records import crc_detail, current_crc_row
from desktop.services.validation import FieldErrors, check_required


@dataclass(frozen=True)
class TransferInput:
    delegation_id: uuid.UUID | None
    operator_id: uuid.UUID | None  # the interessado
    transferred_on: date | None  # the day of the CRE/RR's express consent
    request: str  # the joint request of the delegatária and the interessado
    consent: str  # the act of consent
    edital_met: bool  # II, as the analyst found it


def _contract(session, errors: FieldErrors, line_id, data: TransferInput) -> LineDelegation | None:
    item = session.get(LineDelegation, data.delegation_id) if data.delegation_id else None
    if item is None or item.line_id != line_id:
        errors.add("delegation", "Escolha o contrato de concessão da linha a transferir.")
        return None
    for problem in check_transfer("RR", item.kind):
        errors.add("delegation", problem.message)
    return item if not errors.messages else None


def _interessado(session, errors: FieldErrors, data: TransferInput, day: date | None):
    """The interessado and whether its registro cadastral is in force on `day` (art. 15, I)."""
    operator = session.get(Operator, data.operator_id) if data.operator_id else None
    if operator is None:
        errors.add("operator", "Escolha o interessado que recebe o contrato.")
        return None, False
    for problem in check_delegatee("RR", operator.kind):
        errors.add(problem.field, problem.message)
    crc = current_crc_row(session, operator.id)
    return operator, crc is not None and day is not None and crc_detail(crc).is_valid_on(day)


def _check_holder(errors: FieldErrors, contract, transfers, holder, interessado, facts) -> None:
    """The interessado is not the delegatária already, no later transfer of the contract is
    recorded, and art. 15's conditions hold on the day."""
    if holder == interessado:
        errors.add("operator", "O interessado já é a delegatária deste contrato.")
    later = [
        item.transferred_on
        for item in transfers
        if item.delegation_id == contract.id and item.transferred_on > facts.transfer_on
    ]
    if later:
        errors.add(
            "transferred_on",
            f"O contrato já foi transferido em {br_date(later[-1])}: a transferência não pode "
            "ser anterior.",
        )
    for problem in check_concession_transfer(load_rulebook("RR"), facts):
        errors.add(problem.field, problem.message)


def transfer_concession(ctx: ServiceContext, line_id: uuid.UUID, data: TransferInput) -> LineDetail:
    """Records the transfer, or refuses it next to the field at fault with art. 15 and the
    inciso the interessado fails, nothing written."""
    require(ctx, Permission.LINE_EDIT)
    require_provided(ctx, "transferencia_concessao", "delegation")
    with ctx.database.write() as session:
        line = load_line(session, line_id)
        errors = FieldErrors()
        if line.status == LineStatus.EXTINTA:
            errors.add("delegation", "A linha está extinta: não há contrato a transferir.")
        contract = _contract(session, errors, line.id, data)
        day = data.transferred_on
        if day is None:
            errors.add("transferred_on", "Informe a data da anuência expressa do CRE/RR.")
        elif day > office_today(ctx):
            errors.add("transferred_on", "A anuência não pode ter data futura.")
        operator, registered = _interessado(session, errors, data, day)
        errors.add("request", check_required(data.request))
        errors.add("consent", check_required(data.consent))
        transfers = transfers_of(session, line.id)
        holder = None
        if contract is not None and day is not None:
            # Without an interessado, its field already asks for one: the rest is still told.
            holder = holder_on(contract, transfers, day)
            facts = TransferFacts(
                contract.starts_on, contract.last_day, day, registered, data.edital_met
            )
            _check_holder(errors, contract, transfers, holder, operator and operator.id, facts)
        errors.raise_if_any()
        assert contract is not None and operator is not None and holder is not None
        assert day is not None  # refused above when missing
        previous = session.get(Operator, holder)
        assert previous is not None  # holder is a foreign key
        transfer = ConcessionTransfer(
            id=uuid.uuid4(),
            delegation_id=contract.id,
            line_id=line.id,
            from_operator_id=holder,
            to_operator_id=operator.id,
            transferred_on=day,
            request=data.request.strip(),
            consent=data.consent.strip(),
            edital_met=data.edital_met,
            articles=f"{ARTICLE}, I a III",
            created_by_id=ctx.actor.user_id,
            created_at=ctx.clock(),
        )
        insert_audited(session, ctx, transfer, "create")
        add_act(
            session,
            ctx,
            line,
            "transferencia",
            day,
            transfer.consent,
            transfer.articles,
            f"Contrato de concessão nº {contract.number} transferido de {previous.legal_name} a "
            f"{operator.legal_name}, a requerimento conjunto ({transfer.request}); requisitos "
            "do edital satisfeitos.",
            delegation_id=contract.id,
        )
        if line.operator_id == holder:
            before = snapshot(line)
            line.operator_id = operator.id
            line.updated_at = ctx.clock()
            session.flush()
            record_audit(session, ctx.actor, "line", line.id, "transfer", before, snapshot(line))
        return line_detail(session, ctx, line)
