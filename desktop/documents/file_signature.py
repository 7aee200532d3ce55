"""The file's signature, written by ReportLab with the document (issue 18 §4).

A PDF signature (ISO 32000-2 §12.8; PAdES, ETSI EN 319 142-1) is a dictionary whose /Contents
holds a CMS over every byte of the file but its own value, the ranges named in /ByteRange.
pyHanko made it by reading back the file ReportLab had written and appending an incremental
update; now the dictionary, its invisible field on the first page and the form listing it
are written with the page, with fixed-width placeholders for the byte range and the CMS.
Once ReportLab has laid the whole file out (its hook for signatures, `_digiSigs`), the byte
range is filled with the real offsets, the two ranges are hashed and the CMS of that digest
written in /Contents. The file has one revision, and the signature covers all of it.
"""

import binascii
import hashlib
from datetime import datetime

from reportlab.pdfbase.pdfdoc import (
    PDFArray,
    PDFDictionary,
    PDFDocument,
    PDFFile,
    PDFName,
    PDFObject,
    PDFString,
)
from reportlab.pdfgen.canvas import Canvas

from desktop.documents.data import OfficeLetterhead
from desktop.documents.pdf_signing import SIGNATURE_FIELD, PreparedSigner, signature_cms

REASON = "Documento emitido pelo Balcão"
# Ten digits for each offset: a file of up to 9.3 GiB.
BYTE_RANGE = b"[0 0000000000 0000000000 0000000000]"
# Print, Locked (ISO 32000-2 §12.5.3): an invisible field nobody moves or deletes.
WIDGET_FLAGS = 4 | 128
# Signatures exist; the file is to be saved by appending only (ISO 32000-2 §12.7.3).
SIG_FLAGS = 3


class _Written(PDFObject):
    """Bytes ReportLab writes as they are."""

    def __init__(self, data: bytes) -> None:
        self.data = data

    def format(self, document: PDFDocument) -> bytes:
        return self.data


class FileSignature:
    """The signature of one document by `prepared`, made at `moment` (the dictionary's /M)."""

    def __init__(self, prepared: PreparedSigner, office: OfficeLetterhead, moment: datetime):
        from pyhanko.pdf_utils.generic import pdf_date

        self.prepared = prepared
        self.moment = moment
        self.dictionary = PDFDictionary(
            {
                "Type": PDFName("Sig"),
                "Filter": PDFName("Adobe.PPKLite"),
                "SubFilter": PDFName("ETSI.CAdES.detached"),
                "Name": PDFString(prepared.name),
                "Reason": PDFString(REASON),
                "Location": PDFString(f"{office.name} ({office.code})"),
                "M": PDFString(str(pdf_date(moment))),
                "ByteRange": _Written(BYTE_RANGE),
                "Contents": _Written(b"<" + b"0" * prepared.bytes_reserved + b">"),
            }
        )
        self.document: PDFDocument | None = None

    def attach(self, canvas: Canvas) -> None:
        """Adds the field to the page `canvas` is about to finish and the form to the file;
        ReportLab calls `sign` when the file is laid out."""
        document: PDFDocument = canvas._doc  # type: ignore[attr-defined]  # not in the stubs
        widget = PDFDictionary(
            {
                "Type": PDFName("Annot"),
                "Subtype": PDFName("Widget"),
                "FT": PDFName("Sig"),
                "T": PDFString(SIGNATURE_FIELD),
                "F": WIDGET_FLAGS,
                "Rect": PDFArray([0, 0, 0, 0]),
                "P": document.thisPageRef(),
                "V": document.Reference(self.dictionary, "Signature"),
            }
        )
        canvas._addAnnotation(widget, SIGNATURE_FIELD)  # type: ignore[attr-defined]
        catalog = document.Catalog  # type: ignore[attr-defined]  # not in the stubs
        catalog.AcroForm = PDFDictionary(
            {"Fields": PDFArray([document.refAnnotation(SIGNATURE_FIELD)]), "SigFlags": SIG_FLAGS}
        )
        catalog.Version = PDFName(self.prepared.pdf_version)
        catalog.Extensions = _Written(self.prepared.extensions)
        catalog.__NoDefault__ = [*catalog.__NoDefault__, "Version", "Extensions"]
        document._digiSigs = [self]  # type: ignore[attr-defined]
        self.document = document

    def sign(self, file: PDFFile) -> None:
        """ReportLab's hook, once every object, the cross-reference table and the trailer are
        laid out: fills the byte range (same width) and the CMS over it."""
        assert self.document is not None
        pdf = bytearray(b"".join(file.strings))
        at = self.document.idToOffset["Signature"]
        byte_range = pdf.index(b"/ByteRange " + BYTE_RANGE, at) + len(b"/ByteRange ")
        start = pdf.index(b"/Contents <", at) + len(b"/Contents ")
        end = start + self.prepared.bytes_reserved + 2
        filled = b"[0 %d %d %d]" % (start, end, len(pdf) - end)
        pdf[byte_range : byte_range + len(BYTE_RANGE)] = filled.ljust(len(BYTE_RANGE))
        digest = hashlib.new(self.prepared.digest)
        with memoryview(pdf) as view:
            digest.update(view[:start])
            digest.update(view[end:])
        cms = binascii.hexlify(signature_cms(self.prepared, digest.digest(), self.moment)).upper()
        if len(cms) > self.prepared.bytes_reserved:
            raise ValueError(f"A assinatura ({len(cms)}) excede o espaço reservado no PDF.")
        pdf[start + 1 : start + 1 + len(cms)] = cms
        file.strings[:] = [bytes(pdf)]
