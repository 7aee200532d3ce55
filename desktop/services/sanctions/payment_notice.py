"""The notificação para pagamento of a process, printed through `issuing` with its number, QR
and verification code.

A fine becomes payable when the decision that keeps it is notified: the first-instance
decision (Res. AGR 105/2017, art. 89: "notificado para pagamento da multa ou interposição de
recurso"), the Council's decision on the appeal or in its mandatory review (arts. 90 and 92)
or on revision (art. 96 §4); in RR within 10 days (Lei 664/2008, art. 89 sole §). The ciência
of that notification creates the debts with the due date the rules engine counted
(`process_notifications.notify`); this document lists what is still to pay on them
(`payment_notice_records.payment_data`).
"""

import uuid
from pathlib import Path

from desktop.documents.kind import PAYMENT_NOTICE_KIND
from desktop.rules.money import format_brl
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued, issue_document
from desktop.services.office.permissions import Permission, require
from desktop.services.sanctions.notice_records import notice_subject
from desktop.services.sanctions.payment_notice_records import payment_data
from desktop.services.sanctions.process_events import add_event
from desktop.services.sanctions.process_records import load_process


def print_payment_notice(
    ctx: ServiceContext, process_id: uuid.UUID, key_dir: Path | None = None
) -> Issued:
    """Issues the notificação para pagamento of the fines still due in the process: each
    with its infraction, articles, amount and due date, the count of the term from the
    ciência, how to pay, and whether the appeal term is still running (art. 91 §1)."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    today = office_today(ctx)
    with ctx.database.write() as session:
        process = load_process(session, process_id)
        data, notice = payment_data(session, ctx, process, today)
        issued = issue_document(
            ctx,
            session,
            PAYMENT_NOTICE_KIND,
            data,
            subject_ref=notice_subject(notice.id),
            key_dir=key_dir,
        )
        add_event(
            session,
            ctx,
            process.id,
            "notificacao_pagamento",
            today,
            f"Notificação para pagamento nº {issued.number} emitida: {format_brl(data.total)}, "
            f"vencimento em {data.due_on:%d/%m/%Y}.",
            "Res. AGR 105/2017, arts. 83 e 89"
            if ctx.office.jurisdiction == "GO"
            else "Lei RR 664/2008, art. 89, parágrafo único",
            issued.number,
        )
        return issued
