"""Renewing the office key: a new ECDSA P-256 key replaces the current one (an Ed25519 key
made before, whose PDF signatures standard validators reject: issue 16 §1).

The old public key stays trusted, bound to this office's code, so every document signed with
it keeps verifying here; its files move to `anteriores/<key id>/` in the key folder. The
database change and the files change together: if the transaction fails, the files are put
back.
"""

from pathlib import Path

from sqlalchemy import select

from desktop.documents.keys import (
    create_office_key,
    key_type_of,
    load_public_key,
    restore_office_key,
    retire_office_key,
)
from desktop.models.documents import TrustedKey
from desktop.models.office import Office
from desktop.models.state_keys import StatewideKey
from desktop.services.context import ServiceContext
from desktop.services.documents.keys import office_signer
from desktop.services.office.audit import record_audit
from desktop.services.office.permissions import Permission, require
from desktop.services.office.setup import default_key_dir
from desktop.services.office.setup_records import load_office


def renew_office_key(ctx: ServiceContext, key_dir: Path | None = None) -> ServiceContext:
    """Replaces the office key by a new ECDSA P-256 one; returns the context with the new key
    id. The current key must be the one registered (`office_signer` checks it)."""
    require(ctx, Permission.KEYS_MANAGE)
    key_dir = Path(key_dir or default_key_dir())
    old = office_signer(ctx, key_dir)
    now = ctx.clock()
    retired = None
    try:
        with ctx.database.write() as session:
            office = session.scalar(select(Office))
            assert office is not None  # the office row written at setup
            session.add(
                TrustedKey(
                    office_code=office.code,
                    key_id=old.key_id,
                    public_key_pem=office.public_key_pem,
                    created_at=now,
                    created_by_id=ctx.actor.user_id,
                )
            )
            retired = retire_office_key(key_dir, old.key_id)
            key_id, public_pem = create_office_key(key_dir)
            office.key_id = key_id
            office.public_key_pem = public_pem
            # on the statewide trust list (docs/network.md); the old key is there since joining
            session.add(StatewideKey(key_id=key_id, public_key_pem=public_pem, published_at=now))
            session.flush()
            record_audit(
                session,
                ctx.actor,
                "office",
                office.id,
                "renew_key",
                {"key_id": old.key_id},
                {"key_id": key_id, "key_type": key_type_of(load_public_key(public_pem))},
                now,
            )
    except BaseException:
        if retired is not None:
            restore_office_key(key_dir, retired)
        raise
    return ServiceContext(ctx.database, ctx.actor, load_office(ctx.database), ctx.clock)
