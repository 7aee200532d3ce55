"""PDFs of the registration process: protocol receipt, pendency notice and CRC.

Each is rendered, QR-signed and file-signed by `desktop.documents.render` with the office key
when the act happens, and entered in the register of issued documents (never changed nor
deleted) with its number, verification code and bytes, so reprinting gives back exactly the
same file and `balcao verify` recognises it. The office key is read from `key_dir`
(default: the user's data folder, where the office setup created it).
"""

import hashlib
import uuid
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.data import (
    CrcData,
    OfficeLetterhead,
    OperatorIdentity,
    PendencyNoticeData,
    ProtocolReceiptData,
)
from desktop.documents.keys import load_office_signer
from desktop.documents.render import render_document
from desktop.models.documents import IssuedDocument
from desktop.models.operators import Crc, Operator, RegistrationApplication
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.office import default_key_dir
from desktop.services.operators import full_address, split_codes
from desktop.services.permissions import Permission, require
from desktop.services.registration_checklist import MODALITIES
from desktop.services.validation import format_cnpj

PROTOCOL_RECEIPT = "protocolo"
PENDENCY_NOTICE = "pendencia"
CRC = "crc"
KIND_LABELS = {
    PROTOCOL_RECEIPT: "Comprovante de protocolo",
    PENDENCY_NOTICE: "Notificação de pendência",
    CRC: "Certificado de Registro Cadastral",
}


@dataclass(frozen=True)
class Printout:
    id: uuid.UUID
    kind: str
    kind_label: str
    number: str
    verification_code: str
    pdf: bytes

    @property
    def file_name(self) -> str:
        return f"{self.kind}-{self.number}.pdf"


def _letterhead(ctx: ServiceContext) -> OfficeLetterhead:
    office = ctx.office
    return OfficeLetterhead(
        office.name, office.code, office.jurisdiction, office.address.one_line()
    )


def _identity(operator: Operator) -> OperatorIdentity:
    return OperatorIdentity(
        operator.legal_name, operator.trade_name, format_cnpj(operator.cnpj), full_address(operator)
    )


def _modality_labels(codes: str) -> tuple[str, ...]:
    return tuple(MODALITIES[code] for code in split_codes(codes))


def subject_of(operator: Operator) -> str:
    return f"operator:{operator.id}"


def _store(
    session: Session,
    ctx: ServiceContext,
    kind: str,
    number: str,
    data,
    operator: Operator,
    key_dir: Path | None,
) -> Printout:
    """Renders and signs the document and enters it in the register of issued documents."""
    signer = load_office_signer(key_dir or default_key_dir())
    rendered = render_document(kind, data, _letterhead(ctx), number, signer)
    row = IssuedDocument(
        id=uuid.uuid4(),
        kind=kind,
        number=number,
        office_code=ctx.office.code,
        issue_date=data.issue_date,
        verification_code=rendered.verification_code,
        key_id=signer.key_id,
        payload=rendered.payload.text(),
        sha256=hashlib.sha256(rendered.pdf).hexdigest(),
        pdf=rendered.pdf,
        subject_ref=subject_of(operator),
        created_by_id=ctx.actor.user_id,
        created_at=ctx.clock(),
    )
    session.add(row)
    session.flush()
    return _printout(row)


def _printout(row: IssuedDocument) -> Printout:
    return Printout(
        row.id, row.kind, KIND_LABELS[row.kind], row.number, row.verification_code, row.pdf
    )


def print_protocol(
    session: Session,
    ctx: ServiceContext,
    operator: Operator,
    application: RegistrationApplication,
    received: tuple[str, ...],
    key_dir: Path | None = None,
) -> Printout:
    data = ProtocolReceiptData(
        operator=_identity(operator),
        process_number=application.protocol_number,
        protocol_date=application.protocol_date,
        request="Registro cadastral de autorizatária do serviço de fretamento",
        modalities=_modality_labels(application.modalities),
        documents_received=received,
        analysis_due=application.analysis_due or application.protocol_date,
        received_by=ctx.actor.display_name,
    )
    return _store(
        session,
        ctx,
        PROTOCOL_RECEIPT,
        application.protocol_number,
        data,
        operator,
        key_dir,
    )


def print_pendency_notice(
    session: Session,
    ctx: ServiceContext,
    operator: Operator,
    application: RegistrationApplication,
    items: tuple[str, ...],
    key_dir: Path | None = None,
) -> Printout:
    data = PendencyNoticeData(
        operator=_identity(operator),
        process_number=application.protocol_number,
        protocol_date=application.protocol_date,
        notice_date=application.pendency_notified_on,
        missing_items=items,
        deadline=application.pendency_due or application.pendency_notified_on,
        issued_by=ctx.actor.display_name,
    )
    return _store(
        session,
        ctx,
        PENDENCY_NOTICE,
        application.pendency_number,
        data,
        operator,
        key_dir,
    )


def print_crc(
    session: Session,
    ctx: ServiceContext,
    operator: Operator,
    application: RegistrationApplication,
    crc: Crc,
    key_dir: Path | None = None,
) -> Printout:
    data = CrcData(
        operator=OperatorIdentity(
            crc.legal_name, crc.trade_name, format_cnpj(crc.cnpj), crc.address
        ),
        process_number=crc.process_number,
        issue_date=crc.issued_on,
        valid_until=crc.valid_until,
        renewal_from=crc.renewal_opens,
        modalities=_modality_labels(crc.modalities),
        issued_by=ctx.actor.display_name,
    )
    return _store(session, ctx, CRC, crc.number, data, operator, key_dir)


def reprint(ctx: ServiceContext, kind: str, number: str) -> Printout:
    """The stored PDF of an issued document, byte for byte as first issued. Numbers run per
    kind (a protocol and a CRC may share GYN-2026-000001), so the kind is part of the key."""
    require(ctx, Permission.DOCUMENT_PRINT)
    with ctx.database.read() as session:
        row = session.scalar(
            select(IssuedDocument).where(
                IssuedDocument.kind == kind, IssuedDocument.number == number
            )
        )
        if row is None:
            raise NotFound(f"{KIND_LABELS.get(kind, 'Documento')} {number} não encontrado.")
        return _printout(row)


def printouts_of(ctx: ServiceContext, operator_id: uuid.UUID) -> list[Printout]:
    """Every document issued to the operator, oldest first."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        rows = session.scalars(
            select(IssuedDocument)
            .where(IssuedDocument.subject_ref == f"operator:{operator_id}")
            .order_by(IssuedDocument.created_at)
        )
        return [_printout(row) for row in rows]
