"""The register of issued documents and the keys trusted to verify documents.

An issued document is never updated nor deleted (DESIGN.md; Res. 105 art. 13 §1 IV: the
certificate carries its indication of authenticity): the ORM and the database itself
(desktop/models/insert_only.py) refuse both, and a reprint
gives back the stored bytes. Trusted keys are other offices' public keys, imported so their
documents verify here; this office's own key is in `office.public_key_pem`.
"""

from datetime import date

from sqlalchemy import Date, LargeBinary, String, Text, UniqueConstraint, event, select
from sqlalchemy.orm import Mapped, Session, mapped_column

from desktop.models.base import Base, CreatedStamp, UUIDPrimaryKey
from desktop.models.insert_only import mark_insert_only
from desktop.models.office import Office
from desktop.models.state_keys import KeyRevocation, StatewideKey


class PrintOrder(UUIDPrimaryKey, CreatedStamp, Base):
    """A document numbered and committed with the act it prints, before its PDF exists.

    The act's write transaction stores it (number, signed QR payload and a JSON snapshot
    of the template's data, see `desktop.documents.snapshot`); the PDF is rendered after
    that commit and stored as the `IssuedDocument` with the same id. An order with no
    issued document is pending: its rendering failed or has not run yet, and printing it
    again renders it. Insert-only, like the register.
    """

    __tablename__ = "print_orders"
    __table_args__ = (UniqueConstraint("kind", "number"),)

    kind: Mapped[str] = mapped_column(String(40))
    number: Mapped[str] = mapped_column(String(40), index=True)
    office_code: Mapped[str] = mapped_column(String(5))
    issue_date: Mapped[date] = mapped_column(Date)
    verification_code: Mapped[str] = mapped_column(String(11), unique=True)
    payload: Mapped[str] = mapped_column(Text)
    data_json: Mapped[str] = mapped_column(Text)
    subject_ref: Mapped[str] = mapped_column(String(100), index=True)


class IssuedDocument(UUIDPrimaryKey, CreatedStamp, Base):
    """`created_at`/`created_by_id` are when and by whom it was issued; its id is that of
    the `PrintOrder` it renders."""

    __tablename__ = "issued_documents"
    __table_args__ = (UniqueConstraint("kind", "number"),)

    kind: Mapped[str] = mapped_column(String(40))
    number: Mapped[str] = mapped_column(String(40), index=True)
    office_code: Mapped[str] = mapped_column(String(5))
    issue_date: Mapped[date] = mapped_column(Date)
    verification_code: Mapped[str] = mapped_column(String(11), unique=True)
    key_id: Mapped[str] = mapped_column(String(100))
    payload: Mapped[str] = mapped_column(Text)
    sha256: Mapped[str] = mapped_column(String(64), index=True)
    pdf: Mapped[bytes] = mapped_column(LargeBinary)
    subject_ref: Mapped[str] = mapped_column(String(100), index=True)


class TrustedKey(UUIDPrimaryKey, CreatedStamp, Base):
    """Another office's public key; `created_at`/`created_by_id`: imported when and by whom."""

    __tablename__ = "trusted_keys"

    office_code: Mapped[str] = mapped_column(String(5))
    key_id: Mapped[str] = mapped_column(String(100), unique=True)
    public_key_pem: Mapped[bytes] = mapped_column(LargeBinary)


class IssuedDocumentImmutable(Exception):
    """An attempt to change or delete an issued document."""


@event.listens_for(IssuedDocument, "before_update")
def _refuse_update(_mapper, _connection, target: IssuedDocument) -> None:
    raise IssuedDocumentImmutable(f"documento emitido {target.number} não pode ser alterado")


@event.listens_for(IssuedDocument, "before_delete")
def _refuse_delete(_mapper, _connection, target: IssuedDocument) -> None:
    raise IssuedDocumentImmutable(f"documento emitido {target.number} não pode ser apagado")


mark_insert_only(
    PrintOrder.__table__,
    "ordem de impressão não pode ser alterada nem apagada: o número já foi atribuído",
)
mark_insert_only(
    IssuedDocument.__table__,
    "documento emitido não pode ser alterado nem apagado: correções e anulações são novos "
    "documentos",
)


def keyring_pems(session: Session) -> dict[str, tuple[str, bytes]]:
    """key id -> (office code, public key PEM) of every key documents verify against: this
    office's (its current key, and its earlier ones kept as trusted keys under its own code),
    the imported ones, each bound to the office it was imported for, and the statewide trust
    list the sede distributes (each key bound to the office that published it). A key the
    sede revoked is left out, whichever list has it (docs/network.md)."""
    pems = {
        key_id: (code, pem)
        for key_id, code, pem in session.execute(
            select(Office.key_id, Office.code, Office.public_key_pem)
        )
    }
    rows = session.execute(
        select(TrustedKey.key_id, TrustedKey.office_code, TrustedKey.public_key_pem)
    )
    for key_id, code, pem in rows:
        pems.setdefault(key_id, (code, pem))
    statewide = session.execute(
        select(StatewideKey.key_id, StatewideKey.office_code, StatewideKey.public_key_pem)
    )
    for key_id, code, pem in statewide:
        pems.setdefault(key_id, (code, pem))
    for key_id in revoked_keys(session):
        pems.pop(key_id, None)
    return pems


def revoked_keys(session: Session) -> dict[str, str]:
    """key id -> the pt-BR sentence of its revocation at the sede."""
    return {
        row.key_id: f"A chave {row.key_id} foi revogada pela sede em "
        f"{row.revoked_at:%d/%m/%Y} (motivo: {row.reason}): documentos assinados com ela "
        "não são mais reconhecidos como autênticos em nenhum escritório."
        for row in session.scalars(select(KeyRevocation))
    }
