"""What the licence services say to a Roraima office names the act as Lei RR 664/2008 does,
the autorização (arts. 2º and 19; art. 90, VI), never the licença of Res. AGR 105/2017 (arts.
27-30); a Goiás office still reads licença."""

import uuid
from datetime import date

import pytest

from desktop.services.errors import NotFound
from desktop.services.licences.detail import licence_detail
from desktop.services.licences.issue import LicenceRefused, issue_licence
from desktop.services.licences.passenger_list import passenger_list_pdf
from desktop.services.licences.records import licence_pdf
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, continuous, departure
from tests.factories.roraima import in_roraima, roraima_charter, rr_fleet


@pytest.fixture
def offices(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = rr_fleet(admin_context, keys)
    goias = at_instant(admin_context, departure(TODAY, 12))
    return {"RR": in_roraima(goias), "GO": goias}, keys, operator, bus


def test_a_refused_request_names_the_office_act(offices):
    contexts, keys, operator, bus = offices
    # One day beyond Lei 664's six months (art. 19).
    longer = roraima_charter(operator.id, bus.id, end_on=date(2027, 1, 1))
    with pytest.raises(LicenceRefused) as refused:
        issue_licence(contexts["RR"], longer, keys)
    assert [finding.reason for finding in refused.value.findings] == ["duracao_maxima"]
    assert str(refused.value).startswith("A autorização não pode ser emitida:\n• ")
    assert "licença" not in str(refused.value).lower()
    # Thirteen months: beyond Res. 105's twelve (arts. 29 and 30).
    longer = continuous(operator.id, bus.id, end_on=date(2027, 7, 31))
    with pytest.raises(LicenceRefused) as refused:
        issue_licence(contexts["GO"], longer, keys)
    assert "duracao_maxima" in [finding.reason for finding in refused.value.findings]
    assert str(refused.value).startswith("A licença não pode ser emitida:\n• ")


@pytest.mark.parametrize("read", [licence_detail, licence_pdf, passenger_list_pdf])
def test_an_unknown_act_is_not_found_in_the_office_word(offices, read):
    contexts, _, _, _ = offices
    with pytest.raises(NotFound, match=r"^Autorização não encontrada\.$"):
        read(contexts["RR"], uuid.uuid4())
    with pytest.raises(NotFound, match=r"^Licença não encontrada\.$"):
        read(contexts["GO"], uuid.uuid4())
