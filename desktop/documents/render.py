"""Renders a document of any kind: template, letterhead, QR payload and file signature."""

from dataclasses import dataclass
from types import ModuleType

from desktop.documents import crc, pendency_notice, protocol_receipt
from desktop.documents.data import DocumentData, OfficeLetterhead
from desktop.documents.keys import OfficeSigner
from desktop.documents.legal import articles_of
from desktop.documents.letterhead import Stamp, build_pdf
from desktop.documents.payload import SignedPayload, sign_payload
from desktop.documents.pdf_signing import sign_pdf

TEMPLATES: dict[str, ModuleType] = {
    module.KIND: module for module in (protocol_receipt, pendency_notice, crc)
}
DATA_TYPES = {
    protocol_receipt.KIND: protocol_receipt.ProtocolReceiptData,
    pendency_notice.KIND: pendency_notice.PendencyNoticeData,
    crc.KIND: crc.CrcData,
}


@dataclass(frozen=True)
class RenderedDocument:
    pdf: bytes
    payload: SignedPayload

    @property
    def verification_code(self) -> str:
        return self.payload.verification_code()


def render_document(
    kind: str,
    data: DocumentData,
    office: OfficeLetterhead,
    number: str,
    signer: OfficeSigner,
) -> RenderedDocument:
    """The signed PDF of `data`; the same input always gives the same payload and layout."""
    if kind not in TEMPLATES:
        raise ValueError(f"Tipo de documento desconhecido: {kind}")
    if not isinstance(data, DATA_TYPES[kind]):
        raise TypeError(f"{kind} espera {DATA_TYPES[kind].__name__}, não {type(data).__name__}")
    payload = sign_payload(
        signer, kind, number, office.code, data.issue_date, data.signed_fields()
    )
    stamp = Stamp(
        office=office,
        kind=kind,
        number=number,
        issue_date=data.issue_date,
        articles=articles_of(kind, office.jurisdiction),
        verification_code=payload.verification_code(),
        key_id=signer.key_id,
        qr_text=payload.text(),
    )
    unsigned = build_pdf(stamp, TEMPLATES[kind].story(data, stamp))
    return RenderedDocument(pdf=sign_pdf(unsigned, signer, office), payload=payload)
