"""The input of every template: plain frozen dataclasses the services build from their models.

Each document dataclass says when it was issued (`issue_date`, which also fixes the PDF's
dates, so a reprint from the same data is the same file) and which of its fields go into the
signed QR payload (`signed_fields`).
"""

from dataclasses import dataclass
from datetime import date
from typing import Protocol


@dataclass(frozen=True)
class OfficeLetterhead:
    """The issuing office as printed on the letterhead; `jurisdiction` is "GO" or "RR"."""

    name: str
    code: str
    jurisdiction: str
    address: str


@dataclass(frozen=True)
class OperatorIdentity:
    """The operator a document is about (Res. 105 art. 13 §1 I): names, CNPJ and address."""

    legal_name: str
    trade_name: str
    cnpj: str
    address: str


@dataclass(frozen=True)
class ProtocolReceiptData:
    """Receipt of a registration request (Res. 105 art. 7 caput and I; arts. 8-11)."""

    operator: OperatorIdentity
    process_number: str
    protocol_date: date
    request: str
    modalities: tuple[str, ...]
    documents_received: tuple[str, ...]
    analysis_due: date | None  # None in RR: Lei 664/2008 sets no term
    received_by: str
    # GO, the característica vinculada alone: its documents are art. 56's, not arts. 8º-11.
    vinculada_only: bool = False
    # GO: the articles that ask the documents of the registration, as the pendency notice's
    # (`PendencyNoticeData.asked_articles`): a company asking for the fretamento and the
    # característica vinculada is asked both chapters' (arts. 8º, 9º and 56).
    asked_articles: tuple[str, ...] = ()

    @property
    def issue_date(self) -> date:
        return self.protocol_date

    def signed_fields(self) -> dict[str, str]:
        return _with_term(self.operator, self.process_number, self.analysis_due)


@dataclass(frozen=True)
class PendencyNoticeData:
    """Notice of missing documents (Res. 105 art. 7 II): 10 days to cure, else archiving."""

    operator: OperatorIdentity
    process_number: str
    protocol_date: date
    notice_date: date
    missing_items: tuple[str, ...]
    deadline: date | None  # None in RR: Lei 664/2008 sets no term
    issued_by: str
    # GO: the articles of Res. AGR 105/2017 that ask the documents of the registration (its
    # checklist): the fretamento's of arts. 8º-11, the característica vinculada's of art. 56.
    asked_articles: tuple[str, ...]

    @property
    def issue_date(self) -> date:
        return self.notice_date

    def signed_fields(self) -> dict[str, str]:
        return _with_term(self.operator, self.process_number, self.deadline)


def _with_term(operator: OperatorIdentity, process: str, term: date | None) -> dict[str, str]:
    fields = {"cnpj": digits_and_letters(operator.cnpj), "proc": process}
    if term is not None:
        fields["prazo"] = term.strftime("%Y%m%d")
    return fields


@dataclass(frozen=True)
class CrcData:
    """Certificado de Registro Cadastral (Res. 105 art. 7 III and art. 13 §1 I-IV).

    `renewal_from` is the first day a new registration can be asked (art. 13 §3: up to 60
    days before `valid_until`); both dates come from the rules engine. In Roraima both are
    None unless the office recorded an end date: Lei 664/2008 sets no term.
    """

    operator: OperatorIdentity
    process_number: str
    issue_date: date
    valid_until: date | None
    renewal_from: date | None
    modalities: tuple[str, ...]
    issued_by: str
    # GO, the característica vinculada alone (Chapter V): no fretamento, no Decreto 8.444/2015.
    vinculada_only: bool = False
    # Res. AGR 105/2017, art. 12: the resolution and its DOE extract ("" in Roraima).
    registration_act: str = ""
    # A reissue with the DOE publication of the extract as it stands (art. 12): the CRC it
    # replaces and why ("" on the CRC issued with the approval).
    replaces: str = ""

    def signed_fields(self) -> dict[str, str]:
        fields = {"cnpj": digits_and_letters(self.operator.cnpj), "proc": self.process_number}
        if self.valid_until is not None:
            fields["val"] = self.valid_until.strftime("%Y%m%d")
        return fields


class DocumentData(Protocol):
    """What the renderer asks of every document dataclass (this module's and the others')."""

    @property
    def issue_date(self) -> date: ...

    def signed_fields(self) -> dict[str, str]: ...


def digits_and_letters(text: str) -> str:
    """A CNPJ without its punctuation (the alphanumeric CNPJ keeps its letters)."""
    return "".join(character for character in text if character.isalnum()).upper()
