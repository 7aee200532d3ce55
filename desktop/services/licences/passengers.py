"""Passenger lists (Res. AGR 105/2017 arts. 28 III, 29 V, 30 III-IV, 34, 54, 59 II): each row
validated, duplicates and seats beyond the vehicle's capacity (art. 38 XII) caught, errors
given row by row.

CPF is personal data (LGPD): it is shown and printed masked, `***.456.789-**`. The middle
six digits are enough for the inspector to match the passenger's document at boarding
(art. 34); no article of Res. 105 or Lei RR 664 asks for the CPF in full on the list.
"""

from dataclasses import dataclass

from desktop.rules.choices import EmploymentProof, PassengerDocument
from desktop.rules.errors import RulesError
from desktop.rules.licence_lists import cited, list_articles
from desktop.services.validation import check_cpf, digits_only, is_blank


@dataclass(frozen=True)
class PassengerInput:
    """One row of the list. Students (escolar) have `school` and the guardian's declaration
    (art. 30 III, `adult` when the student is of age and needs none)."""

    name: str
    cpf: str = ""
    document_kind: str = ""
    document_number: str = ""
    school: str = ""
    guardian_declaration: bool = False
    adult: bool = False
    employment_proof: str = ""


@dataclass(frozen=True)
class RowError:
    row: int
    message: str


def mask_cpf(cpf: str) -> str:
    """'12345678909' -> '***.456.789-**'; anything else is returned as typed."""
    digits = digits_only(cpf)
    if len(digits) != 11:
        return cpf
    return f"***.{digits[3:6]}.{digits[6:9]}-**"


def identity_of(passenger: PassengerInput) -> str:
    """How the passenger is identified, CPF masked."""
    if not is_blank(passenger.cpf):
        return f"CPF {mask_cpf(passenger.cpf)}"
    label = PassengerDocument.labels().get(passenger.document_kind, passenger.document_kind)
    return f"{label} {passenger.document_number.strip()}"


def _key(passenger: PassengerInput) -> str | None:
    if not is_blank(passenger.cpf):
        return "cpf:" + digits_only(passenger.cpf)
    if not is_blank(passenger.document_number):
        return f"{passenger.document_kind}:{passenger.document_number.strip().upper()}"
    return None


def field_problems(
    passenger: PassengerInput, modality: str, link_proof_asked: bool, jurisdiction: str
) -> list[RulesError]:
    """Every problem of one passenger, each naming its field (`PassengerInput`'s names), in
    pt-BR with its article in the office's law (`desktop.rules.licence_lists`)."""
    articles = list_articles(jurisdiction)
    problems = []
    if is_blank(passenger.name) or len(passenger.name.strip()) < 3:
        problems.append(RulesError("name", "informe o nome completo"))
    elif len(passenger.name.strip()) > 200:
        problems.append(RulesError("name", "nome com mais de 200 caracteres"))
    if len(passenger.document_number.strip()) > 30 or len(passenger.school.strip()) > 200:
        too_long = "document_number" if len(passenger.document_number.strip()) > 30 else "school"
        problems.append(RulesError(too_long, "documento até 30 caracteres e escola até 200"))
    if not is_blank(passenger.cpf):
        message = check_cpf(passenger.cpf)
        if message:
            problems.append(RulesError("cpf", f"CPF {passenger.cpf.strip()}: {message}"))
    elif passenger.document_kind not in PassengerDocument.codes() or is_blank(
        passenger.document_number
    ):
        problems.append(
            RulesError(
                "cpf",
                "informe o CPF ou outro documento de identidade (tipo e número; "
                f"{articles.identity})",
            )
        )
    if modality == "escolar":
        if articles.school is not None and is_blank(passenger.school):
            problems.append(RulesError("school", f"informe a escola do aluno ({articles.school})"))
        if (
            articles.guardian_declaration is not None
            and not passenger.guardian_declaration
            and not passenger.adult
        ):
            problems.append(
                RulesError(
                    "guardian_declaration",
                    "falta a declaração dos pais ou responsáveis "
                    f"({articles.guardian_declaration})",
                )
            )
    if (
        modality == "vinculada"
        and link_proof_asked
        and (passenger.employment_proof not in EmploymentProof.codes())
    ):
        problems.append(
            RulesError(
                "employment_proof",
                "comprove o vínculo com a empresa por CTPS ou RAIS, exigido pela AGR"
                " (Res. AGR 105/2017, art. 59, parágrafo único; art. 54)",
            )
        )
    return problems


def row_problems(
    passenger: PassengerInput, modality: str, link_proof_asked: bool, jurisdiction: str
) -> list[str]:
    """Every problem of one row of a list, in pt-BR with its article."""
    return [
        problem.message
        for problem in field_problems(passenger, modality, link_proof_asked, jurisdiction)
    ]


def passenger_errors(
    passengers: tuple[PassengerInput, ...] | list[PassengerInput],
    modality: str,
    jurisdiction: str,
    link_proof_asked: bool = False,
    capacity: int | None = None,
    first_row: int = 1,
    row_numbers: list[int] | None = None,
) -> list[RowError]:
    """Errors of every row, numbered from `first_row` (or as `row_numbers` say: the lines of
    an imported file); duplicates and rows beyond `capacity` seats included."""
    errors = []
    seen: dict[str, int] = {}
    for index, passenger in enumerate(passengers):
        row = row_numbers[index] if row_numbers else first_row + index
        problems = row_problems(passenger, modality, link_proof_asked, jurisdiction)
        key = _key(passenger)
        if key is not None and key in seen and not problems:
            problems.append(f"passageiro repetido (mesmo documento da linha {seen[key]})")
        elif key is not None:
            seen.setdefault(key, row)
        if capacity is not None and index >= capacity:
            problems.append(
                f"acima da lotação do veículo, {capacity} lugares"
                + cited(list_articles(jurisdiction).capacity)
            )
        if problems:
            errors.append(RowError(row, "; ".join(problems)))
    return errors
