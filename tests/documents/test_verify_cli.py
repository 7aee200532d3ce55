"""`balcao verify ARQUIVO.pdf`: the word it prints and its exit code (0 only when valid)."""

import io

import pytest
from pypdf import PdfWriter

from desktop.cli import main
from desktop.documents.keys import create_office_key, load_office_signer
from desktop.documents.render import render_document
from desktop.services.documents.issuing import issue_document
from desktop.verify_cli import verify_command
from tests.factories.documents import CRC, OFFICE_RR


@pytest.fixture
def issued_file(admin_context, tmp_path):
    with admin_context.database.write() as session:
        issued = issue_document(admin_context, session, "crc", CRC, key_dir=tmp_path / "keys")
    path = tmp_path / "crc.pdf"
    path.write_bytes(issued.pdf)
    return path


def test_valid_document_exits_zero(issued_file, database_url, capsys):
    assert main(["--database", database_url, "verify", str(issued_file)]) == 0
    output = capsys.readouterr().out
    assert output.startswith("válido:")
    assert "Número: GYN-2026-000001" in output
    assert "CNPJ: 11.222.333/0001-81" in output


def test_altered_document_exits_one(issued_file, database_url, tmp_path):
    writer = PdfWriter(io.BytesIO(issued_file.read_bytes()), incremental=True)
    writer.add_metadata({"/Title": "Certificado adulterado"})
    altered = tmp_path / "alterado.pdf"
    with altered.open("wb") as handle:
        writer.write(handle)
    out = io.StringIO()
    assert verify_command(altered, database_url=database_url, out=out) == 1
    assert out.getvalue().startswith("alterado:")


def test_document_of_unknown_office_exits_two(admin_context, database_url, tmp_path):
    create_office_key(tmp_path / "bvb")
    document = render_document(
        "crc", CRC, OFFICE_RR, "BVB-2026-000001", load_office_signer(tmp_path / "bvb")
    )
    path = tmp_path / "bvb.pdf"
    path.write_bytes(document.pdf)
    out = io.StringIO()
    assert verify_command(path, database_url=database_url, out=out) == 2
    assert out.getvalue().startswith("desconhecido:")


def test_missing_file_exits_three(admin_context, database_url, tmp_path):
    err = io.StringIO()
    assert verify_command(tmp_path / "nao-existe.pdf", database_url, err=err) == 3
    assert "Não foi possível ler" in err.getvalue()
