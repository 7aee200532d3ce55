"""Changes of the company's standing communicated to the AGR (Res. AGR 105/2017, art. 9º,
§2º: "A autorizatária é obrigada a comunicar, no prazo de 10 (dez) dias, sob pena de cassação
de seu certificado de registro cadastral, a superveniência de fato que altere sua
regularidade jurídico-fiscal e/ou técnico-operacional").

Each communication is recorded once (insert-only) with the day of the fact, the day it was
communicated, what changed and the document presented; the term's last day is counted by the
rules engine (`standing_change_due`) and a communication after it is flagged late, listed on
the home page for the office to weigh the cassação. Goiás only: Lei RR 664/2008 sets no such
duty.
"""

import uuid
from datetime import date

from desktop.models.operators import StandingChange
from desktop.rules.deadlines import communicated_late, standing_change_due
from desktop.services.calendar import office_calendar, office_today
from desktop.services.context import ServiceContext
from desktop.services.jurisdiction import require_provided
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.applications import check_day
from desktop.services.registration.operators_records import load_operator
from desktop.services.registration.standing_records import StandingChangeRow, standing_change_row
from desktop.services.registration.summary_cancellation import refuse_if_cancelled
from desktop.services.validation import FieldErrors

ARTICLE = "Res. AGR 105/2017, art. 9º, §2º"
WHAT_LIMIT = 2000
DOCUMENT_LIMIT = 200


def record_standing_change(
    ctx: ServiceContext,
    operator_id: uuid.UUID,
    changed_on: date | None,
    communicated_on: date | None,
    what: str,
    document: str,
) -> StandingChangeRow:
    """Records the communication of a change of standing; late when after the 10 days."""
    require(ctx, Permission.OPERATOR_EDIT)
    require_provided(ctx, "comunicacao_alteracao")
    today = office_today(ctx)
    with ctx.database.write() as session:
        operator = load_operator(session, operator_id)
        refuse_if_cancelled(session, operator.id)
        errors = FieldErrors()
        check_day(errors, "changed_on", changed_on, date.min, today, "da alteração")
        check_day(
            errors,
            "communicated_on",
            communicated_on,
            changed_on or date.min,
            today,
            "da comunicação",
        )
        what = (what or "").strip()
        document = (document or "").strip()
        if not what:
            errors.add("what", f"Informe o fato que alterou a regularidade da empresa ({ARTICLE}).")
        elif len(what) > WHAT_LIMIT:
            errors.add("what", f"Descreva a alteração em até {WHAT_LIMIT} caracteres.")
        if not document:
            errors.add("document", f"Informe o documento que comprova a alteração ({ARTICLE}).")
        elif len(document) > DOCUMENT_LIMIT:
            errors.add("document", f"Informe o documento em até {DOCUMENT_LIMIT} caracteres.")
        errors.raise_if_any()
        assert changed_on is not None and communicated_on is not None  # check_day refused None
        term = standing_change_due(office_calendar(ctx), changed_on)
        change = StandingChange(
            id=uuid.uuid4(),
            operator_id=operator.id,
            changed_on=changed_on,
            communicated_on=communicated_on,
            due=term.due,
            late=communicated_late(term, communicated_on),
            what=what,
            document=document,
            created_by_id=ctx.actor.user_id,
            created_at=ctx.clock(),
        )
        insert_audited(
            session, ctx, change, "record", entity="standing_change", at=change.created_at
        )
        return standing_change_row(change, operator)
