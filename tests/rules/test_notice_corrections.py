"""What a formal correction of an auto may touch and until when: Res. AGR 105/2017 art. 79
sole § (until the notification) against Lei RR 664/2008 art. 76 §3 (whenever the error is
noticed, the process going on)."""

import pytest

from desktop.rules.errors import RulesError
from desktop.rules.notice_corrections import (
    correction_explanation,
    correction_open,
    formal_correction,
    reason_required,
)


def test_goias_corrects_until_the_notification():
    assert formal_correction("GO", "plate", notified=False).article == (
        "Res. AGR 105/2017, art. 79, parágrafo único"
    )
    with pytest.raises(RulesError) as refused:
        formal_correction("GO", "plate", notified=True)
    assert refused.value.field == "notified" and "até a notificação" in refused.value.message


def test_roraima_points_the_error_out_even_after_the_notification():
    correction = formal_correction("RR", "plate", notified=True)
    assert (correction.label, correction.article) == ("placa", "Lei RR 664/2008, art. 76, § 3º")


@pytest.mark.parametrize(
    ("jurisdiction", "cited"),
    [("GO", "Res. AGR 105/2017, art. 80, § 3º"), ("RR", "Lei RR 664/2008, art. 76, § 3º")],
)
def test_the_infraction_itself_is_not_a_formal_error(jurisdiction, cited):
    with pytest.raises(RulesError) as refused:
        formal_correction(jurisdiction, "infraction", notified=False)
    assert refused.value.field == "field" and cited in refused.value.message


def test_each_state_asks_the_reason_on_its_own_article():
    assert "art. 79, parágrafo único" in reason_required("GO")
    assert "Lei RR 664/2008, art. 76, § 3º" in reason_required("RR")
    assert "Res. AGR" not in reason_required("RR")


@pytest.mark.parametrize(
    ("jurisdiction", "notified", "closed", "open_"),
    [
        ("GO", False, False, True),
        ("GO", True, False, False),  # art. 79 sole §: until the notification
        ("RR", True, False, True),  # art. 76 §3: the process goes on to the final decision
        ("RR", True, True, False),
        ("GO", False, True, False),
    ],
)
def test_correction_open_until(jurisdiction, notified, closed, open_):
    assert correction_open(jurisdiction, notified, closed) is open_
    if not open_:
        with pytest.raises(RulesError) as refused:
            formal_correction(jurisdiction, "plate", notified, closed)
        assert ("Res. AGR" in refused.value.message) is (jurisdiction == "GO")


def test_the_screen_explains_each_states_rule():
    assert "até a notificação (Res. AGR 105/2017, art. 79" in correction_explanation("GO")
    roraima = correction_explanation("RR")
    assert "Lei RR 664/2008, art. 76, § 3º" in roraima and "Res. AGR" not in roraima
