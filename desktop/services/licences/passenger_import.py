"""Passenger lists imported from a CSV or XLSX file (Res. AGR 105/2017 arts. 28 III, 29 V,
30 IV, 59 II: "relação dos passageiros").

The first non-empty row names the columns (any case, accents and spaces ignored): `nome`
(required), `cpf`, `tipo_documento`, `documento`, `escola`, `declaracao_responsavel`,
`maior_de_idade`, `vinculo`. Blank rows are skipped. A file that cannot be read (wrong
columns, broken encoding, not a spreadsheet) raises ValidationError({"file": ...}); rows with
errors come back in `errors`, numbered as the file's lines, and then `passengers` is empty:
nothing is imported until every row is right.
"""

from dataclasses import dataclass

from desktop.rules.choices import PassengerDocument
from desktop.rules.text import fold_text
from desktop.services.licences.passengers import (
    PassengerInput,
    RowError,
    passenger_errors,
)
from desktop.services.spreadsheet import refuse, sheet_rows

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
MAX_ROWS = 2000


@dataclass(frozen=True)
class PassengerImport:
    passengers: tuple[PassengerInput, ...]
    errors: tuple[RowError, ...]
    rows_read: int


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
        raise refuse(
            "A primeira linha da planilha deve nomear as colunas, com ao menos 'nome' "
            "(e 'cpf' ou 'tipo_documento' e 'documento'). Colunas encontradas: "
            + (", ".join(cell for cell in cells if cell) or "nenhuma")
            + "."
        )
    if unknown:
        raise refuse(
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
    jurisdiction: str,
    capacity: int | None = None,
    link_proof_asked: bool = False,
) -> PassengerImport:
    """The passengers of a .csv or .xlsx file, or its row errors (then no passengers)."""
    filled = sheet_rows(content, file_name, MAX_ROWS, "passageiros")
    mapping = _header(filled[0][1])
    body = filled[1:]
    passengers = [_passenger(mapping, cells) for _, cells in body]
    errors = passenger_errors(
        passengers,
        modality,
        jurisdiction,
        link_proof_asked,
        capacity,
        row_numbers=[number for number, _ in body],
    )
    if errors:
        return PassengerImport((), tuple(errors), len(body))
    return PassengerImport(tuple(passengers), (), len(body))
