"""Whether an issued document is still in force, from what the register knows now.

A signature proves who issued a document and that it is unchanged; it does not say the
document still stands. A licence the user gave up (Res. AGR 105/2017, art. 28 §2), an
autorização the CRE/RR cancelled or whose term is over (Lei RR 664/2008, art. 22), a CRC
cassado by a caducity (art. 70 §2), renewed (art. 13) or issued again with the DOE
publication of its extract corrected (art. 12), a CRV replaced by a new one or a
vehicle cancelled ex officio (Lei 664/2008, art. 31), an auto de infração cancelled by a
decision, a payment notice whose debt was cancelled, a passenger list replaced by a newer
one, anything past its validity: each is recorded as a new row pointing at the old one, and
this module reads those rows back. The texts come from the rows themselves (their article
and reason), so a Roraima document is told in Roraima's law.

`withdrawal(session, document, today)` gives the pt-BR sentence saying why the document is
no longer in force ("licença CANCELADA em 12/05/2026 — motivo: …"), or None.
"""

import json
import uuid
from collections.abc import Callable
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.kind import (
    CRC_KIND,
    CRV_KIND,
    LICENCE_ANNOTATION_KIND,
    LICENCE_KIND,
    NOTICE_KIND,
    PASSENGER_LIST_KIND,
    PAYMENT_NOTICE_KIND,
)
from desktop.documents.payload import PayloadError, parse_payload
from desktop.models.documents import IssuedDocument, PrintOrder
from desktop.models.licences import Licence, LicenceEvent
from desktop.models.office import Office
from desktop.models.operators import Crc, CrcCancellation, CrcRestoration
from desktop.models.payments import Debt
from desktop.models.sanctions import InfractionNotice, ProcessDecision, SanctionProcess
from desktop.models.vehicles import Crv, VehicleEvent
from desktop.rules.choices import company_word
from desktop.rules.licence_state import licence_state
from desktop.rules.registration_act import reissue_reason
from desktop.services.calendar import today_in

# A document as the register holds it: the order numbered with the act, or the PDF rendered
# from it (same id, number, kind, subject and payload).
Document = IssuedDocument | PrintOrder

# Vehicle events after which its CRV no longer stands (records.py's EVENT_LABELS); {company}
# is the office's word for the company (`company_word`).
VEHICLE_ENDINGS = {
    "baixa": "BAIXADO por venda",
    "desativacao": "DESATIVADO",
    "cancelamento": "CANCELADO de ofício",
    "transferencia_saida": "TRANSFERIDO para outra {company}",
}
DECISION_INSTANCES = {
    "primeira": "decisão de primeira instância",
    "reexame": "reexame pelo Conselho",
    "conselho": "decisão do Conselho",
    "revisao": "revisão",
}


def _day(value: date) -> str:
    return value.strftime("%d/%m/%Y")


def _reason(text: str, article: str = "") -> str:
    text = " ".join(text.split()).rstrip(".")
    cited = f" ({article})" if article else ""
    return f" — motivo: {text}{cited}" if text else cited


def _subject_id(document: Document, prefix: str) -> uuid.UUID | None:
    name, _, value = document.subject_ref.partition(":")
    if name != prefix:
        return None
    try:
        return uuid.UUID(value)
    except ValueError:
        return None


def crc_number(number: str) -> str:
    """The certificate's number of a CRC document: its own, or the one its reissue carries
    before the mark ("-C1")."""
    head, separator, tail = number.rpartition("-C")
    return head if separator and tail.isdigit() else number


def crc_documents(session: Session, number: str) -> list[PrintOrder]:
    """The documents of the CRC numbered `number`, first version first: the one issued with
    it, then each reissue with the DOE publication of its extract as it stands (`-C1`, …;
    Res. AGR 105/2017, art. 12)."""
    rows = session.scalars(
        select(PrintOrder).where(
            PrintOrder.kind == CRC_KIND,
            (PrintOrder.number == number) | PrintOrder.number.startswith(f"{number}-C"),
        )
    ).all()
    return sorted(
        (row for row in rows if crc_number(row.number) == number),
        key=lambda row: _version(row.number),
    )


