"""Caducity declared (Res. AGR 105/2017, art. 70): the CRC is cancelled (cassado, §2) and the
company and its partners or cooperados may not apply again for up to 2 years from the
publication in the Diário Oficial (§§3-4). The bar is recorded by the operators' registration
service (`record_caducity_bar`), which checks the 2-year limit with the rules engine."""

import uuid
from dataclasses import dataclass
from datetime import date

from desktop.services.context import ServiceContext
from desktop.services.errors import ValidationError
from desktop.services.jurisdiction import require_provided
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.bars import record_caducity_bar
from desktop.services.registration.bars_records import BarRow
from desktop.services.registration.crc import cancel_crc_in_force
from desktop.services.registration.operators_records import load_operator
from desktop.services.sanctions.payments import latest_decision
from desktop.services.sanctions.process_events import add_event
from desktop.services.sanctions.process_records import caducity_applied, load_process


@dataclass(frozen=True)
class CaducityOutcome:
    published_on: date
    bars: tuple[BarRow, ...]
    articles: tuple[str, ...]
    cancelled_crc_id: uuid.UUID | None = None


def declare_caducity(
    ctx: ServiceContext, process_id: uuid.UUID, published_on: date | None, until: date | None = None
) -> CaducityOutcome:
    """After the decision applying caducidade is published: bars the company and partners
    (art. 70 §§3-4) and cancels the CRC in force (§2), recording both in the process."""
    require(ctx, Permission.PROCESS_JUDGE)
    require_provided(ctx, "caducidade", "process")
    with ctx.database.read() as session:
        process = load_process(session, process_id)
        decision = latest_decision(session, process.id)
        applied = caducity_applied(session, process)
        operator_id = process.operator_id
        process_number = process.number
    if not applied or operator_id is None:
        raise ValidationError(
            {
                "process": "A decisão em vigor neste processo não aplica a "
                "caducidade a uma autorizatária registrada (Res. AGR 105/2017, art. 70)."
            }
        )
    if published_on is None or (decision and published_on < decision.decided_on):
        raise ValidationError(
            {
                "published_on": "Informe a data de publicação do ato no Diário "
                "Oficial, não anterior à decisão (Res. AGR 105/2017, art. 70, § 3º)."
            }
        )
    bars = record_caducity_bar(ctx, operator_id, published_on, until, process_id)
    articles = (
        "Res. AGR 105/2017, art. 70 §2",
        "Res. AGR 105/2017, art. 70 §3",
        "Res. AGR 105/2017, art. 70 §4",
    )
    with ctx.database.write() as session:
        cancellation = cancel_crc_in_force(
            session,
            ctx,
            load_operator(session, operator_id),
            published_on,
            # The date and the process are the cancellation's own: every text that shows it
            # names them once ("cassado em … no processo …").
            "Caducidade declarada e publicada no Diário Oficial.",
            articles[0],
            process_id,
            process_number,
        )
        add_event(
            session,
            ctx,
            process_id,
            "caducidade",
            published_on,
            "Caducidade publicada no Diário Oficial: certificado de registro cadastral "
            f"cassado; empresa e {len(bars) - 1} sócio(s) impedidos até "
            f"{bars[0].until:%d/%m/%Y}.",
            "; ".join(articles),
        )
    return CaducityOutcome(
        published_on, tuple(bars), articles, cancellation.crc_id if cancellation else None
    )
