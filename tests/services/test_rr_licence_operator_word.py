"""A licence request without its company is refused in the office's own word: Lei RR 664/2008
calls it the delegatária (e.g. arts. 27 and 32), Res. AGR 105/2017 the autorizatária."""

import uuid

import pytest

from desktop.services.errors import ValidationError
from desktop.services.licences.issue import issue_licence
from desktop.services.licences.issue_records import check_licence_request
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, continuous, departure, fleet
from tests.factories.roraima import in_roraima, roraima_charter


@pytest.fixture
def offices(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    goias = at_instant(admin_context, departure(TODAY, 12))
    return {"RR": in_roraima(goias), "GO": goias}, keys, bus


def request(operator_id, bus):
    """A charter between Roraima's municipalities (as in test_licence_rr), its company aside."""
    return roraima_charter(operator_id, bus.id)


def operator_error(call) -> str:
    with pytest.raises(ValidationError) as refused:
        call()
    return refused.value.field_errors["operator"]


def test_roraima_asks_for_the_delegataria(offices):
    contexts, keys, bus = offices
    charter = request(None, bus)
    assert operator_error(lambda: issue_licence(contexts["RR"], charter, keys)) == (
        "Escolha a delegatária."
    )
    goias = continuous(None, bus.id)
    assert operator_error(lambda: check_licence_request(contexts["GO"], goias)) == (
        "Escolha a autorizatária."
    )


def test_roraima_does_not_find_the_delegataria(offices):
    contexts, keys, bus = offices
    charter = request(uuid.uuid4(), bus)
    assert operator_error(lambda: check_licence_request(contexts["RR"], charter)) == (
        "Delegatária não encontrada."
    )
    goias = continuous(uuid.uuid4(), bus.id)
    assert operator_error(lambda: issue_licence(contexts["GO"], goias, keys)) == (
        "Autorizatária não encontrada."
    )
