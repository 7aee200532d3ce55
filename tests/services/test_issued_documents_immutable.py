"""The register of issued documents is insert-only in the database itself: raw SQL can
neither rewrite nor delete an issued document (DESIGN.md, Data; corrections and annulments
are new documents)."""

from datetime import date

import pytest
import sqlalchemy
from sqlalchemy import func, select

from desktop.documents.data import CrcData, OperatorIdentity
from desktop.models.documents import IssuedDocument
from desktop.services.documents.issuing import issue_document, reprint

pytestmark = pytest.mark.postgres

CRC = CrcData(
    operator=OperatorIdentity(
        legal_name="Viação Serra Dourada Ltda.",
        trade_name="Serra Dourada",
        cnpj="11.222.333/0001-81",
        address="Rua 3, 40 — Centro — Pirenópolis/GO — CEP 72980-000",
    ),
    process_number="GYN-2026-000061",
    issue_date=date(2026, 9, 1),
    valid_until=date(2029, 8, 31),
    renewal_from=date(2029, 7, 2),
    modalities=("Fretamento eventual ou turístico",),
    issued_by="Administradora do Escritório",
)


def test_raw_sql_cannot_rewrite_or_delete_an_issued_document(admin_context, tmp_path):
    with admin_context.database.write() as session:
        issued = issue_document(admin_context, session, "crc", CRC, key_dir=tmp_path / "keys")
    statements = [
        "UPDATE issued_documents SET sha256 = 'forjado'",
        "UPDATE issued_documents SET number = 'GYN-2026-999999'",
        "DELETE FROM issued_documents",
    ]
    engine = admin_context.database.engine
    for statement in statements:
        with pytest.raises(sqlalchemy.exc.DatabaseError) as raised:
            with engine.begin() as connection:
                connection.execute(sqlalchemy.text(statement))
        assert "documento emitido não pode ser alterado nem apagado" in str(raised.value)
    with admin_context.database.read() as session:
        assert session.scalar(select(func.count()).select_from(IssuedDocument)) == 1
    assert reprint(admin_context, issued.number) == issued.pdf
