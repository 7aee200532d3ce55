"""Refusing an act the office's state law does not provide (`desktop.rules.state_acts`),
before anything is read or written."""

from desktop.rules.state_acts import act_refusal
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, ValidationError


def require_provided(ctx: ServiceContext, act: str, field: str | None = None) -> None:
    """Raises the refusal of `act` in this office's law: next to `field` when the screen
    shows it there, as a conflict otherwise."""
    refusal = act_refusal(ctx.office.jurisdiction, act)
    if refusal is None:
        return
    if field is not None:
        raise ValidationError({field: refusal})
    raise Conflict(refusal)