def _crc_reissue(session: Session, document: Document, number: str) -> str | None:
    """The CRC issued again with the publication of the extract as it stands, when it is a
    later version than `document` (Res. AGR 105/2017, art. 12); None otherwise."""
    newer = crc_documents(session, number)[-1]
    if _version(newer.number) <= _version(document.number):
        return None
    printed = session.get(PrintOrder, document.id)
    assert printed is not None  # every document is rendered from its order (same id)
    act = json.loads(printed.data_json).get("registration_act", "")
    reissued_on = today_in("GO", newer.created_at)  # only Goiás prints the extract
    return (
        f"CRC SUBSTITUÍDO pelo CRC {newer.number}, emitido em {_day(reissued_on)}, porque "
        f"{reissue_reason(act)}"
    )


def _crc(session: Session, document: Document) -> str | None:
    certificate = session.scalar(select(Crc).where(Crc.number == crc_number(document.number)))
    if certificate is None:
        return None
    cancellation = session.scalar(
        select(CrcCancellation).where(CrcCancellation.crc_id == certificate.id)
    )
    restored = cancellation is not None and session.scalar(
        select(CrcRestoration.id).where(CrcRestoration.cancellation_id == cancellation.id)
    )
    if cancellation is not None and not restored and not cancellation.process_number:
        # Res. 105, art. 9 §4: cancelled summarily by an act of the AGR, without a process.
        return f"REGISTRO CANCELADO SUMARIAMENTE em {_day(cancellation.cancelled_on)}" + _reason(
            cancellation.reason, cancellation.article
        )
    if cancellation is not None and not restored:
        return (
            f"CRC CASSADO em {_day(cancellation.cancelled_on)} no processo "
            f"{cancellation.process_number}" + _reason(cancellation.reason, cancellation.article)
        )
    if certificate.superseded_by_id is not None:
        newer = session.get(Crc, certificate.superseded_by_id)
        assert newer is not None  # superseded_by_id is a foreign key
        return f"CRC SUBSTITUÍDO pelo CRC {newer.number}, emitido em {_day(newer.issued_on)}"
    return _crc_reissue(session, document, certificate.number)


def _crv(session: Session, document: Document) -> str | None:
    certificate = session.scalar(select(Crv).where(Crv.number == document.number))
    if certificate is None:
        return None
    if certificate.superseded_by_id is not None:
        newer = session.get(Crv, certificate.superseded_by_id)
        assert newer is not None  # superseded_by_id is a foreign key
        return f"CRV SUBSTITUÍDO pelo CRV {newer.number}, emitido em {_day(newer.issued_on)}"
    ending = session.scalar(
        select(VehicleEvent)
        .where(
            VehicleEvent.vehicle_id == certificate.vehicle_id,
            VehicleEvent.kind.in_(VEHICLE_ENDINGS),
            VehicleEvent.occurred_on >= certificate.issued_on,
        )
        .order_by(VehicleEvent.sequence.desc())
        .limit(1)
    )
    if ending is None:
        return None
    # The register is one office's: its jurisdiction is the CRV's.
    company = company_word(session.scalar(select(Office.jurisdiction)) or "")
    ended = VEHICLE_ENDINGS[ending.kind].format(company=company)
    return f"veículo {ended} em {_day(ending.occurred_on)}" + _reason(
        ending.details, ending.article
    )


def _ciencia(session: Session, licence_id: uuid.UUID) -> str:
    """The company's recorded ciência of the cancellation, from which the terms run (Lei RR
    664/2008, art. 95); "" before it is recorded."""
    event = session.scalar(
        select(LicenceEvent).where(
            LicenceEvent.licence_id == licence_id, LicenceEvent.kind == "ciencia"
        )
    )
    if event is None:
        return ""
    on = _day(today_in("RR", event.occurred_at))
    return f"; {event.details.rstrip('.')}, em {on} ({event.article})"


