"""Passenger lists from CSV and XLSX files made here (Res. AGR 105/2017 arts. 28 III, 29 V,
30 III-IV, 34, 38 XII, 54): good files import; wrong columns, broken encodings, empty rows,
invalid CPFs, duplicates and more rows than seats give a clear message and import nothing."""

import io
import zipfile

import pytest

from desktop.demo.numbers import make_cpf
from desktop.services.errors import ValidationError
from desktop.services.licences.passenger_import import read_passenger_file
from desktop.services.licences.passengers import PassengerInput, mask_cpf, passenger_errors
from tests.factories.spreadsheets import csv_bytes, xlsx


def test_mask_cpf():
    assert mask_cpf("123.456.789-09") == "***.456.789-**"
    assert mask_cpf("12345678909") == "***.456.789-**"
    assert mask_cpf("12345") == "12345"


def test_good_csv_with_semicolons_and_windows_encoding():
    content = csv_bytes(
        [
            "Nome;CPF;Tipo documento;Documento",
            f"João Antônio Simões;{make_cpf('111222333')};;",
            "Conceição Araújo;;RG;1234567 SSP-GO",
        ],
        encoding="cp1252",
    )
    result = read_passenger_file(content, "lista.csv", "eventual", "GO", capacity=46)
    assert result.errors == ()
    assert [p.name for p in result.passengers] == ["João Antônio Simões", "Conceição Araújo"]
    assert result.passengers[1].document_kind == "rg"


def test_good_xlsx_with_blank_rows_and_numeric_cpf():
    # A CPF typed in a number cell loses its leading zero; the blank row is skipped.
    cpf = make_cpf("012345678")
    content = xlsx(
        [
            ["nome", "cpf", "escola", "declaracao_responsavel"],
            ["Aluna Beatriz Lima", int(cpf), "Colégio Lyceu", "sim"],
            [None, None, None, None],
            ["Aluno Caio Souza", make_cpf("222333444"), "Colégio Lyceu", "sim"],
        ]
    )
    result = read_passenger_file(content, "alunos.xlsx", "escolar", "GO")
    assert result.errors == ()
    assert result.passengers[0].cpf == cpf and result.passengers[0].guardian_declaration


def test_bad_rows_reported_by_file_line_and_nothing_imported():
    good = make_cpf("333444555")
    content = xlsx(
        [
            ["nome", "cpf", "escola", "declaracao_responsavel"],
            ["Aluna Beatriz Lima", good, "Colégio Lyceu", "sim"],
            [],
            ["Aluno Caio Souza", "111.111.111-11", "Colégio Lyceu", "sim"],
            ["Aluna Dora Reis", good, "Colégio Lyceu", "sim"],
            ["Aluno Eduardo Melo", make_cpf("444555666"), "", "não"],
            ["Fê", "", "", ""],
        ]
    )
    result = read_passenger_file(content, "alunos.xlsx", "escolar", "GO")
    assert result.passengers == ()
    messages = {error.row: error.message for error in result.errors}
    assert set(messages) == {4, 5, 6, 7}
    assert "CPF 111.111.111-11" in messages[4]
    assert "repetido (mesmo documento da linha 2)" in messages[5]
    assert "escola do aluno (Res. AGR 105/2017, art. 30, IV)" in messages[6]
    assert "declaração dos pais ou responsáveis (Res. AGR 105/2017, art. 30, III)" in messages[6]
    assert "nome completo" in messages[7] and "art. 34" in messages[7]


def test_more_rows_than_seats():
    rows = [["nome", "cpf"]] + [[f"Passageiro {n}", make_cpf(f"{n:09d}")] for n in range(1, 5)]
    result = read_passenger_file(xlsx(rows), "lista.xlsx", "eventual", "GO", capacity=3)
    assert result.passengers == ()
    assert [(e.row, e.message) for e in result.errors] == [
        (5, "acima da lotação do veículo, 3 lugares (Res. AGR 105/2017, art. 38, XII)")
    ]


@pytest.mark.parametrize(
    ("content", "name", "expected"),
    [
        (csv_bytes(["Passageiro;Identidade", "Ana;123"]), "lista.csv", "ao menos 'nome'"),
        (
            csv_bytes(["nome;cpf;telefone", "Ana Reis;;"]),
            "lista.csv",
            "Colunas desconhecidas: telefone",
        ),
        ("nome;cpf\r\nJoÃ£o Simões;\r\n".encode(), "lista.csv", "acentos corrompidos"),
        (b"nome;cpf\r\n\x81\x8d\x8f\x90\x9d;\r\n", "lista.csv", "Codificação"),
        (xlsx([["nome", "cpf"]])[:200], "lista.xlsx", "não pôde ser lida"),
        (xlsx([["nome", "cpf"]]), "lista.csv", "não é um CSV de texto"),
        (csv_bytes(["", ";;", ""]), "lista.csv", "vazio"),
        (csv_bytes(["nome;cpf"]), "lista.csv", "só a linha de títulos"),
        (b"nome\n", "lista.pdf", ".xlsx"),
    ],
)
def test_unreadable_files_refused_with_a_clear_message(content, name, expected):
    with pytest.raises(ValidationError) as error:
        read_passenger_file(content, name, "eventual", "GO")
    assert expected in error.value.field_errors["file"]


