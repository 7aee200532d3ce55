"""Inputs of the licence rules (desktop.rules) shared by the rules tests (no tests here): a
bus and an operator in good standing and an eventual trip request of theirs."""

from datetime import date, datetime

from desktop.rules import LicenceRequest, OperatorStatus, VehicleStatus

D = date.fromisoformat
T = datetime.fromisoformat

VEHICLE = VehicleStatus(True, 44, D("2026-12-31"), D("2026-12-31"), school_inspection=True)
OPERATOR = OperatorStatus(
    D("2027-12-31"), frozenset({"eventual", "continuo", "escolar", "vinculada"})
)
EVENTUAL = LicenceRequest(
    "eventual",
    T("2026-05-10T06:00"),
    D("2026-05-10"),
    D("2026-05-12"),
    40,
    (VEHICLE,),
    OPERATOR,
    departure=T("2026-05-10T14:00"),
)
