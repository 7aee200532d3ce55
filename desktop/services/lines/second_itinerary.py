"""Lei RR 664/2008, art. 5º: a line created on the other itinerary between the end points of a
principal line, checked by `desktop.rules.lines.second_itinerary_rr` against the principal line
as the register holds it (its current version's route and km, the company holding its
concession in force today)."""

import uuid
from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineVersion
from desktop.rules.lines.delegation import DelegationKind
from desktop.rules.lines.exclusivity_rr import Route
from desktop.rules.lines.register import LineProblem, LineStatus
from desktop.rules.lines.second_itinerary_rr import (
    ARTICLE,
    PrincipalLine,
    SecondItinerary,
    check_second_itinerary,
    creation_details,
    longest_itinerary,
)
from desktop.rules.numbers import br_km
from desktop.rules.rulebook import Rulebook, load_rulebook
from desktop.services.context import ServiceContext
from desktop.services.lines.records import DelegationRow, line_detail, load_line
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class SecondItineraryInput:
    """The principal line picked and what its concessionário declared (a `Declined`), with
    the document in which it did."""

    principal_line_id: uuid.UUID | None
    declined: str = ""
    declined_reference: str = ""


def _concession(session: Session, ctx: ServiceContext, line: Line) -> DelegationRow | None:
    """The concession of `line` in force today, None when none is."""
    return next(
        (
            item
            for item in line_detail(session, ctx, line).delegations
            if item.effective and item.kind == DelegationKind.CONCESSAO
        ),
        None,
    )


def principal_line(session: Session, ctx: ServiceContext, line: Line) -> PrincipalLine:
    """`line` as art. 5º weighs it: its current route and km, and the company holding its
    concession in force today ("" when none does)."""
    version = session.get(LineVersion, line.current_version_id)
    assert version is not None  # current_version_id is a foreign key
    concession = _concession(session, ctx, line)
    return PrincipalLine(
        line.code,
        Route(version.origin_code, version.destination_code, version.roads),
        version.length_km,
        concession.operator_name if concession else "",
        line.status == LineStatus.EXTINTA,
    )


def second_itinerary_problems(
    session: Session,
    ctx: ServiceContext,
    rulebook: Rulebook,
    data: SecondItineraryInput,
    new: tuple[Route, Decimal | None],
) -> tuple[list[LineProblem], str]:
    """The problems of creating the line of `new` (its route and km) under art. 5º, and the
    text its act of creation records when there are none."""
    if data.principal_line_id is None:
        message = f"Escolha a linha principal, que já liga os pontos extremos ({ARTICLE})."
        return [LineProblem("principal_line", message)], ""
    line = session.get(Line, data.principal_line_id)
    if line is None:
        return [LineProblem("principal_line", "Linha principal não encontrada.")], ""
    principal = principal_line(session, ctx, line)
    route, length = new
    itinerary = SecondItinerary(route, length, data.declined, data.declined_reference)
    problems = check_second_itinerary(rulebook, principal, itinerary)
    return problems, "" if problems else creation_details(principal, itinerary)


def principal_summary(ctx: ServiceContext, line_id: uuid.UUID) -> str:
    """What the form shows of the principal line picked: its roads and km, the longest the
    new line may be, and the concessionário who keeps the preference (art. 5º §1º)."""
    require(ctx, Permission.LINE_VIEW)
    with ctx.database.read() as session:
        principal = principal_line(session, ctx, load_line(session, line_id))
    rulebook = load_rulebook(ctx.office.jurisdiction)
    longest = longest_itinerary(rulebook, principal.length_km).quantize(Decimal("0.01"))
    holder = (
        f"concessionária {principal.concessionaire}, com preferência para explorar a nova linha"
        if principal.concessionaire
        else "sem concessão em vigor"
    )
    return (
        f"{principal.code}: {principal.route.roads}, {br_km(principal.length_km)} km; a nova "
        f"linha pode ter até {br_km(longest.normalize())} km; {holder} ({ARTICLE} §1º)."
    )


@dataclass(frozen=True)
class Preference:
    """The company that has the preference to run a line created under art. 5º: the one
    holding the concession of its principal line `principal_code` (§ 1º)."""

    principal_code: str
    holder_id: uuid.UUID
    holder: str


def preference_of(session: Session, ctx: ServiceContext, line: Line) -> Preference | None:
    """Who has the preference of art. 5º § 1º to run `line`: None when the line was not
    created under art. 5º or its principal line has no concession in force today."""
    if line.principal_line_id is None:
        return None
    principal = load_line(session, line.principal_line_id)
    concession = _concession(session, ctx, principal)
    if concession is None:
        return None
    return Preference(principal.code, concession.operator_id, concession.operator_name)


def preference_text(ctx: ServiceContext, line_id: uuid.UUID) -> str:
    """What the delegation form shows of the preference (art. 5º § 1º), "" when none."""
    require(ctx, Permission.LINE_VIEW)
    with ctx.database.read() as session:
        preference = preference_of(session, ctx, load_line(session, line_id))
    if preference is None:
        return ""
    return (
        f"A concessionária {preference.holder}, da linha principal {preference.principal_code}, "
        f"tem preferência para explorar esta linha ({ARTICLE} §1º): a delegação a outra empresa "
        "exige a sua renúncia ou recusa."
    )
