"""Issuing documents into the register and reprinting them byte for byte."""

import hashlib
import io
from dataclasses import replace
from datetime import date

import pytest
from pypdf import PdfReader
from sqlalchemy import select

from desktop.documents.data import CrcData, OperatorIdentity, PendencyNoticeData
from desktop.models.audit import AuditEntry
from desktop.models.documents import IssuedDocument, IssuedDocumentImmutable
from desktop.services.documents.issuing import issue_document, reprint
from desktop.services.documents.issuing_records import issued_documents_of
from desktop.services.errors import Conflict, NotFound, PermissionDenied, ServiceError
from desktop.services.office.users import update_user

pytestmark = pytest.mark.postgres

OPERATOR = OperatorIdentity(
    legal_name="Transportes Araguaia Ônibus Ltda.",
    trade_name="Araguaia Turismo",
    cnpj="11.222.333/0001-81",
    address="Rua 3, 120 — Setor Oeste — Goiânia/GO — CEP 74120-010",
)
CRC = CrcData(
    operator=OPERATOR,
    process_number="GYN-2026-000010",
    issue_date=date(2026, 5, 4),
    valid_until=date(2029, 5, 3),
    renewal_from=date(2029, 3, 4),
    modalities=("Fretamento contínuo escolar",),
    issued_by="Administradora do Escritório",
)
NOTICE = PendencyNoticeData(
    operator=OPERATOR,
    process_number="GYN-2026-000010",
    protocol_date=date(2026, 5, 4),
    notice_date=date(2026, 5, 8),
    missing_items=("Certidão negativa de falência ou concordata (art. 9º, VIII)",),
    deadline=date(2026, 5, 18),
    issued_by="Administradora do Escritório",
    asked_articles=("art. 8º", "art. 9º", "art. 10"),
)


def key_dir(tmp_path):
    return tmp_path / "keys"


def test_issue_numbers_signs_registers_and_audits(admin_context, tmp_path):
    with admin_context.database.write() as session:
        issued = issue_document(
            admin_context, session, "crc", CRC, subject_ref="operador-1", key_dir=key_dir(tmp_path)
        )
    assert issued.number == "GYN-2026-000001"
    assert issued.sha256 == hashlib.sha256(issued.pdf).hexdigest()
    text = PdfReader(io.BytesIO(issued.pdf)).pages[0].extract_text()
    assert "Transportes Araguaia Ônibus Ltda." in text
    assert issued.verification_code in text
    assert "Agência Goiana de Regulação — Regional Goiânia" in text
    with admin_context.database.read() as session:
        row = session.scalar(select(IssuedDocument))
        assert (row.kind, row.number, row.office_code) == ("crc", issued.number, "GYN")
        assert row.pdf == issued.pdf
        assert row.created_by_id == admin_context.actor.user_id
        assert row.key_id == admin_context.office.key_id
        audit = session.scalar(select(AuditEntry).where(AuditEntry.entity == "issued_document"))
        assert audit.entity_id == row.id
        assert audit.after["verification_code"] == issued.verification_code
    with admin_context.database.write() as session:
        second = issue_document(
            admin_context, session, "crc", replace(CRC), key_dir=key_dir(tmp_path)
        )
    assert second.number == "GYN-2026-000002"


def test_reprint_gives_the_same_bytes(admin_context, tmp_path):
    with admin_context.database.write() as session:
        issued = issue_document(
            admin_context,
            session,
            "pendencia",
            NOTICE,
            number="GYN-2026-000777",
            key_dir=key_dir(tmp_path),
        )
    assert reprint(admin_context, "GYN-2026-000777") == issued.pdf
    with pytest.raises(NotFound):
        reprint(admin_context, "GYN-2026-999999")


def test_same_number_twice_is_refused(admin_context, tmp_path):
    with admin_context.database.write() as session:
        issue_document(
            admin_context, session, "crc", CRC, number="GYN-2026-000050", key_dir=key_dir(tmp_path)
        )
    with pytest.raises(Conflict, match="já foi emitido"):
        with admin_context.database.write() as session:
            issue_document(
                admin_context,
                session,
                "crc",
                CRC,
                number="GYN-2026-000050",
                key_dir=key_dir(tmp_path),
            )


def test_same_number_of_two_kinds_asks_for_the_kind(admin_context, tmp_path):
    with admin_context.database.write() as session:
        crc = issue_document(
            admin_context, session, "crc", CRC, number="GYN-2026-000060", key_dir=key_dir(tmp_path)
        )
        issue_document(
            admin_context,
            session,
            "pendencia",
            NOTICE,
            number="GYN-2026-000060",
            key_dir=key_dir(tmp_path),
        )
    with pytest.raises(Conflict, match="informe o tipo"):
        reprint(admin_context, "GYN-2026-000060")
    assert reprint(admin_context, "GYN-2026-000060", kind="crc") == crc.pdf


def test_issued_documents_are_never_changed_nor_deleted(admin_context, tmp_path):
    with admin_context.database.write() as session:
        issue_document(admin_context, session, "crc", CRC, key_dir=key_dir(tmp_path))
    with pytest.raises(IssuedDocumentImmutable):
        with admin_context.database.write() as session:
            session.scalar(select(IssuedDocument)).pdf = b"%PDF-forged"
    with pytest.raises(IssuedDocumentImmutable):
        with admin_context.database.write() as session:
            session.delete(session.scalar(select(IssuedDocument)))
    with admin_context.database.read() as session:
        assert session.scalar(select(IssuedDocument)).pdf.startswith(b"%PDF-1.4")


def test_subject_lists_its_documents(admin_context, tmp_path):
    with admin_context.database.write() as session:
        issue_document(
            admin_context,
            session,
            "pendencia",
            NOTICE,
            subject_ref="op-9",
            key_dir=key_dir(tmp_path),
        )
        issue_document(
            admin_context, session, "crc", CRC, subject_ref="op-9", key_dir=key_dir(tmp_path)
        )
        issue_document(
            admin_context, session, "crc", CRC, subject_ref="op-10", key_dir=key_dir(tmp_path)
        )
    kinds = [issued.kind for issued in issued_documents_of(admin_context, "op-9")]
    assert sorted(kinds) == ["crc", "pendencia"]


def test_missing_key_is_a_clear_error_and_nothing_is_stored(admin_context, tmp_path):
    with pytest.raises(ServiceError, match="não foi encontrada"):
        with admin_context.database.write() as session:
            issue_document(admin_context, session, "crc", CRC, key_dir=tmp_path / "vazia")
    with admin_context.database.read() as session:
        assert session.scalar(select(IssuedDocument)) is None


def test_a_key_that_is_not_the_office_key_is_refused(admin_context, tmp_path):
    from desktop.documents.keys import create_office_key

    create_office_key(tmp_path / "outra")
    with pytest.raises(ServiceError, match="não é a chave registrada"):
        with admin_context.database.write() as session:
            issue_document(admin_context, session, "crc", CRC, key_dir=tmp_path / "outra")


def test_issuing_needs_the_print_permission(admin_context, context_for, tmp_path):
    julgador = context_for("julgador")
    with julgador.database.write() as session:
        issue_document(julgador, session, "crc", CRC, key_dir=key_dir(tmp_path))
    # Every role may print; what counts is the account as stored now, not the login's roles.
    update_user(admin_context, julgador.actor.user_id, active=False)
    with pytest.raises(PermissionDenied):
        with julgador.database.write() as session:
            issue_document(julgador, session, "crc", CRC, key_dir=key_dir(tmp_path))
