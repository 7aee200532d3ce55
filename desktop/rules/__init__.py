"""The regulation as code: rulebooks, calendars, fines, deadlines and validity checks.

Pure Python: no Qt, no database. One function per decision; each returns a frozen dataclass
with its result and the articles it applied. See docs/rules-api.md.
"""

from desktop.rules.dates import add_days, add_months, add_years, br_date, parse_date
from desktop.rules.deadlines import (
    Deadline,
    defence_due,
    procedural_deadline,
    registration_analysis_due,
    registration_appeal_due,
    registration_pendency_due,
    rr_payment_due,
)
from desktop.rules.errors import RulesError
from desktop.rules.fines import FineDecision, PastInfraction, decide_fine
from desktop.rules.legislation import LegislationRow, legislation_rows
from desktop.rules.licences import (
    REASONS,
    LicenceDecision,
    LicenceFinding,
    LicenceRequest,
    OperatorStatus,
    VehicleStatus,
    check_licence,
)
from desktop.rules.measures import Measure, RemovalTerm, measures_for, removal_term
from desktop.rules.money import drop_cents, format_money, round_cents
from desktop.rules.office_calendar import OfficeCalendar
from desktop.rules.rr_penalties import (
    Apprehension,
    SuspensionDecision,
    SuspensionFine,
    WarningDecision,
    apprehension,
    half_year,
    infraction_coefficient,
    suspension_after_warnings,
    suspension_fine,
)
from desktop.rules.rulebook import (
    DatedValue,
    Infraction,
    Rulebook,
    RulebookError,
    load_rulebook,
)
from desktop.rules.validity import (
    CrcValidity,
    DepotFee,
    InspectionValidity,
    RegistrationBar,
    VehicleAge,
    crc_validity,
    depot_fee,
    inspection_validity,
    registration_bar,
    rr_vehicle_age,
)

__all__ = [
    "REASONS",
    "Apprehension",
    "RemovalTerm",
    "apprehension",
    "removal_term",
    "CrcValidity",
    "DatedValue",
    "Deadline",
    "DepotFee",
    "FineDecision",
    "Infraction",
    "InspectionValidity",
    "LegislationRow",
    "LicenceDecision",
    "LicenceFinding",
    "LicenceRequest",
    "Measure",
    "OfficeCalendar",
    "OperatorStatus",
    "PastInfraction",
    "RegistrationBar",
    "Rulebook",
    "RulebookError",
    "RulesError",
    "SuspensionDecision",
    "SuspensionFine",
    "VehicleAge",
    "VehicleStatus",
    "WarningDecision",
    "add_days",
    "add_months",
    "add_years",
    "br_date",
    "check_licence",
    "crc_validity",
    "decide_fine",
    "defence_due",
    "depot_fee",
    "drop_cents",
    "format_money",
    "half_year",
    "infraction_coefficient",
    "inspection_validity",
    "legislation_rows",
    "measures_for",
    "load_rulebook",
    "parse_date",
    "procedural_deadline",
    "registration_analysis_due",
    "registration_appeal_due",
    "registration_bar",
    "registration_pendency_due",
    "round_cents",
    "rr_payment_due",
    "rr_vehicle_age",
    "suspension_after_warnings",
    "suspension_fine",
]
