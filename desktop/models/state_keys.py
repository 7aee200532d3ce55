"""The statewide trust list of office keys (issue 19, docs/network.md "The trust list").

`statewide_keys`: each office publishes its own public keys (the office key, the earlier
ones, its ICP-Brasil certificate's), one row per key, owned by that office; the sede
forwards them to every other office, so a document issued anywhere verifies everywhere
with no key imported by hand. The publication's row filter (`office_code = 'GYN'`) is what
binds a key to its office: an office can only ever publish keys under its own code.

`key_revocations`: written only at the sede (owner `SEDE_CODE`), forwarded to every office;
a revoked key stops verifying everywhere, the issuing office included.

Both are insert-only and replicate with the other statewide tables; the trusted keys
imported by hand (`trusted_keys`) stay local.
"""

from datetime import datetime

from sqlalchemy import LargeBinary, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, UtcDateTime, UUIDPrimaryKey
from desktop.models.insert_only import mark_insert_only
from desktop.models.ownership import OwnedByOffice

# The owner code of the rows the sede writes; no office may take it.
SEDE_CODE = "SEDE"


class StatewideKey(UUIDPrimaryKey, OwnedByOffice, Base):
    """A public key `office_code` signs with, published by that office."""

    __tablename__ = "statewide_keys"
    __table_args__ = (UniqueConstraint("office_code", "key_id"),)

    key_id: Mapped[str] = mapped_column(String(100))
    public_key_pem: Mapped[bytes] = mapped_column(LargeBinary)
    published_at: Mapped[datetime] = mapped_column(UtcDateTime)


class KeyRevocation(UUIDPrimaryKey, OwnedByOffice, Base):
    """The sede's revocation of a key: documents signed with it stop verifying."""

    __tablename__ = "key_revocations"

    key_id: Mapped[str] = mapped_column(String(100), unique=True)
    reason: Mapped[str] = mapped_column(Text)
    revoked_at: Mapped[datetime] = mapped_column(UtcDateTime)


mark_insert_only(
    StatewideKey.__table__, "chave publicada na rede estadual não pode ser alterada nem apagada"
)
mark_insert_only(KeyRevocation.__table__, "revogação de chave não pode ser alterada nem apagada")
