"""Rows of the statewide trust list written as replication writes them (no tests here)."""

from datetime import datetime

from desktop.models.database import Database
from desktop.models.state_keys import SEDE_CODE, KeyRevocation, StatewideKey


def published_key(database: Database, office_code: str, key_id: str, when: datetime) -> None:
    """`office_code` published the key `key_id` at `when` (its PEM is not read here)."""
    with database.write() as session:
        session.add(
            StatewideKey(
                office_code=office_code,
                key_id=key_id,
                public_key_pem=f"chave pública {key_id}".encode(),
                published_at=when,
            )
        )


def revoked_key(database: Database, key_id: str, reason: str, when: datetime) -> None:
    """The sede's revocation of `key_id` at `when`, as it reaches an office."""
    with database.write() as session:
        session.add(
            KeyRevocation(office_code=SEDE_CODE, key_id=key_id, reason=reason, revoked_at=when)
        )
