"""Fines and penalties: GO Res. AGR 105/2017 arts. 65-71; RR Lei 664/2008 arts. 78-83."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.rules import DatedValue, PastInfraction, RulesError, decide_fine, load_rulebook

D = date.fromisoformat
GO = load_rulebook("GO")
RR = load_rulebook("RR")


def past(code, day, penalties=("multa",), status="valid", line=None):
    return PastInfraction(code, D(day), tuple(penalties), status, line)


GO_CASES = [
    # (why, infraction, date, history, recidivism, percent, amount, penalties)
    ("art. 67 I, first leve", "75-I", "2026-03-10", [], "none", 0, "477.39", {"multa"}),
    (
        "art. 68 §2 specific leve, 716.085 half-up",
        "75-I",
        "2026-03-10",
        [past("75-I", "2025-12-01")],
        "specific",
        50,
        "716.09",
        {"multa", "advertencia"},
    ),
    (
        "art. 68 §2 generic media, 1185.093",
        "76-I",
        "2026-03-10",
        [past("76-II", "2025-12-01")],
        "generic",
        30,
        "1185.09",
        {"multa", "advertencia"},
    ),
    (
        "art. 68 §2 generic grave, 2482.467",
        "77-I",
        "2026-03-10",
        [past("77-II", "2025-12-01")],
        "generic",
        30,
        "2482.47",
        {"multa", "advertencia"},
    ),
    (
        "art. 68 §2 specific grave, 2864.385",
        "77-XVI",
        "2026-03-10",
        [past("77-XVI", "2025-12-01")],
        "specific",
        50,
        "2864.39",
        {"multa", "advertencia"},
    ),
    (
        "specific wins over generic, never both",
        "77-I",
        "2026-03-10",
        [past("77-II", "2026-01-01"), past("77-I", "2025-06-01")],
        "specific",
        50,
        "2864.39",
        {"multa", "advertencia"},
    ),
    (
        "another group is no recidivism (art. 68 §1)",
        "75-I",
        "2026-03-10",
        [past("77-I", "2026-01-01")],
        "none",
        0,
        "477.39",
        {"multa"},
    ),
    (
        "12 months date to date: 2025-03-10 counts",
        "75-V",
        "2026-03-10",
        [past("75-VI", "2025-03-10")],
        "generic",
        30,
        "620.61",
        {"multa", "advertencia"},
    ),
    (
        "12 months date to date: 2025-03-09 is out",
        "75-V",
        "2026-03-10",
        [past("75-VI", "2025-03-09")],
        "none",
        0,
        "477.39",
        {"multa"},
    ),
    (
        "leap day: the window of 2028-02-29 starts 2027-02-28",
        "75-V",
        "2028-02-29",
        [past("75-VI", "2027-02-28")],
        "generic",
        30,
        "620.61",
        {"multa", "advertencia"},
    ),
    (
        "leap day: 2027-02-27 is out",
        "75-V",
        "2028-02-29",
        [past("75-VI", "2027-02-27")],
        "none",
        0,
        "477.39",
        {"multa"},
    ),
    (
        "month end: the window of 2026-03-31 starts 2025-03-31",
        "75-V",
        "2026-03-31",
        [past("75-VI", "2025-03-30")],
        "none",
        0,
        "477.39",
        {"multa"},
    ),
    (
        "annulled entries never count",
        "77-XVI",
        "2026-03-10",
        [past("77-XVI", "2026-01-10", status="annulled")],
        "none",
        0,
        "1909.59",
        {"multa"},
    ),
    (
        "same date is one inspection (art. 68 §3)",
        "77-XVI",
        "2026-03-10",
        [past("77-XVI", "2026-03-10")],
        "none",
        0,
        "1909.59",
        {"multa"},
    ),
    (
        "same date ignored, earlier entry counts",
        "77-XVI",
        "2026-03-10",
        [past("77-XVI", "2026-03-10"), past("77-I", "2026-02-10")],
        "generic",
        30,
        "2482.47",
        {"multa", "advertencia"},
    ),
    (
        "later entries are not history",
        "77-XVI",
        "2026-03-10",
        [past("77-XVI", "2026-03-11")],
        "none",
        0,
        "1909.59",
        {"multa"},
    ),
    (
        "art. 71 III: grave after advertência -> suspensão",
        "77-I",
        "2026-03-10",
        [past("77-II", "2025-12-01", ("multa", "advertencia"))],
        "generic",
        30,
        "2482.47",
        {"multa", "suspensao"},
    ),
    (
        "art. 71 III: the advertência may come from any group",
        "77-I",
        "2026-03-10",
        [past("77-II", "2026-01-01"), past("75-I", "2025-06-01", ("multa", "advertencia"))],
        "generic",
        30,
        "2482.47",
        {"multa", "suspensao"},
    ),
    (
        "art. 71 IV: after suspensão -> caducidade",
        "77-I",
        "2026-03-10",
        [past("77-I", "2025-12-01", ("multa", "suspensao"))],
        "specific",
        50,
        "2864.39",
        {"multa", "caducidade"},
    ),
    (
        "art. 71 III is for grave/gravíssima only",
        "75-I",
        "2026-03-10",
        [past("75-II", "2025-12-01", ("multa", "advertencia"))],
        "generic",
        30,
        "620.61",
        {"multa", "advertencia"},
    ),
    (
        "art. 71 III needs recidivism",
        "77-I",
        "2026-03-10",
        [past("75-I", "2025-12-01", ("multa", "advertencia"))],
        "none",
        0,
        "1909.59",
        {"multa"},
    ),
    (
        "art. 71: advertência outside the 12 months does not count",
        "77-I",
        "2026-03-10",
        [past("77-II", "2026-01-01"), past("77-III", "2025-02-01", ("multa", "advertencia"))],
        "generic",
        30,
        "2482.47",
        {"multa", "advertencia"},
    ),
    (
        "art. 71 IV: an annulled suspensão does not count",
        "77-I",
        "2026-03-10",
        [
            past("77-II", "2026-01-01"),
            past("77-III", "2025-12-01", ("multa", "suspensao"), "annulled"),
        ],
        "generic",
        30,
        "2482.47",
        {"multa", "advertencia"},
    ),
    (
        "art. 69 I: 78-III suspended 30 days at first",
        "78-III",
        "2026-03-10",
        [],
        "none",
        0,
        "3819.18",
        {"multa", "suspensao"},
    ),
    (
        "art. 69 + recidivism: suspensão over advertência",
        "78-III",
        "2026-03-10",
        [past("78-IV", "2026-01-01")],
        "generic",
        30,
        "4964.93",
        {"multa", "suspensao"},
    ),
    (
        "art. 69 + art. 71 IV: caducidade over suspensão",
        "78-XI",
        "2026-03-10",
        [past("78-XI", "2026-01-01", ("multa", "suspensao"))],
        "specific",
        50,
        "5728.77",
        {"multa", "caducidade"},
    ),
    (
        "art. 70 I: 78-I forged document -> caducidade",
        "78-I",
        "2026-03-10",
        [],
        "none",
        0,
        "3819.18",
        {"multa", "caducidade"},
    ),
    (
        "art. 70 I: 78-II adulterated document -> caducidade",
        "78-II",
        "2026-03-10",
        [past("75-I", "2026-01-01")],
        "none",
        0,
        "3819.18",
        {"multa", "caducidade"},
    ),
]


@pytest.mark.parametrize(
    ("why", "code", "day", "history", "recidivism", "percent", "amount", "penalties"),
    GO_CASES,
    ids=[case[0] for case in GO_CASES],
)
def test_go_fines(why, code, day, history, recidivism, percent, amount, penalties):
    decision = decide_fine(GO, code, D(day), history)
    assert decision.recidivism == recidivism
    assert decision.surcharge_percent == percent
    assert decision.amount == Decimal(amount)
    assert set(decision.penalties) == penalties
    assert decision.suspension_days == (30 if "suspensao" in penalties else None)
    assert decision.needs_decision == (penalties != {"multa"})
    assert decision.articles[0] == GO.infractions[code].article


def test_go_decision_cites_the_articles_applied():
    decision = decide_fine(
        GO, "77-I", D("2026-03-10"), [past("77-II", "2025-12-01", ("multa", "advertencia"))]
    )
    for article in ("art. 67", "art. 68 §2", "art. 71, III", "art. 69"):
        assert any(article in cited for cited in decision.articles), article
    assert any("30 dias" in note for note in decision.notes)


def test_go_decision_cites_only_the_step_of_art_71_reached():
    """Art. 71 is a scale: a suspension (III) or a caducity (IV) is not also the warning of
    II, which is another penalty."""
    suspension = decide_fine(
        GO, "77-I", D("2026-03-10"), [past("77-II", "2025-12-01", ("multa", "advertencia"))]
    )
    caducity = decide_fine(
        GO, "77-I", D("2026-03-10"), [past("77-II", "2025-12-01", ("multa", "suspensao"))]
    )
    steps = [
        [cited for cited in decision.articles if "art. 71," in cited]
        for decision in (suspension, caducity)
    ]
    assert steps == [["Res. AGR 105/2017, art. 71, III"], ["Res. AGR 105/2017, art. 71, IV"]]


def test_go_value_updated_by_igp_di_applies_from_its_date():  # art. 98
    updated = GO.with_updates(
        {"multa_grave": [DatedValue(D("2027-01-01"), Decimal("2001.11"), "IGP-DI 2026")]}
    )
    assert decide_fine(updated, "77-I", D("2026-12-31")).base == Decimal("1909.59")
    later = decide_fine(updated, "77-I", D("2027-02-01"), [past("77-I", "2026-12-01")])
    assert later.base == Decimal("2001.11")
    assert later.amount == Decimal("3001.67")  # 2001.11 x 1.5 = 3001.665, half-up


@pytest.mark.parametrize(
    ("code", "day", "history", "field"),
    [
        ("75-VIII", "2026-03-10", [], "infraction"),
        ("79-I", "2026-03-10", [], "infraction"),
        ("75-I", "2017-12-23", [], "date"),  # before art. 104's start
        ("75-I", "2026-03-10", [past("99-I", "2026-01-01")], "history[0].infraction"),
        (
            "75-I",
            "2026-03-10",
            [past("75-I", "2026-01-01", ("multa", "prisao"))],
            "history[0].penalties",
        ),
    ],
)
def test_go_bad_input(code, day, history, field):
    with pytest.raises(RulesError) as error:
        decide_fine(GO, code, D(day), history)
    assert error.value.field == field


RR_CASES = [
    # (why, code, date, coefficient, history, line, base, recidivism, amount)
    (
        "art. 79: 500 x 0.15342, cents dropped",
        "79-I",
        "2026-03-10",
        "0.15342",
        [],
        None,
        "76.71",
        "none",
        "76.00",
    ),
    (
        "art. 82: 3000 x 0.15342",
        "82-I",
        "2026-03-10",
        "0.15342",
        [],
        None,
        "460.26",
        "none",
        "460.00",
    ),
    (
        "base half-up, amount from the unrounded product",
        "80-I",
        "2026-03-10",
        "0.123455",
        [],
        None,
        "123.46",
        "none",
        "123.00",
    ),
    (
        "art. 83: double on the same line",
        "81-X",
        "2026-03-10",
        "0.15372",
        [past("81-X", "2026-01-10", line="L-012")],
        "L-012",
        "307.44",
        "specific",
        "614.00",
    ),
    (
        "same line regardless of case and spaces",
        "80-IV",
        "2026-03-10",
        "0.15372",
        [past("80-IV", "2025-11-10", line=" l-012 ")],
        "L-012",
        "153.72",
        "specific",
        "307.00",
    ),
    (
        "another line is no recidivism",
        "80-IV",
        "2026-03-10",
        "0.15372",
        [past("80-IV", "2025-11-10", line="L-013")],
        "L-012",
        "153.72",
        "none",
        "153.00",
    ),
    (
        "no line on the new infraction",
        "80-IV",
        "2026-03-10",
        "0.15372",
        [past("80-IV", "2025-11-10", line="L-012")],
        None,
        "153.72",
        "none",
        "153.00",
    ),
    (
        "another infraction on the line is not specific",
        "80-IV",
        "2026-03-10",
        "0.15372",
        [past("80-V", "2025-11-10", line="L-012")],
        "L-012",
        "153.72",
        "none",
        "153.00",
    ),
    (
        "6 months date to date: 2025-09-10 counts",
        "80-IV",
        "2026-03-10",
        "0.15372",
        [past("80-IV", "2025-09-10", line="L-012")],
        "L-012",
        "153.72",
        "specific",
        "307.00",
    ),
    (
        "6 months date to date: 2025-09-09 is out",
        "80-IV",
        "2026-03-10",
        "0.15372",
        [past("80-IV", "2025-09-09", line="L-012")],
        "L-012",
        "153.72",
        "none",
        "153.00",
    ),
    (
        "month end: window of 2026-08-31 starts 2026-02-28",
        "80-IV",
        "2026-08-31",
        "0.15372",
        [past("80-IV", "2026-02-28", line="L-012")],
        "L-012",
        "153.72",
        "specific",
        "307.00",
    ),
    (
        "same day is not earlier",
        "80-IV",
        "2026-03-10",
        "0.15372",
        [past("80-IV", "2026-03-10", line="L-012")],
        "L-012",
        "153.72",
        "none",
        "153.00",
    ),
    (
        "annulled is never counted",
        "80-IV",
        "2026-03-10",
        "0.15372",
        [past("80-IV", "2026-02-10", status="annulled", line="L-012")],
        "L-012",
        "153.72",
        "none",
        "153.00",
    ),
]


@pytest.mark.parametrize(
    ("why", "code", "day", "coefficient", "history", "line", "base", "recidivism", "amount"),
    RR_CASES,
    ids=[case[0] for case in RR_CASES],
)
def test_rr_fines(why, code, day, coefficient, history, line, base, recidivism, amount):
    decision = decide_fine(RR, code, D(day), history, line, Decimal(coefficient))
    assert decision.base == Decimal(base)
    assert decision.recidivism == recidivism
    assert decision.surcharge_percent == (100 if recidivism == "specific" else 0)
    assert decision.amount == Decimal(amount)
    assert decision.penalties == ("multa",)
    assert "Lei RR 664/2008, art. 78, parágrafo único" in decision.articles


def test_rr_coefficient_is_required_or_taken_from_the_registered_value():
    with pytest.raises(RulesError) as error:
        decide_fine(RR, "79-I", D("2026-03-10"))
    assert error.value.field == "coeficiente_tarifario"
    with pytest.raises(RulesError) as error:
        decide_fine(RR, "79-I", D("2026-03-10"), coefficient=Decimal("0"))
    assert error.value.field == "coeficiente_tarifario"
    registered = RR.with_updates(
        {"coeficiente_tarifario": [DatedValue(D("2026-01-01"), Decimal("0.15342"), "CRE/RR")]}
    )
    assert decide_fine(registered, "79-I", D("2026-03-10")).amount == Decimal("76.00")


def test_rr_fine_without_a_line_says_why_art_83_cannot_double_it():
    # Lei RR 664/2008 art. 83: "reincidência específica de falta ocorrida na mesma linha".
    history = (past("79-I", "2026-01-10", line="Boa Vista — Caracaraí"),)
    decision = decide_fine(RR, "79-I", D("2026-03-10"), history, None, Decimal("0.15"))
    assert decision.recidivism == "none"
    assert decision.notes == (
        "Sem linha informada: a multa em dobro do art. 83 da Lei RR 664/2008 exige falta na "
        "mesma linha.",
    )
