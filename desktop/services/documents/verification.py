"""Verifying documents (file, QR text, photo or scan of the QR code, verification code) and
managing the trusted keys.

The keyring is this office's key, the public keys imported from other offices and, in the
state network, the trust list the sede distributes, so a document issued anywhere in the
state verifies here; a key the sede revoked verifies nowhere (docs/network.md).
"""

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import date, datetime
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.keys import load_public_key, public_key_pem
from desktop.documents.kind import LICENCE_KIND
from desktop.documents.licence_data import LicenceData
from desktop.documents.payload import PREFIX, SEPARATOR, PayloadError, normalize_code
from desktop.documents.snapshot import from_json
from desktop.documents.verify import (
    UNKNOWN,
    VALID,
    Verdict,
    signed_names,
    verify_payload,
    verify_pdf,
)
from desktop.models.base import utc_now
from desktop.models.database import Database
from desktop.models.documents import IssuedDocument, PrintOrder, TrustedKey, revoked_keys
from desktop.models.office import Office
from desktop.rules.choices import LicenceModality, licence_label
from desktop.rules.office_calendar import OfficeCalendar
from desktop.services.calendar import today_in, zone_of
from desktop.services.context import ServiceContext
from desktop.services.documents.keys import keyring
from desktop.services.documents.standing import licence_of, past_validity, withdrawal
from desktop.services.documents.statewide_status import (
    latest_status,
    statewide_data,
    statewide_source,
)
from desktop.services.errors import NotFound
from desktop.services.licences.revocation_ciencia import cancellation_appeal
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import format_cnpj


def _not_rendered(order: PrintOrder) -> Verdict:
    """A document numbered and registered whose PDF was not made yet (its rendering failed
    after the act was saved): there is no document in hand to vouch for."""
    return Verdict(
        UNKNOWN,
        f"O documento nº {order.number} ({order.kind}) foi registrado neste escritório em "
        f"{order.created_at:%d/%m/%Y %H:%M} UTC, mas o PDF ainda não foi gerado: não há "
        "documento impresso válido com este número. O escritório deve imprimi-lo de novo "
        "pela reimpressão.",
        {"Número": order.number, "Situação": "impressão pendente (PDF ainda não gerado)"},
    )


def _print_order(session: Session, number: str | None, code: str | None) -> PrintOrder | None:
    return session.scalar(
        select(PrintOrder).where(PrintOrder.number == number, PrintOrder.verification_code == code)
    )


@dataclass(frozen=True)
class TrustedKeyInfo:
    office_code: str
    key_id: str
    imported_at: datetime


def _printed_title(
    kind: str,
    jurisdiction: str,
    order: PrintOrder | None = None,
    signed: Mapping[str, str] | None = None,
) -> str:
    """The title the document printed: where its data decides it (the certidão negativa or
    positiva), the data its print order keeps, or for another office's document (no print
    order here) what its QR code signs; otherwise the kind's title in the state."""
    # The templates (and ReportLab) load with the first document verified, not at start.
    from desktop.documents.kinds import KINDS

    known = KINDS.get(kind)
    if known is None:
        return kind
    if order is not None and known.titled is not None:
        return known.printed_title(jurisdiction, from_json(known.data_type, order.data_json))
    if signed is not None:
        return known.signed_title(jurisdiction, signed)
    return known.title_for(jurisdiction)


def _printed_modality(shown: str, jurisdiction: str, order: PrintOrder | None) -> str:
    """The service as the licence printed it: the label its print order keeps (a Roraima
    autorização's trip of Lei RR 664/2008, art. 2º, I-III, which the QR code does not sign),
    else the signed code's in the office's state: `payload_fields` reads it with Res. AGR
    105/2017's label."""
    printed = from_json(LicenceData, order.data_json) if order is not None else None
    if isinstance(printed, LicenceData):
        return printed.modality_label
    codes = {label: code for code, label in LicenceModality.labels().items()}
    return licence_label(jurisdiction, codes[shown]) if shown in codes else shown


def _cnpj_as_written(verdict: Verdict) -> Verdict:
    """The QR code keeps the CNPJ's bare characters; the clerk reads 11.444.777/0001-61."""
    cnpj = verdict.fields.get("CNPJ")
    if not cnpj:
        return verdict
    return replace(verdict, fields={**verdict.fields, "CNPJ": format_cnpj(cnpj)})


