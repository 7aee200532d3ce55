"""Sample notice input and helpers shared by the sanctions tests (no tests here)."""

import dataclasses
from datetime import date, time
from decimal import Decimal

import pytest

from desktop.models.sanctions import InfractionNotice, NoticeInfraction, SanctionProcess
from desktop.services.errors import ValidationError
from desktop.services.registration.operators import create_operator
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notices import NoticeInput, record_notice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.penalties import DecisionInput, judge
from tests.factories import reading
from tests.factories.clock import at_day
from tests.factories.operators import operator_input


def notice_input(operator_id=None, **changes) -> NoticeInput:
    """The inspector's form; drawn up on the infraction's day, at its time unless given
    (Res. 105, art. 79: at the moment of the infraction). An unregistered company is
    qualified by its address (art. 80, I)."""
    if operator_id is None:
        changes.setdefault("operator_qualification", "Rua 3, 100, Centro, Caldas Novas/GO")
    changes.setdefault("drawn_up_on", changes.get("occurred_on", date(2026, 3, 10)))
    changes.setdefault("drawn_up_time", changes.get("occurred_time", time(8, 30)))
    data = NoticeInput(
        operator_id=operator_id,
        route="Goiânia — Caldas Novas",
        line="",
        place="GO-139, km 12, Caldas Novas",
        occurred_on=date(2026, 3, 10),
        occurred_time=time(8, 30),
        drawn_up_on=date(2026, 3, 10),
        drawn_up_time=time(8, 30),
        drawn_up_place="GO-139, km 12, Caldas Novas",
        plate="ABC1D23",
        responsible_name="Pedro Alves (motorista)",
        responsible_role="motorista",
        infraction_codes=("77-XVI",),
        inspector_name="Carla Fiscal",
        inspector_qualification="Agente fiscal, matrícula 1234",
        ciente="ciente",
        ciente_name="Pedro Alves",
    )
    return dataclasses.replace(data, **changes)


def new_operator(admin_context, **changes):
    return create_operator(admin_context, operator_input(**changes))


def recorded_notice(ctx, tmp_path, operator_id, day=date(2026, 3, 10), **changes):
    """A notice of an infraction on `day`, recorded that same day."""
    return record_notice(
        at_day(ctx, day),
        notice_input(operator_id, occurred_on=day, **changes),
        key_dir=tmp_path / "keys",
    )


def counts(database):
    return reading.counts(database, InfractionNotice, NoticeInfraction, SanctionProcess)


def notify_by_autos(analista, process_id, day: date):
    """Maria takes ciência of the process's last act in the autos on `day`."""
    return notify(at_day(analista, day), process_id, "autos", day, "Maria")


def fine_77_xvi(julgador, process_id, day: date, reasons: str = "Comprovada."):
    """The first instance on `day`: infraction 77-XVI proven, a fine of R$ 1.909,59."""
    return judge(
        at_day(julgador, day),
        process_id,
        DecisionInput(
            day, True, reasons, (PenaltyChoice("77-XVI", Decimal("1909.59"), ("multa",)),)
        ),
    )


def refused_judgment(julgador, process_id, day: date, reasons: str, penalties) -> dict[str, str]:
    """The first instance upholding the notice on `day` with `penalties`, refused: the
    refusals by field."""
    with pytest.raises(ValidationError) as raised:
        judge(at_day(julgador, day), process_id, DecisionInput(day, True, reasons, penalties))
    return raised.value.field_errors
