"""The global search's document numbers (GYN-2026-000123): the stored PDF of each document
with that number, verified, gives the CNPJ it was issued to; the operator is found by it.

Numbers run per kind, so one number may name a protocol and a CRC alike: every match is
returned. The work verifies PDFs, so it runs off the GUI thread.
"""

import re
from dataclasses import dataclass

from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.issuing import reprint
from desktop.services.verification import verify_bytes

DOCUMENT_NUMBER = re.compile(r"^[A-Z]{2,5}-\d{4}-\d{6}$")
KINDS_TRIED = ("protocolo", "pendencia", "crc")


@dataclass(frozen=True)
class DocumentMatch:
    title: str
    number: str
    cnpj: str


def looks_like_document_number(text: str) -> bool:
    return bool(DOCUMENT_NUMBER.match(text.strip().upper()))


def find_document_subjects(ctx: ServiceContext, number: str) -> list[DocumentMatch]:
    """Every document of this office with `number` whose signature is valid, with its CNPJ."""
    number = number.strip().upper()
    matches = []
    for kind in KINDS_TRIED:
        try:
            pdf = reprint(ctx, number, kind)
        except NotFound:
            continue
        verdict = verify_bytes(ctx.database, pdf)
        cnpj = verdict.fields.get("CNPJ", "")
        if verdict.valid and cnpj:
            matches.append(DocumentMatch(verdict.fields.get("Documento", kind), number, cnpj))
    return matches