def _with_register(
    database: Database,
    verdict: Verdict,
    sha256: str | None,
    now: datetime | None,
    calendar: OfficeCalendar | None = None,
) -> Verdict:
    """Adds what the register knows about a valid document: when it was issued and whether
    it is still in force (issue 16 §1: a withdrawn document must not read as plain valid);
    given the office's `calendar`, the count of the appeal opened by the ciência of a
    Roraima autorização's cancellation (Lei RR 664/2008, art. 95)."""
    verdict = _cnpj_as_written(verdict)
    if verdict.status != VALID:
        return verdict
    fields = dict(verdict.fields)
    with database.read() as session:
        office = session.scalar(select(Office))
        row = session.scalar(
            select(IssuedDocument).where(
                IssuedDocument.number == fields.get("Número"),
                IssuedDocument.verification_code == fields.get("Código de verificação"),
            )
        )
        if row is None:
            order = _print_order(session, fields.get("Número"), fields.get("Código de verificação"))
            if order is not None:
                return _not_rendered(order)
        issuer = fields.get("Escritório", "")
        if row is None and office is not None and issuer != office.code:
            return _from_statewide(session, verdict, office, now or utc_now())
        withdrawn = appeal = None
        if row is not None and office is not None:
            withdrawn = withdrawal(session, row, today_in(office.jurisdiction, now or utc_now()))
            appeal = _appeal(session, row, calendar)
            # Issued here: the title it printed in this office's state (render.py), told only
            # after the statewide matching, which goes by the kind's own title.
            order = _print_order(session, row.number, row.verification_code)
            fields["Documento"] = _printed_title(row.kind, office.jurisdiction, order)
            if "Modalidade" in fields:
                fields["Modalidade"] = _printed_modality(
                    fields["Modalidade"], office.jurisdiction, order
                )
    if row is None:
        fields["Situação"] = (
            f"não consultada: só o escritório {issuer} tem o registro da situação atual "
            "deste documento"
            if office is None
            else "não consta do registro de documentos emitidos deste escritório"
        )
        return replace(verdict, fields=fields)
    # An instant is shown in office time (DESIGN.md, Data): Boa Vista read 16:00 UTC for a
    # document issued at noon.
    issued_at = row.created_at.astimezone(zone_of(office.jurisdiction if office else ""))
    fields["Registro"] = (
        f"emitido neste escritório em {issued_at:%d/%m/%Y %H:%M} (horário do escritório)"
    )
    if sha256 is not None:
        fields["Arquivo"] = (
            "idêntico ao arquivo emitido" if sha256 == row.sha256 else "cópia assinada"
        )
    if withdrawn is None:
        fields["Situação"] = "em vigor, segundo o registro deste escritório"
        return replace(verdict, fields=fields)
    fields["Situação"] = withdrawn
    if appeal is not None:
        fields["Recurso"] = appeal
    return replace(
        verdict,
        explanation=f"Assinatura válida — {withdrawn}. O documento não está mais em vigor.",
        fields=fields,
        withdrawn=withdrawn,
    )


def _appeal(session: Session, row: IssuedDocument, calendar: OfficeCalendar | None) -> str | None:
    """The count of art. 95 from the recorded ciência of the cancellation of the autorização
    `row` is (or is the list or annotation of), on the office's `calendar`; None without one."""
    licence_id = licence_of(session, row) if calendar is not None else None
    if calendar is None or licence_id is None:
        return None
    count = cancellation_appeal(calendar, session, licence_id)
    return None if count is None else count.sentence


def _signed_until(kind: str, fields: dict[str, str]) -> date | None:
    """The last day signed into the document, as the verdict shows it (a licence's "Último
    dia"; any other's "Válido até", DD/MM/AAAA), or None."""
    value = fields.get("Último dia" if kind == LICENCE_KIND else "Válido até", "")
    digits = value.replace("/", "")
    if len(digits) != 8 or not digits.isdigit():
        return None
    return date(int(digits[4:]), int(digits[2:4]), int(digits[:2]))


def _from_statewide(session: Session, verdict: Verdict, office: Office, now: datetime) -> Verdict:
    """A document of another office: its register status is the latest the statewide data
    holds (`document_status_events`, written by the issuing office with each act and
    replicated through the sede), told with the date of that data (docs/network.md). A
    standalone office has none and says only the issuer holds it, as before the network."""
    from desktop.documents.kinds import KINDS, title_of

    fields = dict(verdict.fields)
    issuer = fields.get("Escritório", "")
    data = statewide_data(session)
    kinds = [kind for kind in KINDS if title_of(kind) == fields.get("Documento")]
    status = latest_status(session, issuer, fields.get("Número", ""), kinds)
    # The statewide data are the state's, so the issuer is of this office's state: once the
    # kind is known, the title it printed there (render.py), as for a document issued here.
    known = status.kind if status is not None else kinds[0] if len(kinds) == 1 else None
    if known is not None:
        fields["Documento"] = _printed_title(
            known, office.jurisdiction, signed=signed_names(verdict.fields)
        )
    if status is None and not data.office:
        fields["Situação"] = (
            f"não consultada: só o escritório {issuer} tem o registro da situação atual "
            "deste documento"
        )
        return replace(verdict, fields=fields)
    source = statewide_source(data, zone_of(office.jurisdiction))
    if status is None:
        fields["Situação"] = (
            f"não consta dos {source}: o escritório {issuer} ainda não enviou à sede a "
            "situação deste documento; só ele tem o registro da situação atual"
        )
        return replace(verdict, fields=fields)
    withdrawn = None if status.in_force else status.situation
    until = _signed_until(status.kind, fields)
    if withdrawn is None and until is not None:
        withdrawn = past_validity(
            status.kind, until, today_in(office.jurisdiction, now), office.jurisdiction
        )
    if withdrawn is None:
        fields["Situação"] = (
            f"válido segundo os {source} (registro do escritório {issuer}: {status.situation})"
        )
        return replace(verdict, fields=fields)
    told = f"{withdrawn}, segundo o registro do escritório {issuer} nos {source}"
    fields["Situação"] = told
    return replace(
        verdict,
        explanation=f"Assinatura válida — {told}. O documento não está mais em vigor.",
        fields=fields,
        withdrawn=told,
    )


