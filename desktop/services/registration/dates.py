"""Dates of the registration process, from the rules engine on the office's calendar.

Deadlines (Res. 105 art. 7 with art. 83 counting) come from `desktop.rules.deadlines`; CRC
validity (art. 13) and the bars (art. 9 §3, art. 70 §3) from `desktop.rules.validity`.
RR's Lei 664 sets no registration terms: see RR_REGISTRATION_TERM_DAYS.
"""

from datetime import date

from desktop.rules import deadlines, validity
from desktop.rules.errors import RulesError
from desktop.rules.rulebook import load_rulebook
from desktop.rules.validity import CrcValidity, RegistrationBar
from desktop.services.calendar import office_calendar
from desktop.services.context import ServiceContext

# Lei RR 664/2008 sets no term for analysing a registration or curing a pendency; RR offices
# use the 10 days of Res. 105 art. 7 (as the printed RR notices say), counted as Lei 664
# art. 95 says. An interpretation for the regulator to confirm.
RR_REGISTRATION_TERM_DAYS = 10


def _due(function, ctx: ServiceContext, start: date) -> date:
    calendar = office_calendar(ctx)
    try:
        return function(calendar, start).due
    except RulesError:
        return deadlines.procedural_deadline(calendar, start, RR_REGISTRATION_TERM_DAYS).due


def analysis_due(ctx: ServiceContext, protocol_date: date) -> date:
    """Res. 105 art. 7 caput: documents analysed within 10 days of the protocol."""
    return _due(deadlines.registration_analysis_due, ctx, protocol_date)


def pendency_due(ctx: ServiceContext, notified_on: date) -> date:
    """Res. 105 art. 7 II: 10 days to cure, from the notice, or the process is archived."""
    return _due(deadlines.registration_pendency_due, ctx, notified_on)


def appeal_due(ctx: ServiceContext, notified_on: date) -> date:
    """Res. 105 art. 7 sole §: appeal within 10 days of receiving the refusal."""
    return _due(deadlines.registration_appeal_due, ctx, notified_on)


def _registration_rulebook(ctx: ServiceContext):
    """The CRC and the bars are rules of Res. 105; RR's Lei 664 sets none, so they apply."""
    return load_rulebook("GO")


def crc_validity(ctx: ServiceContext, issued_on: date) -> CrcValidity:
    """Res. 105 art. 13: valid up to 3 years, date to date (art. 83 §4); a new registration
    may be asked up to 60 days before expiry (§3)."""
    return validity.crc_validity(_registration_rulebook(ctx), issued_on)


def forged_documents_bar(ctx: ServiceContext, refused_on: date) -> RegistrationBar:
    """Res. 105 art. 9 §3: a new application only after 180 days from the refusal."""
    return validity.registration_bar(_registration_rulebook(ctx), "documento_falso", refused_on)


def caducity_bar(ctx: ServiceContext, published_on: date) -> RegistrationBar:
    """Res. 105 art. 70 §§3-4: company and partners barred up to 2 years from publication."""
    return validity.registration_bar(_registration_rulebook(ctx), "caducidade", published_on)
