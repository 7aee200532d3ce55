"""Issue 16 §1: a genuine document that was withdrawn since it was printed must say so when
checked — a licence the user gave up (Res. AGR 105/2017, art. 28 §2), a CRC cassado by a
caducity (art. 70 §2), an auto cancelled by a decision or replaced by its correction (art. 79
sole §), anything past its validity — and `balcao verify` exits non-zero for it."""

import io
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal

import pytest

from desktop.documents.keys import create_office_key, load_office_signer
from desktop.documents.render import render_document
from desktop.services.documents.issuing import reprint
from desktop.services.documents.key_import import import_public_key
from desktop.services.documents.verification import verify_bytes, verify_code
from desktop.services.licences.events import change_passenger, record_cancellation
from desktop.services.licences.issue import issue_licence
from desktop.services.licences.passengers import PassengerInput
from desktop.services.registration.crc_records import current_crc
from desktop.services.sanctions.caducity import declare_caducity
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notice_corrections import correct_notice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.payment_notice import print_payment_notice
from desktop.services.sanctions.penalties import DecisionInput, judge, revise
from desktop.verify_cli import EXIT_WITHDRAWN, verify_command
from tests.factories.clock import at_day, at_instant
from tests.factories.documents import CRC, OFFICE_RR
from tests.factories.licences import TODAY, departure, eventual, fleet
from tests.factories.notices import new_operator, notify_by_autos, recorded_notice
from tests.factories.sanctions import caducity_judged, registered
from tests.factories.vehicles import registered_bus, reinspected_in_2027

NOON = departure(TODAY, 12)
DEPARTURE = departure(TODAY + timedelta(days=1), 8)


def noon_of(day: date) -> datetime:
    return datetime(day.year, day.month, day.day, 15, tzinfo=UTC)


