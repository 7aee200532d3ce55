"""PDFs of the registration process: protocol receipt, pendency notice and CRC.

Each is issued through `desktop.services.documents.issuing` when the act happens, in the same
transaction: rendered, QR-signed and file-signed with the office key (read from `key_dir`,
default the user's data folder), and entered in the register of issued documents with its
number, so a reprint (`issuing.reprint`) gives back exactly the same bytes and
`balcao verify` recognises it. The subject of each is the operator (`subject_of`).
"""

import uuid
from pathlib import Path

from sqlalchemy.orm import Session

from desktop.documents.data import (
    CrcData,
    OperatorIdentity,
    PendencyNoticeData,
    ProtocolReceiptData,
)
from desktop.models.operators import Crc, Operator, RegistrationApplication
from desktop.rules.choices import registration_label
from desktop.rules.public_institutions import vinculada_only
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued, issue_document
from desktop.services.documents.issuing_records import issued_documents_of
from desktop.services.registration.applications_records import act_text
from desktop.services.registration.checklist import asked_articles
from desktop.services.registration.operators_records import full_address, split_codes
from desktop.services.validation import format_cnpj

PROTOCOL_RECEIPT = "protocolo"
PENDENCY_NOTICE = "pendencia"
CRC = "crc"

# The company asks to be registered: Res. AGR 105/2017's autorizatária; Lei RR 664/2008's
# delegatária (art. 2º, parágrafo único: registered with the state body to run the services
# of art. 2º, fretamento (IV) only one of them).
REQUESTS = {
    "GO": "Registro cadastral de autorizatária do serviço de fretamento",
    "RR": "Registro cadastral de delegatária dos serviços do art. 2º da Lei 664/2008",
}
# Res. AGR 105/2017, art. 56, I: the empresa or instituição asks for the característica
# vinculada, outside the fretamento (art. 2º).
VINCULADA_REQUEST = "Registro de empresa ou instituição do transporte de característica vinculada"


def _vinculada_only(ctx: ServiceContext, codes: str) -> bool:
    """Goiás, the característica vinculada asked or certified alone: Chapter V's documents
    (art. 56), no fretamento."""
    return ctx.office.jurisdiction == "GO" and vinculada_only(split_codes(codes))


def _identity(operator: Operator) -> OperatorIdentity:
    return OperatorIdentity(
        operator.legal_name, operator.trade_name, format_cnpj(operator.cnpj), full_address(operator)
    )


def _modality_labels(jurisdiction: str, codes: str) -> tuple[str, ...]:
    return tuple(registration_label(jurisdiction, code) for code in split_codes(codes))


def subject_of(operator_id: uuid.UUID) -> str:
    return f"operator:{operator_id}"


def print_protocol(
    session: Session,
    ctx: ServiceContext,
    operator: Operator,
    application: RegistrationApplication,
    received: tuple[str, ...],
    key_dir: Path | None = None,
) -> Issued:
    data = ProtocolReceiptData(
        operator=_identity(operator),
        process_number=application.protocol_number,
        protocol_date=application.protocol_date,
        request=VINCULADA_REQUEST
        if _vinculada_only(ctx, application.modalities)
        else REQUESTS[ctx.office.jurisdiction],
        modalities=_modality_labels(ctx.office.jurisdiction, application.modalities),
        documents_received=received,
        analysis_due=application.analysis_due,
        received_by=ctx.actor.display_name,
        vinculada_only=_vinculada_only(ctx, application.modalities),
        asked_articles=asked_articles(
            ctx.office.jurisdiction, operator.kind, split_codes(application.modalities)
        ),
    )
    return issue_document(
        ctx,
        session,
        PROTOCOL_RECEIPT,
        data,
        application.protocol_number,
        subject_of(operator.id),
        key_dir,
    )


def print_pendency_notice(
    session: Session,
    ctx: ServiceContext,
    operator: Operator,
    application: RegistrationApplication,
    items: tuple[str, ...],
    key_dir: Path | None = None,
) -> Issued:
    assert application.pendency_notified_on is not None  # dated by the notice that prints this
    data = PendencyNoticeData(
        operator=_identity(operator),
        process_number=application.protocol_number,
        protocol_date=application.protocol_date,
        notice_date=application.pendency_notified_on,
        missing_items=items,
        deadline=application.pendency_due,
        issued_by=ctx.actor.display_name,
        asked_articles=asked_articles(
            ctx.office.jurisdiction, operator.kind, split_codes(application.modalities)
        ),
    )
    return issue_document(
        ctx,
        session,
        PENDENCY_NOTICE,
        data,
        application.pendency_number,
        subject_of(operator.id),
        key_dir,
    )


def print_crc(
    session: Session,
    ctx: ServiceContext,
    operator: Operator,
    application: RegistrationApplication,
    crc: Crc,
    key_dir: Path | None = None,
    number: str = "",
    replaces: str = "",
) -> Issued:
    """The CRC as issued; a reissue (`crc_reissue`) under its own `number`, saying what it
    `replaces`."""
    data = CrcData(
        operator=OperatorIdentity(
            crc.legal_name, crc.trade_name, format_cnpj(crc.cnpj), crc.address
        ),
        process_number=crc.process_number,
        issue_date=crc.issued_on,
        valid_until=crc.valid_until,
        renewal_from=crc.renewal_opens,
        modalities=_modality_labels(ctx.office.jurisdiction, crc.modalities),
        issued_by=ctx.actor.display_name,
        vinculada_only=_vinculada_only(ctx, crc.modalities),
        registration_act=act_text(application),
        replaces=replaces,
    )
    return issue_document(
        ctx, session, CRC, data, number or crc.number, subject_of(operator.id), key_dir
    )


def printouts_of(ctx: ServiceContext, operator_id: uuid.UUID) -> list[Issued]:
    """Every document issued to the operator, oldest first (reprint with issuing.reprint)."""
    return issued_documents_of(ctx, subject_of(operator_id))
