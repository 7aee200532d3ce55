"""Passenger lists imported from a CSV or XLSX file (Res. AGR 105/2017 arts. 28 III, 29 V,
30 IV, 59 II: "relação dos passageiros").

The first non-empty row names the columns (any case, accents and spaces ignored): `nome`
(required), `cpf`, `tipo_documento`, `documento`, `escola`, `declaracao_responsavel`,
`maior_de_idade`, `vinculo`. Blank rows are skipped. A file that cannot be read (wrong
columns, broken encoding, not a spreadsheet) raises ValidationError({"file": ...}); rows with
errors come back in `errors`, numbered as the file's lines, and then `passengers` is empty:
nothing is imported until every row is right.
"""

import csv
import io
import zipfile
from collections.abc import Generator
from dataclasses import dataclass
from itertools import islice
from xml.etree.ElementTree import ParseError

from openpyxl import load_workbook
from openpyxl.utils.exceptions import InvalidFileException

from desktop.rules.choices import PassengerDocument
from desktop.services.errors import ValidationError
from desktop.services.licences.passengers import (
    PassengerInput,
    RowError,
    passenger_errors,
)
from desktop.services.text import fold_text

COLUMNS = {
    "nome": "name",
    "nome_completo": "name",
    "cpf": "cpf",
    "tipo_documento": "document_kind",
    "documento": "document_number",
    "numero_documento": "document_number",
    "escola": "school",
    "declaracao_responsavel": "guardian_declaration",
    "declaracao": "guardian_declaration",
    "maior_de_idade": "adult",
    "vinculo": "employment_proof",
}
_YES = {"sim", "s", "x", "yes", "1", "true", "verdadeiro"}
_MOJIBAKE = ("Ã§", "Ã£", "Ã©", "Ã¡", "Ãº", "Ã³", "Ã­", "Ãµ", "Ã¢", "Ãª", "\ufffd")
MAX_ROWS = 2000
# The file is read row by row and never further than this: a spreadsheet of a few KB can
# declare a million rows (blank ones included) or thousands of columns.
MAX_ROWS_READ = 10 * MAX_ROWS
MAX_COLUMNS = 64
MAX_CSV_BYTES = 10_000_000
Rows = Generator[tuple[int, list[str]], None, None]


@dataclass(frozen=True)
class PassengerImport:
    passengers: tuple[PassengerInput, ...]
    errors: tuple[RowError, ...]
    rows_read: int


def _refuse(message: str) -> ValidationError:
    return ValidationError({"file": message}, message)


def _decode(content: bytes) -> str:
    if b"\x00" in content[:4096]:
        raise _refuse("O arquivo não é um CSV de texto: salve a planilha como CSV ou XLSX.")
    try:
        text = content.decode("utf-8-sig")
    except UnicodeDecodeError:
        try:
            text = content.decode("cp1252")
        except UnicodeDecodeError:
            raise _refuse(
                "Codificação do arquivo não reconhecida: salve o CSV como UTF-8."
            ) from None
    if any(sign in text for sign in _MOJIBAKE):
        raise _refuse(
            "O arquivo tem acentos corrompidos (por exemplo 'Ã§' no lugar de 'ç'): abra a "
            "planilha de origem e salve de novo como CSV UTF-8."
        )
    return text


def _csv_rows(content: bytes) -> Rows:
    if len(content) > MAX_CSV_BYTES:
        raise _refuse(
            f"O arquivo tem {len(content) // 1_000_000} MB; uma lista de até {MAX_ROWS} "
            "passageiros cabe em menos de 10 MB. Confira se é o arquivo certo."
        )
    text = _decode(content)
    sample = text[:4096]
    try:
        delimiter = csv.Sniffer().sniff(sample, delimiters=";,\t").delimiter
    except csv.Error:
        # Excel in pt-BR writes ";" (the comma is the decimal separator).
        delimiter = ";" if sample.count(";") >= sample.count(",") else ","
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    try:
        for row in reader:
            yield reader.line_num, row
    except csv.Error as error:
        limit = f"{csv.field_size_limit():,}".replace(",", ".")
        reason = (
            f"um campo tem mais de {limit} caracteres"
            if "field larger" in str(error)
            else "a linha não é um CSV válido (aspas sem fechar ou caracteres nulos)"
        )
        raise _refuse(f"Linha {reader.line_num}: {reason}.") from None


def _cell(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value).strip()


