"""A licence's situation read on a day (Lei RR 664/2008, art. 22): a Roraima autorização is
cancelled by itself once its term is over or its purpose fulfilled (parágrafo único, II)
and may be cancelled by the CRE/RR on a ground of the caput (parágrafo único, I), notified
with the appeal of art. 92 and the terms of art. 95."""

from datetime import date

import pytest

from desktop.rules.licence_state import (
    CANCELLATION_APPEAL,
    CancellationGround,
    cancellation_article,
    ground_text,
    licence_state,
)

END = date(2026, 12, 31)


def test_an_autorizacao_is_in_force_through_its_last_day():
    assert licence_state("RR", END, END).label == "Emitida"


def test_the_day_after_its_last_day_the_autorizacao_is_cancelled_by_itself():
    state = licence_state("RR", END, date(2027, 1, 1))
    assert state.label == "Encerrada"
    assert state.sentence == (
        "cancelada automaticamente: prazo de vigência decorrido em 31/12/2026 "
        "(Lei RR 664/2008, art. 22, parágrafo único, II)"
    )


def test_a_goias_licence_is_not_told_in_roraima_law():
    state = licence_state("GO", END, date(2027, 1, 1))
    assert "664" not in state.sentence and state.label == "Emitida"


def test_cancelled_by_the_cre_rr_on_the_day_of_its_act():
    state = licence_state("RR", END, date(2027, 1, 1), cancelled_on=date(2026, 8, 3))
    assert state.label == "Cancelada"
    assert state.sentence == (
        "cancelada pelo CRE/RR em 03/08/2026 (Lei RR 664/2008, art. 22, parágrafo único, I)"
    )


@pytest.mark.parametrize(
    ("ground", "item"),
    [("deficiencia", "I"), ("desobediencia", "II"), ("inadimplemento", "III")]
    + [("abandono", "IV"), ("falencia", "V")],
)
def test_each_ground_cites_its_item_of_the_caput(ground, item):
    assert CancellationGround(ground).label
    assert cancellation_article(ground) == (
        f"Lei RR 664/2008, art. 22, {item}, e parágrafo único, I"
    )


def test_its_purpose_fulfilled_it_is_cancelled_by_itself_from_that_day():
    state = licence_state("RR", END, date(2026, 8, 3), fulfilled_on=date(2026, 8, 3))
    assert state.code == "finalidade_satisfeita" and state.label == "Encerrada"
    assert state.sentence == (
        "cancelada automaticamente: finalidade satisfeita em 03/08/2026 "
        "(Lei RR 664/2008, art. 22, parágrafo único, II)"
    )
    # whichever came first: read after its last day, it still ended with its purpose
    later = licence_state("RR", END, date(2027, 3, 1), fulfilled_on=date(2026, 8, 3))
    assert later.code == "finalidade_satisfeita"


def test_the_ground_and_the_appeal_as_the_notice_prints_them():
    assert ground_text("abandono") == "IV — Abandono total ou parcial do serviço"
    assert "recurso ao CRE/RR (Lei RR 664/2008, art. 92)" in CANCELLATION_APPEAL
    assert "primeiro dia útil após a ciência" in CANCELLATION_APPEAL
    assert "art. 95" in CANCELLATION_APPEAL and "89" not in CANCELLATION_APPEAL
