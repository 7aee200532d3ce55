"""Verifying documents (file, QR text, photo or scan of the QR code, verification code) and
managing the trusted keys.

The keyring is this office's key plus the public keys imported from other offices, so a
document issued anywhere in the state verifies here.
"""

import hashlib
import uuid
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from sqlalchemy import select

from desktop.documents.keys import key_id_for, load_public_key, public_key_pem
from desktop.documents.payload import PREFIX, SEPARATOR, PayloadError, normalize_code
from desktop.documents.verify import UNKNOWN, VALID, Verdict, verify_payload, verify_pdf
from desktop.models.database import Database
from desktop.models.documents import IssuedDocument, TrustedKey
from desktop.models.office import Office
from desktop.services.context import ServiceContext
from desktop.services.documents.keys import keyring
from desktop.services.errors import Conflict, NotFound, ValidationError
from desktop.services.office.audit import record_audit
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class TrustedKeyInfo:
    office_code: str
    key_id: str
    imported_at: datetime


def _with_register(database: Database, verdict: Verdict, sha256: str | None) -> Verdict:
    """Adds what the register knows about a valid document issued by this office."""
    if verdict.status != VALID:
        return verdict
    number = verdict.fields.get("Número")
    with database.read() as session:
        row = session.scalar(
            select(IssuedDocument).where(
                IssuedDocument.number == number,
                IssuedDocument.verification_code == verdict.fields.get("Código de verificação"),
            )
        )
    if row is None:
        return verdict
    fields = dict(verdict.fields)
    fields["Registro"] = f"emitido neste escritório em {row.created_at:%d/%m/%Y %H:%M} UTC"
    if sha256 is not None:
        fields["Arquivo"] = (
            "idêntico ao arquivo emitido" if sha256 == row.sha256 else "cópia assinada"
        )
    return replace(verdict, fields=fields)


def verify_bytes(database: Database, pdf: bytes) -> Verdict:
    """Verifies PDF bytes (a file opened or received by the UI)."""
    with database.read() as session:
        ring = keyring(session)
    verdict = verify_pdf(pdf, ring)
    return _with_register(database, verdict, hashlib.sha256(pdf).hexdigest())


def verify_file(database: Database, path: Path | str) -> Verdict:
    """Verifies a PDF file: its own signature, then its signed payload."""
    return verify_bytes(database, Path(path).read_bytes())


def verify_text(database: Database, qr_text: str) -> Verdict:
    """Verifies the text read from a document's QR code (offline, with the keyring)."""
    with database.read() as session:
        ring = keyring(session)
    return _with_register(database, verify_payload(qr_text, ring), None)


def verify_qr_image(database: Database, path: Path | str | bytes) -> Verdict:
    """Verifies the QR code in an image file (a phone photo or a scan of the paper copy),
    or in the image's bytes. Pillow and zxing-cpp load with the first image read, not at
    start (issue 18)."""
    from desktop.documents.qr_image import QrImageError, read_qr_payloads

    try:
        texts = read_qr_payloads(path)
    except QrImageError as error:
        return Verdict(UNKNOWN, str(error))
    balcao = [text for text in texts if text.startswith(PREFIX + SEPARATOR)]
    if len(balcao) > 1:
        return Verdict(
            UNKNOWN,
            f"A imagem tem {len(balcao)} QR codes de documentos do Balcão; abra uma imagem "
            "com o QR code de um só documento.",
        )
    return verify_text(database, balcao[0] if balcao else texts[0])


def verify_code(database: Database, code: str) -> Verdict:
    """Looks a short verification code up in this office's register of issued documents."""
    try:
        normalized = normalize_code(code)
    except PayloadError as error:
        return Verdict(UNKNOWN, str(error))
    with database.read() as session:
        row = session.scalar(
            select(IssuedDocument).where(IssuedDocument.verification_code == normalized)
        )
        ring = keyring(session)
    if row is None:
        return Verdict(
            UNKNOWN,
            f"Nenhum documento com o código {normalized} foi emitido neste escritório. "
            "Documentos de outros escritórios são verificados pelo arquivo ou pelo QR code.",
        )
    return _with_register(database, verify_payload(row.payload, ring), None)


def import_public_key(ctx: ServiceContext, office_code: str, pem: bytes) -> TrustedKeyInfo:
    """Trusts another office's public key, so documents it issues verify here."""
    require(ctx, Permission.KEYS_MANAGE)
    office_code = office_code.strip().upper()
    if not office_code.isalpha() or not 2 <= len(office_code) <= 5:
        raise ValidationError({"office_code": "O código do escritório tem de 2 a 5 letras."})
    try:
        key_id = key_id_for(load_public_key(pem))
    except ValueError as error:
        raise ValidationError({"pem": str(error)}) from error
    if key_id == ctx.office.key_id:
        raise Conflict("Esta é a chave do próprio escritório; ela já é confiável.")
    now = ctx.clock()
    with ctx.database.write() as session:
        if session.scalar(select(TrustedKey.id).where(TrustedKey.key_id == key_id)):
            raise Conflict(f"A chave {key_id} já foi importada.")
        row = TrustedKey(
            id=uuid.uuid4(),
            office_code=office_code,
            key_id=key_id,
            public_key_pem=pem,
            created_at=now,
            created_by_id=ctx.actor.user_id,
        )
        session.add(row)
        session.flush()
        record_audit(
            session,
            ctx.actor,
            "trusted_key",
            row.id,
            "import",
            None,
            {"office_code": office_code, "key_id": key_id},
            now,
        )
    return TrustedKeyInfo(office_code, key_id, now)


def export_public_key(ctx: ServiceContext) -> bytes:
    """This office's public key (PEM), to be imported by the other offices."""
    require(ctx, Permission.DOCUMENT_VERIFY)
    with ctx.database.read() as session:
        pem = session.scalar(select(Office.public_key_pem))
    if pem is None:
        raise NotFound("O escritório ainda não foi configurado.")
    return public_key_pem(load_public_key(pem))


def trusted_keys(ctx: ServiceContext) -> list[TrustedKeyInfo]:
    """The imported keys, by office code."""
    require(ctx, Permission.DOCUMENT_VERIFY)
    with ctx.database.read() as session:
        rows = session.scalars(select(TrustedKey).order_by(TrustedKey.office_code)).all()
    return [TrustedKeyInfo(row.office_code, row.key_id, row.created_at) for row in rows]
