"""Sample notice input and helpers shared by the sanctions tests (no tests here)."""

import dataclasses
from datetime import date, time

from desktop.models.sanctions import InfractionNotice, NoticeInfraction, SanctionProcess
from desktop.services.registration.operators import create_operator
from desktop.services.sanctions.notices import NoticeInput, record_notice
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
