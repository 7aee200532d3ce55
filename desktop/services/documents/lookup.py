"""The global search's document numbers (GYN-2026-000123): the stored PDF of each document
with that number, verified, gives the CNPJ it was issued to; the operator is found by it, and
its razão social comes with the match so the clerk can tell the operators apart. An auto de
infração with that number is looked up too.

Numbers run per kind, so one number may name a protocol, a CRC and an auto alike: every match
is returned. The work verifies PDFs: the global search runs it off the GUI thread.
"""

import re
from dataclasses import dataclass

from sqlalchemy import select

from desktop.models.operators import Operator
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import reprint
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import DocumentNotRendered, NotFound
from desktop.services.sanctions.notice_records import find_notice

DOCUMENT_NUMBER = re.compile(r"^[A-Z]{2,5}-\d{4}-\d{6}$")
KINDS_TRIED = ("protocolo", "pendencia", "crc")


@dataclass(frozen=True)
class DocumentMatch:
    title: str
    number: str
    cnpj: str
    operator_name: str  # the razão social registered under `cnpj`; "" if none is


@dataclass(frozen=True)
class NumberLookup:
    documents: list[DocumentMatch]
    notice_number: str | None


def looks_like_document_number(text: str) -> bool:
    return bool(DOCUMENT_NUMBER.match(text.strip().upper()))


def find_document_subjects(ctx: ServiceContext, number: str) -> list[DocumentMatch]:
    """Every document of this office with `number` whose signature is valid, with its CNPJ
    and the name of the operator registered under it (one query for all the matches)."""
    number = number.strip().upper()
    signed = []
    for kind in KINDS_TRIED:
        try:
            pdf = reprint(ctx, number, kind)
        except (NotFound, DocumentNotRendered):
            continue
        verdict = verify_bytes(ctx.database, pdf)
        cnpj = verdict.fields.get("CNPJ", "")
        if verdict.valid and cnpj:
            signed.append((verdict.fields.get("Documento", kind), cnpj))
    names = _operator_names(ctx, {cnpj for _title, cnpj in signed})
    return [DocumentMatch(title, number, cnpj, names.get(cnpj, "")) for title, cnpj in signed]


def _operator_names(ctx: ServiceContext, cnpjs: set[str]) -> dict[str, str]:
    """The razão social of the operators registered under `cnpjs`, by CNPJ."""
    if not cnpjs:
        return {}
    with ctx.database.read() as session:
        rows = session.execute(
            select(Operator.cnpj, Operator.legal_name).where(Operator.cnpj.in_(cnpjs))
        ).all()
    return {cnpj: name for cnpj, name in rows}


def find_notice_number(ctx: ServiceContext, number: str) -> str | None:
    """The number of this office's auto de infração `number`, or None if there is none."""
    try:
        return find_notice(ctx, number).number
    except NotFound:
        return None


def look_up_number(ctx: ServiceContext, number: str) -> NumberLookup:
    return NumberLookup(find_document_subjects(ctx, number), find_notice_number(ctx, number))
