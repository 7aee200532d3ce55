"""The global search's document numbers (GYN-2026-000123): the stored PDF of each document
with that number, verified, gives the CNPJ it was issued to; the operator is found by it, and
its razão social comes with the match so the clerk can tell the operators apart. An auto de
infração with that number is looked up too, and the register's name of the operators of the
licences with it: a licence keeps the name it was issued under, the register the current one.

Numbers run per kind, so one number may name a protocol, a CRC and an auto alike: every match
is returned. The work verifies PDFs: the global search runs it off the GUI thread.
"""

import re
import uuid
from collections.abc import Collection
from dataclasses import dataclass

from sqlalchemy import null, select, type_coerce, union_all
from sqlalchemy.types import Uuid

from desktop.models.licences import Licence
from desktop.models.operators import Operator
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import reprint
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import DocumentNotRendered, NotFound
from desktop.services.sanctions.notice_records import find_notice
from desktop.services.validation import normalize_cnpj

DOCUMENT_NUMBER = re.compile(r"^[A-Z]{2,5}-\d{4}-\d{6}$")
KINDS_TRIED = ("protocolo", "pendencia", "crc")


@dataclass(frozen=True)
class DocumentMatch:
    title: str
    number: str
    cnpj: str
    operator_name: str  # the razão social registered under `cnpj`; "" if none is


@dataclass(frozen=True)
class RegisteredName:
    """An operator as the register names it now."""

    cnpj: str
    legal_name: str


@dataclass(frozen=True)
class NumberLookup:
    documents: list[DocumentMatch]
    notice_number: str | None
    # The operator of each licence asked about, by licence id, as the register names it now.
    licence_operators: dict[uuid.UUID, RegisteredName]


def looks_like_document_number(text: str) -> bool:
    return bool(DOCUMENT_NUMBER.match(text.strip().upper()))


def _signed_documents(ctx: ServiceContext, number: str) -> list[tuple[str, str]]:
    """The title and CNPJ of every document of this office with `number` whose signature
    is valid."""
    signed = []
    for kind in KINDS_TRIED:
        try:
            pdf = reprint(ctx, number, kind)
        except (NotFound, DocumentNotRendered):
            continue
        verdict = verify_bytes(ctx.database, pdf)
        cnpj = normalize_cnpj(verdict.fields.get("CNPJ"))  # the register's form, not the shown one
        if verdict.valid and cnpj:
            signed.append((verdict.fields.get("Documento", kind), cnpj))
    return signed


def _registered_names(
    ctx: ServiceContext, cnpjs: set[str], licence_ids: Collection[uuid.UUID]
) -> tuple[dict[str, str], dict[uuid.UUID, RegisteredName]]:
    """The register's razão social of the operators under `cnpjs` (by CNPJ) and of the
    operators the licences `licence_ids` were issued to (by licence), in one query."""
    if not cnpjs and not licence_ids:
        return {}, {}
    of_licences = (
        select(Operator.cnpj, Operator.legal_name, Licence.id.label("licence_id"))
        .join(Licence, Licence.operator_id == Operator.id)
        .where(Licence.id.in_(licence_ids))
    )
    by_cnpj = select(
        Operator.cnpj, Operator.legal_name, type_coerce(null(), Uuid).label("licence_id")
    ).where(Operator.cnpj.in_(cnpjs))
    with ctx.database.read() as session:
        rows = session.execute(union_all(of_licences, by_cnpj)).all()
    names = {cnpj: name for cnpj, name, licence_id in rows if licence_id is None}
    licences = {
        licence_id: RegisteredName(cnpj, name)
        for cnpj, name, licence_id in rows
        if licence_id is not None
    }
    return names, licences


def find_notice_number(ctx: ServiceContext, number: str) -> str | None:
    """The number of this office's auto de infração `number`, or None if there is none."""
    try:
        return find_notice(ctx, number).number
    except NotFound:
        return None


def look_up_number(
    ctx: ServiceContext, number: str, licence_ids: Collection[uuid.UUID] = ()
) -> NumberLookup:
    """The documents with `number` (with the operator registered under each one's CNPJ), the
    auto with it, and the register's name of the operators of the licences `licence_ids`
    (the licences with `number` the clerk may see): the names in one query for all."""
    number = number.strip().upper()
    signed = _signed_documents(ctx, number)
    names, licence_operators = _registered_names(
        ctx, {cnpj for _title, cnpj in signed}, licence_ids
    )
    documents = [DocumentMatch(title, number, cnpj, names.get(cnpj, "")) for title, cnpj in signed]
    return NumberLookup(documents, find_notice_number(ctx, number), licence_operators)
