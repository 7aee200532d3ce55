"""Where the lines' stop places are on the map: a terminal, section point or stop, known by
its municipality and name, gets the coordinates that the open-data feed (GTFS `stops.txt`)
publishes. A place serves every line that stops there; a correction is a new record and the
latest one counts (nothing is rewritten)."""

import uuid
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.lines import LineStopLocation
from desktop.rules.text import fold_text
from desktop.services.context import ServiceContext
from desktop.services.municipalities import municipality_index
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import FieldErrors, check_required

# Brazil's extreme points (IBGE): Chuí to Monte Caburaí, Ponta do Seixas to Serra do Divisor.
LATITUDES = (Decimal("-33.8"), Decimal("5.3"))
LONGITUDES = (Decimal("-74.0"), Decimal("-34.7"))
EXAMPLES = {"latitude": Decimal("-16.6578"), "longitude": Decimal("-49.2574")}


@dataclass(frozen=True)
class StopLocationInput:
    municipality_code: str
    place: str
    latitude: str
    longitude: str


def parse_degrees(text: str) -> Decimal | None:
    """'-16,328' or '-16.328' -> Decimal('-16.328000'); None when not a number."""
    try:
        value = Decimal((text or "").strip().replace(",", "."))
    except InvalidOperation:
        return None
    return value.quantize(Decimal("0.000001")) if value.is_finite() else None


def _comma(value: Decimal) -> str:
    """'-33,8': a number as the clerk types it, with the decimal comma."""
    return str(value).replace(".", ",")


def place_key(place: str) -> str:
    return fold_text(place)[:200]


def record_stop_location(ctx: ServiceContext, data: StopLocationInput) -> None:
    require(ctx, Permission.LINE_EDIT)
    errors = FieldErrors()
    if municipality_index().get(data.municipality_code) is None:
        errors.add("municipality", "Escolha o município do ponto.")
    errors.add("place", check_required(data.place))
    for name, text, (low, high) in (
        ("latitude", data.latitude, LATITUDES),
        ("longitude", data.longitude, LONGITUDES),
    ):
        value = parse_degrees(text)
        if value is None or not low <= value <= high:
            errors.add(
                name,
                f"Informe a {name} em graus decimais, no Brasil, de {_comma(low)} a "
                f"{_comma(high)} (ex.: {_comma(EXAMPLES[name])}).",
            )
    errors.raise_if_any()
    with ctx.database.write() as session:
        now = ctx.clock()
        row = LineStopLocation(
            id=uuid.uuid4(),
            municipality_code=data.municipality_code,
            place_key=place_key(data.place),
            place=data.place.strip(),
            latitude=parse_degrees(data.latitude),
            longitude=parse_degrees(data.longitude),
            created_by_id=ctx.actor.user_id,
            created_at=now,
        )
        insert_audited(session, ctx, row, "create", entity="line_stop_location", at=now)


def stop_locations(session: Session) -> dict[tuple[str, str], tuple[Decimal, Decimal]]:
    """(municipality code, folded place) -> (latitude, longitude), the latest recorded."""
    rows = session.scalars(select(LineStopLocation).order_by(LineStopLocation.created_at))
    return {(row.municipality_code, row.place_key): (row.latitude, row.longitude) for row in rows}
