"""The statewide trust list as the Rede panel shows it: each office key published on the
network, with its revocation when the sede made one. Nothing here writes."""

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select

from desktop.models.state_keys import KeyRevocation, StatewideKey
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class StatewideKeyRow:
    office_code: str
    key_id: str
    published_at: datetime
    revoked_at: datetime | None
    reason: str


def statewide_keys(ctx: ServiceContext) -> list[StatewideKeyRow]:
    """Every key on the list, by office, newest first."""
    require(ctx, Permission.KEYS_MANAGE)
    with ctx.database.read() as session:
        rows = session.execute(
            select(StatewideKey, KeyRevocation)
            .outerjoin(KeyRevocation, KeyRevocation.key_id == StatewideKey.key_id)
            .order_by(StatewideKey.office_code, StatewideKey.published_at.desc())
        ).all()
    return [
        StatewideKeyRow(
            key.office_code,
            key.key_id,
            key.published_at,
            revocation.revoked_at if revocation else None,
            revocation.reason if revocation else "",
        )
        for key, revocation in rows
    ]
