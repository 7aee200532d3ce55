"""Acts one state's law provides and the other's refuses, each office told in its own law's
terms: no Roraima refusal cites a Goiás act (Res. AGR, Decreto 8.444) — Lei RR 664/2008 is
the whole law of a Roraima office."""

import pytest

from desktop.rules.errors import RulesError
from desktop.rules.state_acts import STATE_ACTS, act_refusal


@pytest.mark.parametrize("act", sorted(STATE_ACTS))
def test_each_act_is_refused_only_in_the_other_state(act):
    state = STATE_ACTS[act].provided_in
    other = "RR" if state == "GO" else "GO"
    assert act_refusal(state, act) is None
    refusal = act_refusal(other, act)
    assert refusal and refusal.endswith(".")
    if other == "RR":
        assert "Lei RR 664/2008" in refusal
        assert "Res. AGR" not in refusal and "Decreto" not in refusal and "AGR" not in refusal


def test_roraima_refusals_that_cited_goias_acts_now_cite_lei_664():
    assert act_refusal("RR", "cancelamento_sumario") == (
        "A Lei RR 664/2008 não prevê o cancelamento sumário do registro."
    )
    assert act_refusal("RR", "comunicacao_alteracao") == (
        "A Lei RR 664/2008 não prevê prazo para a empresa comunicar alteração do seu registro."
    )


def test_an_unknown_act_is_a_programming_error():
    with pytest.raises(RulesError) as error:
        act_refusal("GO", "desconhecido")
    assert error.value.field == "act"
