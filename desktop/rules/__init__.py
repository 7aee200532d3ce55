"""The regulation as code: rulebooks, calendars, fines, deadlines and validity checks. Pure Python."""
