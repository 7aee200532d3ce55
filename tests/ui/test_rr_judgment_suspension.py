"""The Julgamento dialog of a Roraima auto asks no start of a suspension: in Roraima the
suspension follows 3 written warnings in 6 months and is applied on the operator's record
(Lei RR 664/2008, art. 85), and the service refuses it in the judgment with that article. A
Goiás office keeps the field (Res. AGR 105/2017, art. 69)."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.models.sanctions import ProcessDecision
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.penalties import open_ordinary
from desktop.ui.sanctions.area import NoticesArea
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, refused_judgment
from tests.factories.reading import count
from tests.factories.roraima import roraima_notice
from tests.factories.sanctions import MEMBERS, ordinary_notified

DAY = date(2026, 3, 12)
JUDGED = date(2026, 4, 20)


@pytest.fixture
def rr_process(admin_context, context_for, tmp_path):
    """An auto of art. 79, I in the processo administrativo of art. 84, I, notified on DAY:
    the 30 days of defence (art. 89) are over on JUDGED."""
    roles, notice = roraima_notice(admin_context, context_for, tmp_path, DAY)
    julgador = at_day(roles["julgador"], DAY)
    open_ordinary(julgador, notice.process_id, MEMBERS, "Resolução CRE/RR 7/2026", DAY)
    notify(at_day(roles["analista"], DAY), notice.process_id, "pessoal", DAY, "Maria")
    return roles, notice.process_id


def judgment_rows(qtbot, open_area, ctx, process_id, keys, dialog_driver) -> set[str]:
    area = open_area(NoticesArea, ctx, keys)
    area.process.load(process_id)
    seen: set[str] = set()

    def look(dialog):
        seen.update(dialog.form.rows)
        dialog.reject()
        return dialog.result()

    dialog_driver.on("ActionDialog", look)
    area.process.buttons["judge"].click()
    return seen


def test_the_start_of_suspension_is_asked_in_goias_only(
    qtbot, admin_context, roles, rr_process, open_area, tmp_path, dialog_driver
):
    rr_roles, rr_id = rr_process
    operator = new_operator(admin_context, cnpj="11.444.777/0001-61")
    go_process = ordinary_notified(roles, tmp_path, operator.id, "78-III")
    seen = {
        office: judgment_rows(qtbot, open_area, ctx, process_id, tmp_path / office, dialog_driver)
        for office, ctx, process_id in (
            ("RR", at_day(rr_roles["julgador"], JUDGED), rr_id),
            ("GO", at_day(roles["julgador"], date(2026, 3, 23)), go_process.id),
        )
    }
    assert "penalties" in seen["RR"] and "suspension_first_day" not in seen["RR"]
    assert "suspension_first_day" in seen["GO"]


def test_roraima_judgment_refuses_a_suspension_with_art_85(admin_context, rr_process):
    roles, process_id = rr_process
    suspension = (
        PenaltyChoice(
            "79-I",
            Decimal("125.00"),
            ("multa", "suspensao"),
            change_reason="Falta grave.",
            suspension_first_day=JUDGED,
        ),
    )
    refused = refused_judgment(roles["julgador"], process_id, JUDGED, "Provada.", suspension)
    said = refused["penalties.79-I"]
    assert "aba Penalidades do operador (Lei RR 664/2008, art. 85)" in said
    assert count(admin_context.database, ProcessDecision) == 0