def _licence_withdrawal(session: Session, licence_id: uuid.UUID | None) -> str | None:
    if licence_id is None:
        return None
    event = session.scalar(
        select(LicenceEvent)
        .where(
            LicenceEvent.licence_id == licence_id,
            LicenceEvent.kind.in_(("desistencia", "cancelamento", "finalidade")),
        )
        .order_by(LicenceEvent.occurred_at)
        .limit(1)
    )
    if event is None:
        return None
    if event.kind == "cancelamento":
        # The CRE/RR's act, dated on its day in Roraima (Lei RR 664/2008, art. 22).
        on = today_in("RR", event.occurred_at)
        return (
            f"autorização CANCELADA em {_day(on)} pelo CRE/RR"
            + _reason(event.details, event.article)
            + _ciencia(session, licence_id)
        )
    if event.kind == "finalidade":
        # Its purpose fulfilled, the autorização ended by itself (art. 22, sole §, II).
        on = today_in("RR", event.occurred_at)
        return f"autorização cancelada automaticamente em {_day(on)}" + _reason(
            event.details, event.article
        )
    return f"licença CANCELADA em {_day(event.occurred_at.date())}" + _reason(
        event.details, event.article
    )


def licence_of(session: Session, document: Document) -> uuid.UUID | None:
    """The licence `document` is, or whose passenger list or annotation it is; else None."""
    if document.kind == LICENCE_KIND:
        return session.scalar(select(Licence.id).where(Licence.document_id == document.id))
    if document.kind in (PASSENGER_LIST_KIND, LICENCE_ANNOTATION_KIND):
        return _subject_id(document, "licence")
    return None


def _licence(session: Session, document: Document) -> str | None:
    return _licence_withdrawal(session, licence_of(session, document))


def _version(number: str) -> int:
    """The version a number carries: a passenger list's "/2", a corrected auto's "-C1"; the
    first issue is version 0 or 1. Numbers, not clocks, order them: two versions may be
    issued within the same second."""
    head, separator, tail = number.rpartition("/")
    if separator and tail.isdigit():
        return int(tail)
    head, separator, tail = number.rpartition("-C")
    return int(tail) if separator and tail.isdigit() else 0


def _newer_version(session: Session, document: Document) -> PrintOrder | None:
    """The latest document of the same kind about the same subject issued after this one
    (printed or still pending: the act that replaces it is committed either way): the
    passenger list after a change (art. 28 §1), the auto reprinted after a correction
    (Res. 105, art. 79 sole §; Lei 664, art. 76 §3)."""
    versions = session.scalars(
        select(PrintOrder).where(
            PrintOrder.kind == document.kind,
            PrintOrder.subject_ref == document.subject_ref,
        )
    ).all()
    newer = [row for row in versions if _version(row.number) > _version(document.number)]
    return max(newer, key=lambda row: _version(row.number), default=None)


def _passenger_list(session: Session, document: Document) -> str | None:
    if withdrawn := _licence(session, document):
        return withdrawn
    newer = _newer_version(session, document)
    if newer is None:
        return None
    return f"lista SUBSTITUÍDA pela lista {newer.number}, emitida em {_day(newer.issue_date)}"


def _notice(session: Session, document: Document) -> str | None:
    if cancelled := _notice_cancellation(session, document):
        return cancelled
    newer = _newer_version(session, document)
    if newer is None:
        return None
    return (
        f"auto de infração SUBSTITUÍDO pelo auto corrigido {newer.number}, emitido em "
        f"{_day(newer.issue_date)}"
    )


