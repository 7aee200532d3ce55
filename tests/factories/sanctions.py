"""Sanction processes at the steps the sanctions tests start from (no tests here): an ordinary
process notified, a caducity judged, a Roraima fine and suspension, a vehicle removed, the
operators they concern and the dates they happen on."""

import uuid
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal

from desktop.models.sanctions import OperatorSanction
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.register import create_line
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.checklist import checklist_for
from desktop.services.registration.operator_documents import DocumentInput, record_document
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.measures import apply_measure
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.penalties import DecisionInput, judge, open_ordinary
from desktop.services.sanctions.penalties_records import propose_penalties
from desktop.services.sanctions.penalties_rr import half_year_warning, suspend_after_warnings
from desktop.services.sanctions.submissions import SubmissionInput
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import registered_operator
from tests.factories.lines import rr_line
from tests.factories.notices import new_operator, notify_by_autos, recorded_notice
from tests.factories.registration import approve_with_resolution
from tests.factories.roraima import in_roraima, register_rr_coefficient
from tests.factories.vehicles import certify

MEMBERS = ("Ana Relatora", "Bruno Vogal", "Célia Vogal")
# Line RR-001 as the julgador may write its code: the warning records the register's spelling.
LINE = "rr-001"
APPROVED = date(2026, 3, 2)
PUBLISHED = date(2026, 3, 30)
FINE = (PenaltyChoice("79-I", Decimal("125.00"), ("multa",)),)
NOON = 15  # 12:00 in Goiânia


def ordinary_notified(roles, tmp_path, operator_id, code, day=date(2026, 3, 10)):
    notice = recorded_notice(
        roles["fiscal"], tmp_path, operator_id, day=day, infraction_codes=(code,)
    )
    julgador = at_day(roles["julgador"], day)
    open_ordinary(julgador, notice.process_id, MEMBERS, "Portaria AGR nº 12/2026", day)
    return notify(at_day(roles["analista"], day), notice.process_id, "pessoal", day, "Maria")


def administrative_process(fiscal, julgador, tmp_path, operator_id, day):
    """An auto of art. 79, I against a Roraima operator on `day`, in which the CRE/RR opened
    the processo administrativo with its commission (Lei RR 664/2008, art. 84, I): what a
    declaration of inidoneidade (art. 86, sole §) or a cassação (art. 87) stands on. Its id."""
    notice = recorded_notice(
        fiscal, tmp_path, operator_id, day=day, infraction_codes=("79-I",), line="RR-1"
    )
    open_ordinary(at_day(julgador, day), notice.process_id, MEMBERS, "Resolução CRE/RR 7/2026", day)
    return notice.process_id


def delegated_lines(admin_context, keys, operator, *codes):
    """The Roraima operator registered on 02/03/2026 and lines of the register numbered
    `codes` delegated to it: the lines its suspensions and cassação reach (Lei RR 664/2008,
    arts. 85 and 87)."""
    ctx = in_roraima(at_day(admin_context, APPROVED))
    certify(ctx, keys, operator.id, operator.kind, operator.modalities)
    for code in codes:
        line = create_line(ctx, rr_line(code=code))
        record_delegation(
            ctx, line.id, DelegationInput(operator.id, "autorizacao", f"TA-{code}", APPROVED)
        )


def fined_on_line(rr, tmp_path, operator_id, line):
    """A fine for 79-I on `line` on 10/03/2026, judged on 20/04/2026 (Lei 664 art. 78: 500 x
    coefficient 0.25 = R$ 125.00); `rr` the Roraima roles."""
    notice = recorded_notice(
        rr["fiscal"], tmp_path, operator_id, infraction_codes=("79-I",), line=line
    )
    notify_by_autos(rr["analista"], notice.process_id, date(2026, 3, 10))
    julgador = at_day(rr["julgador"], date(2026, 4, 20))
    (proposal,) = propose_penalties(julgador, notice.process_id)
    assert proposal.amount == Decimal("125.00")
    judge(
        julgador,
        notice.process_id,
        DecisionInput(
            date(2026, 4, 20),
            True,
            "Comprovada.",
            (PenaltyChoice("79-I", Decimal("125.00"), ("multa",)),),
        ),
    )


def rr_fined(admin_context, roles, tmp_path):
    """A Roraima operator fined once for 79-I on line RR-001 in March 2026 (Lei 664 art. 78:
    500 x coefficient 0.25 = R$ 125.00)."""
    register_rr_coefficient(admin_context)
    operator = new_operator(admin_context)
    rr = {role: in_roraima(ctx) for role, ctx in roles.items()}
    fined_on_line(rr, tmp_path, operator.id, "RR-001 Boa Vista — Caracaraí")
    return operator, rr["julgador"]


WARNED_ON = (date(2026, 4, 20), date(2026, 5, 20), date(2026, 6, 20))


def recorded_without_line(ctx, operator, kind, decided_on, first_day=None, last_day=None):
    """A written warning or a suspension of a Roraima operator as recorded before they named
    their line (Lei RR 664/2008, arts. 84, 85 and 87, IV): no line. Its id."""
    return sanction_row(
        ctx,
        operator.id,
        operator.cnpj,
        kind,
        decided_on,
        f"Lei RR 664/2008, art. {'84, II' if kind == 'advertencia' else '85'}",
        "Apuração",
        first_day,
        last_day,
    )