def test_vinculada_rows_need_ctps_or_rais_only_when_the_agr_asks_it():
    """Art. 59, parágrafo único: the AGR may demand the proof of art. 54; a row without it
    stands when it did not (or the institution is public, art. 54 sole §: never asked)."""
    rows = [PassengerInput("Servidora Lúcia Prado", make_cpf("777888999"))]
    assert [e.message for e in passenger_errors(rows, "vinculada", "GO", True)] == [
        "comprove o vínculo com a empresa por CTPS ou RAIS, exigido pela AGR (Res. AGR "
        "105/2017, art. 59, parágrafo único; art. 54)"
    ]
    assert passenger_errors(rows, "vinculada", "GO") == []


def with_sheet(content: bytes, sheet_xml: bytes) -> bytes:
    """`content` (an XLSX) with its first sheet's XML replaced."""
    source = zipfile.ZipFile(io.BytesIO(content))
    output = io.BytesIO()
    with zipfile.ZipFile(output, "w", zipfile.ZIP_DEFLATED) as target:
        for item in source.infolist():
            data = sheet_xml if item.filename == "xl/worksheets/sheet1.xml" else source.read(item)
            target.writestr(item, data)
    return output.getvalue()


def sheet_of(rows_xml: bytes) -> bytes:
    return (
        b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        b'<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
        b"<sheetData>" + rows_xml + b"</sheetData></worksheet>"
    )


def test_a_spreadsheet_bomb_is_refused_without_reading_it_all():
    """Issue 16 §4: a few hundred KB declaring a million rows was read whole before the
    2,000-row limit was checked."""
    header = b'<row r="1"><c r="A1" t="inlineStr"><is><t>nome</t></is></c></row>'
    blanks = b"<row/>" * 1_000_000
    bomb = with_sheet(xlsx([["nome"]]), sheet_of(header + blanks))
    assert len(bomb) < 100_000
    with pytest.raises(ValidationError) as refused:
        read_passenger_file(bomb, "lista.xlsx", "eventual", "GO")
    assert "mais de 20000 linhas" in refused.value.field_errors["file"]


def test_more_passengers_than_the_limit_stop_at_the_limit():
    rows = [["nome"]] + [[f"Passageira {number}"] for number in range(2_500)]
    with pytest.raises(ValidationError) as refused:
        read_passenger_file(xlsx(rows), "lista.xlsx", "eventual", "GO")
    assert "mais de 2000 passageiros" in refused.value.field_errors["file"]


def test_a_damaged_sheet_names_the_row_where_it_breaks():
    rows = (
        b'<row r="1"><c r="A1" t="inlineStr"><is><t>nome</t></is></c></row>'
        b'<row r="2"><c r="A2" t="inlineStr"><is><t>Ana</t></is></c></row>'
        b'<row r="3"><c r="A3" t="inlineStr"><is><t>Bia</t></i'
    )
    sheet = sheet_of(rows).replace(b"<sheetData>", b'<dimension ref="A1:A3"/><sheetData>')
    damaged = with_sheet(xlsx([["nome"]]), sheet)
    with pytest.raises(ValidationError) as refused:
        read_passenger_file(damaged, "lista.xlsx", "eventual", "GO")
    assert "danificada a partir da linha 3" in refused.value.field_errors["file"]


def test_a_sheet_whose_start_is_damaged_is_refused():
    damaged = with_sheet(xlsx([["nome"]]), b"<worksheet><sheetData><row")
    with pytest.raises(ValidationError) as refused:
        read_passenger_file(damaged, "lista.xlsx", "eventual", "GO")
    assert "não pôde ser lida" in refused.value.field_errors["file"]


def test_a_csv_field_over_the_parser_limit_is_a_row_message():
    content = csv_bytes(["nome;cpf", "Maria;" + "9" * 200_000, "José;"])
    with pytest.raises(ValidationError) as refused:
        read_passenger_file(content, "lista.csv", "eventual", "GO")
    assert refused.value.field_errors["file"] == (
        "Linha 2: um campo tem mais de 131.072 caracteres."
    )
