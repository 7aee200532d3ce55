"""Trusting another office's public keys (Administração > Chaves), so the documents it
issues verify here (docs/keys.md)."""

import re
import uuid

from sqlalchemy import select

from desktop.documents.keys import key_id_for, load_public_key, public_key_pem
from desktop.models.documents import TrustedKey
from desktop.services.context import ServiceContext
from desktop.services.documents.verification import TrustedKeyInfo
from desktop.services.errors import Conflict, ValidationError
from desktop.services.office.audit import record_audit
from desktop.services.office.permissions import Permission, require

PEM_BLOCK = re.compile(rb"-----BEGIN PUBLIC KEY-----.+?-----END PUBLIC KEY-----\s*", re.DOTALL)


def _pem_keys(pem: bytes) -> list[tuple[str, bytes]]:
    """(key id, PEM) of each public key in the file: an export holds the office's current
    key and the earlier ones (renewal, ICP-Brasil certificate)."""
    blocks = PEM_BLOCK.findall(pem) or [pem]
    try:
        return [
            (key_id_for(load_public_key(block)), public_key_pem(load_public_key(block)))
            for block in blocks
        ]
    except ValueError as error:
        raise ValidationError({"pem": str(error)}) from error


def import_public_key(ctx: ServiceContext, office_code: str, pem: bytes) -> TrustedKeyInfo:
    """Trusts another office's public keys, each bound to `office_code`, so documents it
    issues verify here; returns the first key newly trusted."""
    require(ctx, Permission.KEYS_MANAGE)
    office_code = office_code.strip().upper()
    if not office_code.isalpha() or not 2 <= len(office_code) <= 5:
        raise ValidationError({"office_code": "O código do escritório tem de 2 a 5 letras."})
    keys = _pem_keys(pem)
    if any(key_id == ctx.office.key_id for key_id, _ in keys):
        raise Conflict("Esta é a chave do próprio escritório; ela já é confiável.")
    if office_code == ctx.office.code:
        # The key is bound to the office it is imported for (issue 16 §1): under this
        # office's own code it would let another office sign as this one.
        raise ValidationError(
            {
                "office_code": f"{office_code} é o código deste escritório; importe a chave com "
                "o código do escritório que a enviou."
            }
        )
    now = ctx.clock()
    imported = []
    with ctx.database.write() as session:
        for key_id, key_pem in keys:
            bound = session.scalar(
                select(TrustedKey.office_code).where(TrustedKey.key_id == key_id)
            )
            if bound is not None and bound != office_code:
                raise Conflict(f"A chave {key_id} já é confiável como do escritório {bound}.")
            if bound is not None:
                continue
            row = TrustedKey(
                id=uuid.uuid4(),
                office_code=office_code,
                key_id=key_id,
                public_key_pem=key_pem,
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
            imported.append(key_id)
    if not imported:
        raise Conflict(f"A chave {keys[0][0]} já foi importada.")
    return TrustedKeyInfo(office_code, imported[0], now)
