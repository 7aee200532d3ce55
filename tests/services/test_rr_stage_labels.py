"""A Roraima process reads its stages on Lei RR 664/2008: the appeal goes to the CRE/RR (art.
91), never to Goiás's Conselho Regulador, and no stage cites a Goiás act — in the Autos list,
the worklist, the process, its timeline and its refusals. Lei 664 provides no revision of a
sanction (only the defence of art. 89 and the appeal of art. 91): `revise` refuses a Roraima
office and writes nothing. Goiás keeps its labels."""

import re
from datetime import UTC, date, datetime
from decimal import Decimal

import pytest

from desktop.rules.choices import (
    ProcessStage,
    Submission,
    process_stages,
    stage_label,
    submission_label,
)
from desktop.services.documents.issuing import reprint
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import Conflict, ValidationError
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.penalties import DecisionInput, council_decide_appeal, revise
from desktop.services.sanctions.process_records import get_process
from desktop.services.sanctions.submissions import receive_submission
from desktop.services.search.notices import search_notices
from tests.factories.clock import at_day
from tests.factories.notices import new_operator
from tests.factories.roraima import roraima_roles
from tests.factories.sanctions import appeal, judged

GOIAS = re.compile(r"Res\.|Resolução|Decreto|AGR|105/2017|8\.444|Goiás|Conselho")
APPEAL_TERM = "Prazo de recurso ao CRE/RR e de pagamento em curso"
APPEAL = "Recurso ao CRE/RR (Lei RR 664/2008, art. 91)"
FINE = (PenaltyChoice("79-I", Decimal("125.00"), ("multa",)),)


@pytest.mark.parametrize("stage", list(ProcessStage))
def test_every_rr_stage_label_cites_no_goias_act_nor_council(stage):
    label = stage_label(stage, "RR")
    assert not GOIAS.search(label), label
    assert stage_label(stage, "GO") == stage.label


def test_the_appeal_goes_to_the_cre_in_roraima_art_91():
    assert stage_label("recurso_conselho", "RR") == APPEAL
    assert submission_label(Submission.RECURSO, "RR") == APPEAL
    assert submission_label(Submission.RECURSO, "GO") == "Recurso ao Conselho"
    assert (
        stage_label("recurso_conselho", "GO")
        == "Recurso ao Conselho Regulador (Res. AGR 105/2017, art. 91)"
    )
    # no mandatory review of a cancellation in Lei 664: not a stage a Roraima office picks
    assert ProcessStage.REEXAME_CONSELHO not in process_stages("RR")
    assert ProcessStage.AGUARDANDO_NOTIFICACAO_REEXAME not in process_stages("RR")
    assert process_stages("GO") == tuple(ProcessStage)


@pytest.fixture
def roraima(admin_context, context_for):
    return roraima_roles(admin_context, context_for)


@pytest.mark.postgres
def test_an_rr_process_shows_its_stages_on_lei_664(roraima, tmp_path, admin_context):
    operator = new_operator(admin_context)
    notice = judged(roraima, tmp_path, operator.id)
    process_id = notice.process_id
    julgador = at_day(roraima["julgador"], date(2026, 4, 14))

    (row,) = search_notices(roraima["analista"]).rows
    assert row.stage == "prazo_recurso"
    assert row.stage_label.startswith(APPEAL_TERM)
    assert "arts. 89, parágrafo único, e 91" in row.stage_label

    # Lei 664 has no revision: refused on its own articles, nothing written
    with pytest.raises(ValidationError) as refused:
        revise(julgador, process_id, DecisionInput(date(2026, 4, 14), False, "Fato novo."))
    text = refused.value.field_errors["process"]
    assert "não prevê revisão" in text
    assert "(art. 89)" in text and "recurso ao CRE/RR (art. 91)" in text
    assert not GOIAS.search(text)
    before = get_process(julgador, process_id)
    assert before.stage == "prazo_recurso"
    assert [entry.kind for entry in before.timeline].count("revisao") == 0

    received = receive_submission(
        at_day(roraima["analista"], date(2026, 4, 15)),
        process_id,
        "recurso",
        appeal(notice, date(2026, 4, 15)),
    )
    assert received.stage_label == APPEAL
    with pytest.raises(Conflict) as wrong_stage:
        receive_submission(
            at_day(roraima["analista"], date(2026, 4, 16)),
            process_id,
            "recurso",
            appeal(notice, date(2026, 4, 16)),
        )
    assert f"“{APPEAL}”" in str(wrong_stage.value)

    decided = council_decide_appeal(
        at_day(roraima["julgador"], date(2026, 5, 4)),
        process_id,
        DecisionInput(date(2026, 5, 4), True, "Recurso improvido.", FINE),
    )
    assert decided.stage_label == (
        "Aguardando notificação da decisão do CRE/RR (Lei RR 664/2008, art. 91)"
    )
    notified = notify(
        at_day(roraima["analista"], date(2026, 5, 5)), process_id, "autos", date(2026, 5, 5), "Ana"
    )
    shown = [notified.stage_label] + [
        f"{entry.label} {entry.summary} {entry.articles}" for entry in notified.timeline
    ]
    assert "Decisão do CRE/RR sobre o recurso" in " ".join(shown)
    assert "Notificação da decisão do CRE/RR sobre o recurso: ciência de Ana" in " ".join(shown)
    cited = [text for text in shown if GOIAS.search(text)]
    assert cited == [], "\n".join(cited)


def test_an_rr_auto_cancelled_on_appeal_names_the_cre(roraima, tmp_path, admin_context):
    """The verification of the auto cancelled by the CRE/RR on appeal (Lei 664, art. 91)
    names the CRE/RR, not a Council."""
    operator = new_operator(admin_context)
    notice = judged(roraima, tmp_path, operator.id)
    pdf = reprint(admin_context, notice.number, "auto_infracao")
    receive_submission(
        at_day(roraima["analista"], date(2026, 4, 15)),
        notice.process_id,
        "recurso",
        appeal(notice, date(2026, 4, 15)),
    )
    council_decide_appeal(
        at_day(roraima["julgador"], date(2026, 5, 4)),
        notice.process_id,
        DecisionInput(date(2026, 5, 4), False, "Placa não confere."),
    )
    verdict = verify_bytes(admin_context.database, pdf, datetime(2026, 5, 5, 15, tzinfo=UTC))
    assert verdict.withdrawn == (
        "auto de infração CANCELADO em 04/05/2026 (decisão do CRE/RR sobre o recurso "
        "(Lei RR 664/2008, art. 91)) — motivo: Placa não confere"
    )
