"""The deadlines hold their citations as the acts write them (LC 95/1998, art. 10: "art. 7º",
"art. 83, § 1º"), the form every screen and document prints: a deadline's articles — its own
counting rule, the rulebook's article of the term, a regular line's decree — reach tooltips,
messages and records as they are, so none of them may depend on `legal_style` to be corrected
on the way out."""

from datetime import date

from desktop.documents.citations import legal_style
from desktop.rules.deadlines import (
    DEFENCE_ARTICLE,
    Deadline,
    defence_due,
    procedural_deadline,
    registration_analysis_due,
    registration_appeal_due,
    registration_pendency_due,
    rr_payment_due,
    standing_change_due,
    vehicle_deregistration_due,
    vinculada_issue_due,
)
from desktop.rules.office_calendar import OfficeCalendar
from desktop.rules.regular_line_terms import regular_line_deadline

GO = OfficeCalendar("GO")
RR = OfficeCalendar("RR")
DAY = date(2026, 3, 10)


def every_deadline() -> list[Deadline]:
    """One deadline of each kind each state's rules count."""
    both = [
        make(calendar, DAY)
        for calendar in (GO, RR)
        for make in (defence_due, vehicle_deregistration_due)
    ]
    goias = [
        make(GO, DAY)
        for make in (
            registration_analysis_due,
            registration_pendency_due,
            registration_appeal_due,
            vinculada_issue_due,
            standing_change_due,
        )
    ]
    plain = [procedural_deadline(calendar, DAY, 10) for calendar in (GO, RR)]
    return both + goias + plain + [rr_payment_due(RR, DAY), regular_line_deadline(GO, DAY)]


def not_as_printed(citations: list[tuple[str, str]]) -> list[str]:
    return [f"{where}: {text}" for where, text in citations if legal_style(text) != text]


def test_every_deadline_cites_as_printed():
    cited = [
        (f"{deadline.days} dias", article)
        for deadline in every_deadline()
        for article in deadline.articles
    ]
    assert len(cited) > 20
    defence = [(f"DEFENCE_ARTICLE[{key}]", text) for key, text in DEFENCE_ARTICLE.items()]
    assert not_as_printed(cited + defence) == []


def test_the_check_sees_a_citation_not_as_printed():
    assert not_as_printed(
        [
            ("a", "Res. AGR 105/2017, art. 83 §1"),
            ("b", "Res. AGR 105/2017, art. 83, § 1º"),
            ("c", "Res. AGR 105/2017, art. 7, caput"),
            ("d", "Lei RR 664/2008, art. 95, parágrafo único"),
        ]
    ) == ["a: Res. AGR 105/2017, art. 83 §1", "c: Res. AGR 105/2017, art. 7, caput"]
