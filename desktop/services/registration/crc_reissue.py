"""The Goiás CRC issued again with the DOE publication of its resolution's extract as it
stands (Res. AGR 105/2017, art. 12), once the publication was recorded or corrected after the
CRC was printed: same certificate, same registration and same validity dates (art. 13: the
publication does not change the term), a new document in the register numbered after it
(`-C1`, `-C2`, …). Nothing is rewritten: the earlier document stays as printed, and
verifying it says the later one replaced it and why (`standing`)."""

import json
import uuid
from dataclasses import dataclass
from pathlib import Path

from desktop.documents.kind import CRC_KIND
from desktop.rules.dates import br_date
from desktop.rules.registration_act import REGISTRATION_ACT, reissue_reason
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued
from desktop.services.documents.standing import crc_documents
from desktop.services.documents.statewide_status import restate
from desktop.services.errors import Conflict
from desktop.services.office.audit import record_audit
from desktop.services.registration.applications_records import (
    ApplicationDetail,
    act_text,
    application_detail,
    load_application,
)
from desktop.services.registration.crc_records import reissue_due
from desktop.services.registration.operators_records import load_operator
from desktop.services.registration.printouts import print_crc
from desktop.services.registration.publication import require_registration_act


@dataclass(frozen=True)
class CrcReissue:
    application: ApplicationDetail
    printout: Issued


def reissue_crc(
    ctx: ServiceContext, application_id: uuid.UUID, key_dir: Path | None = None
) -> CrcReissue:
    """Issues the application's CRC again with the DOE publication as it stands: refused
    while the latest CRC printed already shows it, or when the CRC is no longer in force
    (renewed, cancelled or past its validity)."""
    require_registration_act(ctx)
    today = office_today(ctx)
    with ctx.database.write() as session:
        application = load_application(session, application_id)
        crc = reissue_due(session, application, today)
        if crc is None:
            raise Conflict(
                f"O pedido {application.protocol_number} não tem CRC em vigor a emitir de novo, "
                "ou o último impresso já traz a publicação do extrato como está "
                f"({REGISTRATION_ACT})."
            )
        documents = crc_documents(session, crc.number)
        previous = documents[-1]
        reason = reissue_reason(json.loads(previous.data_json).get("registration_act", ""))
        printout = print_crc(
            session,
            ctx,
            load_operator(session, crc.operator_id),
            application,
            crc,
            key_dir,
            number=f"{crc.number}-C{len(documents)}",
            replaces=(
                f"Emitido em {br_date(today)} em substituição ao CRC nº {previous.number}, "
                f"porque {reason}; mesmo registro e mesma validade (Res. AGR 105/2017, "
                "art. 13)."
            ),
        )
        now = ctx.clock()
        record_audit(
            session,
            ctx.actor,
            "crc",
            crc.id,
            "reissue",
            {"number": previous.number},
            {"number": printout.number, "registration_act": act_text(application)},
            at=now,
        )
        restate(session, now, numbers=[row.number for row in documents], kind=CRC_KIND)
        return CrcReissue(application_detail(application), printout)
