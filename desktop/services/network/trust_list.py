"""Revoking an office key on the statewide trust list (issue 19, docs/network.md "The trust
list of office keys"): only the sede does it, and the revocation — a row owned by the sede —
reaches every office, where documents signed with the key stop verifying. One function
serves the command line (`balcao rede revogar`, through the server's superuser) and the
Rede panel of the application open at the sede (audited)."""

from datetime import datetime
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.base import utc_now
from desktop.models.database import Database
from desktop.models.engine import create_engine
from desktop.models.state_keys import SEDE_CODE, KeyRevocation, StatewideKey
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, ServiceError, ValidationError
from desktop.services.network.office_server import ADMIN_ROLE, read_server
from desktop.services.network.state import connect_url, read_network
from desktop.services.network.status import OFFICE_SUBSCRIPTION
from desktop.services.network.sync import read_status
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require

NOT_AT_SEDE = "Só a sede revoga chaves da rede estadual."


def revoke_in(session: Session, key_id: str, reason: str, now: datetime) -> KeyRevocation:
    """Records the sede's revocation of `key_id` in the caller's transaction; refused, with
    nothing written, without a reason, for a key not on the list or already revoked."""
    key_id, reason = key_id.strip(), " ".join(reason.split())
    if not reason:
        raise ValidationError({"reason": "Informe o motivo da revogação."})
    if session.scalar(select(StatewideKey.id).where(StatewideKey.key_id == key_id)) is None:
        raise Conflict(f"A chave {key_id} não está na lista de chaves da rede estadual.")
    if session.scalar(select(KeyRevocation.id).where(KeyRevocation.key_id == key_id)):
        raise Conflict(f"A chave {key_id} já foi revogada.")
    revocation = KeyRevocation(key_id=key_id, reason=reason, revoked_at=now, office_code=SEDE_CODE)
    session.add(revocation)
    session.flush()
    return revocation


def owner_of(session: Session, key_id: str) -> str:
    return str(
        session.scalar(select(StatewideKey.office_code).where(StatewideKey.key_id == key_id))
    )


def revoke_statewide_key(ctx: ServiceContext, key_id: str, reason: str) -> str:
    """The Rede panel's "Revogar chave…" at the sede; returns the key's office."""
    require(ctx, Permission.KEYS_MANAGE)
    with ctx.database.write() as session:
        status = read_status(session, ctx.office.code)
        if status is None or status.role != "sede":
            raise Conflict(NOT_AT_SEDE)
        revocation = revoke_in(session, key_id, reason, ctx.clock())
        record_audit(
            session,
            ctx.actor,
            "key_revocation",
            revocation.id,
            "create",
            None,
            snapshot(revocation),
            at=revocation.revoked_at,
        )
        return owner_of(session, revocation.key_id)


def revoke_key(target: str | Path, key_id: str, reason: str) -> str:
    """`balcao rede revogar`: at the sede — the folder of one Balcão hosts, or the URL of
    one the regulator runs (`rede sede URL`) —, through its superuser. Returns the code of
    the office the key belongs to."""
    if isinstance(target, str) and "://" in target:
        with connect_url(target) as admin:
            office = admin.execute(
                "SELECT 1 FROM pg_subscription WHERE subname = %s", (OFFICE_SUBSCRIPTION,)
            ).fetchone()
        if office is not None:
            raise ServiceError(NOT_AT_SEDE)
        url = target
    else:
        server = read_server(Path(target).resolve())
        if read_network(server.folder)["papel"] != "sede":
            raise ServiceError(NOT_AT_SEDE)
        url = server.url(ADMIN_ROLE)
    database = Database(create_engine(url))
    try:
        with database.write() as session:
            revocation = revoke_in(session, key_id, reason, utc_now())
            return owner_of(session, revocation.key_id)
    finally:
        database.dispose()
