"""The office key as services use it: the signer for issuing, the keyring for verifying."""

from pathlib import Path

from sqlalchemy.orm import Session

from desktop.documents.keys import (
    OfficeKeyError,
    OfficeSigner,
    load_office_signer,
    load_public_key,
)
from desktop.documents.verify import KeyringEntry
from desktop.models.documents import keyring_pems
from desktop.services.context import ServiceContext
from desktop.services.errors import ServiceError
from desktop.services.office.setup import default_key_dir


def office_signer(ctx: ServiceContext, key_dir: Path | None = None) -> OfficeSigner:
    """The office's signer from `key_dir` (default: where the office setup created it).

    Refuses a key that is not the one registered for the office: documents signed with it
    would not verify anywhere.
    """
    try:
        signer = load_office_signer(key_dir or default_key_dir())
    except OfficeKeyError as error:
        raise ServiceError(error.message) from error
    if signer.key_id != ctx.office.key_id:
        raise ServiceError(
            f"A chave encontrada ({signer.key_id}) não é a chave registrada para o escritório "
            f"({ctx.office.key_id}). Restaure a pasta de chaves do escritório."
        )
    return signer


def keyring(session: Session) -> dict[str, KeyringEntry]:
    """key id -> (office code, public key): this office's keys and every imported one."""
    return {
        key_id: KeyringEntry(code, load_public_key(pem))
        for key_id, (code, pem) in keyring_pems(session).items()
    }
