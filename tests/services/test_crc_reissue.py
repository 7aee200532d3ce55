"""Res. AGR 105/2017, art. 12: a CRC printed before the DOE publication of its extract was
recorded, or before it was corrected, is issued again with the publication as it stands —
same certificate, same validity (art. 13), a new document in the register — and the earlier
one, verified, says the later one replaced it and why; nothing is rewritten."""

import dataclasses
import io
from datetime import date

import pytest
from pypdf import PdfReader
from sqlalchemy import select

from desktop.models.document_status import DocumentStatusEvent
from desktop.models.documents import PrintOrder
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import Conflict
from desktop.services.registration.applications_records import list_applications
from desktop.services.registration.crc_records import list_crcs, reissues_due
from desktop.services.registration.crc_reissue import reissue_crc
from desktop.services.registration.printouts import printouts_of
from desktop.services.registration.publication import correct_publication, record_publication
from desktop.services.registration.summary_cancellation import cancel_registration_summarily
from desktop.verify_cli import EXIT_WITHDRAWN, verify_command
from tests.factories.clock import at_day
from tests.factories.reading import count, pdf_text
from tests.factories.registration import registered

APPROVAL_DAY = date(2026, 3, 10)
CORRECTED = "extrato publicado no DOE de 11/03/2026, nº 24.101, p. 19 (Res. AGR 105/2017, art. 12)."
REISSUE_DAY = date(2026, 3, 12)


def flat(pdf: bytes) -> str:
    return " ".join(pdf_text(pdf).split())


def test_a_crc_printed_before_the_correction_is_issued_again_with_it(
    admin_context, keys, database_url, tmp_path
):
    operator, crc = registered(admin_context, keys, "112223330001", APPROVAL_DAY)
    ctx = at_day(admin_context, APPROVAL_DAY)
    (application,) = list_applications(ctx, operator.id)
    (*_, first) = printouts_of(ctx, operator.id)
    assert reissues_due(ctx, operator.id) == frozenset()
    with pytest.raises(Conflict, match="já traz a publicação do extrato como está"):
        reissue_crc(ctx, application.id, keys)

    record_publication(ctx, application.id, date(2026, 3, 10), "nº 24.100, p. 9")
    later = at_day(ctx, REISSUE_DAY)
    assert reissues_due(later, operator.id) == {application.id}
    second = reissue_crc(later, application.id, keys).printout
    correct_publication(
        later, application.id, date(2026, 3, 11), "nº 24.101, p. 19", "Edição do dia seguinte"
    )
    assert reissues_due(later, operator.id) == {application.id}
    third = reissue_crc(later, application.id, keys)

    assert (second.number, third.printout.number) == (f"{crc.number}-C1", f"{crc.number}-C2")
    assert reissues_due(later, operator.id) == frozenset()
    reader = PdfReader(io.BytesIO(third.printout.pdf))
    assert len(reader.pages) == 1  # the note of the reissue keeps the certificate whole
    text = flat(third.printout.pdf)
    assert CORRECTED in text
    assert f"Certificado nº {crc.number}-C2" in text
    assert "Data de emissão 10 de março de 2026" in text
    assert "Válido até " + "10 de março de 2029" in text
    assert (
        f"Emitido em 12/03/2026 em substituição ao CRC nº {crc.number}-C1, porque a "
        "publicação do extrato no DOE foi corrigida (Res. AGR 105/2017, art. 12); mesmo "
        "registro e mesma validade (Res. AGR 105/2017, art. 13)."
    ) in text
    # The certificate itself is one, as issued: no row written nor rewritten.
    assert [
        (row.number, row.valid_until, row.superseded_by_id) for row in list_crcs(ctx, operator.id)
    ] == [(crc.number, crc.valid_until, None)]
    assert count(admin_context.database, PrintOrder) >= 3

    oldest = verify_bytes(later.database, first.pdf, later.clock())
    assert oldest.valid and not oldest.in_force
    assert oldest.withdrawn == (
        f"CRC SUBSTITUÍDO pelo CRC {crc.number}-C2, emitido em 12/03/2026, porque a "
        "publicação do extrato no DOE foi registrada depois (Res. AGR 105/2017, art. 12)"
    )
    middle = verify_bytes(later.database, second.pdf, later.clock())
    assert middle.withdrawn.endswith("foi corrigida (Res. AGR 105/2017, art. 12)")
    newest = verify_bytes(later.database, third.printout.pdf, later.clock())
    assert newest.valid and newest.in_force

    path = tmp_path / "crc.pdf"
    path.write_bytes(second.pdf)
    out = io.StringIO()
    assert verify_command(path, database_url=database_url, out=out) == EXIT_WITHDRAWN
    assert f"CRC SUBSTITUÍDO pelo CRC {crc.number}-C2" in out.getvalue()
    assert "foi corrigida (Res. AGR 105/2017, art. 12)" in out.getvalue()


