"""Monthly statistics of lines imported from a CSV or XLSX file (GO Decreto 8.444/2015,
art. 19 §2º; RR trips for Lei RR 664/2008, art. 84, II), read as the passenger import reads
its files (`desktop.services.spreadsheet`).

The first filled row names the columns (any case, accents and spaces ignored): `linha` and
`mes` (MM/AAAA) required, then `passageiros`, `vendas`, `km`, `viagens`. Every row is
checked as the typed entry checks it; rows with errors come back numbered as the file's
lines, and then nothing is written: the file is imported whole or not at all.
"""

import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation

from sqlalchemy import func, select

from desktop.models.lines import Line
from desktop.rules.money import parse_brl
from desktop.rules.text import fold_text
from desktop.services.context import ServiceContext
from desktop.services.errors import ValidationError
from desktop.services.licences.passengers import RowError
from desktop.services.lines.statistics import MonthStatistics, add_statistics, check_statistics
from desktop.services.office.permissions import Permission, require
from desktop.services.spreadsheet import refuse, sheet_rows

COLUMNS = {
    "linha": "line",
    "mes": "month",
    "passageiros": "passengers",
    "vendas": "sales",
    "km": "km",
    "viagens": "trips",
}
MAX_ROWS = 2000


@dataclass(frozen=True)
class StatisticsImport:
    recorded: int
    errors: tuple[RowError, ...]


def parse_month(text: str) -> date | None:
    """'05/2026' as 01/05/2026; None when it is not a month."""
    parts = text.strip().split("/")
    if len(parts) != 2 or not all(part.isdigit() for part in parts):
        return None
    month, year = int(parts[0]), int(parts[1])
    if not 1 <= month <= 12 or not 1900 <= year <= 9999:
        return None
    return date(year, month, 1)


def parse_count(text: str, field: str) -> int | None:
    """A whole number typed or read ('1.520' or '1520'); blank is None."""
    value = text.strip().replace(".", "")
    if not value:
        return None
    if not value.isascii() or not value.isdigit() or len(value) > 9:
        raise ValidationError({field: "Informe um número inteiro."})
    return int(value)


def parse_amount(text: str, field: str) -> Decimal | None:
    """Reais or km the Brazilian way ('68.400,00') or with a point ('15360.5'); blank is None."""
    if not text.strip():
        return None
    value = parse_brl(text)
    if value is None:
        try:
            value = Decimal(text.strip())
        except InvalidOperation:
            value = None
    if value is None or not value.is_finite() or abs(value) >= Decimal("1e11"):
        raise ValidationError({field: "Informe um valor como 1.234,56."})
    return value


def _header(cells: list[str]) -> dict[int, str]:
    mapping = {}
    unknown = []
    for index, cell in enumerate(cells):
        key = fold_text(cell).replace(" ", "_").replace("-", "_")
        if key in COLUMNS:
            mapping[index] = COLUMNS[key]
        elif key:
            unknown.append(cell)
    if not {"line", "month"} <= set(mapping.values()) or unknown:
        raise refuse(
            "A primeira linha da planilha deve nomear as colunas: linha, mes (MM/AAAA) e "
            "passageiros, vendas, km, viagens. Colunas não reconhecidas: "
            + (", ".join(unknown) or "nenhuma")
            + "."
        )
    return mapping


def _row(
    mapping: dict[int, str], cells: list[str], reported_on: date | None, reference: str
) -> tuple[str, MonthStatistics, list[str]]:
    values = {name: cells[index] if index < len(cells) else "" for index, name in mapping.items()}
    problems: list[str] = []

    def read(field: str, parse):
        try:
            return parse(values.get(field, ""), field)
        except ValidationError as bad:
            problems.append(f"{field_label(field)}: {bad.field_errors[field]}")
            return None

    data = MonthStatistics(
        month=parse_month(values.get("month", "")),
        trips=read("trips", parse_count),
        passengers=read("passengers", parse_count),
        sales=read("sales", parse_amount),
        km=read("km", parse_amount),
        reported_on=reported_on,
        reference=reference,
    )
    return values.get("line", "").strip(), data, problems


LABELS = {
    "line": "linha",
    "month": "mês",
    "passengers": "passageiros",
    "sales": "vendas",
    "km": "km",
    "trips": "viagens",
    "reported_on": "informado em",
    "reference": "documento",
}


def field_label(field: str) -> str:
    return LABELS.get(field, field)


def import_statistics(
    ctx: ServiceContext, content: bytes, file_name: str, reported_on: date | None, reference: str
) -> StatisticsImport:
    """Records every row of the file in one transaction, or none when any row is wrong."""
    require(ctx, Permission.LINE_EDIT)
    filled = sheet_rows(content, file_name, MAX_ROWS, "meses de linhas")
    mapping = _header(filled[0][1])
    rows = [(number, *_row(mapping, cells, reported_on, reference)) for number, cells in filled[1:]]
    codes = {fold_text(code) for _number, code, _data, _problems in rows}
    with ctx.database.write() as session:
        known: dict[str, uuid.UUID] = {
            fold_text(code): line_id
            for line_id, code in session.execute(
                select(Line.id, Line.code).where(func.lower(Line.code).in_(sorted(codes)))
            )
        }
        errors = []
        first_row: dict[tuple[str, date], int] = {}
        for number, code, data, problems in rows:
            found = [*problems]
            if data.month is not None:
                key = (fold_text(code), data.month)
                if key in first_row:
                    found.append(f"linha e mês repetidos (já na linha {first_row[key]}).")
                first_row.setdefault(key, number)
            if not code:
                found.append("linha: informe o número da linha.")
            elif fold_text(code) not in known:
                found.append(f"linha: {code} não está no cadastro de linhas.")
            checked = check_statistics(ctx, data)
            for field, message in checked.items():
                if not any(text.startswith(f"{field_label(field)}:") for text in found):
                    found.append(f"{field_label(field)}: {message}")
            if found:
                errors.append(RowError(number, " ".join(found)))
        if errors:
            return StatisticsImport(0, tuple(errors))
        for _number, code, data, _problems in rows:
            add_statistics(session, ctx, known[fold_text(code)], data)
    return StatisticsImport(len(rows), ())
