"""Lei RR 664/2008, art. 85: the suspension of a line's service stands on 3 written warnings
of that line within 6 months: the warning goes to the "delegatária de linha" (art. 84), on
inciso II for the line's own coefficient, on inciso I for the falta grave the processo
administrativo found on the line of the auto; the warnings of the delegatária's other lines do
not count, and nothing is written when the suspension is refused."""

from datetime import date
from decimal import Decimal

import pytest
from sqlalchemy import select

from desktop.models.sanctions import OperatorSanction
from desktop.rules.rr_line_penalties import LineWarnings
from desktop.services.errors import ValidationError
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.penalties import DecisionInput, judge, open_ordinary
from desktop.services.sanctions.penalties_rr import half_year_warning, suspend_after_warnings
from desktop.services.sanctions.rr_warnings_records import warnings_per_line
from tests.factories.clock import at_day
from tests.factories.notices import recorded_notice
from tests.factories.roraima import in_roraima
from tests.factories.sanctions import (
    MEMBERS,
    delegated_lines,
    fined_on_line,
    rr_fined,
    warned_lines,
)

DECIDED = date(2026, 6, 22)


def suspension(julgador, operator, line):
    ctx = at_day(julgador, DECIDED)
    return suspend_after_warnings(ctx, operator.id, line, DECIDED, date(2026, 7, 1), 10, "Três.")


def refused(call):
    with pytest.raises(ValidationError) as raised:
        call()
    return raised.value.field_errors["line"]


def suspended_lines(admin_context):
    with admin_context.database.read() as session:
        return list(
            session.scalars(
                select(OperatorSanction.line).where(OperatorSanction.kind == "suspensao")
            )
        )


def test_three_warnings_of_one_line_suspend_that_line_only(admin_context, roles, tmp_path):
    operator, julgador = warned_lines(admin_context, roles, tmp_path, "RR-001")
    assert warnings_per_line(at_day(julgador, DECIDED), operator.id, DECIDED) == LineWarnings(
        (("RR-001", 3),), 0
    )
    said = refused(lambda: suspension(julgador, operator, "RR-002"))
    assert said == (
        "A suspensão do serviço da linha RR-002 exige 3 advertências escritas sucessivas dessa "
        "linha em 6 meses (Lei RR 664/2008, arts. 84 e 85); a linha RR-002 tem 0."
    )
    assert suspended_lines(admin_context) == []
    assert (
        suspension(julgador, operator, "RR-001").detail == "Suspensão de 10 dia(s) da linha RR-001"
    )
    assert suspended_lines(admin_context) == ["RR-001"]


def test_a_warning_for_a_falta_grave_counts_for_the_line_of_its_auto(
    admin_context, roles, tmp_path
):
    """Two warnings of line RR-002 on its coefficient (art. 84, II) and a third for a falta
    grave found in the processo administrativo of an auto on RR-002 (art. 84, I): RR-002 may
    be suspended, RR-001 (no warning of its own) may not."""
    operator, julgador = rr_fined(admin_context, roles, tmp_path)
    delegated_lines(admin_context, tmp_path / "keys", operator, "RR-001", "RR-002")
    rr = {role: in_roraima(ctx) for role, ctx in roles.items()}
    fined_on_line(rr, tmp_path, operator.id, "RR-002")
    for day in (date(2026, 4, 20), date(2026, 5, 20)):
        half_year_warning(at_day(julgador, day), operator.id, "RR-002", day, 10, "Apuração")
    auto_day, judged = date(2026, 5, 4), date(2026, 6, 20)
    notice = recorded_notice(
        rr["fiscal"],
        tmp_path,
        operator.id,
        day=auto_day,
        infraction_codes=("79-I",),
        line="RR-002 Boa Vista — Mucajaí",
    )
    open_ordinary(
        at_day(julgador, auto_day), notice.process_id, MEMBERS, "Resolução CRE/RR 7/2026", auto_day
    )
    notify(at_day(rr["analista"], auto_day), notice.process_id, "pessoal", auto_day, "Maria")
    judge(
        at_day(julgador, judged),
        notice.process_id,
        DecisionInput(
            judged,
            True,
            "Falta grave apurada pela comissão.",
            (
                PenaltyChoice(
                    "79-I", Decimal("125.00"), ("multa", "advertencia"), change_reason="Grave."
                ),
            ),
        ),
    )
    said = refused(lambda: suspension(julgador, operator, "RR-001"))
    assert said.endswith("a linha RR-001 tem 0.")
    assert (
        suspension(julgador, operator, "RR-002").detail == "Suspensão de 10 dia(s) da linha RR-002"
    )


def warnings_written(admin_context):
    with admin_context.database.read() as session:
        return list(
            session.scalars(
                select(OperatorSanction.line).where(OperatorSanction.kind == "advertencia")
            )
        )


def test_the_warning_names_a_line_of_the_delegataria_by_its_code_in_the_register(
    admin_context, roles, tmp_path
):
    """Art. 84, II and sole §: the coefficient is the line's, so the warning names one of the
    delegatária's lines; a typo would make a warning that counts for no line under art. 85."""
    operator, julgador = rr_fined(admin_context, roles, tmp_path)
    delegated_lines(admin_context, tmp_path / "keys", operator, "RR-001", "RR-002")
    julgador = at_day(julgador, date(2026, 4, 20))

    def warning(line):
        return half_year_warning(julgador, operator.id, line, date(2026, 4, 20), 10, "Apuração")

    assert refused(lambda: warning("RR001")) == (
        "A linha RR001 não é da delegatária; escolha entre RR-001, RR-002: a advertência pelo "
        "coeficiente de infração é da linha em que as multas e as viagens foram apuradas (Lei "
        "RR 664/2008, art. 84, II e parágrafo único)."
    )
    assert refused(lambda: warning(" ")).startswith(
        "Escolha a linha entre as da delegatária (RR-001, RR-002)"
    )
    assert warnings_written(admin_context) == []
    warned = warning("rr-001")
    assert warned.applied and "na linha RR-001 entre" in warned.detail
    assert warnings_written(admin_context) == ["RR-001"]


def test_the_warning_takes_the_line_as_the_completer_shows_it(admin_context, roles, tmp_path):
    """Art. 84, II: "RR-002 — Boa Vista — Caracaraí", the code and the name of the line as the
    lists show it, names line RR-002 (it was refused as no line of the delegatária); the code
    with another name is refused next to the line, nothing written."""
    operator, julgador = rr_fined(admin_context, roles, tmp_path)
    delegated_lines(admin_context, tmp_path / "keys", operator, "RR-001", "RR-002")
    julgador = at_day(julgador, date(2026, 4, 20))

    def warning(line):
        return half_year_warning(julgador, operator.id, line, date(2026, 4, 20), 1, "Apuração")

    assert refused(lambda: warning("RR-002 — Boa Vista — Mucajaí")) == (
        "A linha RR-002 da delegatária é RR-002 — Boa Vista — Caracaraí, não “RR-002 — Boa "
        "Vista — Mucajaí”: escolha-a pelo código ou como a lista a mostra: a advertência pelo "
        "coeficiente de infração é da linha em que as multas e as viagens foram apuradas (Lei "
        "RR 664/2008, art. 84, II e parágrafo único)."
    )
    assert warnings_written(admin_context) == []
    warned = warning("RR-002 — Boa Vista — Caracaraí")
    assert "na linha RR-002 entre" in warned.detail
