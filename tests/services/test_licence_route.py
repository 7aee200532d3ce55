"""A GO trip licence links two distinct municipalities of Goiás (Res. AGR 105/2017, art. 1º;
Decreto 8.444/2015, art. 3º, XLVIII — "entre municípios do Estado de Goiás" — and art. 4º):
the counter is refused next to the municipality at fault, with the article, and nothing is
written nor numbered. The decision is the rules' (`desktop.rules.licences.route_errors`, the
same one `check_licence` takes from the request's origin and destination)."""

import pytest

from desktop.services.errors import ValidationError
from desktop.services.licences.issue import issue_licence
from desktop.services.licences.issue_records import check_licence_request
from tests.factories.clock import at_instant
from tests.factories.licences import GOIANIA, TODAY, counts, departure, eventual, fleet

BRASILIA, SAO_PAULO, CAMPINAS = "5300108", "3550308", "3509502"
ARTICLE = "Res. AGR 105/2017, art. 1º; Decreto 8.444/2015, art. 3º, XLVIII, e art. 4º"

ROUTES = [
    # (why, origin, destination, {field: words of its message})
    (
        "Goiânia to Goiânia: not intermunicipal",
        GOIANIA,
        GOIANIA,
        {"destination_code": "mesmo município"},
    ),
    (
        "Goiânia to Brasília (DF): leaves the state",
        GOIANIA,
        BRASILIA,
        {"destination_code": "fora do Estado de Goiás"},
    ),
    (
        "São Paulo to Campinas: both outside Goiás",
        SAO_PAULO,
        CAMPINAS,
        {"origin_code": "fora do Estado de Goiás", "destination_code": "fora do Estado de Goiás"},
    ),
    (
        "Brasília to Brasília: outside, and the same",
        BRASILIA,
        BRASILIA,
        {"origin_code": "fora do Estado de Goiás", "destination_code": "fora do Estado de Goiás"},
    ),
]


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("why", "origin", "destination", "expected"), ROUTES, ids=[route[0] for route in ROUTES]
)
def test_a_route_outside_the_law_is_refused_next_to_the_field(
    admin_context, tmp_path, why, origin, destination, expected
):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    before = counts(ctx)
    data = eventual(operator.id, bus.id, origin_code=origin, destination_code=destination)
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, data, keys)
    fields = error.value.field_errors
    assert set(fields) == set(expected)
    for name, words in expected.items():
        assert words in fields[name]
        assert ARTICLE in fields[name]
    assert counts(ctx) == before
    # The check the counter asks for before issuing refuses the same way.
    with pytest.raises(ValidationError) as checked:
        check_licence_request(ctx, data)
    assert checked.value.field_errors == fields


def test_two_municipalities_of_goias_are_issued(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    # Goiânia to Caldas Novas, both of Goiás: the request the rules check carries them.
    check = check_licence_request(ctx, eventual(operator.id, bus.id))
    assert check.allowed
    assert (check.request.origin, check.request.destination) == (GOIANIA, "5204508")
    assert issue_licence(ctx, eventual(operator.id, bus.id), keys).number == "GYN-2026-000001"
