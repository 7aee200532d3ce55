"""GO trip licences: a trip between two municipalities of Goiás (Res. AGR 105/2017, art. 1;
Decreto 8.444/2015, art. 3, XLVIII) and passengers insured on every day of travel with the
vehicle's policy periods (Res. 105, arts. 50, 51 §2)."""

from dataclasses import replace
from datetime import date, datetime

import pytest

from desktop.rules import (
    LicenceRequest,
    OperatorStatus,
    RulesError,
    VehicleStatus,
    check_licence,
    load_rulebook,
)

D = date.fromisoformat
GO = load_rulebook("GO")
GOIANIA, ANAPOLIS, BRASILIA, BOA_VISTA = "5208707", "5201108", "5300108", "1400100"

VEHICLE = VehicleStatus(True, 44, D("2026-12-31"), D("2026-12-31"), school_inspection=True)
EVENTUAL = LicenceRequest(
    "eventual",
    datetime(2026, 5, 1, 8, 0),
    D("2026-05-10"),
    D("2026-05-12"),
    40,
    (VEHICLE,),
    OperatorStatus(D("2027-12-31"), frozenset({"eventual"})),
    departure=datetime(2026, 5, 10, 14, 0),
)


def reasons(request):
    return set(check_licence(GO, request).reasons)


ROUTES = [
    # (why, origin, destination, expected reasons)
    ("two municipalities of Goiás", GOIANIA, ANAPOLIS, set()),
    ("to Brasília (DF): leaves the state", GOIANIA, BRASILIA, {"fora_da_jurisdicao"}),
    ("from Brasília (DF)", BRASILIA, GOIANIA, {"fora_da_jurisdicao"}),
    ("a Roraima code is not Goiás", BOA_VISTA, GOIANIA, {"fora_da_jurisdicao"}),
    ("same municipality: not intermunicipal", GOIANIA, GOIANIA, {"mesmo_municipio"}),
    (
        "same municipality outside the state: both reasons",
        BRASILIA,
        BRASILIA,
        {"fora_da_jurisdicao", "mesmo_municipio"},
    ),
    ("only the origin, outside: still checked", BRASILIA, None, {"fora_da_jurisdicao"}),
    ("only the destination, outside: still checked", None, BRASILIA, {"fora_da_jurisdicao"}),
    ("only the origin, in Goiás", GOIANIA, None, set()),
    ("neither given: today's behaviour", None, None, set()),
]


@pytest.mark.parametrize(
    ("why", "origin", "destination", "expected"), ROUTES, ids=[r[0] for r in ROUTES]
)
def test_route(why, origin, destination, expected):
    assert reasons(replace(EVENTUAL, origin=origin, destination=destination)) == expected


def test_route_findings_cite_the_goias_acts():
    decision = check_licence(GO, replace(EVENTUAL, origin=BRASILIA, destination=BRASILIA))
    assert [finding.article for finding in decision.findings] == [
        "Res. AGR 105/2017, art. 1º; Decreto 8.444/2015, art. 3º, XLVIII, e art. 4º"
    ] * 2


@pytest.mark.parametrize(
    ("origin", "destination", "field"),
    [("520870", None, "origin"), (GOIANIA, "52087O7", "destination"), (5208707, None, "origin")],
)
def test_a_municipality_code_has_seven_digits(origin, destination, field):
    with pytest.raises(RulesError) as error:
        check_licence(GO, replace(EVENTUAL, origin=origin, destination=destination))
    assert error.value.field == field


def insured(*periods):
    policy = tuple((D(first), D(last)) for first, last in periods)
    return replace(EVENTUAL, vehicles=(replace(VEHICLE, insurance_periods=policy),))


