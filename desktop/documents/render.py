"""Renders a document of any kind: template, letterhead, QR payload and file signature."""

from dataclasses import dataclass
from datetime import datetime
from types import BuiltinFunctionType

from reportlab.lib import rl_accel

from desktop.documents.data import DocumentData, OfficeLetterhead
from desktop.documents.file_signature import FileSignature
from desktop.documents.icp import A1Certificate
from desktop.documents.keys import OfficeSigner
from desktop.documents.kinds import articles_of, document_kind
from desktop.documents.letterhead import Stamp, build_pdf
from desktop.documents.payload import SignedPayload, sign_payload
from desktop.documents.pdf_signing import prepared_signer


def reportlab_accelerated() -> bool:
    """Whether ReportLab runs on its C accelerators (the rl_accel package), which it looks
    for quietly and replaces with Python functions when absent (a licence issued then takes
    12 % longer)."""
    return isinstance(rl_accel.fp_str, BuiltinFunctionType)


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
    a1: A1Certificate | None = None,
) -> RenderedDocument:
    """The signed PDF of `data`; the same input always gives the same payload and layout.
    The QR payload is signed by the office key; the file by `a1` when given, else by it too."""
    template = document_kind(kind)
    if not isinstance(data, template.data_type):
        raise TypeError(f"{kind} espera {template.data_type.__name__}, não {type(data).__name__}")
    payload = sign_payload(signer, kind, number, office.code, data.issue_date, data.signed_fields())
    return render_signed(data, office, payload, signer, a1)


def render_signed(
    data: DocumentData,
    office: OfficeLetterhead,
    payload: SignedPayload,
    signer: OfficeSigner,
    a1: A1Certificate | None = None,
) -> RenderedDocument:
    """The PDF of `data` carrying `payload`, signed already (when the number was given):
    the slow part of issuing, run after the act's transaction commits. The signature is made
    at this moment, in the computer's time zone."""
    prepared = prepared_signer(signer, office, a1)
    signature = FileSignature(prepared, office, datetime.now().astimezone())
    return RenderedDocument(pdf=document_pdf(data, office, payload, signature), payload=payload)


def document_pdf(
    data: DocumentData,
    office: OfficeLetterhead,
    payload: SignedPayload,
    signature: FileSignature | None = None,
) -> bytes:
    """What ReportLab writes for `data` — template, letterhead, QR code and, when given, the
    file's signature (without it, the PDF floor issue 18 §4 measures issuing against)."""
    template = document_kind(payload.kind)
    stamp = Stamp(
        office=office,
        kind=payload.kind,
        title=template.printed_title(office.jurisdiction, data),
        number=payload.number,
        issue_date=data.issue_date,
        articles=articles_of(payload.kind, office.jurisdiction, data),
        verification_code=payload.verification_code(),
        key_id=payload.key_id,
        qr_text=payload.text(),
    )
    return build_pdf(stamp, template.story(data, stamp), signature)
