"""Every reason code the engine answers, with its article and pt-BR message, by jurisdiction,
question of the conformance harness and, for a line change, its kind.

`REASONS` (GO licences) is what the licence services show; each other module keeps its own
table beside its rules, and this gathers them so that a screen or a document can word any
reason, and a test can hold them to the conformance README.
"""

from collections.abc import Mapping

from desktop.rules.errors import RulesError
from desktop.rules.licences import REASONS
from desktop.rules.licences_rr import RR_REASONS
from desktop.rules.lines import (
    LINE_CHANGE_REASONS,
    RR_LINE_CHANGE_REASONS,
    RR_STOPPAGE_REASONS,
    STOPPAGE_REASONS,
)

Wording = Mapping[str, tuple[str, str]]

VOCABULARY: Mapping[tuple[str, str, str | None], Wording] = {
    ("GO", "licence", None): REASONS,
    ("RR", "licence", None): RR_REASONS,
    ("GO", "stoppage", None): STOPPAGE_REASONS,
    ("RR", "stoppage", None): RR_STOPPAGE_REASONS,
    **{("GO", "line_change", kind): wording for kind, wording in LINE_CHANGE_REASONS.items()},
    **{("RR", "line_change", kind): wording for kind, wording in RR_LINE_CHANGE_REASONS.items()},
}


def reason_text(
    jurisdiction: str, question: str, reason: str, kind: str | None = None
) -> tuple[str, str]:
    """(article, message) of `reason` answered to `question` (and `kind` of line change)."""
    wording = VOCABULARY.get((jurisdiction, question, kind))
    if wording is None or reason not in wording:
        raise RulesError("reason", f"motivo {reason!r} desconhecido em {jurisdiction}/{question}")
    return wording[reason]
