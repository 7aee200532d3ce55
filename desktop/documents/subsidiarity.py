"""Res. AGR 105/2017 on a Goiás regular line's document applies only subsidiarily (Decreto
8.444/2015, art. 54): said once, where the document first cites it, its later citations
reading in that light; the footer's base legal says it on every page."""

from desktop.rules.regular_line_terms import first_citation_applied_subsidiarily


class FirstCitationMarked:
    """Called on a document's texts in the order they are printed: marks the first that
    cites the resolution and returns the others as they are; on any other document
    (`regular_line` false) returns every text as it is."""

    def __init__(self, regular_line: bool) -> None:
        self._pending = regular_line

    def __call__(self, said: str) -> str:
        if not self._pending:
            return said
        marked = first_citation_applied_subsidiarily(said)
        if marked is None:
            return said
        self._pending = False
        return marked