@pytest.mark.postgres
def test_a_licence_given_up_is_no_longer_in_force(admin_context, database_url, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    licence = issue_licence(ctx, eventual(operator.id, bus.id), keys)
    before = verify_bytes(ctx.database, licence.pdf, NOON)
    assert before.valid and before.in_force and not before.withdrawn
    assert before.fields["Situação"] == "em vigor, segundo o registro deste escritório"

    record_cancellation(
        ctx, licence.id, DEPARTURE - timedelta(hours=24), Decimal("4800.00"), "PIX E123", keys
    )

    after = verify_bytes(ctx.database, licence.pdf, NOON)
    assert after.valid and not after.in_force
    assert after.withdrawn.startswith("licença CANCELADA em 15/06/2026 — motivo: Desistência")
    assert "(Res. AGR 105/2017, art. 28, § 2º)" in after.withdrawn
    assert after.explanation.startswith("Assinatura válida — licença CANCELADA em 15/06/2026")
    assert after.fields["Situação"] == after.withdrawn
    by_code = verify_code(ctx.database, after.fields["Código de verificação"], NOON)
    assert by_code.withdrawn == after.withdrawn

    path = tmp_path / "licenca.pdf"
    path.write_bytes(licence.pdf)
    out = io.StringIO()
    assert verify_command(path, database_url=database_url, out=out) == EXIT_WITHDRAWN == 4
    assert out.getvalue().startswith("sem efeito: Assinatura válida — licença CANCELADA")


@pytest.mark.postgres
def test_a_crc_cassado_by_caducity_is_no_longer_in_force(admin_context, context_for, tmp_path):
    roles = {role: context_for(role) for role in ("fiscal", "analista", "julgador")}
    operator, _ = registered(admin_context, tmp_path)
    crc = current_crc(admin_context, operator.id)
    pdf = reprint(admin_context, crc.number, "crc")
    published = date(2026, 3, 30)
    assert verify_bytes(admin_context.database, pdf, noon_of(published)).in_force
    process = caducity_judged(roles, tmp_path, operator.id)
    declare_caducity(at_day(roles["julgador"], published), process.id, published)

    verdict = verify_bytes(admin_context.database, pdf, noon_of(published))

    assert verdict.valid and not verdict.in_force
    # the date and the process once each: the reason repeated both
    assert verdict.withdrawn == (
        f"CRC CASSADO em 30/03/2026 no processo {process.number} — motivo: Caducidade "
        "declarada e publicada no Diário Oficial (Res. AGR 105/2017, art. 70 §2)"
    )


def test_a_crc_past_its_validity_is_expired(admin_context, tmp_path):
    operator, _ = registered(admin_context, tmp_path)
    crc = current_crc(admin_context, operator.id)
    pdf = reprint(admin_context, crc.number, "crc")
    last_day = crc.valid_until
    assert verify_bytes(admin_context.database, pdf, noon_of(last_day)).in_force
    expired = verify_bytes(admin_context.database, pdf, noon_of(last_day + timedelta(days=1)))
    assert expired.withdrawn == f"documento VENCIDO: válido até {last_day:%d/%m/%Y}"


def test_an_auto_cancelled_by_the_decision_is_no_longer_in_force(
    admin_context, context_for, tmp_path
):
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    pdf = reprint(admin_context, notice.number, "auto_infracao")
    notify_by_autos(context_for("analista"), notice.process_id, date(2026, 3, 10))
    assert verify_bytes(admin_context.database, pdf, noon_of(date(2026, 3, 20))).in_force
    judge(
        at_day(context_for("julgador"), date(2026, 3, 23)),
        notice.process_id,
        DecisionInput(date(2026, 3, 23), False, "Placa não confere."),
    )
    verdict = verify_bytes(admin_context.database, pdf, noon_of(date(2026, 3, 24)))
    assert verdict.withdrawn == (
        "auto de infração CANCELADO em 23/03/2026 (decisão de primeira instância) — motivo: "
        "Placa não confere"
    )


def test_an_auto_replaced_by_its_correction_says_which(admin_context, context_for, tmp_path):
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    first = reprint(admin_context, notice.number, "auto_infracao")
    correct_notice(
        at_day(context_for("analista"), date(2026, 3, 11)),
        notice.id,
        "place",
        "Rodovia GO-060, km 12",
        "Quilômetro escrito errado.",
        tmp_path / "keys",
    )
    verdict = verify_bytes(admin_context.database, first, noon_of(date(2026, 3, 12)))
    assert verdict.valid and not verdict.in_force
    assert verdict.withdrawn.startswith(
        f"auto de infração SUBSTITUÍDO pelo auto corrigido {notice.number}-C1, emitido em"
    )
    corrected = reprint(admin_context, f"{notice.number}-C1", "auto_infracao")
    assert verify_bytes(admin_context.database, corrected, noon_of(date(2026, 3, 12))).in_force


def test_a_document_of_another_office_says_its_situation_is_not_known_here(admin_context, tmp_path):
    create_office_key(tmp_path / "bvb")
    other = load_office_signer(tmp_path / "bvb")
    document = render_document("crc", CRC, OFFICE_RR, "BVB-2026-000001", other)
    pem = (tmp_path / "bvb" / "office-key.pub.pem").read_bytes()
    import_public_key(admin_context, "BVB", pem)
    verdict = verify_bytes(admin_context.database, document.pdf, noon_of(date(2026, 5, 1)))
    assert verdict.valid and verdict.in_force
    assert verdict.fields["Situação"] == (
        "não consultada: só o escritório BVB tem o registro da situação atual deste documento"
    )


def test_a_passenger_list_replaced_after_a_change_says_by_which(admin_context, tmp_path):
    """Res. AGR 105/2017, art. 28 §1: the change issues list /2; list /1 no longer stands,
    even when both were issued within the same second."""
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    licence = issue_licence(ctx, eventual(operator.id, bus.id), keys)
    first = reprint(ctx, f"{licence.number}/1", "lista_passageiros")
    assert verify_bytes(ctx.database, first, NOON).in_force
    change = change_passenger(
        ctx, licence.id, PassengerInput("Ana Paula Reis", "529.982.247-25"), key_dir=keys
    )
    verdict = verify_bytes(ctx.database, first, NOON)
    assert verdict.withdrawn == (
        f"lista SUBSTITUÍDA pela lista {licence.number}/2, emitida em 15/06/2026"
    )
    assert verify_bytes(ctx.database, change.passenger_list_pdf, NOON).in_force


def test_a_crv_reissued_after_a_new_inspection_says_by_which(admin_context, tmp_path):
    """A new inspection reissues the CRV; the old one no longer stands (DESIGN: a new CRV
    supersedes it)."""
    keys = tmp_path / "keys"
    _, inspector, result = registered_bus(admin_context, keys)
    old = reprint(admin_context, "GYN-2026-000001", "crv")
    assert verify_bytes(admin_context.database, old, noon_of(date(2027, 5, 1))).in_force
    reinspected_in_2027(admin_context, keys, result.vehicle.id, inspector.id)
    verdict = verify_bytes(admin_context.database, old, noon_of(date(2027, 5, 21)))
    assert verdict.withdrawn == "CRV SUBSTITUÍDO pelo CRV GYN-2027-000001, emitido em 20/05/2027"


def test_a_payment_notice_whose_fines_a_revision_replaced_is_no_longer_in_force(
    admin_context,
    context_for,
    judged,
    tmp_path,
):
    """Res. AGR 105/2017, art. 96: the revision reduces a fine; the debts the payment notice
    charged are cancelled and replaced, so that notice no longer stands."""
    _, notice = judged
    analista = at_day(context_for("analista"), date(2026, 3, 24))
    notify(analista, notice.process_id, "pessoal", date(2026, 3, 24), "Maria")
    issued = print_payment_notice(analista, notice.process_id, tmp_path / "keys")
    database = admin_context.database
    assert verify_bytes(database, issued.pdf, noon_of(date(2026, 3, 25))).in_force
    revise(
        at_day(context_for("julgador"), date(2026, 4, 1)),
        notice.process_id,
        DecisionInput(
            date(2026, 4, 1),
            True,
            "Fato novo: a multa do art. 77, XVI é reduzida.",
            (
                PenaltyChoice(
                    "77-XVI", Decimal("1000.00"), ("multa",), "Fato novo apresentado na revisão."
                ),
                PenaltyChoice("76-I", Decimal("911.61"), ("multa",)),
            ),
        ),
    )
    verdict = verify_bytes(database, issued.pdf, noon_of(date(2026, 4, 2)))
    assert verdict.withdrawn == (
        "débito CANCELADO em 01/04/2026 — motivo: Substituído pela decisão de 01/04/2026 "
        "(Revisão do processo (Res. AGR 105/2017, art. 96))"
    )
