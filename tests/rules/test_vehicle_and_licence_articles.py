"""Each state's own law for a vehicle's records and a licence's annotations: Res. AGR
105/2017 arts. 23-24 and 50-51 in Goiás; Lei RR 664/2008 arts. 20 V, 27, 29 I, 30 §2 and 39
in Roraima, which provides none of Res. 105's annotations (arts. 28 §§1-2, 29 §1, 36) and
sends an interrupted trip to its art. 56."""

import pytest

from desktop.rules.errors import RulesError
from desktop.rules.licence_annotations import ANNOTATIONS, annotation_refusal
from desktop.rules.vehicle_articles import ITEMS, vehicle_article

GOIAS_ACTS = ("Res. AGR", "Decreto 8.444", "AGR")


def test_goias_vehicle_records_rest_on_resolution_105():
    assert vehicle_article("GO", "inspection") == "Res. AGR 105/2017, art. 23"
    assert vehicle_article("GO", "crv") == "Res. AGR 105/2017, art. 24"
    assert vehicle_article("GO", "insurance") == "Res. AGR 105/2017, arts. 50 e 51"


def test_roraima_vehicle_records_rest_on_lei_664_only():
    assert vehicle_article("RR", "inspection") == "Lei RR 664/2008, art. 30, § 2º"
    assert vehicle_article("RR", "insurance") == "Lei RR 664/2008, art. 20, V; art. 39"
    for item in ITEMS:
        cited = vehicle_article("RR", item)
        # The seats of a bus and a microbus are the traffic code's, a federal law.
        assert cited.startswith(("Lei RR 664/2008", "Código de Trânsito Brasileiro"))
        assert not any(act in cited for act in GOIAS_ACTS)


def test_the_seats_of_a_bus_rest_on_the_traffic_code_and_its_goias_copy():
    """The CTB's definitions (Anexo I): Res. AGR 105/2017 repeats them (art. 6º, XIII and
    XV); Lei RR 664/2008 names the kinds (art. 28) without defining them."""
    assert vehicle_article("GO", "microbus_seats") == "Res. AGR 105/2017, art. 6º, XIII"
    assert vehicle_article("GO", "bus_seats") == "Res. AGR 105/2017, art. 6º, XV"
    assert vehicle_article("RR", "microbus_seats") == "Código de Trânsito Brasileiro, Anexo I"
    assert vehicle_article("RR", "bus_seats") == "Código de Trânsito Brasileiro, Anexo I"


def test_an_unknown_item_or_state_is_refused():
    with pytest.raises(RulesError):
        vehicle_article("RR", "tacografo")
    with pytest.raises(RulesError):
        vehicle_article("SP", "inspection")
    with pytest.raises(RulesError):
        annotation_refusal("GO", "rasura")


def test_goias_licences_take_the_annotations_of_resolution_105():
    assert [annotation_refusal("GO", kind) for kind in ANNOTATIONS] == [None, None, None]


def test_roraima_authorisations_take_none_and_say_what_lei_664_provides():
    refusals = {kind: annotation_refusal("RR", kind) for kind in ANNOTATIONS}
    assert all(refusals.values())
    assert "art. 56" in refusals["continuacao"] and "10 dias" in refusals["continuacao"]
    assert "art. 69, X" in refusals["desistencia"]
    for text in refusals.values():
        assert text is not None and "Lei RR 664/2008" in text
        assert not any(act in text for act in GOIAS_ACTS)
