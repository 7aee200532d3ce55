"""Regular lines: the price of an authorisation, stoppages, and changes to a line.

GO (Decreto 8.444/2015) in `outorga`, `stoppage` and `changes`; Roraima's own law
(Lei RR 664/2008) in `stoppage_rr` and `changes_rr`. Distances and money are Decimal; bad
input raises RulesError naming the field.
"""

from desktop.rules.lines.changes import (
    CHANGES,
    LINE_CHANGE_REASONS,
    LineChange,
    LineChangeDecision,
    LineExtension,
    LineFinding,
    LineFusion,
    NewSection,
    SemiurbanService,
    check_line_change,
)
from desktop.rules.lines.changes_rr import (
    RR_CHANGES,
    RR_LINE_CHANGE_REASONS,
    RrLineChange,
    RrLineExtension,
    RrLineShortening,
    check_rr_line_change,
)
from desktop.rules.lines.outorga import Outorga, outorga
from desktop.rules.lines.stoppage import STOPPAGE_REASONS, StoppageDecision, stoppage
from desktop.rules.lines.stoppage_rr import RR_STOPPAGE_REASONS, rr_stoppage

__all__ = [
    "CHANGES",
    "LINE_CHANGE_REASONS",
    "RR_CHANGES",
    "RR_LINE_CHANGE_REASONS",
    "RR_STOPPAGE_REASONS",
    "STOPPAGE_REASONS",
    "LineChange",
    "LineChangeDecision",
    "LineExtension",
    "LineFinding",
    "LineFusion",
    "NewSection",
    "Outorga",
    "RrLineChange",
    "RrLineExtension",
    "RrLineShortening",
    "SemiurbanService",
    "StoppageDecision",
    "check_line_change",
    "check_rr_line_change",
    "outorga",
    "rr_stoppage",
    "stoppage",
]
