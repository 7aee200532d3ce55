"""Lei RR 664/2008, art. 57 §2º (a fusion cancelled at any time, back to the original
condition) and art. 62 (the changes of arts. 57-61 cancelled once their reasons cease)."""

import pytest

from desktop.rules.lines.changes_rr import cancellation_article, cancellation_problems


def test_the_article_of_each_cancellation():
    assert cancellation_article("fusao") == "Lei RR 664/2008, art. 57 §2º"
    assert cancellation_article("prolongamento") == "Lei RR 664/2008, art. 62"
    assert cancellation_article("alteracao_itinerario") == "Lei RR 664/2008, art. 62"


@pytest.mark.parametrize(
    ("kind", "approved", "cancelled", "latest", "words"),
    [
        ("prolongamento", True, False, True, None),
        ("fusao", True, False, True, None),
        ("atendimento_parcial", True, False, True, "arts. 57 a 61"),
        ("encurtamento", False, False, True, "aprovada"),
        ("encurtamento", True, True, True, "já foi cancelada"),
        ("fusao", True, False, False, "art. 57 §2º"),
    ],
)
def test_only_the_latest_approved_change_of_the_section(kind, approved, cancelled, latest, words):
    problems = cancellation_problems(kind, approved, cancelled, latest)
    if words is None:
        assert problems == []
    else:
        assert len(problems) == 1 and words in problems[0]