def verify_bytes(
    database: Database,
    pdf: bytes,
    now: datetime | None = None,
    calendar: OfficeCalendar | None = None,
) -> Verdict:
    """Verifies PDF bytes (a file opened or received by the UI); `now` (default: the clock)
    is the instant whose register situation is told, `calendar` the office's business days
    (`_with_register`)."""
    with database.read() as session:
        ring, revoked = keyring(session), revoked_keys(session)
    verdict = verify_pdf(pdf, ring, revoked)
    return _with_register(database, verdict, hashlib.sha256(pdf).hexdigest(), now, calendar)


def verify_file(
    database: Database,
    path: Path | str,
    now: datetime | None = None,
    calendar: OfficeCalendar | None = None,
) -> Verdict:
    """Verifies a PDF file: its own signature, then its signed payload."""
    return verify_bytes(database, Path(path).read_bytes(), now, calendar)


def verify_text(
    database: Database,
    qr_text: str,
    now: datetime | None = None,
    calendar: OfficeCalendar | None = None,
) -> Verdict:
    """Verifies the text read from a document's QR code (offline, with the keyring)."""
    with database.read() as session:
        ring, revoked = keyring(session), revoked_keys(session)
    verdict = verify_payload(qr_text, ring, revoked)
    return _with_register(database, verdict, None, now, calendar)


def verify_qr_image(
    database: Database, path: Path | str | bytes, calendar: OfficeCalendar | None = None
) -> Verdict:
    """Verifies the QR code in an image file (a phone photo or a scan of the paper copy),
    or in the image's bytes. Pillow and zxing-cpp load with the first image read, not at
    start (issue 18)."""
    from desktop.documents.qr_image import QrImageError, read_qr_payloads

    try:
        texts = read_qr_payloads(path)
    except QrImageError as error:
        return Verdict(UNKNOWN, str(error))
    balcao = [text for text in texts if text.startswith(PREFIX + SEPARATOR)]
    if len(balcao) > 1:
        return Verdict(
            UNKNOWN,
            f"A imagem tem {len(balcao)} QR codes de documentos do Balcão; abra uma imagem "
            "com o QR code de um só documento.",
        )
    return verify_text(database, balcao[0] if balcao else texts[0], calendar=calendar)


def verify_code(
    database: Database,
    code: str,
    now: datetime | None = None,
    calendar: OfficeCalendar | None = None,
) -> Verdict:
    """Looks a short verification code up in this office's register of issued documents."""
    try:
        normalized = normalize_code(code)
    except PayloadError as error:
        return Verdict(UNKNOWN, str(error))
    with database.read() as session:
        row = session.scalar(
            select(IssuedDocument).where(IssuedDocument.verification_code == normalized)
        )
        ring, revoked = keyring(session), revoked_keys(session)
        order = None
        if row is None:
            order = session.scalar(
                select(PrintOrder).where(PrintOrder.verification_code == normalized)
            )
    if order is not None:
        return _not_rendered(order)
    if row is None:
        return Verdict(
            UNKNOWN,
            f"Nenhum documento com o código {normalized} foi emitido neste escritório. "
            "Documentos de outros escritórios são verificados pelo arquivo ou pelo QR code.",
        )
    verdict = verify_payload(row.payload, ring, revoked)
    return _with_register(database, verdict, None, now, calendar)


def export_public_key(ctx: ServiceContext) -> bytes:
    """This office's public keys (PEM), to be imported by the other offices: the current
    office key first, then its earlier keys and its ICP-Brasil certificate's, so documents
    signed with any of them verify there too."""
    require(ctx, Permission.DOCUMENT_VERIFY)
    with ctx.database.read() as session:
        office = session.scalar(select(Office))
        if office is None:
            raise NotFound("O escritório ainda não foi configurado.")
        own = session.scalars(
            select(TrustedKey.public_key_pem)
            .where(TrustedKey.office_code == office.code)
            .order_by(TrustedKey.created_at)
        ).all()
        pems = [office.public_key_pem, *own]
    return b"".join(public_key_pem(load_public_key(pem)) for pem in pems)


def trusted_keys(ctx: ServiceContext) -> list[TrustedKeyInfo]:
    """The imported keys, by office code."""
    require(ctx, Permission.DOCUMENT_VERIFY)
    with ctx.database.read() as session:
        rows = session.scalars(select(TrustedKey).order_by(TrustedKey.office_code)).all()
    return [TrustedKeyInfo(row.office_code, row.key_id, row.created_at) for row in rows]
