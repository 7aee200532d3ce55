"""Queries of `desktop.services.documents.key_renewal`, read by its screens:
nothing here writes."""

from sqlalchemy import select

from desktop.documents.keys import (
    key_type_of,
    load_public_key,
)
from desktop.models.office import Office
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.office.permissions import Permission, require


def office_key_type(ctx: ServiceContext) -> str:
    """ "ECDSA P-256" or "Ed25519": the algorithm of the office's current key."""
    require(ctx, Permission.DOCUMENT_VERIFY)
    with ctx.database.read() as session:
        pem = session.scalar(select(Office.public_key_pem))
    if pem is None:
        raise NotFound("O escritório ainda não foi configurado.")
    return key_type_of(load_public_key(pem))