def _xlsx_rows(content: bytes) -> Rows:
    try:
        workbook = load_workbook(io.BytesIO(content), read_only=True, data_only=True)
    except (InvalidFileException, zipfile.BadZipFile, KeyError, OSError, ParseError, ValueError):
        raise _refuse(
            "A planilha XLSX não pôde ser lida: o arquivo está danificado ou não é "
            "uma planilha do Excel."
        ) from None
    number = 0
    try:
        sheet = workbook.worksheets[0]
        rows = sheet.iter_rows(values_only=True, max_col=MAX_COLUMNS)
        for number, row in enumerate(rows, start=1):
            yield number, [_cell(value) for value in row]
    except (ParseError, ValueError, KeyError, TypeError, OSError, zipfile.BadZipFile):
        raise _refuse(
            f"A planilha XLSX está danificada a partir da linha {number + 1}: salve-a de novo "
            "no Excel ou como CSV."
        ) from None
    finally:
        workbook.close()


def _header(cells: list[str]) -> dict[int, str]:
    mapping = {}
    unknown = []
    for index, cell in enumerate(cells):
        key = fold_text(cell).replace(" ", "_").replace("-", "_")
        if not key:
            continue
        if key in COLUMNS:
            mapping[index] = COLUMNS[key]
        else:
            unknown.append(cell)
    if "name" not in mapping.values():
        raise _refuse(
            "A primeira linha da planilha deve nomear as colunas, com ao menos 'nome' "
            "(e 'cpf' ou 'tipo_documento' e 'documento'). Colunas encontradas: "
            + (", ".join(cell for cell in cells if cell) or "nenhuma")
            + "."
        )
    if unknown:
        raise _refuse(
            f"Colunas desconhecidas: {', '.join(unknown)}. Use: "
            + ", ".join(sorted(set(COLUMNS) - {"nome_completo", "numero_documento", "declaracao"}))
            + "."
        )
    return mapping


def _passenger(mapping: dict[int, str], cells: list[str]) -> PassengerInput:
    values: dict[str, str] = {}
    for index, name in mapping.items():
        values[name] = cells[index] if index < len(cells) else ""
    cpf = values.get("cpf", "")
    if cpf.isdigit() and len(cpf) < 11:
        cpf = cpf.zfill(11)  # a spreadsheet cell read as a number loses its leading zeros
    kind = fold_text(values.get("document_kind", "")).replace(" ", "_")
    return PassengerInput(
        name=" ".join(values.get("name", "").split()),
        cpf=cpf,
        document_kind=kind
        if kind in PassengerDocument.codes()
        else values.get("document_kind", ""),
        document_number=values.get("document_number", ""),
        school=values.get("school", ""),
        guardian_declaration=fold_text(values.get("guardian_declaration", "")) in _YES,
        adult=fold_text(values.get("adult", "")) in _YES,
        employment_proof=fold_text(values.get("employment_proof", "")),
    )


def read_passenger_file(
    content: bytes,
    file_name: str,
    modality: str,
    capacity: int | None = None,
    public_institution: bool = False,
) -> PassengerImport:
    """The passengers of a .csv or .xlsx file, or its row errors (then no passengers)."""
    suffix = file_name.lower().rsplit(".", 1)[-1]
    if suffix == "xlsx":
        rows = _xlsx_rows(content)
    elif suffix in ("csv", "txt"):
        rows = _csv_rows(content)
    else:
        raise _refuse("Use uma planilha .xlsx ou um arquivo .csv.")
    try:
        filled = [
            (number, cells)
            for number, cells in islice(rows, MAX_ROWS_READ)
            if any(cell.strip() for cell in cells)
        ][: MAX_ROWS + 2]
        more = next(rows, None) is not None
    finally:
        rows.close()
    if more and len(filled) <= MAX_ROWS + 1:
        raise _refuse(
            f"A planilha tem mais de {MAX_ROWS_READ} linhas (contando as em branco); "
            f"o máximo é {MAX_ROWS} passageiros."
        )
    if not filled:
        raise _refuse("O arquivo está vazio.")
    mapping = _header(filled[0][1])
    body = filled[1:]
    if not body:
        raise _refuse("A planilha tem só a linha de títulos: nenhum passageiro.")
    if len(body) > MAX_ROWS:
        raise _refuse(f"A planilha tem mais de {MAX_ROWS} passageiros; o máximo é {MAX_ROWS}.")
    passengers = [_passenger(mapping, cells) for _, cells in body]
    errors = passenger_errors(
        passengers,
        modality,
        public_institution,
        capacity,
        row_numbers=[number for number, _ in body],
    )
    if errors:
        return PassengerImport((), tuple(errors), len(body))
    return PassengerImport(tuple(passengers), (), len(body))
