"""The rows of a CSV or XLSX file a clerk imports (the passenger list of a licence, the
monthly statistics of lines): text cells, numbered as the file's lines, blank rows skipped.
A file that cannot be read (broken encoding, not a spreadsheet, too many rows) raises
ValidationError({"file": ...}) with a Portuguese message."""

import csv
import io
import zipfile
from collections.abc import Generator
from itertools import islice
from xml.etree.ElementTree import ParseError

from openpyxl import load_workbook
from openpyxl.utils.exceptions import InvalidFileException

from desktop.services.errors import ValidationError

_MOJIBAKE = ("Ã§", "Ã£", "Ã©", "Ã¡", "Ãº", "Ã³", "Ã­", "Ãµ", "Ã¢", "Ãª", "\ufffd")
# The file is read row by row and never further than ten times the rows allowed: a
# spreadsheet of a few KB can declare a million rows (blank ones included) or thousands of
# columns.
MAX_COLUMNS = 64
MAX_CSV_BYTES = 10_000_000
Rows = Generator[tuple[int, list[str]], None, None]


def refuse(message: str) -> ValidationError:
    return ValidationError({"file": message}, message)


def _decode(content: bytes) -> str:
    if b"\x00" in content[:4096]:
        raise refuse("O arquivo não é um CSV de texto: salve a planilha como CSV ou XLSX.")
    try:
        text = content.decode("utf-8-sig")
    except UnicodeDecodeError:
        try:
            text = content.decode("cp1252")
        except UnicodeDecodeError:
            raise refuse(
                "Codificação do arquivo não reconhecida: salve o CSV como UTF-8."
            ) from None
    if any(sign in text for sign in _MOJIBAKE):
        raise refuse(
            "O arquivo tem acentos corrompidos (por exemplo 'Ã§' no lugar de 'ç'): abra a "
            "planilha de origem e salve de novo como CSV UTF-8."
        )
    return text


def _csv_rows(content: bytes, max_rows: int, noun: str) -> Rows:
    if len(content) > MAX_CSV_BYTES:
        raise refuse(
            f"O arquivo tem {len(content) // 1_000_000} MB; uma lista de até {max_rows} "
            f"{noun} cabe em menos de 10 MB. Confira se é o arquivo certo."
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
        raise refuse(f"Linha {reader.line_num}: {reason}.") from None


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
        raise refuse(
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
        raise refuse(
            f"A planilha XLSX está danificada a partir da linha {number + 1}: salve-a de novo "
            "no Excel ou como CSV."
        ) from None
    finally:
        workbook.close()


def sheet_rows(
    content: bytes, file_name: str, max_rows: int, noun: str
) -> list[tuple[int, list[str]]]:
    """The filled rows of a .csv or .xlsx file, the titles first and at least one row
    under them, at most `max_rows` of `noun` ("passageiros")."""
    suffix = file_name.lower().rsplit(".", 1)[-1]
    if suffix == "xlsx":
        rows = _xlsx_rows(content)
    elif suffix in ("csv", "txt"):
        rows = _csv_rows(content, max_rows, noun)
    else:
        raise refuse("Use uma planilha .xlsx ou um arquivo .csv.")
    most = 10 * max_rows
    try:
        filled = [
            (number, cells)
            for number, cells in islice(rows, most)
            if any(cell.strip() for cell in cells)
        ][: max_rows + 2]
        more = next(rows, None) is not None
    finally:
        rows.close()
    if more and len(filled) <= max_rows + 1:
        raise refuse(
            f"A planilha tem mais de {most} linhas (contando as em branco); "
            f"o máximo é {max_rows} {noun}."
        )
    if not filled:
        raise refuse("O arquivo está vazio.")
    if len(filled) == 1:
        raise refuse(f"A planilha tem só a linha de títulos: nenhum registro de {noun}.")
    if len(filled) > max_rows + 1:
        raise refuse(f"A planilha tem mais de {max_rows} {noun}; o máximo é {max_rows}.")
    return filled