def test_roraima_has_no_extract_to_print_again(admin_context, keys):
    """Lei RR 664/2008 asks no resolution nor DOE extract of the registration."""
    operator, _crc = registered(admin_context, keys, "112223330001", APPROVAL_DAY)
    rr = dataclasses.replace(
        admin_context, office=dataclasses.replace(admin_context.office, jurisdiction="RR")
    )
    (application,) = list_applications(rr, operator.id)
    assert reissues_due(rr, operator.id) == frozenset()
    with pytest.raises(Conflict, match="Lei RR 664/2008"):
        reissue_crc(rr, application.id, keys)


def test_the_reissue_is_withdrawn_with_its_certificate(admin_context, keys):
    """The registration cancelled summarily (art. 9º, § 4º) takes the reissue out of force
    too, in the statewide status the other offices read."""
    operator, crc = registered(admin_context, keys, "112223330001", APPROVAL_DAY)
    ctx = at_day(admin_context, REISSUE_DAY)
    (application,) = list_applications(ctx, operator.id)
    record_publication(ctx, application.id, date(2026, 3, 10), "nº 24.100, p. 9")
    reissued = reissue_crc(ctx, application.id, keys).printout
    cancel_registration_summarily(ctx, operator.id, REISSUE_DAY, "CNPJ baixado.")
    with ctx.database.read() as session:
        rows = session.execute(
            select(DocumentStatusEvent.number, DocumentStatusEvent.situation)
            .where(DocumentStatusEvent.kind == "crc")
            .order_by(DocumentStatusEvent.sequence)
        ).all()
    cancelled = "REGISTRO CANCELADO SUMARIAMENTE em 12/03/2026 — motivo: CNPJ baixado"
    assert [situation[:50] for number, situation in rows if number == crc.number] == [
        "emitido em 10/03/2026",
        f"CRC SUBSTITUÍDO pelo CRC {reissued.number}, emitido"[:50],
        cancelled[:50],
    ]
    assert [situation[:50] for number, situation in rows if number == reissued.number] == [
        "emitido em 10/03/2026",
        cancelled[:50],
    ]


def test_a_crc_past_its_validity_is_not_issued_again(admin_context, keys):
    """Art. 13: the term is the CRC's; past it, a new registration is asked (§ 3º), not a
    reissue of the old certificate."""
    operator, crc = registered(admin_context, keys, "112223330001", APPROVAL_DAY)
    ctx = at_day(admin_context, REISSUE_DAY)
    (application,) = list_applications(ctx, operator.id)
    record_publication(ctx, application.id, date(2026, 3, 10), "nº 24.100, p. 9")
    expired = at_day(admin_context, date(2029, 3, 11))
    assert crc.valid_until == date(2029, 3, 10)
    assert reissues_due(expired, operator.id) == frozenset()
    with pytest.raises(Conflict, match="não tem CRC em vigor a emitir de novo"):
        reissue_crc(expired, application.id, keys)
    assert reissues_due(ctx, operator.id) == {application.id}
