"""A new auto de infração another screen asks Autos e Processos to open, already filled in
(`navigator.open_record.emit("notices", NoticePrefill(...))`): the late answer or unmet
notification of Res. AGR 105/2017, arts. 60 §2 and 100, typed 77-XII."""

from dataclasses import dataclass


@dataclass(frozen=True)
class NoticePrefill:
    cnpj: str
    codes: tuple[str, ...]
    description: str