def sanction_row(
    ctx, operator_id, cnpj, kind, decided_on, articles, reason, first_day=None, last_day=None
) -> uuid.UUID:
    """A sanction of the operator written straight to its table, as a decision records it.
    Its id."""
    sanction_id = uuid.uuid4()
    with ctx.database.write() as session:
        session.add(
            OperatorSanction(
                id=sanction_id,
                operator_id=operator_id,
                cnpj=cnpj,
                kind=kind,
                decided_on=decided_on,
                first_day=first_day,
                last_day=last_day,
                articles=articles,
                reason=reason,
                created_by_id=ctx.actor.user_id,
            )
        )
    return sanction_id


def warned_lines(admin_context, roles, tmp_path, *codes):
    """A Roraima operator with lines RR-001 and RR-002, each line of `codes` fined once and
    given the 3 written warnings in 6 months a suspension of its service stands on (Lei RR
    664/2008, arts. 84, II — 1 fine in 10 trips — and 85)."""
    operator, julgador = rr_fined(admin_context, roles, tmp_path)
    delegated_lines(admin_context, tmp_path / "keys", operator, "RR-001", "RR-002")
    rr = {role: in_roraima(ctx) for role, ctx in roles.items()}
    for code in codes:
        if code != "RR-001":
            fined_on_line(rr, tmp_path, operator.id, code)
        for day in WARNED_ON:
            half_year_warning(at_day(julgador, day), operator.id, code, day, 10, "Apuração")
    return operator, julgador


def registered(admin_context, tmp_path):
    """An operator registered on 2 March 2026: its CRC is valid until 2 March 2029."""
    keys = tmp_path / "keys"
    return registered_operator(admin_context, keys, day=APPROVED), keys


def caducity_judged(roles, tmp_path, operator_id):
    """The operator judged on 23 March 2026 for 78-I with multa and caducidade (art. 70 I)."""
    process = ordinary_notified(roles, tmp_path, operator_id, "78-I")
    julgador = at_day(roles["julgador"], date(2026, 3, 23))
    (proposal,) = propose_penalties(julgador, process.id)
    judge(
        julgador,
        process.id,
        DecisionInput(
            date(2026, 3, 23),
            True,
            "Documento falso.",
            (PenaltyChoice("78-I", proposal.amount, ("multa", "caducidade")),),
        ),
    )
    return process


def crc_holder(admin_context, keys):
    """An operator approved on 2 March 2026: its CRC is valid 3 years (art. 13)."""
    ctx = at_day(admin_context, APPROVED)
    operator = new_operator(ctx)
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    for item in checklist_for("GO", "empresa", application.modalities):
        valid = APPROVED + timedelta(days=400) if item.expires else None
        record_document(ctx, operator.id, DocumentInput(item.kind, APPROVED, valid))
    approve_with_resolution(ctx, application.id, key_dir=keys)
    return operator


def judged(rr, tmp_path, operator_id):
    """79-I (500 x 0.25 = R$ 125,00) on 10/03/2026, ciência the same day: the 30 days of
    art. 89 run from Wednesday 11/03 (art. 95) to Thursday 09/04/2026. Judged on 10/04,
    the decision notified on 13/04."""
    notice = recorded_notice(
        rr["fiscal"], tmp_path, operator_id, infraction_codes=("79-I",), line="RR-001"
    )
    notify_by_autos(rr["analista"], notice.process_id, date(2026, 3, 10))
    judge(
        at_day(rr["julgador"], date(2026, 4, 10)),
        notice.process_id,
        DecisionInput(date(2026, 4, 10), True, "Comprovada.", FINE),
    )
    notify_by_autos(rr["analista"], notice.process_id, date(2026, 4, 13))
    return notice


def appeal(notice, received_on):
    return SubmissionInput(
        received_on=received_on,
        signatory="Maria da Conceição Souza",
        process_number=notice.process_number,
        notice_number=notice.number,
        representative_address="",
        representative_qualification="",
        place="Boa Vista",
        signed_on=received_on,
        in_portuguese_typed_addressed=False,
        signed=True,
        powers_proof_attached=False,
        summary="Pede a anulação do auto.",
    )


def suspended(admin_context, roles, tmp_path):
    """Three warnings (art. 84 II), then 15 days of suspension of line RR-001 from 01/07/2026
    (art. 85); the tariff coefficient is 0.25 (rr_fined)."""
    operator, julgador = rr_fined(admin_context, roles, tmp_path)
    delegated_lines(admin_context, tmp_path / "keys", operator, "RR-001")
    for day in (date(2026, 4, 20), date(2026, 5, 20), date(2026, 6, 20)):
        half_year_warning(at_day(julgador, day), operator.id, LINE, day, 10, "Apuração")
    ctx = at_day(julgador, date(2026, 6, 25))
    suspend_after_warnings(
        ctx, operator.id, "RR-001", date(2026, 6, 22), date(2026, 7, 1), 15, "Três."
    )
    return operator, ctx


def removal(fiscal, tmp_path, operator_id, day, code, inciso, plate, kind="remocao"):
    notice = recorded_notice(
        fiscal, tmp_path, operator_id, day=day, infraction_codes=(code,), plate=plate
    )
    instant = datetime(day.year, day.month, day.day, NOON, tzinfo=UTC)
    return apply_measure(
        at_instant(fiscal, instant), notice.id, kind, inciso, instant, "Pátio da AGR, Goiânia"
    )


def fine_and_suspension_78_iii() -> DecisionInput:
    """The judgment of 23/03/2026 upholding a 78-III auto (operating without authorisation):
    the fine of Res. AGR 105/2017 art. 69, I, and 30 days of suspension from 01/04/2026."""
    return DecisionInput(
        date(2026, 3, 23),
        True,
        "Sem autorização.",
        (
            PenaltyChoice(
                "78-III",
                Decimal("3819.18"),
                ("multa", "suspensao"),
                suspension_first_day=date(2026, 4, 1),
            ),
        ),
    )
