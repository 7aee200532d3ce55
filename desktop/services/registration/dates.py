"""Dates of the registration process, from the rules engine on the office's calendar.

Deadlines (Res. 105 art. 7 with art. 83 counting) come from `desktop.rules.deadlines`; CRC
validity (art. 13) and the bars (art. 9 §3, art. 70 §3) from `desktop.rules.validity`.
RR's Lei 664 sets no registration terms, validity, renewal window nor bars of Res. 105: in
Roraima these are None (its bar after a cassação, art. 88, is in registration.bars).
"""

from dataclasses import dataclass
from datetime import date

from desktop.rules import deadlines, validity
from desktop.rules.rulebook import load_rulebook
from desktop.rules.validity import RegistrationBar
from desktop.services.calendar import office_calendar
from desktop.services.context import ServiceContext


def _due(function, ctx: ServiceContext, start: date) -> date | None:
    """A term of Res. 105 art. 7 in Goiás; None in Roraima, whose Lei 664 sets no term for
    analysing a registration, curing a pendency or appealing a refusal (none of Goiás's
    terms is applied to RR)."""
    if ctx.office.jurisdiction != "GO":
        return None
    return function(office_calendar(ctx), start).due


def analysis_due(ctx: ServiceContext, protocol_date: date) -> date | None:
    """Res. 105 art. 7 caput: documents analysed within 10 days of the protocol."""
    return _due(deadlines.registration_analysis_due, ctx, protocol_date)


def pendency_due(ctx: ServiceContext, notified_on: date) -> date | None:
    """Res. 105 art. 7 II: 10 days to cure, from the notice, or the process is archived."""
    return _due(deadlines.registration_pendency_due, ctx, notified_on)


def appeal_due(ctx: ServiceContext, notified_on: date) -> date | None:
    """Res. 105 art. 7 sole §: appeal within 10 days of receiving the refusal."""
    return _due(deadlines.registration_appeal_due, ctx, notified_on)


@dataclass(frozen=True)
class RegistrationValidity:
    """The last day of a registration and the first day its renewal may be asked; None when
    the law sets none."""

    valid_until: date | None
    renewal_opens: date | None


def crc_validity(
    ctx: ServiceContext, issued_on: date, recorded_until: date | None = None
) -> RegistrationValidity:
    """GO, Res. 105 art. 13: valid up to 3 years, date to date (art. 83 §4), or to the
    shorter end the AGR fixed (`recorded_until`); a new registration may be asked up to 60
    days before expiry (§3). RR: Lei 664/2008 sets no term, so the registration has no end
    date unless the office records one (`recorded_until`), and no renewal window."""
    if ctx.office.jurisdiction == "RR":
        return RegistrationValidity(recorded_until, None)
    found = validity.crc_validity(load_rulebook("GO"), issued_on, recorded_until)
    return RegistrationValidity(found.valid_until, found.renewal_opens)


def forged_documents_bar(ctx: ServiceContext, refused_on: date) -> RegistrationBar | None:
    """Res. 105 art. 9 §3: a new application only after 180 days from the refusal; Lei 664
    has no such bar (None in RR)."""
    if ctx.office.jurisdiction != "GO":
        return None
    return validity.registration_bar(load_rulebook("GO"), "documento_falso", refused_on)


def caducity_bar(ctx: ServiceContext, published_on: date) -> RegistrationBar:
    """Res. 105 art. 70 §§3-4: company and partners barred up to 2 years from publication."""
    return validity.registration_bar(load_rulebook("GO"), "caducidade", published_on)
