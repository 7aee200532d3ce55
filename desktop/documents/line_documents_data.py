"""Input of the printed instrument that delegates a regular line (GO Decreto 8.444/2015,
arts. 6º-8º and 11; Lei RR 664/2008, arts. 13-24) and of the printed fare table (GO arts.
14-17; RR arts. 29, inciso IV, 37 and 38). Apart from the templates so a service names them
without loading ReportLab (issue 18)."""

from dataclasses import dataclass
from datetime import date

from desktop.documents.data import OperatorIdentity, digits_and_letters


@dataclass(frozen=True)
class DelegationInstrumentData:
    title: str  # the instrument as its state's law names it
    line_code: str
    line_name: str
    service_kind: str
    route: str  # origin — destination, roads and km
    sections: tuple[str, ...]
    operator: OperatorIdentity
    number: str  # the instrument's own number
    signed_on: date
    term: str  # "de 10/06/2026 a 09/06/2041"
    conditions: tuple[tuple[str, str], ...]  # what this instrument states, label and value
    clauses: tuple[str, ...]  # each with its article
    issued_on: date
    # The "Base legal" where the record decides it: a GO Termo under art. 11 or art. 12.
    basis: tuple[str, ...] = ()

    @property
    def issue_date(self) -> date:
        return self.issued_on

    def signed_fields(self) -> dict[str, str]:
        return {
            "linha": self.line_code,
            "instrumento": self.number,
            "cnpj": digits_and_letters(self.operator.cnpj),
            "assinatura": self.signed_on.strftime("%Y%m%d"),
        }


@dataclass(frozen=True)
class FareLine:
    origin: str
    destination: str
    km: str
    value: str


@dataclass(frozen=True)
class FareTableData:
    line_code: str
    line_name: str
    route: str
    operator_name: str
    operator_cnpj: str
    delegation: str
    regime: str  # the regime and its article
    effective_from: date
    reference: str
    details: tuple[tuple[str, str], ...]  # communication, coefficient, terminal fee
    fares: tuple[FareLine, ...]
    notes: tuple[str, ...]  # each with its article
    issued_on: date

    @property
    def issue_date(self) -> date:
        return self.issued_on

    def signed_fields(self) -> dict[str, str]:
        return {
            "linha": self.line_code,
            "cnpj": digits_and_letters(self.operator_cnpj),
            "desde": self.effective_from.strftime("%Y%m%d"),
            "trechos": str(len(self.fares)),
        }
