"""Two fields of the vehicle are Goiás's only: the van's exceptional authorisation (Res. AGR
105/2017, art. 14 §1º) and the AGR's identification seal (art. 38, XI; art. 76, II). Lei RR
664/2008 registers vans with buses and microbuses (art. 28) and has the vehicle carry its
registration record and maintenance term (art. 29, I and II), no seal: a Roraima office is
refused neither, records neither and prints no seal on the CRV; one stored before keeps what
it had. A Goiás office keeps both. The seats of a microbus and of a bus are the Código de
Trânsito Brasileiro's (Anexo I), which Res. 105 art. 6º XIII and XV repeat: each state asks
them, citing its own basis."""

from datetime import date

import pytest

from desktop.models.vehicles import Vehicle
from desktop.rules.errors import RulesError
from desktop.rules.vehicle_articles import seal_registered, van_act_registered
from desktop.services.errors import ValidationError
from desktop.services.vehicles.register import register_vehicle, update_vehicle
from tests.factories.clock import at_day
from tests.factories.licences import registered_operator
from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import in_roraima, rr_registered, rr_vehicle_input
from tests.factories.vehicles import (
    TODAY,
    company,
    inspection_input,
    make_renavam,
    policy_input,
    vehicle_input,
)

SMALL_BUS = {"kind": "onibus", "seats": 18}
VAN = {"kind": "van", "seats": 15, "van_authorisation_act": "Portaria 12/2026"}
SEAL = {"seal_number": "AGR 000123"}


@pytest.fixture
def office(admin_context, tmp_path):
    """The context, the signing keys and an operator with its registration in force."""
    keys = tmp_path / "keys"
    return admin_context, keys, registered_operator(admin_context, keys)


@pytest.fixture
def goias_vehicle(office):
    """Registers in the Goiás office the factories' bus, or what `changes` make of it."""
    ctx, keys, operator = office
    ctx = at_day(ctx, TODAY)
    report = inspection_input(company(ctx).id, valid_until=date(2027, 6, 1))

    def register(**changes):
        data = vehicle_input(**changes)
        return register_vehicle(ctx, operator.id, data, report, policy_input(), keys)

    return register


def refusals(call) -> dict[str, str]:
    with pytest.raises(ValidationError) as raised:
        call()
    return raised.value.field_errors


@pytest.mark.parametrize("rule", [van_act_registered, seal_registered])
def test_only_goias_asks_the_van_act_and_the_seal(rule):
    assert rule("GO")
    assert not rule("RR")
    with pytest.raises(RulesError):
        rule("SP")


def test_roraima_asks_the_adaptation_of_a_small_bus_on_the_traffic_code(office):
    ctx, keys, operator = office
    rr = in_roraima(ctx)
    shown = refusals(lambda: rr_registered(rr, keys, operator.id, TODAY, **SMALL_BUS))
    assert shown["seats"] == (
        "Ônibus leva mais de 20 passageiros (Código de Trânsito Brasileiro, Anexo I), salvo "
        "adaptação para maior comodidade: registre como microônibus ou marque a adaptação."
    )
    bus = rr_registered(rr, keys, operator.id, TODAY, adapted_for_comfort=True, **SMALL_BUS)
    assert bus.vehicle.adapted_for_comfort


def test_roraima_refuses_a_microbus_over_20_seats_on_the_traffic_code(office):
    ctx, keys, operator = office
    shown = refusals(
        lambda: rr_registered(
            in_roraima(ctx), keys, operator.id, TODAY, kind="microonibus", seats=24
        )
    )
    assert shown["seats"] == (
        "Microônibus leva até 20 passageiros (Código de Trânsito Brasileiro, Anexo I): com "
        "mais lugares, registre como ônibus."
    )


def test_goias_refuses_a_bus_of_18_seats_not_adapted(goias_vehicle):
    shown = refusals(lambda: goias_vehicle(**SMALL_BUS))
    assert shown["seats"] == (
        "Ônibus leva mais de 20 passageiros (Res. AGR 105/2017, art. 6º, XV), salvo "
        "adaptação para maior comodidade: registre como microônibus ou marque a adaptação."
    )
    adapted = goias_vehicle(adapted_for_comfort=True, **SMALL_BUS)
    assert adapted.vehicle.adapted_for_comfort


def test_roraima_registers_a_van_with_no_act_and_records_none(office):
    ctx, keys, operator = office
    typed = rr_registered(in_roraima(ctx), keys, operator.id, TODAY, **VAN).vehicle
    assert (typed.kind, typed.van_authorisation_act) == ("van", "")


def test_goias_asks_and_keeps_the_vans_act(goias_vehicle):
    without = VAN | {"van_authorisation_act": ""}
    shown = refusals(lambda: goias_vehicle(**without))
    assert "(Res. AGR 105/2017, art. 14, § 1º)" in shown["van_authorisation_act"]
    van = goias_vehicle(**VAN)
    assert van.vehicle.van_authorisation_act == "Portaria 12/2026"
    assert "(autorização excepcional) — Portaria 12/2026" in flat_pdf_text(van.crv.pdf)


def test_roraima_records_and_prints_no_seal(office):
    ctx, keys, operator = office
    registered = rr_registered(in_roraima(ctx), keys, operator.id, TODAY, **SEAL)
    assert registered.vehicle.seal_number == ""
    text = flat_pdf_text(registered.crv.pdf)
    assert "Selo" not in text and "AGR 000123" not in text


def test_goias_records_and_prints_the_agr_seal(goias_vehicle):
    registered = goias_vehicle(**SEAL)
    assert registered.vehicle.seal_number == "AGR 000123"
    assert "Selo do órgão AGR 000123" in flat_pdf_text(registered.crv.pdf)
    unsealed = goias_vehicle(
        plate="GOI2B34", renavam=make_renavam("0123456789"), chassis="9BM384067HB054321"
    )
    assert "Selo do órgão —" in flat_pdf_text(unsealed.crv.pdf)


def test_a_roraima_correction_keeps_the_seal_stored_before(office):
    """A Roraima vehicle registered while the form still asked the seal keeps it when it is
    corrected: the correction does not blank what the clerk did not touch."""
    ctx, keys, operator = office
    rr = in_roraima(ctx)
    bus = rr_registered(rr, keys, operator.id, TODAY).vehicle
    with ctx.database.write() as session:
        session.get(Vehicle, bus.id).seal_number = "AGR 000123"
    corrected = update_vehicle(
        at_day(rr, TODAY), bus.id, rr_vehicle_input(TODAY, crlv_number="998877665544")
    )
    assert corrected.crlv_number == "998877665544"
    with ctx.database.read() as session:
        assert session.get(Vehicle, bus.id).seal_number == "AGR 000123"
