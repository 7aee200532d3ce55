"""Rows of the statewide trust list written as replication writes them (no tests here)."""

from datetime import datetime

from desktop.models.database import Database
from desktop.models.state_keys import StatewideKey


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
