"""The office's threshold for old statewide data (issue 19): past it without news from the sede,
Início warns "dados estaduais de N dias atrás". An office setting, in hours, changed by whoever
manages the office and audited; the rules bound it (`rules.state_data`)."""

from sqlalchemy import select

from desktop.models.office import Office
from desktop.rules.state_data import check_stale_after
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound, ValidationError
from desktop.services.office.audit import record_audit
from desktop.services.office.permissions import Permission, require


def set_stale_after_hours(ctx: ServiceContext, hours: int) -> int:
    """Sets the threshold; refused next to the field, nothing written, out of its bounds."""
    require(ctx, Permission.OFFICE_MANAGE)
    problem = check_stale_after(hours)
    if problem:
        raise ValidationError({"stale_after_hours": problem})
    with ctx.database.write() as session:
        office = session.scalar(select(Office))
        if office is None:
            raise NotFound("O escritório ainda não foi configurado.")
        before = {"stale_after_hours": office.stale_after_hours}
        office.stale_after_hours = hours
        record_audit(
            session,
            ctx.actor,
            "office",
            office.id,
            "stale_after",
            before,
            {"stale_after_hours": hours},
            ctx.clock(),
        )
    return hours
