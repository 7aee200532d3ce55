"""Res. AGR 105/2017, art. 93 §9: for the infraction of art. 78, I the Council may suspend the
company at once, preventively, until the ordinary process is concluded; a licence is refused
while it runs."""

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
from desktop.rules.preventive_suspension import preventive_suspension

GO = load_rulebook("GO")
D = date.fromisoformat


def test_only_for_78_i_in_the_ordinary_process():
    decision = preventive_suspension(GO, ("78-I", "77-XVI"), "ordinario", D("2026-04-01"))
    assert decision.articles == ("Res. AGR 105/2017, art. 93 §9",)
    with pytest.raises(RulesError) as error:
        preventive_suspension(GO, ("78-III",), "ordinario", D("2026-04-01"))
    assert error.value.field == "infractions" and "art. 78, I" in error.value.message
    with pytest.raises(RulesError) as error:
        preventive_suspension(GO, ("78-I",), "simplificado", D("2026-04-01"))
    assert error.value.field == "process" and "ordinário" in error.value.message
    with pytest.raises(RulesError) as error:
        preventive_suspension(load_rulebook("RR"), ("78-I",), "ordinario", D("2026-04-01"))
    assert error.value.field == "jurisdiction"


@pytest.mark.parametrize(
    ("start", "end", "concluded", "runs"),
    [
        ("2026-03-20", "2026-03-31", None, False),  # the trip ends before the decision
        ("2026-03-25", "2026-04-01", None, True),  # its last day is the first suspended
        ("2026-05-01", "2026-05-03", None, True),  # the process still runs
        ("2026-05-01", "2026-05-03", "2026-05-02", True),  # judged on the trip's 2nd day
        ("2026-05-02", "2026-05-03", "2026-05-02", False),  # concluded: it no longer runs
    ],
)
def test_from_the_councils_decision_until_the_process_is_concluded(start, end, concluded, runs):
    decision = preventive_suspension(GO, ("78-I",), "ordinario", D("2026-04-01"))
    assert decision.runs_during(D(start), D(end), D(concluded) if concluded else None) is runs


def test_the_licence_is_refused_while_it_runs():
    request = LicenceRequest(
        "eventual",
        datetime(2026, 5, 1, 8, 0),
        D("2026-05-10"),
        D("2026-05-12"),
        40,
        (VehicleStatus(True, 44, D("2026-12-31"), D("2026-12-31")),),
        OperatorStatus(D("2027-12-31"), frozenset({"eventual"}), preventively_suspended=True),
        departure=datetime(2026, 5, 10, 14, 0),
    )
    decision = check_licence(GO, request)
    assert decision.reasons == ("suspensao_preventiva",)
    assert decision.articles == ("Res. AGR 105/2017, art. 93 §9",)
    allowed = replace(request, operator=replace(request.operator, preventively_suspended=False))
    assert check_licence(GO, allowed).allowed