def _notice_cancellation(session: Session, document: Document) -> str | None:
    notice_id = _subject_id(document, "notice")
    if notice_id is None:
        return None
    decision = session.scalar(
        select(ProcessDecision)
        .join(SanctionProcess, SanctionProcess.id == ProcessDecision.process_id)
        .where(SanctionProcess.notice_id == notice_id)
        .order_by(ProcessDecision.decided_on.desc(), ProcessDecision.created_at.desc())
        .limit(1)
    )
    if decision is None or decision.upholds:
        return None
    instance = DECISION_INSTANCES.get(decision.instance, decision.instance)
    jurisdiction = session.scalar(
        select(InfractionNotice.jurisdiction).where(InfractionNotice.id == notice_id)
    )
    if jurisdiction == "RR" and decision.instance == "conselho":
        instance = "decisão do CRE/RR sobre o recurso (Lei RR 664/2008, art. 91)"
    return f"auto de infração CANCELADO em {_day(decision.decided_on)} ({instance})" + _reason(
        decision.reason
    )


def _payment_notice(session: Session, document: Document) -> str | None:
    if cancelled := _notice_cancellation(session, document):
        return cancelled
    notice_id = _subject_id(document, "notice")
    debts = session.scalars(
        select(Debt)
        .join(SanctionProcess, SanctionProcess.id == Debt.process_id)
        .where(SanctionProcess.notice_id == notice_id, Debt.created_at <= document.created_at)
    ).all()
    if not debts or any(debt.cancelled_on is None for debt in debts):
        return None
    last = max(debts, key=lambda debt: debt.cancelled_on or date.min)  # all are cancelled
    assert last.cancelled_on is not None
    return f"débito CANCELADO em {_day(last.cancelled_on)}" + _reason(last.cancel_reason)


_BY_KIND: dict[str, Callable[[Session, Document], str | None]] = {
    CRC_KIND: _crc,
    CRV_KIND: _crv,
    LICENCE_KIND: _licence,
    PASSENGER_LIST_KIND: _passenger_list,
    LICENCE_ANNOTATION_KIND: _licence,
    NOTICE_KIND: _notice,
    PAYMENT_NOTICE_KIND: _payment_notice,
}


def expiry(kind: str, payload: str, today: date, jurisdiction: str = "GO") -> str | None:
    """A validity signed into the payload ("val"; a licence's last day, "fim") that is past
    (`past_validity`)."""
    try:
        fields = parse_payload(payload).fields
    except PayloadError:
        return None
    value = fields.get("fim" if kind == LICENCE_KIND else "val", "")
    if len(value) != 8 or not value.isdigit():
        return None
    return past_validity(
        kind, date(int(value[:4]), int(value[4:6]), int(value[6:8])), today, jurisdiction
    )


def past_validity(kind: str, valid_until: date, today: date, jurisdiction: str) -> str | None:
    """Why a document valid until `valid_until` no longer stands on `today`, or None: a
    Roraima autorização is then cancelled by itself (Lei RR 664/2008, art. 22, parágrafo
    único, II); any other document is past its validity."""
    if valid_until >= today:
        return None
    if kind == LICENCE_KIND and jurisdiction == "RR":
        return "autorização " + licence_state(jurisdiction, valid_until, today).sentence
    return f"documento VENCIDO: válido até {_day(valid_until)}"


def act_withdrawal(session: Session, document: Document) -> str | None:
    """Why an act of the register took `document` out of force, in pt-BR, or None."""
    check = _BY_KIND.get(document.kind)
    return check(session, document) if check else None


def withdrawal(session: Session, document: Document, today: date) -> str | None:
    """Why `document` is no longer in force, in pt-BR, or None while it stands."""
    # The register is one office's: its jurisdiction is the document's.
    jurisdiction = session.scalar(select(Office.jurisdiction)) or "GO"
    return act_withdrawal(session, document) or expiry(
        document.kind, document.payload, today, jurisdiction
    )
