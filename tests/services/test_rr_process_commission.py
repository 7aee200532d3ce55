"""Opening the processo administrativo of a Roraima auto (Lei RR 664/2008, art. 84 I: the
fault is established by a commission the CRE/RR designates): the refusal, the timeline and
the judgment's hint say so in Lei 664's words, never Res. AGR 105/2017's portaria or
processo ordinário (arts. 81 II and 93); a Goiás office keeps them."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.services.errors import ValidationError
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.penalties import DecisionInput, judge, open_ordinary
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.roraima import roraima_notice

DAY = date(2026, 3, 12)


def rr_process(admin_context, context_for, tmp_path):
    roles, notice = roraima_notice(admin_context, context_for, tmp_path, DAY)
    return roles, notice.process_id


def test_roraima_commission_act_is_the_cre_rr_s(admin_context, context_for, tmp_path):
    roles, process = rr_process(admin_context, context_for, tmp_path)
    julgador = at_day(roles["julgador"], DAY)
    with pytest.raises(ValidationError) as refused:
        open_ordinary(julgador, process, ("Ana Souza",), "", DAY)
    said = refused.value.field_errors["act"]
    assert said == (
        "Informe o ato do CRE/RR que designou a comissão (Lei RR 664/2008, art. 84, I)."
    )
    detail = open_ordinary(julgador, process, ("Ana Souza",), "Resolução CRE/RR 7/2026", DAY)
    (entry,) = [e for e in detail.timeline if e.kind == "ordinario"]
    assert entry.label == "Processo administrativo instaurado"
    assert entry.summary == (
        "Processo administrativo instaurado (Resolução CRE/RR 7/2026); comissão: Ana Souza."
    )
    assert entry.articles == "Lei RR 664/2008, arts. 84, I, e 86, parágrafo único"


def test_roraima_warning_asks_the_administrative_process(admin_context, context_for, tmp_path):
    roles, process = rr_process(admin_context, context_for, tmp_path)
    notify(at_day(roles["analista"], DAY), process, "pessoal", DAY, "Maria")
    warning = (
        PenaltyChoice(
            "79-I", Decimal("125.00"), ("multa", "advertencia"), change_reason="Falta grave."
        ),
    )
    later = date(2026, 4, 20)
    with pytest.raises(ValidationError) as refused:
        judge(at_day(roles["julgador"], later), process, DecisionInput(later, True, "", warning))
    said = " ".join(refused.value.field_errors.values())
    assert "comissão designada pelo CRE/RR (Lei RR 664/2008, art. 84, I)" in said
    assert "ordinário" not in said


def test_goias_commission_keeps_the_portaria(admin_context, context_for, tmp_path):
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id, day=DAY)
    julgador = at_day(context_for("julgador"), DAY)
    members = ("Ana Relatora", "Bruno Vogal", "Célia Vogal")
    with pytest.raises(ValidationError) as refused:
        open_ordinary(julgador, notice.process_id, members, "", DAY)
    assert refused.value.field_errors["act"] == "Informe a portaria que designou a comissão."
    detail = open_ordinary(julgador, notice.process_id, members, "Portaria AGR 12/2026", DAY)
    (entry,) = [e for e in detail.timeline if e.kind == "ordinario"]
    assert entry.label == "Processo ordinário instaurado"
    assert entry.summary.startswith("Processo administrativo ordinário instaurado (Portaria")
    assert entry.articles == "Res. AGR 105/2017, arts. 81, II, e 93"
