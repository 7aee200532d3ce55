"""The office's ICP-Brasil A1 certificate as services use it (issue 16 §1): configured once
with its password, it signs every PDF the office issues from then on, and verification says
who signed. Its public key joins the keyring bound to this office, like the office key, so
a document it signed verifies here and a certificate of another office can't sign as this
one.
"""

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.icp import A1Certificate, A1Error, load_a1, read_a1, store_a1
from desktop.documents.keys import OfficeKeyError, public_key_pem
from desktop.models.documents import TrustedKey
from desktop.models.office import Office
from desktop.models.state_keys import StatewideKey
from desktop.services.context import ServiceContext
from desktop.services.errors import ServiceError, ValidationError
from desktop.services.office.audit import record_audit
from desktop.services.office.permissions import Permission, require
from desktop.services.office.setup import default_key_dir

# Where the office key is renewed and the ICP-Brasil certificate configured.
KEYS_TAB = "Administração › Chaves de assinatura"


@dataclass(frozen=True)
class A1Info:
    holder_name: str
    issuer_name: str
    valid_until: datetime
    key_id: str


def _info(a1: A1Certificate) -> A1Info:
    return A1Info(a1.holder_name, a1.issuer_name, a1.valid_until, a1.key_id)


def configure_a1(
    ctx: ServiceContext, p12: bytes, password: str, key_dir: Path | None = None
) -> A1Info:
    """Reads the PKCS#12 file with its password and makes it the office's PDF signer.
    Nothing is stored when the file, the password or the certificate is wrong."""
    require(ctx, Permission.KEYS_MANAGE)
    now = ctx.clock()
    try:
        a1 = read_a1(p12, password, now)
    except A1Error as error:
        raise ValidationError({"password": str(error)}) from error
    with ctx.database.write() as session:
        office = session.scalar(select(Office))
        assert office is not None  # the office row written at setup
        bound = session.scalar(select(TrustedKey).where(TrustedKey.key_id == a1.key_id))
        if bound is not None and bound.office_code != office.code:
            raise ValidationError(
                {
                    "password": f"A chave deste certificado já é confiável como do escritório "
                    f"{bound.office_code}."
                }
            )
        if bound is None:
            row = TrustedKey(
                office_code=office.code,
                key_id=a1.key_id,
                public_key_pem=public_key_pem(a1.certificate.public_key()),
                created_at=now,
                created_by_id=ctx.actor.user_id,
            )
            session.add(row)
            # on the statewide trust list too (docs/network.md)
            session.add(
                StatewideKey(key_id=a1.key_id, public_key_pem=row.public_key_pem, published_at=now)
            )
            session.flush()
        record_audit(
            session,
            ctx.actor,
            "office",
            office.id,
            "configure_a1",
            None,
            {
                "holder": a1.holder_name,
                "issuer": a1.issuer_name,
                "valid_until": a1.valid_until.isoformat(),
                "key_id": a1.key_id,
            },
            now,
        )
        store_a1(Path(key_dir or default_key_dir()), a1)
    return _info(a1)


def configured_a1(ctx: ServiceContext, key_dir: Path | None = None) -> A1Info | None:
    require(ctx, Permission.DOCUMENT_VERIFY)
    a1 = _load(key_dir)
    return _info(a1) if a1 else None


def _load(key_dir: Path | None) -> A1Certificate | None:
    try:
        return load_a1(Path(key_dir or default_key_dir()))
    except OfficeKeyError as error:
        raise ServiceError(error.message) from error


def office_a1(
    ctx: ServiceContext, session: Session, key_dir: Path | None = None
) -> A1Certificate | None:
    """The certificate that signs the office's PDFs, or None (the office key signs them).
    Refuses one that expired or whose key is not bound to this office."""
    a1 = _load(key_dir)
    if a1 is None:
        return None
    if ctx.clock() > a1.valid_until:
        raise ServiceError(
            f"O certificado ICP-Brasil de {a1.holder_name} venceu em {a1.valid_until:%d/%m/%Y}. "
            f"Configure o novo certificado em {KEYS_TAB}."
        )
    bound = session.scalar(select(TrustedKey.office_code).where(TrustedKey.key_id == a1.key_id))
    if bound != ctx.office.code:
        raise ServiceError(
            "O certificado ICP-Brasil da pasta de chaves não está registrado para este "
            f"escritório. Configure-o de novo em {KEYS_TAB}."
        )
    return a1