INSURANCE = [
    # (why, request, expected reasons) — the trip runs 10 to 12 May 2026
    ("one policy over the whole trip", insured(("2026-01-01", "2026-12-31")), set()),
    (
        "a day uncovered mid-trip (the 11th)",
        insured(("2026-01-01", "2026-05-10"), ("2026-05-12", "2026-12-31")),
        {"seguro_vencido"},
    ),
    (
        "back to back: ends on the 10th, the next starts on the 11th",
        insured(("2026-01-01", "2026-05-10"), ("2026-05-11", "2026-12-31")),
        set(),
    ),
    (
        "given out of order",
        insured(("2026-05-11", "2026-12-31"), ("2026-01-01", "2026-05-10")),
        set(),
    ),
    (
        "overlapping policies",
        insured(("2026-01-01", "2026-05-11"), ("2026-05-01", "2026-05-31")),
        set(),
    ),
    ("exactly the days of travel", insured(("2026-05-10", "2026-05-12")), set()),
    ("starts on the second day", insured(("2026-05-11", "2026-12-31")), {"seguro_vencido"}),
    ("ends on the day before the last", insured(("2026-01-01", "2026-05-11")), {"seguro_vencido"}),
    (
        "three one-day policies, one a day",
        insured(("2026-05-10", "2026-05-10"), ("2026-05-11", "2026-05-11"), ("2026-05-12",) * 2),
        set(),
    ),
    (
        "policies before and after the trip only",
        insured(("2026-01-01", "2026-05-09"), ("2026-05-13", "2026-12-31")),
        {"seguro_vencido"},
    ),
    ("no policy at all", insured(), {"seguro_vencido"}),
    (
        "the periods replace the last day of validity",
        replace(
            EVENTUAL,
            vehicles=(
                replace(
                    VEHICLE,
                    insurance_valid_until=None,
                    insurance_periods=((D("2026-05-01"), D("2026-05-31")),),
                ),
            ),
        ),
        set(),
    ),
    (
        "the periods replace it even when it would cover",
        replace(
            EVENTUAL,
            vehicles=(replace(VEHICLE, insurance_periods=((D("2026-05-11"), D("2026-05-31")),)),),
        ),
        {"seguro_vencido"},
    ),
]


@pytest.mark.parametrize(("why", "request_", "expected"), INSURANCE, ids=[c[0] for c in INSURANCE])
def test_insurance_periods(why, request_, expected):
    assert reasons(request_) == expected


def test_an_uncovered_day_is_found_with_the_plate():
    bus = replace(
        VEHICLE,
        plate="GOI2B34",
        insurance_periods=((D("2026-01-01"), D("2026-05-10")), (D("2026-05-12"), D("2026-12-31"))),
    )
    (finding,) = check_licence(GO, replace(EVENTUAL, vehicles=(bus,))).findings
    assert (finding.reason, finding.plate) == ("seguro_vencido", "GOI2B34")
    assert finding.article == "Res. AGR 105/2017, art. 50; art. 51 §2º"


@pytest.mark.parametrize(
    "periods",
    [
        ((D("2026-05-12"), D("2026-05-10")),),
        ((D("2026-05-10"),),),
        (("2026-05-10", "2026-05-12"),),
    ],
)
def test_a_policy_period_is_two_dates_in_order(periods):
    request = replace(EVENTUAL, vehicles=(replace(VEHICLE, insurance_periods=periods),))
    with pytest.raises(RulesError) as error:
        check_licence(GO, request)
    assert error.value.field == "vehicles[0].insurance_periods[0]"


@pytest.mark.parametrize(
    ("origin", "destination", "fields"),
    [
        (GOIANIA, ANAPOLIS, {}),
        (GOIANIA, GOIANIA, {"destination": "mesmo município"}),
        (GOIANIA, BRASILIA, {"destination": "fora do Estado de Goiás"}),
        (BRASILIA, GOIANIA, {"origin": "fora do Estado de Goiás"}),
        (BRASILIA, BRASILIA, {"origin": "fora do Estado", "destination": "fora do Estado"}),
        (None, BOA_VISTA, {"destination": "fora do Estado de Goiás"}),
    ],
)
def test_route_errors_name_the_field_at_fault(origin, destination, fields):
    # Res. 105, art. 1º; Decreto 8.444/2015, art. 3º, XLVIII, and art. 4º: the same
    # decision as check_licence, worded for the field the counter must correct.
    from desktop.rules.licences import route_errors

    errors = route_errors("continuo", origin, destination)
    assert set(errors) == set(fields)
    for name, words in fields.items():
        assert words in errors[name]
        assert errors[name].endswith("Decreto 8.444/2015, art. 3º, XLVIII, e art. 4º).")
    # Art. 53: the característica vinculada's route, not the fretamento's.
    vinculada = route_errors("vinculada", origin, destination)
    assert set(vinculada) == set(fields)
    for message in vinculada.values():
        assert message.endswith("(Res. AGR 105/2017, art. 53).")
        assert "característica vinculada" in message and "fretamento" not in message
