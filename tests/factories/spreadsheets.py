"""Spreadsheet files built in memory for the import tests (no tests here): an .xlsx of rows,
the bytes of a CSV."""

import io

from openpyxl import Workbook


def xlsx(rows: list[list[object]]) -> bytes:
    workbook = Workbook()
    sheet = workbook.active
    for row in rows:
        sheet.append(row)
    output = io.BytesIO()
    workbook.save(output)
    return output.getvalue()


def csv_bytes(lines: list[str], encoding: str = "utf-8") -> bytes:
    return ("\r\n".join(lines) + "\r\n").encode(encoding)
