"""Every kind of document Balcão prints, from the `DOCUMENTS` of each template module."""

from typing import Any

from desktop.documents import (
    authorisation_cancellation,
    cnd,
    crc,
    crv,
    fare_table,
    licence,
    licence_passengers,
    line_change,
    line_delegation,
    notice,
    notification,
    payment_notice,
    pendency_notice,
    protocol_receipt,
    timetable,
)
from desktop.documents.kind import DocumentKind

_TEMPLATES = (
    protocol_receipt,
    pendency_notice,
    crc,
    crv,
    licence,
    licence_passengers,
    authorisation_cancellation,
    notice,
    notification,
    payment_notice,
    cnd,
    timetable,
    line_change,
    line_delegation,
    fare_table,
)

KINDS: dict[str, DocumentKind] = {
    document.kind: document for module in _TEMPLATES for document in module.DOCUMENTS
}


def document_kind(kind: str) -> DocumentKind:
    try:
        return KINDS[kind]
    except KeyError:
        raise ValueError(f"Tipo de documento desconhecido: {kind}") from None


def title_of(kind: str) -> str:
    """The printed title of `kind`; the code itself for a kind this version doesn't know."""
    known = KINDS.get(kind)
    return known.title if known else kind


def articles_of(kind: str, jurisdiction: str, data: Any) -> tuple[str, ...]:
    """The "Base legal" of a document of `kind` printing `data` in `jurisdiction`."""
    try:
        return document_kind(kind).printed_articles(jurisdiction, data)
    except KeyError:
        raise ValueError(f"Documento {kind} sem base legal para {jurisdiction}") from None
