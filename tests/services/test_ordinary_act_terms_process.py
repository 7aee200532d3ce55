"""Terms for acts of the ordinary process (Res. AGR 105/2017, art. 93 §8): at least 3 days,
counted as art. 83 counts; a shorter term, a simplified process or bad input is refused with
the article and nothing written; the judgment closes the open terms. Its acts fall on
business days (art. 93 §7)."""

from datetime import date

import pytest

from desktop.models.sanctions import ProcessDeadline, ProcessEvent
from desktop.services.errors import Conflict, ValidationError
from desktop.services.sanctions.act_terms import record_act_done, set_act_term
from desktop.services.sanctions.penalties import DecisionInput, judge, open_ordinary
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.reading import counts
from tests.factories.sanctions import MEMBERS, ordinary_notified

ARTICLE = "Res. AGR 105/2017, art. 93 §8"
SATURDAY = date(2026, 3, 14)


def written(ctx) -> tuple[int, ...]:
    return counts(ctx.database, ProcessDeadline, ProcessEvent)


@pytest.fixture
def roles(context_for):
    return {role: context_for(role) for role in ("fiscal", "analista", "julgador")}


@pytest.mark.postgres
def test_the_commission_sets_a_three_day_term_and_the_judgment_closes_it(
    admin_context, roles, tmp_path
):
    operator = new_operator(admin_context)
    process = ordinary_notified(roles, tmp_path, operator.id, "78-III")
    analista = at_day(roles["analista"], date(2026, 3, 11))
    # Ciência on Wednesday 11 March 2026: 12, 13, 14 (Saturday) -> due Monday 16 March.
    detail = set_act_term(
        analista, process.id, "apresentar os contratos de fretamento", date(2026, 3, 11), 3
    )
    (term,) = [row for row in detail.deadlines if row.kind == "ato"]
    assert term.due == date(2026, 3, 16) and term.ciencia == date(2026, 3, 11)
    assert term.articles.startswith(ARTICLE)
    assert "14/03/2026" in term.moved_because
    assert term.kind_label == "Ato do processo ordinário (Res. AGR 105/2017, art. 93, § 8º)"
    entry = detail.timeline[-1]
    assert entry.label == "Prazo para ato do processo ordinário"
    assert "Prazo de 3 dias para apresentar os contratos de fretamento" in entry.summary
    assert "vencimento em 16/03/2026" in entry.summary
    set_act_term(analista, process.id, "ouvir o motorista", date(2026, 3, 11), 5)
    judged = date(2026, 3, 23)
    detail = judge(
        at_day(roles["julgador"], judged),
        process.id,
        DecisionInput(judged, False, "Insubsistente."),
    )
    acts = [row for row in detail.deadlines if row.kind == "ato"]
    assert len(acts) == 2 and all(row.closed_on == judged for row in acts)


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("act", "ciencia", "days", "field", "words"),
    [
        ("apresentar documentos", date(2026, 3, 11), 2, "days", ARTICLE),
        ("apresentar documentos", date(2026, 3, 11), 0, "days", "no mínimo 3 dias"),
        ("", date(2026, 3, 11), 3, "act", "ato"),
        ("apresentar documentos", None, 3, "ciencia", "ciência"),
        ("apresentar documentos", date(2026, 3, 12), 3, "ciencia", "não posterior a hoje"),
    ],
)
def test_bad_terms_are_refused_with_nothing_written(
    admin_context, roles, tmp_path, act, ciencia, days, field, words
):
    operator = new_operator(admin_context)
    process = ordinary_notified(roles, tmp_path, operator.id, "78-III")
    before = written(admin_context)
    with pytest.raises(ValidationError) as caught:
        set_act_term(at_day(roles["analista"], date(2026, 3, 11)), process.id, act, ciencia, days)
    assert words in caught.value.field_errors[field]
    assert written(admin_context) == before


def test_only_in_the_ordinary_process(admin_context, roles, tmp_path):
    operator = new_operator(admin_context)
    notice = recorded_notice(roles["fiscal"], tmp_path, operator.id, infraction_codes=("77-XVI",))
    before = written(admin_context)
    with pytest.raises(Conflict) as caught:
        set_act_term(
            roles["analista"], notice.process_id, "apresentar documentos", date(2026, 3, 11), 3
        )
    assert ARTICLE in str(caught.value)
    assert written(admin_context) == before


@pytest.mark.postgres
def test_the_act_that_came_meets_its_term(admin_context, roles, tmp_path):
    operator = new_operator(admin_context)
    process = ordinary_notified(roles, tmp_path, operator.id, "78-III")
    analista = at_day(roles["analista"], date(2026, 3, 17))
    detail = set_act_term(analista, process.id, "apresentar documentos", date(2026, 3, 11), 3)
    (term,) = [row for row in detail.deadlines if row.kind == "ato"]
    before = written(admin_context)
    for day, words in (
        (None, "data do ato"),
        (date(2026, 3, 10), "ciência"),
        (date(2026, 3, 18), "posterior a hoje"),
    ):
        with pytest.raises(ValidationError) as caught:
            record_act_done(analista, term.id, day)
        assert words in caught.value.field_errors["on"]
    assert written(admin_context) == before
    # Due on Monday 16 March; the documents came on the 17th: met, late.
    detail = record_act_done(analista, term.id, date(2026, 3, 17))
    (term,) = [row for row in detail.deadlines if row.kind == "ato"]
    assert term.met_on == date(2026, 3, 17)
    assert detail.timeline[-1].label == "Ato do processo ordinário realizado"
    assert "fora do prazo (vencimento em 16/03/2026)" in detail.timeline[-1].summary
    with pytest.raises(Conflict):
        record_act_done(analista, term.id, date(2026, 3, 17))


def test_the_ordinary_process_acts_on_business_days(admin_context, roles, tmp_path):
    """Res. AGR 105/2017, art. 93 §7: its instauração and its acts fall on business days at
    the AGR; on a weekend they are refused next to the date, nothing written."""
    operator = new_operator(admin_context)
    notice = recorded_notice(roles["fiscal"], tmp_path, operator.id, infraction_codes=("78-III",))
    julgador = at_day(roles["julgador"], date(2026, 3, 16))
    before = written(admin_context)
    with pytest.raises(ValidationError) as caught:
        open_ordinary(julgador, notice.process_id, MEMBERS, "Portaria AGR nº 12/2026", SATURDAY)
    assert "art. 93, § 7º" in caught.value.field_errors["on"]
    assert "14/03/2026 não é dia útil (sábado)" in caught.value.field_errors["on"]
    assert written(admin_context) == before

    process = ordinary_notified(roles, tmp_path, operator.id, "78-III")
    analista = at_day(roles["analista"], date(2026, 3, 17))
    detail = set_act_term(analista, process.id, "apresentar documentos", date(2026, 3, 11), 3)
    (term,) = [row for row in detail.deadlines if row.kind == "ato"]
    before = written(admin_context)
    with pytest.raises(ValidationError) as caught:
        record_act_done(analista, term.id, SATURDAY)
    assert "art. 93, § 7º" in caught.value.field_errors["on"]
    assert written(admin_context) == before
