"""The summary cancellation of the registration (Res. AGR 105/2017, art. 9º, §4º: "A empresa
que deixar de atender por exigência legal, os requisitos para o registro no cadastro [...]
terá o seu registro sumariamente cancelado pela AGR").

The act is the CRC cancellation the caducity uses (`cancel_crc_in_force`, art. 70 §2) with
this article, the reasons and the act's date and no sanction process: an insert-only record
pointing at the certificate, which stays as issued; the operator's status becomes
`cancelada`. From then the registration is not in force: a new vehicle, a licence, a
communication or a second cancellation are refused citing art. 9º, §4º (a new application is
not barred: the article sets no bar). Goiás only.
"""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import SQLColumnExpression, select
from sqlalchemy.orm import Session

from desktop.models.operators import Crc, CrcCancellation, CrcRestoration
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict
from desktop.services.jurisdiction import require_provided
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.applications import check_day
from desktop.services.registration.crc import cancel_crc_in_force
from desktop.services.registration.crc_records import CrcDetail, crc_detail, current_crc_row
from desktop.services.registration.operators_records import load_operator
from desktop.services.validation import FieldErrors

ARTICLE = "Res. AGR 105/2017, art. 9º, §4º"
REASONS_LIMIT = 4000


@dataclass(frozen=True)
class SummaryCancellation:
    crc_number: str
    cancelled_on: date
    reasons: str

    def refusal(self) -> str:
        """The words every further act on the cancelled registration is refused with."""
        return (
            f"Registro cadastral cancelado sumariamente pela AGR em "
            f"{self.cancelled_on:%d/%m/%Y} (CRC {self.crc_number}, {ARTICLE})."
        )


def standing_summary_cancellation(crc_id: uuid.UUID | SQLColumnExpression[uuid.UUID]) -> tuple:
    """The criteria of a summary cancellation of the CRC `crc_id` (an id, or the column of
    an outer query) that no restoration points at."""
    return (
        CrcCancellation.crc_id == crc_id,
        CrcCancellation.article == ARTICLE,
        ~select(CrcRestoration.id)
        .where(CrcRestoration.cancellation_id == CrcCancellation.id)
        .exists(),
    )


def summary_cancellation_of(session: Session, operator_id: uuid.UUID) -> SummaryCancellation | None:
    """The summary cancellation standing on the operator's latest CRC, if any: none when a
    newer CRC was issued since or a restoration points at it."""
    latest = session.scalar(
        select(Crc).where(Crc.operator_id == operator_id).order_by(Crc.issued_on.desc()).limit(1)
    )
    if latest is None:
        return None
    cancellation = session.scalar(
        select(CrcCancellation).where(*standing_summary_cancellation(latest.id))
    )
    if cancellation is None:
        return None
    return SummaryCancellation(latest.number, cancellation.cancelled_on, cancellation.reason)


def refuse_if_cancelled(session: Session, operator_id: uuid.UUID) -> None:
    cancelled = summary_cancellation_of(session, operator_id)
    if cancelled is not None:
        raise Conflict(cancelled.refusal())


def cancel_registration_summarily(
    ctx: ServiceContext, operator_id: uuid.UUID, cancelled_on: date | None, reasons: str
) -> CrcDetail:
    """Records the act cancelling the registration in force; refused, writing nothing, with
    no CRC in force, a registration already cancelled, a bad date or no reasons."""
    require(ctx, Permission.REGISTRATION_DECIDE)
    require_provided(ctx, "cancelamento_sumario")
    today = office_today(ctx)
    with ctx.database.write() as session:
        operator = load_operator(session, operator_id)
        refuse_if_cancelled(session, operator.id)
        crc = current_crc_row(session, operator.id)
        if crc is None or not crc_detail(crc).is_valid_on(today):
            raise Conflict(
                f"{operator.legal_name} não tem certificado de registro cadastral em vigor a "
                f"cancelar ({ARTICLE})."
            )
        errors = FieldErrors()
        check_day(errors, "cancelled_on", cancelled_on, crc.issued_on, today, "do ato")
        reasons = (reasons or "").strip()
        if not reasons:
            errors.add(
                "reasons",
                f"Informe os requisitos legais que a empresa deixou de atender ({ARTICLE}).",
            )
        elif len(reasons) > REASONS_LIMIT:
            errors.add("reasons", f"Informe os motivos em até {REASONS_LIMIT} caracteres.")
        errors.raise_if_any()
        assert cancelled_on is not None  # check_day refused None
        cancellation = cancel_crc_in_force(
            session, ctx, operator, cancelled_on, reasons, ARTICLE, None, "", status="cancelada"
        )
        assert cancellation is not None  # the CRC is in force on the act's day
        return crc_detail(crc, cancellation)
